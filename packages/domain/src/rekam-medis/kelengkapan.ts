import { z } from 'zod';
import { JENIS_KUNJUNGAN } from '../format/kunjungan.ts';
import { bulanSchema } from '../ranap/indikator.ts';
import { rentangSelesaiSchema } from './koding.ts';

// Record completeness (kelengkapan rekam medis, /kelengkapan-rm; docs/rekam-medis.md): what each
// finished layanan still lacks, and whether it was complete within 2 × 24 hours of its end.

/** Permenkes 269/2008 and the hospital accreditation standard: the record is complete in 2 × 24 h. */
export const BATAS_KELENGKAPAN_JAM = 48;

/** The pieces a record may require; which ones apply depends on the kind of service. */
export const ITEM_KELENGKAPAN_RM = [
  'ASESMEN_KEPERAWATAN',
  'ASESMEN_MEDIS',
  'ASESMEN_AWAL_KEPERAWATAN',
  'ASESMEN_AWAL_MEDIS',
  'RESUME_FINAL',
  'RESUME_TTD',
  'PERSETUJUAN_OPERASI',
  'LAPORAN_OPERASI',
  'HASIL_PENUNJANG',
  'KODING',
] as const;
export type ItemKelengkapanRm = (typeof ITEM_KELENGKAPAN_RM)[number];
export const LABEL_ITEM_KELENGKAPAN_RM: Record<ItemKelengkapanRm, string> = {
  ASESMEN_KEPERAWATAN: 'Asesmen keperawatan',
  ASESMEN_MEDIS: 'Asesmen medis',
  ASESMEN_AWAL_KEPERAWATAN: 'Asesmen awal keperawatan rawat inap',
  ASESMEN_AWAL_MEDIS: 'Asesmen awal medis rawat inap (DPJP)',
  RESUME_FINAL: 'Resume medis final',
  RESUME_TTD: 'Resume medis ditandatangani elektronik',
  PERSETUJUAN_OPERASI: 'Persetujuan tindakan operasi (informed consent)',
  LAPORAN_OPERASI: 'Laporan operasi final',
  HASIL_PENUNJANG: 'Hasil laboratorium/radiologi tervalidasi',
  KODING: 'Diagnosis dan prosedur dikode (ICD-10/ICD-9-CM)',
};

export const STATUS_KELENGKAPAN = ['LENGKAP', 'BELUM_LENGKAP', 'TERLAMBAT'] as const;
export type StatusKelengkapan = (typeof STATUS_KELENGKAPAN)[number];
export const LABEL_STATUS_KELENGKAPAN: Record<StatusKelengkapan, string> = {
  LENGKAP: 'Lengkap',
  BELUM_LENGKAP: 'Belum lengkap',
  TERLAMBAT: 'Terlambat',
};

const filterKelengkapan = rentangSelesaiSchema.extend({
  dokter_uid: z
    .union([z.literal(''), z.uuid({ message: 'Dokter tidak valid' })], { message: 'Dokter tidak valid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
const rentangBenar = <T extends { tanggal_dari?: string | undefined; tanggal_sampai?: string | undefined }>(
  v: T,
) => !v.tanggal_dari || !v.tanggal_sampai || v.tanggal_dari <= v.tanggal_sampai;
const PESAN_RENTANG = { path: ['tanggal_sampai'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal' };

export const kelengkapanListQuerySchema = filterKelengkapan
  .extend({
    /** TERLAMBAT: past its 2 × 24 h and still incomplete, or completed after it. */
    status: z
      .enum(STATUS_KELENGKAPAN, { message: 'Status harus LENGKAP, BELUM_LENGKAP atau TERLAMBAT' })
      .optional(),
  })
  .refine(rentangBenar, PESAN_RENTANG);
export type KelengkapanListQuery = z.input<typeof kelengkapanListQuerySchema>;
export type KelengkapanListFilter = z.output<typeof kelengkapanListQuerySchema>;

export const kelengkapanRekapQuerySchema = filterKelengkapan
  .omit({ offset: true, limit: true, limitless: true, search: true })
  .refine(rentangBenar, PESAN_RENTANG);
export type KelengkapanRekapQuery = z.input<typeof kelengkapanRekapQuerySchema>;
export type KelengkapanRekapFilter = z.output<typeof kelengkapanRekapQuerySchema>;

export const itemKelengkapanSchema = z.object({
  kode: z.enum(ITEM_KELENGKAPAN_RM),
  label: z.string(),
  ada: z.boolean(),
  /** When the piece was there (its earliest qualifying row), null while missing. */
  pada: z.string().nullable(),
});
export type ItemKelengkapanDto = z.infer<typeof itemKelengkapanSchema>;

export const kelengkapanRmSchema = z.object({
  layanan_uid: z.string(),
  jenis: z.enum(JENIS_KUNJUNGAN),
  tanggal: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  unit: z.string(),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  selesai_pada: z.string(),
  batas_waktu: z.string(),
  lengkap: z.boolean(),
  /** When the last required piece arrived, once complete. */
  lengkap_pada: z.string().nullable(),
  terlambat: z.boolean(),
  status: z.enum(STATUS_KELENGKAPAN),
  item: z.array(itemKelengkapanSchema),
  /** The labels of the missing pieces, in item order. */
  kurang: z.array(z.string()),
});
export type KelengkapanRm = z.infer<typeof kelengkapanRmSchema>;

/** Counts of one doctor or one unit. */
export const rekapKelengkapanBarisSchema = z.object({
  uid: z.string().nullable(),
  nama: z.string(),
  total: z.number().int(),
  lengkap: z.number().int(),
  belum_lengkap: z.number().int(),
  terlambat: z.number().int(),
  /** Complete within 2 × 24 h. */
  tepat_waktu: z.number().int(),
  /** tepat_waktu ÷ total, in percent with one decimal; null when total is 0. */
  persen_tepat_waktu: z.number().nullable(),
});
export type RekapKelengkapanBaris = z.infer<typeof rekapKelengkapanBarisSchema>;

export const rekapKelengkapanSchema = z.object({
  total: rekapKelengkapanBarisSchema,
  per_dokter: z.array(rekapKelengkapanBarisSchema),
  per_unit: z.array(rekapKelengkapanBarisSchema),
});
export type RekapKelengkapan = z.infer<typeof rekapKelengkapanSchema>;

export const laporanKelengkapanQuerySchema = z.object({
  bulan: bulanSchema,
  format: z
    .enum(['json', 'xlsx', 'pdf'], { message: 'Format harus json, xlsx atau pdf' })
    .optional()
    .default('json'),
});
export type LaporanKelengkapanQuery = z.input<typeof laporanKelengkapanQuerySchema>;

export const laporanKelengkapanSchema = rekapKelengkapanSchema.extend({
  bulan: z.string(),
  dari: z.string(),
  sampai: z.string(),
});
export type LaporanKelengkapan = z.infer<typeof laporanKelengkapanSchema>;
