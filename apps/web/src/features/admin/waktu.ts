import {
  BULAN,
  bagianJakarta,
  formatTanggal,
  HARI,
  formatJam as jamDomain,
  toJakartaIsoDate,
} from '@rawat/domain';

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

const dua = (n: number) => String(n).padStart(2, '0');

/** 'Min, 22 Nov 2026, 07.21' — compact, for table cells (Jakarta time). */
export const formatWaktuPendek = (v: Masukan, kosong = '—') =>
  aman(
    v,
    (d) => {
      const b = bagianJakarta(d);
      const hari = (HARI[b.hari] ?? '').slice(0, 3);
      const bulan = (BULAN[b.bulan - 1] ?? '').slice(0, 3);
      return `${hari}, ${b.tanggal} ${bulan} ${b.tahun}, ${dua(b.jam)}.${dua(b.menit)}`;
    },
    kosong,
  );

/** 'Minggu, 22 November 2026 07.21.40 WIB' — for detail views and tooltips. */
export const formatWaktuPanjang = (v: Masukan, kosong = '—') =>
  aman(v, (d) => `${formatTanggal(d)} ${jamDomain(d, { detik: true })} WIB`, kosong);

/** 'Minggu, 22 November 2026'. */
export const formatTanggalPanjang = (v: Masukan) => aman(v, formatTanggal);

/** '07.21', or '07.21.40' with detik. */
export const formatJam = (v: Masukan, detik = false) => aman(v, (d) => jamDomain(d, { detik }));

/** Today's Jakarta calendar date as 'YYYY-MM-DD'. */
export const hariIniJakarta = () => toJakartaIsoDate(new Date());
