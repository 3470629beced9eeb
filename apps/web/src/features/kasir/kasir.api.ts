import {
  can,
  type KertasKasir,
  kasirApi,
  type Masukan,
  pembayaranApi,
  pengaturanPenjaminApi,
  wewenangApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { kueri, panggil, urlKontrak } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';

/** The kuitansi PDF of a receipt, for PdfViewerDialog. */
export const urlKuitansi = (uid: string, kertas: KertasKasir = 'A4') =>
  urlKontrak(pembayaranApi.kuitansi, { params: { uid }, query: { kertas } });

/** One visit's bill, refreshed by the polling rule: charges keep arriving while the patient waits. */
export function useTagihan(kunjunganUid: string | undefined) {
  return useQuery({
    ...kueri(kasirApi.tagihan, { params: { kunjungan_uid: kunjunganUid ?? '' } }),
    enabled: Boolean(kunjunganUid),
    refetchInterval: POLLING_MS,
  });
}

/** Whether the signed-in role takes payments (the server checks it again). */
export function useBolehBayar(): boolean {
  const { user } = useSession();
  return can(user?.role, 'kasir.bayar:write');
}

// A payment or a void changes the bill, the queue, the shift totals, deposits, fees and reports:
// every cashier answer, since their keys start with their '/kasir…' path.
const segarkan = () =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? '').startsWith('/kasir') });

export function useBayar() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pembayaranApi.bayar>['body']) =>
      panggil(pembayaranApi.bayar, { body }).then((r) => r.respon),
    onSuccess: segarkan,
    // The bill moved under the cashier (a new charge, or an order or prescription not yet charged):
    // show it as it stands now, beside the server's message.
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void segarkan();
    },
  });
}

type BodyBatal = Masukan<typeof pembayaranApi.batal>['body'];

export function useBatalkanPembayaran() {
  return useMutation({
    mutationFn: ({ uid, ...body }: BodyBatal & { uid: string }) =>
      panggil(pembayaranApi.batal, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** The signed-in cashier's discount limit (0 = may not give discounts). */
export function useWewenangSaya(aktif: boolean) {
  return useQuery({
    ...kueri(wewenangApi.saya),
    select: (r) => r.respon,
    enabled: aktif,
    staleTime: 30_000,
  });
}

export function useDaftarWewenang() {
  return useQuery({ ...kueri(wewenangApi.daftar), select: (r) => r.respon });
}

type BodyWewenang = Masukan<typeof wewenangApi.atur>['body'];

export function useAturWewenang() {
  return useMutation({
    mutationFn: ({ akun_uid, ...body }: BodyWewenang & { akun_uid: string }) =>
      panggil(wewenangApi.atur, { params: { akun_uid }, body }).then((r) => r.respon),
    // The list's path begins the cashier's own limit's path too: both are refreshed.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0] ?? '').startsWith(wewenangApi.daftar.path),
      }),
  });
}

/** The payer settings (/wewenang-kasir): medicine handed over only once paid, per payer. */
export function usePengaturanPenjamin() {
  return useQuery({ ...kueri(pengaturanPenjaminApi.daftar), select: (r) => r.respon });
}

type BodyPengaturan = Masukan<typeof pengaturanPenjaminApi.atur>['body'];
type ParamPengaturan = Masukan<typeof pengaturanPenjaminApi.atur>['params'];

export function useAturPengaturanPenjamin() {
  return useMutation({
    mutationFn: ({ penjamin, ...body }: BodyPengaturan & ParamPengaturan) =>
      panggil(pengaturanPenjaminApi.atur, { params: { penjamin }, body }).then((r) => r.respon),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0] ?? '').startsWith(pengaturanPenjaminApi.daftar.path),
      }),
  });
}
