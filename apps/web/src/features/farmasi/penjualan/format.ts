import { formatJam, formatTanggalPendek, type StatusPenjualan } from '@rawat/domain';

export const WARNA_STATUS_PENJUALAN: Record<StatusPenjualan, 'warning' | 'info' | 'success' | 'default'> = {
  MENUNGGU_BAYAR: 'warning',
  LUNAS: 'info',
  DISERAHKAN: 'success',
  BATAL: 'default',
};

/** '09.05' for a moment today, '06/01/2030 09.05' otherwise (Jakarta). */
export function waktuSingkat(iso: string | null, hariIni: string): string {
  if (!iso) return '–';
  const tgl = formatTanggalPendek(iso);
  const [d, m, y] = tgl.split('/');
  return `${y}-${m}-${d}` === hariIni ? formatJam(iso) : `${tgl} ${formatJam(iso)}`;
}
