import { describe, expect, it } from 'vitest';
import { asesmenKeperawatanIgdSchema, kesadaranGcs, labelTriase, ringkasKeperawatanIgd } from './triase.ts';

const isiIgd = {
  triase: 2,
  cara_datang: 'Ambulans',
  keluhan_utama: 'Sesak napas',
  survei_primer: {
    airway: 'Bebas',
    breathing: 'Spontan, tidak adekuat',
    circulation: 'Normal',
    gcs: { e: 3, v: 4, m: 6, total: 15 },
  },
  tanda_vital: { td_sistolik: 150, td_diastolik: 90, nadi: 110 },
};

describe('asesmen keperawatan IGD', () => {
  it('computes the GCS total and the level of consciousness, whatever total was sent', () => {
    const isi = asesmenKeperawatanIgdSchema.parse(isiIgd);
    expect(isi.survei_primer.gcs).toEqual({ e: 3, v: 4, m: 6, total: 13, kesadaran: 'Apatis' });
    expect(kesadaranGcs(15)).toBe('Compos mentis');
    expect(kesadaranGcs(8)).toBe('Somnolen');
    expect(kesadaranGcs(3)).toBe('Koma');
  });

  it('refuses a missing triage level and out-of-range GCS components by field', () => {
    const r = asesmenKeperawatanIgdSchema.safeParse({
      ...isiIgd,
      triase: 6,
      survei_primer: { ...isiIgd.survei_primer, gcs: { e: 5, v: 0, m: 6 } },
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'triase',
      'survei_primer.gcs.e',
      'survei_primer.gcs.v',
    ]);
  });

  it('puts the triage level first on the timeline', () => {
    const isi = asesmenKeperawatanIgdSchema.parse(isiIgd);
    expect(ringkasKeperawatanIgd(isi)).toBe(
      'ATS 2 – Emergensi (Oranye); Sesak napas; GCS 13 (E3V4M6); TD 150/90 mmHg, N 110x/mnt',
    );
    expect(labelTriase(5)).toBe('ATS 5 – Tidak urgen (Putih)');
  });
});
