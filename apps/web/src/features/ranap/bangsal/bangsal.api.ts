import { bangsalApi, type cpptInputSchema, type observasiInputSchema, type RisikoNews2 } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';

/** The ward's patients with their alerts; polled, as orders, results and doses change all day. */
export function useDaftarBangsal(ruanganUid: string | null) {
  return useQuery({
    ...kueri(bangsalApi.daftar, { query: { ruangan_uid: ruanganUid ?? '' } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

export function useHeaderPerawatan(layananUid: string) {
  return useQuery({
    ...kueri(bangsalApi.header, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
    staleTime: 0,
  });
}

export function useCppt(layananUid: string) {
  return useQuery({
    ...kueri(bangsalApi.cpptDaftar, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

export function useObservasi(layananUid: string) {
  return useQuery({
    ...kueri(bangsalApi.observasiDaftar, { params: { layanan_uid: layananUid } }),
    select: (r) => r.respon,
  });
}

export type IsiCppt = z.input<typeof cpptInputSchema>;
export type IsiObservasi = z.input<typeof observasiInputSchema>;

/** After a write on a stay: its notes, its vitals and the ward list's alerts. */
const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [bangsalApi.cpptDaftar.path] }),
    queryClient.invalidateQueries({ queryKey: [bangsalApi.observasiDaftar.path] }),
    queryClient.invalidateQueries({ queryKey: [bangsalApi.daftar.path] }),
  ]);

export function useTulisCppt(layananUid: string) {
  return useMutation({
    mutationFn: (v: { body: IsiCppt; koreksi: string | null }) =>
      v.koreksi
        ? panggil(bangsalApi.cpptKoreksi, {
            params: { layanan_uid: layananUid, uid: v.koreksi },
            body: v.body,
          })
        : panggil(bangsalApi.cpptTulis, { params: { layanan_uid: layananUid }, body: v.body }),
    onSuccess: segarkan,
  });
}

export function useVerifikasiCppt(layananUid: string) {
  return useMutation({
    mutationFn: (uid: string) =>
      panggil(bangsalApi.cpptVerifikasi, { params: { layanan_uid: layananUid, uid } }),
    onSuccess: segarkan,
  });
}

export function useTulisObservasi(layananUid: string) {
  return useMutation({
    mutationFn: (body: IsiObservasi) =>
      panggil(bangsalApi.observasiTulis, { params: { layanan_uid: layananUid }, body }),
    onSuccess: segarkan,
  });
}

/** NEWS2 risk → chip colour (RCP: green, amber for a single 3, orange for medium, red for high). */
export const WARNA_NEWS2: Record<RisikoNews2, 'success' | 'warning' | 'error' | 'info'> = {
  RENDAH: 'success',
  RENDAH_SEDANG: 'warning',
  SEDANG: 'warning',
  TINGGI: 'error',
};
