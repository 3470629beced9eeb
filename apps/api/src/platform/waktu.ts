// Hospital days run on Asia/Jakarta (+07:00, no daylight saving), whatever the server's zone.
const OFFSET_MS = 7 * 3600_000;

/** Start of the Jakarta calendar day containing `d`. */
export function awalHariJakarta(d: Date): Date {
  const shifted = d.getTime() + OFFSET_MS;
  return new Date(shifted - (shifted % 86_400_000) - OFFSET_MS);
}

/** 'YYYY-MM-DD' read as a Jakarta calendar day → its first instant. */
export function tanggalJakarta(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+07:00`);
}

/** The first instant after the Jakarta calendar day `isoDate` (the end of a date range, exclusive). */
export function setelahHariJakarta(isoDate: string): Date {
  return new Date(tanggalJakarta(isoDate).getTime() + 86_400_000);
}

/** 'YYYY-MM-DD' + n days, on the calendar (no time zone involved). */
export function tambahHari(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `dari` to `sampai` ('YYYY-MM-DD'; negative when `sampai` is earlier). */
export function selisihHari(dari: string, sampai: string): number {
  return Math.round((Date.parse(`${sampai}T00:00:00Z`) - Date.parse(`${dari}T00:00:00Z`)) / 86_400_000);
}
