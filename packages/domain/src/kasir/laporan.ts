import { z } from 'zod';
import { tanggalSchema } from '../master/common.ts';
import { GOLONGAN_OPERASI } from '../master/tindakan.ts';
import { angkaDariTeks, listMetadataSchema, MAX_LIMIT, pagingQuerySchema } from '../platform/common.ts';
import { METODE_BAYAR } from './pembayaran.ts';
import { JENIS_TRANSAKSI } from './transaksi.ts';

// The cashier's dashboard (/dashboard-kasir) and reports (/laporan-kasir, /laporan-by-item,
// /laporan-operasi, /laporan-pasien); docs/kasir.md "Laporan kasir". Every report reads receipts
// (pembayaran) by the Jakarta calendar day they were taken, both ends included, and answers JSON,
// an Excel workbook (format=xlsx) or an A4 PDF (format=pdf).

export const FORMAT_LAPORAN_KASIR = ['json', 'xlsx', 'pdf'] as const;
export type FormatLaporanKasir = (typeof FORMAT_LAPORAN_KASIR)[number];

/** Reports that list every receipt or procedure: two months at most, so a page stays readable. */
export const MAKS_HARI_LAPORAN_RINCI = 62;
/** Reports that sum (per item, per patient): a year and a day. */
export const MAKS_HARI_LAPORAN_REKAP = 366;
/**
 * Receipt rows a report screen lists at most (docs/kasir.md "Laporan kasir"). A longer range (a
 * month of a big hospital holds tens of thousands) answers each group's sums without its rows
 * (`rinci: false`); Excel and PDF always list every row.
 */
export const MAKS_BARIS_LAYAR_LAPORAN = 1000;
/** Rows per page of /laporan-pasien on screen (Excel and PDF list every patient). */
export const BARIS_PER_HALAMAN_LAPORAN = 50;

const rentang = {
  /** Default (both left out): today in Jakarta. */
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
  format: z
    .enum(FORMAT_LAPORAN_KASIR, { message: 'Format harus json, xlsx atau pdf' })
    .optional()
    .default('json'),
};
const rentangValid = (v: { dari?: string | undefined; sampai?: string | undefined }) =>
  !v.dari || !v.sampai || v.dari <= v.sampai;
const PESAN_RENTANG = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

const rupiah = z.number().int();

/** The money of a set of receipt rows (a void row counts negative, so sums are what was kept). */
export const jumlahKasirSchema = z.object({
  /** Receipts taken (void rows not counted). */
  kuitansi: z.number().int(),
  /** Void rows (pembatalan) in the set. */
  batal: z.number().int(),
  total_tagihan: rupiah,
  ditanggung_penjamin: rupiah,
  diskon: rupiah,
  /** What the patient paid: Σ of the methods. */
  jumlah_bayar: rupiah,
});
export type JumlahKasir = z.infer<typeof jumlahKasirSchema>;

export const jumlahKasirKosong = (): JumlahKasir => ({
  kuitansi: 0,
  batal: 0,
  total_tagihan: 0,
  ditanggung_penjamin: 0,
  diskon: 0,
  jumlah_bayar: 0,
});

/** Adds one row (or a sum) into `a`. */
export function tambahJumlahKasir(
  a: JumlahKasir,
  b: Omit<JumlahKasir, 'kuitansi' | 'batal'> & { kuitansi?: number; batal?: number },
): JumlahKasir {
  a.kuitansi += b.kuitansi ?? 0;
  a.batal += b.batal ?? 0;
  a.total_tagihan += b.total_tagihan;
  a.ditanggung_penjamin += b.ditanggung_penjamin;
  a.diskon += b.diskon;
  a.jumlah_bayar += b.jumlah_bayar;
  return a;
}

/** Pendapatan = what the receipts earned the hospital: the payer's share plus the patient's payment. */
export const pendapatan = (j: Pick<JumlahKasir, 'ditanggung_penjamin' | 'jumlah_bayar'>) =>
  j.ditanggung_penjamin + j.jumlah_bayar;

// ---------------------------------------------------------------------------------------------
// /laporan-kasir

export const KELOMPOK_LAPORAN_KASIR = ['HARI', 'KASIR', 'METODE', 'PENJAMIN'] as const;
export type KelompokLaporanKasir = (typeof KELOMPOK_LAPORAN_KASIR)[number];
export const LABEL_KELOMPOK_LAPORAN_KASIR: Record<KelompokLaporanKasir, string> = {
  HARI: 'Per hari',
  KASIR: 'Per kasir',
  METODE: 'Per cara bayar',
  PENJAMIN: 'Per penjamin',
};

