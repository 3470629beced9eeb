import { describe, expect, it } from 'vitest';
import { formatNomorAntrian, inisialNama, kunciNomorAntrian } from './antrian.ts';
import { jenisKunjunganPoli, pendaftaranInputSchema } from './pendaftaran.ts';

const dasar = {
  pasien_uid: '0b6c2c1e-8d7f-4a53-9c1e-2f0f7b1a0c01',
  poli_uid: '0b6c2c1e-8d7f-4a53-9c1e-2f0f7b1a0c02',
  tanggal: '2030-01-07',
};

describe('antrian', () => {
  it('prints the number with the prefix and three digits, and keys the numbering per clinic and day', () => {
    expect(formatNomorAntrian('A', 12)).toBe('A-012');
    expect(formatNomorAntrian('IG', 1000)).toBe('IG-1000');
    expect(kunciNomorAntrian('p', '2030-01-07')).toBe('ANTRIAN:p:2030-01-07');
  });
  it('shows a patient by initials only', () => {
    expect(inisialNama('Siti Rahmawati')).toBe('S. R.');
    expect(inisialNama('  I Made  Wirawan Putra ')).toBe('I. M. W.');
  });
});

describe('pendaftaranInputSchema', () => {
  it('asks BPJS for a 13-digit card, insurers for the insurer and member number', () => {
    const galat = (v: object) =>
      pendaftaranInputSchema
        .safeParse({ ...dasar, ...v })
        .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(galat({ penjamin: 'BPJS' })).toEqual(['no_kartu: Nomor kartu BPJS wajib diisi']);
    expect(galat({ penjamin: 'BPJS', no_kartu: '0001-2345-6789' })).toEqual([
      'no_kartu: Nomor kartu BPJS harus 13 digit angka',
    ]);
    expect(galat({ penjamin: 'ASURANSI' })).toHaveLength(2);
    const ok = pendaftaranInputSchema.parse({ ...dasar, penjamin: 'BPJS', no_kartu: '0001 2345 67890' });
    expect(ok).toMatchObject({ no_kartu: '0001234567890', dokter_uid: null, no_rujukan: null });
  });
  it('derives Gawat Darurat from the IGD clinic kind', () => {
    expect(jenisKunjunganPoli('IGD')).toEqual({ jenis: 'GAWAT_DARURAT', label: 'Gawat Darurat' });
    expect(jenisKunjunganPoli('HEMODIALISA').jenis).toBe('RAWAT_JALAN');
  });
});
