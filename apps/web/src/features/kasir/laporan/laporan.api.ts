import {
  type ArgMasukan,
  type depositApi,
  laporanKasirApi,
  type Masukan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { POLLING_MS } from '../../../api/query.ts';

/** The cashier's reports: JSON by default, the same query with `format` gives the Excel or the PDF. */
export type KontrakLaporan =
  | typeof laporanKasirApi.kasir
  | typeof laporanKasirApi.item
  | typeof laporanKasirApi.operasi
  | typeof laporanKasirApi.pasien
  | typeof depositApi.laporan;

/** A report's filters as the screen holds them (the format is the buttons' business). */
export type ParamLaporan<K extends KontrakLaporan> = Omit<NonNullable<Masukan<K>['query']>, 'format'>;

// Each report's query accepts its own filters plus `format`; TypeScript cannot see that through a
// type parameter, so the call's input (never its answer) is widened here, once.
const masukan = <K extends KontrakLaporan>(params: ParamLaporan<K>, format?: 'xlsx' | 'pdf') =>
  [{ query: format ? { ...params, format } : params }] as unknown as ArgMasukan<K>;

/** The same endpoint as a file: format=xlsx downloads, format=pdf opens in the PDF viewer. */
export const urlBerkas = <K extends KontrakLaporan>(k: K, params: ParamLaporan<K>, format: 'xlsx' | 'pdf') =>
  urlKontrak(k, ...masukan<K>(params, format));

/** A report's JSON (typed by its contract); the previous answer stays on screen while a new range loads. */
export function useLaporan<K extends KontrakLaporan>(k: K, params: ParamLaporan<K>, enabled: boolean) {
  return useQuery({ ...kueri(k, ...masukan<K>(params)), enabled, placeholderData: keepPreviousData });
}

/** /dashboard-kasir: today's money and the last 30 days, refreshed by the polling rule. */
export function useDashboardKasir() {
  return useQuery({
    ...kueri(laporanKasirApi.dashboard),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
    staleTime: 0,
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
