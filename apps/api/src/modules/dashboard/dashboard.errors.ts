import { AppError } from '../../platform/errors.ts';

/** The doctor's dashboard reads "my" patients through the doctor profile linked to the login. */
export const akunBukanDokter = () =>
  new AppError(
    403,
    'dashboard.akun_bukan_dokter',
    'Akun Anda belum ditautkan ke data dokter. Hubungi admin untuk menautkannya.',
  );
