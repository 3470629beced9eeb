import { perangkatApi } from '@rawat/domain';
import { perangkatDari } from '../../platform/guard.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import {
  buatPerangkat,
  listPerangkat,
  perangkatSaya,
  type SumberLingkup,
  terbitkanToken,
  ubahPerangkat,
  ubahStatusPerangkat,
} from './perangkat.service.ts';

export interface PerangkatDeps extends Deps {
  /** Clinics and pharmacy depots, from the modules above akun (app.ts hands them in). */
  lingkup: SumberLingkup;
}

/** Kiosks and TV screens with their own tokens (contracts: perangkatApi; docs/perangkat.md). */
export async function perangkatRoutes(app: App, deps: PerangkatDeps) {
  const { db, lingkup } = deps;

  rute(app, perangkatApi.daftar, async () => ({ respon: await listPerangkat(db, lingkup) }));

  rute(app, perangkatApi.pilihan, async () => ({ respon: await lingkup.pilihan(db) }));

  rute(app, perangkatApi.buat, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { respon: await buatPerangkat(db, ctxOf(request, deps), lingkup, request.body) };
  });

  rute(app, perangkatApi.ubah, async (request) => ({
    respon: await ubahPerangkat(db, ctxOf(request, deps), lingkup, request.params.uid, request.body),
  }));

  rute(app, perangkatApi.status, async (request) => ({
    respon: await ubahStatusPerangkat(
      db,
      ctxOf(request, deps),
      lingkup,
      request.params.uid,
      request.body.aktif,
    ),
  }));

  rute(app, perangkatApi.tokenBaru, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { respon: await terbitkanToken(db, ctxOf(request, deps), lingkup, request.params.uid) };
  });

  rute(app, perangkatApi.saya, async (request) => ({
    respon: await perangkatSaya(db, lingkup, perangkatDari(request)),
  }));
}
