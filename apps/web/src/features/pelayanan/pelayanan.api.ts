import { type JenisAsesmen, type Masukan, pelayananApi } from '@rawat/domain';
import { type Query, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { useDenganAmbilAlih } from './ambil-alih.konteks.ts';

/**
 * The query key of one layanan's chart header. As a key prefix it refreshes the header (its
 * resume lock, allergies, queue status) and any query whose key is built on it.
 */
export const kunciPelayanan = (layananUid: string) =>
  [pelayananApi.layanan.path, { layanan_uid: layananUid }] as const;

/** A query about this layanan: its key carries `layanan_uid` in the path params or the query. */
const milikLayanan = (q: Query, layananUid: string) =>
  q.queryKey.some(
    (bagian) =>
      typeof bagian === 'object' &&
      bagian !== null &&
      (bagian as { layanan_uid?: unknown }).layanan_uid === layananUid,
  );

/** After any clinical write: refreshes everything the chart shows of this layanan. */
export const segarkanPelayanan = (layananUid: string) =>
  queryClient.invalidateQueries({ predicate: (q) => milikLayanan(q, layananUid) });

/** The chart header: patient, clinic, doctor, payer, queue status, allergies, resume lock. */
export function useLayananKlinis(layananUid: string) {
  return useQuery({
    ...kueri(pelayananApi.layanan, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
    // A chart is edited by several people; never trust a minute-old copy of its state.
    staleTime: 0,
  });
}

export function useAsesmen(layananUid: string, jenis?: JenisAsesmen) {
  return useQuery({
    ...kueri(pelayananApi.asesmen, { params: { layanan_uid: layananUid }, query: { jenis } }),
    select: (r) => r.respon,
    staleTime: 0,
  });
}

export function useSimpanAsesmen(layananUid: string) {
  const dengan = useDenganAmbilAlih();
  return useMutation({
    mutationFn: (body: Masukan<typeof pelayananApi.simpanAsesmen>['body']) =>
      dengan(() => panggil(pelayananApi.simpanAsesmen, { params: { layanan_uid: layananUid }, body })).then(
        (r) => r.respon,
      ),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}
