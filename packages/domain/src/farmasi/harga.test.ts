import { describe, expect, it } from 'vitest';
import {
  hargaJual,
  JENIS_PENJAMIN,
  type JenisPenjamin,
  jenisPenjaminSchema,
  MARKUP_PENJAMIN,
  PESAN_PERSEN_LAINNYA_WAJIB,
  persenMarkup,
} from './harga.ts';

describe('constants', () => {
  it('matches spec §9', () => {
    expect(JENIS_PENJAMIN).toEqual(['', 'BPJS', 'UMUM', 'ASKES', 'Lainnya']);
    expect(MARKUP_PENJAMIN).toEqual({ '': 0, BPJS: 25, UMUM: 40, ASKES: 20 });
  });

  it('parses payer types with zod', () => {
    expect(jenisPenjaminSchema.parse('')).toBe('');
    expect(jenisPenjaminSchema.parse('Lainnya')).toBe('Lainnya');
    expect(jenisPenjaminSchema.safeParse('bpjs').success).toBe(false);
  });
});

describe('persenMarkup', () => {
  it('returns the fixed percentages', () => {
    expect(persenMarkup('')).toBe(0);
    expect(persenMarkup('BPJS')).toBe(25);
    expect(persenMarkup('UMUM')).toBe(40);
    expect(persenMarkup('ASKES')).toBe(20);
  });

  it('ignores persenLainnya for fixed payers', () => {
    expect(persenMarkup('UMUM', 10)).toBe(40);
  });

  it('uses the given percentage for Lainnya', () => {
    expect(persenMarkup('Lainnya', 15)).toBe(15);
    expect(persenMarkup('Lainnya', 0)).toBe(0);
    expect(persenMarkup('Lainnya', 12.5)).toBe(12.5);
  });

  it('requires a valid percentage for Lainnya', () => {
    expect(() => persenMarkup('Lainnya')).toThrow(new RangeError(PESAN_PERSEN_LAINNYA_WAJIB));
    expect(() => persenMarkup('Lainnya', -5)).toThrow(RangeError);
    expect(() => persenMarkup('Lainnya', Number.NaN)).toThrow(RangeError);
    expect(() => persenMarkup('Lainnya', 12.345)).toThrow(RangeError);
  });

  it('rejects unknown payer strings from untyped input', () => {
    expect(() => persenMarkup('bpjs' as JenisPenjamin)).toThrow(RangeError);
  });
});

describe('hargaJual', () => {
  it('applies each payer markup', () => {
    expect(hargaJual(10_000, '')).toBe(10_000);
    expect(hargaJual(10_000, 'BPJS')).toBe(12_500);
    expect(hargaJual(10_000, 'UMUM')).toBe(14_000);
    expect(hargaJual(10_000, 'ASKES')).toBe(12_000);
    expect(hargaJual(10_000, 'Lainnya', 15)).toBe(11_500);
  });

  it('computes 1234 × 1.4 exactly and rounds to whole rupiah', () => {
    // 1727.6 → 1728
    expect(hargaJual(1234, 'UMUM')).toBe(1728);
    // 1542.5 → 1543
    expect(hargaJual(1234, 'BPJS')).toBe(1543);
    // 1480.8 → 1481
    expect(hargaJual(1234, 'ASKES')).toBe(1481);
  });

  it('rounds exact halves up where float math would round down', () => {
    // 50 × 1.15 is 57.49999999999999 in floating point; the exact value is 57.5.
    expect(hargaJual(50, 'Lainnya', 15)).toBe(58);
    // 22.5 × 1.4 is 31.499999999999996 in floating point; the exact value is 31.5.
    expect(hargaJual(22.5, 'UMUM')).toBe(32);
    expect(hargaJual(10, 'Lainnya', 15)).toBe(12);
    expect(hargaJual(2, 'BPJS')).toBe(3);
  });

  it('rounds below half down', () => {
    // 1.49 → 1
    expect(hargaJual(1.49, '')).toBe(1);
    // 1001 × 1.125 = 1126.125 → 1126
    expect(hargaJual(1001, 'Lainnya', 12.5)).toBe(1126);
  });

  it('accepts prices with up to 2 decimals', () => {
    // 1234.56 × 1.4 = 1728.384 → 1728
    expect(hargaJual(1234.56, 'UMUM')).toBe(1728);
    // 0.5 with no markup → 1
    expect(hargaJual(0.5, '')).toBe(1);
  });

  it('handles zero and large prices', () => {
    expect(hargaJual(0, 'UMUM')).toBe(0);
    expect(hargaJual(-0, 'UMUM')).toBe(0);
    expect(hargaJual(1_000_000_000_000, 'UMUM')).toBe(1_400_000_000_000);
  });

  it('validates inputs', () => {
    expect(() => hargaJual(-1, 'UMUM')).toThrow(RangeError);
    expect(() => hargaJual(Number.NaN, 'UMUM')).toThrow(RangeError);
    expect(() => hargaJual(Number.POSITIVE_INFINITY, 'UMUM')).toThrow(RangeError);
    expect(() => hargaJual(1.005, 'UMUM')).toThrow(RangeError);
    expect(() => hargaJual(Number.MAX_SAFE_INTEGER, 'UMUM')).toThrow(RangeError);
    expect(() => hargaJual(1000, 'Lainnya')).toThrow(new RangeError(PESAN_PERSEN_LAINNYA_WAJIB));
  });
});
