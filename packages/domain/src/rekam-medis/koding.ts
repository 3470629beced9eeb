import { z } from 'zod';
import { JENIS_KUNJUNGAN } from '../format/kunjungan.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { teksOpsional } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';

// The medical-record coder's worklist (/koding-rm, docs/rekam-medis.md "Coding"): every finished
// layanan (clinic, IGD, stay) with the doctor's ICD-10 / ICD-9-CM codes beside the coder's set.

export const STATUS_KODING = ['BELUM', 'SUDAH'] as const;
export type StatusKoding = (typeof STATUS_KODING)[number];
export const LABEL_STATUS_KODING: Record<StatusKoding, string> = {
  BELUM: 'Belum dikode',
  SUDAH: 'Sudah dikode',
};

export const JENIS_DIAGNOSIS_KODING = ['UTAMA', 'SEKUNDER'] as const;

const uidOpsional = (label: string) =>
  z
    .union([z.literal(''), z.uuid({ message: `${label} tidak valid` })], { message: `${label} tidak valid` })
    .optional()
    .transform((v) => (v ? v : undefined));

/** Filters shared by the worklist and the completeness list: the day the service ended (Jakarta). */
export const rentangSelesaiSchema = pagingQuerySchema.extend({
  tanggal_dari: tanggalSchema.optional(),
  tanggal_sampai: tanggalSchema.optional(),
  /** A clinic (or the IGD / HD unit). */
  poli_uid: uidOpsional('Poli'),
  /** A ward: the stay's last bed segment. */
  ruangan_uid: uidOpsional('Ruangan'),
});

export const kodingListQuerySchema = rentangSelesaiSchema
  .extend({
    penjamin: z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak dikenal' }).optional(),
    status: z.enum(STATUS_KODING, { message: 'Status koding harus BELUM atau SUDAH' }).optional(),
  })
  .refine((v) => !v.tanggal_dari || !v.tanggal_sampai || v.tanggal_dari <= v.tanggal_sampai, {
    path: ['tanggal_sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type KodingListQuery = z.input<typeof kodingListQuerySchema>;
export type KodingListFilter = z.output<typeof kodingListQuerySchema>;

const kodeNama = z.object({ kode: z.string(), nama: z.string() });
export const diagnosisKodeSchema = kodeNama.extend({ jenis: z.enum(JENIS_DIAGNOSIS_KODING) });
export type DiagnosisKode = z.infer<typeof diagnosisKodeSchema>;
export type ProsedurKode = z.infer<typeof kodeNama>;

const pasienRingkas = z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() });

/** One row of the worklist. */
export const kodingRingkasSchema = z.object({
  layanan_uid: z.string(),
  jenis: z.enum(JENIS_KUNJUNGAN),
  tanggal: z.string(),
  selesai_pada: z.string(),
  pasien: pasienRingkas,
  unit: z.string(),
  dokter: z.string().nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  status: z.enum(STATUS_KODING),
  /** The coder's primary diagnosis once coded, the doctor's before. */
  diagnosis_utama: kodeNama.nullable(),
  nama_pengkode: z.string().nullable(),
  dikonfirmasi_pada: z.string().nullable(),
});
export type KodingRingkas = z.infer<typeof kodingRingkasSchema>;

export const kodingDetailSchema = kodingRingkasSchema.extend({
  /** The resume of the layanan, when one was saved (its text is read through resumeApi). */
  resume: z.object({ jenis: z.string(), status: z.string(), nomor: z.string().nullable() }).nullable(),
  /** What the doctor wrote in the chart; never changed by the coder. */
  dokter_kode: z.object({ diagnosis: z.array(diagnosisKodeSchema), prosedur: z.array(kodeNama) }),
  /** The coder's confirmed set, or null while not coded. */
  koding: z
    .object({
      diagnosis: z.array(diagnosisKodeSchema),
      prosedur: z.array(kodeNama),
      catatan: z.string().nullable(),
      nama_pengkode: z.string(),
      dikonfirmasi_pada: z.string(),
      /** The coder's set differs from the doctor's. */
      berubah: z.boolean(),
    })
    .nullable(),
});
export type KodingDetail = z.infer<typeof kodingDetailSchema>;

const kodeMasukan = (label: string) =>
  z
    .string({ message: `Kode ${label} wajib diisi` })
    .trim()
    .min(1, `Kode ${label} wajib diisi`)
    .max(10, `Kode ${label} terlalu panjang`)
    .transform((v) => v.toUpperCase());

/** PUT /rekam-medis/koding/:layanan_uid: the whole set, replacing any earlier confirmation. */
export const kodingSimpanSchema = z
  .object({
    diagnosis: z
      .array(
        z.object({
          kode: kodeMasukan('ICD-10'),
          jenis: z.enum(JENIS_DIAGNOSIS_KODING, { message: 'Jenis diagnosis harus UTAMA atau SEKUNDER' }),
        }),
        { message: 'Daftar diagnosis wajib diisi' },
      )
      .min(1, 'Minimal satu diagnosis')
      .max(30, 'Maksimal 30 diagnosis'),
    prosedur: z
      .array(z.object({ kode: kodeMasukan('ICD-9-CM') }), { message: 'Daftar prosedur tidak valid' })
      .max(30, 'Maksimal 30 prosedur')
      .default([]),
    /** Required when the set differs from the doctor's (checked by the server against the chart). */
    catatan: teksOpsional(1000, 'Catatan'),
  })
  .superRefine((v, ctx) => {
    const utama = v.diagnosis.filter((d) => d.jenis === 'UTAMA').length;
    if (utama !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['diagnosis'],
        message: utama ? 'Diagnosis utama hanya boleh satu' : 'Pilih satu diagnosis utama',
      });
    const dobel = (xs: string[]) => xs.find((x, i) => xs.indexOf(x) !== i);
    const dx = dobel(v.diagnosis.map((d) => d.kode));
    if (dx) ctx.addIssue({ code: 'custom', path: ['diagnosis'], message: `Kode ${dx} tercantum dua kali` });
    const px = dobel(v.prosedur.map((p) => p.kode));
    if (px) ctx.addIssue({ code: 'custom', path: ['prosedur'], message: `Kode ${px} tercantum dua kali` });
  });
export type KodingSimpan = z.input<typeof kodingSimpanSchema>;
