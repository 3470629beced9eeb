import { describe, expect, it } from 'vitest';
import { formatUkuranFile, SATUAN_UKURAN_FILE } from './ukuran-file.ts';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('formatUkuranFile', () => {
  it('lists units from B to YB', () => {
    expect(SATUAN_UKURAN_FILE).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
  });

  it('formats bytes', () => {
    expect(formatUkuranFile(0)).toBe('0 B');
    expect(formatUkuranFile(1)).toBe('1 B');
    expect(formatUkuranFile(1023)).toBe('1.023 B');
  });

  it('uses base 1024 with a decimal comma', () => {
    expect(formatUkuranFile(KB)).toBe('1 KB');
    expect(formatUkuranFile(1536)).toBe('1,5 KB');
    expect(formatUkuranFile(1.5 * MB)).toBe('1,5 MB');
    expect(formatUkuranFile(2.25 * GB)).toBe('2,25 GB');
    expect(formatUkuranFile(1000)).toBe('1.000 B');
    expect(formatUkuranFile(1_000_000)).toBe('976,56 KB');
  });

  it('rounds to the requested decimals and drops trailing zeros', () => {
    expect(formatUkuranFile(1_000_000, 0)).toBe('977 KB');
    expect(formatUkuranFile(1_000_000, 1)).toBe('976,6 KB');
    expect(formatUkuranFile(1_000_000, 3)).toBe('976,563 KB');
    expect(formatUkuranFile(5 * MB, 3)).toBe('5 MB');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatUkuranFile(MB - 1)).toBe('1 MB');
    expect(formatUkuranFile(MB - 400, 0)).toBe('1 MB');
    expect(formatUkuranFile(MB - 600, 0)).toBe('1.023 KB');
  });

  it('reaches the large units', () => {
    expect(formatUkuranFile(1024 ** 4)).toBe('1 TB');
    expect(formatUkuranFile(1024 ** 5)).toBe('1 PB');
    expect(formatUkuranFile(1024 ** 6)).toBe('1 EB');
    expect(formatUkuranFile(1024 ** 7)).toBe('1 ZB');
    expect(formatUkuranFile(1024 ** 8)).toBe('1 YB');
    expect(formatUkuranFile(2048 * 1024 ** 8)).toBe('2.048 YB');
  });

  it('rejects negative and non-finite sizes', () => {
    expect(() => formatUkuranFile(-1)).toThrow(RangeError);
    expect(() => formatUkuranFile(Number.NaN)).toThrow(RangeError);
    expect(() => formatUkuranFile(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatUkuranFile(1, -1)).toThrow(RangeError);
  });
});
