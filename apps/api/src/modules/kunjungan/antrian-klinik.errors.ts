import { LABEL_STATUS_ANTRIAN, pesanTransisiDitolak, type StatusAntrian } from '@rawat/domain';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';

export const antrianTidakDitemukan = () => notFound('Antrian', 'antrian.tidak_ditemukan');

export const transisiDitolak = (nomor: string, dari: StatusAntrian, ke: StatusAntrian) =>
  conflict('antrian.transisi_ditolak', pesanTransisiDitolak(nomor, dari, ke));

/** Lost the race: someone else moved the entry between our read and our update. */
export const statusSudahBerubah = (nomor: string, sekarang: StatusAntrian, ke: StatusAntrian) =>
  conflict(
    'antrian.status_berubah',
    `Antrian ${nomor} baru saja diubah petugas lain menjadi ${LABEL_STATUS_ANTRIAN[sekarang]}; tidak dapat diubah ke ${LABEL_STATUS_ANTRIAN[ke]}`,
  );

export const tidakBisaDipanggil = (nomor: string, status: StatusAntrian) =>
  conflict(
    'antrian.tidak_bisa_dipanggil',
    `Antrian ${nomor} berstatus ${LABEL_STATUS_ANTRIAN[status]}; tidak dapat dipanggil`,
  );

export const bukanAntrianAnda = (unit: string) => forbidden(`Anda tidak memiliki akses ke antrian ${unit}`);

export const bukanLangkahAnda = (ke: StatusAntrian, siapa: string) =>
  forbidden(`Mengubah antrian ke ${LABEL_STATUS_ANTRIAN[ke]} hanya dapat dilakukan oleh ${siapa}`);

/** The clinic wants the nurse's assessment before the doctor takes the patient (poli setting). */
export const menungguAsesmenPerawat = (nomor: string, poli: string) =>
  conflict(
    'antrian.menunggu_asesmen_perawat',
    `${poli} mewajibkan asesmen perawat sebelum pemeriksaan dokter; antrian ${nomor} belum diasesmen perawat`,
  );
