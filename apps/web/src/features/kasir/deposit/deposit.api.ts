import { depositApi, type KertasKasir, type Masukan } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';

/** The slip of a deposit taken in or refunded, for PdfViewerDialog. */
export const urlBuktiDeposit = (uid: string, kertas: KertasKasir = '80mm') =>
  urlKontrak(depositApi.bukti, { params: { uid }, query: { kertas } });

/** A visit's deposit: movements and balance, refreshed with the bill it sits beside. */
export function useDepositKunjungan(kunjunganUid: string) {
  return useQuery({
    ...kueri(depositApi.kunjungan, { query: { kunjungan_uid: kunjunganUid } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

// A deposit changes the bill (its deposit balance), the shift totals and the deposit report.
const segarkan = () =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? '').startsWith('/kasir') });

type BodyDeposit = Masukan<typeof depositApi.setor>['body'];

export function useSetorDeposit() {
  return useMutation({
    mutationFn: (body: BodyDeposit) => panggil(depositApi.setor, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useRefundDeposit() {
  return useMutation({
    mutationFn: (body: BodyDeposit) => panggil(depositApi.refund, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
