import { z } from 'zod';
import { aksesLokasiMasukanSchema, aksesLokasiSchema } from './akses-lokasi.ts';

export const lokasiRingkasSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  jenis: z.string(),
});

/** One entry of GET /farmasi/lokasi/akses (spec §7: a location plus its access list). */
export const aksesLokasiEntriSchema = z.object({
  lokasi: lokasiRingkasSchema,
  akses: z.array(aksesLokasiSchema),
});
export type AksesLokasiEntri = z.infer<typeof aksesLokasiEntriSchema>;

export const aksesLokasiQuerySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi').optional(),
});

export const aksesLokasiBodySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi'),
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }),
  akses: z.array(aksesLokasiMasukanSchema).min(1, 'Pilih minimal satu hak akses'),
});
export type AksesLokasiBody = z.input<typeof aksesLokasiBodySchema>;

export const aksesLokasiHapusSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi'),
  lokasi_uid: z.uuid({ message: 'Lokasi tidak valid' }),
  /** Rights to revoke; none given revokes every right at that location. */
  akses: z.array(aksesLokasiMasukanSchema).optional(),
});
