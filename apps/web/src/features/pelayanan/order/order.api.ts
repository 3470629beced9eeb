import type { BatalOrderInput, JenisOrder, KatalogOrder, Order, OrderInput } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';
import { kunciPelayanan } from '../pelayanan.api.ts';

const kunciOrder = (layananUid: string) => [...kunciPelayanan(layananUid), 'order'] as const;

/** The layanan's lab and radiology orders, newest first. */
export function useOrder(layananUid: string) {
  return useQuery({
    queryKey: kunciOrder(layananUid),
    queryFn: () => http.get<{ respon: Order[] }>(`/pelayanan/${layananUid}/order`).then((r) => r.respon),
    staleTime: 0,
    // Results come back from the lab and radiology while the chart is open.
    refetchInterval: POLLING_MS,
  });
}

/** What can be ordered, grouped, priced for this visit; loaded when the dialog opens. */
export function useKatalogOrder(layananUid: string, jenis: JenisOrder, enabled: boolean) {
  return useQuery({
    queryKey: ['order-katalog', layananUid, jenis],
    queryFn: () =>
      http
        .get<{ respon: KatalogOrder }>(`/pelayanan/${layananUid}/order/katalog`, { jenis })
        .then((r) => r.respon),
    enabled,
    // Catalogue and tariffs change rarely; a few minutes old is fine while the doctor orders.
    staleTime: 5 * 60_000,
  });
}

export function useBuatOrder(layananUid: string) {
  return useMutation({
    mutationFn: (input: OrderInput) =>
      http.post<{ respon: Order }>(`/pelayanan/${layananUid}/order`, input).then((r) => r.respon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kunciPelayanan(layananUid) }),
  });
}

export function useBatalOrder(layananUid: string) {
  return useMutation({
    mutationFn: ({ uid, ...input }: BatalOrderInput & { uid: string }) =>
      http
        .post<{ respon: Order }>(`/pelayanan/${layananUid}/order/${uid}/batal`, input)
        .then((r) => r.respon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kunciPelayanan(layananUid) }),
  });
}
