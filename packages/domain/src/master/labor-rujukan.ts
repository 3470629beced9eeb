import { formatAngka } from '../format/rupiah.ts';
import { type MasukanTanggal, nomorHariJakarta } from '../format/tanggal.ts';

/**
 * Reference ranges of lab tests: ages in days from birth, the range that applies to a patient,
 * and the flag a result gets. Pure, so the results screen and the API agree.
 */

/** Units staff type an age bound in; stored as days. */
export const SATUAN_UMUR_RUJUKAN = ['TAHUN', 'BULAN', 'HARI'] as const;
export type SatuanUmurRujukan = (typeof SATUAN_UMUR_RUJUKAN)[number];
export const LABEL_SATUAN_UMUR_RUJUKAN: Record<SatuanUmurRujukan, string> = {
  TAHUN: 'tahun',
  BULAN: 'bulan',
  HARI: 'hari',
};

// The spec §9 average month (30.436875 = 48699 / 1600 days), as hitungUmur counts it.
const PEMBILANG_BULAN = 48_699;
const PENYEBUT_BULAN = 1_600;

/**
 * An age bound in days. A bound of N months is the first day hitungUmur shows N months, so
 * "from 18 tahun" starts the day the patient's age on screen reads 18 T 0 B 0 H.
 */
export function umurRujukanKeHari(nilai: number, satuan: SatuanUmurRujukan): number {
  if (satuan === 'HARI') return nilai;
  const bulan = satuan === 'TAHUN' ? nilai * 12 : nilai;
  return Math.ceil((bulan * PEMBILANG_BULAN) / PENYEBUT_BULAN);
}

/** Days back to the largest unit that gives exactly those days: 6575 → 18 tahun, 30 → 30 hari. */
export function hariKeUmurRujukan(hari: number): { nilai: number; satuan: SatuanUmurRujukan } {
  const bulan = Math.floor((hari * PENYEBUT_BULAN) / PEMBILANG_BULAN);
  if (bulan > 0 && umurRujukanKeHari(bulan, 'BULAN') === hari)
    return bulan % 12 === 0 ? { nilai: bulan / 12, satuan: 'TAHUN' } : { nilai: bulan, satuan: 'BULAN' };
  if (hari === 0) return { nilai: 0, satuan: 'TAHUN' };
  return { nilai: hari, satuan: 'HARI' };
}

/** '18 tahun', '6 bulan', '28 hari'. */
export function formatUmurRujukan(hari: number): string {
  const u = hariKeUmurRujukan(hari);
  return `${u.nilai} ${LABEL_SATUAN_UMUR_RUJUKAN[u.satuan]}`;
}

/** The fields of a reference range the choice and the flag read. */
export interface RentangRujukan {
  /** 'L', 'P', or null for both sexes. */
  jenis_kelamin: 'L' | 'P' | null;
  /** Age in days from birth, inclusive. */
  umur_min: number;
  /** Age in days, exclusive; null = no upper bound. */
  umur_maks: number | null;
  nilai_min: number | null;
  nilai_maks: number | null;
  kritis_min: number | null;
  kritis_maks: number | null;
  teks_normal?: string | null;
}

export interface PasienRujukan {
  /** 'L' or 'P'; anything else (unknown) matches only the both-sexes ranges. */
  jenis_kelamin: string | null | undefined;
  /** Unknown → only the ranges that cover every age apply. */
  tanggal_lahir: MasukanTanggal | null | undefined;
  tanggal_periksa: MasukanTanggal;
}

/**
 * The range that applies to a patient on the day of the test: one for the patient's sex when
 * there is one for that age, else the both-sexes one; null when none applies (or the birth date
 * lies after the test). Ranges of one sex never overlap in age, so at most one of each matches.
 */
