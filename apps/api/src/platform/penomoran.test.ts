import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../test/harness.ts';
import { ambilNomor, ambilNomorBeruntun } from './penomoran.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Batal extends Error {}

/** Takes one number for `kunci` in its own transaction; `batal` rolls it back. */
async function ambil(kunci: string, batal = false): Promise<number | null> {
  try {
    return await t.database.db.transaction(async (tx) => {
      const n = await ambilNomor(tx, kunci);
      if (batal) throw new Batal();
      return n;
    });
  } catch (err) {
    if (err instanceof Batal) return null;
    throw err;
  }
}

describe('ambilNomor', () => {
  it('starts a new key at 1 and counts each key on its own', async () => {
    expect(await ambil('UJI:A')).toBe(1);
    expect(await ambil('UJI:A')).toBe(2);
    expect(await ambil('UJI:B')).toBe(1);
    expect(await ambil('UJI:A')).toBe(3);
    const rows = await queryRows<{ kunci: string; nilai: string | number }>(
      t,
      "select kunci, nilai from nomor_urut where kunci like 'UJI:%' order by kunci",
    );
    expect(rows.map((r) => [r.kunci, Number(r.nilai)])).toEqual([
      ['UJI:A', 3],
      ['UJI:B', 1],
    ]);
  });

  it('gives the number of a rolled-back transaction back, also for a key it created', async () => {
    expect(await ambil('UJI:BATAL', true)).toBeNull();
    expect(await ambil('UJI:BATAL')).toBe(1);
    expect(await ambil('UJI:BATAL', true)).toBeNull();
    expect(await ambil('UJI:BATAL')).toBe(2);
  });

  it('hands 20 simultaneous transactions distinct numbers without gaps, even when half roll back', async () => {
    const semua = await Promise.all(Array.from({ length: 20 }, () => ambil('UJI:SERENTAK')));
    expect([...semua].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const campur = await Promise.all(Array.from({ length: 20 }, (_, i) => ambil('UJI:CAMPUR', i % 2 === 1)));
    const jadi = campur.filter((n): n is number => n !== null).sort((a, b) => a - b);
    expect(jadi).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });

  it('ambilNomorBeruntun takes a consecutive run in one statement', async () => {
    const run = await t.database.db.transaction((tx) => ambilNomorBeruntun(tx, 'UJI:RUN', 5));
    expect(run).toEqual([1, 2, 3, 4, 5]);
    expect(await ambil('UJI:RUN')).toBe(6);
    await expect(t.database.db.transaction((tx) => ambilNomorBeruntun(tx, 'UJI:RUN', 0))).rejects.toThrow(
      RangeError,
    );
  });
});
