import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { catatAktivitas } from './audit.ts';
import { kunciAcak } from './audit-kunci.ts';
import { barisDari, KUNCI_SEGEL, segelLog } from './audit-rantai.ts';
import { verifikasiRantai } from './audit-verifikasi.ts';
import type { Ctx } from './context.ts';

// Writers and the chain: a write never waits for the sealing or for another writer because of it.
// Real concurrency needs PostgreSQL (PGlite runs one transaction at a time); the checks that need
// it run with TEST_DATABASE_URL, the rest on both.
const diPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let db: Db;
const kunci = kunciAcak();
const ctx: Ctx = { user: null, ip: '10.9.9.9', userAgent: 'uji-bersamaan', now: () => new Date() };
const angka = async (q: ReturnType<typeof sql>) =>
  Number(barisDari<{ n: string }>(await db.execute(q))[0]?.n);

/** Resolves once `n` parties have arrived; fails instead of hanging if they never all do. */
function penghalang(n: number, ms = 5000) {
  let tiba = 0;
  let buka: () => void = () => undefined;
  const terbuka = new Promise<void>((r) => {
    buka = r;
  });
  return async () => {
    tiba += 1;
    if (tiba === n) buka();
    let batas: NodeJS.Timeout | undefined;
    await Promise.race([
      terbuka,
      new Promise((_, tolak) => {
        batas = setTimeout(() => tolak(new Error('penulis saling menunggu: tulisan diantrekan')), ms);
      }),
    ]).finally(() => clearTimeout(batas));
  };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

describe('penulis dan rantai', () => {
  it('a write holds no chain lock and leaves no link: its row is sealed by a later run', async () => {
    const dalamTransaksi = await db.transaction(async (tx) => {
      await catatAktivitas(tx, ctx, { aksi: 'uji.tulis' });
      const [r] = barisDari<{ kunci: string; tautan: string }>(
        await tx.execute(sql`select
          (select count(*) from pg_locks where locktype = 'advisory') as kunci,
          (select count(*) from log_aktivitas_rantai) as tautan`),
      );
      return r;
    });
    expect(Number(dalamTransaksi?.kunci)).toBe(0);
    expect(Number(dalamTransaksi?.tautan)).toBe(0);
    expect(await angka(sql`select count(*) as n from log_aktivitas_rantai`)).toBe(0);
    const h = await segelLog(db, kunci);
    expect(h).toMatchObject({ hasil: 'disegel' });
    const id = await angka(sql`select max(id) as n from log_aktivitas where aksi = 'uji.tulis'`);
    expect(await angka(sql`select count(*) as n from log_aktivitas_rantai where log_id = ${id}`)).toBe(1);
  });

  it.runIf(diPostgres)(
    'two writers and an API login go on together while a sealing run holds its lock; a second run skips',
    async () => {
      let lepas: () => void = () => undefined;
      const ditahan = new Promise<void>((r) => {
        lepas = r;
      });
      let dipegang: () => void = () => undefined;
      const kunciDipegang = new Promise<void>((r) => {
        dipegang = r;
      });
      // A sealing run in progress, as slow as it likes: it holds the advisory lock until released.
      const penyegelLambat = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KUNCI_SEGEL}::bigint)`);
        dipegang();
        await ditahan;
      });
      await kunciDipegang;
      try {
        expect(await segelLog(db, kunci)).toEqual({ hasil: 'dilewati' });
        // Each writer keeps its audit row uncommitted until the other has written its own: were
        // writes serialised on the chain, the second would wait for the first and neither finish.
        const tunggu = penghalang(2);
        const penulis = (i: number) =>
          db.transaction(async (tx) => {
            await catatAktivitas(tx, ctx, { aksi: 'uji.bersamaan', keterangan: `penulis ${i}` });
            await tunggu();
          });
        await Promise.all([penulis(1), penulis(2)]);
        // A login writes its audit row through the API while the sealing run still holds the lock.
        const mulai = Date.now();
        await t.login('admin');
        expect(Date.now() - mulai).toBeLessThan(3000);
      } finally {
        lepas();
        await penyegelLambat;
      }
      await segelLog(db, kunci);
      const h = await verifikasiRantai(db, kunci, { now: new Date() });
      expect(h).toMatchObject({ utuh: true, jumlah: { belum_disegel: 0 } });
    },
  );

  it.runIf(diPostgres)(
    'a row whose transaction commits after later rows were sealed is reported as inserted after sealing',
    async () => {
      let commit: () => void = () => undefined;
      const bolehCommit = new Promise<void>((r) => {
        commit = r;
      });
      let ditulis: (id: number) => void = () => undefined;
      const idLambat = new Promise<number>((r) => {
        ditulis = r;
      });
      const lambat = db.transaction(async (tx) => {
        await catatAktivitas(tx, ctx, { aksi: 'uji.lambat' });
        const [r] = barisDari<{ id: string }>(
          await tx.execute(sql`select max(id) as id from log_aktivitas where aksi = 'uji.lambat'`),
        );
        ditulis(Number(r?.id));
        await bolehCommit;
      });
      const id = await idLambat;
      await db.transaction((tx) => catatAktivitas(tx, ctx, { aksi: 'uji.cepat' }));
      // Sealing without the grace period (the background run would wait 60 s for the slow one).
      await segelLog(db, kunci);
      commit();
      await lambat;
      const h = await verifikasiRantai(db, kunci, { now: new Date() });
      expect(h.rusak).toMatchObject({ log_id: id, jenis: 'disisipkan' });
    },
  );
});
