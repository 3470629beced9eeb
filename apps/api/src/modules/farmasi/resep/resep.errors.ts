import { formatRupiah, LABEL_STATUS_RESEP, type StatusResep } from '@rawat/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Products a prescription names that do not exist or are retired; each error on its line. */
export const obatTidakValid = (galat: Galat[]) => badRequest(galat[0]?.message ?? 'Obat tidak valid', galat);

export const resepTidakDitemukan = () => notFound('Resep', 'resep.tidak_ditemukan');

/** The pharmacy decides on a request once: a second decision is a conflict. */
export const resepSudahDiproses = (nomor: string, status: StatusResep) =>
  conflict(
    'resep.sudah_diproses',
    `Resep ${nomor} sudah berstatus ${LABEL_STATUS_RESEP[status]}; hanya resep berstatus Diminta yang dapat ditolak`,
  );

/** A step asked of a prescription in the wrong state (approve twice, dispense before approval…). */
export const tidakBisa = (nomor: string, status: StatusResep, aksi: string, boleh: StatusResep[]) =>
  conflict(
    'resep.status_resep_tidak_sesuai',
    `Resep ${nomor} berstatus ${LABEL_STATUS_RESEP[status]}; hanya resep berstatus ${boleh
      .map((s) => LABEL_STATUS_RESEP[s])
      .join(' atau ')} yang dapat ${aksi}`,
  );

export const tidakBisaDipanggil = (nomor: string, status: StatusResep, diserahkan: boolean) =>
  conflict(
    'resep.status_resep_tidak_sesuai',
    diserahkan
      ? `Obat resep ${nomor} sudah diserahkan; nomornya tidak dipanggil lagi`
      : `Resep ${nomor} berstatus ${LABEL_STATUS_RESEP[status]}; hanya resep yang disetujui atau siap diambil yang dapat dipanggil`,
  );

export const tidakBisaDiserahkan = (nomor: string, status: StatusResep, diserahkan: boolean) =>
  conflict(
    'resep.status_resep_tidak_sesuai',
    diserahkan
      ? `Obat resep ${nomor} sudah diserahkan`
      : `Resep ${nomor} berstatus ${LABEL_STATUS_RESEP[status]}; obat diserahkan setelah resep selesai disiapkan`,
  );

/** The visit's payer hands medicine over only once paid (pengaturan_penjamin), and it is not. */
export const belumLunas = (nomor: string, belum: number) =>
  conflict(
    'resep.belum_lunas',
    `Obat belum dibayar di kasir: ${formatRupiah(belum)}. Obat resep ${nomor} diserahkan setelah pasien membayar di kasir.`,
  );

/** The depot named (or the lack of one when the user keeps several) cannot serve the prescription. */
export const depoTidakValid = (pesan: string) => badRequest(pesan, [{ path: 'lokasi_uid', message: pesan }]);

export const tanpaDepo = () =>
  forbidden('Anda tidak memiliki hak mengeluarkan obat (decrement_stock) di depo farmasi mana pun');

/** Labels are printed while the medicines are prepared, not for a request nobody accepted yet. */
export const etiketBelumBisa = (nomor: string, status: StatusResep) =>
  conflict(
    'resep.status_resep_tidak_sesuai',
    `Etiket resep ${nomor} belum dapat dicetak: resep berstatus ${LABEL_STATUS_RESEP[status]}; etiket dicetak setelah resep disetujui`,
  );
