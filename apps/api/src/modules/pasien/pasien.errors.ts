import { badRequest, conflict, notFound } from '../../platform/errors.ts';

interface Pemilik {
  no_rm: string;
  nama: string;
}

export const pasienTidakDitemukan = () => notFound('Pasien', 'pasien.tidak_ditemukan');

export const nikSudahTerdaftar = (p: Pemilik) => {
  const pesan = `NIK sudah terdaftar atas pasien ${p.no_rm} ${p.nama}`;
  return conflict('pasien.nik_sudah_terdaftar', pesan, [{ path: 'nik', message: pesan }]);
};

export const noBpjsSudahTerdaftar = (p: Pemilik) => {
  const pesan = `Nomor BPJS sudah terdaftar atas pasien ${p.no_rm} ${p.nama}`;
  return conflict('pasien.no_bpjs_sudah_terdaftar', pesan, [{ path: 'no_bpjs', message: pesan }]);
};

export const desaTidakDikenal = () =>
  badRequest('Kelurahan/desa tidak ditemukan dalam data wilayah', [
    { path: 'desa_kode', message: 'Kelurahan/desa tidak ditemukan' },
  ]);

export const pasienSudahDigabung = (tujuan: string) =>
  conflict(
    'pasien.sudah_digabung',
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

export const faskesBelumAda = () =>
  conflict(
    'pasien.faskes_belum_ada',
    'Profil faskes belum diisi; alamat pasien sementara memakai wilayah faskes. Hubungi admin (menu Profil Faskes).',
  );

// Merging a temporary record (POST /pasien/:uid/gabung, docs/pasien.md "Merging").
export const pasienTujuanTidakAda = () =>
  badRequest('Pasien tujuan tidak ditemukan', [{ path: 'ke_uid', message: 'Pasien tujuan tidak ditemukan' }]);

export const gabungKeDiriSendiri = () =>
  conflict('pasien.gabung_ke_diri_sendiri', 'Data pasien tidak dapat digabung ke dirinya sendiri', [
    { path: 'ke_uid', message: 'Pilih pasien lain sebagai tujuan' },
  ]);

export const bukanPasienSementara = (p: Pemilik) =>
  conflict(
    'pasien.bukan_pasien_sementara',
    `Pasien ${p.no_rm} – ${p.nama} bukan data sementara; hanya data pasien sementara (tanpa identitas) yang dapat digabung di sini`,
  );

export const sudahDigabung = (p: Pemilik, tujuan: string) =>
  conflict('pasien.sudah_digabung', `Pasien ${p.no_rm} – ${p.nama} sudah digabung ke pasien ${tujuan}`);

export const tujuanSudahDigabung = (p: Pemilik, tujuan: string) => {
  const pesan = `Pasien tujuan ${p.no_rm} – ${p.nama} sudah digabung ke pasien ${tujuan}; pilih pasien tersebut`;
  return conflict('pasien.tujuan_sudah_digabung', pesan, [{ path: 'ke_uid', message: pesan }]);
};

export const tujuanSementara = (p: Pemilik) => {
  const pesan = `Pasien tujuan ${p.no_rm} – ${p.nama} juga data sementara; gabungkan ke data pasien tetap`;
  return conflict('pasien.tujuan_sementara', pesan, [{ path: 'ke_uid', message: pesan }]);
};

export const layananBentrok = (poli: string, tanggal: string) =>
  conflict(
    'pasien.layanan_bentrok',
    `Kedua pasien sama-sama terdaftar di ${poli} pada ${tanggal}; batalkan salah satu pendaftaran sebelum digabung`,
  );
