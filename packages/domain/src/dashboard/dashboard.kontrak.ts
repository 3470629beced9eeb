import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { dashboardDokterSchema } from './dokter.ts';

/** The dashboards of /admin-dashboard other than ADMIN's own (that one is adminApi.dashboard). */
export const dashboardApi = {
  dokter: kontrak({
    method: 'GET',
    path: '/dashboard/dokter',
    permission: 'dashboard.dokter:read',
    tags: ['Dashboard'],
    summary:
      'Dashboard dokter: pasien hari ini, resume belum final, dokumen belum ditandatangani, hasil menunggu, fee bulan ini',
    responses: { 200: itemEnvelope(dashboardDokterSchema) },
  }),
};
