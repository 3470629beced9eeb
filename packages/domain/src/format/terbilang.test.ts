import { describe, expect, it } from 'vitest';
import { TERBILANG_MAKS, terbilang, terbilangRupiah } from './terbilang.ts';

describe('terbilang', () => {
  it.each([
    [0, 'nol'],
    [1, 'satu'],
    [9, 'sembilan'],
    [10, 'sepuluh'],
    [11, 'sebelas'],
    [12, 'dua belas'],
    [19, 'sembilan belas'],
    [20, 'dua puluh'],
    [21, 'dua puluh satu'],
    [99, 'sembilan puluh sembilan'],
    [100, 'seratus'],
    [101, 'seratus satu'],
    [110, 'seratus sepuluh'],
    [111, 'seratus sebelas'],
    [115, 'seratus lima belas'],
    [200, 'dua ratus'],
    [999, 'sembilan ratus sembilan puluh sembilan'],
    [1000, 'seribu'],
    [1001, 'seribu satu'],
    [1100, 'seribu seratus'],
    [1500, 'seribu lima ratus'],
    [2000, 'dua ribu'],
    [11_000, 'sebelas ribu'],
    [100_000, 'seratus ribu'],
    [101_000, 'seratus satu ribu'],
    [250_000, 'dua ratus lima puluh ribu'],
    [1_000_000, 'satu juta'],
    [1_001_000, 'satu juta seribu'],
    [1_200_000, 'satu juta dua ratus ribu'],
    [1_250_500, 'satu juta dua ratus lima puluh ribu lima ratus'],
    [1_000_001, 'satu juta satu'],
    [12_345_678, 'dua belas juta tiga ratus empat puluh lima ribu enam ratus tujuh puluh delapan'],
    [1_000_000_000, 'satu miliar'],
    [2_000_001_000, 'dua miliar seribu'],
    [1_000_000_000_000, 'satu triliun'],
    [5_000_000_000_100, 'lima triliun seratus'],
  ])('%i → %s', (n, teks) => {
    expect(terbilang(n)).toBe(teks);
  });

  it('handles the largest supported amount', () => {
    expect(terbilang(TERBILANG_MAKS)).toBe(
      'sembilan ratus sembilan puluh sembilan triliun sembilan ratus sembilan puluh sembilan miliar ' +
        'sembilan ratus sembilan puluh sembilan juta sembilan ratus sembilan puluh sembilan ribu ' +
        'sembilan ratus sembilan puluh sembilan',
    );
  });

  it('prefixes negatives with minus and treats -0 as nol', () => {
    expect(terbilang(-1500)).toBe('minus seribu lima ratus');
    expect(terbilang(-0)).toBe('nol');
  });

  it('throws RangeError for non-integers and out-of-range amounts', () => {
    expect(() => terbilang(1.5)).toThrow(RangeError);
    expect(() => terbilang(Number.NaN)).toThrow(RangeError);
    expect(() => terbilang(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => terbilang(TERBILANG_MAKS + 1)).toThrow(RangeError);
    expect(() => terbilang(-TERBILANG_MAKS - 1)).toThrow(RangeError);
  });
});

describe('terbilangRupiah', () => {
  it('appends rupiah', () => {
    expect(terbilangRupiah(0)).toBe('nol rupiah');
    expect(terbilangRupiah(1000)).toBe('seribu rupiah');
    expect(terbilangRupiah(1_200_000)).toBe('satu juta dua ratus ribu rupiah');
  });

  // The receipt's edge amounts (issue 7): the forms an Indonesian reads as words on a kuitansi.
  it.each([
    [0, 'nol rupiah'],
    [11, 'sebelas rupiah'],
    [100, 'seratus rupiah'],
    [1_000, 'seribu rupiah'],
    [1_000_000, 'satu juta rupiah'],
    [1_000_000_000, 'satu miliar rupiah'],
  ])('kuitansi %i → %s', (n, teks) => {
    expect(terbilangRupiah(n)).toBe(teks);
  });

  it('throws RangeError for decimals', () => {
    expect(() => terbilangRupiah(1000.5)).toThrow(RangeError);
  });
});
