import { describe, expect, it } from 'vitest';
import { asesmenKebidananSchema, ringkasKebidanan } from './asesmen-kebidanan.ts';

const dasar = {
  gravida: 1,
  para: 0,
  abortus: 0,
  keluhan_utama: 'Mules sejak pagi',
  tanda_vital: { td_sistolik: 110, td_diastolik: 70 },
  diagnosis_kebidanan: 'G1P0A0 hamil aterm inpartu kala I fase laten',
};

describe('asesmenKebidananSchema', () => {
  it('computes the due date from the HPHT and reads an unanswered select as not stated', () => {
    const isi = asesmenKebidananSchema.parse({ ...dasar, hpht: '2029-05-24', presentasi: '', hpl: 'x' });
    // Naegele: 24 May + 9 months + 7 days rolls over February's end.
    expect(isi.hpl).toBe('2030-03-03');
    expect(isi.presentasi).toBeNull();
    expect(asesmenKebidananSchema.parse({ ...dasar, hpht: '' }).hpl).toBeNull();
  });

  it('refuses a first pregnancy with a parity, and half-centimetre steps only', () => {
    expect(asesmenKebidananSchema.safeParse({ ...dasar, para: 1 }).success).toBe(false);
    expect(asesmenKebidananSchema.safeParse({ ...dasar, pembukaan_cm: 3.5 }).success).toBe(true);
    expect(asesmenKebidananSchema.safeParse({ ...dasar, pembukaan_cm: 3.2 }).success).toBe(false);
  });

  it('summarises the assessment in one timeline line', () => {
    const isi = asesmenKebidananSchema.parse({
      ...dasar,
      usia_kehamilan_minggu: 39,
      pembukaan_cm: 2,
      djj: 136,
    });
    expect(ringkasKebidanan(isi)).toBe(
      'G1P0A0 UK 39 minggu; Pembukaan 2 cm; DJJ 136; TD 110/70 mmHg; Dx: G1P0A0 hamil aterm inpartu kala I fase laten',
    );
  });
});
