import { z } from 'zod';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { STATUS_KLAIM } from './status.ts';
import { KATEGORI_TARIF_RS } from './tarif-rs.ts';

/** E-Klaim's jenis_rawat: '1' inpatient, '2' outpatient, '3' IGD. */
export const JENIS_RAWAT_KLAIM = ['1', '2', '3'] as const;
export type JenisRawatKlaim = (typeof JENIS_RAWAT_KLAIM)[number];
export const LABEL_JENIS_RAWAT_KLAIM: Record<JenisRawatKlaim, string> = {
  '1': 'Rawat Inap',
  '2': 'Rawat Jalan',
  '3': 'IGD',
};

/** What a claim needs before it may be grouped, finalised or sent (docs/casemix.md "KelengkapanKlaim"). */
export const ITEM_BERKAS_KLAIM = ['SEP', 'SELESAI', 'KODING', 'RESUME', 'HASIL', 'TAGIHAN'] as const;
export type ItemBerkasKlaim = (typeof ITEM_BERKAS_KLAIM)[number];
export const LABEL_ITEM_BERKAS_KLAIM: Record<ItemBerkasKlaim, string> = {
  SEP: 'SEP terbit',
  SELESAI: 'Pelayanan selesai / pasien pulang',
  KODING: 'Diagnosis & prosedur dikoding',
  RESUME: 'Resume medis final',
  HASIL: 'Hasil penunjang tervalidasi',
  TAGIHAN: 'Tagihan ditutup',
};

export const kelengkapanKlaimSchema = z.object({
  item: z.enum(ITEM_BERKAS_KLAIM),
  label: z.string(),
  ada: z.boolean(),
  /** What is there, or what is missing, in words. */
  keterangan: z.string(),
});
export type KelengkapanKlaim = z.infer<typeof kelengkapanKlaimSchema>;

/** The state a worklist row is in: a claim's state, or BELUM when nobody has opened it yet. */
export const STATUS_KLAIM_DAFTAR = ['BELUM', ...STATUS_KLAIM] as const;
export type StatusKlaimDaftar = (typeof STATUS_KLAIM_DAFTAR)[number];

