import type { App, Deps } from '../../platform/http.ts';
import { lokasiRoutes } from './lokasi/lokasi.routes.ts';
import { masterFarmasiRoutes } from './master/master.routes.ts';
import { produkRoutes } from './produk/produk.routes.ts';
import { resepRoutes } from './resep/resep.routes.ts';

/** The pharmacy's routes beyond location access (registered separately by the platform). */
export async function farmasiRoutes(app: App, deps: Deps) {
  await masterFarmasiRoutes(app, deps);
  await lokasiRoutes(app, deps);
  await produkRoutes(app, deps);
  await resepRoutes(app, deps);
}
