import { describe, expect, it } from 'vitest';
import { indeksMorbiditasQuerySchema, KELOMPOK_UMUR_RL, periodeRlSchema } from './rl.ts';

describe('the RL period', () => {
  it('takes a year or a month and refuses anything else in Indonesian', () => {
    for (const ok of ['2030', '2030-01', '2030-12']) expect(periodeRlSchema.safeParse(ok).success).toBe(true);
    for (const salah of ['2030-13', '2030-00', '1999', '2030-1', 'bulan ini', '']) {
      const r = periodeRlSchema.safeParse(salah);
      expect(r.success, salah).toBe(false);
      expect(r.error?.issues[0]?.message).toContain('Periode harus berformat');
    }
  });

  it('reads an empty filter as none and an age band by its place', () => {
    const q = indeksMorbiditasQuerySchema.parse({
      periode: '2030',
      poli_uid: '',
      kelompok_umur: '1',
      jenis_kelamin: '',
    });
    expect(q).toEqual({ periode: '2030', jenis_rawat: 'SEMUA', kelompok_umur: 1, format: 'json' });
    expect(KELOMPOK_UMUR_RL[1]).toBe('1 - 23 Jam');
    expect(KELOMPOK_UMUR_RL).toHaveLength(25);
  });
});
