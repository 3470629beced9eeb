import { conflict, notFound } from '../../platform/errors.ts';

export const transaksiTidakDitemukan = () => notFound('Transaksi', 'transaksi.tidak_ditemukan');

export const sudahDibalik = (nama: string) =>
  conflict('transaksi.sudah_dibatalkan', `Tagihan ${nama} sudah dibatalkan sebelumnya`);

export const sudahDibayar = (nama: string) =>
  conflict('transaksi.sudah_dibayar', `Tagihan ${nama} sudah dibayar; pembatalan dilakukan di kasir`);
