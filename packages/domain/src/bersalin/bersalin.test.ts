import { describe, expect, it } from 'vitest';
import { partografInputSchema } from './bersalin.kontrak.ts';
import {
  garisPartograf,
  kategoriUsiaKehamilan,
  namaBayi,
  posisiPartograf,
  taksiranPersalinan,
  teksUsiaKehamilan,
  usiaKehamilan,
} from './bersalin.ts';

describe('taksiranPersalinan (Naegele)', () => {
  it('adds a year, takes three months, adds seven days', () => {
    expect(taksiranPersalinan('2026-03-01')).toBe('2026-12-08');
    expect(taksiranPersalinan('2026-01-10')).toBe('2026-10-17');
  });
  it('rolls a day past the month end into the next month', () => {
    // 24 May + 7 = 31 May → "31 February 2027" → 3 March 2027.
    expect(taksiranPersalinan('2026-05-24')).toBe('2027-03-03');
    expect(taksiranPersalinan('2026-12-28')).toBe('2027-10-05');
  });
});

describe('usiaKehamilan', () => {
  it('counts completed weeks and days from the HPHT', () => {
    expect(usiaKehamilan('2026-03-01', '2026-11-27')).toEqual({ minggu: 38, hari: 5, total_hari: 271 });
    expect(usiaKehamilan('2026-03-01', '2026-03-01')).toEqual({ minggu: 0, hari: 0, total_hari: 0 });
  });
  it('is 40 weeks on the Naegele date of a non-leap span (± the month lengths)', () => {
    const u = usiaKehamilan('2026-03-01', taksiranPersalinan('2026-03-01'));
    expect(u.minggu).toBe(40);
  });
  it('words weeks and days, and the term category', () => {
    expect(teksUsiaKehamilan({ minggu: 38, hari: 3 })).toBe('38 minggu 3 hari');
    expect(teksUsiaKehamilan({ minggu: 40, hari: 0 })).toBe('40 minggu');
    expect(kategoriUsiaKehamilan(36)).toBe('PRETERM');
    expect(kategoriUsiaKehamilan(37)).toBe('ATERM');
    expect(kategoriUsiaKehamilan(42)).toBe('POSTTERM');
  });
});

describe('garisPartograf', () => {
  it('is null in the latent phase', () => {
    expect(garisPartograf([{ waktu: '2026-11-27T08:00:00+07:00', pembukaan_cm: 3 }])).toBeNull();
    expect(posisiPartograf([{ waktu: '2026-11-27T08:00:00+07:00', pembukaan_cm: 3 }])).toBe(
      'BELUM_FASE_AKTIF',
    );
  });
  it('starts the alert line at the first ≥ 4 cm, 1 cm/hour to 10 cm; the action line 4 hours right', () => {
    const g = garisPartograf([
      { waktu: '2026-11-27T10:00:00+07:00', pembukaan_cm: 6 },
      { waktu: '2026-11-27T06:00:00+07:00', pembukaan_cm: 2 },
      { waktu: '2026-11-27T08:00:00+07:00', pembukaan_cm: 5 },
    ]);
    expect(g?.waspada.dari).toEqual({ waktu: '2026-11-27T01:00:00.000Z', pembukaan_cm: 5 });
    expect(g?.waspada.sampai).toEqual({ waktu: '2026-11-27T06:00:00.000Z', pembukaan_cm: 10 });
    expect(g?.tindakan.dari).toEqual({ waktu: '2026-11-27T05:00:00.000Z', pembukaan_cm: 5 });
    expect(g?.tindakan.sampai).toEqual({ waktu: '2026-11-27T10:00:00.000Z', pembukaan_cm: 10 });
  });
  it('tells whether the last examination lies right of the alert or the action line', () => {
    const awal = { waktu: '2026-11-27T08:00:00+07:00', pembukaan_cm: 4 };
    expect(posisiPartograf([awal, { waktu: '2026-11-27T10:00:00+07:00', pembukaan_cm: 6 }])).toBe('NORMAL');
    expect(posisiPartograf([awal, { waktu: '2026-11-27T11:00:00+07:00', pembukaan_cm: 6 }])).toBe(
      'LEWAT_WASPADA',
    );
    expect(posisiPartograf([awal, { waktu: '2026-11-27T14:00:00+07:00', pembukaan_cm: 5 }])).toBe(
      'LEWAT_TINDAKAN',
    );
    expect(posisiPartograf([awal, { waktu: '2026-11-27T20:00:00+07:00', pembukaan_cm: 10 }])).toBe('NORMAL');
  });
});

describe('namaBayi', () => {
  it('names the newborn after the mother, twins with Roman numerals', () => {
    expect(namaBayi('Siti Aminah', 1, 1)).toBe('By. Ny. Siti Aminah');
    expect(namaBayi('Ny. Siti Aminah', 2, 2)).toBe('By. Ny. Siti Aminah II');
  });
});

describe('partografInputSchema', () => {
  it('refuses a dilation beyond 10 cm and a fetal heart rate out of range, in Indonesian', () => {
    const r = partografInputSchema.safeParse({
      waktu: '2026-11-27T08:00:00+07:00',
      pembukaan_cm: 11,
      djj: 300,
    });
    expect(r.success).toBe(false);
    const pesan = r.error?.issues.map((i) => i.message) ?? [];
    expect(pesan).toContain('Pembukaan serviks 0–10 cm');
    expect(pesan).toContain('DJJ 60–220 kali/menit');
  });
  it('asks for at least one finding, and both contraction count and length', () => {
    const kosong = partografInputSchema.safeParse({ waktu: '2026-11-27T08:00:00+07:00' });
    expect(kosong.error?.issues[0]?.message).toBe('Isi minimal satu hasil pemeriksaan');
    const kontraksi = partografInputSchema.safeParse({ waktu: '2026-11-27T08:00:00+07:00', his_per_10: 3 });
    expect(kontraksi.error?.issues[0]?.message).toBe('Isi lama kontraksi bersama frekuensinya');
  });
});
