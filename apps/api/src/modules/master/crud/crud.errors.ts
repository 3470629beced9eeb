import { conflict, notFound } from '../../../platform/errors.ts';

export const masterTidakDitemukan = (label: string) => notFound(label, 'master.tidak_ditemukan');

export const kodeSudahDipakai = (label: string, kode: string, oleh?: string) =>
  conflict(
    'master.kode_sudah_dipakai',
    `Kode '${kode}' sudah dipakai oleh ${label.toLowerCase()} aktif lain${oleh ? ` (${oleh})` : ''}`,
    [{ path: 'kode', message: 'Kode sudah dipakai' }],
  );

export const namaSudahDipakai = (label: string, nama: string) =>
  conflict(
    'master.nama_sudah_dipakai',
    `Nama '${nama}' sudah dipakai oleh ${label.toLowerCase()} aktif lain`,
    [{ path: 'nama', message: 'Nama sudah dipakai' }],
  );

/** Whether a database error (possibly wrapped by Drizzle) is a unique violation, and on what. */
export function pelanggaranUnik(err: unknown): { constraint: string } | null {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      const dariPesan = typeof o.message === 'string' ? /"([^"]+)"/.exec(o.message)?.[1] : undefined;
      return { constraint: typeof o.constraint === 'string' ? o.constraint : (dariPesan ?? '') };
    }
    e = o.cause;
  }
  return null;
}
