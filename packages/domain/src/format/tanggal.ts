/** Exact error message for an invalid date input (spec §5). */
export const PESAN_TANGGAL_TIDAK_VALID = 'Format tanggal tidak valid. Gunakan YYYY-MM-DD.';

/** Indonesian day names, Monday first. */
export const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

/** Indonesian month names, index 0 = Januari. */
export const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Anything the date helpers accept: a Date, epoch milliseconds or an ISO 8601 string. */
export type MasukanTanggal = Date | string | number;

// Jakarta is a fixed +07:00 with no DST (spec §9), so a constant offset is exact and needs no
// tz database: results never depend on the machine's TZ or ICU build.
const OFFSET_JAKARTA_MS = 7 * 60 * 60 * 1000;
const SATU_HARI_MS = 24 * 60 * 60 * 1000;

const POLA_TANGGAL = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;
// Date-time without an offset: read as Jakarta wall-clock time, not the machine's local time.
const POLA_WAKTU_TANPA_ZONA = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const POLA_WAKTU_DENGAN_ZONA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function gagal(): never {
  throw new RangeError(PESAN_TANGGAL_TIDAK_VALID);
}

function cobaTanggal(s: string): Date | null {
  const m = POLA_TANGGAL.exec(s.trim());
  if (!m) return null;
  const tahun = Number(m[1]);
  const bulan = Number(m[3]);
  const tgl = Number(m[4]);
  const d = new Date(0);
  // setUTCFullYear keeps years 0000–0099 literal (Date.UTC would map them to 19xx).
  d.setUTCFullYear(tahun, bulan - 1, tgl);
  // A rollover (2026-02-30 → March) means the day does not exist.
  if (d.getUTCFullYear() !== tahun || d.getUTCMonth() !== bulan - 1 || d.getUTCDate() !== tgl) return null;
  return new Date(d.getTime() - OFFSET_JAKARTA_MS);
}

/** True when s is a real calendar date written YYYY-MM-DD or YYYY/MM/DD. */
export function isTanggalValid(s: string): boolean {
  return cobaTanggal(s) !== null;
}

/** Parses 'YYYY-MM-DD' or 'YYYY/MM/DD' to 00:00 Jakarta time; throws RangeError(PESAN_TANGGAL_TIDAK_VALID). */
export function parseTanggal(s: string): Date {
  return cobaTanggal(s) ?? gagal();
}

/** Normalises a Date, epoch ms or ISO string to a valid Date; throws RangeError(PESAN_TANGGAL_TIDAK_VALID). */
export function keDate(d: MasukanTanggal): Date {
  if (d instanceof Date) {
    if (Number.isNaN(d.getTime())) gagal();
    return new Date(d.getTime());
  }
  if (typeof d === 'number') {
    const hasil = new Date(d);
    if (Number.isNaN(hasil.getTime())) gagal();
    return hasil;
  }
  const s = d.trim();
  if (POLA_TANGGAL.test(s)) return parseTanggal(s);
  let iso: string;
  if (POLA_WAKTU_TANPA_ZONA.test(s)) iso = `${s.replace(' ', 'T')}+07:00`;
  else if (POLA_WAKTU_DENGAN_ZONA.test(s)) iso = s;
  else return gagal();
  const hasil = new Date(iso);
  // Date.parse accepts 2026-02-30T10:00; compare the calendar part to reject it.
  if (Number.isNaN(hasil.getTime()) || !isTanggalValid(s.slice(0, 10))) gagal();
  return hasil;
}

/** Calendar and clock fields of a moment as seen in Jakarta (bulan 1–12, hari 0 = Senin). */
export interface BagianJakarta {
  tahun: number;
  bulan: number;
  tanggal: number;
  hari: number;
  jam: number;
  menit: number;
  detik: number;
}

/** Splits a moment into its Jakarta calendar and clock fields. */
export function bagianJakarta(d: MasukanTanggal): BagianJakarta {
  const geser = new Date(keDate(d).getTime() + OFFSET_JAKARTA_MS);
  return {
    tahun: geser.getUTCFullYear(),
    bulan: geser.getUTCMonth() + 1,
    tanggal: geser.getUTCDate(),
    hari: (geser.getUTCDay() + 6) % 7,
    jam: geser.getUTCHours(),
    menit: geser.getUTCMinutes(),
    detik: geser.getUTCSeconds(),
  };
}

/** Days since 1970-01-01 of the moment's Jakarta calendar date; differences give whole calendar days. */
export function nomorHariJakarta(d: MasukanTanggal): number {
  return Math.floor((keDate(d).getTime() + OFFSET_JAKARTA_MS) / SATU_HARI_MS);
}

function dua(n: number): string {
  return String(n).padStart(2, '0');
}

function tahun4(n: number): string {
  return String(n).padStart(4, '0');
}

/** Long Indonesian date in Jakarta: 'Senin, 2 November 2026'. */
export function formatTanggal(d: MasukanTanggal): string {
  const b = bagianJakarta(d);
  return `${HARI[b.hari] ?? ''}, ${b.tanggal} ${BULAN[b.bulan - 1] ?? ''} ${tahun4(b.tahun)}`;
}

/** Short date in Jakarta, day first: '02/11/2026'. */
export function formatTanggalPendek(d: MasukanTanggal): string {
  const b = bagianJakarta(d);
  return `${dua(b.tanggal)}/${dua(b.bulan)}/${tahun4(b.tahun)}`;
}

/** Jakarta clock time with the id-ID '.' separator: '14.05', or '14.05.09' with detik. */
export function formatJam(d: MasukanTanggal, opsi: { detik?: boolean } = {}): string {
  const b = bagianJakarta(d);
  const hm = `${dua(b.jam)}.${dua(b.menit)}`;
  return opsi.detik ? `${hm}.${dua(b.detik)}` : hm;
}

/**
 * A moment in a table cell, Jakarta time: '02/11/2026 14.05' (docs/platform.md "Tanggal di
 * layar": tables and lists day first with the time, headers formatTanggal, inputs yyyy/MM/dd).
 */
export function formatTanggalJam(d: MasukanTanggal): string {
  return `${formatTanggalPendek(d)} ${formatJam(d)}`;
}

/** Long date and time in Jakarta: 'Senin, 2 November 2026 14.05 WIB'. */
export function formatTanggalWaktu(d: MasukanTanggal): string {
  return `${formatTanggal(d)} ${formatJam(d)} WIB`;
}

/** The Jakarta calendar date as 'YYYY-MM-DD'. */
export function toJakartaIsoDate(d: MasukanTanggal): string {
  const b = bagianJakarta(d);
  return `${tahun4(b.tahun)}-${dua(b.bulan)}-${dua(b.tanggal)}`;
}
