import { LABEL_STATUS_RESEP, type StatusResep } from '@rawat/domain';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Products a prescription names that do not exist or are retired; each error on its line. */
export const obatTidakValid = (galat: Galat[]) => badRequest(galat[0]?.message ?? 'Obat tidak valid', galat);

export const resepTidakDitemukan = () => notFound('Resep');

/** The pharmacy decides on a request once: a second decision is a conflict. */
export const resepSudahDiproses = (nomor: string, status: StatusResep) =>
  conflict(
    'RESEP_SUDAH_DIPROSES',
    `Resep ${nomor} sudah berstatus ${LABEL_STATUS_RESEP[status]}; hanya resep berstatus Diminta yang dapat ditolak`,
  );

/** The warehouse manages products too (farmasi.obat:manage) but does not serve prescriptions. */
export const bukanPelayananResep = () =>
  forbidden('Hanya petugas farmasi pelayanan resep yang dapat menolak resep');
