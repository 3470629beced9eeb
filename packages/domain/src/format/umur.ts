import { type MasukanTanggal, nomorHariJakarta } from './tanggal.ts';

/** Average month length in days used for ages (spec §9): 365.2425 / 12. */
export const HARI_PER_BULAN = 30.436875;

/** Message of the RangeError thrown when the birth date lies after the reference date. */
export const PESAN_LAHIR_SETELAH_SEKARANG = 'Tanggal lahir tidak boleh setelah tanggal sekarang.';

/** An age as whole years, months and days. */
export interface Umur {
  tahun: number;
  bulan: number;
  hari: number;
}

// 30.436875 = 48699 / 1600; working in sixteen-hundredths of a day keeps the arithmetic exact.
const PEMBILANG_BULAN = 48_699;
const PENYEBUT_BULAN = 1_600;

/** Age from Jakarta calendar dates using the spec §9 average month; throws RangeError if lahir > sekarang. */
export function hitungUmur(lahir: MasukanTanggal, sekarang: MasukanTanggal = new Date()): Umur {
  // Whole calendar days in Jakarta, so the time of day and the machine's TZ never shift the age.
  const totalHari = nomorHariJakarta(sekarang) - nomorHariJakarta(lahir);
  if (totalHari < 0) throw new RangeError(PESAN_LAHIR_SETELAH_SEKARANG);
  const skala = totalHari * PENYEBUT_BULAN;
  const totalBulan = Math.floor(skala / PEMBILANG_BULAN);
  const hari = Math.floor((skala - totalBulan * PEMBILANG_BULAN) / PENYEBUT_BULAN);
  return { tahun: Math.floor(totalBulan / 12), bulan: totalBulan % 12, hari };
}

/** Age as shown on screen (spec §9), all three parts always present: '34 T 2 B 5 H'. */
export function formatUmur(lahir: MasukanTanggal, sekarang: MasukanTanggal = new Date()): string {
  const u = hitungUmur(lahir, sekarang);
  return `${u.tahun} T ${u.bulan} B ${u.hari} H`;
}
