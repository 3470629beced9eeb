import type {
  KuotaDokter,
  LayananTambahanInput,
  ListEnvelope,
  Pendaftaran,
  PendaftaranInput,
  Penjamin,
  Poli,
  TiketPublik,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../api/client.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

export const PENDAFTARAN_PATH = '/pendaftaran';

/** The 80 mm ticket PDF, for PdfViewerDialog. */
export function urlTiketPdf(uid: string): string {
  return `${API_BASE.main}${PENDAFTARAN_PATH}/${uid}/tiket.pdf`;
}

export function usePendaftaran(uid: string | undefined) {
  return useQuery({
    queryKey: [PENDAFTARAN_PATH, 'detail', uid],
    queryFn: () => http.get<{ respon: Pendaftaran }>(`${PENDAFTARAN_PATH}/${uid}`).then((r) => r.respon),
    enabled: Boolean(uid),
    refetchInterval: POLLING_MS,
  });
}

async function segarkan(p: Pendaftaran) {
  queryClient.setQueryData([PENDAFTARAN_PATH, 'detail', p.uid], p);
  await queryClient.invalidateQueries({
    queryKey: [PENDAFTARAN_PATH],
    predicate: (q) => q.queryKey[1] !== 'detail',
  });
}

export function useDaftarkan() {
  return useMutation({
    mutationFn: (body: PendaftaranInput) =>
      http.post<{ respon: Pendaftaran }>(PENDAFTARAN_PATH, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBatalkan() {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      http.put<{ respon: Pendaftaran }>(`${PENDAFTARAN_PATH}/${uid}/batal`, { alasan }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** Active clinics, IGD and hemodialysis included, by name. */
export function usePoliAktif() {
  return useQuery({
    queryKey: ['/master/poli', 'aktif'],
    queryFn: () =>
      http
        .get<ListEnvelope<Poli>>('/master/poli', { status: 'AKTIF', limitless: true })
        .then((r) => [...r.respon].sort((a, b) => a.nama.localeCompare(b.nama, 'id'))),
    staleTime: 5 * 60_000,
  });
}

/** Payers: Umum, BPJS, Askes and every active insurer. */
export function usePenjamin() {
  return useQuery({
    queryKey: ['/master/penjamin'],
    queryFn: () => http.get<{ respon: Penjamin[] }>('/master/penjamin').then((r) => r.respon),
    staleTime: 5 * 60_000,
  });
}

export interface KuotaPoli {
  poli_jenis: Poli['jenis'];
  tanpa_jadwal: boolean;
  dokter: KuotaDokter[];
}

/** Doctors practising at the clinic that day, with their sessions and remaining quota. */
export function useKuota(poli: string | null, tanggal: string | undefined) {
  return useQuery({
    queryKey: [PENDAFTARAN_PATH, 'kuota', poli, tanggal],
    queryFn: () =>
      http
        .get<{ respon: KuotaPoli }>(`${PENDAFTARAN_PATH}/kuota`, { poli: poli ?? '', tanggal: tanggal ?? '' })
        .then((r) => r.respon),
    enabled: Boolean(poli && tanggal),
    refetchInterval: POLLING_MS,
  });
}

/** The public ticket (no session), refreshed every 20 s. */
export function useTiketPublik(kode: string | null) {
  return useQuery({
    queryKey: ['/antrian/tiket', kode],
    queryFn: () => http.get<{ respon: TiketPublik }>(`/antrian/tiket/${kode}`).then((r) => r.respon),
    enabled: Boolean(kode),
    refetchInterval: POLLING_MS,
    retry: false,
  });
}

/** Another clinic in the visit of registration `uid` (/tambah-layanan-medis/:id). */
export function useTambahLayanan(uid: string) {
  return useMutation({
    mutationFn: (body: LayananTambahanInput) =>
      http.post<{ respon: Pendaftaran }>(`${PENDAFTARAN_PATH}/${uid}/layanan`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
