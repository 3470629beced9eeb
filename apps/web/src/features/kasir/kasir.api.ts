import type { Tagihan } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { POLLING_MS } from '../../api/query.ts';

/** API paths of the cashier (docs/kasir.md). */
export const PATH_ANTRIAN_KASIR = '/kasir/antrian';
export const pathTagihan = (kunjunganUid: string) => `/kasir/tagihan/${kunjunganUid}`;

/** One visit's bill, refreshed by the polling rule: charges keep arriving while the patient waits. */
export function useTagihan(kunjunganUid: string | undefined) {
  return useQuery({
    queryKey: ['kasir', 'tagihan', kunjunganUid],
    queryFn: () => http.get<{ respon: Tagihan }>(pathTagihan(kunjunganUid ?? '')),
    enabled: Boolean(kunjunganUid),
    refetchInterval: POLLING_MS,
  });
}
