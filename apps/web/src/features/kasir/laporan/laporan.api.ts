import { toJakartaIsoDate } from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, http, toQueryString } from '../../../api/client.ts';

/** API paths of the cashier dashboard and reports (docs/kasir.md "Laporan kasir"). */
export const PATH_DASHBOARD_KASIR = '/kasir/dashboard';
export const PATH_LAPORAN = {
  kasir: '/kasir/laporan/kasir',
  item: '/kasir/laporan/item',
  operasi: '/kasir/laporan/operasi',
  pasien: '/kasir/laporan/pasien',
} as const;

export type ParamLaporan = Record<string, string | undefined>;

/** The same endpoint as a file: format=xlsx downloads, format=pdf opens in the PDF viewer. */
export const urlBerkas = (path: string, params: ParamLaporan, format: 'xlsx' | 'pdf') =>
  `${API_BASE.main}${path}${toQueryString({ ...params, format })}`;

/** A report's JSON; the previous answer stays on screen while a new range loads. */
export function useLaporan<T>(path: string, params: ParamLaporan, enabled: boolean) {
  return useQuery({
    queryKey: [path, params],
    queryFn: () => http.get<T>(path, params),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Quick ranges, in Jakarta days. */
export function presetRentang(kunci: 'HARI_INI' | 'KEMARIN' | 'TUJUH_HARI' | 'BULAN_INI' | 'BULAN_LALU') {
  const hariIni = toJakartaIsoDate(new Date());
  const geser = (iso: string, n: number) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  const awalBulan = `${hariIni.slice(0, 8)}01`;
  switch (kunci) {
    case 'KEMARIN':
      return { dari: geser(hariIni, -1), sampai: geser(hariIni, -1) };
    case 'TUJUH_HARI':
      return { dari: geser(hariIni, -6), sampai: hariIni };
    case 'BULAN_INI':
      return { dari: awalBulan, sampai: hariIni };
    case 'BULAN_LALU': {
      const akhir = geser(awalBulan, -1);
      return { dari: `${akhir.slice(0, 8)}01`, sampai: akhir };
    }
    default:
      return { dari: hariIni, sampai: hariIni };
  }
}
