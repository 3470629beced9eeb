import { paketObatApi, produkApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../../platform/http.ts';
import { rute } from '../../../platform/rute.ts';
import { ruteMaster } from '../../master/crud/crud.routes.ts';
import { layananPaketObat } from './paket.service.ts';
import { hargaProduk, layananProduk } from './produk.service.ts';

/** Products and medicine packages (contracts: produkApi, paketObatApi in @rawat/domain). */
export async function produkRoutes(app: App, deps: Deps) {
  const { db } = deps;
  ruteMaster(app, deps, produkApi, layananProduk);

  rute(app, produkApi.harga, async (request) => ({ respon: await hargaProduk(db, request.params.uid) }));

  // GET /paketobat (+ /validasi, /:uid, PUT /:uid/status for the shared screens) from the master
  // contracts; the edit and delete paths of spec §7 beside them.
  ruteMaster(app, deps, paketObatApi, layananPaketObat);
  rute(app, paketObatApi.editPaket, async (request) => ({
    respon: await layananPaketObat.ubah(db, ctxOf(request, deps), request.params.id, request.body),
  }));
  rute(app, paketObatApi.hapusPaket, async (request) => ({
    respon: await layananPaketObat.ubahStatus(db, ctxOf(request, deps), request.params.id, 'NONAKTIF'),
  }));
}
