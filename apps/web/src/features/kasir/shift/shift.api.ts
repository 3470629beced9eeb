import { type KertasKasir, type Masukan, shiftApi } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';

/** The closing report, for PdfViewerDialog. */
export const urlLaporanShift = (uid: string, kertas: KertasKasir = 'A4') =>
  urlKontrak(shiftApi.laporan, { params: { uid }, query: { kertas } });

// Opening or closing a shift changes what every cashier screen shows (payments need an open one):
// every shift answer, since their keys start with the shift list's path.
const segarkan = () =>
  queryClient.invalidateQueries({
    predicate: (q) => String(q.queryKey[0] ?? '').startsWith(shiftApi.daftar.path),
  });

/** The signed-in cashier's open shift (null when none). */
export function useShiftAktif() {
  return useQuery({ ...kueri(shiftApi.aktif), select: (r) => r.respon, staleTime: 30_000 });
}

/** A shift's totals per method and the drawer; refreshed while the closing dialog is open. */
export function useRingkasanShift(uid: string | null) {
  return useQuery({
    ...kueri(shiftApi.ringkasan, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

export function useBukaShift() {
  return useMutation({
    mutationFn: (body: Masukan<typeof shiftApi.buka>['body']) =>
      panggil(shiftApi.buka, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

type BodyTutup = Masukan<typeof shiftApi.tutup>['body'];

export function useTutupShift() {
  return useMutation({
    mutationFn: ({ uid, ...body }: BodyTutup & { uid: string }) =>
      panggil(shiftApi.tutup, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
