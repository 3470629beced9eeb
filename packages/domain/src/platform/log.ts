import { z } from 'zod';
import { angkaDariTeks, pagingQuerySchema } from './common.ts';
import { tanggalSchema } from './kalender.ts';

export const logAktivitasSchema = z.object({
  id: z.number().int(),
  waktu: z.string(),
  username: z.string().nullable(),
  role: z.string().nullable(),
  aksi: z.string(),
  entitas: z.string().nullable(),
  entitas_id: z.string().nullable(),
  /** What the id names, read when the log is read ('Siti Rahmawati · No. RM 00000001'); null when it names nothing known any more. */
  entitas_nama: z.string().nullable(),
  keterangan: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.unknown().nullable(),
});
export type LogAktivitas = z.infer<typeof logAktivitasSchema>;

export const logListQuerySchema = pagingQuerySchema.extend({
  // One row by its number: the integrity screen links to the row where the chain breaks.
  id: angkaDariTeks(
    z.number({ message: 'id harus angka' }).int().positive('id harus angka positif').optional(),
  ),
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
  'auth.login_diblokir': 'Masuk diblokir',
  'auth.logout': 'Keluar',
  'auth.ubah_password': 'Mengubah password sendiri',
  'auth.ubah_password_gagal': 'Gagal mengubah password',
  'auth.ubah_password_diblokir': 'Ubah password diblokir',
  'akun.create': 'Membuat akun',
  'akun.update': 'Mengubah akun',
  'akun.status': 'Mengubah status akun',
  'akun.reset_password': 'Mereset password',
  'akun.sesi_diakhiri': 'Sesi akun diakhiri',
  'akses_lokasi.grant': 'Memberi akses lokasi',
  'akses_lokasi.revoke': 'Mencabut akses lokasi',
  'log.verifikasi': 'Memverifikasi integritas log',
};
