import { AppError, conflict, notFound } from '../../platform/errors.ts';

export const perangkatTidakDitemukan = () => notFound('Perangkat', 'perangkat.tidak_ditemukan');
export const lingkupTidakValid = (pesan: string) =>
  new AppError(400, 'perangkat.lingkup_tidak_valid', pesan, [{ path: 'lingkup', message: pesan }]);
export const perangkatNonaktif = () =>
  conflict(
    'perangkat.nonaktif',
    'Perangkat nonaktif: aktifkan perangkat terlebih dahulu sebelum menerbitkan token baru',
  );
