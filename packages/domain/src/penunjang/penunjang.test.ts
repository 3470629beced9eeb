import { describe, expect, it } from 'vitest';
import { nilaiHasil, ringkasHasilLab } from './labor.ts';
import { jenisBerkasDariIsi } from './radiologi.ts';

const hb = {
  jenis_hasil: 'ANGKA' as const,
  desimal: 1,
  pilihan: [],
  nilai_min: 13,
  nilai_maks: 17,
  kritis_min: 7,
  kritis_maks: 20,
};
const tanpaRentang = { nilai_min: null, nilai_maks: null, kritis_min: null, kritis_maks: null };

describe('nilaiHasil', () => {
  it('reads numbers with comma or dot, keeps the test’s decimals and flags by the range', () => {
    expect(nilaiHasil(hb, '10,2')).toEqual({ nilai: '10,2', angka: 10.2, flag: 'L' });
    expect(nilaiHasil(hb, '15')).toEqual({ nilai: '15,0', angka: 15, flag: null });
    expect(nilaiHasil(hb, '13.55')).toEqual({ nilai: '13,55', angka: 13.55, flag: null });
    expect(nilaiHasil(hb, '6,9')).toMatchObject({ flag: 'LL' });
    expect(nilaiHasil(hb, '21')).toMatchObject({ flag: 'HH' });
    expect(nilaiHasil(hb, '')).toEqual({ nilai: null, angka: null, flag: null });
    expect(nilaiHasil(hb, 'tinggi')).toBe('Hasil harus angka (mis. 13,5)');
    expect(nilaiHasil(hb, '1,23456')).toBe('Hasil maksimal 4 angka desimal');
  });
  it('takes a choice in any case and flags one outside the normal options', () => {
    const hbsag = {
      ...tanpaRentang,
      jenis_hasil: 'PILIHAN' as const,
      desimal: 0,
      pilihan: [
        { nilai: 'Non-reaktif', normal: true },
        { nilai: 'Reaktif', normal: false },
      ],
    };
    expect(nilaiHasil(hbsag, 'reaktif')).toEqual({ nilai: 'Reaktif', angka: null, flag: 'A' });
    expect(nilaiHasil(hbsag, 'Non-reaktif')).toMatchObject({ flag: null });
    expect(nilaiHasil(hbsag, 'Ragu')).toBe('Pilih salah satu: Non-reaktif, Reaktif');
    const golda = {
      ...hbsag,
      pilihan: [
        { nilai: 'A', normal: false },
        { nilai: 'O', normal: false },
      ],
    };
    expect(nilaiHasil(golda, 'o')).toMatchObject({ nilai: 'O', flag: null });
  });
  it('keeps free text as typed', () => {
    const widal = { ...tanpaRentang, jenis_hasil: 'TEKS' as const, desimal: 0, pilihan: [] };
    expect(nilaiHasil(widal, ' S. typhi O 1/320 ')).toEqual({
      nilai: 'S. typhi O 1/320',
      angka: null,
      flag: null,
    });
  });
});

describe('ringkasHasilLab', () => {
  it('names the flagged values and counts the rest', () => {
    expect(
      ringkasHasilLab([
        { nama: 'Hemoglobin', nilai: '10,2', satuan: 'g/dL', flag: 'L' },
        { nama: 'Glukosa', nilai: '452', satuan: 'mg/dL', flag: 'HH' },
        { nama: 'Trombosit', nilai: '250', satuan: null, flag: null },
      ]),
    ).toBe('Hemoglobin 10,2 g/dL (L); Glukosa 452 mg/dL (HH*); 1 pemeriksaan lain normal');
    expect(ringkasHasilLab([{ nama: 'Hb', nilai: '14', satuan: null, flag: null }])).toBe(
      '1 pemeriksaan dalam batas normal',
    );
  });
});

describe('jenisBerkasDariIsi', () => {
  it('knows JPEG, PNG, PDF and DICOM by their first bytes, nothing else', () => {
    expect(jenisBerkasDariIsi(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('JPEG');
    expect(jenisBerkasDariIsi(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('PNG');
    expect(jenisBerkasDariIsi(new TextEncoder().encode('%PDF-1.7'))).toBe('PDF');
    const dicom = new Uint8Array(132);
    dicom.set(new TextEncoder().encode('DICM'), 128);
    expect(jenisBerkasDariIsi(dicom)).toBe('DICOM');
    expect(jenisBerkasDariIsi(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(jenisBerkasDariIsi(new Uint8Array(0))).toBeNull();
  });
});
