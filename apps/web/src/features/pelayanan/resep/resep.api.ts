import type { ListEnvelope, ObatResep, Resep, ResepInput } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { kunciPelayanan } from '../pelayanan.api.ts';

/** The layanan's prescriptions with their lines and racikan, newest first. */
export function useResep(layananUid: string) {
  return useQuery({
    queryKey: [...kunciPelayanan(layananUid), 'resep'],
    queryFn: () => http.get<{ respon: Resep[] }>(`/pelayanan/${layananUid}/resep`).then((r) => r.respon),
    staleTime: 0,
  });
}

export function useTulisResep(layananUid: string) {
  return useMutation({
    mutationFn: (input: ResepInput) =>
      http.post<{ respon: Resep }>(`/pelayanan/${layananUid}/resep`, input).then((r) => r.respon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kunciPelayanan(layananUid) }),
  });
}

/** Active products for prescribing, 15 at a time (alphabetical when nothing is typed). */
export function useCariObat(search: string) {
  return useQuery({
    queryKey: ['/pelayanan/obat', search],
    queryFn: () => http.get<ListEnvelope<ObatResep>>('/pelayanan/obat', { search, limit: 15 }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
