import { describe, expect, it } from 'vitest';
import {
  AKHIR_TERSANDI,
  AWAL_TERSANDI,
  bukaSandiEklaim,
  bungkusJawaban,
  GalatSandiEklaim,
  sandiEklaim,
} from './eklaim.sandi.ts';

const KUNCI = '8d5f3c6b2a1e4f7d9c0b3a6e5d8f1c2b4a7e9d0c3b6a5f8e1d2c4b7a9e0d3c6f';
const PERMINTAAN = '{"metadata":{"method":"get_claim_status"},"data":{"nomor_sep":"0001R0016120666662"}}';

/*
 * Made outside Node with the openssl command line, step by step as the manual's inacbg_encrypt
 * does it: `openssl enc -aes-256-cbc -K <key> -iv 000102…0f`, the first 10 bytes of
 * `openssl dgst -sha256 -mac HMAC -macopt hexkey:<key>` over the ciphertext, then
 * base64(signature ‖ IV ‖ ciphertext) in 76-character lines.
 */
const VEKTOR = [
  'Vgv4ehdx0C6XbAABAgMEBQYHCAkKCwwNDg+xP0r6CkCaemcW39uuFlhhY/i5yz/Mj1T/g9NV5P+e',
  'rUX5o3hyOVTm/tXnQLAiCZtzR28sVCmrqHDj5v97xRGrQiJA7ff70TZEqi94y/W5lz5Lr6Hsb3V5',
  'FeKrkgRoN0w=',
];
const IV = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');

describe('Enkripsi E-Klaim (inacbg_encrypt / inacbg_decrypt)', () => {
  it('menghasilkan teks yang sama dengan vektor yang dibuat dengan openssl', () => {
    expect(sandiEklaim(PERMINTAAN, KUNCI, IV)).toBe(`${VEKTOR.join('\r\n')}\r\n`);
    expect(bukaSandiEklaim(VEKTOR.join('\n'), KUNCI)).toBe(PERMINTAAN);
  });

  it('bolak-balik: teks panjang berhuruf non-ASCII kembali utuh, IV acak tiap kali', () => {
    const teks = JSON.stringify({ nama_pasien: 'SITI RAHMAWATI — ÄÖÜ 日本', isi: 'x'.repeat(5000) });
    const a = sandiEklaim(teks, KUNCI);
    const b = sandiEklaim(teks, KUNCI);
    expect(a).not.toBe(b);
    expect(a.split('\r\n').every((baris) => baris.length <= 76)).toBe(true);
    expect(bukaSandiEklaim(a, KUNCI)).toBe(teks);
  });

  it('jawaban terbungkus BEGIN/END dibuka seperti contoh manual', () => {
    const j = bungkusJawaban('{"metadata":{"code":200,"message":"Ok"}}', KUNCI);
    expect(j.startsWith(`${AWAL_TERSANDI}\r\n`)).toBe(true);
    expect(j.trimEnd().endsWith(AKHIR_TERSANDI)).toBe(true);
    expect(JSON.parse(bukaSandiEklaim(j, KUNCI))).toEqual({ metadata: { code: 200, message: 'Ok' } });
  });

  it('tanda tangan yang diubah ditolak (SIGNATURE_NOT_MATCH) sebelum didekripsi', () => {
    const data = Buffer.from(VEKTOR.join(''), 'base64');
    data[0] = (data[0] ?? 0) ^ 0x01;
    expect(() => bukaSandiEklaim(data.toString('base64'), KUNCI)).toThrowError(GalatSandiEklaim);
    try {
      bukaSandiEklaim(data.toString('base64'), KUNCI);
    } catch (err) {
      expect((err as GalatSandiEklaim).alasan).toBe('TANDA_TIDAK_COCOK');
    }
  });

  it('isi terenkripsi yang diubah, atau kunci lain, juga ditolak', () => {
    const data = Buffer.from(VEKTOR.join(''), 'base64');
    data[40] = (data[40] ?? 0) ^ 0x80;
    expect(() => bukaSandiEklaim(data.toString('base64'), KUNCI)).toThrow('SIGNATURE_NOT_MATCH');
    const lain = 'f'.repeat(64);
    expect(() => bukaSandiEklaim(VEKTOR.join(''), lain)).toThrow('SIGNATURE_NOT_MATCH');
  });

  it('teks tanpa enkripsi atau kunci yang bukan 256 bit ditolak dengan jelas', () => {
    expect(() => bukaSandiEklaim(PERMINTAAN, KUNCI)).toThrowError(GalatSandiEklaim);
    expect(() => bukaSandiEklaim('', KUNCI)).toThrowError(GalatSandiEklaim);
    expect(() => sandiEklaim('x', 'abc')).toThrow('64 karakter heksadesimal');
  });
});
