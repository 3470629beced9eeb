import { z } from 'zod';
import { STATUS_ANTRIAN } from '../kunjungan/antrian.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { JENIS_POLI } from '../master/poli.ts';
import { jenisAsesmenSchema } from './asesmen.ts';

/** The header of every clinical screen: who, where, which payer, how far along. */
export const layananKlinisSchema = z.object({
  uid: z.string(),
  kunjungan_uid: z.string(),
  pasien_uid: z.string(),
  tanggal: z.string(),
  status: z.string(),
  jenis: z.string(),
  keluhan: z.string().nullable(),
  poli: z.object({ uid: z.string(), nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  dokter: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  antrian: z
    .object({ uid: z.string(), nomor_antrian: z.string(), status: z.enum(STATUS_ANTRIAN) })
    .nullable(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
    umur: z.string(),
    alergi: z.array(z.string()),
  }),
  resume_final: z.boolean(),
  /**
   * The caller is a doctor but not this layanan's doctor: their first clinical write is refused
   * (409 pelayanan.perlu_ambil_alih) until they take the patient over (docs/pelayanan.md).
   */
  perlu_ambil_alih: z.boolean(),
});
export type LayananKlinisDto = z.infer<typeof layananKlinisSchema>;

export const layananParamSchema = z.object({ layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }) });

/** POST /pelayanan/:layanan_uid/asesmen: `isi` is checked by the kind's schema (ISI_ASESMEN). */
export const asesmenInputSchema = z.object({
  jenis: jenisAsesmenSchema,
  isi: z.record(z.string(), z.unknown(), { message: 'Isi asesmen wajib diisi' }),
});
export type AsesmenInput = z.infer<typeof asesmenInputSchema>;

export const asesmenListQuerySchema = z.object({ jenis: jenisAsesmenSchema.optional() });

/**
 * POST /pelayanan/:layanan_uid/ambil-alih: the signed-in doctor takes the patient over from the
 * registered doctor; the reason is optional (a shift change needs none).
 */
export const ambilAlihSchema = z.object({
  alasan: z
    .string()
    .trim()
    .max(300, 'Alasan maksimal 300 karakter')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AmbilAlihInput = z.input<typeof ambilAlihSchema>;
