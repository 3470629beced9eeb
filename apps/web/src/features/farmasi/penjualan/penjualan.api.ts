import { type AksesLokasi, can, type Masukan, penjualanApi, persediaanApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { useAksesSaya } from '../akses.api.ts';
import { segarkanAwalan } from '../farmasi.segarkan.ts';

/** The receipt (or bill, before payment) for PdfViewerDialog. */
export const urlStruk = (uid: string) => urlKontrak(penjualanApi.struk, { params: { uid } });

/** Whether the signed-in role may sell (the server checks again). */
export function useBolehJual(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.mandiri:manage');
}

/** Depots where the caller may take stock out, i.e. sell (ADMIN: every location). */
export function useDepoJual() {
  const q = useAksesSaya();
  const depo = (q.data ?? [])
    .filter((e) => e.lokasi.jenis === 'DEPO' && e.akses.includes('decrement_stock'))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama }));
  return { depo, isLoading: q.isLoading };
}

/** Whether the caller holds `akses` at the sale's depot: buttons the server would refuse stay hidden. */
export function useBolehDi(): (lokasiUid: string, akses: AksesLokasi) => boolean {
  const q = useAksesSaya();
  return (lokasiUid, akses) =>
    (q.data ?? []).some((e) => e.lokasi.uid === lokasiUid && e.akses.includes(akses));
}

/** Products matching what is typed, with the walk-in price and the stock at the depot. */
export function useCariObat(lokasiUid: string, cari: string) {
  const q = useDebounced(cari);
  return useQuery({
    ...kueri(penjualanApi.cariObat, { query: { lokasi_uid: lokasiUid, search: q, limit: 20 } }),
    select: (r) => r.respon,
    enabled: Boolean(lokasiUid),
    staleTime: 0,
  });
}

export function usePenjualan(uid: string | null) {
  return useQuery({
    ...kueri(penjualanApi.detail, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

/** Today's walk-in buyers in queue order, for the queue screen's lanes. */
export function useAntrianPenjualan(tanggal: string, polling: number) {
  return useQuery({
    ...kueri(penjualanApi.daftar, {
      query: { dari: tanggal, sampai: tanggal, urut: 'antrian', limitless: 'true' },
    }),
    refetchInterval: polling,
    staleTime: 0,
  });
}

// A sale's change moves the lists, the queue, the product search and (at hand-over or cancel)
// the stock shown.
const segarkan = () => segarkanAwalan(penjualanApi.daftar.path, persediaanApi.stok.path);

export type AksiPenjualan = 'bayar' | 'panggil' | 'serahkan' | 'batal';

/** Create (no `uid`) or an action on a sale. */
type TulisPenjualan =
  | { uid?: undefined; aksi?: undefined; body: Masukan<typeof penjualanApi.buat>['body'] }
  | { uid: string; aksi: 'bayar'; body: Masukan<typeof penjualanApi.bayar>['body'] }
  | { uid: string; aksi: 'panggil' | 'serahkan'; body?: undefined }
  | { uid: string; aksi: 'batal'; body: Masukan<typeof penjualanApi.batal>['body'] };

function tulis(t: TulisPenjualan) {
  if (t.aksi === undefined) return panggil(penjualanApi.buat, { body: t.body });
  const params = { uid: t.uid };
  switch (t.aksi) {
    case 'bayar':
      return panggil(penjualanApi.bayar, { params, body: t.body });
    case 'panggil':
      return panggil(penjualanApi.panggil, { params });
    case 'serahkan':
      return panggil(penjualanApi.serahkan, { params });
    case 'batal':
      return panggil(penjualanApi.batal, { params, body: t.body });
  }
}

export function useTulisPenjualan() {
  return useMutation({
    mutationFn: (t: TulisPenjualan) => tulis(t).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
