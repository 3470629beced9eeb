import { describe, expect, it } from 'vitest';
import { isAlamatWeb, isNik, isNoBpjs } from './validasi.ts';

describe('isAlamatWeb', () => {
  it.each([
    'rawat.id',
    'www.rawat.id',
    'rsud.kotabogor.go.id',
    'http://rawat.id',
    'https://rawat.id',
    'HTTPS://Rawat.ID',
    'https://rawat.id/',
    'https://rawat.id/jadwal/dokter',
    'https://rawat.id/jadwal?poli=anak',
    'https://rawat.id/a-b_c/index.html#atas',
    'my-hospital.com',
    'rs1.example.co.uk',
    'example.museum',
    `example.${'a'.repeat(63)}`,
  ])('accepts %s', (s) => {
    expect(isAlamatWeb(s)).toBe(true);
  });

  it.each([
    '',
    'rawat',
    'localhost',
    'rawat.i',
    'rawat.id1',
    'rawat.123',
    `example.${'a'.repeat(64)}`,
    'ftp://rawat.id',
    'http//rawat.id',
    'https://',
    'https://.id',
    '-rawat.id',
    'rawat-.id',
    'rawat..id',
    'raw at.id',
    ' rawat.id',
    'rawat.id ',
    'https://rawat.id/ada spasi',
    'rawat.id:8080',
    'rawat.id?x=1',
    'user@rawat.id',
    '192.168.1.1',
    `${'a'.repeat(64)}.id`,
  ])('rejects %j', (s) => {
    expect(isAlamatWeb(s)).toBe(false);
  });
});

describe('isNik', () => {
  it('accepts exactly 16 digits', () => {
    expect(isNik('3201234567890001')).toBe(true);
    expect(isNik('0000000000000000')).toBe(true);
  });

  it.each([
    '320123456789000',
    '32012345678900012',
    '320123456789000a',
    '3201 2345 6789 0001',
    '',
    '3201234567890001\n',
  ])('rejects %j', (s) => {
    expect(isNik(s)).toBe(false);
  });
});

describe('isNoBpjs', () => {
  it('accepts exactly 13 digits', () => {
    expect(isNoBpjs('0001234567890')).toBe(true);
  });

  it.each(['000123456789', '00012345678901', '000123456789O', '0001-234567890', ''])('rejects %j', (s) => {
    expect(isNoBpjs(s)).toBe(false);
  });
});
