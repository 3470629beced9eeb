import { pdfkit } from '../pustaka-malas.ts';
import { fontPdf } from './pdf.font.ts';

/**
 * The letterhead (kop surat) data a document prints at its top. The facility module gives it
 * (`kopSurat(db)` in modules/master/faskes); the PDF platform only draws it.
 */
export interface KopSurat {
  nama: string;
  /** 'Rumah Sakit Umum Kelas C', printed under the name. */
  uraian: string | null;
  /** One line: street, village, district, city, province, postal code. */
  alamat: string;
  /** 'Telp. 022-2501234', 'Fax …', 'Email: …', 'www.…' — whatever the profile has. */
  kontak: string[];
  motto: string | null;
  /** The place letters are signed in: 'Bandung' (from 'Kota Bandung'). */
  kota: string | null;
  /** PNG or JPEG bytes; null prints the letterhead without a logo. */
  logo: Buffer | null;
}

type Doc = PDFKit.PDFDocument;

/** Contacts joined by bullets, wrapped between two contacts, never inside one or after a bullet. */
function barisKontak(doc: Doc, kontak: string[], lebar: number): string[] {
  const hasil: string[] = [];
  let kini = '';
  for (const k of kontak) {
    const coba = kini ? `${kini}  •  ${k}` : k;
    if (kini && doc.widthOfString(coba) > lebar) {
      hasil.push(kini);
      kini = k;
    } else kini = coba;
  }
  if (kini) hasil.push(kini);
  return hasil;
}

function gambarLogo(doc: Doc, logo: Buffer | null, x: number, y: number, sisi: number): boolean {
  if (!logo) return false;
  try {
    doc.image(logo, x, y, { fit: [sisi, sisi], align: 'center', valign: 'center' });
    return true;
  } catch {
    // A logo that cannot be read must not stop every document from printing.
    return false;
  }
}

/** A4: logo on the left, the lines centred on the page, a thick and a thin rule under them. */
export function gambarKopA4(doc: Doc, kop: KopSurat): void {
  const m = doc.page.margins;
  const kiri = m.left;
  const lebar = doc.page.width - m.left - m.right;
  const atas = m.top;
  const sisi = 64;
  const adaLogo = gambarLogo(doc, kop.logo, kiri, atas, sisi);
  // The text keeps a logo-wide gap on both sides so it stays centred on the page.
  const sela = adaLogo ? sisi + 10 : 0;
  const opsi = { width: lebar - 2 * sela, align: 'center' as const };
  const x = kiri + sela;

  doc.font('tebal').fontSize(15).text(kop.nama.toUpperCase(), x, atas, opsi);
  if (kop.uraian) doc.font('reguler').fontSize(10).text(kop.uraian, x, doc.y, opsi);
  doc
    .font('reguler')
    .fontSize(9)
    .text(kop.alamat, x, doc.y + 1, opsi);
  for (const baris of barisKontak(doc, kop.kontak, opsi.width)) doc.text(baris, x, doc.y, opsi);
  if (kop.motto)
    doc
      .font('miring')
      .fontSize(8.5)
      .text(`“${kop.motto}”`, x, doc.y + 1, opsi);

  const bawah = Math.max(doc.y, adaLogo ? atas + sisi : 0) + 5;
  doc.save().strokeColor('#000');
  doc
    .lineWidth(2)
    .moveTo(kiri, bawah)
    .lineTo(kiri + lebar, bawah)
    .stroke();
  doc
    .lineWidth(0.75)
    .moveTo(kiri, bawah + 3)
    .lineTo(kiri + lebar, bawah + 3)
    .stroke();
  doc.restore();
  doc.font('reguler').fontSize(10);
  doc.x = kiri;
  doc.y = bawah + 16;
}

/** 80 mm roll: everything centred, a small logo above the name, a dashed rule. */
export function gambarKopStruk(doc: Doc, kop: KopSurat): void {
  const m = doc.page.margins;
  const kiri = m.left;
  const lebar = doc.page.width - m.left - m.right;
  const sisi = 34;
  let y = m.top;
  if (gambarLogo(doc, kop.logo, kiri + (lebar - sisi) / 2, y, sisi)) y += sisi + 3;
  const opsi = { width: lebar, align: 'center' as const };
  doc.font('tebal').fontSize(9.5).text(kop.nama.toUpperCase(), kiri, y, opsi);
  doc
    .font('reguler')
    .fontSize(7)
    .text(kop.alamat, kiri, doc.y + 1, opsi);
  const telepon = kop.kontak.find((k) => k.startsWith('Telp'));
  if (telepon) doc.text(telepon, kiri, doc.y, opsi);
  const bawah = doc.y + 4;
  doc
    .save()
    .lineWidth(0.6)
    .dash(2, { space: 1.5 })
    .moveTo(kiri, bawah)
    .lineTo(kiri + lebar, bawah)
    .stroke()
    .undash()
    .restore();
  doc.font('reguler').fontSize(8);
  doc.x = kiri;
  doc.y = bawah + 6;
}

/** Whether PDFKit can print these image bytes (a logo checked at upload rather than at print). */
export async function bisaDicetak(gambar: Buffer): Promise<boolean> {
  try {
    const PDFDocument = pdfkit();
    const doc = new PDFDocument({ size: [100, 100], font: fontPdf('biasa', 'reguler') as string });
    const selesai = new Promise<void>((resolve, reject) => {
      doc.on('data', () => undefined);
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.image(gambar, 0, 0, { fit: [100, 100] });
    doc.end();
    await selesai;
    return true;
  } catch {
    return false;
  }
}
