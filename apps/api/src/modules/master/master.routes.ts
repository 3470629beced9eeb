import type { App, Deps } from '../../platform/http.ts';
import { faskesRoutes } from './faskes/faskes.routes.ts';
import { keuanganRoutes } from './keuangan/keuangan.routes.ts';
import { laborRoutes } from './labor/labor.routes.ts';
import { organisasiRoutes } from './organisasi/organisasi.routes.ts';
import { poliRoutes } from './poli/poli.routes.ts';
import { radiologiRoutes } from './radiologi/radiologi.routes.ts';
import { sdmRoutes } from './sdm/sdm.routes.ts';
import { tindakanRoutes } from './tindakan/tindakan.routes.ts';

/** Every master-data route, under /api/v1. */
export async function masterRoutes(app: App, deps: Deps) {
  await faskesRoutes(app, deps);
  await keuanganRoutes(app, deps);
  await laborRoutes(app, deps);
  await organisasiRoutes(app, deps);
  await poliRoutes(app, deps);
  await radiologiRoutes(app, deps);
  await sdmRoutes(app, deps);
  await tindakanRoutes(app, deps);
}
