import { integrasiApi, outboxApi } from '@rawat/domain';
import { type App, ctxOf } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { daftarOutbox, kirimUlangOutbox, ringkasanOutbox } from './outbox.service.ts';
import { bacaPengaturan, type DepsBpjs, simpanPengaturan, ujiKoneksi } from './pengaturan.service.ts';

/** The partners' settings and the outbox dashboard (docs/bpjs-antrean.md, docs/outbox.md). */
export async function bpjsRoutes(app: App, deps: DepsBpjs) {
  rute(app, integrasiApi.pengaturan, async (request) => ({
    respon: await bacaPengaturan(deps.db, request.params.mitra),
  }));

  rute(app, integrasiApi.simpan, async (request) => ({
    respon: await simpanPengaturan(deps, ctxOf(request, deps), request.params.mitra, request.body),
  }));

  rute(app, integrasiApi.uji, async (request) => ({ respon: await ujiKoneksi(deps, request.params.mitra) }));

  // On the primary (docs/skala.md): the page re-reads both right after a resend.
  rute(app, outboxApi.ringkasan, async (request) => ({
    respon: await ringkasanOutbox(deps.db, request.query.tanggal, deps.now()),
  }));

  rute(app, outboxApi.list, async (request) => daftarOutbox(deps.db, request.query));

  rute(app, outboxApi.kirimUlang, async (request) => ({
    respon: await kirimUlangOutbox(deps.db, ctxOf(request, deps), request.body.uid),
  }));
}
