import type {
  AksesLokasi,
  AksesLokasiEntri,
  Opname,
  OpnameInput,
  Penyesuaian,
  PenyesuaianInput,
  StokProduk,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';

/** API paths of the stock screens (docs/farmasi.md "Stock"). */
export const PATH_STOK = {
  stok: '/farmasi/stok',
  mutasi: '/farmasi/stok/mutasi',
  opname: '/farmasi/stok/opname',
  penyesuaian: '/farmasi/stok/penyesuaian',
} as const;

// Any stock write changes the stock list, the stock card, the counts and the adjustments.
const segarkan = () =>
  Promise.all(Object.values(PATH_STOK).map((p) => queryClient.invalidateQueries({ queryKey: [p] })));

/** The caller's pharmacy locations where they hold one of `akses` (ADMIN: every location). */
export function useLokasiBerhak(akses: readonly AksesLokasi[]) {
  const q = useQuery({
    queryKey: ['farmasi', 'lokasi', 'akses', 'saya'],
    queryFn: () => http.get<{ respon: AksesLokasiEntri[] }>('/farmasi/lokasi/akses'),
    staleTime: 60_000,
  });
  return (q.data?.respon ?? [])
    .filter((e) => e.akses.some((a) => akses.includes(a)))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama, akses: e.akses }));
}

/** Every stocked product of one location with its batches (for counting and removing). */
export function useStokLokasi(lokasiUid: string) {
  return useQuery({
    queryKey: [PATH_STOK.stok, { lokasi_uid: lokasiUid, limitless: true }],
    queryFn: () =>
      http
        .get<{ respon: StokProduk[] }>(PATH_STOK.stok, { lokasi_uid: lokasiUid, limitless: 'true' })
        .then((r) => r.respon),
    enabled: Boolean(lokasiUid),
  });
}

export function useBuatOpname() {
  return useMutation({
    mutationFn: (body: OpnameInput) =>
      http.post<{ respon: Opname }>(PATH_STOK.opname, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useProsesOpname() {
  return useMutation({
    mutationFn: ({ uid, aksi, alasan }: { uid: string; aksi: 'final' | 'batal'; alasan?: string }) =>
      http
        .post<{ respon: Opname }>(`${PATH_STOK.opname}/${uid}/${aksi}`, aksi === 'batal' ? { alasan } : {})
        .then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBuatPenyesuaian() {
  return useMutation({
    mutationFn: (body: PenyesuaianInput) =>
      http.post<{ respon: Penyesuaian }>(PATH_STOK.penyesuaian, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
