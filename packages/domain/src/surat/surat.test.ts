import { describe, expect, it } from 'vitest';
import { isiSuratSchema } from './isi.ts';
import { JENIS_SURAT, KODE_JENIS_SURAT } from './jenis.ts';
import { bulanRomawi, formatNomorSurat, kodeFaskesNomor, lamaHari } from './nomor.ts';
import { ringkasanSurat } from './ringkasan.ts';

describe('the letter number', () => {
  it('reads as Indonesian letters number them: 007/SKS/RSRWT/XI/2026', () => {
    expect(formatNomorSurat({ urut: 7, kode: 'SKS', faskes: 'RSRWT', bulan: 11, tahun: 2026 })).toBe(
      '007/SKS/RSRWT/XI/2026',
    );
    expect(formatNomorSurat({ urut: 1234, kode: 'SKL', faskes: '3273015', bulan: 1, tahun: 2030 })).toBe(
      '1234/SKL/3273015/I/2030',
    );
  });

  it('writes every month in Roman numerals and refuses a month that is not one', () => {
    expect([1, 4, 9, 12].map(bulanRomawi)).toEqual(['I', 'IV', 'IX', 'XII']);
    expect(() => bulanRomawi(13)).toThrow(RangeError);
  });

  it('keeps a slash in the facility code from splitting the number, and has a code without a profile', () => {
    expect(kodeFaskesNomor('rs/01')).toBe('RS-01');
    expect(kodeFaskesNomor(null)).toBe('RS');
  });

  it('gives every kind its own code', () => {
    const kode = JENIS_SURAT.map((j) => KODE_JENIS_SURAT[j]);
    expect(new Set(kode).size).toBe(JENIS_SURAT.length);
  });
});

describe('lamaHari', () => {
  it('counts both the first and the last day of rest, across a month end', () => {
    expect(lamaHari('2026-11-02', '2026-11-04')).toBe(3);
    expect(lamaHari('2026-11-02', '2026-11-02')).toBe(1);
    expect(lamaHari('2026-01-30', '2026-02-02')).toBe(4);
    expect(lamaHari('2026-11-04', '2026-11-02')).toBeNull();
    expect(lamaHari('2026-02-30', '2026-03-02')).toBeNull();
  });
});

const temuan = { tanda_vital: { td_sistolik: 120, td_diastolik: 80 }, diagnosis: 'Demam tifoid' };

describe('isiSuratSchema', () => {
  it('accepts a sick note and refuses rest that ends before it starts', () => {
    const ok = isiSuratSchema.safeParse({
      jenis: 'SAKIT',
      temuan,
      istirahat_dari: '2026-11-02',
      istirahat_sampai: '2026-11-04',
    });
    expect(ok.success).toBe(true);
    if (ok.success) expect(ringkasanSurat(ok.data)).toBe('Istirahat 3 hari (2 Nov 2026 – 4 Nov 2026)');
    const salah = isiSuratSchema.safeParse({
      jenis: 'SAKIT',
      temuan,
      istirahat_dari: '2026-11-04',
      istirahat_sampai: '2026-11-02',
    });
    expect(salah.success).toBe(false);
    expect(salah.error?.issues[0]).toMatchObject({
      path: ['istirahat_sampai'],
      message: 'Tanggal akhir istirahat tidak boleh sebelum tanggal mulai',
    });
  });

  it('keeps the diagnosis off the paper unless asked, and refuses an implausible blood pressure', () => {
    const ok = isiSuratSchema.parse({
      jenis: 'SAKIT',
      temuan,
      istirahat_dari: '2026-11-02',
      istirahat_sampai: '2026-11-02',
    });
    expect(ok.jenis === 'SAKIT' && ok.temuan.cantumkan_diagnosis).toBe(false);
    const td = isiSuratSchema.safeParse({
      jenis: 'SAKIT',
      temuan: { tanda_vital: { td_sistolik: 1200 } },
      istirahat_dari: '2026-11-02',
      istirahat_sampai: '2026-11-02',
    });
    expect(td.error?.issues[0]?.message).toBe('Tekanan darah sistolik maksimal 300 mmHg');
  });

  it('asks a birth certificate for the twins’ order and names the field', () => {
    const bayi = {
      jenis_kelamin: 'P',
      tanggal_lahir: '2026-11-02',
      jam_lahir: '14:05',
      tempat_lahir: 'RSU Rawat Sehat',
      berat_gram: 3100,
      panjang_cm: 49.5,
      jenis_kelahiran: 'KEMBAR',
      kelahiran_ke: 2,
    };
    const r = isiSuratSchema.safeParse({
      jenis: 'KELAHIRAN',
      bayi,
      ibu: { nama: 'Siti Aminah' },
      ayah: {},
      penolong: { jenis: 'BIDAN', nama: 'Bd. Rina Susanti' },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bayi.urutan_kembar', 'Urutan kembar wajib diisi untuk kelahiran kembar'],
    ]);
  });

  it('refuses a kind it does not know, in Indonesian', () => {
    const r = isiSuratSchema.safeParse({ jenis: 'CUTI' });
    expect(r.error?.issues[0]?.message).toBe('Jenis surat tidak dikenal');
  });
});
