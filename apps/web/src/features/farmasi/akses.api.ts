import { aksesLokasiApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../api/kontrak.ts';

/**
 * The caller's own pharmacy locations and rights (spec §6): the same answer as the /stok page
 * validator's, shared by every screen that offers only the locations its buttons may act on.
 */
export function useAksesSaya() {
  return useQuery({ ...kueri(aksesLokasiApi.saya), select: (r) => r.respon, staleTime: 60_000 });
}
