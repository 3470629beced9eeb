import { tagihanRanapApi } from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { kueri } from '../../../api/kontrak.ts';
import { POLLING_MS } from '../../../api/query.ts';

/** The stay's running bill; reading it charges the days not yet charged (docs/ranap/tagihan.md). */
export function useTagihanRanap(layananUid: string | undefined) {
  return useQuery({
    ...kueri(tagihanRanapApi.baca, { params: { layanan_uid: layananUid ?? '' } }),
    enabled: Boolean(layananUid),
    refetchInterval: POLLING_MS,
  });
}

/** The stay of a visit for the cashier's bill (null when the visit has none). */
export function useTagihanRanapKunjungan(kunjunganUid: string | undefined) {
  return useQuery({
    ...kueri(tagihanRanapApi.bacaKunjungan, { params: { kunjungan_uid: kunjunganUid ?? '' } }),
    enabled: Boolean(kunjunganUid),
    refetchInterval: POLLING_MS,
  });
}
