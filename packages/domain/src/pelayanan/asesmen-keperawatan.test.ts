import { describe, expect, it } from 'vitest';
import {
  alergiDariIsi,
  asesmenKeperawatanPoliSchema,
  asesmenUlangKeperawatanSchema,
  hasilRisikoJatuh,
  kategoriNyeri,
  ringkasKeperawatan,
} from './asesmen-keperawatan.ts';

const dasar = {
  keluhan_utama: 'Demam 3 hari',
  tanda_vital: { td_sistolik: 120, td_diastolik: 80, berat_badan: 70, tinggi_badan: 165 },
};

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('asesmen keperawatan poli', () => {
  it('computes BMI from weight and height and ignores a BMI sent by the client', () => {
    const isi = asesmenKeperawatanPoliSchema.parse({ ...dasar, imt: 99, kategori_imt: 'Normal' });
    expect(isi).toMatchObject({ imt: 25.7, kategori_imt: 'Obesitas I' });
    const tanpaTinggi = asesmenKeperawatanPoliSchema.parse({ ...dasar, tanda_vital: { berat_badan: 70 } });
    expect(tanpaTinggi).toMatchObject({ imt: null, kategori_imt: null });
  });

  it('scores Get Up and Go: none, one or both signs', () => {
    expect(hasilRisikoJatuh({ jalan_tidak_seimbang: false, menopang_saat_duduk: false })).toBe(
      'Tidak berisiko',
    );
    expect(hasilRisikoJatuh({ jalan_tidak_seimbang: false, menopang_saat_duduk: true })).toBe(
      'Risiko rendah',
    );
    expect(hasilRisikoJatuh({ jalan_tidak_seimbang: true, menopang_saat_duduk: true })).toBe('Risiko tinggi');
    const isi = asesmenKeperawatanPoliSchema.parse({
      ...dasar,
      risiko_jatuh: { jalan_tidak_seimbang: true, menopang_saat_duduk: false, hasil: 'Tidak berisiko' },
    });
    expect(isi.risiko_jatuh?.hasil).toBe('Risiko rendah');
    const belum = asesmenKeperawatanPoliSchema.safeParse({
      ...dasar,
      risiko_jatuh: { jalan_tidak_seimbang: null, menopang_saat_duduk: false },
    });
    expect(paths(belum)).toEqual(['risiko_jatuh.jalan_tidak_seimbang']);
  });

  it('scores MST: 2 or more is a nutrition risk', () => {
    const gizi = (penurunan_bb: string, asupan_berkurang: boolean) =>
      asesmenKeperawatanPoliSchema.parse({ ...dasar, skrining_gizi: { penurunan_bb, asupan_berkurang } })
        .skrining_gizi;
    expect(gizi('Tidak', false)).toMatchObject({ skor: 0, berisiko: false });
    expect(gizi('Ya, 1–5 kg', false)).toMatchObject({ skor: 1, berisiko: false });
    expect(gizi('Ya, 1–5 kg', true)).toMatchObject({ skor: 2, berisiko: true });
    expect(gizi('Ya, > 15 kg', true)).toMatchObject({ skor: 5, berisiko: true });
  });

  it('asks allergies as a statement: none ticked, or at least one allergen, not both', () => {
    const alergi = (a: unknown) => asesmenKeperawatanPoliSchema.safeParse({ ...dasar, alergi: a });
    expect(alergi({ tidak_ada: true, daftar: [] }).success).toBe(true);
    expect(paths(alergi({ tidak_ada: false, daftar: [] }))).toEqual(['alergi.tidak_ada']);
    expect(paths(alergi({ tidak_ada: true, daftar: [{ jenis: 'Obat', nama: 'Amoksisilin' }] }))).toEqual([
      'alergi.tidak_ada',
    ]);
    expect(paths(alergi({ tidak_ada: false, daftar: [{ jenis: 'Obat', nama: ' ' }] }))).toEqual([
      'alergi.daftar.0.nama',
    ]);
  });

  it('hands the allergen names of any kind with an allergy section to the patient master', () => {
    const isi = asesmenKeperawatanPoliSchema.parse({
      ...dasar,
      alergi: {
        tidak_ada: false,
        daftar: [
          { jenis: 'Obat', nama: 'Amoksisilin', reaksi: 'Gatal-gatal' },
          { jenis: 'Makanan', nama: 'Udang' },
        ],
      },
    });
    expect(alergiDariIsi(isi)).toEqual(['Amoksisilin', 'Udang']);
    expect(alergiDariIsi({ alergi: { tidak_ada: true, daftar: [] } })).toEqual([]);
    expect(alergiDariIsi({ alergi: 'Debu' })).toEqual([]);
    expect(alergiDariIsi(null)).toEqual([]);
  });

  it('writes one timeline line with vitals, BMI, pain, fall risk and allergies', () => {
    const isi = asesmenKeperawatanPoliSchema.parse({
      ...dasar,
      skala_nyeri: 4,
      risiko_jatuh: { jalan_tidak_seimbang: true, menopang_saat_duduk: true },
      alergi: { tidak_ada: false, daftar: [{ jenis: 'Obat', nama: 'Amoksisilin' }] },
    });
    expect(ringkasKeperawatan(isi)).toBe(
      'Demam 3 hari; TD 120/80 mmHg, BB 70 kg, TB 165 cm; IMT 25,7 (Obesitas I); Nyeri 4/10; ' +
        'Jatuh: risiko tinggi; Alergi: Amoksisilin',
    );
    expect(kategoriNyeri(0)).toBe('Tidak nyeri');
    expect(kategoriNyeri(6)).toBe('Nyeri sedang');
    expect(kategoriNyeri(7)).toBe('Nyeri berat');
  });
});

describe('asesmen ulang keperawatan', () => {
  it('asks the current complaint and keeps the nursing actions', () => {
    expect(paths(asesmenUlangKeperawatanSchema.safeParse({ tanda_vital: {}, keluhan_utama: '' }))).toEqual([
      'keluhan_utama',
    ]);
    const isi = asesmenUlangKeperawatanSchema.parse({
      tanda_vital: {},
      keluhan_utama: 'Nyeri berkurang',
      tindakan_keperawatan: 'Kompres hangat',
      evaluasi: '',
    });
    expect(isi).toMatchObject({ tindakan_keperawatan: 'Kompres hangat', evaluasi: null });
  });
});
