import { adminApi } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { dashboardAdmin } from './admin.service.ts';
import { cadanganRoutes } from './cadangan.routes.ts';

export async function adminRoutes(app: App, deps: Deps) {
  // A dashboard may lag the primary by the replica's second (docs/skala.md).
  rute(app, adminApi.dashboard, async () => ({ respon: await dashboardAdmin(deps.dbBaca, deps.now()) }));
  await cadanganRoutes(app, deps);
}
