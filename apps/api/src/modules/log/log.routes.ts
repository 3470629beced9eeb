import { logApi } from '@rawat/domain';
import type { KunciAudit } from '../../platform/audit-kunci.ts';
import type { App, Deps } from '../../platform/http.ts';
import { ctxOf } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { statusIntegritas, verifikasiLog } from './integritas.service.ts';
import { listLog } from './log.service.ts';
import type { DaftarPenamaEntitas } from './nama-entitas.ts';

/**
 * The log module's routes need the chain's key (from app.ts; it is never in the database) and
 * the namers of the entities its rows point at (the modules above it read their own tables).
 */
export interface LogDeps extends Deps {
  kunciAudit: KunciAudit;
  penamaEntitas?: DaftarPenamaEntitas;
}

// Read-only on purpose: the audit log has no create, update or delete route.
export async function logRoutes(app: App, deps: LogDeps) {
  rute(app, logApi.daftar, async (request) => {
    const { rows, total } = await listLog(deps.db, request.query, deps.penamaEntitas);
    return envelope(rows, total, request.query);
  });
  rute(app, logApi.integritas, async () => ({ respon: await statusIntegritas(deps.db) }));
  rute(app, logApi.verifikasi, async (request) => ({
    respon: await verifikasiLog(deps.db, ctxOf(request, deps), deps.kunciAudit),
  }));
}
