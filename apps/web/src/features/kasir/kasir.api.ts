import {
  type BatalPembayaranInput,
  type BayarInput,
  can,
  type Pembayaran,
  type Tagihan,
  type WewenangKasir,
  type WewenangKasirInput,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../api/client.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';

/** API paths of the cashier (docs/kasir.md). */
export const PATH_ANTRIAN_KASIR = '/kasir/antrian';
export const PATH_PEMBAYARAN = '/kasir/pembayaran';
/** Walk-in pharmacy sales waiting to be paid at the cashier. */
export const PATH_PENJUALAN_KASIR = '/kasir/penjualan';
export const PATH_WEWENANG = '/kasir/wewenang';
export const pathTagihan = (kunjunganUid: string) => `/kasir/tagihan/${kunjunganUid}`;

/** The kuitansi PDF of a receipt, for PdfViewerDialog. */
export const urlKuitansi = (uid: string, kertas: 'A4' | '80mm' = 'A4') =>
  `${API_BASE.main}${PATH_PEMBAYARAN}/${uid}/kuitansi?kertas=${kertas}`;

/** One visit's bill, refreshed by the polling rule: charges keep arriving while the patient waits. */
export function useTagihan(kunjunganUid: string | undefined) {
  return useQuery({
    queryKey: ['kasir', 'tagihan', kunjunganUid],
    queryFn: () => http.get<{ respon: Tagihan }>(pathTagihan(kunjunganUid ?? '')),
    enabled: Boolean(kunjunganUid),
    refetchInterval: POLLING_MS,
  });
}

/** Whether the signed-in role takes payments (the server checks it again). */
export function useBolehBayar(): boolean {
  const { user } = useSession();
  return can(user?.role, 'kasir.bayar:write');
}

// A payment or a void changes the bill, the queue, the shift totals, deposits, fees and reports.
const segarkan = () =>
  queryClient.invalidateQueries({
    predicate: (q) => {
      const kunci = String(q.queryKey[0] ?? '');
      return kunci === 'kasir' || kunci.startsWith('/kasir');
    },
  });

export function useBayar() {
  return useMutation({
    mutationFn: (body: BayarInput) =>
      http.post<{ respon: Pembayaran }>(PATH_PEMBAYARAN, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBatalkanPembayaran() {
  return useMutation({
    mutationFn: ({ uid, ...body }: BatalPembayaranInput & { uid: string }) =>
      http.post<{ respon: Pembayaran }>(`${PATH_PEMBAYARAN}/${uid}/batal`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** The signed-in cashier's discount limit (0 = may not give discounts). */
export function useWewenangSaya(aktif: boolean) {
  return useQuery({
    queryKey: [PATH_WEWENANG, 'saya'],
    queryFn: () => http.get<{ respon: WewenangKasir }>(`${PATH_WEWENANG}/saya`).then((r) => r.respon),
    enabled: aktif,
    staleTime: 30_000,
  });
}

export function useDaftarWewenang() {
  return useQuery({
    queryKey: [PATH_WEWENANG],
    queryFn: () => http.get<{ respon: WewenangKasir[] }>(PATH_WEWENANG).then((r) => r.respon),
  });
}

export function useAturWewenang() {
  return useMutation({
    mutationFn: ({ akun_uid, ...body }: WewenangKasirInput & { akun_uid: string }) =>
      http.put<{ respon: WewenangKasir }>(`${PATH_WEWENANG}/${akun_uid}`, body).then((r) => r.respon),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PATH_WEWENANG] }),
  });
}
