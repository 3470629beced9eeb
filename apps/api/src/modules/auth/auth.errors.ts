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
