import {
  bagianJakarta,
  type keluarTransisiInputSchema,
  type StatusTransisi,
  type skorTransisiInputSchema,
  type terimaTransisiInputSchema,
  transisiApi,
  type vitalTransisiInputSchema,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';

/** The room's list; polled, so "TTV terlambat" turns on by itself while the nurse watches. */
export function useDaftarTransisi(status: StatusTransisi) {
  return useQuery({
    ...kueri(transisiApi.daftar, { query: { status } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

/** Operations finished in the last 24 hours whose patient is not yet in the room; polled like the list. */
export function useDariOperasi(aktif: boolean) {
  return useQuery({
    ...kueri(transisiApi.dariOperasi),
    select: (r) => r.respon,
    enabled: aktif,
    refetchInterval: POLLING_MS,
  });
}

export function useCariLayananTransisi(search: string) {
  return useQuery({
    ...kueri(transisiApi.cariLayanan, { query: { search } }),
    select: (r) => r.respon,
    enabled: search.trim().length >= 2,
  });
}

export function useDetailTransisi(uid: string) {
  return useQuery({
    ...kueri(transisiApi.detail, { params: { uid } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

/** After a write: the record and the room's list. */
const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [transisiApi.detail.path] }),
    queryClient.invalidateQueries({ queryKey: [transisiApi.daftar.path] }),
    queryClient.invalidateQueries({ queryKey: [transisiApi.cariLayanan.path] }),
    queryClient.invalidateQueries({ queryKey: [transisiApi.dariOperasi.path] }),
    queryClient.invalidateQueries({ queryKey: [transisiApi.perOperasi.path] }),
  ]);

export function useTerimaTransisi() {
  return useMutation({
    mutationFn: (body: z.input<typeof terimaTransisiInputSchema>) => panggil(transisiApi.terima, { body }),
    onSuccess: segarkan,
  });
}

export function useVitalTransisi(uid: string) {
  return useMutation({
    mutationFn: (body: z.input<typeof vitalTransisiInputSchema>) =>
      panggil(transisiApi.vital, { params: { uid }, body }),
    onSuccess: segarkan,
  });
}

export function useSkorTransisi(uid: string) {
  return useMutation({
    mutationFn: (body: z.input<typeof skorTransisiInputSchema>) =>
      panggil(transisiApi.skor, { params: { uid }, body }),
    onSuccess: segarkan,
  });
}

export function useKeluarTransisi(uid: string) {
  return useMutation({
    mutationFn: (body: z.input<typeof keluarTransisiInputSchema>) =>
      panggil(transisiApi.keluar, { params: { uid }, body }),
    onSuccess: segarkan,
  });
}

const dua = (n: number) => String(n).padStart(2, '0');
/** Now as a datetime-local field's value, Jakarta wall clock. */
export function sekarangLokal(): string {
  const b = bagianJakarta(new Date());
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}`;
}
/** A datetime-local value (Jakarta) as the ISO moment the contract takes. */
export const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');

/** '1 jam 5 menit' / '20 menit'. */
export function lamaMenit(menit: number): string {
  const j = Math.floor(menit / 60);
  const m = menit % 60;
  return j ? `${j} jam ${m} menit` : `${m} menit`;
}
