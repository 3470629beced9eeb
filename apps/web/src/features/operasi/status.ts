import type { StatusOperasi } from '@rawat/domain';

/** The chip colour of each state on the board and the detail. */
export const WARNA_STATUS: Record<StatusOperasi, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  DIJADWALKAN: 'info',
  PERSIAPAN: 'warning',
  OPERASI: 'error',
  SELESAI: 'success',
  BATAL: 'default',
};

const dua = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a moment, WIB. */
export function jamWib(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 7 * 3_600_000);
  return `${dua(d.getUTCHours())}:${dua(d.getUTCMinutes())}`;
}

/** 'yyyy-MM-dd' of a moment, WIB. */
export function tanggalWib(d: Date): string {
  const w = new Date(d.getTime() + 7 * 3_600_000);
  return `${w.getUTCFullYear()}-${dua(w.getUTCMonth() + 1)}-${dua(w.getUTCDate())}`;
}

/** A date moved by whole days (calendar arithmetic on 'yyyy-MM-dd'). */
export function geserHari(tanggal: string, hari: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + hari);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of a date. */
export function seninDari(tanggal: string): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  return geserHari(tanggal, -((d.getUTCDay() + 6) % 7));
}
