import type { Deposit, DepositInput, DepositKunjungan, KertasKasir } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';

/** API paths of deposits (docs/kasir.md "Shift dan deposit"). */
export const PATH_DEPOSIT = '/kasir/deposit';
export const PATH_LAPORAN_DEPOSIT = '/kasir/laporan-deposit';

/** The slip of a deposit taken in or refunded, for PdfViewerDialog. */
export const urlBuktiDeposit = (uid: string, kertas: KertasKasir = '80mm') =>
  `${API_BASE.main}${PATH_DEPOSIT}/${uid}/bukti.pdf?kertas=${kertas}`;

/** A visit's deposit: movements and balance, refreshed with the bill it sits beside. */
export function useDepositKunjungan(kunjunganUid: string) {
  return useQuery({
    queryKey: [PATH_DEPOSIT, kunjunganUid],
    queryFn: () =>
      http
        .get<{ respon: DepositKunjungan }>(PATH_DEPOSIT, { kunjungan_uid: kunjunganUid })
        .then((r) => r.respon),
    refetchInterval: POLLING_MS,
  });
}

// A deposit changes the bill (its deposit balance), the shift totals and the deposit report.
const segarkan = () =>
  queryClient.invalidateQueries({
    predicate: (q) => {
      const kunci = String(q.queryKey[0] ?? '');
      return kunci === 'kasir' || kunci.startsWith('/kasir');
    },
  });

export function useSetorDeposit() {
  return useMutation({
    mutationFn: (body: DepositInput) =>
      http.post<{ respon: Deposit }>(PATH_DEPOSIT, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useRefundDeposit() {
  return useMutation({
    mutationFn: (body: DepositInput) =>
      http.post<{ respon: Deposit }>(`${PATH_DEPOSIT}/refund`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
