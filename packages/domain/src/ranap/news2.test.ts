import { describe, expect, it } from 'vitest';
import { hitungNews2, type ParameterNews2, risikoNews2 } from './news2.ts';

const normal: ParameterNews2 = {
  napas: 16,
  spo2: 98,
  oksigen: false,
  sistol: 120,
  nadi: 72,
  kesadaran: 'ALERT',
  suhu: 36.8,
};

describe('NEWS2 (RCP 2017, SpO2 scale 1)', () => {
  it('scores a healthy adult 0, low risk', () => {
    expect(hitungNews2(normal)).toMatchObject({ skor: 0, risiko: 'RENDAH' });
  });

  it('scores each band edge of the chart', () => {
    const skor = (p: Partial<ParameterNews2>) => hitungNews2({ ...normal, ...p })?.skor;
    expect([8, 9, 11, 12, 20, 21, 24, 25].map((napas) => skor({ napas }))).toEqual([3, 1, 1, 0, 0, 2, 2, 3]);
    expect([91, 92, 93, 94, 95, 96].map((spo2) => skor({ spo2 }))).toEqual([3, 2, 2, 1, 1, 0]);
    expect([90, 91, 100, 101, 110, 111, 219, 220].map((sistol) => skor({ sistol }))).toEqual([
      3, 2, 2, 1, 1, 0, 0, 3,
    ]);
    expect([40, 41, 50, 51, 90, 91, 110, 111, 130, 131].map((nadi) => skor({ nadi }))).toEqual([
      3, 1, 1, 0, 0, 1, 1, 2, 2, 3,
    ]);
    expect([35.0, 35.1, 36.0, 36.1, 38.0, 38.1, 39.0, 39.1].map((suhu) => skor({ suhu }))).toEqual([
      3, 1, 1, 0, 0, 1, 1, 2,
    ]);
    expect(skor({ oksigen: true })).toBe(2);
    expect(skor({ kesadaran: 'CONFUSION' })).toBe(3);
    expect(skor({ kesadaran: 'UNRESPONSIVE' })).toBe(3);
  });

  it('flags a single parameter of 3 as low–medium even when the sum is low', () => {
    expect(hitungNews2({ ...normal, kesadaran: 'VOICE' })).toMatchObject({
      skor: 3,
      risiko: 'RENDAH_SEDANG',
    });
    expect(hitungNews2({ ...normal, napas: 22, nadi: 95 })).toMatchObject({ skor: 3, risiko: 'RENDAH' });
  });

  it('reads medium at 5–6 and high at 7 or more (sepsis picture)', () => {
    // RR 24 (2), SpO2 94 (1), air (0), BP 105 (1), HR 115 (2), alert (0), 38.5 (1) = 7.
    expect(
      hitungNews2({
        napas: 24,
        spo2: 94,
        oksigen: false,
        sistol: 105,
        nadi: 115,
        kesadaran: 'ALERT',
        suhu: 38.5,
      }),
    ).toMatchObject({ skor: 7, risiko: 'TINGGI' });
    // RR 22 (2), SpO2 95 (1), O2 (2), rest normal = 5.
    expect(hitungNews2({ ...normal, napas: 22, spo2: 95, oksigen: true })).toMatchObject({
      skor: 5,
      risiko: 'SEDANG',
    });
    expect(risikoNews2(6, true)).toBe('SEDANG');
    expect(risikoNews2(4, false)).toBe('RENDAH');
  });

  it('gives no score for an incomplete set', () => {
    expect(hitungNews2({ ...normal, suhu: null })).toBeNull();
    expect(hitungNews2({ ...normal, kesadaran: null })).toBeNull();
  });
});
