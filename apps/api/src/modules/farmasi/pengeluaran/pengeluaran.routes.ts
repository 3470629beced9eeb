import { pengeluaranApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import { ambilPengeluaran, daftarPengeluaran } from './pengeluaran.baca.ts';
import { namaBerkasLaporan, pdfLaporanPengeluaran, xlsxLaporanPengeluaran } from './pengeluaran.cetak.ts';
import { laporanPengeluaran } from './pengeluaran.laporan.ts';
import { batalkanPengeluaran, buatPengeluaran } from './pengeluaran.service.ts';

/**
 * The pharmacy till's expense book and the pharmacy cashier's report (contracts: pengeluaranApi in
 * @rawat/domain); adding and voiding also need the depot's decrement_stock right (service).
 */
export async function pengeluaranRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, pengeluaranApi.daftar, async (request) => daftarPengeluaran(db, request.query));

  rute(app, pengeluaranApi.detail, async (request) => ({
    respon: await ambilPengeluaran(db, request.params.uid),
  }));

  rute(app, pengeluaranApi.catat, async (request) => ({
    respon: await buatPengeluaran(db, ctxOf(request, deps), request.body),
  }));

  rute(app, pengeluaranApi.batal, async (request) => ({
    respon: await batalkanPengeluaran(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, pengeluaranApi.laporan, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await laporanPengeluaran(db, ctx, request.query);
    const nama = namaBerkasLaporan(l);
    if (request.query.format === 'xlsx')
      return kirimXlsx(reply, `${nama}.xlsx`, await xlsxLaporanPengeluaran(l));
    if (request.query.format === 'pdf')
      return kirimPdf(reply, `${nama}.pdf`, await pdfLaporanPengeluaran(db, ctx, l));
    return l;
  });
}
