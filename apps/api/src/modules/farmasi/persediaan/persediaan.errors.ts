import { LABEL_STATUS_OPNAME, type StatusOpname } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Lines that name a batch of another location, a retired product, or the same batch twice. */
export const barisTidakValid = (galat: Galat[]) =>
  badRequest(galat[0]?.message ?? 'Baris tidak valid', galat);

export const lokasiTidakDitemukan = () => notFound('Lokasi farmasi', 'persediaan.lokasi_tidak_ditemukan');
export const opnameTidakDitemukan = () => notFound('Stok opname', 'persediaan.opname_tidak_ditemukan');
export const penyesuaianTidakDitemukan = () =>
  notFound('Penyesuaian stok', 'persediaan.penyesuaian_tidak_ditemukan');

/** A count is finalised or cancelled once; a second decision is a conflict. */
export const opnameSudahDiproses = (nomor: string, status: StatusOpname) =>
  conflict(
    'persediaan.opname_sudah_diproses',
    `Stok opname ${nomor} sudah berstatus ${LABEL_STATUS_OPNAME[status]}; hanya draf yang dapat diproses`,
  );
