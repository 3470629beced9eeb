import { describe, expect, it } from 'vitest';
import type { Wilayah } from '../wilayah.ts';
import { faskesInputSchema, formatAlamatFaskes, jenisGambarLogo, periksaLogoFaskes } from './faskes.ts';

const w = (kode: string, nama: string, tingkat: 1 | 2 | 3 | 4, jenis: Wilayah['jenis']): Wilayah => ({
  kode,
  kode_tanpa_titik: kode.replaceAll('.', ''),
  nama,
  tingkat,
  jenis,
  kode_induk: null,
});

describe('faskes contract', () => {
  it('checks a logo by its first bytes and its size, with messages for the person choosing it', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(jenisGambarLogo(png)).toBe('image/png');
    expect(jenisGambarLogo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(periksaLogoFaskes(new TextEncoder().encode('GIF89a'))).toBe(
      'Logo harus berupa gambar PNG atau JPEG',
    );
    const besar = new Uint8Array(600 * 1024);
    besar.set(png);
    expect(periksaLogoFaskes(besar)).toBe('Ukuran logo maksimal 512 KB (berkas ini 600 KB)');
    expect(periksaLogoFaskes(png)).toBeNull();
  });

  it('asks a class of a hospital only, and regions that lie in one another', () => {
    const dasar = {
      kode: '3273015',
      nama: 'RSU Rawat Sehat',
      alamat: 'Jl. Ir. H. Juanda No. 250',
      provinsi_kode: '32',
      kabupaten_kode: '3273',
      kecamatan_kode: '32.73.02',
      desa_kode: '3273021004',
    };
    const ok = faskesInputSchema.parse({ ...dasar, jenis: 'RSU', kelas_rs: 'C', website: 'https://rs.id' });
    expect(ok).toMatchObject({ kabupaten_kode: '32.73', desa_kode: '32.73.02.1004', email: null });
    const salah = faskesInputSchema.safeParse({
      ...dasar,
      jenis: 'KLINIK_PRATAMA',
      kelas_rs: 'C',
      kecamatan_kode: '32.71.01',
    });
    expect(salah.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'kelas_rs',
      'kecamatan_kode',
      'desa_kode',
    ]);
    expect(faskesInputSchema.safeParse({ ...dasar, jenis: 'RSK' }).error?.issues[0]?.message).toBe(
      'Kelas rumah sakit wajib dipilih',
    );
  });

  it('writes the address as a letterhead prints it', () => {
    const wilayah = {
      provinsi: w('32', 'Jawa Barat', 1, 'provinsi'),
      kabupaten: w('32.73', 'Kota Bandung', 2, 'kota'),
      kecamatan: w('32.73.02', 'Coblong', 3, 'kecamatan'),
      desa: w('32.73.02.1004', 'Dago', 4, 'kelurahan'),
    };
    expect(formatAlamatFaskes({ alamat: 'Jl. Ir. H. Juanda No. 250', wilayah, kode_pos: '40135' })).toBe(
      'Jl. Ir. H. Juanda No. 250, Kel. Dago, Kec. Coblong, Kota Bandung, Jawa Barat 40135',
    );
    expect(
      formatAlamatFaskes({
        alamat: 'Jl. Raya 1',
        wilayah: { ...wilayah, desa: w('x', 'Sukamaju', 4, 'desa') },
      }),
    ).toBe('Jl. Raya 1, Desa Sukamaju, Kec. Coblong, Kota Bandung, Jawa Barat');
  });
});
