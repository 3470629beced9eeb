import { conflict, notFound } from '../../platform/errors.ts';

export const transaksiTidakDitemukan = () => notFound('Transaksi');

export const sudahDibalik = (nama: string) =>
  conflict('TRANSAKSI_SUDAH_DIBATALKAN', `Tagihan ${nama} sudah dibatalkan sebelumnya`);

export const sudahDibayar = (nama: string) =>
  conflict('TRANSAKSI_SUDAH_DIBAYAR', `Tagihan ${nama} sudah dibayar; pembatalan dilakukan di kasir`);
