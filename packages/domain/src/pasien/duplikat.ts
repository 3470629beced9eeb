import { z } from 'zod';
import { tanggalSchema } from '../master/common.ts';
import { PESAN_NIK_16_DIGIT } from './nik.ts';
import { pasienRingkasSchema } from './pasien.ts';

export const ALASAN_DUPLIKAT = ['NIK_SAMA', 'NO_BPJS_SAMA', 'NAMA_TANGGAL_LAHIR_SAMA', 'NAMA_MIRIP'] as const;
export type AlasanDuplikat = (typeof ALASAN_DUPLIKAT)[number];
export const LABEL_ALASAN_DUPLIKAT: Record<AlasanDuplikat, string> = {
  NIK_SAMA: 'NIK sama',
  NO_BPJS_SAMA: 'No. BPJS sama',
  NAMA_TANGGAL_LAHIR_SAMA: 'Nama dan tanggal lahir sama',
  NAMA_MIRIP: 'Nama mirip, tanggal lahir sama',
};
/** Reasons that make saving fail (409): the number belongs to one person only. */
export const ALASAN_DUPLIKAT_MENOLAK: readonly AlasanDuplikat[] = ['NIK_SAMA', 'NO_BPJS_SAMA'];

/**
 * GET /pasien/cek-duplikat: likely duplicates of a patient about to be saved. Give the NIK, the
 * BPJS number, or the name with the birth date (any together); `kecuali` leaves out the patient
 * being edited.
 */
export const cekDuplikatQuerySchema = z
  .object({
    nik: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^\d{16}$/.test(v), PESAN_NIK_16_DIGIT),
    no_bpjs: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^\d{13}$/.test(v), 'Nomor kartu BPJS harus 13 digit angka'),
    nama: z.string().trim().max(150, 'Nama terlalu panjang').optional(),
    tanggal_lahir: tanggalSchema.optional(),
    kecuali: z.uuid({ message: 'kecuali harus uid' }).optional(),
  })
  .refine((q) => q.nik || q.no_bpjs || (q.nama && q.tanggal_lahir), {
    message: 'Isi NIK, nomor BPJS, atau nama beserta tanggal lahir',
    path: ['nama'],
  });
export type CekDuplikatQuery = z.output<typeof cekDuplikatQuerySchema>;

export const duplikatPasienSchema = z.object({
  pasien: pasienRingkasSchema,
  alasan: z.array(z.enum(ALASAN_DUPLIKAT)),
});
export type DuplikatPasien = z.infer<typeof duplikatPasienSchema>;
export const cekDuplikatResponseSchema = z.object({ respon: z.array(duplikatPasienSchema) });
