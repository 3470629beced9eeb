import { can, type FeeAturan, type FeeAturanInputValid } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, http, toQueryString } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';

/** API paths of doctor fees (docs/kasir.md "Fee dokter"). */
export const PATH_FEE_ATURAN = '/kasir/fee/aturan';
export const PATH_FEE = '/kasir/fee';
export const PATH_FEE_DETAIL = '/kasir/fee/detail';

export interface RentangFee {
  dari?: string | undefined;
  sampai?: string | undefined;
  pegawai_uid?: string | undefined;
}

/** A fee view as an Excel download or a PDF for PdfViewerDialog (same endpoint, `format`). */
export const urlBerkasFee = (path: string, q: RentangFee, format: 'xlsx' | 'pdf') =>
  `${API_BASE.main}${path}${toQueryString({ ...q, format })}`;

/** Whether the signed-in role sees every doctor's fees and keeps the rules (else: own fees only). */
export function useKelolaFee(): boolean {
  const { user } = useSession();
  return can(user?.role, 'kasir.fee:manage');
}

// A rule change shows on the rules list at once; fees already earned never change with it.
const segarkan = () => queryClient.invalidateQueries({ queryKey: [PATH_FEE_ATURAN] });

export function useSimpanAturan() {
  return useMutation({
    mutationFn: ({ uid, ...body }: FeeAturanInputValid & { uid?: string }) =>
      (uid
        ? http.put<{ respon: FeeAturan }>(`${PATH_FEE_ATURAN}/${uid}`, body)
        : http.post<{ respon: FeeAturan }>(PATH_FEE_ATURAN, body)
      ).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useNonaktifkanAturan() {
  return useMutation({
    mutationFn: (uid: string) =>
      http.post<{ respon: FeeAturan }>(`${PATH_FEE_ATURAN}/${uid}/nonaktif`).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
