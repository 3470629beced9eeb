import { type KelasTarif, LABEL_KELAS_TARIF, LABEL_PENJAMIN_TARIF, type PenjaminTarif } from '@rawat/domain';
import { AppError, badRequest } from '../../../platform/errors.ts';

export const poliTidakValid = (message: string) => badRequest(message, [{ path: 'poli_uids', message }]);

/** A charge asked for a procedure that has no price for the payer (nor a UMUM one) in that class. */
export const tarifBelumDiatur = (nama: string, penjamin: PenjaminTarif, kelas: KelasTarif) =>
  new AppError(
    400,
    'tindakan.tarif_belum_diatur',
    `Tarif ${nama} untuk ${LABEL_PENJAMIN_TARIF[penjamin]} ${LABEL_KELAS_TARIF[kelas]} belum diatur`,
  );
