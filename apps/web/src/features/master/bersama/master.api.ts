import type { MasterValidasiResponse, StatusAktif, TarifInput, TarifItem } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';

interface Respon<T> {
  respon: T;
}

/** A list and everything derived from it (detail, tariffs, the activity log) goes stale together. */
async function segarkan(path: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [path] }),
    queryClient.invalidateQueries({ queryKey: ['/log-activity'] }),
  ]);
}

/** Create, edit and (de)activate for one master path ('/master/bank'). */
export function useMasterMutasi<T extends { uid: string }, Body = unknown>(path: string) {
  const onSuccess = () => segarkan(path);
  const buat = useMutation({
    mutationFn: (body: Body) => http.post<Respon<T>>(path, body).then((r) => r.respon),
    onSuccess,
  });
  const ubah = useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: Body }) =>
      http.put<Respon<T>>(`${path}/${uid}`, body).then((r) => r.respon),
    onSuccess,
  });
  const ubahStatus = useMutation({
    mutationFn: ({ uid, status }: { uid: string; status: StatusAktif }) =>
      http.put<Respon<T>>(`${path}/${uid}/status`, { status }).then((r) => r.respon),
    onSuccess,
  });
  return { buat, ubah, ubahStatus };
}

/** `/validasi`: is a code or name free among active records, not counting `kecuali`. */
export function cekValidasi(
  path: string,
  field: 'kode' | 'nama',
  value: string,
  kecuali?: string,
): Promise<MasterValidasiResponse> {
  return http.get<MasterValidasiResponse>(`${path}/validasi`, { field, value, kecuali });
}

/** Every active record of a master path, for selects (small lists: polyclinics, banks, units…). */
export function useMasterAktif<T>(path: string, filters: Record<string, string | undefined> = {}) {
  return useQuery({
    queryKey: [path, { ...filters, status: 'AKTIF', limitless: true }],
    queryFn: () =>
      http
        .get<{ respon: T[] }>(path, { ...filters, status: 'AKTIF', limitless: 'true' })
        .then((r) => r.respon),
    staleTime: 60_000,
  });
}

/** The prices of one item: in force today and the history. */
export function useTarif(path: string, uid: string | null) {
  return useQuery({
    queryKey: [path, uid, 'tarif'],
    queryFn: () => http.get<Respon<TarifItem>>(`${path}/${uid}/tarif`).then((r) => r.respon),
    enabled: Boolean(uid),
  });
}

export function useAturTarif(path: string) {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: TarifInput }) =>
      http.put<Respon<TarifItem>>(`${path}/${uid}/tarif`, body).then((r) => r.respon),
    onSuccess: () => segarkan(path),
  });
}
