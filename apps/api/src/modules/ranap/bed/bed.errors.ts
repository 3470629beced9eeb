import { LABEL_STATUS_BED, type StatusBed } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

export const bedTidakDitemukan = () => notFound('Bed', 'ranap.bed_tidak_ditemukan');
export const kamarTidakDitemukan = () => notFound('Kamar', 'ranap.kamar_tidak_ditemukan');
export const ruanganTidakDitemukan = () => notFound('Ruangan', 'ranap.ruangan_tidak_ditemukan');
export const itemHarianTidakDitemukan = () => notFound('Item harian', 'ranap.item_harian_tidak_ditemukan');

/** TERISI and DIPESAN belong to admission, transfer and discharge; never a manual move. */
export const statusBedTidakBoleh = (dari: StatusBed, ke: StatusBed) =>
  conflict(
    'ranap.status_bed_tidak_boleh',
    `Status bed tidak dapat diubah dari ${LABEL_STATUS_BED[dari]} ke ${LABEL_STATUS_BED[ke]}`,
    [{ path: 'status', message: 'Perubahan status tidak diizinkan' }],
  );

/** A caller of ubahStatusBed expected the bed in another status (e.g. admission into a bed just taken). */
export const statusBedBerubah = (noBed: string, sekarang: StatusBed) =>
  conflict(
    'ranap.status_bed_berubah',
    `Bed ${noBed} sekarang berstatus ${LABEL_STATUS_BED[sekarang]}; muat ulang papan bed`,
  );

export const alasanRusakWajib = () =>
  badRequest('Alasan wajib diisi untuk menandai bed rusak', [
    { path: 'alasan', message: 'Alasan wajib diisi' },
  ]);

/** A bed that holds or awaits a patient cannot be deactivated or moved to another room. */
export const bedSedangDipakai = (noBed: string, status: StatusBed) =>
  conflict(
    'ranap.bed_sedang_dipakai',
    `Bed ${noBed} sedang ${LABEL_STATUS_BED[status].toLowerCase()}; tidak dapat dinonaktifkan atau dipindah`,
  );

/** A room or ward with a bed in use cannot be deactivated. */
export const adaBedDipakai = (apa: string) =>
  conflict(
    'ranap.bed_sedang_dipakai',
    `${apa} masih memiliki bed terisi atau dipesan; tidak dapat dinonaktifkan`,
  );

export const noKamarSudahDipakai = (no: string) =>
  conflict('ranap.no_kamar_sudah_dipakai', `Nomor kamar '${no}' sudah ada di ruangan ini`, [
    { path: 'no_kamar', message: 'Nomor kamar sudah dipakai' },
  ]);

export const noBedSudahDipakai = (no: string) =>
  conflict('ranap.no_bed_sudah_dipakai', `Nomor bed '${no}' sudah ada di kamar ini`, [
    { path: 'no_bed', message: 'Nomor bed sudah dipakai' },
  ]);

export const kamarTidakAktif = () =>
  conflict('ranap.kamar_tidak_aktif', 'Kamar tidak aktif; aktifkan kamar terlebih dahulu');

export const ruanganTidakAktif = () =>
  conflict('ranap.ruangan_tidak_aktif', 'Ruangan tidak aktif; aktifkan ruangan terlebih dahulu');
