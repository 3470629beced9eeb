import { adminApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../api/kontrak.ts';
import { POLLING_MS } from '../../api/query.ts';

/** The admin dashboard, refreshed every 20 s like every polled screen (spec §7, §9). */
export function useAdminDashboard() {
  return useQuery({
    ...kueri(adminApi.dashboard),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    staleTime: 0,
  });
}
