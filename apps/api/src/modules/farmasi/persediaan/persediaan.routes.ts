import { persediaanApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ambilOpname, daftarOpname } from './opname.baca.ts';
import { batalOpname, buatOpname, finalOpname } from './opname.service.ts';
import { buatPenyesuaian, daftarPenyesuaian } from './penyesuaian.service.ts';
import { daftarMutasi, daftarStok } from './persediaan.baca.ts';

/**
 * Stock on hand, the stock card, stock opname and manual adjustments (contracts: persediaanApi in
 * @rawat/domain); writes also need increment_stock or decrement_stock at the location (services).
 */
export async function persediaanRoutes(app: App, deps: Deps) {
  const { db } = deps;

  rute(app, persediaanApi.stok, async (request) => daftarStok(db, ctxOf(request, deps), request.query));

  rute(app, persediaanApi.mutasi, async (request) => daftarMutasi(db, request.query));

  rute(app, persediaanApi.daftarOpname, async (request) => daftarOpname(db, request.query));

  rute(app, persediaanApi.opname, async (request) => ({ respon: await ambilOpname(db, request.params.uid) }));

  rute(app, persediaanApi.buatOpname, async (request) => ({
    respon: await buatOpname(db, ctxOf(request, deps), request.body),
  }));

  rute(app, persediaanApi.finalOpname, async (request) => ({
    respon: await finalOpname(db, ctxOf(request, deps), request.params.uid),
  }));

  rute(app, persediaanApi.batalOpname, async (request) => ({
    respon: await batalOpname(db, ctxOf(request, deps), request.params.uid, request.body.alasan),
  }));

  rute(app, persediaanApi.daftarPenyesuaian, async (request) => daftarPenyesuaian(db, request.query));

  rute(app, persediaanApi.buatPenyesuaian, async (request) => ({
    respon: await buatPenyesuaian(db, ctxOf(request, deps), request.body),
  }));
}
