import { type BatalPengeluaranInput, can, type Pengeluaran, type PengeluaranInput } from '@rawat/domain';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, http, toQueryString } from '../../../api/client.ts';
import { queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';

/** API paths of the till's expense book and the cashier report (docs/farmasi.md "Pengeluaran farmasi"). */
export const PATH_PENGELUARAN = '/farmasi/pengeluaran';
export const PATH_LAPORAN_PENGELUARAN = '/farmasi/laporan/pengeluaran';

/** The report as a PDF, for PdfViewerDialog. */
export const urlPdfLaporan = (q: { dari?: string; sampai?: string; lokasi_uid?: string }) =>
  `${API_BASE.main}${PATH_LAPORAN_PENGELUARAN}${toQueryString({ ...q, format: 'pdf' })}`;

/** Whether the signed-in role may add and void expenses (the depot's right is checked apart). */
export function useBolehCatat(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.pengeluaran:manage');
}

// A new or voided entry changes the book and the report.
const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [PATH_PENGELUARAN] }),
    queryClient.invalidateQueries({ queryKey: [PATH_LAPORAN_PENGELUARAN] }),
  ]);

export function useCatatPengeluaran() {
  return useMutation({
    mutationFn: (body: PengeluaranInput) =>
      http.post<{ respon: Pengeluaran }>(PATH_PENGELUARAN, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBatalkanPengeluaran() {
  return useMutation({
    mutationFn: ({ uid, ...body }: BatalPengeluaranInput & { uid: string }) =>
      http.post<{ respon: Pengeluaran }>(`${PATH_PENGELUARAN}/${uid}/batal`, body).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
