import { dashboardApi } from '@rawat/domain';
import { type App, ctxOf, type Deps } from '../../platform/http.ts';
import { rute } from '../../platform/rute.ts';
import { dashboardDokter } from './dokter.service.ts';
import { rincianRumahSakit } from './rumah-sakit.rincian.ts';
import { dashboardRumahSakit } from './rumah-sakit.service.ts';

/** The role dashboards of /admin-dashboard besides ADMIN's (docs/dashboard.md). */
export async function dashboardRoutes(app: App, deps: Deps) {
  // A dashboard may lag the primary by the replica's second (docs/skala.md).
  rute(app, dashboardApi.dokter, async (request) => ({
    respon: await dashboardDokter(deps.dbBaca, ctxOf(request, deps)),
  }));

  rute(app, dashboardApi.rumahSakit, async (request) => ({
    respon: await dashboardRumahSakit(deps.dbBaca, ctxOf(request, deps), request.query),
  }));

  rute(app, dashboardApi.rincianRumahSakit, async (request) => ({
    respon: await rincianRumahSakit(deps.dbBaca, ctxOf(request, deps), request.query),
  }));
}
