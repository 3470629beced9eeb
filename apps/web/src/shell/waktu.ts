const ZONA = 'Asia/Jakarta';

/** 'Senin, 21 Juli 2025' in Jakarta time (spec §9: Indonesian day and month names). */
export function tanggalPanjang(d: Date = new Date()): string {
  return new Intl.DateTimeFormat('id-ID', { timeZone: ZONA, dateStyle: 'full' }).format(d);
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
