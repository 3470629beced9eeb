import { describe, expect, it } from 'vitest';
import {
  bulanSchema,
  hitungIndikator,
  indikatorQuerySchema,
  lamaDirawat,
  pasienSisa,
  posisiIdeal,
  rentangIdeal,
  teksRentangIdeal,
} from './indikator.ts';

describe('the Depkes (Barber-Johnson) indicators', () => {
  it('computes BOR, ALOS, TOI, BTO, NDR and GDR from a textbook month', () => {
    // 20 beds, 30 days: capacity 600 bed-days. HP 450, LD 380 over 50 discharges (47 alive, 3 dead, 1 of them ≥ 48 h).
    const h = hitungIndikator({
      hari_perawatan: 450,
      lama_dirawat: 380,
      keluar_hidup: 47,
      meninggal: 3,
      meninggal_48_lebih: 1,
      bed: 20,
      hari: 30,
    });
    expect(h).toEqual({
      bor: 75, // 450 / 600 × 100
      alos: 7.6, // 380 / 50
      toi: 3, // (600 − 450) / 50
      bto: 2.5, // 50 / 20
      ndr: 20, // 1 / 50 × 1000
      gdr: 60, // 3 / 50 × 1000
    });
  });

  it('rounds to two decimals', () => {
    const h = hitungIndikator({
      hari_perawatan: 100,
      lama_dirawat: 10,
      keluar_hidup: 3,
      meninggal: 0,
      meninggal_48_lebih: 0,
      bed: 7,
      hari: 31,
    });
    expect(h.bor).toBe(46.08); // 100 / 217 × 100 = 46.0829…
    expect(h.alos).toBe(3.33);
    expect(h.toi).toBe(39); // (217 − 100) / 3
    expect(h.bto).toBe(0.43);
  });

  it('gives null, never NaN or Infinity, for a zero denominator', () => {
    const tanpaKeluar = hitungIndikator({
      hari_perawatan: 10,
      lama_dirawat: 0,
      keluar_hidup: 0,
      meninggal: 0,
      meninggal_48_lebih: 0,
      bed: 2,
      hari: 31,
    });
    expect(tanpaKeluar).toEqual({ bor: 16.13, alos: null, toi: null, bto: 0, ndr: null, gdr: null });
    const tanpaBed = hitungIndikator({
      hari_perawatan: 0,
      lama_dirawat: 0,
      keluar_hidup: 0,
      meninggal: 0,
      meninggal_48_lebih: 0,
      bed: 0,
      hari: 0,
    });
    expect(Object.values(tanpaBed).every((v) => v === null)).toBe(true);
  });
});

describe('the census arithmetic', () => {
  it('counts the length of stay by the day rule, at least one day', () => {
    expect(lamaDirawat('2030-01-07', '2030-01-07')).toBe(1);
    expect(lamaDirawat('2030-01-07', '2030-01-08')).toBe(1);
    expect(lamaDirawat('2030-01-07', '2030-01-10')).toBe(3);
    expect(lamaDirawat('2029-12-30', '2030-01-02')).toBe(3);
  });
  it('finds the patients left at midnight', () => {
    expect(
      pasienSisa({
        awal: 10,
        masuk: 3,
        pindahan: 1,
        dipindahkan: 2,
        keluar_hidup: 4,
        meninggal_kurang_48: 1,
        meninggal_48_lebih: 0,
      }),
    ).toBe(7);
  });
});

describe('the ideal ranges', () => {
  it('flags values outside the range and scales BTO to the period', () => {
    expect(posisiIdeal('bor', 59.9, 31)).toBe('RENDAH');
    expect(posisiIdeal('bor', 85, 31)).toBe('IDEAL');
    expect(posisiIdeal('bor', 90, 31)).toBe('TINGGI');
    expect(posisiIdeal('ndr', 10, 31)).toBe('IDEAL');
    expect(posisiIdeal('gdr', 46, 31)).toBe('TINGGI');
    expect(posisiIdeal('alos', null, 31)).toBeNull();
    // 40–50× a year is 3.4–4.2× in a 31-day month.
    expect(rentangIdeal('bto', 31)).toMatchObject({ min: 3.4, max: 4.2 });
    expect(rentangIdeal('bto', 365)).toMatchObject({ min: 40, max: 50 });
    expect(teksRentangIdeal('bor', 31)).toBe('60–85 %');
    expect(teksRentangIdeal('ndr', 31)).toBe('< 25 ‰');
    expect(teksRentangIdeal('bto', 31)).toBe('3,4–4,2 kali');
  });
});

describe('the month parameter', () => {
  it('accepts YYYY-MM and refuses anything else', () => {
    expect(bulanSchema.safeParse('2030-01').success).toBe(true);
    for (const salah of ['2030-13', '2030-00', '2030-1', '01-2030', '2030-01-01', 'Januari'])
      expect(bulanSchema.safeParse(salah).success, salah).toBe(false);
    expect(indikatorQuerySchema.parse({ bulan: '2030-01', ruangan_uid: '' })).toEqual({
      bulan: '2030-01',
      ruangan_uid: undefined,
    });
  });
});
