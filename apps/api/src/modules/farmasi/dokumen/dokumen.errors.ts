import {
  type JenisDokumenStok,
  LABEL_JENIS_DOKUMEN_STOK,
  LABEL_STATUS_DOKUMEN_STOK,
  type StatusDokumenStok,
} from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Lines or references that name something unknown, retired or of another document. */
export const masukanTidakValid = (galat: Galat[]) =>
  badRequest(galat[0]?.message ?? 'Data tidak valid', galat);

export const dokumenTidakDitemukan = (jenis: JenisDokumenStok) =>
  notFound(LABEL_JENIS_DOKUMEN_STOK[jenis], 'dokumen.tidak_ditemukan');
export const lokasiTidakDitemukan = () => notFound('Lokasi farmasi', 'dokumen.lokasi_tidak_ditemukan');

/** The document already moved on (another user was quicker): a conflict, not bad input. */
export const statusTidakSesuai = (nomor: string, status: StatusDokumenStok, tindakan: string) =>
  conflict(
    'dokumen.status_dokumen_berubah',
    `${nomor} sudah berstatus ${LABEL_STATUS_DOKUMEN_STOK[status]} sehingga tidak dapat ${tindakan}`,
  );

/** More than what is still open on a line: over-fulfilment of an SR, over-receipt of a PO. */
export const melebihiSisa = (
  kode: 'dokumen.melebihi_sisa_permintaan' | 'dokumen.melebihi_sisa_pesanan',
  galat: Galat[],
) => conflict(kode, galat[0]?.message ?? 'Jumlah melebihi sisa', galat);
