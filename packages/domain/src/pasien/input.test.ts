import { describe, expect, it } from 'vitest';
import { cekDuplikatQuerySchema } from './duplikat.ts';
import { pasienInputSchema, pasienUpdateSchema } from './input.ts';
import { formatGolonganDarah } from './pilihan.ts';

const valid = {
  nama: '  Siti   Rahmawati ',
  nik: '3273025205900001',
  no_bpjs: '0001234567890',
  jenis_kelamin: 'P',
  tempat_lahir: 'Bandung',
  tanggal_lahir: '1990-05-12',
  golongan_darah: 'O',
  rhesus: 'POSITIF',
  agama: 'ISLAM',
  status_perkawinan: 'KAWIN',
  pendidikan: 'D4_S1',
  pekerjaan: 'Guru',
  no_hp: '+62 812-3456-7890',
  email: 'Siti@Contoh.ID',
  alamat: 'Jl. Ir. H. Juanda No. 12',
  rt: '1',
  rw: '02',
  kode_pos: '40135',
  provinsi_kode: '32',
  kabupaten_kode: '3273',
  kecamatan_kode: '32.73.02',
  desa_kode: '32.73.02.1004',
  nama_ibu: 'Aminah',
  pj_nama: 'Ahmad Fauzi',
  pj_hubungan: 'SUAMI',
  pj_no_hp: '081298765432',
  alergi: ['Amoksisilin', ' amoksisilin', 'Udang'],
  catatan: '',
};

function galat(input: object) {
  const r = pasienInputSchema.safeParse(input);
  if (r.success) return {};
  const e: Record<string, string> = {};
  for (const i of r.error.issues) e[i.path.join('.')] ??= i.message;
  return e;
}

describe('pasienInputSchema', () => {
  it('tidies and normalises a valid patient', () => {
    const r = pasienInputSchema.parse(valid);
    expect(r).toMatchObject({
      nama: 'Siti Rahmawati',
      no_hp: '081234567890',
      email: 'siti@contoh.id',
      rt: '001',
      rw: '002',
      kabupaten_kode: '32.73',
      desa_kode: '32.73.02.1004',
      alergi: ['Amoksisilin', 'Udang'],
      catatan: null,
    });
  });

  it('lets a newborn without NIK, BPJS or contact through', () => {
    const bayi = pasienInputSchema.parse({
      nama: 'By. Ny. Siti',
      jenis_kelamin: 'L',
      tanggal_lahir: '2026-01-02',
      alamat: 'Jl. Ir. H. Juanda No. 12',
      provinsi_kode: '32',
      kabupaten_kode: '32.73',
      kecamatan_kode: '32.73.02',
      desa_kode: '32.73.02.1004',
      nik: '',
      golongan_darah: '',
    });
    expect(bayi).toMatchObject({ nik: null, no_bpjs: null, golongan_darah: null, alergi: [] });
  });

  it('puts the NIK rule on the NIK field, in Indonesian', () => {
    expect(galat({ ...valid, tanggal_lahir: '1990-05-13' }).nik).toBe(
      'NIK tidak sesuai dengan tanggal lahir (seharusnya digit 7–12: 530590, tertulis 520590)',
    );
    expect(galat({ ...valid, jenis_kelamin: 'L' }).nik).toMatch(
      /^NIK tidak sesuai dengan jenis kelamin Laki-Laki/,
    );
    expect(galat({ ...valid, nik: '3273025205900000' })).toEqual({
      nik: 'Nomor urut pada NIK (digit 13–16) tidak boleh 0000',
    });
    expect(galat({ ...valid, nik: '12345' })).toEqual({ nik: 'NIK harus 16 digit angka' });
  });

  it('names every other broken field', () => {
    const e = galat({
      ...valid,
      nama: ' ',
      no_bpjs: '12345',
      jenis_kelamin: 'X',
      tanggal_lahir: '2999-01-01',
      golongan_darah: 'C',
      no_hp: '12345',
      rt: 'satu',
      kode_pos: '123',
      kabupaten_kode: '33.01',
      pj_hubungan: 'MUSUH',
    });
    expect(e).toMatchObject({
      nama: 'Nama pasien minimal 2 karakter',
      no_bpjs: 'Nomor kartu BPJS harus 13 digit angka',
      jenis_kelamin: 'Jenis kelamin wajib dipilih',
      tanggal_lahir: 'Tanggal lahir tidak boleh setelah hari ini',
      golongan_darah: 'Golongan darah harus A, B, AB atau O',
      no_hp: 'Nomor HP tidak valid (contoh 0812 3456 7890)',
      rt: 'RT harus angka 1–999',
      kode_pos: 'Kode pos harus 5 digit angka',
      kabupaten_kode: 'Kabupaten/kota tidak berada di provinsi yang dipilih',
      pj_hubungan: 'Hubungan penanggung jawab tidak valid',
    });
  });

  it('asks for the address and the person responsible when half given', () => {
    const e = galat({
      ...valid,
      alamat: '',
      desa_kode: '',
      pj_nama: '',
      rhesus: 'NEGATIF',
      golongan_darah: '',
    });
    expect(e).toMatchObject({
      alamat: 'Alamat wajib diisi (jalan, nomor rumah, dusun/kampung)',
      desa_kode: 'Kelurahan/desa wajib dipilih',
      pj_nama: 'Nama penanggung jawab wajib diisi',
      golongan_darah: 'Pilih golongan darah terlebih dahulu',
    });
    expect(galat({ ...valid, pj_hubungan: '' }).pj_hubungan).toBe('Hubungan dengan pasien wajib dipilih');
  });

  it('update takes an optional status', () => {
    expect(pasienUpdateSchema.parse({ ...valid, status: 'MENINGGAL' }).status).toBe('MENINGGAL');
    expect(pasienUpdateSchema.parse(valid).status).toBeUndefined();
    expect(pasienUpdateSchema.safeParse({ ...valid, status: 'HILANG' }).success).toBe(false);
  });
});

describe('cekDuplikatQuerySchema', () => {
  it('needs a NIK, a BPJS number, or a name with birth date', () => {
    expect(cekDuplikatQuerySchema.safeParse({ nik: '3273025205900001' }).success).toBe(true);
    expect(cekDuplikatQuerySchema.safeParse({ nama: 'Siti', tanggal_lahir: '1990-05-12' }).success).toBe(
      true,
    );
    expect(cekDuplikatQuerySchema.safeParse({ nama: 'Siti' }).success).toBe(false);
    expect(cekDuplikatQuerySchema.safeParse({ nik: '123' }).success).toBe(false);
    expect(
      cekDuplikatQuerySchema.parse({ nik: '', nama: 'Siti', tanggal_lahir: '1990-05-12' }).nik,
    ).toBeUndefined();
  });
});

describe('formatGolonganDarah', () => {
  it('writes the blood type as a label', () => {
    expect(formatGolonganDarah('A', 'POSITIF')).toBe('A+');
    expect(formatGolonganDarah('O', 'NEGATIF')).toBe('O−');
    expect(formatGolonganDarah('AB', null)).toBe('AB');
    expect(formatGolonganDarah(null, 'POSITIF')).toBe('');
  });
});
