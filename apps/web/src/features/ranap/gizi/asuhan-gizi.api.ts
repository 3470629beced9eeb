import { asuhanGiziApi, dietApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';

/** A stay's screenings and ADIME, with the tool its patient's age calls for. */
export function useGiziPerawatan(layananUid: string) {
  return useQuery({
    ...kueri(asuhanGiziApi.baca, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
  });
}

/** The nutritionist's worklist; polled, as admissions and diet requests come in all day. */
export function useWorklistGizi(ruanganUid: string) {
  return useQuery({
    ...kueri(asuhanGiziApi.worklist, { query: ruanganUid ? { ruangan_uid: ruanganUid } : {} }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

export function useCakupanGizi(dari?: string, sampai?: string) {
  return useQuery({
    ...kueri(asuhanGiziApi.cakupan, {
      query: { ...(dari ? { dari } : {}), ...(sampai ? { sampai } : {}) },
    }),
    select: (r) => r.respon,
  });
}

/** Refreshes every screen that shows the nutrition record or the diets. */
export async function segarkanGizi() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [asuhanGiziApi.baca.path] }),
    queryClient.invalidateQueries({ queryKey: [asuhanGiziApi.worklist.path] }),
    queryClient.invalidateQueries({ queryKey: [asuhanGiziApi.cakupan.path] }),
    queryClient.invalidateQueries({ queryKey: [dietApi.daftar.path] }),
  ]);
}
