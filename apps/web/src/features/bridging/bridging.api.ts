import { eklaimApi, integrasiApi, type Masukan, outboxApi, type SlugIntegrasi } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';

const segarkan = (...kontrak: { path: string }[]) =>
  Promise.all(kontrak.map((k) => queryClient.invalidateQueries({ queryKey: [k.path] })));

/** Resends the chosen messages; the worker picks them up within seconds. */
export function useKirimUlang() {
  return useMutation({
    mutationFn: (uid: string[]) => panggil(outboxApi.kirimUlang, { body: { uid } }).then((r) => r.respon),
    onSuccess: () => segarkan(outboxApi.list, outboxApi.ringkasan),
  });
}

export function useSimpanPengaturan(mitra: SlugIntegrasi) {
  return useMutation({
    mutationFn: (body: Masukan<typeof integrasiApi.simpan>['body']) =>
      panggil(integrasiApi.simpan, { params: { mitra }, body }).then((r) => r.respon),
    onSuccess: () => segarkan(integrasiApi.pengaturan, outboxApi.ringkasan),
  });
}

export function useUjiKoneksi(mitra: SlugIntegrasi) {
  return useMutation({
    mutationFn: () => panggil(integrasiApi.uji, { params: { mitra } }).then((r) => r.respon),
  });
}

/** E-Klaim's settings (docs/eklaim.md): its own contract, not a BPJS partner's. */
export function useSimpanEklaim() {
  return useMutation({
    mutationFn: (body: Masukan<typeof eklaimApi.simpan>['body']) =>
      panggil(eklaimApi.simpan, { body }).then((r) => r.respon),
    onSuccess: () => segarkan(eklaimApi.pengaturan),
  });
}

export function useUjiEklaim() {
  return useMutation({ mutationFn: () => panggil(eklaimApi.uji).then((r) => r.respon) });
}
