import { operasiBhpApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { cariProdukBhp, daftarBhp } from './operasi.bhp.baca.ts';
import { batalBhp, catatBhp } from './operasi.bhp.ts';

/** The theatre's consumables and drugs (docs/operasi.md "Consumables and drugs"). */
export async function operasiBhpRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;

  rute(app, operasiBhpApi.daftar, async (request) => ({ respon: await daftarBhp(db, request.params.uid) }));

  rute(app, operasiBhpApi.produk, async (request) =>
    cariProdukBhp(db, ctxOf(request, deps), request.params.uid, request.query),
  );

  rute(app, operasiBhpApi.catat, async (request) => ({
    respon: await catatBhp(db, ctxOf(request, deps), request.params.uid, request.body),
  }));

  rute(app, operasiBhpApi.batal, async (request) => ({
    respon: await batalBhp(
      db,
      ctxOf(request, deps),
      request.params.uid,
      request.params.bhp_uid,
      request.body,
    ),
  }));
}
