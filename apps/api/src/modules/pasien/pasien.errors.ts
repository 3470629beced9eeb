import { badRequest, conflict, notFound } from '../../platform/errors.ts';

interface Pemilik {
  no_rm: string;
  nama: string;
}

export const pasienTidakDitemukan = () => notFound('Pasien');

export const nikSudahTerdaftar = (p: Pemilik) => {
  const pesan = `NIK sudah terdaftar atas pasien ${p.no_rm} ${p.nama}`;
  return conflict('NIK_SUDAH_TERDAFTAR', pesan, [{ path: 'nik', message: pesan }]);
};

export const noBpjsSudahTerdaftar = (p: Pemilik) => {
  const pesan = `Nomor BPJS sudah terdaftar atas pasien ${p.no_rm} ${p.nama}`;
  return conflict('NO_BPJS_SUDAH_TERDAFTAR', pesan, [{ path: 'no_bpjs', message: pesan }]);
};

export const desaTidakDikenal = () =>
  badRequest('Kelurahan/desa tidak ditemukan dalam data wilayah', [
    { path: 'desa_kode', message: 'Kelurahan/desa tidak ditemukan' },
  ]);

export const pasienSudahDigabung = (tujuan: string) =>
  conflict(
    'PASIEN_SUDAH_DIGABUNG',
    `Data pasien ini sudah digabung ke pasien ${tujuan}; ubahlah data pasien tersebut`,
  );

/** The unique index a database error (possibly wrapped by Drizzle) broke, or null. */
export function indeksUnikDilanggar(err: unknown): string | null {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const o = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (o.code === '23505') {
      if (typeof o.constraint === 'string') return o.constraint;
      return (typeof o.message === 'string' ? /"([^"]+)"/.exec(o.message)?.[1] : undefined) ?? '';
    }
    e = o.cause;
  }
  return null;
}
