import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const faskesSedangDigunakan = (nama: string) =>
  conflict(
    'faskes.digunakan',
    `Profil ${nama} sedang digunakan untuk kop dokumen sehingga tidak dapat dinonaktifkan. Jadikan profil lain sebagai profil yang digunakan terlebih dahulu.`,
    [{ path: 'status', message: 'Profil yang digunakan tidak dapat dinonaktifkan' }],
  );

export const faskesNonaktifTidakBisaDigunakan = (nama: string) =>
  conflict(
    'faskes.nonaktif',
    `Profil ${nama} nonaktif sehingga tidak dapat digunakan. Aktifkan profil ini terlebih dahulu.`,
  );

export const gantiFaskesBentrok = () =>
  conflict(
    'faskes.gunakan_bentrok',
    'Profil yang digunakan baru saja diganti oleh pengguna lain. Muat ulang halaman lalu coba lagi.',
  );

export const logoTidakValid = (message: string) => badRequest(message, [{ path: 'berkas', message }]);

export const logoTidakAda = () => notFound('Logo faskes', 'faskes.logo_tidak_ditemukan');

export const desaTidakDikenal = () =>
  badRequest('Kelurahan/desa tidak ditemukan di data wilayah', [
    { path: 'desa_kode', message: 'Kelurahan/desa tidak ditemukan' },
  ]);