export const klaimListQuerySchema = pagingQuerySchema
  .extend({
    /** The SEP's date range (default: this month in Jakarta). */
    dari: tanggalSchema.optional(),
    sampai: tanggalSchema.optional(),
    /** A state, or PENDING_DISPUTE for both answers that send a claim back (the pending list). */
    status: z
      .enum([...STATUS_KLAIM_DAFTAR, 'PENDING_DISPUTE'], { message: 'Status klaim tidak dikenal' })
      .optional(),
    jenis_rawat: z.enum(JENIS_RAWAT_KLAIM, { message: 'Jenis rawat harus 1, 2 atau 3' }).optional(),
    lengkap: z.enum(['ya', 'tidak'], { message: 'KelengkapanKlaim harus ya atau tidak' }).optional(),
  })
  .refine((v) => !v.dari || !v.sampai || v.dari <= v.sampai, {
    path: ['sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type KlaimListQuery = z.output<typeof klaimListQuerySchema>;

export const klaimRingkasSchema = z.object({
  sep_uid: z.string(),
  no_sep: z.string(),
  klaim_uid: z.string().nullable(),
  status: z.enum(STATUS_KLAIM_DAFTAR),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  no_kartu: z.string(),
  jenis_rawat: z.enum(JENIS_RAWAT_KLAIM),
  /** The layanan the claim covers (the clinic's, or the stay's). */
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  unit: z.string(),
  dpjp: z.string().nullable(),
  tgl_masuk: z.string(),
  tgl_pulang: z.string().nullable(),
  kelengkapan: z.array(kelengkapanKlaimSchema),
  lengkap: z.boolean(),
  kode_cbg: z.string().nullable(),
  tarif_cbg: z.number().int().nullable(),
  tarif_rs: z.number().int().nullable(),
  alasan_pending: z.string().nullable(),
});
export type KlaimRingkas = z.infer<typeof klaimRingkasSchema>;

const kodeNama = z.object({ kode: z.string(), nama: z.string() });
const cmgSchema = z.object({
  code: z.string(),
  description: z.string(),
  type: z.string(),
  tariff: z.number().optional(),
});

export const tarifRsSchema = z.object(
  Object.fromEntries(KATEGORI_TARIF_RS.map((k) => [k, z.number().int()])) as Record<
    (typeof KATEGORI_TARIF_RS)[number],
    z.ZodNumber
  >,
);

export const riwayatKlaimSchema = z.object({
  urut: z.number().int(),
  status: z.enum(STATUS_KLAIM),
  catatan: z.string().nullable(),
  nama_oleh: z.string(),
  waktu: z.string(),
});

export const klaimDetailSchema = klaimRingkasSchema.extend({
  kelas_rawat: z.string(),
  diagnosis: z.array(kodeNama.extend({ jenis: z.string().nullable() })),
  prosedur: z.array(kodeNama),
  /** The resume's kind for the link to its screen (RJ, IGD, HD, RANAP). */
  jenis_resume: z.string(),
  /** The bill as the cashier reads it: live charges of the claim's layanan, split as E-Klaim asks. */
  tagihan: z.object({
    total: z.number().int(),
    rincian: tarifRsSchema,
  }),
  grouping: z
    .object({
      kode_cbg: z.string(),
      deskripsi: z.string(),
      tarif_cbg: z.number().int(),
      tarif_total: z.number().int(),
      special_cmg: z.array(cmgSchema),
      special_cmg_option: z.array(cmgSchema),
      /** tarif_total − the bill: positive is the hospital's margin, negative its loss. */
      selisih: z.number().int(),
    })
    .nullable(),
  perbaikan: z.string().nullable(),
  dikirim_pada: z.string().nullable(),
  riwayat: z.array(riwayatKlaimSchema),
});
export type KlaimDetail = z.infer<typeof klaimDetailSchema>;

export const sepParamSchema = z.object({ sep_uid: z.uuid({ message: 'uid SEP tidak valid' }) });

const catatan = z.string().trim().max(1000, 'Catatan maksimal 1000 karakter').optional();

export const groupingInputSchema = z.object({
  /** Special CMG codes chosen from stage 1's options: grouper stage 2 with them. */
  special_cmg: z
    .array(z.string().trim().min(1).max(20, 'Kode special CMG terlalu panjang'), {
      message: 'Special CMG harus daftar kode',
    })
    .max(10, 'Maksimal 10 special CMG')
    .optional(),
});

export const catatanKlaimSchema = z.object({ catatan });

export const STATUS_VERIFIKASI = ['DISETUJUI', 'PENDING', 'DISPUTE'] as const;
export const verifikasiKlaimSchema = z
  .object({
    status: z.enum(STATUS_VERIFIKASI, { message: 'Hasil verifikasi harus DISETUJUI, PENDING atau DISPUTE' }),
    alasan: z.string().trim().max(1000, 'Alasan maksimal 1000 karakter').optional(),
  })
  .refine((v) => v.status === 'DISETUJUI' || (v.alasan?.length ?? 0) >= 3, {
    path: ['alasan'],
    message: 'Alasan pending/dispute dari verifikator BPJS wajib diisi',
  });

export const perbaikanKlaimSchema = z.object({
  perbaikan: z
    .string({ message: 'Perbaikan wajib diisi' })
    .trim()
    .min(3, 'Tuliskan perbaikan yang dilakukan')
    .max(2000, 'Perbaikan maksimal 2000 karakter'),
});

export const rekapKlaimQuerySchema = z.object({
  /** The month of discharge, 'yyyy-mm'. */
  bulan: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan harus berformat YYYY-MM'),
  format: z.enum(['json', 'xlsx'], { message: 'Format harus json atau xlsx' }).optional().default('json'),
});

export const rekapKlaimBarisSchema = z.object({
  sep_uid: z.string(),
  no_sep: z.string(),
  pasien: z.string(),
  no_rm: z.string(),
  jenis_rawat: z.enum(JENIS_RAWAT_KLAIM),
  tgl_pulang: z.string().nullable(),
  status: z.enum(STATUS_KLAIM),
  kode_cbg: z.string(),
  deskripsi_cbg: z.string(),
  tarif_cbg: z.number().int(),
  tarif_rs: z.number().int(),
  selisih: z.number().int(),
});
export type RekapKlaimBaris = z.infer<typeof rekapKlaimBarisSchema>;

export const rekapKlaimSchema = z.object({
  bulan: z.string(),
  baris: z.array(rekapKlaimBarisSchema),
  total: z.object({
    jumlah: z.number().int(),
    tarif_cbg: z.number().int(),
    tarif_rs: z.number().int(),
    selisih: z.number().int(),
    untung: z.number().int(),
    rugi: z.number().int(),
  }),
});
export type RekapKlaim = z.infer<typeof rekapKlaimSchema>;
