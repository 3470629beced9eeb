import { bagianJakarta, bersalinApi, type Masukan, type StatusPersalinan } from '@rawat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kueri, panggil } from '../../api/kontrak.ts';

/** The room's list and one record are refreshed together after any write. */
function useSegarkan() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: [bersalinApi.daftar.path] });
    void qc.invalidateQueries({ queryKey: [bersalinApi.detail.path] });
    void qc.invalidateQueries({ queryKey: [bersalinApi.cariStay.path] });
  };
}

export function useDaftarBersalin(status: StatusPersalinan | undefined) {
  return useQuery({
    ...kueri(bersalinApi.daftar, { query: { status } }),
    select: (r) => r.respon,
    refetchInterval: 60_000,
  });
}

export function useStayBersalin(search: string, aktif: boolean) {
  return useQuery({
    ...kueri(bersalinApi.cariStay, { query: { search: search || undefined } }),
    select: (r) => r.respon,
    enabled: aktif,
  });
}

export function useDetailBersalin(uid: string) {
  return useQuery({
    ...kueri(bersalinApi.detail, { params: { uid } }),
    select: (r) => r.respon,
    staleTime: 0,
  });
}

export function useBukaBersalin() {
  const segarkan = useSegarkan();
  return useMutation({
    mutationFn: (body: Masukan<typeof bersalinApi.buka>['body']) =>
      panggil(bersalinApi.buka, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useTulisBersalin(uid: string) {
  const segarkan = useSegarkan();
  const opsi = { onSuccess: segarkan };
  return {
    partograf: useMutation({
      mutationFn: (body: Masukan<typeof bersalinApi.partograf>['body']) =>
        panggil(bersalinApi.partograf, { params: { uid }, body }),
      ...opsi,
    }),
    persalinan: useMutation({
      mutationFn: (body: Masukan<typeof bersalinApi.persalinan>['body']) =>
        panggil(bersalinApi.persalinan, { params: { uid }, body }),
      ...opsi,
    }),
    bayi: useMutation({
      mutationFn: (urutan: number) =>
        panggil(bersalinApi.daftarkanBayi, { params: { uid, urutan } }).then((r) => r.respon),
      ...opsi,
    }),
  };
}

const dua = (n: number) => String(n).padStart(2, '0');
/** Now as a datetime-local field's value, Jakarta wall clock. */
export function sekarangLokal(): string {
  const b = bagianJakarta(new Date());
  return `${b.tahun}-${dua(b.bulan)}-${dua(b.tanggal)}T${dua(b.jam)}:${dua(b.menit)}`;
}
/** A datetime-local value (Jakarta) as the ISO moment the contract takes. */
export const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');
/** A typed number ('36,8' too), or null when empty. */
export const keAngka = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));

/** '3 jam 20 menit' since a moment. */
export function lamaSejak(iso: string, sekarang = new Date()): string {
  const menit = Math.max(0, Math.floor((sekarang.getTime() - new Date(iso).getTime()) / 60_000));
  const j = Math.floor(menit / 60);
  return j ? `${j} jam ${menit % 60} menit` : `${menit} menit`;
}
