import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kunciAcak } from '../../platform/audit-kunci.ts';
import { segelLog } from '../../platform/audit-rantai.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
const kunci = kunciAcak();
const call = panggil(() => t);
const segelSemua = async () => {
  for (;;) {
    const h = await segelLog(t.database.db, kunci);
    if (h.hasil !== 'disegel' || h.jumlah === 0) return;
  }
};
const verifikasiTercatat = () =>
  queryRows<{ n: number }>(t, `select count(*)::int as n from log_aktivitas where aksi = 'log.verifikasi'`);

beforeAll(async () => {
  t = await createTestApp({ kunciAudit: kunci });
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('GET /log-activity/integritas', () => {
  it('shows unsealed rows before the first run, and the mark after it', async () => {
    let res = await call('GET', '/log-activity/integritas', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      segel_terakhir: null,
      tenggang_detik: 60,
      verifikasi_terakhir: null,
    });
    expect(res.json().respon.belum_disegel).toBeGreaterThan(0);

    await segelSemua();
    const [akhir] = await queryRows<{ id: number }>(t, 'select max(id)::int as id from log_aktivitas');
    res = await call('GET', '/log-activity/integritas', admin);
    expect(res.json().respon).toMatchObject({
      segel_terakhir: { log_id: akhir?.id },
      belum_disegel: 0,
      tertua_belum_disegel: null,
    });
  });
  it('is for ADMIN only: MANAGEMENT and a doctor get 403, no session 401', async () => {
    expect((await call('GET', '/log-activity/integritas', await t.login('management'))).statusCode).toBe(403);
    expect((await call('GET', '/log-activity/integritas', await t.login('dokter'))).statusCode).toBe(403);
    expect((await call('GET', '/log-activity/integritas')).statusCode).toBe(401);
  });
});

describe('POST /log-activity/integritas/verifikasi', () => {
  it('answers whole, and records who verified in the log itself', async () => {
    await segelSemua();
    const res = await call('POST', '/log-activity/integritas/verifikasi', admin);
    expect(res.statusCode).toBe(200);
    const h = res.json().respon;
    expect(h).toMatchObject({ utuh: true, rusak: null, jumlah: { diubah: 0, dihapus: 0, disisipkan: 0 } });
    expect(h.jumlah.disegel).toBe(await countRows(t, 'log_aktivitas_rantai'));
    const log = await call('GET', '/log-activity?aksi=log.verifikasi', admin);
    expect(log.json().respon[0]).toMatchObject({
      username: 'admin',
      keterangan: expect.stringMatching(/^Log aktivitas utuh/),
    });
    const status = await call('GET', '/log-activity/integritas', admin);
    expect(status.json().respon.verifikasi_terakhir).toMatchObject({ username: 'admin', utuh: true });
  });

  it('names the first edited row, which the activity log then shows by its number', async () => {
    await segelSemua();
    const [baris] = await queryRows<{ id: number }>(
      t,
      `select min(id)::int as id from log_aktivitas where aksi = 'auth.login'`,
    );
    const k = baris?.id ?? 0;
    await t.database.db.execute(sql`alter table log_aktivitas disable trigger log_aktivitas_no_update`);
    await t.database.db.execute(sql`update log_aktivitas set ip = '203.0.113.9' where id = ${k}`);
    await t.database.db.execute(sql`alter table log_aktivitas enable trigger log_aktivitas_no_update`);

    const res = await call('POST', '/log-activity/integritas/verifikasi', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      utuh: false,
      rusak: {
        log_id: k,
        jenis: 'diubah',
        keterangan: expect.stringContaining('diubah langsung di basis data'),
      },
      jumlah: { diubah: 1 },
    });
    const [catatan] = (await call('GET', '/log-activity?aksi=log.verifikasi', admin)).json().respon;
    expect(catatan).toMatchObject({
      entitas_id: String(k),
      keterangan: `Log aktivitas tidak utuh: baris #${k} diubah`,
    });
    const tautan = await call('GET', `/log-activity?id=${k}`, admin);
    expect(tautan.json().respon).toEqual([expect.objectContaining({ id: k, ip: '203.0.113.9' })]);
    const status = await call('GET', '/log-activity/integritas', admin);
    expect(status.json().respon.verifikasi_terakhir).toMatchObject({ utuh: false });
  });

  it('refuses MANAGEMENT (403) and no session (401) and records nothing; a malformed row number is 400', async () => {
    const [sebelum] = await verifikasiTercatat();
    expect(
      (await call('POST', '/log-activity/integritas/verifikasi', await t.login('management'))).statusCode,
    ).toBe(403);
    expect((await call('POST', '/log-activity/integritas/verifikasi')).statusCode).toBe(401);
    expect(await verifikasiTercatat()).toEqual([sebelum]);
    const bad = await call('GET', '/log-activity?id=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'id', message: 'id harus angka' });
  });
});
