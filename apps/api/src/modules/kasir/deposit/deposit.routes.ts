import { depositApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { kirimXlsx } from '../../../platform/xlsx.ts';
import { depositKunjungan } from './deposit.baca.ts';
import { namaBerkasLaporanDeposit, pdfLaporanDeposit, xlsxLaporanDeposit } from './deposit.cetak.ts';
import { laporanDeposit } from './deposit.laporan.ts';
import { pdfBuktiDeposit } from './deposit.pdf.ts';
import { refundDeposit, setorDeposit } from './deposit.service.ts';

/** Deposits of a visit (contracts: depositApi in @rawat/domain). */
export async function depositRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, depositApi.kunjungan, async (request) => ({
    respon: await depositKunjungan(db, request.query.kunjungan_uid),
  }));

  rute(app, depositApi.setor, async (request) => ({
    respon: await setorDeposit(db, ctxOf(request, deps), request.body),
  }));

  rute(app, depositApi.refund, async (request) => ({
    respon: await refundDeposit(db, ctxOf(request, deps), request.body),
  }));

  rute(app, depositApi.bukti, async (request, reply) => {
    const { params, query } = request;
    const { nama, pdf } = await pdfBuktiDeposit(db, ctxOf(request, deps), params.uid, query.kertas);
    return kirimPdf(reply, nama, pdf);
  });

  // A period's report: the replica may answer it (docs/skala.md).
  rute(app, depositApi.laporan, async (request, reply) => {
    const ctx = ctxOf(request, deps);
    const l = await laporanDeposit(deps.dbBaca, ctx, request.query);
    const nama = namaBerkasLaporanDeposit(l);
    if (request.query.format === 'xlsx') return kirimXlsx(reply, `${nama}.xlsx`, await xlsxLaporanDeposit(l));
    if (request.query.format === 'pdf')
      return kirimPdf(reply, `${nama}.pdf`, await pdfLaporanDeposit(deps.dbBaca, ctx, l));
    return l;
  });
}
