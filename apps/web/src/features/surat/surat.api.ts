import { type JenisSurat, type KertasSurat, type Masukan, type Surat, suratApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, kunci, panggil, urlKontrak } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

const kunciSurat = (uid: string) => kunci(suratApi.baca, { params: { uid } });

/** One letter, read fresh each time the editor opens (another tab may have issued it). */
export function useSurat(uid: string | null) {
  return useQuery({
    ...kueri(suratApi.baca, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    staleTime: 0,
    retry: false,
  });
}

/** What a new letter of a visit starts from (the chart's findings, the proposed signer). */
export function useKonteksSurat(layananUid: string | null) {
  return useQuery({
    ...kueri(suratApi.konteks, { params: { layanan_uid: layananUid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(layananUid),
    staleTime: 0,
    retry: false,
  });
}

/** Who may sign a kind: doctors (and midwives for birth certificates); asked only by those who write. */
export function usePenanda(jenis: JenisSurat, aktif = true) {
  return useQuery({
    ...kueri(suratApi.penanda, { query: { jenis } }),
    select: (r) => r.respon,
    staleTime: 5 * 60_000,
    enabled: aktif,
  });
}

/** A patient's visits, newest first, for 'Buat surat'. */
export function useKunjunganPasien(pasienUid: string | null) {
  return useQuery({
    ...kueri(suratApi.kunjungan, { params: { pasien_uid: pasienUid ?? '' }, query: { limit: 30 } }),
    enabled: Boolean(pasienUid),
  });
}

/** After a write: the letter's new state in the cache, the lists and the other version read again. */
async function sesudahTulis(s: Surat) {
  queryClient.setQueryData(kunciSurat(s.uid), { respon: s });
  const lain = [s.mengganti?.uid, s.diganti_oleh?.uid].filter((u): u is string => Boolean(u));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [suratApi.daftar.path] }),
    queryClient.invalidateQueries({ queryKey: [suratApi.konteks.path] }),
    queryClient.invalidateQueries({ queryKey: [suratApi.kunjungan.path] }),
    ...lain.map((uid) => queryClient.invalidateQueries({ queryKey: kunciSurat(uid) })),
  ]);
  return s;
}

export function useBuatSurat() {
  return useMutation({
    mutationFn: (body: Masukan<typeof suratApi.buat>['body']) =>
      panggil(suratApi.buat, { body }).then((r) => sesudahTulis(r.respon)),
  });
}

export function useUbahSurat(uid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof suratApi.ubah>['body']) =>
      panggil(suratApi.ubah, { params: { uid }, body }).then((r) => sesudahTulis(r.respon)),
  });
}

export function useTerbitkanSurat() {
  return useMutation({
    mutationFn: (uid: string) =>
      panggil(suratApi.terbit, { params: { uid } }).then((r) => sesudahTulis(r.respon)),
  });
}

export function useVersiBaru() {
  return useMutation({
    mutationFn: (uid: string) =>
      panggil(suratApi.versiBaru, { params: { uid } }).then((r) => sesudahTulis(r.respon)),
  });
}

export function useBatalkanSurat(uid: string) {
  return useMutation({
    mutationFn: (alasan: string) =>
      panggil(suratApi.batal, { params: { uid }, body: { alasan } }).then((r) => sesudahTulis(r.respon)),
  });
}

/** The PDF for PdfViewerDialog; `v` (the last change) makes a reprint after an edit fetch anew. */
export function urlPdfSurat(uid: string, kertas: KertasSurat, v: string): string {
  return `${urlKontrak(suratApi.pdf, { params: { uid }, query: { kertas } })}&v=${encodeURIComponent(v)}`;
}
