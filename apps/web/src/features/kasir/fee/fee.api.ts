import { can, feeApi, type Masukan } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';

/** The range (and doctor) of a fee view: /kasir/fee and /kasir/fee/detail read the same query. */
export type RentangFee = Omit<NonNullable<Masukan<typeof feeApi.ringkasan>['query']>, 'format'>;

/** The two fee views that answer JSON, or the same view as a file with `format`. */
export type KontrakBerkasFee = typeof feeApi.ringkasan | typeof feeApi.detail;

/** A fee view as an Excel download or a PDF for PdfViewerDialog (same endpoint, `format`). */
export const urlBerkasFee = (k: KontrakBerkasFee, q: RentangFee, format: 'xlsx' | 'pdf') =>
  urlKontrak(k, { query: { ...q, format } });

/** /antrian-FEE: fees per doctor over the range; the previous answer stays while a new one loads. */
export function useRingkasanFee(query: RentangFee) {
  return useQuery({ ...kueri(feeApi.ringkasan, { query }), placeholderData: keepPreviousData });
}

/** /detailfee: one doctor's fee lines, once the screen knows whose (`enabled`). */
export function useDetailFee(query: RentangFee, enabled: boolean) {
  return useQuery({ ...kueri(feeApi.detail, { query }), placeholderData: keepPreviousData, enabled });
}

/** Whether the signed-in role sees every doctor's fees and keeps the rules (else: own fees only). */
export function useKelolaFee(): boolean {
  const { user } = useSession();
  return can(user?.role, 'kasir.fee:manage');
}

// A rule change shows on the rules list at once; fees already earned never change with it.
const segarkan = () => queryClient.invalidateQueries({ queryKey: [feeApi.daftarAturan.path] });

type BodyAturan = Masukan<typeof feeApi.buatAturan>['body'];

export function useSimpanAturan() {
  return useMutation({
    mutationFn: ({ uid, ...body }: BodyAturan & { uid?: string }) =>
      (uid
        ? panggil(feeApi.ubahAturan, { params: { uid }, body })
        : panggil(feeApi.buatAturan, { body })
      ).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useNonaktifkanAturan() {
  return useMutation({
    mutationFn: (uid: string) => panggil(feeApi.nonaktifkanAturan, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
