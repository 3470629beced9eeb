import { type Masukan, pasienApi, wilayahApi } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

const PASIEN = pasienApi.daftar.path;
const kunciDetail = (uid: string | undefined) => [PASIEN, 'detail', uid];

/**
 * One patient's whole record. Every fetch writes an access row in the activity log on the server,
 * so it is fetched once per screen visit and never refetched in the background.
 */
export function usePasien(uid: string | undefined) {
  return useQuery({
    queryKey: kunciDetail(uid),
    queryFn: () => panggil(pasienApi.baca, { params: { uid: uid ?? '' } }).then((r) => r.respon),
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
    ...kueri(wilayahApi.detail, { params: { kode: kode ?? '' } }),
    select: (r) => r.respon,
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
    queryKey: [PASIEN],
    predicate: (q) => q.queryKey[1] !== 'detail',
  });
}

export function useBuatPasien() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pasienApi.buat>['body']) =>
      panggil(pasienApi.buat, { body }).then((r) => r.respon),
    onSuccess: async (p) => {
      queryClient.setQueryData(kunciDetail(p.uid), p);
      await segarkanDaftar();
    },
  });
}

export function useUbahPasien() {
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: Masukan<typeof pasienApi.ubah>['body'] }) =>
      panggil(pasienApi.ubah, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: async (p) => {
      queryClient.setQueryData(kunciDetail(p.uid), p);
      await segarkanDaftar();
    },
  });
}

/** Likely duplicates of the patient in the form (same NIK or BPJS number, same or similar name and birth date). */
export function cekDuplikat(query: Masukan<typeof pasienApi.cekDuplikat>['query']) {
  return panggil(pasienApi.cekDuplikat, { query }).then((r) => r.respon);
}

/** Merges a temporary record (an unknown IGD patient) into the real patient `ke_uid`. */
export function useGabungPasien() {
  return useMutation({
    mutationFn: ({ uid, ke_uid }: { uid: string; ke_uid: string }) =>
      panggil(pasienApi.gabung, { params: { uid }, body: { ke_uid } }).then((r) => r.respon),
    onSuccess: async (h) => {
      queryClient.removeQueries({ queryKey: kunciDetail(h.dari.uid) });
      queryClient.removeQueries({ queryKey: kunciDetail(h.ke.uid) });
      await Promise.all([
        segarkanDaftar(),
        ...['/pendaftaran', '/antrian/igd'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })),
      ]);
    },
  });
}
