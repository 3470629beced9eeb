import { z } from 'zod';
import { itemEnvelope } from './common.ts';
import { kontrak } from './kontrak.ts';

/** A backup just written on the server (docs/cadangan.md); the archive itself never leaves the server here. */
export const cadanganHasilSchema = z.object({
  nama_berkas: z.string(),
  /** Absolute path on the server. */
  lokasi: z.string(),
  ukuran: z.number().int(),
  dibuat_pada: z.string(),
  basis_data: z.enum(['pglite', 'postgres']),
  migrasi: z.string().nullable(),
  jumlah_tabel: z.number().int(),
  jumlah_baris: z.number().int(),
  jumlah_berkas: z.number().int(),
});
export type CadanganHasil = z.infer<typeof cadanganHasilSchema>;

const tags = ['Administrasi: Cadangan'];

export const cadanganApi = {
  buat: kontrak({
    method: 'POST',
    path: '/admin/backup',
    permission: 'admin.cadangan:create',
    tags,
    summary:
      'Membuat cadangan lengkap (basis data dan berkas unggahan) ke folder cadangan di server; arsip tidak diunduh lewat API',
    responses: { 201: itemEnvelope(cadanganHasilSchema) },
    galat: [409],
  }),
  /**
   * For `npm run backup` on the server's own machine while the embedded database is held by the
   * running server: no session, but the key of the file only the server's system user can read.
   */
  buatLokal: kontrak({
    method: 'POST',
    path: '/admin/backup/lokal',
    permission: 'public',
    tags,
    summary:
      'Cadangan yang diminta `npm run backup` di mesin server selagi server berjalan; wajib header x-rawat-kunci-lokal dari berkas kunci di folder data',
    responses: { 201: itemEnvelope(cadanganHasilSchema) },
    galat: [403, 409],
  }),
};
