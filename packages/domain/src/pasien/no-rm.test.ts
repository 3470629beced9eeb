import { describe, expect, it } from 'vitest';
import { formatNoRm, isNoRm, kueriNoRm } from './no-rm.ts';

describe('No. RM', () => {
  it('is eight digits with leading zeros', () => {
    expect(formatNoRm(1)).toBe('00000001');
    expect(formatNoRm(12345)).toBe('00012345');
    expect(formatNoRm(99_999_999)).toBe('99999999');
  });
  it('refuses numbers it cannot write', () => {
    expect(() => formatNoRm(0)).toThrow(RangeError);
    expect(() => formatNoRm(100_000_000)).toThrow(RangeError);
    expect(() => formatNoRm(1.5)).toThrow(RangeError);
  });
  it('isNoRm checks the stored shape', () => {
    expect(isNoRm('00012345')).toBe(true);
    expect(isNoRm('12345')).toBe(false);
    expect(isNoRm('00000000')).toBe(false);
  });
  it('kueriNoRm reads typed digits as the number and as its start', () => {
    expect(kueriNoRm('12345')).toEqual({ persis: '00012345', awalan: '12345' });
    expect(kueriNoRm(' 0001 ')).toEqual({ persis: '00000001', awalan: '0001' });
    expect(kueriNoRm('123456789')).toBeNull();
    expect(kueriNoRm('12a')).toBeNull();
  });
});
