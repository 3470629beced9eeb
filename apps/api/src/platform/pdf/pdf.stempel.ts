import { formatTanggalWaktu } from '@rawat/domain';
import { bwip } from '../pustaka-malas.ts';

/**
 * Where a visible signature stamp sits: page index (0-based) and a box in points from the page's
 * top-left, as PDFKit draws. The signer puts the signature's widget over the same box.
 */
export interface KotakStempel {
  halaman: number;
  x: number;
  y: number;
  lebar: number;
  tinggi: number;
}

/** What the stamp of an electronic signature shows, with its QR code already rendered. */
export interface StempelElektronik {
  waktu: Date;
  urlVerifikasi: string;
  /** PNG of the QR code that leads to the public verification page. */
  qr: Buffer;
}

/** The stamp for a signature made at `waktu`, verifiable at `urlVerifikasi`. */
export async function buatStempel(p: { waktu: Date; urlVerifikasi: string }): Promise<StempelElektronik> {
  const qr: Buffer = await bwip().toBuffer({ bcid: 'qrcode', text: p.urlVerifikasi, scale: 3 });
  return { ...p, qr };
}

/** The public page a verification QR code leads to (docs/esign.md). */
export function urlVerifikasiTtd(asal: string, uid: string): string {
  return `${asal.replace(/\/$/, '')}/tilaka-verifikasi/${uid}`;
}

/**
 * Draws the stamp in the room a wet signature would take: the QR code on the left, then who
 * signed it electronically and when (WIB). `tinggi` is the room the caller reserved.
 */
export function gambarStempel(
  doc: PDFKit.PDFDocument,
  s: StempelElektronik,
  kotak: Omit<KotakStempel, 'halaman'>,
): void {
  const sisi = Math.min(kotak.tinggi, 48);
  doc.save();
  doc
    .roundedRect(kotak.x, kotak.y, kotak.lebar, kotak.tinggi, 3)
    .lineWidth(0.6)
    .strokeColor('#1565c0')
    .stroke();
  doc.image(s.qr, kotak.x + 3, kotak.y + (kotak.tinggi - sisi) / 2 + 1, {
    width: sisi - 2,
    height: sisi - 2,
  });
  const xTeks = kotak.x + sisi + 6;
  const lebarTeks = kotak.lebar - sisi - 9;
  doc
    .font('tebal')
    .fontSize(7)
    .fillColor('#1565c0')
    .text('Ditandatangani secara elektronik', xTeks, kotak.y + 6, { width: lebarTeks });
  doc
    .font('reguler')
    .fontSize(6.5)
    .fillColor('#333')
    .text(formatTanggalWaktu(s.waktu), xTeks, doc.y + 1, { width: lebarTeks })
    .text('Pindai kode QR untuk memeriksa keaslian', xTeks, doc.y + 1, { width: lebarTeks });
  doc.restore();
  doc.font('reguler').fillColor('#000');
}
