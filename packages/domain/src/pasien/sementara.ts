import type { JenisKelamin } from '../jenis-kelamin.ts';

// An unknown patient registered fast at the IGD gets a temporary record (docs/pendaftaran.md,
// "Pasien tanpa identitas"), merged into the real patient's record once they are identified.

/** Salutations a temporary name starts with: Tuan, Nyonya, Nona, Anak, Bayi. */
export const SEBUTAN_SEMENTARA = ['Tn.', 'Ny.', 'Nn.', 'An.', 'By.'] as const;
export type SebutanSementara = (typeof SEBUTAN_SEMENTARA)[number];
export const LABEL_SEBUTAN_SEMENTARA: Record<SebutanSementara, string> = {
  'Tn.': 'Tn. (Tuan)',
  'Ny.': 'Ny. (Nyonya)',
  'Nn.': 'Nn. (Nona)',
  'An.': 'An. (Anak)',
  'By.': 'By. (Bayi)',
};

/** Under 18 is a child (UU 35/2014 Perlindungan Anak); under one a baby. */
export const UMUR_DEWASA = 18;
export const UMUR_MAKS_PERKIRAAN = 120;

/** Tn. for a man, Ny. for a woman, An. for a child, By. under one year, unless the staff chose one. */
export function sebutanSementara(jk: JenisKelamin, perkiraanUmur: number): SebutanSementara {
  if (perkiraanUmur < 1) return 'By.';
  if (perkiraanUmur < UMUR_DEWASA) return 'An.';
  return jk === 'L' ? 'Tn.' : 'Ny.';
}

/** The daily numbering key of temporary names (one sequence per Jakarta day, all salutations). */
export const kunciNomorSementara = (tanggal: string) => `PASIEN_SEMENTARA:${tanggal}`;

/**
 * 'Tn. X 070130-003': the salutation, X, the registration day as DDMMYY (the shape digits 7–12 of
 * a NIK have, so the desk reads it as a date) and the day's sequence. Unique, since the sequence
 * comes from the numbering service; short enough to call out in the emergency room.
 */
export function namaPasienSementara(sebutan: SebutanSementara, tanggal: string, urut: number): string {
  const [yyyy, mm, dd] = tanggal.split('-');
  return `${sebutan} X ${dd}${mm}${(yyyy ?? '').slice(2)}-${String(urut).padStart(3, '0')}`;
}

/**
 * The estimated birth date of an estimated age: 1 July of (this year − age), the middle of the
 * year, so the error is at most six months either way; today when that is still ahead (a baby in
 * the first half of the year).
 */
export function perkiraanTanggalLahir(perkiraanUmur: number, hariIni: string): string {
  const tahun = Number(hariIni.slice(0, 4)) - perkiraanUmur;
  const tanggal = `${String(tahun).padStart(4, '0')}-07-01`;
  return tanggal > hariIni ? hariIni : tanggal;
}

/** The address line of a patient whose address nobody knows. */
export const ALAMAT_TIDAK_DIKETAHUI = 'Tidak diketahui';
