import { dokumenStokApi, JENIS_DOKUMEN_STOK } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ambilDokumen, daftarDokumen } from './dokumen.baca.ts';
import { cetakPo } from './dokumen.pdf.ts';
import { buatGr } from './gr.service.ts';
import { batalPo, buatPo, buatPr, tolakPr } from './pengadaan.service.ts';
import { buatSr, penuhiSr, tolakSr } from './sr.service.ts';

/**
 * The stock documents of the /stok tabs (contracts: dokumenStokApi in @rawat/domain): SR, PR, PO,
 * GR. Each write also needs its pharmacy-location right (spec §6), checked in the services.
 */
export async function dokumenStokRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const api = dokumenStokApi;

  for (const jenis of JENIS_DOKUMEN_STOK) {
    rute(app, api.baca[jenis].daftar, async (request) => daftarDokumen(db, jenis, request.query));
    rute(app, api.baca[jenis].detail, async (request) => ({
      respon: await ambilDokumen(db, request.params.uid, jenis),
    }));
  }

  rute(app, api.buatSr, async (request) => ({
    respon: await buatSr(db, ctxOf(request, deps), request.body),
  }));
  rute(app, api.penuhiSr, async (request) => ({
    respon: await penuhiSr(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, api.tolakSr, async (request) => ({
    respon: await tolakSr(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, api.buatPr, async (request) => ({
    respon: await buatPr(db, ctxOf(request, deps), request.body),
  }));
  rute(app, api.tolakPr, async (request) => ({
    respon: await tolakPr(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, api.buatPo, async (request) => ({
    respon: await buatPo(db, ctxOf(request, deps), request.body),
  }));
  rute(app, api.batalPo, async (request) => ({
    respon: await batalPo(db, ctxOf(request, deps), request.params.uid, request.body),
  }));
  rute(app, api.pdfPo, async (request, reply) => {
    const { nama, pdf } = await cetakPo(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });

  rute(app, api.buatGr, async (request) => ({
    respon: await buatGr(db, ctxOf(request, deps), request.body),
  }));
}
