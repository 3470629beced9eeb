import { describe, expect, it } from 'vitest';
import {
  asesmenMedisHdSchema,
  asesmenMedisIgdSchema,
  asesmenMedisSchema,
  ringkasMedisHd,
  ringkasMedisIgd,
} from './asesmen-medis.ts';

const jalur = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('asesmen medis', () => {
  it('needs S and a finding for every abnormal system', () => {
    const r = asesmenMedisSchema.safeParse({
      subjektif: ' ',
      pemeriksaan_fisik: { sistem: { tht: { hasil: 'Tidak normal' }, abdomen: { hasil: 'Normal' } } },
    });
    expect(jalur(r)).toEqual(['subjektif', 'pemeriksaan_fisik.sistem.tht.keterangan']);
    expect(
      asesmenMedisSchema.safeParse({
        subjektif: 'Batuk',
        pemeriksaan_fisik: { sistem: { tht: { hasil: 'Tidak normal', keterangan: 'Faring hiperemis' } } },
      }).success,
    ).toBe(true);
  });

  it('asks the IGD for the condition and sums the GCS', () => {
    expect(jalur(asesmenMedisIgdSchema.safeParse({ subjektif: 'Sesak' }))).toEqual(['kondisi']);
    const isi = asesmenMedisIgdSchema.parse({
      subjektif: 'Sesak',
      kondisi: 'Gawat darurat',
      prioritas: 2,
      gcs: { e: 3, v: 4, m: 5 },
    });
    expect(ringkasMedisIgd(isi)).toBe('Gawat darurat, ATS 2 – Emergensi (Oranye), GCS 12; S: Sesak');
  });

  it('requires the HD prescription with plausible numbers', () => {
    const r = asesmenMedisHdSchema.safeParse({ subjektif: 'Lemas', resep_hd: { durasi_jam: 4, qb: 1000 } });
    expect(jalur(r)).toEqual(['resep_hd.qb', 'resep_hd.qd', 'resep_hd.target_uf']);
    expect(r.error?.issues[1]?.message).toBe('QD wajib diisi');
    const isi = asesmenMedisHdSchema.parse({
      subjektif: 'Lemas',
      resep_hd: { durasi_jam: 4.5, qb: 200, qd: 500, target_uf: 2500 },
    });
    expect(ringkasMedisHd(isi)).toBe('S: Lemas; HD 4,5 jam, QB 200, QD 500, UF 2500 ml');
  });
});
