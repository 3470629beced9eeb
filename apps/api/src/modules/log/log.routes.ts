import { listEnvelope, logAktivitasSchema, logListQuerySchema } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { envelope } from '../../platform/paging.ts';
import { listLog } from './log.service.ts';

// Read-only on purpose: the audit log has no create, update or delete route.
export async function logRoutes(app: App, deps: Deps) {
  app.get(
    '/log-activity',
    {
      config: { permission: 'admin.log:read' },
      schema: {
        tags: ['Log Aktivitas'],
        summary: 'Log aktivitas (siapa, apa, kapan, dari mana); hanya ADMIN dan MANAGEMENT',
        querystring: logListQuerySchema,
        response: { 200: listEnvelope(logAktivitasSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listLog(deps.db, request.query);
      return envelope(rows, total, request.query);
    },
  );
}
