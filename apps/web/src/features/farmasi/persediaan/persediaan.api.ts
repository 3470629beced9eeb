import { type AksesLokasi, type Masukan, persediaanApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { useAksesSaya } from '../akses.api.ts';
import { segarkanAwalan } from '../farmasi.segarkan.ts';

// Any stock write changes the stock list, the stock card, the counts and the adjustments.
const segarkan = () => segarkanAwalan(persediaanApi.stok.path);

/** The caller's pharmacy locations where they hold one of `akses` (ADMIN: every location). */
export function useLokasiBerhak(akses: readonly AksesLokasi[]) {
  const q = useAksesSaya();
  return (q.data ?? [])
    .filter((e) => e.akses.some((a) => akses.includes(a)))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama, akses: e.akses }));
}

/** Every stocked product of one location with its batches (for counting and removing). */
export function useStokLokasi(lokasiUid: string) {
  return useQuery({
    ...kueri(persediaanApi.stok, { query: { lokasi_uid: lokasiUid, limitless: 'true' } }),
    select: (r) => r.respon,
    enabled: Boolean(lokasiUid),
  });
}

export function useBuatOpname() {
  return useMutation({
    mutationFn: (body: Masukan<typeof persediaanApi.buatOpname>['body']) =>
      panggil(persediaanApi.buatOpname, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useProsesOpname() {
  return useMutation({
    mutationFn: ({ uid, aksi, alasan }: { uid: string; aksi: 'final' | 'batal'; alasan?: string }) =>
      (aksi === 'batal'
        ? panggil(persediaanApi.batalOpname, { params: { uid }, body: { alasan: alasan ?? '' } })
        : panggil(persediaanApi.finalOpname, { params: { uid } })
      ).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBuatPenyesuaian() {
  return useMutation({
    mutationFn: (body: Masukan<typeof persediaanApi.buatPenyesuaian>['body']) =>
      panggil(persediaanApi.buatPenyesuaian, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
