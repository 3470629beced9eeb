import { z } from 'zod';
import { tanggalSchema } from '../platform/kalender.ts';
import { JENIS_RUANGAN } from './ranap.ts';

/**
 * The daily inpatient census and the monthly indicators (docs/ranap/indikator.md): the standard
 * Depkes (Barber-Johnson) formulas, pure, so the screen, the PDF and the tests share one copy.
 */

/** What the formulas need for one ward (or the hospital) over one period. */
export interface DasarIndikator {
  /** Hari perawatan: patient-days counted by the census (present at 24:00, or in and out that day). */
  hari_perawatan: number;
  /** Lama dirawat: the summed lengths of stay of the patients discharged in the period. */
  lama_dirawat: number;
  keluar_hidup: number;
  /** All deaths (< 48 h and ≥ 48 h after admission). */
  meninggal: number;
  meninggal_48_lebih: number;
  /** Active beds. */
  bed: number;
  /** Days in the period. */
  hari: number;
}

export interface HasilIndikator {
  /** Bed occupancy rate, %. */
  bor: number | null;
  /** Average length of stay, days. */
  alos: number | null;
  /** Turn over interval, days. */
  toi: number | null;
  /** Bed turn over, times in the period. */
  bto: number | null;
  /** Net death rate, ‰. */
  ndr: number | null;
  /** Gross death rate, ‰. */
  gdr: number | null;
}

/** Two decimals; a zero denominator is null (shown '-'), never NaN or Infinity. */
function bagi(pembilang: number, penyebut: number): number | null {
  if (!penyebut || !Number.isFinite(pembilang) || !Number.isFinite(penyebut)) return null;
  return Math.round((pembilang / penyebut) * 100) / 100;
}

/**
 * BOR = HP / (bed × hari) × 100%; ALOS = LD / (H+M); TOI = (bed × hari − HP) / (H+M);
 * BTO = (H+M) / bed; NDR = M≥48 jam / (H+M) × 1000‰; GDR = M / (H+M) × 1000‰.
 */
export function hitungIndikator(d: DasarIndikator): HasilIndikator {
  const keluar = d.keluar_hidup + d.meninggal;
  const kapasitas = d.bed * d.hari;
  return {
    bor: bagi(d.hari_perawatan * 100, kapasitas),
    alos: bagi(d.lama_dirawat, keluar),
    toi: bagi(kapasitas - d.hari_perawatan, keluar),
    bto: bagi(keluar, d.bed),
    ndr: bagi(d.meninggal_48_lebih * 1000, keluar),
    gdr: bagi(d.meninggal * 1000, keluar),
  };
}

/** A stay's length by the day rule: discharge date − admission date (Jakarta dates), at least 1. */
export function lamaDirawat(tanggalMasuk: string, tanggalKeluar: string): number {
  const hari =
    (Date.parse(`${tanggalKeluar}T00:00:00Z`) - Date.parse(`${tanggalMasuk}T00:00:00Z`)) / 86_400_000;
  return Math.max(1, Math.round(hari));
}

/** Pasien sisa at 24:00 = awal + masuk + pindahan − dipindahkan − keluar hidup − meninggal. */
export function pasienSisa(s: {
  awal: number;
  masuk: number;
  pindahan: number;
  dipindahkan: number;
  keluar_hidup: number;
  meninggal_kurang_48: number;
  meninggal_48_lebih: number;
}): number {
  return (
    s.awal +
    s.masuk +
    s.pindahan -
    s.dipindahkan -
    s.keluar_hidup -
    s.meninggal_kurang_48 -
    s.meninggal_48_lebih
  );
}

export const KUNCI_INDIKATOR = ['bor', 'alos', 'toi', 'bto', 'ndr', 'gdr'] as const;
export type KunciIndikator = (typeof KUNCI_INDIKATOR)[number];

export interface RentangIdeal {
  label: string;
  satuan: string;
  min: number | null;
  max: number | null;
}

