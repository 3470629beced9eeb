import { laborApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { unitRoutes } from '../unit.routes.ts';
import { koreksiHasil, simpanHasil, validasiHasil } from './hasil.service.ts';
import { pdfHasilLab, pdfLabel } from './labor.pdf.ts';
import { ambilSampel, bacaLabor, prosesSampel } from './labor.service.ts';

/**
 * The laboratory's work on orders from the clinics (contracts: laborApi in @rawat/domain): the
 * worklist, detail, cancelling and printed result shared with radiology (unit.routes.ts), then the
 * lab's own steps: sample taking with its label, processing, results, validation, correction.
 */
export async function laborRoutes(app: App, deps: Deps) {
  const { db } = deps;
  unitRoutes(app, deps, { jenis: 'LABOR', api: laborApi, baca: bacaLabor, cetakHasil: pdfHasilLab });

  rute(app, laborApi.sampel, async (request) => ({
    respon: await ambilSampel(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, laborApi.proses, async (request) => ({
    respon: await prosesSampel(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, laborApi.simpanHasil, async (request) => ({
    respon: await simpanHasil(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, laborApi.validasi, async (request) => ({
    respon: await validasiHasil(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, laborApi.koreksi, async (request) => ({
    respon: await koreksiHasil(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, laborApi.label, async (request, reply) => {
    const { nama, pdf } = await pdfLabel(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}
