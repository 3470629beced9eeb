import { describe, expect, it } from 'vitest';
import {
  desaListQuerySchema,
  kabupatenListQuerySchema,
  kodeBertitik,
  kodeInduk,
  kodeTanpaTitik,
  kodeWilayahSchema,
  tingkatKode,
  wilayahCariQuerySchema,
  wilayahSchema,
} from './wilayah.ts';

describe('kodeTanpaTitik and kodeBertitik', () => {
  it('drops the dots for SATUSEHAT and BPJS', () => {
    expect(kodeTanpaTitik('32.73.02.1004')).toBe('3273021004');
    expect(kodeTanpaTitik('32')).toBe('32');
    expect(kodeTanpaTitik(' 32.73 ')).toBe('3273');
  });

  it('puts the dots back by the segment lengths 2.2.2.4', () => {
    expect(kodeBertitik('3273021004')).toBe('32.73.02.1004');
    expect(kodeBertitik('327302')).toBe('32.73.02');
    expect(kodeBertitik('3273')).toBe('32.73');
    expect(kodeBertitik('32')).toBe('32');
  });

  it('is the inverse of kodeTanpaTitik at every level', () => {
    for (const kode of ['11', '11.01', '11.01.01', '11.01.01.2001', '96.71.10.1004']) {
      expect(kodeBertitik(kodeTanpaTitik(kode))).toBe(kode);
    }
  });

  it('accepts a dotted or partly dotted code and normalises it', () => {
    expect(kodeBertitik('32.73.02.1004')).toBe('32.73.02.1004');
    expect(kodeBertitik('32.7302')).toBe('32.73.02');
  });

  it('refuses what is not a region code', () => {
    for (const bad of [
      '',
      '3',
      '327',
      '32730',
      '3273021',
      '32730210041',
      '327.302',
      '32..73',
      '32.73.',
      'ab',
      '32-73',
    ]) {
      expect(kodeBertitik(bad), bad).toBeNull();
    }
  });

  it('knows the level and the parent of a code', () => {
    expect(tingkatKode('32')).toBe(1);
    expect(tingkatKode('3273')).toBe(2);
    expect(tingkatKode('32.73.02')).toBe(3);
    expect(tingkatKode('3273021004')).toBe(4);
    expect(tingkatKode('x')).toBeNull();
    expect(kodeInduk('3273021004')).toBe('32.73.02');
    expect(kodeInduk('32.73')).toBe('32');
    expect(kodeInduk('32')).toBeNull();
  });
});

describe('contracts', () => {
  it('parses a code of the asked level, answering it dotted', () => {
    expect(kodeWilayahSchema(2).parse('3273')).toBe('32.73');
    expect(kodeWilayahSchema().parse(' 3273021004 ')).toBe('32.73.02.1004');
    const salah = kodeWilayahSchema(1).safeParse('32.73');
    expect(salah.success).toBe(false);
    expect(salah.error?.issues[0]?.message).toBe('Kode provinsi tidak valid (contoh 32)');
  });

  it('reads list queries with the parent code and paging defaults', () => {
    expect(kabupatenListQuerySchema.parse({ provinsi: '32' })).toMatchObject({
      provinsi: '32',
      offset: 0,
      limit: 15,
      limitless: false,
    });
    expect(desaListQuerySchema.parse({ kecamatan: '327302', limitless: 'true' })).toMatchObject({
      kecamatan: '32.73.02',
      limitless: true,
    });
    expect(desaListQuerySchema.safeParse({ kecamatan: '32.73' }).success).toBe(false);
  });

  it('asks the search for at least two letters', () => {
    expect(wilayahCariQuerySchema.parse({ search: ' coblong ', tingkat: '3' })).toMatchObject({
      search: 'coblong',
      tingkat: 3,
    });
    expect(wilayahCariQuerySchema.safeParse({ search: 'c' }).success).toBe(false);
    expect(wilayahCariQuerySchema.safeParse({}).success).toBe(false);
  });

  it('describes a region', () => {
    const dago = {
      kode: '32.73.02.1004',
      kode_tanpa_titik: '3273021004',
      nama: 'Dago',
      tingkat: 4,
      jenis: 'kelurahan',
      kode_induk: '32.73.02',
    };
    expect(wilayahSchema.parse(dago)).toEqual(dago);
    expect(wilayahSchema.safeParse({ ...dago, tingkat: 5 }).success).toBe(false);
    expect(wilayahSchema.safeParse({ ...dago, jenis: 'desa_adat' }).success).toBe(false);
  });
});
