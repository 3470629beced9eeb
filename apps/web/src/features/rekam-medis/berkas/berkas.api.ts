import { type Masukan, pelepasanRmApi, peminjamanRmApi, retensiRmApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { panggil, urlKontrak } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';

const segarkanPinjam = () => queryClient.invalidateQueries({ queryKey: [peminjamanRmApi.daftar.path] });
const segarkanLepas = () => queryClient.invalidateQueries({ queryKey: [pelepasanRmApi.daftar.path] });

export function usePinjamBerkas() {
  return useMutation({
    mutationFn: (body: Masukan<typeof peminjamanRmApi.pinjam>['body']) =>
      panggil(peminjamanRmApi.pinjam, { body }).then((r) => r.respon),
    onSuccess: segarkanPinjam,
  });
}

export function useKembalikanBerkas() {
  return useMutation({
    mutationFn: (uid: string) =>
      panggil(peminjamanRmApi.kembali, { params: { uid }, body: {} }).then((r) => r.respon),
    onSuccess: segarkanPinjam,
  });
}

/** The tracer / loan slip PDF, for PdfViewerDialog. */
export const urlTracer = (uid: string) => urlKontrak(peminjamanRmApi.tracer, { params: { uid } });

export function useAjukanPelepasan() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pelepasanRmApi.ajukan>['body']) =>
      panggil(pelepasanRmApi.ajukan, { body }).then((r) => r.respon),
    onSuccess: segarkanLepas,
  });
}

export function usePersetujuanPelepasan(uid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof pelepasanRmApi.persetujuan>['body']) =>
      panggil(pelepasanRmApi.persetujuan, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanLepas,
  });
}

export function useKeputusanPelepasan() {
  return useMutation({
    mutationFn: ({ uid, ...body }: { uid: string } & Masukan<typeof pelepasanRmApi.keputusan>['body']) =>
      panggil(pelepasanRmApi.keputusan, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanLepas,
  });
}

export function useSerahkanPelepasan(uid: string) {
  return useMutation({
    mutationFn: (body: Masukan<typeof pelepasanRmApi.serahkan>['body']) =>
      panggil(pelepasanRmApi.serahkan, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkanLepas,
  });
}

/** The record's last visit and the end of its retention period (reading it is not audited). */
export function useRetensiPasien(pasienUid: string | null) {
  return useQuery({
    queryKey: [retensiRmApi.pasien.path, pasienUid],
    queryFn: () =>
      panggil(retensiRmApi.pasien, { params: { pasien_uid: pasienUid ?? '' } }).then((r) => r.respon),
    enabled: Boolean(pasienUid),
  });
}
