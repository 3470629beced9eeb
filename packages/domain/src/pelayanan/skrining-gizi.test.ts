import { describe, expect, it } from 'vitest';
import { asesmenGiziSchema } from './asesmen-gizi.ts';
import type { PenurunanBbMst } from './asesmen-keperawatan.ts';
import {
  alatSkriningGizi,
  type JawabanStrongkids,
  skorSkriningGizi,
  skriningMstSchema,
  skriningStrongkidsSchema,
} from './skrining-gizi.ts';

const anak = (v: Partial<JawabanStrongkids>): JawabanStrongkids => ({
  klinis_kurang_gizi: false,
  penyakit_risiko_tinggi: false,
  asupan_kehilangan: false,
  bb_turun: false,
  ...v,
});

describe('MST', () => {
  it('scores weight loss 0–4 with "unsure" as 2, plus 1 for eating poorly; 2 or more is at risk', () => {
    const mst = (penurunan_bb: PenurunanBbMst, asupan_berkurang: boolean) =>
      skorSkriningGizi('SKRINING_MST', { penurunan_bb, asupan_berkurang });
    expect(mst('Tidak', false)).toEqual({ skor: 0, tingkat: 'RENDAH', berisiko: false });
    expect(mst('Tidak', true)).toEqual({ skor: 1, tingkat: 'RENDAH', berisiko: false });
    expect(mst('Ya, 1–5 kg', false)).toEqual({ skor: 1, tingkat: 'RENDAH', berisiko: false });
    // The boundary: 2 is at risk, whichever way it is reached.
    expect(mst('Ya, 1–5 kg', true)).toEqual({ skor: 2, tingkat: 'BERISIKO', berisiko: true });
    expect(mst('Tidak yakin', false)).toEqual({ skor: 2, tingkat: 'BERISIKO', berisiko: true });
    expect(mst('Ya, tidak tahu berapa kg', false).skor).toBe(2);
    expect(mst('Ya, 6–10 kg', false).skor).toBe(2);
    expect(mst('Ya, 11–15 kg', false).skor).toBe(3);
    expect(mst('Ya, > 15 kg', true)).toEqual({ skor: 5, tingkat: 'BERISIKO', berisiko: true });
  });

  it('stores the computed score whatever score the client sends', () => {
    const isi = skriningMstSchema.parse({ penurunan_bb: 'Tidak yakin', asupan_berkurang: true, skor: 0 });
    expect(isi).toMatchObject({ skor: 3, tingkat: 'BERISIKO', berisiko: true, catatan: null });
    const salah = skriningMstSchema.safeParse({ penurunan_bb: '3 kg' });
    expect(salah.success).toBe(false);
    expect(salah.error?.issues.map((i) => i.message)).toEqual([
      'Penurunan berat badan wajib dipilih',
      'Asupan makan berkurang: pilih Ya atau Tidak',
    ]);
  });
});

describe('STRONGkids', () => {
  it('is low at 0, medium at 1–3, high at 4–5; medium and high are flagged', () => {
    expect(skorSkriningGizi('SKRINING_STRONGKIDS', anak({}))).toEqual({
      skor: 0,
      tingkat: 'RENDAH',
      berisiko: false,
    });
    expect(skorSkriningGizi('SKRINING_STRONGKIDS', anak({ bb_turun: true }))).toEqual({
      skor: 1,
      tingkat: 'SEDANG',
      berisiko: true,
    });
    expect(
      skorSkriningGizi(
        'SKRINING_STRONGKIDS',
        anak({ penyakit_risiko_tinggi: true, asupan_kehilangan: true }),
      ),
    ).toEqual({ skor: 3, tingkat: 'SEDANG', berisiko: true });
    expect(
      skorSkriningGizi(
        'SKRINING_STRONGKIDS',
        anak({ penyakit_risiko_tinggi: true, asupan_kehilangan: true, bb_turun: true }),
      ),
    ).toEqual({ skor: 4, tingkat: 'TINGGI', berisiko: true });
    expect(
      skorSkriningGizi(
        'SKRINING_STRONGKIDS',
        anak({
          klinis_kurang_gizi: true,
          penyakit_risiko_tinggi: true,
          asupan_kehilangan: true,
          bb_turun: true,
        }),
      ),
    ).toEqual({ skor: 5, tingkat: 'TINGGI', berisiko: true });
    expect(skriningStrongkidsSchema.parse(anak({ penyakit_risiko_tinggi: true }))).toMatchObject({ skor: 2 });
  });
});

describe('the tool by age', () => {
  it('is STRONGkids below 18 years and MST from 18 years (spec §9 age)', () => {
    expect(alatSkriningGizi('2008-12-28', '2026-11-28')).toBe('SKRINING_STRONGKIDS');
    expect(alatSkriningGizi('2008-10-28', '2026-11-28')).toBe('SKRINING_MST');
    expect(alatSkriningGizi('2026-10-01', '2026-11-28')).toBe('SKRINING_STRONGKIDS');
  });
});

describe('ADIME', () => {
  it('computes the BMI and asks for a PES diagnosis and the targets', () => {
    const isi = asesmenGiziSchema.parse({
      antropometri: { berat_badan: 45, tinggi_badan: 160 },
      diagnosis: [{ problem: 'Asupan oral tidak adekuat', etiologi: 'Mual', gejala: 'Asupan < 60%' }],
      intervensi: { diet: 'Diet TKTP', energi_kkal: 1900, protein_g: 70, rute: 'ORAL', frekuensi: '3x + 2x' },
      monitoring: 'Asupan harian, BB mingguan',
    });
    expect(isi.antropometri).toMatchObject({ imt: 17.6, kategori_imt: 'Berat badan kurang', lila: null });
    const kosong = asesmenGiziSchema.safeParse({ antropometri: {}, diagnosis: [], intervensi: {} });
    expect(kosong.error?.issues.map((i) => i.message)).toContain('Isi minimal satu diagnosis gizi (PES)');
    expect(kosong.error?.issues.map((i) => i.message)).toContain('Kebutuhan energi wajib diisi');
  });
});