/** The Depkes ideal ranges; BTO's is per year (40–50×), scaled to the period by `rentangIdeal`. */
export const RENTANG_IDEAL: Record<KunciIndikator, RentangIdeal> = {
  bor: { label: 'BOR', satuan: '%', min: 60, max: 85 },
  alos: { label: 'ALOS', satuan: 'hari', min: 6, max: 9 },
  toi: { label: 'TOI', satuan: 'hari', min: 1, max: 3 },
  bto: { label: 'BTO', satuan: 'kali', min: 40, max: 50 },
  ndr: { label: 'NDR', satuan: '‰', min: null, max: 25 },
  gdr: { label: 'GDR', satuan: '‰', min: null, max: 45 },
};

export const NAMA_INDIKATOR: Record<KunciIndikator, string> = {
  bor: 'Bed Occupancy Rate',
  alos: 'Average Length of Stay',
  toi: 'Turn Over Interval',
  bto: 'Bed Turn Over',
  ndr: 'Net Death Rate',
  gdr: 'Gross Death Rate',
};

/** The ideal range for a period of `hari` days: BTO 40–50× a year becomes its share of the year. */
export function rentangIdeal(kunci: KunciIndikator, hari: number): RentangIdeal {
  const r = RENTANG_IDEAL[kunci];
  if (kunci !== 'bto') return r;
  const faktor = hari / 365;
  return {
    ...r,
    min: r.min === null ? null : Math.round(r.min * faktor * 10) / 10,
    max: r.max === null ? null : Math.round(r.max * faktor * 10) / 10,
  };
}

export type PosisiIdeal = 'RENDAH' | 'IDEAL' | 'TINGGI';

/** Where a value lies against its ideal range; null when there is no value. */
export function posisiIdeal(kunci: KunciIndikator, nilai: number | null, hari: number): PosisiIdeal | null {
  if (nilai === null) return null;
  const r = rentangIdeal(kunci, hari);
  if (r.min !== null && nilai < r.min) return 'RENDAH';
  if (r.max !== null && nilai > r.max) return 'TINGGI';
  return 'IDEAL';
}

/** The ideal range as words: '60–85 %', '< 25 ‰'. */
export function teksRentangIdeal(kunci: KunciIndikator, hari: number): string {
  const r = rentangIdeal(kunci, hari);
  const angka = (n: number) => String(n).replace('.', ',');
  if (r.min === null && r.max !== null) return `< ${angka(r.max)} ${r.satuan}`;
  if (r.max === null && r.min !== null) return `> ${angka(r.min)} ${r.satuan}`;
  return `${angka(r.min ?? 0)}–${angka(r.max ?? 0)} ${r.satuan}`;
}

// --- Contracts' schemas -----------------------------------------------------------------------

const POLA_BULAN = /^(\d{4})-(\d{2})$/;
export const PESAN_BULAN_TIDAK_VALID = 'Bulan harus berformat YYYY-MM (misalnya 2030-01)';

