import { describe, expect, it } from 'vitest';
import { logoDemo } from '../../../seed/master/faskes.ts';
import { bisaDicetak, buatDokumen } from './pdf.dokumen.ts';
import type { KopSurat } from './pdf.kop.ts';
import { teksPdf } from './pdf.teks.ts';

const kop: KopSurat = {
  nama: 'RSU Rawat Sehat',
  uraian: 'Rumah Sakit Umum Kelas C',
  alamat: 'Jl. Ir. H. Juanda No. 250, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135',
  kontak: ['Telp. (022) 2501234', 'Email: info@rsrawatsehat.co.id'],
  motto: null,
  kota: 'Bandung',
  logo: logoDemo(),
};
// Senin, 2 November 2026 14.05 WIB.
const pada = new Date('2026-11-02T07:05:00Z');
const baris = (n: number) =>
  Array.from({ length: n }, (_, i) => [i + 1, `Pemeriksaan ${i + 1}`, '≤ 140 mg/dL']);

describe('DokumenPdf', () => {
  it('prints the letterhead, Indonesian text and clinical signs, and numbers every page', async () => {
    const pdf = await buatDokumen({ judul: 'Uji', kop, dicetakPada: pada, dicetakOleh: 'Petugas Lab' })
      .judul('HASIL LABORATORIUM', { sub: 'Nomor: LAB/0001' })
      .identitas([
        ['Nama Pasien', 'Siti Nurhaliza'],
        ['Suhu', '36,5 °C'],
        ['Leukosit', '7,2 × 10³/µL ± 0,5'],
        ['Catatan', null],
      ])
      .tabel(
        [
          { judul: 'No', rata: 'right' },
          { judul: 'Pemeriksaan', lebar: 5 },
          { judul: 'Nilai Rujukan', lebar: 3 },
        ],
        baris(80),
      )
      .tandaTangan({
        tempatTanggal: 'Bandung, 2 November 2026',
        jabatan: 'Dokter Penanggung Jawab',
        nama: 'dr. Andi',
      })
      .selesai();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const teks = teksPdf(pdf);
    expect(teks).toContain('RSU RAWAT SEHAT');
    expect(teks).toContain('7,2 × 10³/µL ± 0,5');
    expect(teks).toContain('36,5 °C');
    expect(teks).toContain('Pemeriksaan 80');
    const halaman = teks.match(/Halaman \d+ dari \d+/g) ?? [];
    expect(halaman.length).toBeGreaterThan(1);
    expect(halaman.at(-1)).toBe(`Halaman ${halaman.length} dari ${halaman.length}`);
    // The header row is repeated on every page the table runs over.
    expect(teks.split('\n').filter((l) => l === 'Nilai Rujukan')).toHaveLength(halaman.length);
    expect(teks).toContain('Dicetak Senin, 2 November 2026 14.05 WIB oleh Petugas Lab');
  });

  it('cuts the 80 mm roll to the printed length, and prints without a letterhead too', async () => {
    const pdf = await buatDokumen({ judul: 'Struk', kertas: '80mm', kop, dicetakPada: pada })
      .judul('KUITANSI')
      .tabel(
        [
          { judul: 'Item', lebar: 3 },
          { judul: 'Jumlah', lebar: 2, rata: 'right' },
        ],
        [['Konsultasi', 'Rp 150.000']],
      )
      .selesai();
    const kotak = /\/MediaBox \[([\d. ]+)\]/.exec(pdf.toString('latin1'))?.[1]?.split(' ').map(Number) ?? [];
    const [, bawah = 0, lebar = 0, atas = 0] = kotak;
    expect(lebar).toBeCloseTo(226.77, 1);
    expect(atas - bawah).toBeLessThan(600);
    expect(teksPdf(pdf)).toContain('Konsultasi');

    const polos = await buatDokumen({ judul: 'Polos' }).paragraf('Tanpa kop.').selesai();
    expect(teksPdf(polos)).toContain('Tanpa kop.');
  });

  it('tells printable images from broken ones', async () => {
    expect(await bisaDicetak(logoDemo())).toBe(true);
    expect(await bisaDicetak(Buffer.concat([logoDemo().subarray(0, 8), Buffer.from('rusak')]))).toBe(false);
  });
});
