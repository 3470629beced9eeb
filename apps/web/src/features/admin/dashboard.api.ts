import type { AdminDashboard } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { POLLING_MS } from '../../api/query.ts';
import { DASHBOARD_PATH } from './akun.api.ts';

/** The admin dashboard, refreshed every 20 s like every polled screen (spec §7, §9). */
export function useAdminDashboard() {
  return useQuery({
    queryKey: [DASHBOARD_PATH],
    queryFn: () => http.get<{ respon: AdminDashboard }>(DASHBOARD_PATH).then((r) => r.respon),
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
}
