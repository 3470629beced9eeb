import { z } from 'zod';

/** The patient log types of spec §4, in the spelling the spec gives (LOG_ASSESSTMENT included). */
export const JENIS_LOG_PASIEN = [
  'LOG_DATANG',
  'LOG_ASSESSTMENT',
  'LOG_TINDAKAN',
  'LOG_LABOR',
  'LOG_RADIOLOGI',
  'LOG_OBAT',
  'LOG_OBAT_PUYER',
  'LOG_TRANSFER_RANAP',
  'LOG_PULANG',
] as const;
export type JenisLogPasien = (typeof JENIS_LOG_PASIEN)[number];

export const LABEL_LOG_PASIEN: Record<JenisLogPasien, string> = {
  LOG_DATANG: 'Kedatangan',
  LOG_ASSESSTMENT: 'Asesmen',
  LOG_TINDAKAN: 'Tindakan',
  LOG_LABOR: 'Laboratorium',
  LOG_RADIOLOGI: 'Radiologi',
  LOG_OBAT: 'Obat',
  LOG_OBAT_PUYER: 'Obat Racikan',
  LOG_TRANSFER_RANAP: 'Rujuk Rawat Inap',
  LOG_PULANG: 'Pulang',
};

/** One entry of the /rm timeline. */
export const logPasienSchema = z.object({
  id: z.number().int(),
  jenis: z.enum(JENIS_LOG_PASIEN),
  waktu: z.string(),
  ringkasan: z.string(),
  kunjungan_uid: z.string().nullable(),
  layanan_uid: z.string().nullable(),
  sumber: z.string().nullable(),
  sumber_uid: z.string().nullable(),
  nama_petugas: z.string().nullable(),
});
export type LogPasien = z.infer<typeof logPasienSchema>;
