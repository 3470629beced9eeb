import { z } from 'zod';
import { tanggalSchema } from '../master/common.ts';
import { JENIS_POLI, type JenisPoli } from '../master/poli.ts';
import { pagingQuerySchema } from '../platform/common.ts';

/**
 * The medical resume of one layanan (docs/rekam-medis.md). Its kind follows the clinic kind:
 * RJ (Rawat Jalan), IGD, HD (Hemodialisa); the URL of the editor names it, and a kind that does
 * not match the layanan's clinic is refused.
 */
export const JENIS_RESUME = ['RJ', 'IGD', 'HD', 'RANAP'] as const;
export type JenisResume = (typeof JENIS_RESUME)[number];
export const jenisResumeSchema = z.enum(JENIS_RESUME, {
  message: 'Jenis resume harus RJ, IGD, HD atau RANAP',
});
export const LABEL_JENIS_RESUME: Record<JenisResume, string> = {
  RJ: 'Rawat Jalan',
  IGD: 'Gawat Darurat',
  HD: 'Hemodialisa',
  RANAP: 'Rawat Inap',
};
export const JENIS_RESUME_POLI: Record<JenisPoli, JenisResume> = {
  RAWAT_JALAN: 'RJ',
  IGD: 'IGD',
  HEMODIALISA: 'HD',
  RAWAT_INAP: 'RANAP',
};

/** DRAFT: the doctor still edits it. FINAL: numbered, printed, and the chart is locked. */
export const STATUS_RESUME = ['DRAFT', 'FINAL'] as const;
export type StatusResume = (typeof STATUS_RESUME)[number];
export const LABEL_STATUS_RESUME: Record<StatusResume, string> = { DRAFT: 'Draf', FINAL: 'Final' };

const teks = (label: string, max = 4000) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The parts the doctor writes (proposed from the assessments, edited until final). The inpatient
 * resume adds the reason for admission, the medicines taken home and the follow-up plan
 * (KOLOM_TEKS_RESUME_JENIS says which parts each kind shows).
 */
export const resumeTeksSchema = z.object({
  indikasi_rawat: teks('Indikasi rawat inap', 2000),
  keluhan_utama: teks('Keluhan utama', 1000),
  ringkasan_riwayat: teks('Ringkasan riwayat penyakit'),
  pemeriksaan_fisik: teks('Pemeriksaan fisik'),
  hasil_penunjang: teks('Hasil pemeriksaan penunjang'),
  terapi: teks('Terapi'),
  instruksi: teks('Instruksi dan anjuran'),
  kondisi_pulang: teks('Kondisi saat pulang', 1000),
  terapi_pulang: teks('Terapi pulang'),
  rencana_kontrol: teks('Rencana tindak lanjut', 2000),
});
export type ResumeTeks = z.output<typeof resumeTeksSchema>;
export const KOLOM_TEKS_RESUME = Object.keys(resumeTeksSchema.shape) as (keyof ResumeTeks)[];

export const LABEL_TEKS_RESUME: Record<keyof ResumeTeks, string> = {
  indikasi_rawat: 'Indikasi Rawat Inap',
  keluhan_utama: 'Keluhan Utama',
  ringkasan_riwayat: 'Anamnesis dan Riwayat Penyakit',
  pemeriksaan_fisik: 'Pemeriksaan Fisik',
  hasil_penunjang: 'Hasil Pemeriksaan Penunjang',
  terapi: 'Terapi / Pengobatan',
  instruksi: 'Instruksi, Anjuran dan Edukasi',
  kondisi_pulang: 'Kondisi Saat Pulang',
  terapi_pulang: 'Terapi Pulang (Obat yang Dibawa Pulang)',
  rencana_kontrol: 'Rencana Tindak Lanjut (Kontrol)',
};

const KOLOM_RAWAT_JALAN: (keyof ResumeTeks)[] = [
  'keluhan_utama',
  'ringkasan_riwayat',
  'pemeriksaan_fisik',
  'hasil_penunjang',
  'terapi',
  'instruksi',
  'kondisi_pulang',
];

