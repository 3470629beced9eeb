import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { logAktivitas } from './audit.tables.ts';
import { catatAktivitas } from './audit.ts';
import { type KunciAudit, kunciAcak } from './audit-kunci.ts';
import { mulaiPenyegelan } from './audit-penyegel.ts';
import { barisDari, KOLOM_KANONIK, segelLog } from './audit-rantai.ts';
import { verifikasiRantai } from './audit-verifikasi.ts';
import type { Ctx } from './context.ts';

let t: TestApp;
let db: Db;
const kunci: KunciAudit = kunciAcak();
const ctx: Ctx = { user: null, ip: '10.1.2.3', userAgent: 'uji-rantai', now: () => new Date() };

const jalankan = (q: SQL) => db.execute(q);
const satuAngka = async (q: SQL) => Number(barisDari<{ n: number | string }>(await jalankan(q))[0]?.n);
const idAksi = (aksi: string) => satuAngka(sql`select max(id) as n from log_aktivitas where aksi = ${aksi}`);
const jumlahSegel = () => satuAngka(sql`select count(*) as n from log_aktivitas_rantai`);
const periksa = (k = kunci, now = new Date()) => verifikasiRantai(db, k, { now });

/** Writes one audit row in its own transaction, as every service does; returns its id. */
async function tulis(aksi: string, detail?: unknown): Promise<number> {
  await db.transaction((tx) => catatAktivitas(tx, ctx, { aksi, keterangan: `uji ${aksi}`, detail }));
  return idAksi(aksi);
}

async function segelSemua() {
  for (;;) {
    const h = await segelLog(db, kunci);
    if (h.hasil !== 'disegel' || h.jumlah === 0) return;
  }
}

/** What someone with the owner's rights would do: switch the append-only triggers off, act, switch back. */
async function sebagaiPenyerang(...langkah: SQL[]) {
  await jalankan(sql`alter table log_aktivitas disable trigger log_aktivitas_no_update`);
  await jalankan(sql`alter table log_aktivitas_rantai disable trigger log_aktivitas_rantai_no_update`);
  try {
    for (const l of langkah) await jalankan(l);
  } finally {
    await jalankan(sql`alter table log_aktivitas enable trigger log_aktivitas_no_update`);
    await jalankan(sql`alter table log_aktivitas_rantai enable trigger log_aktivitas_rantai_no_update`);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  // Real rows from the API as well as written here: logins, a failed login.
  await t.login('admin');
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'kasir', password: 'x' },
  });
  for (let i = 0; i < 5; i++) await tulis(`uji.awal_${i}`, { urutan: i });
  await segelSemua();
});
afterAll(() => t.close());

describe('log aktivitas berantai: penyegelan', () => {
  it('hashes every column of log_aktivitas (a new column must join the canonical form)', () => {
    expect([...KOLOM_KANONIK].sort()).toEqual(Object.keys(getTableColumns(logAktivitas)).sort());
  });

  it('seals in id order, at most N rows a run, never past the given id', async () => {
    const a = await tulis('uji.batch_a');
    const b = await tulis('uji.batch_b');
    const c = await tulis('uji.batch_c');
    expect(await segelLog(db, kunci, { sampaiId: a })).toMatchObject({ jumlah: 1, sampai_id: a });
    expect(await segelLog(db, kunci, { maks: 1 })).toMatchObject({ jumlah: 1, sampai_id: b, penuh: true });
    expect(await segelLog(db, kunci, { maks: 5 })).toMatchObject({ jumlah: 1, sampai_id: c, penuh: false });
    expect(await segelLog(db, kunci)).toMatchObject({ jumlah: 0 });
    const h = await periksa();
    expect(h).toMatchObject({ utuh: true, rusak: null, segel_terakhir: { log_id: c } });
    expect(h.jumlah.disegel).toBe(await jumlahSegel());
    expect(h.jumlah.belum_disegel).toBe(0);
  });

  it('refuses the links to be edited like the log itself', async () => {
    await expect(jalankan(sql`update log_aktivitas_rantai set hash = 'x'`)).rejects.toThrow();
    await expect(jalankan(sql`delete from log_aktivitas_rantai`)).rejects.toThrow();
  });
});

