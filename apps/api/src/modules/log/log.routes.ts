import { logApi } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { rute } from '../../platform/rute.ts';
import { listLog } from './log.service.ts';

// Read-only on purpose: the audit log has no create, update or delete route.
export async function logRoutes(app: App, deps: Deps) {
  rute(app, logApi.daftar, async (request) => {
    const { rows, total } = await listLog(deps.db, request.query);
    return envelope(rows, total, request.query);
  });
}
