import { type BhpInput, operasiBhpApi } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, kunci, panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { useDebounced } from '../../ui/useDebounced.ts';

// The "BHP & Obat" tab's calls (docs/operasi.md "Consumables and drugs").

export function useBhpOperasi(uid: string) {
  return useQuery({ ...kueri(operasiBhpApi.daftar, { params: { uid } }), select: (r) => r.respon });
}

/** The theatre depot's products matching the typed text, with stock left and this patient's price. */
export function useCariProdukBhp(uid: string, teks: string, aktif: boolean) {
  const search = useDebounced(teks.trim());
  return useQuery({
    ...kueri(operasiBhpApi.produk, { params: { uid }, query: { search, limit: 20 } }),
    select: (r) => r.respon,
    enabled: aktif,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Every write answers the whole usage list: the cache takes it, and the stock shown is refetched. */
function simpan(uid: string, r: { respon: unknown }) {
  queryClient.setQueryData(kunci(operasiBhpApi.daftar, { params: { uid } }), r);
  void queryClient.invalidateQueries({ queryKey: [operasiBhpApi.produk.path] });
}

export function useCatatBhp(uid: string) {
  return useMutation({
    mutationFn: (body: BhpInput) => panggil(operasiBhpApi.catat, { params: { uid }, body }),
    onSuccess: (r) => simpan(uid, r),
  });
}

export function useBatalBhp(uid: string) {
  return useMutation({
    mutationFn: (p: { bhp_uid: string; alasan: string }) =>
      panggil(operasiBhpApi.batal, { params: { uid, bhp_uid: p.bhp_uid }, body: { alasan: p.alasan } }),
    onSuccess: (r) => simpan(uid, r),
  });
}
