import { describe, expect, it } from 'vitest';
import {
  formatAngka,
  formatAngkaMaks,
  formatRupiah,
  formatRupiahSingkat,
  PESAN_ANGKA_TIDAK_VALID,
} from './rupiah.ts';

describe('formatRupiah', () => {
  it('formats with Rp, a plain space and dot thousands, 0 decimals', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(12_345_678_901)).toBe('Rp 12.345.678.901');
  });

  it('uses a regular space, never U+00A0', () => {
    expect(formatRupiah(5000)).not.toMatch(/\u00a0/);
    expect(formatRupiah(5000).charCodeAt(2)).toBe(32);
  });

  it('rounds half away from zero to whole rupiah by default', () => {
    expect(formatRupiah(1_250_000.5)).toBe('Rp 1.250.001');
    expect(formatRupiah(1_250_000.49)).toBe('Rp 1.250.000');
  });

  it('formats negatives with the sign before Rp', () => {
    expect(formatRupiah(-1_250_000)).toBe('-Rp 1.250.000');
    expect(formatRupiah(-1_250_000, { withSymbol: false })).toBe('-1.250.000');
  });

  it('never prints a negative zero', () => {
    expect(formatRupiah(-0)).toBe('Rp 0');
    expect(formatRupiah(-0.4)).toBe('Rp 0');
  });

  it('supports decimals with a comma', () => {
    expect(formatRupiah(1_250_000.5, { decimals: 2 })).toBe('Rp 1.250.000,50');
    expect(formatRupiah(1234.567, { decimals: 1 })).toBe('Rp 1.234,6');
  });

  it('drops the symbol with withSymbol: false', () => {
    expect(formatRupiah(1_250_000, { withSymbol: false })).toBe('1.250.000');
    expect(formatRupiah(1_250_000.5, { withSymbol: false, decimals: 2 })).toBe('1.250.000,50');
  });

  it('rejects non-finite numbers and bad decimals', () => {
    expect(() => formatRupiah(Number.NaN)).toThrow(new RangeError(PESAN_ANGKA_TIDAK_VALID));
    expect(() => formatRupiah(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatRupiah(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatRupiah(1, { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('formatAngka', () => {
  it('formats plain id-ID numbers', () => {
    expect(formatAngka(1_250_000)).toBe('1.250.000');
    expect(formatAngka(1234.5)).toBe('1.235');
    expect(formatAngka(1234.5, 2)).toBe('1.234,50');
    expect(formatAngka(-42)).toBe('-42');
    expect(formatAngka(0.5, 1)).toBe('0,5');
  });

  it('rejects NaN', () => {
    expect(() => formatAngka(Number.NaN)).toThrow(PESAN_ANGKA_TIDAK_VALID);
  });
});

describe('formatAngkaMaks', () => {
  it('drops trailing zeros up to the maximum decimals', () => {
    expect(formatAngkaMaks(1.5)).toBe('1,5');
    expect(formatAngkaMaks(2)).toBe('2');
    expect(formatAngkaMaks(1.256)).toBe('1,26');
    expect(formatAngkaMaks(1234.5, 0)).toBe('1.235');
  });
});

describe('formatRupiahSingkat', () => {
  it('keeps amounts below 1000 plain', () => {
    expect(formatRupiahSingkat(0)).toBe('0');
    expect(formatRupiahSingkat(500)).toBe('500');
    expect(formatRupiahSingkat(999)).toBe('999');
    expect(formatRupiahSingkat(12.5)).toBe('12,5');
  });

  it('uses rb for thousands', () => {
    expect(formatRupiahSingkat(1000)).toBe('1 rb');
    expect(formatRupiahSingkat(1500)).toBe('1,5 rb');
    expect(formatRupiahSingkat(25_000)).toBe('25 rb');
    expect(formatRupiahSingkat(999_000)).toBe('999 rb');
  });

  it('uses jt for millions', () => {
    expect(formatRupiahSingkat(2_000_000)).toBe('2 jt');
    expect(formatRupiahSingkat(1_250_000)).toBe('1,25 jt');
    expect(formatRupiahSingkat(7_500_000)).toBe('7,5 jt');
  });

  it('uses M for billions and stays on M above', () => {
    expect(formatRupiahSingkat(1_250_000_000)).toBe('1,25 M');
    expect(formatRupiahSingkat(3_000_000_000)).toBe('3 M');
    expect(formatRupiahSingkat(1_000_000_000_000)).toBe('1.000 M');
  });

  it('rounds to at most 2 decimals, half away from zero', () => {
    expect(formatRupiahSingkat(1234)).toBe('1,23 rb');
    expect(formatRupiahSingkat(1235)).toBe('1,24 rb');
    expect(formatRupiahSingkat(1_999_999)).toBe('2 jt');
  });

  it('promotes to the next unit when rounding reaches 1000', () => {
    expect(formatRupiahSingkat(999.999)).toBe('1 rb');
    expect(formatRupiahSingkat(999_999)).toBe('1 jt');
    expect(formatRupiahSingkat(999_999_999)).toBe('1 M');
  });

  it('handles negatives', () => {
    expect(formatRupiahSingkat(-1500)).toBe('-1,5 rb');
    expect(formatRupiahSingkat(-2_000_000)).toBe('-2 jt');
    expect(formatRupiahSingkat(-999_999)).toBe('-1 jt');
  });

  it('rejects non-finite numbers', () => {
    expect(() => formatRupiahSingkat(Number.NaN)).toThrow(RangeError);
  });
});
