import { can, lokasiFarmasiApi, type Masukan, persediaanApi, resepApi, type TahapResep } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, kunci, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { segarkanAwalan } from '../farmasi.segarkan.ts';

/** How often the waiting-room panel asks for new calls. */
export const POLLING_DISPLAY_MS = 3_000;

/** The medicine labels (80 mm PDF) for PdfViewerDialog. */
export const urlEtiket = (uid: string) => urlKontrak(resepApi.etiket, { params: { uid } });

/** Whether the signed-in role may act on prescriptions (the server checks again, with the depot rights). */
export function useBolehKelolaResep(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.resep:manage');
}

const detail = (uid: string) => ({ params: { uid } });

export function useResepFarmasi(uid: string) {
  return useQuery({
    ...kueri(resepApi.detail, detail(uid)),
    select: (r) => r.respon,
    // Another pharmacist may move it on meanwhile.
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
}

/** How many prescriptions wait in one stage (of a day): the count of a one-row page. */
export function useJumlahTahap(tahap: TahapResep, tanggal: string | undefined) {
  const q = useQuery({
    ...kueri(resepApi.antrean, { query: { tahap, tanggal, limit: 1 } }),
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
  return q.data?.metadata.total_data;
}

/** The active depots, for the waiting-room panel's choice (a pharmacist's browser without a device token). */
export function useDepoAktif(enabled = true) {
  return useQuery({
    ...kueri(lokasiFarmasiApi.daftar, { query: { jenis: 'DEPO', status: 'AKTIF', limitless: 'true' } }),
    select: (r) => r.respon,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The staff feed of the waiting-room panel (a device reads its own feed, docs/perangkat.md). */
export function useDisplayAntrian(lokasiUid: string, enabled = true) {
  return useQuery({
    ...kueri(resepApi.display, { query: { lokasi_uid: lokasiUid || undefined } }),
    select: (r) => r.respon,
    enabled,
    refetchInterval: POLLING_DISPLAY_MS,
    // A TV is never focused: keep polling in the background too.
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: true,
  });
}

// A change moves the queue, its counts, the history, the detail, the panel and the stock shown.
const segarkan = () => segarkanAwalan(resepApi.antrean.path, resepApi.display.path, persediaanApi.stok.path);

export type AksiResep =
  | { aksi: 'setujui'; uid: string; lokasi_uid?: string }
  | { aksi: 'tolak'; body: Masukan<typeof resepApi.tolak>['body'] }
  | { aksi: 'panggil'; uid: string }
  | { aksi: 'selesai'; uid: string }
  | { aksi: 'serahkan'; uid: string; penerima: string | null }
  | { aksi: 'retur'; body: Masukan<typeof resepApi.retur>['body'] };

function kirim(a: AksiResep) {
  switch (a.aksi) {
    case 'setujui':
      return panggil(resepApi.setujui, {
        params: { uid: a.uid },
        body: a.lokasi_uid ? { lokasi_uid: a.lokasi_uid } : {},
      });
    case 'tolak':
      return panggil(resepApi.tolak, { body: a.body });
    case 'panggil':
      return panggil(resepApi.panggil, { params: { id: a.uid } });
    case 'selesai':
      return panggil(resepApi.selesai, { body: { uid: a.uid } });
    case 'serahkan':
      return panggil(resepApi.serahkan, { params: { id: a.uid }, body: { penerima: a.penerima } });
    case 'retur':
      return panggil(resepApi.retur, { body: a.body });
  }
}

/** Every step of a prescription at the pharmacy; answers the prescription as it now stands. */
export function useAksiResep() {
  return useMutation({
    mutationFn: (a: AksiResep) => kirim(a).then((r) => r.respon),
    onSuccess: (r) => {
      queryClient.setQueryData(kunci(resepApi.detail, detail(r.uid)), { respon: r });
      return segarkan();
    },
  });
}
