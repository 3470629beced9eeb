import { z } from 'zod';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';

// The Ministry of Health's RL reports (SIRS online, the 2023 revision used by SIRS 6) and the
// morbidity index of medical records (docs/laporan-rl.md). Every form answers one shape, a table
// with grouped column headers, so the screen, the Excel workbook and the tests read it alike.

/** 'YYYY' (a year) or 'YYYY-MM' (a month), year 2000–2100. */
export const PESAN_PERIODE_RL = 'Periode harus berformat YYYY (tahun) atau YYYY-MM (bulan)';
export const periodeRlSchema = z
  .string({ message: PESAN_PERIODE_RL })
  .superRefine((v, ctx) => {
    const m = /^(\d{4})(?:-(\d{2}))?$/.exec(v);
    const tahun = Number(m?.[1]);
    const bulan = m?.[2] === undefined ? 1 : Number(m[2]);
    if (!m || tahun < 2000 || tahun > 2100 || bulan < 1 || bulan > 12)
      ctx.addIssue({ code: 'custom', message: PESAN_PERIODE_RL });
  })
  .meta({ pattern: '^\\d{4}(-(0[1-9]|1[0-2]))?$' });

export const FORMULIR_RL = ['rl1', 'rl3', 'rl4', 'rl5'] as const;
export type FormulirRl = (typeof FORMULIR_RL)[number];
export const LABEL_FORMULIR_RL: Record<FormulirRl, string> = {
  rl1: 'RL 1 Data Dasar & Indikator',
  rl3: 'RL 3 Pelayanan',
  rl4: 'RL 4 Morbiditas & Mortalitas',
  rl5: 'RL 5 Kunjungan & 10 Besar Penyakit',
};

export const formatRlSchema = z
  .enum(['json', 'xlsx'], { message: 'Format harus json atau xlsx' })
  .optional()
  .default('json');

export const rlParamsSchema = z.object({
  formulir: z.enum(FORMULIR_RL, { message: 'Formulir RL harus rl1, rl3, rl4 atau rl5' }),
});
export const rlQuerySchema = z.object({ periode: periodeRlSchema, format: formatRlSchema });
export type RlQuery = z.input<typeof rlQuerySchema>;

/**
 * The age bands of the current morbidity forms (RL 4, SIRS 6). A birth date has no hour, so a
 * patient seen on the day of birth counts in '1–23 jam' and '< 1 jam' stays empty (docs).
 */
export const KELOMPOK_UMUR_RL = [
  '< 1 Jam',
  '1 - 23 Jam',
  '1 - 7 Hari',
  '8 - 28 Hari',
  '29 Hari - < 3 Bulan',
  '3 - < 6 Bulan',
  '6 - 11 Bulan',
  '1 - 4 Tahun',
  '5 - 9 Tahun',
  '10 - 14 Tahun',
  '15 - 19 Tahun',
  '20 - 24 Tahun',
  '25 - 29 Tahun',
  '30 - 34 Tahun',
  '35 - 39 Tahun',
  '40 - 44 Tahun',
  '45 - 49 Tahun',
  '50 - 54 Tahun',
  '55 - 59 Tahun',
  '60 - 64 Tahun',
  '65 - 69 Tahun',
  '70 - 74 Tahun',
  '75 - 79 Tahun',
  '80 - 84 Tahun',
  '≥ 85 Tahun',
] as const;

/** One column of a form: its heading, the group heading above it (merged), and how it reads. */
export const kolomRlSchema = z.object({
  label: z.string(),
  grup: z.string().nullable(),
  jenis: z.enum(['teks', 'angka', 'desimal']),
});
export type KolomRl = z.infer<typeof kolomRlSchema>;

const selRlSchema = z.union([z.string(), z.number(), z.null()]);
export type SelRl = z.infer<typeof selRlSchema>;

/** One sub-form (RL 1.2, RL 4.1, …) as the form lays it out: columns in the official order. */
export const tabelRlSchema = z.object({
  kode: z.string(),
  judul: z.string(),
  kolom: z.array(kolomRlSchema),
  baris: z.array(z.array(selRlSchema)),
  /** The totals row, when the form has one. */
  total: z.array(selRlSchema).nullable(),
  /** What the app does not fill (yet) or how a figure was made, shown under the table. */
  catatan: z.string().nullable(),
});
export type TabelRl = z.infer<typeof tabelRlSchema>;

export const laporanRlSchema = z.object({
  formulir: z.enum(FORMULIR_RL),
  judul: z.string(),
  periode: z.string(),
  /** First and last day counted (a running month or year ends today). */
  dari: z.string(),
  sampai: z.string(),
  tabel: z.array(tabelRlSchema),
});
export type LaporanRl = z.infer<typeof laporanRlSchema>;

// The morbidity index (/indeks-morbiditas).
export const JENIS_RAWAT_INDEKS = ['SEMUA', 'RAWAT_JALAN', 'RAWAT_INAP'] as const;
export type JenisRawatIndeks = (typeof JENIS_RAWAT_INDEKS)[number];
export const LABEL_JENIS_RAWAT_INDEKS: Record<JenisRawatIndeks, string> = {
  SEMUA: 'Semua',
  RAWAT_JALAN: 'Rawat jalan & IGD',
  RAWAT_INAP: 'Rawat inap',
};

const kosongJadiUndefined = <T extends z.ZodType>(s: T) =>
  z
    .union([z.literal(''), s])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : (v as z.infer<T>)));

export const indeksMorbiditasQuerySchema = z.object({
  periode: periodeRlSchema,
  jenis_rawat: z.enum(JENIS_RAWAT_INDEKS, { message: 'Jenis rawat tidak valid' }).optional().default('SEMUA'),
  poli_uid: kosongJadiUndefined(z.uuid({ message: 'Unit tidak valid' })),
  kelompok_umur: kosongJadiUndefined(
    z.coerce
      .number({ message: 'Kelompok umur tidak valid' })
      .int({ message: 'Kelompok umur tidak valid' })
      .min(0, { message: 'Kelompok umur tidak valid' })
      .max(KELOMPOK_UMUR_RL.length - 1, { message: 'Kelompok umur tidak valid' }),
  ),
  jenis_kelamin: kosongJadiUndefined(z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin harus L atau P' })),
  format: formatRlSchema,
});
export type IndeksMorbiditasQuery = z.input<typeof indeksMorbiditasQuerySchema>;

const barisIndeksSchema = z.object({
  kode: z.string(),
  nama: z.string(),
  laki_laki: z.number().int(),
  perempuan: z.number().int(),
  jumlah: z.number().int(),
});

export const indeksMorbiditasSchema = z.object({
  periode: z.string(),
  dari: z.string(),
  sampai: z.string(),
  /** Diagnoses by cases (new cases for outpatients, discharges for inpatients), most first. */
  penyakit: z.array(barisIndeksSchema.extend({ kasus_baru: z.number().int() })),
  /** Deaths (inpatient and at the IGD) by their primary diagnosis, most first. */
  kematian: z.array(barisIndeksSchema),
});
export type IndeksMorbiditas = z.infer<typeof indeksMorbiditasSchema>;
