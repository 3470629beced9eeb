import { perangkatApi } from '@rawat/domain';
import { perangkatDari } from '../../platform/guard.ts';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { layarFarmasi, layarPoli } from './layar.service.ts';

/** The TV screens' feeds, opened by a device token only (docs/perangkat.md). */
export async function layarRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, perangkatApi.layarPoli, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      respon: await layarPoli(db, ctxOf(request, deps), perangkatDari(request), request.query.poli_uid),
    };
  });

  rute(app, perangkatApi.layarFarmasi, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { respon: await layarFarmasi(db, ctxOf(request, deps), perangkatDari(request)) };
  });
}
