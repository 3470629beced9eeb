import { hdApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { bacaSesiHd, daftarPasienHd, daftarSesiHd } from './hd.baca.ts';
import { batalSesiHd, jadwalkanSesiHd, mulaiSesiHd, simpanAsesmenSesiHd } from './hd.service.ts';
import { selesaikanSesiHd } from './hd.tagihan.ts';

/** Inpatient hemodialysis (docs/ranap/hd.md): the HD unit's sessions for stays. */
export async function hdRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, hdApi.daftar, async (request) => daftarSesiHd(db, ctxOf(request, deps), request.query));

  rute(app, hdApi.pasien, async (request) => ({
    respon: await daftarPasienHd(db, ctxOf(request, deps), request.query),
  }));

  rute(app, hdApi.jadwalkan, async (request) => ({
    respon: await jadwalkanSesiHd(db, ctxOf(request, deps), request.body),
  }));

  rute(app, hdApi.baca, async (request) => ({
    respon: await bacaSesiHd(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, hdApi.mulai, async (request) => ({
    respon: await mulaiSesiHd(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, hdApi.simpanAsesmen, async (request) => ({
    respon: await simpanAsesmenSesiHd(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, hdApi.selesai, async (request) => ({
    respon: await selesaikanSesiHd(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, hdApi.batal, async (request) => ({
    respon: await batalSesiHd(db, ctxOf(request, deps), request.params.uid, request.body.alasan),
  }));
}
