import { describe, expect, it } from 'vitest';
import { lipatNamaPasien } from './nama.ts';
import { namaPasienSementara, perkiraanTanggalLahir, sebutanSementara } from './sementara.ts';

describe('temporary records of unknown patients', () => {
  it('chooses the salutation from sex and estimated age', () => {
    expect(sebutanSementara('L', 40)).toBe('Tn.');
    expect(sebutanSementara('P', 18)).toBe('Ny.');
    expect(sebutanSementara('P', 17)).toBe('An.');
    expect(sebutanSementara('L', 0)).toBe('By.');
  });

  it('names them by salutation, day and the day’s sequence; the salutation folds away for search', () => {
    expect(namaPasienSementara('Tn.', '2026-11-22', 7)).toBe('Tn. X 221126-007');
    expect(namaPasienSementara('By.', '2030-01-07', 1234)).toBe('By. X 070130-1234');
    expect(lipatNamaPasien('Tn. X 221126-007')).toBe('x 221126 007');
  });

  it('estimates the birth date as 1 July of the year, never after today', () => {
    expect(perkiraanTanggalLahir(40, '2026-11-22')).toBe('1986-07-01');
    expect(perkiraanTanggalLahir(0, '2026-11-22')).toBe('2026-07-01');
    expect(perkiraanTanggalLahir(0, '2030-01-07')).toBe('2030-01-07');
  });
});
