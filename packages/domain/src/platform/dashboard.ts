import { z } from 'zod';

export const adminDashboardSchema = z.object({
  akun_per_role: z.array(z.object({ role: z.string(), aktif: z.number().int(), nonaktif: z.number().int() })),
  total_akun: z.number().int(),
  aktivitas_hari_ini: z.number().int(),
  login_hari_ini: z.number().int(),
  login_gagal_hari_ini: z.number().int(),
  sesi_aktif: z.number().int(),
  aktivitas_per_jam: z.array(z.object({ jam: z.number().int(), jumlah: z.number().int() })),
  aktivitas_terbaru: z.array(
    z.object({
      waktu: z.string(),
      username: z.string().nullable(),
      aksi: z.string(),
      keterangan: z.string().nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
