import { describe, expect, it } from 'vitest';
import { hitungUmur } from '../format/umur.ts';
import {
  flagHasil,
  formatUmurRujukan,
  hariKeUmurRujukan,
  paketLabInputSchema,
  pemeriksaanLabInputSchema,
  pilihNilaiRujukan,
  type RentangRujukan,
  ringkasRujukan,
  teksRujukan,
  umurRujukanKeHari,
} from './labor.ts';

const TAHUN_12 = umurRujukanKeHari(12, 'TAHUN');
const rentang = (r: Partial<RentangRujukan>): RentangRujukan => ({
  jenis_kelamin: null,
  umur_min: 0,
  umur_maks: null,
  nilai_min: null,
  nilai_maks: null,
  kritis_min: null,
  kritis_maks: null,
  teks_normal: null,
  ...r,
});

// Hemoglobin (g/dL): children of either sex, then adults by sex, with a both-sexes adult range
// for a patient whose sex is not recorded.
const HB = [
  rentang({ umur_maks: TAHUN_12, nilai_min: 11, nilai_maks: 14 }),
  rentang({
    jenis_kelamin: 'L',
    umur_min: TAHUN_12,
    nilai_min: 13,
    nilai_maks: 17,
    kritis_min: 7,
    kritis_maks: 20,
  }),
  rentang({
    jenis_kelamin: 'P',
    umur_min: TAHUN_12,
    nilai_min: 12,
    nilai_maks: 15,
    kritis_min: 7,
    kritis_maks: 20,
  }),
  rentang({ umur_min: TAHUN_12, nilai_min: 12, nilai_maks: 17 }),
];
const PERIKSA = '2026-03-10';

describe('age bounds in days', () => {
  it('starts a bound of N years on the day the age on screen reads N years', () => {
    const hari = umurRujukanKeHari(18, 'TAHUN');
    expect(hari).toBe(6575);
    const lahir = '2000-01-01';
    const tgl = (n: number) => new Date(Date.parse(`${lahir}T00:00:00+07:00`) + n * 86_400_000);
    expect(hitungUmur(lahir, tgl(hari)).tahun).toBe(18);
    expect(hitungUmur(lahir, tgl(hari - 1)).tahun).toBe(17);
    expect(umurRujukanKeHari(6, 'BULAN')).toBe(183);
    expect(umurRujukanKeHari(28, 'HARI')).toBe(28);
  });

  it('shows days back in the largest unit that gives them exactly', () => {
    expect(hariKeUmurRujukan(6575)).toEqual({ nilai: 18, satuan: 'TAHUN' });
    expect(hariKeUmurRujukan(183)).toEqual({ nilai: 6, satuan: 'BULAN' });
    expect(hariKeUmurRujukan(30)).toEqual({ nilai: 30, satuan: 'HARI' });
    expect(hariKeUmurRujukan(0)).toEqual({ nilai: 0, satuan: 'TAHUN' });
    expect(formatUmurRujukan(umurRujukanKeHari(1, 'TAHUN'))).toBe('1 tahun');
  });
});

