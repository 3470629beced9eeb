import {
  type BagianChecklist,
  type KodeNamaOperasi,
  katalogApi,
  operasiApi,
  transisiApi,
} from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kueri, kunci, panggil } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';
import { useDebounced } from '../../ui/useDebounced.ts';

type Body<K extends keyof typeof operasiApi> = (typeof operasiApi)[K] extends { body: z.ZodType }
  ? z.input<(typeof operasiApi)[K]['body']>
  : never;

const segarkan = () => queryClient.invalidateQueries({ queryKey: [operasiApi.papan.path] });

export function useReferensiOperasi() {
  return useQuery({ ...kueri(operasiApi.referensi), select: (r) => r.respon, staleTime: 5 * 60_000 });
}

/** The board of a range; polled, as the theatre's states change through the day. */
export function usePapanOperasi(dari: string, sampai: string) {
  return useQuery({
    ...kueri(operasiApi.papan, { query: { dari, sampai } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDetailOperasi(uid: string) {
  return useQuery({
    ...kueri(operasiApi.detail, { params: { uid } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

/**
 * Where the patient is after the theatre: the transition room's record of this operation (null
 * before arrival). Asked of the room, not the theatre's detail: ranap sits above operasi in the
 * API's layers, so the theatre's module cannot read the room's table (docs/operasi.md).
 */
export function useTransisiOperasi(uid: string, aktif: boolean) {
  return useQuery({
    ...kueri(transisiApi.perOperasi, { params: { uid } }),
    select: (r) => r.respon,
    enabled: aktif,
    refetchInterval: POLLING_MS,
  });
}

export function useCariLayananOperasi(teks: string) {
  const cari = useDebounced(teks.trim());
  return useQuery({
    ...kueri(operasiApi.cariLayanan, { query: { cari } }),
    enabled: cari.length >= 2,
    select: (r) => r.respon,
    placeholderData: keepPreviousData,
  });
}

export function useJadwalkanOperasi() {
  return useMutation({
    mutationFn: (body: Body<'jadwalkan'>) => panggil(operasiApi.jadwalkan, { body }),
    onSuccess: segarkan,
  });
}

/** Every write on one operation answers its detail: the cache takes it as it is. */
function simpanDetail(uid: string, r: { respon: unknown }) {
  queryClient.setQueryData(kunci(operasiApi.detail, { params: { uid } }), r);
  void queryClient.invalidateQueries({ queryKey: [operasiApi.detail.path] });
  void segarkan();
}

export function useUbahStatus(uid: string) {
  return useMutation({
    mutationFn: (body: Body<'status'>) => panggil(operasiApi.status, { params: { uid }, body }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

export function useSimpanChecklist(uid: string) {
  return useMutation({
    mutationFn: (p: { bagian: BagianChecklist; body: Body<'checklist'> }) =>
      panggil(operasiApi.checklist, { params: { uid, bagian: p.bagian }, body: p.body }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

export function useSimpanPraAnestesi(uid: string) {
  return useMutation({
    mutationFn: (body: Body<'praAnestesi'>) => panggil(operasiApi.praAnestesi, { params: { uid }, body }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

export function useSimpanCatatanAnestesi(uid: string) {
  return useMutation({
    mutationFn: (body: Body<'catatanAnestesi'>) =>
      panggil(operasiApi.catatanAnestesi, { params: { uid }, body }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

export function useSimpanLaporan(uid: string) {
  return useMutation({
    mutationFn: (body: Body<'laporan'>) => panggil(operasiApi.laporan, { params: { uid }, body }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

export function useFinalLaporan(uid: string) {
  return useMutation({
    mutationFn: () => panggil(operasiApi.finalLaporan, { params: { uid } }),
    onSuccess: (r) => simpanDetail(uid, r),
  });
}

/** ICD-10 diagnoses or ICD-9-CM procedures matching the typed text, as code + title. */
export function useCariKode(
  jenis: 'ICD10' | 'ICD9',
  teks: string,
): { data: KodeNamaOperasi[]; loading: boolean } {
  const search = useDebounced(teks.trim());
  const q10 = useQuery({
    ...kueri(katalogApi.icd10, { query: { search, limit: 20 } }),
    enabled: jenis === 'ICD10' && search.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  const q9 = useQuery({
    ...kueri(katalogApi.icd9, { query: { search, limit: 20 } }),
    enabled: jenis === 'ICD9' && search.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
  if (!search) return { data: [], loading: false };
  if (jenis === 'ICD10')
    return {
      data: (q10.data?.respon ?? []).map((r) => ({ kode: r.kode, nama: r.judul_id ?? r.judul })),
      loading: q10.isFetching,
    };
  return {
    data: (q9.data?.respon ?? []).map((r) => ({ kode: r.kode, nama: r.judul })),
    loading: q9.isFetching,
  };
}
