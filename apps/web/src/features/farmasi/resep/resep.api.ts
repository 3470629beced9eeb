import {
  can,
  type DisplayAntrian,
  type LokasiFarmasi,
  type Resep,
  type ResepRingkas,
  type ReturResepInput,
  type TolakResepInput,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';

/** API paths of the pharmacy's prescription work (spec §7, with its spellings). */
export const PATH_RESEP = {
  antrean: '/farmasi/obat/request',
  riwayat: '/farmasi/obat/request/history',
  display: '/farmasi/dispalyantrian',
} as const;

/** How often the waiting-room panel asks for new calls. */
export const POLLING_DISPLAY_MS = 3_000;

/** The medicine labels (80 mm PDF) for PdfViewerDialog. */
export const urlEtiket = (uid: string) => `${API_BASE.main}${PATH_RESEP.antrean}/${uid}/etiket`;

/** Whether the signed-in role may act on prescriptions (the server checks again, with the depot rights). */
export function useBolehKelolaResep(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.resep:manage');
}

export function useResepFarmasi(uid: string) {
  return useQuery({
    queryKey: [PATH_RESEP.antrean, uid],
    queryFn: () => http.get<{ respon: Resep }>(`${PATH_RESEP.antrean}/${uid}`).then((r) => r.respon),
    // Another pharmacist may move it on meanwhile.
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
}

/** How many prescriptions wait in one stage (of a day): the count of a one-row page. */
export function useJumlahTahap(tahap: string, tanggal: string | undefined) {
  const q = useQuery({
    queryKey: [PATH_RESEP.antrean, { hitung: tahap, tanggal }],
    queryFn: () =>
      http.get<{ respon: ResepRingkas[]; metadata: { total_data: number } }>(PATH_RESEP.antrean, {
        tahap,
        tanggal,
        limit: 1,
      }),
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
  return q.data?.metadata.total_data;
}

/** The active depots, for the waiting-room panel's choice. */
export function useDepoAktif() {
  return useQuery({
    queryKey: ['/farmasi/lokasi', { jenis: 'DEPO', status: 'AKTIF' }],
    queryFn: () =>
      http
        .get<{ respon: LokasiFarmasi[] }>('/farmasi/lokasi', {
          jenis: 'DEPO',
          status: 'AKTIF',
          limitless: 'true',
        })
        .then((r) => r.respon),
    staleTime: 5 * 60_000,
  });
}

export function useDisplayAntrian(lokasiUid: string) {
  return useQuery({
    queryKey: [PATH_RESEP.display, { lokasiUid }],
    queryFn: () =>
      http
        .get<{ respon: DisplayAntrian }>(PATH_RESEP.display, { lokasi_uid: lokasiUid || undefined })
        .then((r) => r.respon),
    refetchInterval: POLLING_DISPLAY_MS,
    // A TV is never focused: keep polling in the background too.
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: true,
  });
}

// A change moves the queue, its counts, the history, the detail, the panel and the stock shown.
const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [PATH_RESEP.antrean] }),
    queryClient.invalidateQueries({ queryKey: [PATH_RESEP.riwayat] }),
    queryClient.invalidateQueries({ queryKey: [PATH_RESEP.display] }),
    queryClient.invalidateQueries({ queryKey: ['/farmasi/stok'] }),
  ]);

export type AksiResep =
  | { aksi: 'setujui'; uid: string; lokasi_uid?: string }
  | { aksi: 'tolak'; body: TolakResepInput }
  | { aksi: 'panggil'; uid: string }
  | { aksi: 'selesai'; uid: string }
  | { aksi: 'serahkan'; uid: string; penerima: string | null }
  | { aksi: 'retur'; body: ReturResepInput };

function kirim(a: AksiResep): Promise<{ respon: Resep }> {
  switch (a.aksi) {
    case 'setujui':
      return http.post(
        `${PATH_RESEP.antrean}/approve/${a.uid}`,
        a.lokasi_uid ? { lokasi_uid: a.lokasi_uid } : {},
      );
    case 'tolak':
      return http.post(`${PATH_RESEP.antrean}/reject`, a.body);
    case 'panggil':
      return http.put(`/farmasi/callantrian/${a.uid}`);
    case 'selesai':
      return http.post(`${PATH_RESEP.antrean}/done`, { uid: a.uid });
    case 'serahkan':
      return http.put(`/farmasi/receivedobat/${a.uid}`, { penerima: a.penerima });
    case 'retur':
      return http.post('/farmasi/obat/retur', a.body);
  }
}

/** Every step of a prescription at the pharmacy; answers the prescription as it now stands. */
export function useAksiResep() {
  return useMutation({
    mutationFn: (a: AksiResep) => kirim(a).then((r) => r.respon),
    onSuccess: (r) => {
      queryClient.setQueryData([PATH_RESEP.antrean, r.uid], r);
      return segarkan();
    },
  });
}
