import type { App, Deps } from '../../platform/http.ts';
import { admisiRoutes } from './admisi/admisi.routes.ts';
import type { PortSepRanap } from './admisi/admisi.service.ts';
import { bangsalRoutes } from './bangsal/bangsal.routes.ts';
import { bedRoutes } from './bed/bed.routes.ts';
import { giziRoutes } from './gizi/gizi.routes.ts';
import { hdRoutes } from './hd/hd.routes.ts';
import { indikatorRoutes } from './indikator/indikator.routes.ts';
import { obatRoutes } from './obat/obat.routes.ts';
import { pulangRoutes } from './pulang/pulang.routes.ts';
import { tagihanRoutes } from './tagihan/tagihan.routes.ts';
import { transisiRoutes } from './transisi/transisi.routes.ts';

/** Inpatient care (docs/ranap.md): one function per area, each in its own folder. */
export async function ranapRoutes(app: App, deps: Deps & { sepRanap?: PortSepRanap }): Promise<void> {
  await bedRoutes(app, deps);
  await admisiRoutes(app, deps);
  await bangsalRoutes(app, deps);
  await obatRoutes(app, deps);
  await giziRoutes(app, deps);
  await tagihanRoutes(app, deps);
  await pulangRoutes(app, deps);
  await indikatorRoutes(app, deps);
  await transisiRoutes(app, deps);
  await hdRoutes(app, deps);
}
