import type { Asesmen, AsesmenInput, JenisAsesmen, LayananKlinisDto } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { queryClient } from '../../api/query.ts';

/** Query keys of one layanan's chart: invalidate `kunciPelayanan(uid)` after any clinical write. */
export const kunciPelayanan = (layananUid: string) => ['pelayanan', layananUid] as const;

/** The chart header: patient, clinic, doctor, payer, queue status, allergies, resume lock. */
export function useLayananKlinis(layananUid: string) {
  return useQuery({
    queryKey: kunciPelayanan(layananUid),
    queryFn: () => http.get<{ respon: LayananKlinisDto }>(`/pelayanan/${layananUid}`).then((r) => r.respon),
    // A chart is edited by several people; never trust a minute-old copy of its state.
    staleTime: 0,
  });
}

export function useAsesmen(layananUid: string, jenis?: JenisAsesmen) {
  return useQuery({
    queryKey: [...kunciPelayanan(layananUid), 'asesmen', jenis ?? 'semua'],
    queryFn: () =>
      http
        .get<{ respon: Asesmen[] }>(`/pelayanan/${layananUid}/asesmen`, jenis ? { jenis } : {})
        .then((r) => r.respon),
    staleTime: 0,
  });
}

export function useSimpanAsesmen(layananUid: string) {
  return useMutation({
    mutationFn: (input: AsesmenInput) =>
      http.post<{ respon: Asesmen }>(`/pelayanan/${layananUid}/asesmen`, input).then((r) => r.respon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kunciPelayanan(layananUid) }),
  });
}