describe('pilihNilaiRujukan', () => {
  it('gives a boy of 5 the children range, a man and a woman of 30 their own', () => {
    const anak = pilihNilaiRujukan(HB, {
      jenis_kelamin: 'L',
      tanggal_lahir: '2021-01-15',
      tanggal_periksa: PERIKSA,
    });
    expect(anak).toBe(HB[0]);
    const pria = pilihNilaiRujukan(HB, {
      jenis_kelamin: 'L',
      tanggal_lahir: '1996-02-01',
      tanggal_periksa: PERIKSA,
    });
    expect(pria).toBe(HB[1]);
    const wanita = pilihNilaiRujukan(HB, {
      jenis_kelamin: 'P',
      tanggal_lahir: '1996-02-01',
      tanggal_periksa: PERIKSA,
    });
    expect(wanita).toBe(HB[2]);
  });

  it('falls back to the both-sexes range when the sex is unknown or has no range of its own', () => {
    expect(
      pilihNilaiRujukan(HB, { jenis_kelamin: null, tanggal_lahir: '1996-02-01', tanggal_periksa: PERIKSA }),
    ).toBe(HB[3]);
    const tanpaP = HB.filter((r) => r.jenis_kelamin !== 'P');
    expect(
      pilihNilaiRujukan(tanpaP, {
        jenis_kelamin: 'P',
        tanggal_lahir: '1996-02-01',
        tanggal_periksa: PERIKSA,
      }),
    ).toBe(HB[3]);
  });

  it('moves to the adult range on the 12th birthday by the spec §9 age (lower bound inclusive)', () => {
    const lahir = '2014-03-10';
    const hariKe12 = new Date(Date.parse(`${lahir}T00:00:00+07:00`) + TAHUN_12 * 86_400_000);
    const sehariSebelum = new Date(hariKe12.getTime() - 86_400_000);
    expect(
      pilihNilaiRujukan(HB, { jenis_kelamin: 'L', tanggal_lahir: lahir, tanggal_periksa: hariKe12 }),
    ).toBe(HB[1]);
    expect(
      pilihNilaiRujukan(HB, { jenis_kelamin: 'L', tanggal_lahir: lahir, tanggal_periksa: sehariSebelum }),
    ).toBe(HB[0]);
  });

  it('needs a range for every age when the birth date is unknown; none when born after the test', () => {
    expect(
      pilihNilaiRujukan(HB, { jenis_kelamin: 'L', tanggal_lahir: null, tanggal_periksa: PERIKSA }),
    ).toBeNull();
    const semua = [rentang({ nilai_min: 70, nilai_maks: 140 })];
    expect(
      pilihNilaiRujukan(semua, { jenis_kelamin: 'L', tanggal_lahir: null, tanggal_periksa: PERIKSA }),
    ).toBe(semua[0]);
    expect(
      pilihNilaiRujukan(HB, { jenis_kelamin: 'L', tanggal_lahir: '2026-03-11', tanggal_periksa: PERIKSA }),
    ).toBeNull();
  });
});

describe('flagHasil', () => {
  const pria = HB[1];
  it('flags low and high against inclusive bounds, and critical values past the critical limits', () => {
    expect(flagHasil(13, pria)).toBeNull();
    expect(flagHasil(17, pria)).toBeNull();
    expect(flagHasil(12.9, pria)).toBe('L');
    expect(flagHasil(17.1, pria)).toBe('H');
    expect(flagHasil(7, pria)).toBe('L');
    expect(flagHasil(6.9, pria)).toBe('LL');
    expect(flagHasil(20.5, pria)).toBe('HH');
  });

  it('judges one-sided ranges and says nothing without a range or a number', () => {
    const kolesterol = rentang({ nilai_maks: 199, teks_normal: '< 200' });
    expect(flagHasil(199, kolesterol)).toBeNull();
    expect(flagHasil(200, kolesterol)).toBe('H');
    expect(flagHasil(35, rentang({ nilai_min: 40 }))).toBe('L');
    expect(flagHasil(5, null)).toBeNull();
    expect(flagHasil(null, pria)).toBeNull();
    expect(flagHasil(Number.NaN, pria)).toBeNull();
  });
});

describe('reference text', () => {
  it('prints ranges as lab reports do and summarises the adult ranges by sex', () => {
    expect(teksRujukan(HB[1] as RentangRujukan, 1)).toBe('13,0–17,0');
    expect(teksRujukan(rentang({ nilai_maks: 37 }))).toBe('≤ 37');
    expect(teksRujukan(rentang({ nilai_min: 40 }))).toBe('≥ 40');
    expect(teksRujukan(rentang({ nilai_maks: 199, teks_normal: '< 200' }))).toBe('< 200');
    expect(teksRujukan(rentang({ teks_normal: 'Non-reaktif' }))).toBe('Non-reaktif');
    expect(ringkasRujukan({ desimal: 1, nilai_rujukan: HB.slice(0, 3) })).toBe('L: 13,0–17,0 · P: 12,0–15,0');
    expect(
      ringkasRujukan({
        desimal: 0,
        pilihan: [
          { nilai: 'Reaktif', normal: false },
          { nilai: 'Non-reaktif', normal: true },
        ],
        nilai_rujukan: [],
      }),
    ).toBe('Non-reaktif');
  });
});

