import { AppError, tooManyRequests } from '../../platform/errors.ts';

export const kredensialSalah = () =>
  new AppError(401, 'auth.kredensial_salah', 'Username atau password salah');
export const akunNonaktif = () =>
  new AppError(
    401,
    'auth.akun_nonaktif',
    'Akun Anda sudah dinonaktifkan. Hubungi administrator rumah sakit.',
  );
export const terlaluBanyakPercobaan = (menit: number) =>
  tooManyRequests(`Terlalu banyak percobaan login yang gagal. Silakan coba lagi dalam ${menit} menit.`);
export const passwordLamaSalah = () =>
  new AppError(400, 'auth.password_lama_salah', 'Password lama salah', [
    { path: 'password_lama', message: 'Password lama salah' },
  ]);
export const terlaluBanyakPercobaanPassword = (menit: number) =>
  tooManyRequests(`Terlalu banyak percobaan password yang salah. Silakan coba lagi dalam ${menit} menit.`);
export const passwordBaruSajaDiubah = () =>
  new AppError(
    409,
    'auth.password_berubah',
    'Password akun ini baru saja diubah dari tempat lain. Muat ulang halaman lalu coba lagi.',
  );
