import { shiftApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { daftarShift, ringkasanShift } from './shift.baca.ts';
import { pdfLaporanShift } from './shift.pdf.ts';
import { bukaShift, shiftAktif, tutupShift } from './shift.service.ts';

/** A cashier's shift: open, totals, close, closing report (contracts: shiftApi in @rawat/domain). */
export async function shiftRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, shiftApi.aktif, async (request) => ({ respon: await shiftAktif(db, ctxOf(request, deps)) }));

  rute(app, shiftApi.buka, async (request) => ({
    respon: await bukaShift(db, ctxOf(request, deps), request.body),
  }));

  rute(app, shiftApi.daftar, async (request) => daftarShift(db, ctxOf(request, deps), request.query));

  rute(app, shiftApi.ringkasan, async (request) => ({
    respon: await ringkasanShift(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, shiftApi.tutup, async (request) => ({
    respon: await tutupShift(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, shiftApi.laporan, async (request, reply) => {
    const { params, query } = request;
    const { nama, pdf } = await pdfLaporanShift(db, ctxOf(request, deps), params.uid, query.kertas);
    return kirimPdf(reply, nama, pdf);
  });
}