describe('log aktivitas berantai: yang diubah, dihapus dan disisipkan langsung di basis data', () => {
  it('names an edited row, to the microsecond, and is whole again once the original is back', async () => {
    const k = await idAksi('uji.awal_2');
    const [asli] = barisDari<{ keterangan: string }>(
      await jalankan(sql`select keterangan from log_aktivitas where id = ${k}`),
    );
    await sebagaiPenyerang(sql`update log_aktivitas set keterangan = 'dipalsukan' where id = ${k}`);
    const h = await periksa();
    expect(h.utuh).toBe(false);
    expect(h.rusak).toMatchObject({ log_id: k, jenis: 'diubah' });
    expect(h.jumlah).toMatchObject({ diubah: 1, dihapus: 0, disisipkan: 0 });
    await sebagaiPenyerang(
      sql`update log_aktivitas set keterangan = ${asli?.keterangan ?? null} where id = ${k}`,
    );
    expect((await periksa()).utuh).toBe(true);

    await sebagaiPenyerang(
      sql`update log_aktivitas set waktu = waktu + interval '1 microsecond' where id = ${k}`,
    );
    expect((await periksa()).rusak).toMatchObject({ log_id: k, jenis: 'diubah' });
    await sebagaiPenyerang(
      sql`update log_aktivitas set waktu = waktu - interval '1 microsecond' where id = ${k}`,
    );
    expect((await periksa()).utuh).toBe(true);
  });

  it('reads detail as canonical jsonb: key order is no change, a digit of a big number is', async () => {
    const ubahDetail = (id: number, json: string) =>
      sebagaiPenyerang(sql`update log_aktivitas set detail = ${json}::jsonb where id = ${id}`);
    await jalankan(
      sql`insert into log_aktivitas (aksi, detail) values ('uji.json', ${'{"b":1,"a":{"y":2,"x":1},"n":12345678901234567890}'}::jsonb)`,
    );
    const j = await idAksi('uji.json');
    await segelSemua();
    await ubahDetail(j, '{"n":12345678901234567890, "a":{"x":1,"y":2}, "b":1}');
    expect((await periksa()).utuh).toBe(true);
    // As JS numbers these two are the same double; the chain compares PostgreSQL's own digits.
    await ubahDetail(j, '{"n":12345678901234567891,"a":{"x":1,"y":2},"b":1}');
    expect((await periksa()).rusak).toMatchObject({ log_id: j, jenis: 'diubah' });
    await ubahDetail(j, '{"b":1,"a":{"y":2,"x":1},"n":12345678901234567890}');
    expect((await periksa()).utuh).toBe(true);
  });

  it('names a deleted row, whether its seal was left or removed with it', async () => {
    const d = await idAksi('uji.awal_1');
    const e = await idAksi('uji.awal_3');
    await jalankan(sql`create table simpan_log as select * from log_aktivitas where id in (${d}, ${e})`);
    await jalankan(sql`create table simpan_rantai as select * from log_aktivitas_rantai where log_id = ${e}`);

    await sebagaiPenyerang(sql`delete from log_aktivitas where id = ${d}`);
    let h = await periksa();
    expect(h.rusak).toMatchObject({ log_id: d, jenis: 'dihapus' });
    expect(h.jumlah.dihapus).toBe(1);

    // The careful attacker removes the seal too: the link after it still names the row.
    await sebagaiPenyerang(
      sql`delete from log_aktivitas where id = ${e}`,
      sql`delete from log_aktivitas_rantai where log_id = ${e}`,
    );
    h = await periksa();
    expect(h.rusak).toMatchObject({ log_id: d, jenis: 'dihapus' });
    expect(h.jumlah.dihapus).toBe(2);

    await jalankan(sql`insert into log_aktivitas overriding system value select * from simpan_log`);
    expect((await periksa()).rusak).toMatchObject({ log_id: e, jenis: 'diubah' });
    await jalankan(sql`insert into log_aktivitas_rantai select * from simpan_rantai`);
    expect((await periksa()).utuh).toBe(true);
  });

  it('names a row inserted below the sealed mark', async () => {
    const sebelum = await tulis('uji.sebelum_celah');
    // A rolled-back write leaves a gap in the ids, as happens every day.
    await db
      .transaction(async (tx) => {
        await catatAktivitas(tx, ctx, { aksi: 'uji.batal' });
        tx.rollback();
      })
      .catch(() => undefined);
    const sesudah = await tulis('uji.sesudah_celah');
    expect(sesudah - sebelum).toBe(2);
    await segelSemua();
    const celah = sebelum + 1;
    await jalankan(
      sql`insert into log_aktivitas (id, waktu, aksi, keterangan) overriding system value values (${celah}, now(), 'akun.create', 'Membuat akun siluman')`,
    );
    const h = await periksa();
    expect(h.rusak).toMatchObject({ log_id: celah, jenis: 'disisipkan' });
    expect(h.jumlah).toMatchObject({ disisipkan: 1, diubah: 0, dihapus: 0 });
    await sebagaiPenyerang(sql`delete from log_aktivitas where id = ${celah}`);
    expect((await periksa()).utuh).toBe(true);
  });

  it('refuses to go on with another key, and names the first row sealed with another key', async () => {
    const baru = await tulis('uji.kunci_lain');
    const segel = await jumlahSegel();
    const lain = kunciAcak();
    expect(await segelLog(db, lain)).toEqual({ hasil: 'kunci_lain', kunci_id: kunci.id });
    expect(await jumlahSegel()).toBe(segel);
    const h = await periksa(lain);
    const pertama = await satuAngka(sql`select min(log_id) as n from log_aktivitas_rantai`);
    expect(h.rusak).toMatchObject({ log_id: pertama, jenis: 'kunci_lain' });
    expect(h.jumlah.kunci_lain).toBe(segel);
    await segelSemua();
    expect((await periksa()).segel_terakhir?.log_id).toBe(baru);
  });

  it('counts rows inside the grace period as unsealed, and names one left unsealed far too long', async () => {
    const baru = await tulis('uji.belum');
    let h = await periksa();
    expect(h).toMatchObject({ utuh: true, tertua_belum_disegel: { log_id: baru } });
    expect(h.jumlah.belum_disegel).toBe(1);
    h = await periksa(kunci, new Date(Date.now() + 60 * 60_000));
    expect(h.rusak).toMatchObject({ log_id: baru, jenis: 'belum_disegel' });
    await segelSemua();
    expect((await periksa(kunci, new Date(Date.now() + 60 * 60_000))).utuh).toBe(true);
  });
});

describe('penyegel latar belakang', () => {
  it('seals only ids it saw at least the grace period ago', async () => {
    let sekarang = 1_000_000;
    const pesan: string[] = [];
    const penyegel = mulaiPenyegelan({
      db,
      kunci,
      tenggangMs: 60_000,
      jedaMs: 10,
      jam: () => sekarang,
      log: { info: (m) => pesan.push(m), error: (m) => pesan.push(m) },
    });
    try {
      const baru = await tulis('uji.penyegel');
      await new Promise((r) => setTimeout(r, 150));
      expect((await periksa()).segel_terakhir?.log_id).toBeLessThan(baru);
      sekarang += 60_000;
      await expect.poll(async () => (await periksa()).segel_terakhir?.log_id, { timeout: 3000 }).toBe(baru);
      expect(pesan.at(-1)).toBe(`Log aktivitas disegel: 1 baris, sampai #${baru}`);
    } finally {
      await penyegel.berhenti();
    }
  });
});
