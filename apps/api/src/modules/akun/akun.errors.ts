import { AppError, conflict, forbidden, notFound } from '../../platform/errors.ts';

export const akunTidakDitemukan = () => notFound('Akun', 'akun.tidak_ditemukan');
export const usernameSudahAda = (username: string) =>
  conflict('akun.username_sudah_ada', `Username '${username}' sudah dipakai`, [
    { path: 'username', message: 'Username sudah dipakai' },
  ]);
export const tidakBolehNonaktifkanDiriSendiri = () =>
  forbidden('Anda tidak dapat menonaktifkan akun Anda sendiri');
export const adminTerakhir = () =>
  conflict(
    'akun.admin_terakhir',
    'Akun ini adalah administrator aktif terakhir; aktifkan administrator lain terlebih dahulu',
  );
/** MANAGEMENT manages accounts (spec §6) but cannot make or touch an ADMIN: no way up to ADMIN. */
export const hanyaAdminUntukAdmin = () =>
  new AppError(
    403,
    'akun.hanya_admin',
    'Hanya administrator yang dapat memberi role ADMIN atau mengubah akun administrator',
  );
