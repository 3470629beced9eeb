import { z } from 'zod';
import { tanggalSchema } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { STATUS_RESEP } from './resep.ts';
import type { JENIS_MUTASI_STOK } from './stok.ts';

// Pharmacy reports (/laporan-obat, /log-obat) and the pharmacy dashboard (/dashboard-obat).
// Every report takes a Jakarta date range (both days included) and answers JSON, or an Excel
// workbook with `format=xlsx`.

export const formatLaporanSchema = z
  .enum(['json', 'xlsx'], { message: 'Format harus json atau xlsx' })
  .optional()
  .default('json');

const rentangSchema = pagingQuerySchema.extend({
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }).optional(),
  format: formatLaporanSchema,
});
const rentangValid = <T extends { dari?: string | undefined; sampai?: string | undefined }>(v: T) =>
  !v.dari || !v.sampai || v.dari <= v.sampai;
const PESAN_RENTANG = { path: ['sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

/** /laporan-obat/mutasi_stock_gudang: per product opening, in, out and closing at a location (GF by default). */
export const laporanMutasiQuerySchema = rentangSchema.refine(rentangValid, PESAN_RENTANG);
export type LaporanMutasiQuery = z.infer<typeof laporanMutasiQuerySchema>;

export const barisMutasiGudangSchema = z.object({
  produk: z.object({ uid: z.string(), kode: z.string(), nama: z.string(), satuan_dasar: z.string() }),
  awal: z.number().int(),
  masuk: z.number().int(),
  keluar: z.number().int(),
  akhir: z.number().int(),
  /** Closing stock valued at its batches' prices, integer rupiah. */
  nilai_akhir: z.number().int(),
});
export type BarisMutasiGudang = z.infer<typeof barisMutasiGudangSchema>;

export const laporanMutasiSchema = z.object({
  respon: z.array(barisMutasiGudangSchema),
  metadata: z.object({ total_data: z.number().int(), offset: z.number().int(), limit: z.number().int() }),
  lokasi: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  dari: z.string(),
  sampai: z.string(),
});
export type LaporanMutasi = z.infer<typeof laporanMutasiSchema>;

/** /laporan-obat/po, /gr, /so: the stock documents of one kind in a date range. */
export const JENIS_LAPORAN_DOKUMEN = ['PO', 'GR', 'SO'] as const;
export type JenisLaporanDokumen = (typeof JENIS_LAPORAN_DOKUMEN)[number];
export const LABEL_LAPORAN_DOKUMEN: Record<JenisLaporanDokumen, string> = {
  PO: 'Purchase Order',
  GR: 'Goods Receipt',
  SO: 'Stok Opname',
};

export const laporanDokumenQuerySchema = rentangSchema
  .extend({ jenis: z.enum(JENIS_LAPORAN_DOKUMEN, { message: 'Jenis laporan harus PO, GR atau SO' }) })
  .refine(rentangValid, PESAN_RENTANG);
export type LaporanDokumenQuery = z.infer<typeof laporanDokumenQuerySchema>;

export const barisLaporanDokumenSchema = z.object({
  uid: z.string(),
  nomor: z.string(),
  tanggal: z.string(),
  status: z.string(),
  lokasi: z.string(),
  supplier: z.string().nullable(),
  no_faktur: z.string().nullable(),
  jumlah_item: z.number().int(),
  /** Sum of line quantities (base units); for SO the net difference. */
  jumlah_unit: z.number().int(),
  /** PO/GR: document total; SO: value of the differences. Integer rupiah. */
  total: z.number().int(),
});
export type BarisLaporanDokumen = z.infer<typeof barisLaporanDokumenSchema>;

/** /log-obat: medicines issued to patients (RESEP) and walk-in buyers (PENJUALAN). */
// PEMAKAIAN: drugs and consumables a theatre or ward used on a patient from its depot (docs/operasi.md).
export const JENIS_LOG_OBAT = [
  'RESEP',
  'PENJUALAN',
  'PEMAKAIAN',
] as const satisfies readonly (typeof JENIS_MUTASI_STOK)[number][];
export const logObatQuerySchema = rentangSchema
  .extend({
    jenis: z.enum(JENIS_LOG_OBAT, { message: 'Jenis harus RESEP, PENJUALAN atau PEMAKAIAN' }).optional(),
  })
  .refine(rentangValid, PESAN_RENTANG);
export type LogObatQuery = z.infer<typeof logObatQuerySchema>;

/** /dashboard-obat */
export const dashboardFarmasiSchema = z.object({
  tanggal: z.string(),
  resep_per_status: z.array(
    z.object({ status: z.enum(STATUS_RESEP), label: z.string(), jumlah: z.number().int() }),
  ),
  resep_hari_ini: z.number().int(),
  /** Minutes from written to handed over (or dispensed), over today's finished prescriptions. */
  rata_rata_tunggu_menit: z.number().nullable(),
  resep_selesai_diukur: z.number().int(),
  hampir_kedaluwarsa: z.object({
    total: z.number().int(),
    kedaluwarsa: z.number().int(),
    batas: z.string(),
    daftar: z.array(
      z.object({
        batch_uid: z.string(),
        produk: z.string(),
        lokasi: z.string(),
        batch: z.string(),
        kedaluwarsa: z.string(),
        jumlah: z.number().int(),
        satuan: z.string(),
      }),
    ),
  }),
  di_bawah_minimum: z.object({
    total: z.number().int(),
    daftar: z.array(
      z.object({
        produk: z.string(),
        lokasi: z.string(),
        jumlah: z.number().int(),
        stok_minimum: z.number().int(),
        satuan: z.string(),
      }),
    ),
  }),
});
export type DashboardFarmasi = z.infer<typeof dashboardFarmasiSchema>;
