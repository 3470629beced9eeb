import type {
  cekDuplikatQuerySchema,
  DuplikatPasien,
  HasilGabung,
  Pasien,
  PasienInput,
  PasienUpdate,
  WilayahDetail,
} from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, http } from '../../api/client.ts';
import { queryClient } from '../../api/query.ts';

export const PASIEN_PATH = '/pasien';

interface PasienRespon {
  respon: Pasien;
}

/**
 * One patient's whole record. Every fetch writes an access row in the activity log on the server,
 * so it is fetched once per screen visit and never refetched in the background.
 */
export function usePasien(uid: string | undefined) {
  return useQuery({
    queryKey: [PASIEN_PATH, 'detail', uid],
    queryFn: () => http.get<PasienRespon>(`${PASIEN_PATH}/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * A region with the regions above it, to show a saved address in the region selects. `tahan`
 * keeps the last answer on screen while another code loads (after an address was changed).
 */
export function useWilayah(kode: string | null | undefined, { tahan = false } = {}) {
  return useQuery({
    queryKey: [API_BASE.wilayah, 'detail', kode],
    queryFn: () =>
      http.get<{ respon: WilayahDetail }>(`/${kode}`, undefined, API_BASE.wilayah).then((r) => r.respon),
    enabled: Boolean(kode),
    // The regions change only with a new release of Rawat.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    ...(tahan ? { placeholderData: keepPreviousData } : {}),
  });
}

/** Lists (and the dashboard counts later) refresh; a patient's detail is set from the answer, not refetched. */
async function segarkanDaftar(): Promise<void> {
  await queryClient.invalidateQueries({
    queryKey: [PASIEN_PATH],
    predicate: (q) => q.queryKey[1] !== 'detail',
  });
}

export function useBuatPasien() {
  return useMutation({
    mutationFn: (body: PasienInput) => http.post<PasienRespon>(PASIEN_PATH, body).then((r) => r.respon),
    onSuccess: async (p) => {
      queryClient.setQueryData([PASIEN_PATH, 'detail', p.uid], p);
      await segarkanDaftar();
    },
  });
}

export function useUbahPasien() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: PasienUpdate }) =>
      http.put<PasienRespon>(`${PASIEN_PATH}/${uid}`, body).then((r) => r.respon),
    onSuccess: async (p) => {
      queryClient.setQueryData([PASIEN_PATH, 'detail', p.uid], p);
      await segarkanDaftar();
    },
  });
}

/** Likely duplicates of the patient in the form (same NIK or BPJS number, same or similar name and birth date). */
export function cekDuplikat(q: z.input<typeof cekDuplikatQuerySchema>): Promise<DuplikatPasien[]> {
  return http
    .get<{ respon: DuplikatPasien[] }>(`${PASIEN_PATH}/cek-duplikat`, { ...q })
    .then((r) => r.respon);
}

/** Merges a temporary record (an unknown IGD patient) into the real patient `ke_uid`. */
export function useGabungPasien() {
  return useMutation({
    mutationFn: ({ uid, ke_uid }: { uid: string; ke_uid: string }) =>
      http.post<{ respon: HasilGabung }>(`${PASIEN_PATH}/${uid}/gabung`, { ke_uid }).then((r) => r.respon),
    onSuccess: async (h) => {
      queryClient.removeQueries({ queryKey: [PASIEN_PATH, 'detail', h.dari.uid] });
      queryClient.removeQueries({ queryKey: [PASIEN_PATH, 'detail', h.ke.uid] });
      await Promise.all([
        segarkanDaftar(),
        ...['/pendaftaran', '/antrian/igd'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })),
      ]);
    },
  });
}
