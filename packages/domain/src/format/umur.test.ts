import { describe, expect, it } from 'vitest';
import { PESAN_TANGGAL_TIDAK_VALID } from './tanggal.ts';
import { formatUmur, HARI_PER_BULAN, hitungUmur, PESAN_LAHIR_SETELAH_SEKARANG } from './umur.ts';

describe('hitungUmur', () => {
  it('uses the spec §9 average month', () => {
    expect(HARI_PER_BULAN).toBe(30.436875);
  });

  it('computes known ages', () => {
    // 12485 days: 410 average months (34 years 2 months) and 5.88 days left.
    expect(hitungUmur('1992-08-27', '2026-11-02')).toEqual({ tahun: 34, bulan: 2, hari: 5 });
    expect(hitungUmur('1992-08-28', '2026-11-02')).toEqual({ tahun: 34, bulan: 2, hari: 4 });
    expect(hitungUmur('1930-01-01', '2026-11-02')).toEqual({ tahun: 96, bulan: 10, hari: 1 });
    expect(hitungUmur('2000-01-01', '2004-01-01')).toEqual({ tahun: 4, bulan: 0, hari: 0 });
  });

  it('gives zero on the day of birth', () => {
    expect(hitungUmur('2026-11-02', '2026-11-02')).toEqual({ tahun: 0, bulan: 0, hari: 0 });
  });

  it('counts days for newborns', () => {
    expect(hitungUmur('2026-10-28', '2026-11-02')).toEqual({ tahun: 0, bulan: 0, hari: 5 });
    expect(hitungUmur('2024-01-01', '2024-01-31')).toEqual({ tahun: 0, bulan: 0, hari: 30 });
    expect(hitungUmur('2024-01-01', '2024-02-01')).toEqual({ tahun: 0, bulan: 1, hari: 0 });
  });

  it('follows the average month, so a 365-day first year is 0 T 11 B 30 H', () => {
    // 365 days < 12 × 30.436875 = 365.2425 days: a documented consequence of spec §9.
    expect(hitungUmur('2000-03-01', '2001-03-01')).toEqual({ tahun: 0, bulan: 11, hari: 30 });
  });

  it('counts Jakarta calendar days, ignoring the time of day', () => {
    // Born 23:30 WIB on 1 Nov; at 00:10 WIB on 2 Nov the baby is one day old.
    expect(hitungUmur('2026-11-01T16:30:00Z', '2026-11-01T17:10:00Z')).toEqual({
      tahun: 0,
      bulan: 0,
      hari: 1,
    });
    expect(hitungUmur('2026-11-01T00:00:00+07:00', '2026-11-01T23:59:00+07:00')).toEqual({
      tahun: 0,
      bulan: 0,
      hari: 0,
    });
  });

  it('accepts Date and epoch inputs', () => {
    const lahir = new Date('1992-08-26T17:00:00Z');
    expect(hitungUmur(lahir, Date.parse('2026-11-02T05:00:00Z'))).toEqual({ tahun: 34, bulan: 2, hari: 5 });
  });

  it('defaults sekarang to now', () => {
    expect(hitungUmur(new Date())).toEqual({ tahun: 0, bulan: 0, hari: 0 });
  });

  it('throws when lahir is after sekarang', () => {
    expect(() => hitungUmur('2026-11-03', '2026-11-02')).toThrow(
      new RangeError(PESAN_LAHIR_SETELAH_SEKARANG),
    );
  });

  it('throws the date message for invalid dates', () => {
    expect(() => hitungUmur('2026-02-30', '2026-11-02')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
  });
});

describe('formatUmur', () => {
  it('formats as T, B, H', () => {
    expect(formatUmur('1992-08-27', '2026-11-02')).toBe('34 T 2 B 5 H');
  });

  it('always shows all three parts', () => {
    expect(formatUmur('2026-11-02', '2026-11-02')).toBe('0 T 0 B 0 H');
    expect(formatUmur('2000-01-01', '2004-01-01')).toBe('4 T 0 B 0 H');
  });
});
