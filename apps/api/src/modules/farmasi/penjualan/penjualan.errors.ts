import { formatRupiah, LABEL_STATUS_PENJUALAN, type StatusPenjualan } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

export const penjualanTidakDitemukan = () => notFound('Penjualan obat', 'penjualan.tidak_ditemukan');

/** The depot is unknown, retired or a warehouse: a field error on `lokasi_uid`. */
export const lokasiTidakValid = (message: string) => badRequest(message, [{ path: 'lokasi_uid', message }]);

/** Lines naming a product that does not exist, is retired or has no selling price. */
export const obatTidakValid = (galat: Galat[]) => badRequest(galat[0]?.message ?? 'Obat tidak valid', galat);

/** Narcotics and psychotropics need a prescription (docs/farmasi.md "Penjualan mandiri"). */
export const obatWajibResep = (galat: Galat[]) =>
  conflict(
    'penjualan.obat_wajib_resep',
    galat[0]?.message ?? 'Obat golongan narkotika/psikotropika hanya dapat diberikan dengan resep dokter',
    galat,
  );

/** Another user moved the sale first, or the action does not fit its status. */
export const statusTidakSesuai = (nomor: string, status: StatusPenjualan, tindakan: string) =>
  conflict(
    'penjualan.status_penjualan_berubah',
    `Penjualan ${nomor} sudah berstatus ${LABEL_STATUS_PENJUALAN[status]} sehingga tidak dapat ${tindakan}`,
  );

/** A second payment of the same sale (two counters, a double click). */
export const sudahDibayar = (nomor: string) =>
  conflict('penjualan.sudah_dibayar', `Penjualan ${nomor} sudah dibayar; pembayaran kedua ditolak`);

/** Paid elsewhere than where it was registered to be paid. */
export const tempatBayarLain = (nomor: string, tempat: 'FARMASI' | 'KASIR') =>
  conflict(
    'penjualan.tempat_bayar_berbeda',
    tempat === 'KASIR'
      ? `Penjualan ${nomor} dibayar di Kasir; pembayarannya dicatat oleh kasir`
      : `Penjualan ${nomor} dibayar di loket farmasi, bukan di Kasir`,
  );

export const uangKurang = (total: number) => {
  const message = `Uang diterima kurang dari total ${formatRupiah(total)}`;
  return badRequest(message, [{ path: 'dibayar', message }]);
};

/** Medicine leaves the depot only once it is paid. */
export const belumLunas = (nomor: string) =>
  conflict('penjualan.belum_lunas', `Penjualan ${nomor} belum dibayar; obat diserahkan setelah lunas`);

/** The status changed while the request was checked; the screen reloads and the user tries again. */
export const baruBerubah = (nomor: string) =>
  conflict(
    'penjualan.status_penjualan_berubah',
    `Penjualan ${nomor} baru saja berubah status; muat ulang lalu coba lagi`,
  );
