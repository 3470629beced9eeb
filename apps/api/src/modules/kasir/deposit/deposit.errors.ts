import { formatRupiah } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const kunjunganTidakDitemukan = () => notFound('Kunjungan', 'deposit.kunjungan_tidak_ditemukan');
export const depositTidakDitemukan = () => notFound('Mutasi deposit', 'deposit.tidak_ditemukan');
/** PAKAI rows belong to a receipt: the kuitansi is their slip. */
export const tanpaBukti = () => notFound('Bukti deposit', 'deposit.bukti_tidak_ditemukan');

export const kunjunganTidakAktif = (status: string) =>
  conflict(
    'deposit.kunjungan_tidak_aktif',
    status === 'BATAL'
      ? 'Kunjungan ini sudah dibatalkan; deposit tidak dapat diterima.'
      : 'Kunjungan ini sudah selesai; deposit baru hanya diterima untuk kunjungan yang masih aktif.',
  );

export const depositTidakCukup = (saldo: number, diminta: number) =>
  conflict(
    'deposit.tidak_cukup',
    `Saldo deposit ${formatRupiah(saldo)}; pengembalian ${formatRupiah(diminta)} melebihi saldo.`,
    [{ path: 'jumlah', message: `Maksimal ${formatRupiah(saldo)}` }],
  );

export const bankTidakValid = () =>
  badRequest('Bank tidak ditemukan atau tidak aktif', [
    { path: 'bank_uid', message: 'Bank tidak ditemukan atau tidak aktif' },
  ]);

export const isianTidakValid = (path: string, message: string) => badRequest(message, [{ path, message }]);
