import { formatRupiah } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const kunjunganTidakDitemukan = () => notFound('Kunjungan');
export const depositTidakDitemukan = () => notFound('Mutasi deposit');
/** PAKAI rows belong to a receipt: the kuitansi is their slip. */
export const tanpaBukti = () => notFound('Bukti deposit');

export const kunjunganTidakAktif = (status: string) =>
  conflict(
    'KUNJUNGAN_TIDAK_AKTIF',
    status === 'BATAL'
      ? 'Kunjungan ini sudah dibatalkan; deposit tidak dapat diterima.'
      : 'Kunjungan ini sudah selesai; deposit baru hanya diterima untuk kunjungan yang masih aktif.',
  );

export const depositTidakCukup = (saldo: number, diminta: number) =>
  conflict(
    'DEPOSIT_TIDAK_CUKUP',
    `Saldo deposit ${formatRupiah(saldo)}; pengembalian ${formatRupiah(diminta)} melebihi saldo.`,
    [{ path: 'jumlah', message: `Maksimal ${formatRupiah(saldo)}` }],
  );

export const bankTidakValid = () =>
  badRequest('Bank tidak ditemukan atau tidak aktif', [
    { path: 'bank_uid', message: 'Bank tidak ditemukan atau tidak aktif' },
  ]);

export const isianTidakValid = (path: string, message: string) => badRequest(message, [{ path, message }]);
