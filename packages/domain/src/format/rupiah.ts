// Locale id-ID, currency IDR with 0 decimals by default, thousands '.', decimal ',' (spec §9).
const LOKAL = 'id-ID';

/** Message of the RangeError thrown when a number helper receives NaN or ±Infinity. */
export const PESAN_ANGKA_TIDAK_VALID = 'Nilai harus berupa angka yang valid.';

/** Options of formatRupiah. */
export interface OpsiRupiah {
  /** Fixed number of decimals, 0 by default (spec §9). */
  decimals?: number;
  /** false drops the 'Rp ' prefix. */
  withSymbol?: boolean;
}

const cache = new Map<string, Intl.NumberFormat>();

// Intl.NumberFormat construction is costly and these helpers run in long tables.
function formatter(kunci: string, opsi: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = cache.get(kunci);
  if (!f) {
    // signDisplay 'negative' so -0 and values rounding to 0 never print as '-0'.
    f = new Intl.NumberFormat(LOKAL, { ...opsi, signDisplay: 'negative' });
    cache.set(kunci, f);
  }
  return f;
}

function cekAngka(n: number): void {
  if (!Number.isFinite(n)) throw new RangeError(PESAN_ANGKA_TIDAK_VALID);
}

function cekDesimal(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError('Jumlah desimal harus bilangan bulat 0 sampai 20.');
  }
}

// ICU separates 'Rp' from the digits with U+00A0; a plain space keeps output stable for tests,
// copy-paste and PDF fonts.
function spasiBiasa(s: string): string {
  return s.replace(/\s/g, ' ');
}

/** Formats an amount as rupiah: formatRupiah(1250000) → 'Rp 1.250.000', negatives → '-Rp 1.250.000'. */
export function formatRupiah(n: number, opts: OpsiRupiah = {}): string {
  const decimals = opts.decimals ?? 0;
  cekAngka(n);
  cekDesimal(decimals);
  if (opts.withSymbol === false) return formatAngka(n, decimals);
  const f = formatter(`rp:${decimals}`, {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return spasiBiasa(f.format(n));
}

/** Formats a plain id-ID number with a fixed number of decimals: formatAngka(1234.5, 2) → '1.234,50'. */
export function formatAngka(n: number, decimals = 0): string {
  cekAngka(n);
  cekDesimal(decimals);
  const f = formatter(`angka:${decimals}`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return spasiBiasa(f.format(n));
}

/** Formats an id-ID number with at most `maksDesimal` decimals, trailing zeros dropped: 1.50 → '1,5'. */
export function formatAngkaMaks(n: number, maksDesimal = 2): string {
  cekAngka(n);
  cekDesimal(maksDesimal);
  const f = formatter(`maks:${maksDesimal}`, {
    minimumFractionDigits: 0,
    maximumFractionDigits: maksDesimal,
  });
  return spasiBiasa(f.format(n));
}

// Reads back what formatAngkaMaks printed, so the unit choice agrees with the digits shown.
function nilaiTampil(s: string): number {
  return Math.abs(Number(s.replace(/\./g, '').replace(',', '.')));
}

// Short-amount units (spec §9); nothing above M, so a trillion reads '1.000 M'.
const SATUAN_SINGKAT = [
  { nilai: 1, akhiran: '' },
  { nilai: 1_000, akhiran: ' rb' },
  { nilai: 1_000_000, akhiran: ' jt' },
  { nilai: 1_000_000_000, akhiran: ' M' },
] as const;

/** Short amount with rb/jt/M, at most 2 decimals rounded half away from zero: 1500 → '1,5 rb'. */
export function formatRupiahSingkat(n: number): string {
  cekAngka(n);
  const mutlak = Math.abs(n);
  const mulai = Math.max(
    0,
    SATUAN_SINGKAT.findLastIndex((s) => mutlak >= s.nilai),
  );
  let hasil = '';
  for (const s of SATUAN_SINGKAT.slice(mulai)) {
    const teks = formatAngkaMaks(n / s.nilai, 2);
    hasil = `${teks}${s.akhiran}`;
    // 999.999 rounds to '1.000'; try the next unit so it reads '1 rb'. M is kept whatever the size.
    if (nilaiTampil(teks) < 1000) break;
  }
  return hasil;
}
