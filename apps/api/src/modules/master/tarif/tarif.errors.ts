import { badRequest, conflict } from '../../../platform/errors.ts';

export const tarifBerlakuSurut = (hariIni: string) =>
  badRequest('Tarif tidak dapat berlaku surut', [
    { path: 'berlaku_mulai', message: `Tanggal berlaku paling awal hari ini (${hariIni})` },
  ]);

export const itemNonaktif = (label: string) =>
  conflict('tarif.data_nonaktif', `${label} sudah nonaktif; aktifkan kembali sebelum mengatur tarifnya`);
