import { z } from 'zod';

/** One UTAMA (primary) diagnosis per layanan, any number of SEKUNDER. */
export const JENIS_DIAGNOSIS = ['UTAMA', 'SEKUNDER'] as const;
export type JenisDiagnosis = (typeof JENIS_DIAGNOSIS)[number];
export const LABEL_JENIS_DIAGNOSIS: Record<JenisDiagnosis, string> = {
  UTAMA: 'Diagnosis Utama',
  SEKUNDER: 'Diagnosis Sekunder',
};

/** New or known case, as the RL morbidity reports count visits. */
export const KASUS_DIAGNOSIS = ['BARU', 'LAMA'] as const;
export type KasusDiagnosis = (typeof KASUS_DIAGNOSIS)[number];
export const LABEL_KASUS_DIAGNOSIS: Record<KasusDiagnosis, string> = {
  BARU: 'Kasus baru',
  LAMA: 'Kasus lama',
};

const kodeIcd = (label: string) =>
  z
    .string({ message: `Kode ${label} wajib dipilih` })
    .trim()
    .min(1, `Kode ${label} wajib dipilih`)
    .max(10, `Kode ${label} tidak valid`);

const keterangan = z
  .string()
  .trim()
  .max(500, 'Keterangan maksimal 500 karakter')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /pelayanan/:layanan_uid/diagnosis. A second UTAMA is refused (409) unless `ganti_utama`:
 * then the current primary becomes SEKUNDER in the same transaction. Without `kasus` the server
 * decides: LAMA when the patient had the same code at an earlier visit.
 */
export const diagnosisInputSchema = z.object({
  kode_icd10: kodeIcd('ICD-10'),
  jenis: z.enum(JENIS_DIAGNOSIS, { message: 'Jenis diagnosis wajib dipilih' }),
  kasus: z.enum(KASUS_DIAGNOSIS, { message: 'Kasus harus BARU atau LAMA' }).nullish(),
  keterangan,
  ganti_utama: z.boolean({ message: 'ganti_utama harus true atau false' }).optional(),
});
export type DiagnosisInput = z.input<typeof diagnosisInputSchema>;

export const diagnosisSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  kode_icd10: z.string(),
  /** The English WHO title, as stored when the code was written. */
  nama: z.string(),
  /** The catalogue's Indonesian title of the code: what screens and the resume show first. */
  nama_id: z.string().nullable().optional(),
  jenis: z.enum(JENIS_DIAGNOSIS),
  kasus: z.enum(KASUS_DIAGNOSIS),
  keterangan: z.string().nullable(),
  created_at: z.string(),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;

/** POST /pelayanan/:layanan_uid/prosedur: an ICD-9-CM code (coding; charges come from tindakan). */
export const prosedurInputSchema = z.object({
  kode_icd9: kodeIcd('ICD-9-CM'),
  keterangan,
});
export type ProsedurInput = z.input<typeof prosedurInputSchema>;

export const prosedurSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  kode_icd9: z.string(),
  nama: z.string(),
  keterangan: z.string().nullable(),
  created_at: z.string(),
});
export type Prosedur = z.infer<typeof prosedurSchema>;

/** `/pelayanan/:layanan_uid/<diagnosis|prosedur|tindakan>/:uid`. */
export const butirLayananParamSchema = z.object({
  layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }),
  uid: z.uuid({ message: 'uid tidak valid' }),
});
