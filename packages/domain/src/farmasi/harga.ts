import { z } from 'zod';

/** Payer types for pharmacy prices (spec §9); '' means no payer, hence no markup. */
export const JENIS_PENJAMIN = ['', 'BPJS', 'UMUM', 'ASKES', 'Lainnya'] as const;

/** One of JENIS_PENJAMIN. */
export type JenisPenjamin = (typeof JENIS_PENJAMIN)[number];

/** Zod schema for a payer type. */
export const jenisPenjaminSchema = z.enum(JENIS_PENJAMIN);

/** Fixed markup percentages per payer (spec §9); 'Lainnya' takes its percentage from the caller. */
export const MARKUP_PENJAMIN = {
  '': 0,
  BPJS: 25,
  UMUM: 40,
  ASKES: 20,
} as const satisfies Record<Exclude<JenisPenjamin, 'Lainnya'>, number>;

/** Message of the RangeError thrown when 'Lainnya' is used without a percentage. */
export const PESAN_PERSEN_LAINNYA_WAJIB = "Persentase markup wajib diisi untuk penjamin 'Lainnya'.";

// Prices and percentages are read as exact decimals with at most 2 places; anything finer would
// need a second rounding step, and the rule is one rounding only.
const POLA_DESIMAL = /^(\d+)(?:\.(\d{1,2}))?$/;

// String(x) is the shortest decimal that round-trips, so 1234.56 reads as '1234.56', not 1234.5599….
function keSeratus(x: number, nama: string): bigint {
  if (!Number.isFinite(x) || x < 0 || x > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`${nama} harus angka tidak negatif.`);
  }
  const m = POLA_DESIMAL.exec(String(x));
  if (!m) throw new RangeError(`${nama} maksimal 2 angka desimal.`);
  return BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

function isJenisPenjamin(j: string): j is JenisPenjamin {
  return (JENIS_PENJAMIN as readonly string[]).includes(j);
}

/** Markup percentage for a payer; 'Lainnya' requires persenLainnya (≥ 0, ≤ 2 decimals), ignored otherwise. */
export function persenMarkup(jenis: JenisPenjamin, persenLainnya?: number): number {
  // Callers fed by untyped JSON can pass other strings; fail loudly rather than sell at cost.
  if (!isJenisPenjamin(jenis)) throw new RangeError(`Jenis penjamin tidak dikenal: '${String(jenis)}'.`);
  if (jenis !== 'Lainnya') return MARKUP_PENJAMIN[jenis];
  if (persenLainnya === undefined) throw new RangeError(PESAN_PERSEN_LAINNYA_WAJIB);
  keSeratus(persenLainnya, 'Persentase markup');
  return persenLainnya;
}

/** Selling price in whole rupiah: hargaDasar × (100 + markup) / 100, rounded half up, exact integer math. */
export function hargaJual(hargaDasar: number, jenis: JenisPenjamin, persenLainnya?: number): number {
  const dasar = keSeratus(hargaDasar, 'Harga dasar');
  const persen = keSeratus(persenMarkup(jenis, persenLainnya), 'Persentase markup');
  // dasar is in 1/100 rupiah and (10000 + persen) in 1/10000, so the product is in 1/1000000 rupiah.
  const hasil = (dasar * (10_000n + persen) + 500_000n) / 1_000_000n;
  if (hasil > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('Harga jual terlalu besar.');
  return Number(hasil);
}
