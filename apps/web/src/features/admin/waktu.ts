import { formatTanggal, formatTanggalJam, formatJam as jamDomain, toJakartaIsoDate } from '@rawat/domain';

type Masukan = string | number | Date | null | undefined;

// The domain helpers throw on an invalid date; a screen shows a dash instead.
function aman(v: Masukan, fn: (d: string | number | Date) => string, kosong = '—'): string {
  if (v === null || v === undefined || v === '') return kosong;
  try {
    return fn(v);
  } catch {
    return kosong;
  }
}

/** '22/11/2026 07.21': the table format every list uses (docs/platform.md "Tanggal di layar"). */
export const formatWaktuPendek = (v: Masukan, kosong = '—') => aman(v, formatTanggalJam, kosong);

/** 'Minggu, 22 November 2026 07.21.40 WIB' — for detail views and tooltips. */
export const formatWaktuPanjang = (v: Masukan, kosong = '—') =>
  aman(v, (d) => `${formatTanggal(d)} ${jamDomain(d, { detik: true })} WIB`, kosong);

/** 'Minggu, 22 November 2026'. */
export const formatTanggalPanjang = (v: Masukan) => aman(v, formatTanggal);

/** '07.21', or '07.21.40' with detik. */
export const formatJam = (v: Masukan, detik = false) => aman(v, (d) => jamDomain(d, { detik }));

/** Today's Jakarta calendar date as 'YYYY-MM-DD'. */
export const hariIniJakarta = () => toJakartaIsoDate(new Date());
