import { formatTanggalWaktu } from '@rawat/domain';
import { pdfkit } from '../pustaka-malas.ts';
import { fontPdf, GAYA_FONT } from './pdf.font.ts';
import { gambarKopA4, gambarKopStruk, type KopSurat } from './pdf.kop.ts';
import { gambarStempel, type KotakStempel, type StempelElektronik } from './pdf.stempel.ts';
import { gambarTabel, type KolomTabel, type Rata, type SelTabel, teksSel } from './pdf.tabel.ts';
import { type Kertas, MM, TATA, type Tata } from './pdf.tata.ts';

export { bisaDicetak } from './pdf.kop.ts';
export type { KolomTabel, Rata, SelTabel } from './pdf.tabel.ts';
export { KERTAS, type Kertas, tanggalSurat } from './pdf.tata.ts';

export interface OpsiDokumen {
  /** The PDF title (metadata); what a viewer shows in its title bar. */
  judul: string;
  kertas?: Kertas;
  /** The letterhead, on the first page; null or absent prints none. */
  kop?: KopSurat | null;
  /** The print time in the footer (default now), shown in WIB. */
  dicetakPada?: Date;
  dicetakOleh?: string | null;
  subjek?: string;
}

export interface TandaTangan {
  /** 'Bandung, 2 November 2026'. */
  tempatTanggal?: string;
  jabatan: string;
  nama: string;
  nip?: string | null;
  /** Signed electronically: the stamp fills the room a wet signature would take. */
  elektronik?: StempelElektronik | null;
}

/**
 * One printed document: A4 or an 80 mm roll, DejaVu Sans embedded, the facility letterhead on
 * top, and the parts documents share (title, identity block, table with its header repeated on
 * each page, signature), then page numbers and the print time in every footer. Methods chain;
 * `selesai()` gives the PDF bytes. `doc` is PDFKit itself for anything the helpers lack.
 */
export class DokumenPdf {
  readonly doc: PDFKit.PDFDocument;
  readonly kertas: Kertas;
  private readonly tata: Tata;
  private readonly potongan: Buffer[] = [];
  private readonly hasil: Promise<Buffer>;
  /** Where the signature block's room for the signature is; the signer's widget goes over it. */
  kotakTtd: KotakStempel | null = null;

  constructor(private readonly opsi: OpsiDokumen) {
    this.kertas = opsi.kertas ?? 'A4';
    this.tata = TATA[this.kertas];
    const t = this.tata;
    const PDFDocument = pdfkit();
    this.doc = new PDFDocument({
      size: t.ukuran,
      margins: t.margin,
      bufferPages: true,
      // The parsed font (fontPdf), not Helvetica: PDFKit's standard fonts read .afm files a
      // bundled server does not carry; nor the path, which PDFKit would parse again.
      font: fontPdf(t.font, 'reguler') as string,
      lang: 'id-ID',
      displayTitle: true,
      info: {
        Title: opsi.judul,
        Author: opsi.kop?.nama ?? 'Rawat SIMRS',
        Creator: 'Rawat SIMRS',
        ...(opsi.subjek ? { Subject: opsi.subjek } : {}),
        ...(opsi.dicetakPada ? { CreationDate: opsi.dicetakPada } : {}),
      },
    });
    this.hasil = new Promise((resolve, reject) => {
      this.doc.on('data', (b: Buffer) => this.potongan.push(b));
      this.doc.on('end', () => resolve(Buffer.concat(this.potongan)));
      this.doc.on('error', reject);
    });
    for (const gaya of GAYA_FONT) this.doc.registerFont(gaya, fontPdf(t.font, gaya));
    this.doc.font('reguler').fontSize(t.teks).fillColor('#000');
    if (opsi.kop) {
      if (this.lembar) gambarKopA4(this.doc, opsi.kop);
      else gambarKopStruk(this.doc, opsi.kop);
      this.doc.font('reguler').fontSize(t.teks);
    }
  }

  /** A sheet (A4 or F4) rather than a thermal roll: letterhead, justified text, two columns. */
  get lembar(): boolean {
    return this.kertas !== '80mm';
  }

  /** Left edge of the writing area. */
  get kiri(): number {
    return this.doc.page.margins.left;
  }

