import { describe, expect, it } from 'vitest';
import { feeAturanInputSchema, hitungFee, labelAturanFee, labelNilaiFee } from './fee.ts';

describe('hitungFee', () => {
  it('takes a percentage rounded half up to the rupiah, or a fixed amount per unit', () => {
    expect(hitungFee('PERSEN', 30, 50_000, 1)).toBe(15_000);
    expect(hitungFee('PERSEN', 12.55, 15_000, 1)).toBe(1_883); // 1.882,5
    expect(hitungFee('PERSEN', 12.5, 15_001, 1)).toBe(1_875); // 1.875,125
    expect(hitungFee('PERSEN', 33.33, 1, 1)).toBe(0);
    expect(hitungFee('PERSEN', 100, 999_999_999_999, 1)).toBe(999_999_999_999);
    expect(hitungFee('NOMINAL', 7_500, 60_000, 3)).toBe(22_500);
  });

  it('reads a rule as people write it', () => {
    expect(labelNilaiFee('PERSEN', 12.5)).toBe('12,5%');
    expect(labelNilaiFee('NOMINAL', 35_000)).toBe('Rp 35.000');
    expect(labelAturanFee('NOMINAL', 7_500, 3)).toBe('Rp 7.500 × 3');
  });

  it('accepts 0 < persen ≤ 100 with two decimals and whole rupiah amounts', () => {
    const dasar = { pegawai_uid: '00000000-0000-4000-8000-000000000001', jenis_transaksi: 'KONSUL' };
    const ok = (tipe: string, nilai: unknown) =>
      feeAturanInputSchema.safeParse({ ...dasar, tipe, nilai }).success;
    expect(ok('PERSEN', 100)).toBe(true);
    expect(ok('PERSEN', '12.55')).toBe(true);
    expect(ok('PERSEN', 0)).toBe(false);
    expect(ok('PERSEN', 100.01)).toBe(false);
    expect(ok('PERSEN', 1.005)).toBe(false);
    expect(ok('NOMINAL', 25_000)).toBe(true);
    expect(ok('NOMINAL', 0.5)).toBe(false);
    expect(ok('NOMINAL', 'abc')).toBe(false);
  });
});
