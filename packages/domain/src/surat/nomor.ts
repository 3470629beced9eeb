import { tanggalAda } from '../platform/kalender.ts';

const ROMAWI = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** The month in Roman numerals, as Indonesian letter numbers write it: 11 → 'XI'. */
export function bulanRomawi(bulan: number): string {
  const r = ROMAWI[bulan - 1];
  if (!r) throw new RangeError(`Bulan ${bulan} tidak ada`);
  return r;
}

/**
 * The facility's code as it stands in a number: a slash would split the number's parts, so it
 * becomes a dash; no facility profile at all gives 'RS'.
 */
export function kodeFaskesNomor(kode: string | null | undefined): string {
  const bersih = (kode ?? '').trim().toUpperCase().replaceAll('/', '-');
  return bersih || 'RS';
}

/**
 * '007/SKS/3273015/XI/2026': running number of the kind in the year (at least three digits), the
 * kind's code, the facility's code, the month in Roman numerals and the year of issue (WIB).
 */
export function formatNomorSurat(p: {
  urut: number;
  kode: string;
  faskes: string | null;
  bulan: number;
  tahun: number;
}): string {
  if (!Number.isInteger(p.urut) || p.urut < 1) throw new RangeError('Nomor urut harus bilangan bulat ≥ 1');
  return [
    String(p.urut).padStart(3, '0'),
    p.kode,
    kodeFaskesNomor(p.faskes),
    bulanRomawi(p.bulan),
    p.tahun,
  ].join('/');
}

/** The numbering key of a kind in a year (platform/penomoran.ts): one gapless run per code per year. */
export function kunciNomorSurat(kode: string, tahun: number): string {
  return `SURAT:${kode}:${tahun}`;
}

const HARI_MS = 24 * 60 * 60 * 1000;

/**
 * Days from `dari` to `sampai`, both counted ('2026-11-02'..'2026-11-04' is 3): how long a sick
 * note gives rest. Null when either date is missing or does not exist, or `sampai` is earlier.
 */
export function lamaHari(dari: string | null | undefined, sampai: string | null | undefined): number | null {
  if (!dari || !sampai || !tanggalAda(dari) || !tanggalAda(sampai)) return null;
  const n = Math.round((Date.parse(`${sampai}T00:00:00Z`) - Date.parse(`${dari}T00:00:00Z`)) / HARI_MS) + 1;
  return n >= 1 ? n : null;
}