export const laporanKasirQuerySchema = z
  .object({
    ...rentang,
    kelompok: z
      .enum(KELOMPOK_LAPORAN_KASIR, { message: 'Pengelompokan tidak dikenal' })
      .optional()
      .default('HARI'),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type LaporanKasirQuery = z.infer<typeof laporanKasirQuerySchema>;

export const metodeLaporanSchema = z.object({
  metode: z.enum(METODE_BAYAR),
  label: z.string(),
  jumlah: rupiah,
});

/** One receipt, or one void row (negative amounts, `membatalkan` = the receipt it cancels). */
export const barisLaporanKasirSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  waktu: z.string(),
  jenis: z.enum(['BAYAR', 'BATAL']),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }).nullable(),
  nama_pembayar: z.string(),
  penjamin: z.string(),
  label_penjamin: z.string(),
  total_tagihan: rupiah,
  ditanggung_penjamin: rupiah,
  diskon: rupiah,
  jumlah_bayar: rupiah,
  metode: z.array(metodeLaporanSchema),
  kasir: z.object({ uid: z.string(), nama: z.string() }),
  /** A void row: the number of the receipt it cancels, and why. */
  membatalkan: z.string().nullable(),
  alasan: z.string().nullable(),
  /** A receipt voided later (maybe after the range): the void's number and time. */
  dibatalkan: z.object({ nomor: z.string(), waktu: z.string() }).nullable(),
});
export type BarisLaporanKasir = z.infer<typeof barisLaporanKasirSchema>;

export const grupLaporanKasirSchema = z.object({
  kunci: z.string(),
  label: z.string(),
  /** Empty when the report is not itemised (`rinci: false`). */
  baris: z.array(barisLaporanKasirSchema),
  total: jumlahKasirSchema,
});
export type GrupLaporanKasir = z.infer<typeof grupLaporanKasirSchema>;

export const laporanKasirSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  kelompok: z.enum(KELOMPOK_LAPORAN_KASIR),
  /**
   * true: every group lists its rows. false: the range holds more than MAKS_BARIS_LAYAR_LAPORAN
   * rows, so the groups carry their sums only (Excel and PDF list them all).
   */
  rinci: z.boolean(),
  grup: z.array(grupLaporanKasirSchema),
  /** Every row of the range, voids included: the money actually kept. */
  total: jumlahKasirSchema,
  /** Σ per method (void rows negative); Σ jumlah = total.jumlah_bayar. */
  per_metode: z.array(metodeLaporanSchema),
  /** Receipts of the range that still stand (not voided, whenever): what /laporan-by-item lists. */
  berlaku: jumlahKasirSchema,
});
export type LaporanKasir = z.infer<typeof laporanKasirSchema>;

// ---------------------------------------------------------------------------------------------
// /laporan-by-item

export const laporanByItemQuerySchema = z.object(rentang).refine(rentangValid, PESAN_RENTANG);
export type LaporanByItemQuery = z.infer<typeof laporanByItemQuerySchema>;

export const barisByItemSchema = z.object({
  jenis: z.enum(JENIS_TRANSAKSI),
  kode: z.string().nullable(),
  nama: z.string(),
  jumlah: z.number().int(),
  total: rupiah,
  /** On how many receipts it appeared. */
  kuitansi: z.number().int(),
});
export type BarisByItem = z.infer<typeof barisByItemSchema>;

export const grupByItemSchema = z.object({
  jenis: z.enum(JENIS_TRANSAKSI),
  label: z.string(),
  baris: z.array(barisByItemSchema),
  jumlah: z.number().int(),
  total: rupiah,
});
export type GrupByItem = z.infer<typeof grupByItemSchema>;

export const laporanByItemSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  grup: z.array(grupByItemSchema),
  /** Receipts standing in the range and their items' sum (= laporan-kasir `berlaku.total_tagihan`). */
  kuitansi: z.number().int(),
  total: rupiah,
});
export type LaporanByItem = z.infer<typeof laporanByItemSchema>;

// ---------------------------------------------------------------------------------------------
// /laporan-operasi

export const KELOMPOK_LAPORAN_OPERASI = ['HARI', 'GOLONGAN', 'OPERATOR'] as const;
export type KelompokLaporanOperasi = (typeof KELOMPOK_LAPORAN_OPERASI)[number];
export const LABEL_KELOMPOK_LAPORAN_OPERASI: Record<KelompokLaporanOperasi, string> = {
  HARI: 'Per hari',
  GOLONGAN: 'Per golongan operasi',
  OPERATOR: 'Per operator',
};

