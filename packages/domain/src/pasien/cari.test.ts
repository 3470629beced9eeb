import { describe, expect, it } from 'vitest';
import { tafsirKueriPasien } from './cari.ts';
import { formatNoHp, normalisasiNoHp } from './kontak.ts';
import { lipatNamaPasien, rapikanNama } from './nama.ts';

describe('tafsirKueriPasien', () => {
  it('reads each key by its shape', () => {
    expect(tafsirKueriPasien('3273025205900001')).toEqual({ jenis: 'NIK', nik: '3273025205900001' });
    expect(tafsirKueriPasien('3273 0252 0590 0001')).toEqual({ jenis: 'NIK', nik: '3273025205900001' });
    expect(tafsirKueriPasien('0001234567890')).toEqual({ jenis: 'NO_BPJS', no_bpjs: '0001234567890' });
    expect(tafsirKueriPasien('12345')).toEqual({ jenis: 'NO_RM', persis: '00012345', awalan: '12345' });
    expect(tafsirKueriPasien('00-01-23-45')).toEqual({
      jenis: 'NO_RM',
      persis: '00012345',
      awalan: '00012345',
    });
    expect(tafsirKueriPasien('123456789')).toEqual({ jenis: 'ANGKA_LAIN', angka: '123456789' });
  });
  it('reads dates day first or year first', () => {
    expect(tafsirKueriPasien('12-05-1990')).toEqual({ jenis: 'TANGGAL_LAHIR', tanggal: '1990-05-12' });
    expect(tafsirKueriPasien('2/5/1990')).toEqual({ jenis: 'TANGGAL_LAHIR', tanggal: '1990-05-02' });
    expect(tafsirKueriPasien('1990-05-12')).toEqual({ jenis: 'TANGGAL_LAHIR', tanggal: '1990-05-12' });
    // Shaped like a date but not one: it is not read as a No. RM either.
    expect(tafsirKueriPasien('31-02-1990')).toEqual({ jenis: 'ANGKA_LAIN', angka: '31021990' });
  });
  it('reads a birth date however the desk types it', () => {
    const lahir = { jenis: 'TANGGAL_LAHIR', tanggal: '1980-11-26' };
    for (const s of [
      '26-11-1980',
      '26/11/1980',
      '26.11.1980',
      '26 11 1980',
      ' 26 / 11 / 1980 ',
      '1980-11-26',
      '1980/11/26',
      '26 Nov 1980',
      '26 nov. 1980',
      '26 November 1980',
      '26 Nopember 1980',
      '26-Nov-1980',
    ]) {
      expect(tafsirKueriPasien(s), s).toEqual(lahir);
    }
    expect(tafsirKueriPasien('17 Agt 1945')).toEqual({ jenis: 'TANGGAL_LAHIR', tanggal: '1945-08-17' });
    // Digits split by spaces that make no date stay a number; a word that is no month stays a name.
    expect(tafsirKueriPasien('12 34 5678')).toEqual({
      jenis: 'NO_RM',
      persis: '12345678',
      awalan: '12345678',
    });
    expect(tafsirKueriPasien('26 Novi 1980')).toEqual({ jenis: 'NAMA', nama: '26 novi 1980' });
  });
  it('reads anything else as a folded name', () => {
    expect(tafsirKueriPasien('  Sity  Rahmawti ')).toEqual({ jenis: 'NAMA', nama: 'sity rahmawti' });
    expect(tafsirKueriPasien('Ny. Siti')).toEqual({ jenis: 'NAMA', nama: 'siti' });
    expect(tafsirKueriPasien('   ')).toBeNull();
    expect(tafsirKueriPasien('...')).toBeNull();
  });
});

describe('names and phones', () => {
  it('lipatNamaPasien drops salutations with their dot, accents, case and punctuation', () => {
    expect(lipatNamaPasien('By. Ny. SITI  Rahma-Wati')).toBe('siti rahma wati');
    expect(lipatNamaPasien("Tn. Muh. Ma'ruf")).toBe('muh ma ruf');
    expect(lipatNamaPasien('An Nisa')).toBe('an nisa');
    expect(lipatNamaPasien('Renée')).toBe('renee');
    expect(rapikanNama('  Siti   Rahmawati ')).toBe('Siti Rahmawati');
  });
  it('normalisasiNoHp stores a mobile number as 08…', () => {
    expect(normalisasiNoHp('+62 812-3456-7890')).toBe('081234567890');
    expect(normalisasiNoHp('62812345678')).toBe('0812345678');
    expect(normalisasiNoHp('0812 3456 7890')).toBe('081234567890');
    expect(normalisasiNoHp('022-2501234')).toBeNull();
    expect(normalisasiNoHp('08123')).toBeNull();
    expect(formatNoHp('081234567890')).toBe('0812-3456-7890');
  });
});
