import type { BukaShiftInput, KertasKasir, RingkasanShift, Shift, TutupShiftInput } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_BASE, http } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';

/** API paths of the cashier's shift (docs/kasir.md "Shift dan deposit"). */
export const PATH_SHIFT = '/kasir/shift';
export const PATH_SHIFT_AKTIF = '/kasir/shift/aktif';

/** The closing report, for PdfViewerDialog. */
export const urlLaporanShift = (uid: string, kertas: KertasKasir = 'A4') =>
  `${API_BASE.main}${PATH_SHIFT}/${uid}/laporan.pdf?kertas=${kertas}`;

// Opening or closing a shift changes what every cashier screen shows (payments need an open one).
const segarkan = () =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0] ?? '').startsWith(PATH_SHIFT) });

/** The signed-in cashier's open shift (null when none). */
export function useShiftAktif() {
  return useQuery({
    queryKey: [PATH_SHIFT_AKTIF],
    queryFn: () => http.get<{ respon: Shift | null }>(PATH_SHIFT_AKTIF).then((r) => r.respon),
    staleTime: 30_000,
  });
}

/** A shift's totals per method and the drawer; refreshed while the closing dialog is open. */
export function useRingkasanShift(uid: string | null) {
  return useQuery({
    queryKey: [PATH_SHIFT, uid, 'ringkasan'],
    queryFn: () =>
      http.get<{ respon: RingkasanShift }>(`${PATH_SHIFT}/${uid}/ringkasan`).then((r) => r.respon),
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

export function useBukaShift() {
  return useMutation({
    mutationFn: (body: BukaShiftInput) =>
      http.post<{ respon: Shift }>(`${PATH_SHIFT}/buka`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useTutupShift() {
  return useMutation({
    mutationFn: ({ uid, ...body }: TutupShiftInput & { uid: string }) =>
      http.post<{ respon: RingkasanShift }>(`${PATH_SHIFT}/${uid}/tutup`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
