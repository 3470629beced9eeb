import {
  type AksesLokasi,
  type AksesLokasiEntri,
  can,
  type ListEnvelope,
  type ObatPenjualan,
  type Penjualan,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { useDebounced } from '../../../ui/useDebounced.ts';

/** API paths of the walk-in sales (docs/farmasi.md "Penjualan mandiri"). */
export const PATH_PENJUALAN = '/farmasi/penjualan';
const PATH_OBAT = `${PATH_PENJUALAN}/obat`;

/** The receipt (or bill, before payment) for PdfViewerDialog. */
export const urlStruk = (uid: string) => `${API_BASE.main}${PATH_PENJUALAN}/${uid}/struk`;

/** Whether the signed-in role may sell (the server checks again). */
export function useBolehJual(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.mandiri:manage');
}

/** The caller's own pharmacy locations and rights. */
function useAksesSaya() {
  return useQuery({
    queryKey: ['farmasi', 'lokasi', 'akses', 'saya'],
    queryFn: () => http.get<{ respon: AksesLokasiEntri[] }>('/farmasi/lokasi/akses'),
    staleTime: 60_000,
  });
}

/** Depots where the caller may take stock out, i.e. sell (ADMIN: every location). */
export function useDepoJual() {
  const q = useAksesSaya();
  const depo = (q.data?.respon ?? [])
    .filter((e) => e.lokasi.jenis === 'DEPO' && e.akses.includes('decrement_stock'))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama }));
  return { depo, isLoading: q.isLoading };
}

/** Whether the caller holds `akses` at the sale's depot: buttons the server would refuse stay hidden. */
export function useBolehDi(): (lokasiUid: string, akses: AksesLokasi) => boolean {
  const q = useAksesSaya();
  return (lokasiUid, akses) =>
    (q.data?.respon ?? []).some((e) => e.lokasi.uid === lokasiUid && e.akses.includes(akses));
}

/** Products matching what is typed, with the walk-in price and the stock at the depot. */
export function useCariObat(lokasiUid: string, cari: string) {
  const q = useDebounced(cari);
  return useQuery({
    queryKey: [PATH_OBAT, { lokasiUid, q }],
    queryFn: () =>
      http
        .get<ListEnvelope<ObatPenjualan>>(PATH_OBAT, { lokasi_uid: lokasiUid, search: q, limit: 20 })
        .then((r) => r.respon),
    enabled: Boolean(lokasiUid),
    staleTime: 0,
  });
}

export function usePenjualan(uid: string | null) {
  return useQuery({
    queryKey: [PATH_PENJUALAN, uid],
    queryFn: () => http.get<{ respon: Penjualan }>(`${PATH_PENJUALAN}/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

// A sale's change moves the lists, the queue and (at hand-over or cancel) the stock shown.
const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [PATH_PENJUALAN] }),
    queryClient.invalidateQueries({ queryKey: [PATH_OBAT] }),
    queryClient.invalidateQueries({ queryKey: ['/farmasi/stok'] }),
  ]);

export type AksiPenjualan = 'bayar' | 'panggil' | 'serahkan' | 'batal';

/** Create (no `uid`) or an action on a sale. */
export function useTulisPenjualan() {
  return useMutation({
    mutationFn: ({ uid, aksi, body }: { uid?: string; aksi?: AksiPenjualan; body?: unknown }) =>
      http
        .post<{ respon: Penjualan }>(
          uid && aksi ? `${PATH_PENJUALAN}/${uid}/${aksi}` : PATH_PENJUALAN,
          body ?? {},
        )
        .then((r) => r.respon),
    onSuccess: segarkan,
  });
}
