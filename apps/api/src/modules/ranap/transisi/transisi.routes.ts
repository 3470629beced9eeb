import { transisiApi } from '@rawat/domain';
import { type App, ctxOf, type Deps, kirimPdf } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { daftarTransisi, detailTransisi } from './transisi.baca.ts';
import { keluarTransisi } from './transisi.keluar.ts';
import { daftarDariOperasi, transisiOperasi } from './transisi.operasi.ts';
import { pdfTransisi } from './transisi.pdf.ts';
import {
  cariLayananTransisi,
  terimaTransisi,
  tulisSkorTransisi,
  tulisVitalTransisi,
} from './transisi.service.ts';

/**
 * The post-procedure transition (recovery) room (docs/ranap/transisi.md): the room's list, arrival
 * on a layanan, vitals every 15 minutes, Aldrete/Steward scores, leaving, the printed record.
 */
export async function transisiRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, transisiApi.daftar, async (request) => ({
    respon: await daftarTransisi(db, ctxOf(request, deps), request.query.status),
  }));

  rute(app, transisiApi.cariLayanan, async (request) => ({
    respon: await cariLayananTransisi(db, ctxOf(request, deps), request.query.search),
  }));

  rute(app, transisiApi.dariOperasi, async (request) => ({
    respon: await daftarDariOperasi(db, ctxOf(request, deps)),
  }));

  rute(app, transisiApi.perOperasi, async (request) => ({
    respon: await transisiOperasi(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, transisiApi.terima, async (request) => ({
    respon: await terimaTransisi(db, ctxOf(request, deps), request.body),
  }));

  rute(app, transisiApi.detail, async (request) => ({
    respon: await detailTransisi(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, transisiApi.vital, async (request) => ({
    respon: await tulisVitalTransisi(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, transisiApi.skor, async (request) => ({
    respon: await tulisSkorTransisi(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, transisiApi.keluar, async (request) => ({
    respon: await keluarTransisi(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, transisiApi.cetak, async (request, reply) => {
    const { nama, pdf } = await pdfTransisi(db, ctxOf(request, deps), request.params.uid);
    return kirimPdf(reply, nama, pdf);
  });
}
