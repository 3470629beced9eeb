import { describe, expect, it } from 'vitest';
import { asesmenKeperawatanHdSchema, ringkasKeperawatanHd } from './hemodialisa.ts';

const isiHd = {
  bb_kering: 60,
  bb_pre: 62.5,
  bb_post: 60.4,
  target_uf: 2500,
  akses_vaskular: 'AV fistula',
  lokasi_akses: 'lengan bawah kiri',
  tanda_vital_pre: { td_sistolik: 160, td_diastolik: 90 },
  intra: [
    { jam: '09:00', td_sistolik: 140, td_diastolik: 80, uf_tercapai: 1200 },
    { jam: '08:00', td_sistolik: 150, td_diastolik: 85, uf_tercapai: 500 },
  ],
};

describe('asesmen keperawatan hemodialisa', () => {
  it('computes the weight gain over dry weight, the weight removed and the UF reached', () => {
    const isi = asesmenKeperawatanHdSchema.parse({ ...isiHd, kenaikan_bb: 0 });
    expect(isi).toMatchObject({
      kenaikan_bb: 2.5,
      persen_kenaikan_bb: 4.2,
      penurunan_bb: 2.1,
      uf_tercapai: 1200,
    });
    expect(isi.intra.map((o) => o.jam)).toEqual(['08:00', '09:00']);
    const tanpa = asesmenKeperawatanHdSchema.parse({ ...isiHd, bb_kering: null, bb_post: null, intra: [] });
    expect(tanpa).toMatchObject({ kenaikan_bb: null, penurunan_bb: null, uf_tercapai: null });
  });

  it('refuses a missing access, a bad hour and a diastolic above systolic by field', () => {
    const r = asesmenKeperawatanHdSchema.safeParse({
      ...isiHd,
      akses_vaskular: '',
      intra: [{ jam: '8.00' }, { jam: '10:00', td_sistolik: 90, td_diastolik: 100 }],
    });
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'akses_vaskular',
      'intra.0.jam',
      'intra.1.td_diastolik',
    ]);
  });

  it('summarises the session on one line', () => {
    expect(ringkasKeperawatanHd(asesmenKeperawatanHdSchema.parse(isiHd))).toBe(
      'BB pre 62,5 kg (+2,5 kg dari BB kering); AV fistula lengan bawah kiri; Target UF 2.500 ml; ' +
        'UF tercapai 1.200 ml; Pre: TD 160/90 mmHg',
    );
  });
});
