import { adminDashboardSchema, itemEnvelope } from '@rawat/domain';
import type { App, Deps } from '../../platform/http.ts';
import { dashboardAdmin } from './admin.service.ts';

export async function adminRoutes(app: App, deps: Deps) {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'admin.dashboard:read' },
      schema: {
        tags: ['Administrasi'],
        summary: 'Ringkasan untuk dashboard admin: akun per role dan aktivitas hari ini',
        response: { 200: itemEnvelope(adminDashboardSchema) },
      },
    },
    async () => ({ respon: await dashboardAdmin(deps.db, deps.now()) }),
  );
}
