import { can, esignApi, type FOTO_PENANDA, type Masukan, type StatusPengajuanTtd } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';

/** What the logged-in user may do with e-signatures (the server checks each call again). */
export function useIzinEsign() {
  const { user } = useSession();
  return {
    baca: can(user?.role, 'esign:read'),
    tandaTangan: can(user?.role, 'esign:sign'),
    kelola: can(user?.role, 'esign:manage'),
  };
}

/**
 * The user's own signer registration (null before registering). While it waits for verification
 * it is re-read on the polling rule, so the page turns AKTIF without a reload.
 */
export function usePenandaSaya(enabled = true) {
  return useQuery({
    ...kueri(esignApi.penandaSaya),
    select: (r) => r.respon,
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.respon?.status === 'DIAJUKAN' ? POLLING_MS : false),
  });
}

/** Every answer that a registration, a verdict or a signature changes. */
function segarkan(...kontrak: { path: string }[]) {
  return Promise.all(kontrak.map((k) => queryClient.invalidateQueries({ queryKey: [k.path] })));
}

export function useDaftarPenanda() {
  return useMutation({
    mutationFn: (body: Masukan<typeof esignApi.penandaDaftar>['body']) =>
      panggil(esignApi.penandaDaftar, { body }).then((r) => r.respon),
    onSuccess: () => segarkan(esignApi.penandaSaya, esignApi.penandaList, esignApi.dashboard),
  });
}

type Keputusan = { uid: string } & ({ aksi: 'setujui' | 'buka-kunci' } | { aksi: 'tolak'; alasan: string });

/** An administrator's verdict on a registration: approve, reject with a reason, or unlock the PIN. */
export function useKeputusanPenanda() {
  return useMutation({
    mutationFn: (k: Keputusan) => {
      const params = { uid: k.uid };
      const jalan =
        k.aksi === 'setujui'
          ? panggil(esignApi.penandaSetujui, { params })
          : k.aksi === 'tolak'
            ? panggil(esignApi.penandaTolak, { params, body: { alasan: k.alasan } })
            : panggil(esignApi.penandaBukaKunci, { params });
      return jalan.then((r) => r.respon);
    },
    onSuccess: () => segarkan(esignApi.penandaList, esignApi.penandaSaya, esignApi.dashboard),
  });
}

const SESUDAH_TTD = [
  esignApi.pengajuanList,
  esignApi.statusDokumen,
  esignApi.dashboard,
  esignApi.penandaSaya,
];

/** Signs one or several documents with the signer's PIN. */
export function useTandatangani() {
  return useMutation({
    mutationFn: (body: { uids: string[]; pin: string }) =>
      panggil(esignApi.tandatangani, { body }).then((r) => r.respon),
    onSuccess: () => segarkan(...SESUDAH_TTD),
    // A wrong PIN counts towards the lock: the page's warning reads the new count.
    onError: () => segarkan(esignApi.penandaSaya),
  });
}

/** The signer declines to sign a document, with a reason. */
export function useTolakPengajuan() {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      panggil(esignApi.tolak, { params: { uid }, body: { alasan } }).then((r) => r.respon),
    onSuccess: () => segarkan(...SESUDAH_TTD),
  });
}

/**
 * The request's PDF (a preview while waiting, the signed file once signed); the status in `v`
 * makes the viewer fetch the signed file after signing instead of a cached preview.
 */
export function urlPdfPengajuan(uid: string, status?: StatusPengajuanTtd): string {
  const url = urlKontrak(esignApi.pdf, { params: { uid } });
  return status ? `${url}?v=${status}` : url;
}

/** The facility's active certificate authority; only for esign:manage (others get 403). */
export function useCaFasilitas(enabled: boolean) {
  return useQuery({ ...kueri(esignApi.ca), select: (r) => r.respon, enabled });
}

/** Replaces the active CA with a PKCS#12; the dashboard's certificate list shows the new one. */
export function useImporCa() {
  return useMutation({
    mutationFn: (body: Masukan<typeof esignApi.caImpor>['body']) =>
      panggil(esignApi.caImpor, { body }).then((r) => r.respon),
    onSuccess: () => segarkan(esignApi.ca, esignApi.dashboard),
  });
}

/** The ID card photo or the selfie of a registration, for the verifying administrator. */
export function urlFotoPenanda(uid: string, foto: (typeof FOTO_PENANDA)[number]): string {
  return urlKontrak(esignApi.penandaFoto, { params: { uid, foto } });
}