/** The written parts each kind shows, in the order of the editor and the paper. */
export const KOLOM_TEKS_RESUME_JENIS: Record<JenisResume, (keyof ResumeTeks)[]> = {
  RJ: KOLOM_RAWAT_JALAN,
  IGD: KOLOM_RAWAT_JALAN,
  HD: KOLOM_RAWAT_JALAN,
  RANAP: [
    'indikasi_rawat',
    'keluhan_utama',
    'ringkasan_riwayat',
    'pemeriksaan_fisik',
    'hasil_penunjang',
    'terapi',
    'kondisi_pulang',
    'terapi_pulang',
    'instruksi',
    'rencana_kontrol',
  ],
};

/** A written part's label; the inpatient resume's therapy is the one given during the stay. */
export function labelTeksResume(jenis: JenisResume, kolom: keyof ResumeTeks): string {
  if (jenis === 'RANAP' && kolom === 'terapi') return 'Terapi Selama Perawatan';
  return LABEL_TEKS_RESUME[kolom];
}

/**
 * A coded item. For a diagnosis `nama` is the English WHO title as coded and `nama_id` the
 * Indonesian title, printed first (absent in resumes finalised before it was added, and for procedures).
 */
const kodeNama = z.object({ kode: z.string(), nama: z.string(), nama_id: z.string().nullable().optional() });
export type KodeNama = z.infer<typeof kodeNama>;

/** The parts copied from the chart: read-only in the editor, frozen when finalised. */
export const resumeStrukturSchema = z.object({
  tanda_vital: z
    .object({ waktu: z.string(), oleh: z.string(), ringkas: z.string(), imt: z.number().nullable() })
    .nullable(),
  diagnosis_utama: kodeNama.nullable(),
  diagnosis_sekunder: z.array(kodeNama),
  prosedur: z.array(kodeNama),
  tindakan: z.array(z.object({ nama: z.string(), jumlah: z.number().int() })),
  penunjang: z.array(
    z.object({
      jenis: z.enum(['LABOR', 'RADIOLOGI']),
      nomor: z.string(),
      status: z.string(),
      waktu: z.string(),
      item: z.array(z.string()),
    }),
  ),
  obat: z.array(
    z.object({
      racikan: z.boolean(),
      nama: z.string(),
      jumlah: z.number(),
      satuan: z.string(),
      aturan_pakai: z.string(),
      komposisi: z.array(z.object({ nama: z.string(), jumlah: z.number(), dosis: z.string().nullable() })),
    }),
  ),
  /** The inpatient resume only: the stay as it stood (dates, wards, DPJP, discharge). */
  ranap: z
    .object({
      masuk_pada: z.string(),
      pulang_pada: z.string().nullable(),
      /** Days of care as counted for the bill: discharge date minus admission date, at least 1. */
      lama_rawat: z.number().int().nullable(),
      dpjp: z.string().nullable(),
      diagnosis_masuk: kodeNama.nullable(),
      cara_pulang: z.string().nullable(),
      kondisi_pulang: z.string().nullable(),
      faskes_rujukan: z.string().nullable(),
      waktu_meninggal: z.string().nullable(),
      ruangan: z.array(
        z.object({
          ruangan: z.string(),
          kamar: z.string(),
          bed: z.string(),
          kelas: z.string(),
          masuk_pada: z.string(),
          keluar_pada: z.string().nullable(),
        }),
      ),
    })
    .nullable()
    .optional(),
  tindak_lanjut: z
    .object({
      jenis: z.string(),
      label: z.string(),
      tanggal_kontrol: z.string().nullable(),
      faskes_rujukan: z.string().nullable(),
      alasan: z.string().nullable(),
      kondisi_pulang: z.string().nullable(),
      waktu_meninggal: z.string().nullable(),
      catatan: z.string().nullable(),
    })
    .nullable(),
});
export type ResumeStruktur = z.infer<typeof resumeStrukturSchema>;

