import {
  bedApi,
  KELAS_RANAP,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  PENJAMIN_KUNJUNGAN,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../../api/kontrak.ts';

export const PILIHAN_KELAS = KELAS_RANAP.map((k) => ({ value: k, label: LABEL_KELAS_RANAP[k] }));
export const PILIHAN_PENJAMIN = PENJAMIN_KUNJUNGAN.map((p) => ({
  value: p,
  label: LABEL_PENJAMIN_KUNJUNGAN[p],
}));

/** The wards, for the lists' ward filter (read from the bed board). */
export function usePilihanRuangan() {
  const q = useQuery({ ...kueri(bedApi.papan, { query: {} }), staleTime: 60_000 });
  return (q.data?.ruangan ?? []).map((r) => ({ value: r.uid, label: r.nama }));
}
