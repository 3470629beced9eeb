import { conflict, forbidden, notFound } from '../../platform/errors.ts';

export const akunTidakDitemukan = () => notFound('Akun');
export const usernameSudahAda = (username: string) =>
  conflict('USERNAME_SUDAH_ADA', `Username '${username}' sudah dipakai`, [
    { path: 'username', message: 'Username sudah dipakai' },
  ]);
export const tidakBolehNonaktifkanDiriSendiri = () =>
  forbidden('Anda tidak dapat menonaktifkan akun Anda sendiri');
export const adminTerakhir = () =>
  conflict(
    'ADMIN_TERAKHIR',
    'Akun ini adalah administrator aktif terakhir; aktifkan administrator lain terlebih dahulu',
  );
