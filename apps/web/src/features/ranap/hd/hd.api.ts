import { hdApi, type Masukan } from '@rawat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';

/** Every answer about sessions (the day's list, a stay's list, one session) is refreshed together. */
function useSegarkanHd() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: [hdApi.daftar.path] });
    void qc.invalidateQueries({ queryKey: [hdApi.baca.path] });
  };
}

export function useDaftarSesiHd(query: Masukan<typeof hdApi.daftar>['query'], aktif = true) {
  return useQuery({ ...kueri(hdApi.daftar, { query }), enabled: aktif, refetchInterval: 60_000 });
}

export function useSesiHd(uid: string) {
  return useQuery({ ...kueri(hdApi.baca, { params: { uid } }), select: (r) => r.respon, staleTime: 0 });
}

export function usePasienHd(search: string, aktif: boolean) {
  return useQuery({
    ...kueri(hdApi.pasien, { query: { search: search || undefined } }),
    select: (r) => r.respon,
    enabled: aktif,
  });
}

export function useJadwalkanHd() {
  const segarkan = useSegarkanHd();
  return useMutation({
    mutationFn: (body: Masukan<typeof hdApi.jadwalkan>['body']) =>
      panggil(hdApi.jadwalkan, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

/** The session's steps: start, finish (and charge), cancel, and saving one of its assessments. */
export function useLangkahHd(uid: string) {
  const segarkan = useSegarkanHd();
  const opsi = { onSuccess: segarkan };
  return {
    mulai: useMutation({ mutationFn: () => panggil(hdApi.mulai, { params: { uid } }), ...opsi }),
    selesai: useMutation({ mutationFn: () => panggil(hdApi.selesai, { params: { uid } }), ...opsi }),
    batal: useMutation({
      mutationFn: (alasan: string) => panggil(hdApi.batal, { params: { uid }, body: { alasan } }),
      ...opsi,
    }),
    simpanAsesmen: useMutation({
      mutationFn: (body: Masukan<typeof hdApi.simpanAsesmen>['body']) =>
        panggil(hdApi.simpanAsesmen, { params: { uid }, body }),
      ...opsi,
    }),
  };
}
