import type { AntrianKlinik, JenisPoli, JumlahAntrian, Panggilan, StatusAntrian } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

/** The list endpoint of each kind of clinic (each under its own permission). */
export const PATH_ANTRIAN: Record<JenisPoli, string> = {
  RAWAT_JALAN: '/antrian/klinik',
  IGD: '/antrian/igd',
  HEMODIALISA: '/antrian/hd',
};

export interface FilterAntrian {
  tanggal?: string;
  poli?: string;
  search?: string;
}

/** Entries per status for the chips, refreshed with the list (20 s polling). */
export function useJumlahAntrian(jenis: JenisPoli, filter: FilterAntrian, enabled = true) {
  const path = `${PATH_ANTRIAN[jenis]}/jumlah`;
  return useQuery({
    queryKey: [PATH_ANTRIAN[jenis], 'jumlah', filter],
    queryFn: () => http.get<{ respon: JumlahAntrian }>(path, { ...filter }).then((r) => r.respon),
    refetchInterval: POLLING_MS,
    enabled,
  });
}

const segarkan = () =>
  Promise.all(Object.values(PATH_ANTRIAN).map((p) => queryClient.invalidateQueries({ queryKey: [p] })));

export function useUbahStatusAntrian() {
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAntrian }) =>
      http.put<{ respon: AntrianKlinik }>(`/antrian/${uid}/status`, { status }).then((r) => r.respon),
    onSettled: segarkan,
  });
}

export function usePanggilAntrian() {
  return useMutation({
    mutationFn: (uid: string) =>
      http.post<{ respon: Panggilan }>(`/antrian/${uid}/panggil`).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
