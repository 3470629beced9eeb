import { describe, expect, it } from 'vitest';
import { namaArsip } from './manifest.ts';
import { arsipKedaluwarsa } from './rotasi.ts';

/** One archive a night at 02:00 WIB for `hari` days up to the night of `sampai`. */
function malam(sampai: Date, hari: number): string[] {
  return Array.from({ length: hari }, (_, i) => namaArsip(new Date(sampai.getTime() - i * 86_400_000)));
}

describe('backup rotation (7 daily, 4 weekly, 12 monthly)', () => {
  const kini = new Date('2026-11-26T19:00:00Z'); // Friday 27 November 2026, 02:00 WIB
  const semua = malam(kini, 500);

  it('keeps the last 7 nights, the newest of each of 4 weeks and of each of 12 months, and drops the rest', () => {
    const dibuang = new Set(arsipKedaluwarsa(semua, kini));
    const disimpan = semua.filter((n) => !dibuang.has(n)).sort();
    for (const n of malam(kini, 7)) expect(disimpan).toContain(n);
    // Sundays (the newest of their week) of the three weeks before this one.
    for (const tgl of ['2026-11-22', '2026-11-15', '2026-11-08'])
      expect(disimpan).toContain(`rawat-backup-${tgl}T0200+0700.tar`);
    // Last nights of the months, back to December 2025.
    for (const bln of ['2026-10-31', '2026-06-30', '2025-12-31'])
      expect(disimpan).toContain(`rawat-backup-${bln}T0200+0700.tar`);
    expect(disimpan).not.toContain('rawat-backup-2025-11-30T0200+0700.tar');
    expect(disimpan).not.toContain('rawat-backup-2026-11-19T0200+0700.tar');
    expect(disimpan.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(dibuang.size).toBe(semua.length - disimpan.length);
  });

  it('never drops the newest archive, and never touches files that are not Rawat archives', () => {
    const lama = [
      'rawat-backup-2020-01-01T0200+0700.tar',
      'rawat-backup-2019-05-01T0200+0700.tar',
      'catatan.txt',
    ];
    expect(arsipKedaluwarsa(lama, kini)).toEqual(['rawat-backup-2019-05-01T0200+0700.tar']);
  });
});
