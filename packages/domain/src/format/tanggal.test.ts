import { describe, expect, it } from 'vitest';
import {
  BULAN,
  bagianJakarta,
  formatJam,
  formatTanggal,
  formatTanggalJam,
  formatTanggalPendek,
  formatTanggalWaktu,
  HARI,
  isTanggalValid,
  keDate,
  nomorHariJakarta,
  PESAN_TANGGAL_TIDAK_VALID,
  parseTanggal,
  toJakartaIsoDate,
} from './tanggal.ts';

// 14:05:09 on Monday 2 November 2026 in Jakarta.
const MOMEN = new Date('2026-11-02T07:05:09Z');

describe('constants', () => {
  it('has the exact spec §5 message', () => {
    expect(PESAN_TANGGAL_TIDAK_VALID).toBe('Format tanggal tidak valid. Gunakan YYYY-MM-DD.');
  });

  it('lists days Monday first and the twelve months', () => {
    expect(HARI).toEqual(['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu']);
    expect(BULAN).toHaveLength(12);
    expect(BULAN[0]).toBe('Januari');
    expect(BULAN[7]).toBe('Agustus');
    expect(BULAN[11]).toBe('Desember');
  });
});

describe('formatting in Asia/Jakarta', () => {
  it('formats the long date', () => {
    expect(formatTanggal(MOMEN)).toBe('Senin, 2 November 2026');
    expect(formatTanggal('2024-02-29')).toBe('Kamis, 29 Februari 2024');
    expect(formatTanggal('2026-01-04')).toBe('Minggu, 4 Januari 2026');
    expect(formatTanggal('2026-08-17')).toBe('Senin, 17 Agustus 2026');
  });

  it('formats the short date day first with zero padding', () => {
    expect(formatTanggalPendek(MOMEN)).toBe('02/11/2026');
    expect(formatTanggalPendek('2026-01-04')).toBe('04/01/2026');
  });

  it('formats time with a dot separator', () => {
    expect(formatJam(MOMEN)).toBe('14.05');
    expect(formatJam(MOMEN, { detik: true })).toBe('14.05.09');
    expect(formatJam('2026-11-02')).toBe('00.00');
  });

  it('formats a moment for a table cell: the short date and the time, no day name', () => {
    expect(formatTanggalJam(MOMEN)).toBe('02/11/2026 14.05');
    expect(formatTanggalJam('2026-11-26T07:05:00Z')).toBe('26/11/2026 14.05');
    // The Jakarta day: 23.30 UTC on the 25th is already the 26th.
    expect(formatTanggalJam('2026-11-25T23:30:00Z')).toBe('26/11/2026 06.30');
  });

  it('formats date and time with WIB', () => {
    expect(formatTanggalWaktu(MOMEN)).toBe('Senin, 2 November 2026 14.05 WIB');
  });

  it('uses the Jakarta calendar day, not the UTC one', () => {
    // 17:00 UTC is already the next day in Jakarta.
    expect(formatTanggalWaktu('2026-11-01T17:00:00Z')).toBe('Senin, 2 November 2026 00.00 WIB');
    expect(formatTanggalWaktu('2026-11-01T16:59:59Z')).toBe('Minggu, 1 November 2026 23.59 WIB');
    expect(toJakartaIsoDate('2026-12-31T17:30:00Z')).toBe('2027-01-01');
    expect(toJakartaIsoDate('2026-12-31T16:30:00Z')).toBe('2026-12-31');
  });

  it('accepts epoch milliseconds and offset strings', () => {
    expect(formatTanggalWaktu(MOMEN.getTime())).toBe('Senin, 2 November 2026 14.05 WIB');
    expect(formatTanggalWaktu('2026-11-02T14:05:09+07:00')).toBe('Senin, 2 November 2026 14.05 WIB');
    expect(formatTanggalWaktu('2026-11-02T09:05:09.123+02:00')).toBe('Senin, 2 November 2026 14.05 WIB');
  });

  it('reads a date-time without an offset as Jakarta wall-clock time', () => {
    expect(formatTanggalWaktu('2026-11-02T14:05')).toBe('Senin, 2 November 2026 14.05 WIB');
    expect(formatTanggalWaktu('2026-11-02 14:05:09')).toBe('Senin, 2 November 2026 14.05 WIB');
    expect(keDate('2026-11-02T14:05:09').toISOString()).toBe('2026-11-02T07:05:09.000Z');
  });

  it('splits into Jakarta fields', () => {
    expect(bagianJakarta(MOMEN)).toEqual({
      tahun: 2026,
      bulan: 11,
      tanggal: 2,
      hari: 0,
      jam: 14,
      menit: 5,
      detik: 9,
    });
  });

  it('counts whole Jakarta calendar days', () => {
    expect(
      nomorHariJakarta('2026-11-02T00:00:00+07:00') - nomorHariJakarta('2026-11-01T23:59:59+07:00'),
    ).toBe(1);
    expect(nomorHariJakarta('1970-01-01')).toBe(0);
  });

  it('rejects invalid input with the spec message', () => {
    expect(() => formatTanggal('kemarin')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
    expect(() => formatTanggal(new Date(Number.NaN))).toThrow(PESAN_TANGGAL_TIDAK_VALID);
    expect(() => formatTanggal(Number.NaN)).toThrow(PESAN_TANGGAL_TIDAK_VALID);
    expect(() => formatTanggal('2026-02-30T10:00:00Z')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
    expect(() => formatTanggal('Nov 2, 2026')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
  });
});

describe('parseTanggal', () => {
  it('parses YYYY-MM-DD to midnight in Jakarta', () => {
    expect(parseTanggal('2026-11-02').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(toJakartaIsoDate(parseTanggal('2026-11-02'))).toBe('2026-11-02');
  });

  it('accepts YYYY/MM/DD and surrounding whitespace', () => {
    expect(parseTanggal('2026/11/02').toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(parseTanggal(' 2026-11-02 ').toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });

  it('accepts leap days only in leap years', () => {
    expect(toJakartaIsoDate(parseTanggal('2024-02-29'))).toBe('2024-02-29');
    expect(toJakartaIsoDate(parseTanggal('2000-02-29'))).toBe('2000-02-29');
    expect(() => parseTanggal('2026-02-29')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
    expect(() => parseTanggal('1900-02-29')).toThrow(PESAN_TANGGAL_TIDAK_VALID);
  });

  it('keeps two-digit-era years literal', () => {
    expect(toJakartaIsoDate(parseTanggal('0050-06-15'))).toBe('0050-06-15');
  });

  it.each([
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    '2026-01/05',
    '05-01-2026',
    '02/11/2026',
    '2026.01.05',
    '',
    'abc',
  ])('rejects %j with the exact message', (s) => {
    expect(() => parseTanggal(s)).toThrow(new RangeError(PESAN_TANGGAL_TIDAK_VALID));
    expect(isTanggalValid(s)).toBe(false);
  });

  it('isTanggalValid agrees on valid dates', () => {
    expect(isTanggalValid('2026-11-02')).toBe(true);
    expect(isTanggalValid('2026/11/02')).toBe(true);
  });
});
