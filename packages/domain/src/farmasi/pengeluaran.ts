import { z } from 'zod';
import { tanggalSchema, teksOpsional, uidOpsional } from '../master/common.ts';
import { angkaDariTeks, listEnvelope, pagingQuerySchema } from '../platform/common.ts';

// The pharmacy till's expense book (/pengeluaran-obat) and the pharmacy cashier's report
// (/laporan-pengeluaran): money paid out at a depot's counter set against the walk-in sales
// paid there (docs/farmasi.md "Pengeluaran farmasi").

/** What the money went on: a fixed list, so the report has one column per kind. */
export const KATEGORI_PENGELUARAN = ['PEMBELIAN_OBAT', 'ONGKOS_KIRIM', 'OPERASIONAL', 'LAIN_LAIN'] as const;
export type KategoriPengeluaran = (typeof KATEGORI_PENGELUARAN)[number];
export const LABEL_KATEGORI_PENGELUARAN: Record<KategoriPengeluaran, string> = {
  PEMBELIAN_OBAT: 'Pembelian Obat Tunai',
  ONGKOS_KIRIM: 'Ongkos Kirim',
  OPERASIONAL: 'Operasional',
  LAIN_LAIN: 'Lain-lain',
};

export const METODE_PENGELUARAN = ['TUNAI', 'TRANSFER'] as const;
export type MetodePengeluaran = (typeof METODE_PENGELUARAN)[number];
export const LABEL_METODE_PENGELUARAN: Record<MetodePengeluaran, string> = {
  TUNAI: 'Tunai',
  TRANSFER: 'Transfer',
};

/** AKTIF, or BATAL once voided with a reason (never edited or deleted). */
export const STATUS_PENGELUARAN = ['AKTIF', 'BATAL'] as const;
export type StatusPengeluaran = (typeof STATUS_PENGELUARAN)[number];
export const LABEL_STATUS_PENGELUARAN: Record<StatusPengeluaran, string> = {
  AKTIF: 'Aktif',
  BATAL: 'Dibatalkan',
};

/** One entry may not exceed Rp 1 miliar: a typo guard, far above any till's cash. */
export const MAKS_JUMLAH_PENGELUARAN = 1_000_000_000;
/** How far back an expense may be dated: a receipt brought in late, not a closed month reopened. */
export const HARI_MUNDUR_PENGELUARAN = 31;
/** The longest range of the cashier report (one row per day). */
export const MAKS_HARI_LAPORAN_PENGELUARAN = 366;

/** POST /farmasi/pengeluaran. */
export const pengeluaranInputSchema = z.object({
  /** Jakarta calendar day of the expense; today when left out. */
  tanggal: tanggalSchema.optional(),
  lokasi_uid: z.uuid({ message: 'Depo farmasi wajib dipilih' }),
  kategori: z.enum(KATEGORI_PENGELUARAN, { message: 'Kategori pengeluaran wajib dipilih' }),
  uraian: z
    .string({ message: 'Uraian wajib diisi' })
    .trim()
    .min(3, 'Uraian minimal 3 karakter')
    .max(300, 'Uraian maksimal 300 karakter'),
  jumlah: angkaDariTeks(
    z
      .number({ message: 'Jumlah harus angka' })
      .int('Jumlah harus bilangan bulat rupiah')
      .min(1, 'Jumlah harus lebih dari Rp 0')
      .max(MAKS_JUMLAH_PENGELUARAN, 'Jumlah terlalu besar (maksimal Rp 1.000.000.000)'),
  ),
  metode: z.enum(METODE_PENGELUARAN, { message: 'Metode harus Tunai atau Transfer' }),
  /** The number on the receipt or invoice kept with the till. */
  referensi: teksOpsional(60, 'No. nota/referensi'),
  supplier_uid: uidOpsional('Supplier'),
});
export type PengeluaranInput = z.input<typeof pengeluaranInputSchema>;
export type PengeluaranInputValid = z.infer<typeof pengeluaranInputSchema>;

/** POST /farmasi/pengeluaran/:uid/batal. */
export const batalPengeluaranInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan minimal 3 karakter')
    .max(300, 'Alasan pembatalan maksimal 300 karakter'),
});
export type BatalPengeluaranInput = z.infer<typeof batalPengeluaranInputSchema>;

const rentangValid = (v: { dari?: string | undefined; sampai?: string | undefined }) =>
  !v.dari || !v.sampai || v.dari <= v.sampai;
const PESAN_RENTANG = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

