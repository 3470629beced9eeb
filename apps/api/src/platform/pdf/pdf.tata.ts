import { BULAN, bagianJakarta } from '@rawat/domain';
import type { LebarFont } from './pdf.font.ts';

export const MM = 72 / 25.4;

/**
 * A4 for letters, results and reports; F4 (folio, 215 × 330 mm) for letters where an office files
 * on folio; '80mm' for tickets and receipts on a thermal roll.
 */
export const KERTAS = ['A4', 'F4', '80mm'] as const;
export type Kertas = (typeof KERTAS)[number];

export interface Tata {
  ukuran: [number, number];
  margin: { top: number; bottom: number; left: number; right: number };
  font: LebarFont;
  teks: number;
  kecil: number;
  judul: number;
  padding: number;
  lebarLabel: number;
}

const LEMBAR: Omit<Tata, 'ukuran'> = {
  margin: { top: 15 * MM, bottom: 22 * MM, left: 20 * MM, right: 20 * MM },
  font: 'biasa',
  teks: 10,
  kecil: 7.5,
  judul: 12,
  padding: 3,
  lebarLabel: 130,
};

export const TATA: Record<Kertas, Tata> = {
  A4: { ukuran: [595.28, 841.89], ...LEMBAR },
  F4: { ukuran: [215 * MM, 330 * MM], ...LEMBAR },
  // A long roll page, cut to the printed length when the document is finished.
  '80mm': {
    ukuran: [80 * MM, 2000],
    margin: { top: 4 * MM, bottom: 4 * MM, left: 4 * MM, right: 4 * MM },
    font: 'sempit',
    teks: 8,
    kecil: 6.5,
    judul: 9.5,
    padding: 1.5,
    lebarLabel: 58,
  },
};

/** '2 November 2026' in Jakarta: the date line of a letter. */
export function tanggalSurat(d: Date): string {
  const b = bagianJakarta(d);
  return `${b.tanggal} ${BULAN[b.bulan - 1] ?? ''} ${b.tahun}`;
}
