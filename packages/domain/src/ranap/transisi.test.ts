import { describe, expect, it } from 'vitest';
import {
  hitungAldrete,
  hitungSkorPulih,
  hitungSteward,
  jadwalVitalBerikut,
  skalaUntukUmur,
} from './transisi.ts';

describe('modified Aldrete', () => {
  it('sums five items and lets the patient leave at 9 or more', () => {
    const penuh = { aktivitas: 2, pernapasan: 2, sirkulasi: 2, kesadaran: 2, saturasi: 2 } as const;
    expect(hitungAldrete(penuh)).toEqual({
      skala: 'ALDRETE',
      total: 10,
      minimal: 9,
      maksimal: 10,
      memenuhi: true,
    });
    expect(hitungAldrete({ ...penuh, kesadaran: 1 })).toMatchObject({ total: 9, memenuhi: true });
    expect(hitungAldrete({ ...penuh, kesadaran: 1, saturasi: 1 })).toMatchObject({
      total: 8,
      memenuhi: false,
    });
    expect(
      hitungAldrete({ aktivitas: 0, pernapasan: 0, sirkulasi: 0, kesadaran: 0, saturasi: 0 }),
    ).toMatchObject({ total: 0, memenuhi: false });
  });
});

describe('Steward', () => {
  it('sums three items and lets the child leave at 5 or more', () => {
    expect(hitungSteward({ kesadaran: 2, jalan_napas: 2, gerakan: 2 })).toEqual({
      skala: 'STEWARD',
      total: 6,
      minimal: 5,
      maksimal: 6,
      memenuhi: true,
    });
    expect(hitungSteward({ kesadaran: 2, jalan_napas: 1, gerakan: 2 })).toMatchObject({
      total: 5,
      memenuhi: true,
    });
    expect(hitungSteward({ kesadaran: 1, jalan_napas: 1, gerakan: 2 })).toMatchObject({
      total: 4,
      memenuhi: false,
    });
  });

  it('is what hitungSkorPulih answers for the same items', () => {
    expect(hitungSkorPulih('STEWARD', { kesadaran: 2, jalan_napas: 1, gerakan: 1 })).toMatchObject({
      total: 4,
      memenuhi: false,
    });
    expect(
      hitungSkorPulih('ALDRETE', { aktivitas: 2, pernapasan: 2, sirkulasi: 2, kesadaran: 2, saturasi: 1 }),
    ).toMatchObject({ total: 9, memenuhi: true });
  });
});

describe('which scale, and when the next vitals are due', () => {
  it('scores children under 12 whole years with Steward', () => {
    expect(skalaUntukUmur('2020-03-10', '2032-03-09T10:00:00+07:00')).toBe('STEWARD');
    expect(skalaUntukUmur('2020-03-10', '2032-03-10T10:00:00+07:00')).toBe('ALDRETE');
    expect(skalaUntukUmur('1980-01-01', '2030-01-07T10:00:00+07:00')).toBe('ALDRETE');
  });

  it('is due 15 minutes after the last set, or after arrival, and late after that', () => {
    const masuk = '2030-01-07T10:00:00+07:00';
    const a = jadwalVitalBerikut(masuk, null, new Date('2030-01-07T10:10:00+07:00'));
    expect(a.jatuh_tempo.toISOString()).toBe('2030-01-07T03:15:00.000Z');
    expect(a.terlambat).toBe(false);
    const b = jadwalVitalBerikut(masuk, '2030-01-07T10:20:00+07:00', new Date('2030-01-07T10:36:00+07:00'));
    expect(b.jatuh_tempo.toISOString()).toBe('2030-01-07T03:35:00.000Z');
    expect(b.terlambat).toBe(true);
  });
});