/** GET /farmasi/pengeluaran: `search` matches number, description, receipt number and supplier. */
export const pengeluaranQuerySchema = pagingQuerySchema
  .extend({
    /** Jakarta calendar days of `tanggal`, both ends included. */
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
    kategori: z.enum(KATEGORI_PENGELUARAN, { message: 'Kategori tidak dikenal' }).optional(),
    status: z.enum(STATUS_PENGELUARAN, { message: 'Status tidak dikenal' }).optional(),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type PengeluaranQuery = z.infer<typeof pengeluaranQuerySchema>;

const rujukan = z.object({ uid: z.string(), kode: z.string(), nama: z.string() });

export const pengeluaranSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  tanggal: z.string(),
  lokasi: rujukan,
  kategori: z.enum(KATEGORI_PENGELUARAN),
  uraian: z.string(),
  /** Integer rupiah, > 0. */
  jumlah: z.number().int(),
  metode: z.enum(METODE_PENGELUARAN),
  referensi: z.string().nullable(),
  supplier: rujukan.nullable(),
  status: z.enum(STATUS_PENGELUARAN),
  alasan_batal: z.string().nullable(),
  dibatalkan_oleh: z.string().nullable(),
  dibatalkan_pada: z.string().nullable(),
  dibuat_oleh: z.string().nullable(),
  created_at: z.string(),
});
export type Pengeluaran = z.infer<typeof pengeluaranSchema>;

/** The list, with the sum of the AKTIF entries the filter matches (all pages). */
export const daftarPengeluaranSchema = listEnvelope(pengeluaranSchema).extend({
  total_aktif: z.number().int(),
});
export type DaftarPengeluaran = z.infer<typeof daftarPengeluaranSchema>;

// ---- /laporan-pengeluaran ---------------------------------------------------------------------

export const FORMAT_LAPORAN_PENGELUARAN = ['json', 'xlsx', 'pdf'] as const;

/** GET /farmasi/laporan/pengeluaran: this Jakarta month up to today unless a range is given. */
export const laporanPengeluaranQuerySchema = z
  .object({
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    /** One depot, or every depot when left out. */
    lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
    format: z
      .enum(FORMAT_LAPORAN_PENGELUARAN, { message: 'Format harus json, xlsx atau pdf' })
      .optional()
      .default('json'),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type LaporanPengeluaranQuery = z.infer<typeof laporanPengeluaranQuerySchema>;

const rupiah = z.number().int();

/** Sums of one day, or of the whole range (the same fields, so the totals row reads like a day). */
export const jumlahKasFarmasiSchema = z.object({
  /** Walk-in sales paid at the pharmacy counter. */
  jumlah_penjualan: z.number().int(),
  /** What those sales brought in (their totals; change handed back is not income). */
  pemasukan: rupiah,
  /** Paid sales cancelled that day: the money went back to the buyer from the till. */
  pengembalian: rupiah,
  /** AKTIF expenses per category. */
  kategori: z.object({
    PEMBELIAN_OBAT: rupiah,
    ONGKOS_KIRIM: rupiah,
    OPERASIONAL: rupiah,
    LAIN_LAIN: rupiah,
  }),
  /** Σ kategori. */
  pengeluaran: rupiah,
  /** The part of `pengeluaran` paid in cash from the till. */
  pengeluaran_tunai: rupiah,
  /** pemasukan − pengembalian − pengeluaran. */
  bersih: rupiah,
  /** pemasukan − pengembalian − pengeluaran_tunai: what the day's movements leave in the drawer. */
  kas_tunai: rupiah,
});
export type JumlahKasFarmasi = z.infer<typeof jumlahKasFarmasiSchema>;

export const hariKasFarmasiSchema = jumlahKasFarmasiSchema.extend({ tanggal: z.string() });
export type HariKasFarmasi = z.infer<typeof hariKasFarmasiSchema>;

export const laporanPengeluaranSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  /** null: every depot. */
  lokasi: rujukan.nullable(),
  /** Days with any sale, refund or expense, oldest first. */
  respon: z.array(hariKasFarmasiSchema),
  /** Σ of the days, field by field. */
  total: jumlahKasFarmasiSchema,
});
export type LaporanPengeluaran = z.infer<typeof laporanPengeluaranSchema>;

/** Zero sums, to add days onto. */
export function jumlahKasKosong(): JumlahKasFarmasi {
  return {
    jumlah_penjualan: 0,
    pemasukan: 0,
    pengembalian: 0,
    kategori: { PEMBELIAN_OBAT: 0, ONGKOS_KIRIM: 0, OPERASIONAL: 0, LAIN_LAIN: 0 },
    pengeluaran: 0,
    pengeluaran_tunai: 0,
    bersih: 0,
    kas_tunai: 0,
  };
}
