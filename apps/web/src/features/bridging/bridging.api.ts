import { bpjsAntreanApi, type Masukan, outboxApi } from '@rawat/domain';
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

export function useSimpanPengaturan() {
  return useMutation({
    mutationFn: (body: Masukan<typeof bpjsAntreanApi.simpan>['body']) =>
      panggil(bpjsAntreanApi.simpan, { body }).then((r) => r.respon),
    onSuccess: () => segarkan(bpjsAntreanApi.pengaturan, outboxApi.ringkasan),
  });
}

export function useUjiKoneksi() {
  return useMutation({ mutationFn: () => panggil(bpjsAntreanApi.uji).then((r) => r.respon) });
}
