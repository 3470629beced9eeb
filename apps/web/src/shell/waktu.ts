import { formatTanggal } from '@rawat/domain';

const ZONA = 'Asia/Jakarta';

/**
 * 'Senin, 21 Juli 2025' in Jakarta time (spec §9), the header format: the domain's formatter
 * rather than the browser's, so every header reads the same whatever the browser's ICU build.
 */
export function tanggalPanjang(d: Date = new Date()): string {
  return formatTanggal(d);
}

/** Greeting by the hour in Jakarta. */
export function salam(d: Date = new Date()): string {
  const jam = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: ZONA, hour: '2-digit', hourCycle: 'h23' }).format(d),
  );
  if (jam < 11) return 'Selamat pagi';
  if (jam < 15) return 'Selamat siang';
  if (jam < 18) return 'Selamat sore';
  return 'Selamat malam';
}
