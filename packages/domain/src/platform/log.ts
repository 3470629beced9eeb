import { z } from 'zod';
import { pagingQuerySchema } from './common.ts';

export const logAktivitasSchema = z.object({
  id: z.number().int(),
  waktu: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  aksi: z.string(),
  entitas: z.string().nullable(),
  entitas_id: z.string().nullable(),
  keterangan: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.unknown().nullable(),
});
export type LogAktivitas = z.infer<typeof logAktivitasSchema>;

const tanggalSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal tidak valid. Gunakan YYYY-MM-DD.');

export const logListQuerySchema = pagingQuerySchema.extend({
  username: z.string().trim().optional(),
  aksi: z.string().trim().optional(),
  entitas: z.string().trim().optional(),
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});
export type LogListQuery = z.output<typeof logListQuerySchema>;

/** Actions the audit log records, with their Indonesian labels for the /log-activity screen. */
export const LABEL_AKSI: Record<string, string> = {
  'auth.login': 'Masuk',
  'auth.login_gagal': 'Gagal masuk',
  'auth.logout': 'Keluar',
  'akun.create': 'Membuat akun',
  'akun.update': 'Mengubah akun',
  'akun.status': 'Mengubah status akun',
  'akun.reset_password': 'Mereset password',
  'akses_lokasi.grant': 'Memberi akses lokasi',
  'akses_lokasi.revoke': 'Mencabut akses lokasi',
};
