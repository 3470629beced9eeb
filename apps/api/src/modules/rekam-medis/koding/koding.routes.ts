import { kodingApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { bacaKoding, daftarKoding } from './koding.baca.ts';
import { simpanKoding } from './koding.service.ts';

/** The coder's worklist and confirmation (contracts: kodingApi; docs/rekam-medis.md "Coding"). */
export async function kodingRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, kodingApi.daftar, async (request) => daftarKoding(db, request.query));

  rute(app, kodingApi.baca, async (request) => ({
    respon: await bacaKoding(db, request.params.layanan_uid),
  }));

  rute(app, kodingApi.simpan, async (request) => ({
    respon: await simpanKoding(db, ctxOf(request, deps), request.params.layanan_uid, request.body),
  }));
}
