import { z } from 'zod';
import { STATUS_KLAIM } from '../casemix/status.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { tanggalSchema } from '../platform/kalender.ts';

// The hospital's dashboard of MANAGEMENT and DOD at /admin-dashboard (docs/dashboard.md "The
// hospital's dashboard"): a period of Jakarta days, every figure with the list behind it.

/** A period is at most a year and a day, as the cashier's summing reports. */
export const MAKS_HARI_DASBOR_RS = 366;
/** Rows a drill-down list carries at most; its `jumlah` always counts them all. */
export const MAKS_BARIS_RINCIAN_RS = 2000;

const hariKe = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

/** Days from `dari` to `sampai`, both included. */
export const jumlahHariRentang = (dari: string, sampai: string) => hariKe(sampai) - hariKe(dari) + 1;

const periode = {
  /** Both left out: this month so far (the 1st to today, Jakarta). One alone: that single day. */
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
};
type Periode = { dari?: string | undefined; sampai?: string | undefined };
const urut = (v: Periode) => !v.dari || !v.sampai || v.dari <= v.sampai;
const tidakTerlaluPanjang = (v: Periode) =>
  !v.dari || !v.sampai || v.dari > v.sampai || jumlahHariRentang(v.dari, v.sampai) <= MAKS_HARI_DASBOR_RS;
const PESAN_URUT = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };
const PESAN_PANJANG = {
  path: ['sampai'],
  message: `Periode dashboard maksimal ${MAKS_HARI_DASBOR_RS} hari`,
};

export const dashboardRsQuerySchema = z
  .object(periode)
  .refine(urut, PESAN_URUT)
  .refine(tidakTerlaluPanjang, PESAN_PANJANG);
export type DashboardRsQuery = z.infer<typeof dashboardRsQuerySchema>;

/** What a drill-down lists: the rows one figure of the dashboard counts. */
export const JENIS_RINCIAN_RS = [
  'KUNJUNGAN',
  'IGD',
  'RANAP_DIRAWAT',
  'RANAP_KELUAR',
  'PENDAPATAN',
  'PIUTANG',
  'KLAIM',
  'STOK_MINIMUM',
  'HAMPIR_KEDALUWARSA',
  'TUNGGU_DOKTER',
  'TUNGGU_RESEP',
] as const;
export type JenisRincianRs = (typeof JENIS_RINCIAN_RS)[number];

/** ATS levels as text, and BELUM for an arrival without a nursing triage. */
export const KUNCI_TRIASE = ['1', '2', '3', '4', '5', 'BELUM'] as const;
export type KunciTriase = (typeof KUNCI_TRIASE)[number];

export const rincianRsQuerySchema = z
  .object({
    ...periode,
    jenis: z.enum(JENIS_RINCIAN_RS, { message: 'Jenis rincian tidak dikenal' }),
    /** One day of the period (a bar of a daily chart). */
    tanggal: tanggalSchema.optional(),
    poli_uid: z.uuid({ message: 'Poli tidak valid' }).optional(),
    penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak dikenal' }).optional(),
    triase: z.enum(KUNCI_TRIASE, { message: 'Level triase tidak dikenal' }).optional(),
    ruangan_uid: z.uuid({ message: 'Ruangan tidak valid' }).optional(),
    status: z.enum(STATUS_KLAIM, { message: 'Status klaim tidak dikenal' }).optional(),
  })
  .refine(urut, PESAN_URUT)
  .refine(tidakTerlaluPanjang, PESAN_PANJANG);
export type RincianRsQuery = z.infer<typeof rincianRsQuerySchema>;

/** A series of a daily chart: one value per day of `tanggal`, and the sum. */
const seriSchema = z.object({
  kunci: z.string(),
  label: z.string(),
  total: z.number(),
  harian: z.array(z.number()),
});
export type SeriDasborRs = z.infer<typeof seriSchema>;

const bagianSchema = z.object({ kunci: z.string(), label: z.string(), total: z.number().int() });

const nilaiRanapSchema = z.object({
  bed: z.number().int(),
  /** Stints (a stay's time in one ward) with at least one patient-day in the period. */
  dirawat: z.number().int(),
  hari_perawatan: z.number().int(),
  pasien_keluar: z.number().int(),
  lama_dirawat: z.number().int(),
  bor: z.number().nullable(),
  alos: z.number().nullable(),
});

const tungguHarianSchema = z.object({
  tanggal: z.string(),
  diukur: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});
/** Minutes waited: how many were measured, their median and 90th percentile, per day. */
const tungguSchema = z.object({
  diukur: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
  harian: z.array(tungguHarianSchema),
});
export type TungguDasborRs = z.infer<typeof tungguSchema>;

/** GET /dashboard/rumah-sakit. */
export const dashboardRsSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  /** Today (Jakarta), for the "today" figures when the period holds it. */
  hari_ini: z.string(),
  /** Every day of the period, the x axis of the daily charts. */
  tanggal: z.array(z.string()),
  kunjungan: z.object({
    total: z.number().int(),
    per_poli: z.array(seriSchema),
    per_penjamin: z.array(seriSchema),
  }),
  igd: z.object({
    total: z.number().int(),
    harian: z.array(z.number().int()),
    per_triase: z.array(bagianSchema),
  }),
  ranap: z.object({
    hari: z.number().int(),
    ruangan: z.array(nilaiRanapSchema.extend({ ruangan_uid: z.string(), nama: z.string() })),
    rumah_sakit: nilaiRanapSchema,
  }),
  keuangan: z.object({
    /** Σ (payer's share + patient's payment) of the receipt and void rows taken in the period. */
    pendapatan: z.object({
      total: z.number().int(),
      baris: z.number().int(),
      per_penjamin: z.array(seriSchema.extend({ baris: z.number().int() })),
    }),
    /** Open charges of the period's visits, as the cashier's queue sums them. */
    piutang: z.object({
      total: z.number().int(),
      kunjungan: z.number().int(),
      per_penjamin: z.array(bagianSchema.extend({ kunjungan: z.number().int() })),
    }),
  }),
  klaim: z.object({ total: z.number().int(), per_status: z.array(bagianSchema) }),
  farmasi: z.object({
    /** The last day a batch counts as near expiry (today + the pharmacy's window). */
    batas_kedaluwarsa: z.string(),
    di_bawah_minimum: z.number().int(),
    hampir_kedaluwarsa: z.number().int(),
    sudah_kedaluwarsa: z.number().int(),
  }),
  tunggu: z.object({ dokter: tungguSchema, resep: tungguSchema }),
});
export type DashboardRs = z.infer<typeof dashboardRsSchema>;

export const FORMAT_KOLOM_RINCIAN = ['teks', 'angka', 'rupiah', 'tanggal', 'waktu', 'menit'] as const;
export type FormatKolomRincian = (typeof FORMAT_KOLOM_RINCIAN)[number];

/** GET /dashboard/rumah-sakit/rincian: the rows behind one figure, as a table. */
export const rincianRsSchema = z.object({
  jenis: z.enum(JENIS_RINCIAN_RS),
  judul: z.string(),
  dari: z.string(),
  sampai: z.string(),
  /** Every row counted; `baris` holds the first MAKS_BARIS_RINCIAN_RS of them. */
  jumlah: z.number().int(),
  /** The figure when it is a sum (rupiah, patient-days, days of stay), else null. */
  total: z.number().nullable(),
  label_total: z.string().nullable(),
  kolom: z.array(z.object({ kunci: z.string(), label: z.string(), format: z.enum(FORMAT_KOLOM_RINCIAN) })),
  baris: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type RincianRs = z.infer<typeof rincianRsSchema>;