/** Who and where, as it stood when the resume was finalised. */
export const resumeKepalaSchema = z.object({
  pasien: z.object({
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
    umur: z.string(),
    alergi: z.array(z.string()),
  }),
  tanggal: z.string(),
  poli: z.object({ nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  dokter: z.string().nullable(),
  penjamin: z.string(),
});
export type ResumeKepala = z.infer<typeof resumeKepalaSchema>;

/** GET /resume-medis/:layanan_uid: the saved resume, or an unsaved proposal (`uid` null). */
export const resumeMedisSchema = z.object({
  uid: z.string().nullable(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien_uid: z.string(),
  jenis: jenisResumeSchema,
  status: z.enum(STATUS_RESUME),
  nomor: z.string().nullable(),
  kepala: resumeKepalaSchema,
  teks: z.object(
    Object.fromEntries(KOLOM_TEKS_RESUME.map((k) => [k, z.string().nullable()])) as Record<
      keyof ResumeTeks,
      z.ZodNullable<z.ZodString>
    >,
  ),
  struktur: resumeStrukturSchema,
  /** The doctor who signs: the one who finalised it, or (draft) the layanan's doctor. */
  penanda_tangan: z.string().nullable(),
  difinalkan_pada: z.string().nullable(),
  hash_dokumen: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type ResumeMedis = z.infer<typeof resumeMedisSchema>;

/** PUT /resume-medis/:layanan_uid: the kind in the editor's URL and the written parts. */
export const resumeSimpanSchema = z.object({ jenis: jenisResumeSchema, teks: resumeTeksSchema });
export type ResumeSimpan = z.input<typeof resumeSimpanSchema>;

/** POST /resume-medis/:layanan_uid/final. */
export const resumeFinalSchema = z.object({ jenis: jenisResumeSchema });

/** GET /resume-medis/:layanan_uid and /pdf: the kind, when given, must match the clinic. */
export const resumeJenisQuerySchema = z.object({ jenis: jenisResumeSchema.optional() });

/** GET /resume-medis: filters of /resume-medis/list; search is name, No. RM or resume number. */
export const resumeListQuerySchema = pagingQuerySchema.extend({
  tanggal_dari: tanggalSchema.optional(),
  tanggal_sampai: tanggalSchema.optional(),
  jenis: jenisResumeSchema.optional(),
  status: z.enum(STATUS_RESUME, { message: 'Status resume harus DRAFT atau FINAL' }).optional(),
  poli_uid: z.uuid({ message: 'poli_uid tidak valid' }).optional(),
});
export type ResumeListQuery = z.output<typeof resumeListQuerySchema>;

export const resumeRingkasSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  jenis: jenisResumeSchema,
  status: z.enum(STATUS_RESUME),
  nomor: z.string().nullable(),
  tanggal: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  poli: z.string(),
  dokter: z.string().nullable(),
  diagnosis_utama: kodeNama.nullable(),
  difinalkan_pada: z.string().nullable(),
  updated_at: z.string(),
});
export type ResumeRingkas = z.infer<typeof resumeRingkasSchema>;

/** GET /resume-medis/verifikasi/:uid (public, the QR code on paper): no clinical content. */
export const verifikasiResumeSchema = z.object({
  nomor: z.string(),
  jenis: z.string(),
  tanggal_pelayanan: z.string(),
  difinalkan_pada: z.string(),
  faskes: z.string().nullable(),
  dokter: z.string().nullable(),
  pasien_inisial: z.string(),
  hash_dokumen: z.string().nullable(),
});
export type VerifikasiResume = z.infer<typeof verifikasiResumeSchema>;

/** 'RM/2030/01/000001': the resume number of the month (Jakarta) it was finalised in. */
export function formatNomorResume(tahun: number, bulan: number, urut: number): string {
  return `RM/${tahun}/${String(bulan).padStart(2, '0')}/${String(urut).padStart(6, '0')}`;
}