export const laporanOperasiQuerySchema = z
  .object({
    ...rentang,
    kelompok: z
      .enum(KELOMPOK_LAPORAN_OPERASI, { message: 'Pengelompokan tidak dikenal' })
      .optional()
      .default('HARI'),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type LaporanOperasiQuery = z.infer<typeof laporanOperasiQuerySchema>;

export const barisOperasiSchema = z.object({
  transaksi_uid: z.string(),
  /** When the procedure was done (the chart's time). */
  waktu: z.string(),
  kuitansi: z.object({ nomor: z.string(), waktu: z.string() }),
  pasien: z.object({ no_rm: z.string(), nama: z.string() }),
  penjamin: z.string(),
  label_penjamin: z.string(),
  kode: z.string().nullable(),
  nama: z.string(),
  golongan: z.enum(GOLONGAN_OPERASI).nullable(),
  label_golongan: z.string(),
  operator: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  jumlah: z.number().int(),
  total: rupiah,
});
export type BarisOperasi = z.infer<typeof barisOperasiSchema>;

export const grupOperasiSchema = z.object({
  kunci: z.string(),
  label: z.string(),
  baris: z.array(barisOperasiSchema),
  jumlah: z.number().int(),
  total: rupiah,
});
export type GrupOperasi = z.infer<typeof grupOperasiSchema>;

export const laporanOperasiSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  kelompok: z.enum(KELOMPOK_LAPORAN_OPERASI),
  grup: z.array(grupOperasiSchema),
  per_golongan: z.array(
    z.object({ golongan: z.string(), label: z.string(), jumlah: z.number().int(), total: rupiah }),
  ),
  jumlah: z.number().int(),
  total: rupiah,
});
export type LaporanOperasi = z.infer<typeof laporanOperasiSchema>;

// ---------------------------------------------------------------------------------------------
// /laporan-pasien

export const laporanPasienQuerySchema = z
  .object({
    ...rentang,
    // One page of patients on screen; Excel and PDF list them all.
    offset: pagingQuerySchema.shape.offset,
    limit: angkaDariTeks(
      z
        .number({ message: 'limit harus angka' })
        .int()
        .min(1, 'limit minimal 1')
        .max(MAX_LIMIT, `limit maksimal ${MAX_LIMIT}`)
        .default(BARIS_PER_HALAMAN_LAPORAN),
    ),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type LaporanPasienQuery = z.infer<typeof laporanPasienQuerySchema>;

export const barisLaporanPasienSchema = jumlahKasirSchema.extend({
  /** pasien uid, or 'pembeli:<name>' for a walk-in buyer without a medical record. */
  kunci: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }).nullable(),
  nama: z.string(),
  /** The payers of its receipts, as labels. */
  penjamin: z.array(z.string()),
  /** Visits paid by receipts of the range that still stand. */
  kunjungan: z.number().int(),
});
export type BarisLaporanPasien = z.infer<typeof barisLaporanPasienSchema>;

export const laporanPasienSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  /** One page of patients by name (every patient in Excel and PDF); total.pasien counts them all. */
  respon: z.array(barisLaporanPasienSchema),
  metadata: listMetadataSchema,
  /** The same sums as /laporan-kasir `total` for the range. */
  total: jumlahKasirSchema.extend({ pasien: z.number().int(), kunjungan: z.number().int() }),
});
export type LaporanPasien = z.infer<typeof laporanPasienSchema>;

// ---------------------------------------------------------------------------------------------
// /dashboard-kasir

/** Days in the dashboard's chart, today included. */
export const HARI_GRAFIK_KASIR = 30;

export const dashboardKasirSchema = z.object({
  /** Today, Jakarta. */
  tanggal: z.string(),
  /** Today's receipts and voids (as /laporan-kasir for today). */
  hari_ini: jumlahKasirSchema,
  per_penjamin: z.array(jumlahKasirSchema.extend({ penjamin: z.string(), label: z.string() })),
  per_metode: z.array(metodeLaporanSchema),
  /** The charges today's standing receipts covered, per type (as /laporan-by-item for today). */
  per_jenis: z.array(z.object({ jenis: z.enum(JENIS_TRANSAKSI), label: z.string(), total: rupiah })),
  /** Today's cashier queue: visits with an open bill and the patients' due. */
  tagihan_terbuka: z.object({ kunjungan: z.number().int(), total: rupiah, bayar_pasien: rupiah }),
  /** The last HARI_GRAFIK_KASIR days, oldest first, days without receipts as zeros. */
  harian: z.array(
    z.object({
      tanggal: z.string(),
      ditanggung_penjamin: rupiah,
      jumlah_bayar: rupiah,
      diskon: rupiah,
      kuitansi: z.number().int(),
    }),
  ),
});
export type DashboardKasir = z.infer<typeof dashboardKasirSchema>;
