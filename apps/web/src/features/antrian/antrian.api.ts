import { antrianKlinikApi, antrianPoliApi, type JenisPoliAntrian, type StatusAntrian } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

export interface FilterAntrian {
  tanggal?: string;
  poli?: string;
  search?: string;
}

/** Entries per status for the chips, refreshed with the list (20 s polling). */
export function useJumlahAntrian(jenis: JenisPoliAntrian, filter: FilterAntrian, enabled = true) {
  return useQuery({
    ...kueri(antrianPoliApi[jenis].jumlah, { query: filter }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    enabled,
  });
}

/** Every queue list and count of every kind of clinic: a move or a new patient shows everywhere. */
export const segarkanAntrian = () =>
  Promise.all(
    Object.values(antrianPoliApi)
      .flatMap((api) => [api.daftar.path, api.jumlah.path])
      .map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  );

export function useUbahStatusAntrian() {
  return useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAntrian }) =>
      panggil(antrianKlinikApi.ubahStatus, { params: { uid }, body: { status } }).then((r) => r.respon),
    onSettled: segarkanAntrian,
  });
}

export function usePanggilAntrian() {
  return useMutation({
    mutationFn: (uid: string) => panggil(antrianKlinikApi.panggil, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkanAntrian,
  });
}
