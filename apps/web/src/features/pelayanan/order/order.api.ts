import { type JenisOrder, type Masukan, orderApi } from '@rawat/domain';
import { type Query, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';
import { useDenganAmbilAlih } from '../ambil-alih.konteks.ts';

/** The layanan's lab and radiology orders, newest first. */
export function useOrder(layananUid: string) {
  return useQuery({
    ...kueri(orderApi.daftar, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
    staleTime: 0,
    // Results come back from the lab and radiology while the chart is open.
    refetchInterval: POLLING_MS,
  });
}

/** What can be ordered, grouped, priced for this visit; loaded when the dialog opens. */
export function useKatalogOrder(layananUid: string, jenis: JenisOrder, enabled: boolean) {
  return useQuery({
    ...kueri(orderApi.katalog, { params: { layanan_uid: layananUid }, query: { jenis } }),
    select: (r) => r.respon,
    enabled,
    // Catalogue and tariffs change rarely; a few minutes old is fine while the doctor orders.
    staleTime: 5 * 60_000,
  });
}

/**
 * Every answer of this layanan's chart: keys of the chart's contracts start with '/pelayanan' and
 * carry the layanan's uid in their params; 'pelayanan' keys are the chart's answers not yet on
 * contracts.
 */
const dariLayanan = (layananUid: string) => (q: Query) => {
  const [path, params] = q.queryKey;
  if (path === 'pelayanan') return params === layananUid;
  const uid =
    typeof params === 'object' && params !== null && 'layanan_uid' in params ? params.layanan_uid : null;
  return typeof path === 'string' && path.startsWith('/pelayanan') && uid === layananUid;
};
const segarkanChart = (layananUid: string) =>
  queryClient.invalidateQueries({ predicate: dariLayanan(layananUid) });

export function useBuatOrder(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof orderApi.buat>['body']) =>
      dengan(() => panggil(orderApi.buat, { params: { layanan_uid: layananUid }, body })).then(
        (r) => r.respon,
      ),
    onSuccess: () => segarkanChart(layananUid),
  });
}

export function useBatalOrder(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: ({ uid, ...body }: Masukan<typeof orderApi.batal>['body'] & { uid: string }) =>
      dengan(() => panggil(orderApi.batal, { params: { layanan_uid: layananUid, uid }, body })).then(
        (r) => r.respon,
      ),
    onSuccess: () => segarkanChart(layananUid),
  });
}