  /** Width of the writing area. */
  get lebar(): number {
    const p = this.doc.page;
    return p.width - p.margins.left - p.margins.right;
  }

  private get batasBawah(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page when `tinggi` points no longer fit on this one. */
  pastikanRuang(tinggi: number): this {
    if (this.doc.y + tinggi > this.batasBawah) this.doc.addPage();
    this.doc.x = this.kiri;
    return this;
  }

  spasi(baris = 1): this {
    this.doc.moveDown(baris);
    return this;
  }

  /** The document's title, centred and underlined, with an optional line under it ('Nomor: …'). */
  judul(teks: string, opsi: { sub?: string } = {}): this {
    const t = this.tata;
    this.pastikanRuang(t.judul * 4);
    const lebar = { width: this.lebar, align: 'center' as const };
    this.doc
      .font('tebal')
      .fontSize(t.judul)
      .text(teks, this.kiri, this.doc.y, { ...lebar, underline: this.lembar });
    if (opsi.sub)
      this.doc
        .font('reguler')
        .fontSize(t.teks)
        .text(opsi.sub, this.kiri, this.doc.y + 1, lebar);
    this.doc.font('reguler').fontSize(t.teks).moveDown(0.8);
    return this;
  }

  paragraf(teks: string, opsi: { rata?: Rata | 'justify'; tebal?: boolean; ukuran?: number } = {}): this {
    this.doc
      .font(opsi.tebal ? 'tebal' : 'reguler')
      .fontSize(opsi.ukuran ?? this.tata.teks)
      .text(teks, this.kiri, this.doc.y, {
        width: this.lebar,
        align: opsi.rata ?? (this.lembar ? 'justify' : 'left'),
      });
    this.doc.font('reguler').fontSize(this.tata.teks).moveDown(0.5);
    return this;
  }

  /**
   * 'Label : value' lines (patient identity, visit data); with `kolom: 2` two pairs share a line,
   * read left to right. An empty value prints '-'.
   */
  identitas(pasangan: [string, SelTabel][], opsi: { kolom?: 1 | 2; lebarLabel?: number } = {}): this {
    const doc = this.doc;
    const kolom = this.lembar ? (opsi.kolom ?? 1) : 1;
    const sela = 14;
    const lebarKolom = (this.lebar - sela * (kolom - 1)) / kolom;
    const lebarLabel = opsi.lebarLabel ?? (kolom === 2 ? this.tata.lebarLabel * 0.75 : this.tata.lebarLabel);
    const lebarNilai = lebarKolom - lebarLabel - 8;
    doc.font('reguler').fontSize(this.tata.teks);
    for (let i = 0; i < pasangan.length; i += kolom) {
      const baris = pasangan.slice(i, i + kolom);
      const tinggi = Math.max(
        ...baris.map(([label, nilai]) =>
          Math.max(
            doc.heightOfString(label, { width: lebarLabel }),
            doc.heightOfString(teksSel(nilai), { width: lebarNilai }),
          ),
        ),
      );
      this.pastikanRuang(tinggi);
      const y = doc.y;
      baris.forEach(([label, nilai], n) => {
        // A pair with no label fills the grid (a shorter right column): nothing to print.
        if (!label) return;
        const x = this.kiri + n * (lebarKolom + sela);
        doc.text(label, x, y, { width: lebarLabel });
        doc.text(':', x + lebarLabel, y, { width: 8 });
        doc.text(teksSel(nilai), x + lebarLabel + 8, y, { width: lebarNilai });
      });
      doc.x = this.kiri;
      doc.y = y + tinggi + 2;
    }
    doc.moveDown(0.5);
    return this;
  }

  /** A table; a row that does not fit goes to the next page, under the header row again. */
  tabel(kolom: KolomTabel[], baris: SelTabel[][], opsi: { ukuran?: number } = {}): this {
    const a4 = this.lembar;
    gambarTabel(
      this.doc,
      {
        kiri: this.kiri,
        lebar: this.lebar,
        batasBawah: () => this.batasBawah,
        padding: this.tata.padding,
        ukuran: opsi.ukuran ?? (a4 ? this.tata.teks - 1 : this.tata.teks),
        garis: a4,
      },
      kolom,
      baris,
    );
    this.doc.font('reguler').fontSize(this.tata.teks).moveDown(0.8);
    return this;
  }

  /** The signature block on the right: place and date, position, room to sign, name, NIP. */
  tandaTangan(t: TandaTangan): this {
    const doc = this.doc;
    const lebar = this.lembar ? 210 : this.lebar;
    const x = this.kiri + this.lebar - lebar;
    const opsi = { width: lebar, align: 'center' as const };
    this.pastikanRuang(this.tata.teks * 10);
    doc.font('reguler').fontSize(this.tata.teks);
    if (t.tempatTanggal) doc.text(t.tempatTanggal, x, doc.y, opsi);
    doc.text(t.jabatan, x, doc.y, opsi);
    const ruang = this.lembar ? 52 : 30;
    const kotak = { x, y: doc.y + 2, lebar, tinggi: ruang - 4 };
    const range = doc.bufferedPageRange();
    this.kotakTtd = { halaman: range.start + range.count - 1, ...kotak };
    if (t.elektronik) gambarStempel(doc, t.elektronik, kotak);
    doc.y = kotak.y - 2 + ruang;
    doc.font('tebal').text(t.nama, x, doc.y, { ...opsi, underline: true });
    doc.font('reguler');
    if (t.nip) doc.text(`NIP. ${t.nip}`, x, doc.y, opsi);
    doc.x = this.kiri;
    doc.moveDown(1);
    return this;
  }

  private kaki(halaman: number, dari: number, terakhir: boolean) {
    const doc = this.doc;
    const t = this.tata;
    const pada = formatTanggalWaktu(this.opsi.dicetakPada ?? new Date());
    const dicetak = `Dicetak ${pada}${this.opsi.dicetakOleh ? ` oleh ${this.opsi.dicetakOleh}` : ''}`;
    const nomor = `Halaman ${halaman} dari ${dari}`;
    const bawah = doc.page.margins.bottom;
    // Footers sit in the bottom margin; without this PDFKit would start a new page for them.
    doc.page.margins.bottom = 0;
    doc.font('reguler').fontSize(t.kecil).fillColor('#444');
    if (this.lembar) {
      const y = doc.page.height - 15 * MM;
      doc
        .save()
        .lineWidth(0.5)
        .strokeColor('#999')
        .moveTo(this.kiri, y - 4)
        .lineTo(this.kiri + this.lebar, y - 4)
        .stroke()
        .restore();
      doc.text(dicetak, this.kiri, y, { width: this.lebar * 0.72, lineBreak: false });
      doc.text(nomor, this.kiri, y, { width: this.lebar, align: 'right', lineBreak: false });
    } else {
      // The roll ends right under the last line: the footer follows the content on the last page.
      const y = terakhir ? doc.y + 4 : doc.page.height - bawah - 2 * t.kecil - 4;
      const opsi = { width: this.lebar, align: 'center' as const };
      doc.text(dicetak, this.kiri, y, opsi);
      if (dari > 1) doc.text(nomor, this.kiri, doc.y, opsi);
      if (terakhir) {
        const tinggi = Math.min(doc.page.height, doc.y + bawah);
        const kotak = (doc.page as unknown as { dictionary: { data: { MediaBox: number[] } } }).dictionary;
        kotak.data.MediaBox = [0, doc.page.height - tinggi, doc.page.width, doc.page.height];
      }
    }
    doc.page.margins.bottom = bawah;
    doc.fillColor('#000');
  }

  /** Footers on every page, then the PDF bytes. */
  async selesai(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const akhir = range.start + range.count - 1;
    // The last page is the current one: draw its footer first, while `doc.y` is its own.
    this.kaki(range.count, range.count, true);
    for (let i = range.start; i < akhir; i++) {
      this.doc.switchToPage(i);
      this.kaki(i - range.start + 1, range.count, false);
    }
    this.doc.end();
    return this.hasil;
  }
}

/** Starts a document; see `DokumenPdf`. */
export function buatDokumen(opsi: OpsiDokumen): DokumenPdf {
  return new DokumenPdf(opsi);
}
