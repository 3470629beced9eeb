import { can, type Masukan, pengeluaranApi } from '@rawat/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { segarkanAwalan } from '../farmasi.segarkan.ts';

type QueryLaporan = { dari?: string; sampai?: string; lokasi_uid?: string };

/** The report as a PDF, for PdfViewerDialog. */
export const urlPdfLaporan = (q: QueryLaporan) =>
  urlKontrak(pengeluaranApi.laporan, { query: { ...q, format: 'pdf' } });

/** Whether the signed-in role may add and void expenses (the depot's right is checked apart). */
export function useBolehCatat(): boolean {
  const { user } = useSession();
  return can(user?.role, 'farmasi.pengeluaran:manage');
}

/** The pharmacy cashier report of a date range (and depot); the last answer stays while it reloads. */
export function useLaporanPengeluaran(q: QueryLaporan) {
  return useQuery({
    ...kueri(pengeluaranApi.laporan, { query: q }),
    enabled: Boolean(q.dari && q.sampai),
    placeholderData: keepPreviousData,
  });
}

// A new or voided entry changes the book and the report.
const segarkan = () => segarkanAwalan(pengeluaranApi.daftar.path, pengeluaranApi.laporan.path);

export function useCatatPengeluaran() {
  return useMutation({
    mutationFn: (body: Masukan<typeof pengeluaranApi.catat>['body']) =>
      panggil(pengeluaranApi.catat, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBatalkanPengeluaran() {
  return useMutation({
    mutationFn: ({ uid, ...body }: Masukan<typeof pengeluaranApi.batal>['body'] & { uid: string }) =>
      panggil(pengeluaranApi.batal, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