export function pilihNilaiRujukan<R extends Pick<RentangRujukan, 'jenis_kelamin' | 'umur_min' | 'umur_maks'>>(
  ranges: readonly R[],
  pasien: PasienRujukan,
): R | null {
  let cocok: (r: R) => boolean;
  if (pasien.tanggal_lahir === null || pasien.tanggal_lahir === undefined || pasien.tanggal_lahir === '') {
    cocok = (r) => r.umur_min === 0 && r.umur_maks === null;
  } else {
    const hari = nomorHariJakarta(pasien.tanggal_periksa) - nomorHariJakarta(pasien.tanggal_lahir);
    if (hari < 0) return null;
    cocok = (r) => r.umur_min <= hari && (r.umur_maks === null || hari < r.umur_maks);
  }
  const jk = pasien.jenis_kelamin === 'L' || pasien.jenis_kelamin === 'P' ? pasien.jenis_kelamin : null;
  const khusus = jk ? ranges.find((r) => r.jenis_kelamin === jk && cocok(r)) : undefined;
  return khusus ?? ranges.find((r) => r.jenis_kelamin === null && cocok(r)) ?? null;
}

/** Low, high, critically low, critically high. */
export const FLAG_HASIL_LAB = ['L', 'H', 'LL', 'HH'] as const;
export type FlagHasilLab = (typeof FLAG_HASIL_LAB)[number];

/**
 * The flag of a numeric result against its range: bounds are inclusive (13,0–17,0 holds 13,0 and
 * 17,0); past a critical limit gives LL/HH, which the lab reports at once. null = within range,
 * or no range / no number to judge.
 */
export function flagHasil(
  nilai: number | null | undefined,
  range: Pick<RentangRujukan, 'nilai_min' | 'nilai_maks' | 'kritis_min' | 'kritis_maks'> | null | undefined,
): FlagHasilLab | null {
  if (!range || nilai === null || nilai === undefined || !Number.isFinite(nilai)) return null;
  if (range.kritis_min !== null && nilai < range.kritis_min) return 'LL';
  if (range.kritis_maks !== null && nilai > range.kritis_maks) return 'HH';
  if (range.nilai_min !== null && nilai < range.nilai_min) return 'L';
  if (range.nilai_maks !== null && nilai > range.nilai_maks) return 'H';
  return null;
}

/**
 * A range as printed on reports: its own text when it has one ('< 200', 'Negatif'), else
 * '13,0–17,0', '≤ 37' or '≥ 40' (bounds are inclusive, so the sign says so).
 */
export function teksRujukan(
  r: Pick<RentangRujukan, 'nilai_min' | 'nilai_maks' | 'teks_normal'>,
  desimal = 0,
): string {
  if (r.teks_normal) return r.teks_normal;
  const f = (n: number) => formatAngka(n, desimal);
  if (r.nilai_min !== null && r.nilai_maks !== null) return `${f(r.nilai_min)}–${f(r.nilai_maks)}`;
  if (r.nilai_maks !== null) return `≤ ${f(r.nilai_maks)}`;
  if (r.nilai_min !== null) return `≥ ${f(r.nilai_min)}`;
  return '–';
}

/**
 * One line for a list: the ranges without an upper age (adults), by sex —
 * 'L: 13,0–17,0 · P: 12,0–15,0' — or every range when none is open-ended; for a choice test
 * without ranges, the options marked normal.
 */
export function ringkasRujukan(p: {
  desimal: number;
  pilihan?: readonly { nilai: string; normal: boolean }[];
  nilai_rujukan: readonly RentangRujukan[];
}): string {
  if (p.nilai_rujukan.length === 0) {
    const normal = (p.pilihan ?? []).filter((o) => o.normal).map((o) => o.nilai);
    return normal.length ? normal.join(' / ') : '–';
  }
  const dewasa = p.nilai_rujukan.filter((r) => r.umur_maks === null);
  const dipakai = dewasa.length ? dewasa : p.nilai_rujukan;
  const urut = [...dipakai].sort((a, b) => urutanJk(a.jenis_kelamin) - urutanJk(b.jenis_kelamin));
  const bagian = urut.map(
    (r) => `${r.jenis_kelamin ? `${r.jenis_kelamin}: ` : ''}${teksRujukan(r, p.desimal)}`,
  );
  return [...new Set(bagian)].join(' · ');
}

const urutanJk = (jk: 'L' | 'P' | null) => (jk === 'L' ? 0 : jk === 'P' ? 1 : 2);
