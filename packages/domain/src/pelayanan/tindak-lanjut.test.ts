import { describe, expect, it } from 'vitest';
import { ringkasTindakLanjut, tindakLanjutInputSchema, tindakLanjutUntuk } from './tindak-lanjut.ts';

const galat = (input: unknown) =>
  tindakLanjutInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('tindak lanjut', () => {
  it('requires what each outcome needs', () => {
    expect(galat({ jenis: 'KONTROL' })).toEqual([['tanggal_kontrol', 'Tanggal kontrol wajib diisi']]);
    expect(galat({ jenis: 'RUJUK_LUAR', faskes_rujukan: ' ' })).toEqual([
      ['faskes_rujukan', 'Faskes tujuan rujukan wajib diisi'],
      ['alasan', 'Alasan rujukan wajib diisi'],
    ]);
    expect(galat({ jenis: 'MENINGGAL', waktu_meninggal: '' })).toEqual([
      ['waktu_meninggal', 'Waktu meninggal wajib diisi'],
    ]);
    expect(galat({ jenis: 'PULANG_PAKSA' })).toEqual([['alasan', 'Alasan pulang paksa wajib diisi']]);
    expect(galat({ jenis: 'RANAP', kelas_diminta: 'RAWAT_JALAN' })[0]?.[0]).toBe('kelas_diminta');
    expect(galat({ jenis: 'PULANG' })).toEqual([]);
  });

  it('keeps only the fields of the chosen outcome', () => {
    expect(
      tindakLanjutInputSchema.parse({
        jenis: 'RANAP',
        kelas_diminta: 'KELAS_2',
        tanggal_kontrol: '2030-01-14',
        kondisi_pulang: 'Membaik',
        alasan: 'Dehidrasi',
      }),
    ).toMatchObject({
      jenis: 'RANAP',
      kelas_diminta: 'KELAS_2',
      alasan: 'Dehidrasi',
      tanggal_kontrol: null,
      kondisi_pulang: null,
    });
  });

  it('offers death only at the IGD and words the outcome for the timeline', () => {
    expect(tindakLanjutUntuk('RAWAT_JALAN')).not.toContain('MENINGGAL');
    expect(tindakLanjutUntuk('IGD')).toContain('MENINGGAL');
    expect(ringkasTindakLanjut({ jenis: 'KONTROL', tanggal_kontrol: '2030-01-14' })).toBe(
      'Kontrol kembali Senin, 14 Januari 2030',
    );
    expect(ringkasTindakLanjut({ jenis: 'RUJUK_LUAR', faskes_rujukan: 'RSUD Cibinong' })).toBe(
      'Rujuk ke RSUD Cibinong',
    );
    expect(ringkasTindakLanjut({ jenis: 'RANAP', kelas_diminta: 'KELAS_3' })).toBe('Rawat inap (Kelas 3)');
  });
});
