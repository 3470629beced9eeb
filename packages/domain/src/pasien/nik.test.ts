import { describe, expect, it } from 'vitest';
import {
  bacaNik,
  digitTanggalNik,
  formatTanggalNik,
  periksaNik,
  samarkanNik,
  tanggalLahirDariNik,
} from './nik.ts';

// A woman born 12 May 1990 registered in Coblong, Kota Bandung (32.73.02): day 12 + 40 = 52.
const NIK_PEREMPUAN = '3273025205900001';
// A man born 1 January 2000 in the same kecamatan.
const NIK_LAKI = '3273020101000002';

describe('bacaNik', () => {
  it('reads region, sex, birth date and serial', () => {
    expect(bacaNik(NIK_PEREMPUAN)).toEqual({
      ok: true,
      info: {
        kode_kecamatan: '32.73.02',
        jenis_kelamin: 'P',
        tanggal: 12,
        bulan: 5,
        tahun2: 90,
        urut: '0001',
      },
    });
    const laki = bacaNik(NIK_LAKI);
    expect(laki.ok && laki.info).toMatchObject({ jenis_kelamin: 'L', tanggal: 1, bulan: 1, tahun2: 0 });
  });

  it.each([
    ['327302520590000', 'NIK harus 16 digit angka'],
    ['32730252059000012', 'NIK harus 16 digit angka'],
    ['32730252059000a1', 'NIK harus 16 digit angka'],
    ['0073025205900001', 'Kode provinsi pada NIK (digit 1–2) tidak valid'],
    ['1073025205900001', 'Kode provinsi pada NIK (digit 1–2) tidak valid'],
    ['3200025205900001', 'Kode kabupaten/kota pada NIK (digit 3–4) tidak valid'],
    ['3273005205900001', 'Kode kecamatan pada NIK (digit 5–6) tidak valid'],
    ['3273023205900001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273027205900001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273024005900001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273021213900001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273023104900001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273022902910001', 'Tanggal lahir pada NIK (digit 7–12) tidak valid'],
    ['3273025205900000', 'Nomor urut pada NIK (digit 13–16) tidak boleh 0000'],
  ])('refuses %s: %s', (nik, pesan) => {
    expect(bacaNik(nik)).toEqual({ ok: false, pesan });
  });

  it('accepts 29 February in a year whose last two digits are a leap year, and day 71 for women', () => {
    expect(bacaNik('3273022902920001').ok).toBe(true);
    expect(bacaNik('3273026902000001').ok).toBe(true);
    expect(bacaNik('3273027112990001').ok).toBe(true);
  });
});

describe('periksaNik', () => {
  it('passes a NIK that fits birth date and sex', () => {
    expect(periksaNik(NIK_PEREMPUAN, { tanggal_lahir: '1990-05-12', jenis_kelamin: 'P' })).toBeNull();
    expect(periksaNik(NIK_LAKI, { tanggal_lahir: '2000-01-01', jenis_kelamin: 'L' })).toBeNull();
  });

  it('says which digits the birth date needs', () => {
    expect(periksaNik(NIK_PEREMPUAN, { tanggal_lahir: '1991-05-12', jenis_kelamin: 'P' })).toBe(
      'NIK tidak sesuai dengan tanggal lahir (seharusnya digit 7–12: 520591, tertulis 520590)',
    );
    expect(periksaNik(NIK_LAKI, { tanggal_lahir: '2000-01-02', jenis_kelamin: 'L' })).toBe(
      'NIK tidak sesuai dengan tanggal lahir (seharusnya digit 7–12: 020100, tertulis 010100)',
    );
  });

  it('tells a NIK of the other sex, explaining the +40 rule', () => {
    expect(periksaNik(NIK_PEREMPUAN, { tanggal_lahir: '1990-05-12', jenis_kelamin: 'L' })).toBe(
      'NIK tidak sesuai dengan jenis kelamin Laki-Laki (seharusnya digit 7–8: 12, tertulis 52; pada NIK perempuan tanggal lahir ditambah 40)',
    );
    expect(periksaNik(NIK_LAKI, { tanggal_lahir: '2000-01-01', jenis_kelamin: 'P' })).toContain(
      'seharusnya digit 7–8: 41, tertulis 01',
    );
  });

  it('checks only what is known, and reports a malformed NIK first', () => {
    expect(periksaNik(NIK_PEREMPUAN, {})).toBeNull();
    expect(periksaNik(NIK_PEREMPUAN, { jenis_kelamin: 'P' })).toBeNull();
    expect(periksaNik('123', { tanggal_lahir: '1990-05-12' })).toBe('NIK harus 16 digit angka');
  });
});

describe('helpers', () => {
  it('digitTanggalNik adds 40 to the day for women', () => {
    expect(digitTanggalNik('1990-05-12', 'P')).toBe('520590');
    expect(digitTanggalNik('2003-11-09', 'L')).toBe('091103');
  });

  it('tanggalLahirDariNik picks the century that is not in the future', () => {
    const sekarang = new Date('2026-11-22T10:00:00+07:00');
    const info = (nik: string) => {
      const h = bacaNik(nik);
      if (!h.ok) throw new Error(h.pesan);
      return h.info;
    };
    expect(tanggalLahirDariNik(info(NIK_PEREMPUAN), sekarang)).toBe('1990-05-12');
    expect(tanggalLahirDariNik(info(NIK_LAKI), sekarang)).toBe('2000-01-01');
    expect(tanggalLahirDariNik(info('3273021511260001'), sekarang)).toBe('2026-11-15');
    expect(tanggalLahirDariNik(info('3273022511260001'), sekarang)).toBe('1926-11-25');
    expect(formatTanggalNik(info(NIK_PEREMPUAN))).toBe('12 Mei ’90');
  });

  it('samarkanNik hides the birth-date digits', () => {
    expect(samarkanNik(NIK_PEREMPUAN)).toBe('327302******0001');
  });
});