/** 'YYYY-MM', a month that exists (01–12, year 2000–2100). */
export const bulanSchema = z
  .string({ message: PESAN_BULAN_TIDAK_VALID })
  .superRefine((v, ctx) => {
    const m = POLA_BULAN.exec(v);
    const tahun = Number(m?.[1]);
    const bulan = Number(m?.[2]);
    if (!m || bulan < 1 || bulan > 12 || tahun < 2000 || tahun > 2100)
      ctx.addIssue({ code: 'custom', message: PESAN_BULAN_TIDAK_VALID });
  })
  .meta({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' });

const ruanganOpsional = z
  .union([z.literal(''), z.uuid({ message: 'Ruangan tidak valid' })], { message: 'Ruangan tidak valid' })
  .optional()
  .transform((v) => (v ? v : undefined));

export const sensusQuerySchema = z.object({ tanggal: tanggalSchema, ruangan_uid: ruanganOpsional });
export type SensusQuery = z.input<typeof sensusQuerySchema>;

export const indikatorQuerySchema = z.object({ bulan: bulanSchema, ruangan_uid: ruanganOpsional });
export type IndikatorQuery = z.input<typeof indikatorQuerySchema>;

export const trenQuerySchema = z.object({
  tahun: z.coerce
    .number({ message: 'Tahun tidak valid' })
    .int({ message: 'Tahun tidak valid' })
    .min(2000, { message: 'Tahun tidak valid' })
    .max(2100, { message: 'Tahun tidak valid' }),
});

const ruanganRingkasSchema = z.object({
  ruangan_uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_RUANGAN),
  kelas: z.string(),
  bed: z.number().int(),
});

/** A patient named in a census category, with the moment and where from / to. */
export const pasienSensusSchema = z.object({
  perawatan_inap_uid: z.string(),
  nama: z.string(),
  no_rm: z.string(),
  waktu: z.string(),
  keterangan: z.string().nullable(),
});
export type PasienSensus = z.infer<typeof pasienSensusSchema>;

export const angkaSensusSchema = z.object({
  awal: z.number().int(),
  masuk: z.number().int(),
  pindahan: z.number().int(),
  dipindahkan: z.number().int(),
  keluar_hidup: z.number().int(),
  meninggal_kurang_48: z.number().int(),
  meninggal_48_lebih: z.number().int(),
  sisa: z.number().int(),
  hari_perawatan: z.number().int(),
  bed: z.number().int(),
});
export type AngkaSensus = z.infer<typeof angkaSensusSchema>;

export const KATEGORI_SENSUS = [
  'masuk',
  'pindahan',
  'dipindahkan',
  'keluar_hidup',
  'meninggal_kurang_48',
  'meninggal_48_lebih',
] as const;
export type KategoriSensus = (typeof KATEGORI_SENSUS)[number];
export const LABEL_KATEGORI_SENSUS: Record<KategoriSensus, string> = {
  masuk: 'Pasien masuk',
  pindahan: 'Pindahan',
  dipindahkan: 'Dipindahkan',
  keluar_hidup: 'Keluar hidup',
  meninggal_kurang_48: 'Meninggal < 48 jam',
  meninggal_48_lebih: 'Meninggal ≥ 48 jam',
};

export const sensusRuanganSchema = ruanganRingkasSchema.extend({
  ...angkaSensusSchema.shape,
  pasien: z.object({
    masuk: z.array(pasienSensusSchema),
    pindahan: z.array(pasienSensusSchema),
    dipindahkan: z.array(pasienSensusSchema),
    keluar_hidup: z.array(pasienSensusSchema),
    meninggal_kurang_48: z.array(pasienSensusSchema),
    meninggal_48_lebih: z.array(pasienSensusSchema),
  }),
});
export type SensusRuangan = z.infer<typeof sensusRuanganSchema>;

export const sensusSchema = z.object({
  tanggal: z.string(),
  ruangan: z.array(sensusRuanganSchema),
  total: angkaSensusSchema,
});
export type SensusHarian = z.infer<typeof sensusSchema>;

const nullableAngka = z.number().nullable();
export const nilaiIndikatorSchema = z.object({
  hari_perawatan: z.number().int(),
  lama_dirawat: z.number().int(),
  keluar_hidup: z.number().int(),
  meninggal: z.number().int(),
  meninggal_48_lebih: z.number().int(),
  pasien_keluar: z.number().int(),
  bed: z.number().int(),
  hari: z.number().int(),
  bor: nullableAngka,
  alos: nullableAngka,
  toi: nullableAngka,
  bto: nullableAngka,
  ndr: nullableAngka,
  gdr: nullableAngka,
});
export type NilaiIndikator = z.infer<typeof nilaiIndikatorSchema>;

export const indikatorRuanganSchema = ruanganRingkasSchema.extend(nilaiIndikatorSchema.shape);
export type IndikatorRuangan = z.infer<typeof indikatorRuanganSchema>;

export const indikatorSchema = z.object({
  bulan: z.string(),
  dari: z.string(),
  sampai: z.string(),
  hari: z.number().int(),
  /** The month is still running: the period ends today and the figures are provisional. */
  berjalan: z.boolean(),
  ruangan: z.array(indikatorRuanganSchema),
  rumah_sakit: nilaiIndikatorSchema,
});
export type IndikatorBulanan = z.infer<typeof indikatorSchema>;

export const trenIndikatorSchema = z.object({
  tahun: z.number().int(),
  bulan: z.array(nilaiIndikatorSchema.extend({ bulan: z.string() })),
});
export type TrenIndikator = z.infer<typeof trenIndikatorSchema>;
