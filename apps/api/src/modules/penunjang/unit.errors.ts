import {
  type KelasTarif,
  LABEL_KELAS_TARIF,
  LABEL_PENJAMIN_TARIF,
  LABEL_STATUS_ORDER,
  type PenjaminTarif,
  type StatusOrder,
} from '@rawat/domain';
import { conflict } from '../../platform/errors.ts';

/**
 * A step asked of an order in the wrong state (sampling twice, validating an empty sheet,
 * uploading to a validated exam): 409, nothing written, and the message says what state it is in.
 */
export const statusTidakSesuai = (nomor: string, status: StatusOrder, syarat: string) =>
  conflict(
    'unit.status_order_tidak_sesuai',
    `Order ${nomor} berstatus ${LABEL_STATUS_ORDER[status]}; ${syarat}`,
  );

/** A test is performed only once its price is known, so nothing done goes unbilled. */
export const tarifBelumDiatur = (nama: string, penjamin: PenjaminTarif, kelas: KelasTarif) =>
  conflict(
    'unit.tarif_belum_diatur',
    `Tarif ${nama} untuk ${LABEL_PENJAMIN_TARIF[penjamin]} ${LABEL_KELAS_TARIF[kelas]} belum diatur; hubungi bagian keuangan`,
  );