const dasar = {
  kode: 'hb',
  nama: 'Hemoglobin',
  kelompok: 'HEMATOLOGI',
  spesimen: 'Darah EDTA',
  satuan: 'g/dL',
  jenis_hasil: 'ANGKA',
  desimal: '1',
};
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('pemeriksaanLabInputSchema', () => {
  it('reads decimals typed with a comma and empty bounds as open', () => {
    const v = pemeriksaanLabInputSchema.parse({
      ...dasar,
      nilai_rujukan: [
        { jenis_kelamin: '', umur_min: '', umur_maks: '', nilai_min: '13,5', nilai_maks: '17' },
      ],
    });
    expect(v.desimal).toBe(1);
    expect(v.nilai_rujukan[0]).toMatchObject({
      jenis_kelamin: null,
      umur_min: 0,
      umur_maks: null,
      nilai_min: 13.5,
      nilai_maks: 17,
      kritis_min: null,
    });
  });

  it('refuses ranges of one sex that share an age, naming the later row', () => {
    const r = pemeriksaanLabInputSchema.safeParse({
      ...dasar,
      nilai_rujukan: [
        { jenis_kelamin: 'L', umur_min: 6575, nilai_min: 13, nilai_maks: 17 },
        { jenis_kelamin: null, umur_min: 0, nilai_min: 12, nilai_maks: 16 },
        { jenis_kelamin: 'L', umur_min: 4383, umur_maks: 7000, nilai_min: 12, nilai_maks: 16 },
      ],
    });
    expect(paths(r)).toEqual(['nilai_rujukan.2.umur_min']);
    expect(r.error?.issues[0]?.message).toContain('baris 1');
  });

  it('checks min ≤ max, critical limits outside the normal range and the age order', () => {
    const r = pemeriksaanLabInputSchema.safeParse({
      ...dasar,
      nilai_rujukan: [
        { umur_min: 100, umur_maks: 50, nilai_min: 17, nilai_maks: 13 },
        { jenis_kelamin: 'P', nilai_min: 12, nilai_maks: 15, kritis_min: 12, kritis_maks: 14 },
        { jenis_kelamin: 'L' },
      ],
    });
    expect(paths(r).sort()).toEqual([
      'nilai_rujukan.0.nilai_maks',
      'nilai_rujukan.0.umur_maks',
      'nilai_rujukan.1.kritis_maks',
      'nilai_rujukan.1.kritis_min',
      'nilai_rujukan.2.nilai_min',
    ]);
    // A field that cannot be read is reported first, before the rules across fields.
    const angka = pemeriksaanLabInputSchema.safeParse({ ...dasar, nilai_rujukan: [{ nilai_min: '1O' }] });
    expect(angka.error?.issues).toMatchObject([
      { path: ['nilai_rujukan', 0, 'nilai_min'], message: 'Nilai minimum harus angka' },
    ]);
  });

  it('keeps options only for choice tests, whose normal text must be one of them', () => {
    const pilihan = [
      { nilai: 'Non-reaktif', normal: true },
      { nilai: 'Reaktif', normal: false },
    ];
    const ok = pemeriksaanLabInputSchema.parse({
      ...dasar,
      jenis_hasil: 'PILIHAN',
      pilihan,
      nilai_rujukan: [{ nilai_min: 1, teks_normal: 'non-reaktif' }],
    });
    expect(ok.nilai_rujukan[0]).toMatchObject({ nilai_min: null, teks_normal: 'non-reaktif' });
    const angka = pemeriksaanLabInputSchema.parse({
      ...dasar,
      pilihan,
      nilai_rujukan: [{ nilai_maks: 199, teks_normal: '< 200' }],
    });
    expect(angka.pilihan).toEqual([]);
    expect(angka.nilai_rujukan[0]).toMatchObject({ nilai_maks: 199, teks_normal: '< 200' });
    const salah = pemeriksaanLabInputSchema.safeParse({
      ...dasar,
      jenis_hasil: 'PILIHAN',
      pilihan: [{ nilai: 'Positif' }, { nilai: 'positif' }],
      nilai_rujukan: [{ jenis_kelamin: 'L', teks_normal: 'Negatif' }, { jenis_kelamin: 'P' }],
    });
    expect(paths(salah)).toEqual([
      'pilihan.1.nilai',
      'nilai_rujukan.0.teks_normal',
      'nilai_rujukan.1.teks_normal',
    ]);
  });
});

describe('paketLabInputSchema', () => {
  it('needs at least one test and none twice', () => {
    const a = '7f1c1a52-9d0e-4c4b-9a57-0a4b1d3c2e11';
    expect(paths(paketLabInputSchema.safeParse({ kode: 'P1', nama: 'Paket', pemeriksaan_uid: [] }))).toEqual([
      'pemeriksaan_uid',
    ]);
    expect(
      paths(paketLabInputSchema.safeParse({ kode: 'P1', nama: 'Paket', pemeriksaan_uid: [a, a] })),
    ).toEqual(['pemeriksaan_uid.1']);
  });
});
