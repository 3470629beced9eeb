import {
  antrianPoliApi,
  type Masukan,
  type Pendaftaran,
  type PendaftaranDetail,
  pasienApi,
  pendaftaranApi,
  penjaminApi,
  poliApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, kunci, panggil, urlKontrak } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

/** The 80 mm ticket PDF, for PdfViewerDialog. */
export function urlTiketPdf(uid: string): string {
  return urlKontrak(pendaftaranApi.tiketPdf, { params: { uid } });
}

const kunciDetail = (uid: string) => kunci(pendaftaranApi.detail, { params: { uid } });

export function usePendaftaran(uid: string | undefined) {
  return useQuery({
    ...kueri(pendaftaranApi.detail, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    refetchInterval: POLLING_MS,
  });
}

/**
 * After a registration, a cancellation or an added clinic: the answer is the detail's new state;
 * the lists and the doctors' remaining quota are read again.
 */
export async function segarkanPendaftaran(p?: Pendaftaran | PendaftaranDetail) {
  // A cancellation answers without the fees (they were just reversed): the detail is read again.
  if (p && 'biaya' in p) queryClient.setQueryData(kunciDetail(p.uid), { respon: p });
  const detail = p && !('biaya' in p) ? [pendaftaranApi.detail.path] : [];
  await Promise.all(
    [pendaftaranApi.daftar.path, pendaftaranApi.kuota.path, ...detail].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );
}

export function useDaftarkan() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pendaftaranApi.daftarkan>['body']) =>
      panggil(pendaftaranApi.daftarkan, { body }).then((r) => r.respon),
    onSuccess: segarkanPendaftaran,
  });
}

/** The IGD's fast registration (Tn. X): a new temporary patient and a new IGD queue entry. */
export function useDaftarIgdCepat() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pendaftaranApi.igdCepat>['body']) =>
      panggil(pendaftaranApi.igdCepat, { body }).then((r) => r.respon),
    onSuccess: () =>
      Promise.all(
        [
          antrianPoliApi.IGD.daftar.path,
          antrianPoliApi.IGD.jumlah.path,
          pendaftaranApi.daftar.path,
          pasienApi.daftar.path,
        ].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      ),
  });
}

export function useBatalkan() {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      panggil(pendaftaranApi.batal, { params: { uid }, body: { alasan } }).then((r) => r.respon),
    onSuccess: segarkanPendaftaran,
  });
}

/** Active clinics, IGD and hemodialysis included, by name. */
export function usePoliAktif() {
  return useQuery({
    ...kueri(poliApi.daftar, { query: { status: 'AKTIF', limitless: 'true' } }),
    select: (r) => [...r.respon].sort((a, b) => a.nama.localeCompare(b.nama, 'id')),
    staleTime: 5 * 60_000,
  });
}

/** Payers: Umum, BPJS, Askes and every active insurer. */
export function usePenjamin() {
  return useQuery({ ...kueri(penjaminApi.daftar), select: (r) => r.respon, staleTime: 5 * 60_000 });
}

/** Doctors practising at the clinic that day, with their sessions and remaining quota. */
export function useKuota(poli: string | null, tanggal: string | undefined) {
  return useQuery({
    ...kueri(pendaftaranApi.kuota, { query: { poli: poli ?? '', tanggal: tanggal ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(poli && tanggal),
    refetchInterval: POLLING_MS,
  });
}

/** The public ticket (no session), refreshed every 20 s. */
export function useTiketPublik(kode: string | null) {
  return useQuery({
    ...kueri(pendaftaranApi.tiketPublik, { params: { kode: kode ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(kode),
    refetchInterval: POLLING_MS,
    retry: false,
  });
}

/** Another clinic in the visit of registration `uid` (/tambah-layanan-medis/:id). */
export function useTambahLayanan(uid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof pendaftaranApi.tambahLayanan>['body']) =>
      panggil(pendaftaranApi.tambahLayanan, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanPendaftaran,
  });
}
