import { LABEL_STATUS_ORDER, type StatusOrder } from '@rawat/domain';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';

type Galat = { path: string; message: string };

/** Items that are not in the catalogue, or retired; each error on its line (`items.2`). */
export const itemOrderTidakValid = (galat: Galat[]) =>
  badRequest(galat[0]?.message ?? 'Pemeriksaan tidak valid', galat);

export const orderTidakDitemukan = () => notFound('Order', 'order.tidak_ditemukan');

/** Only a request nobody has started on may be cancelled by the doctor. */
export const orderSudahBerjalan = (nomor: string, status: StatusOrder) =>
  conflict(
    'order.tidak_dapat_dibatalkan',
    `Order ${nomor} sudah berstatus ${LABEL_STATUS_ORDER[status]}; hanya order berstatus Diminta yang dapat dibatalkan`,
  );
