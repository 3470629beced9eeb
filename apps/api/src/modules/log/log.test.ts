import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'kasir', password: 'salah' },
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });

describe('GET /log-activity', () => {
  it('shows who did what, from where, newest first, to ADMIN and MANAGEMENT', async () => {
    const res = await get('/log-activity', admin);
    expect(res.statusCode).toBe(200);
    const [first] = res.json().respon;
    expect(first).toMatchObject({
      aksi: 'auth.login_gagal',
      username: 'kasir',
      ip: '127.0.0.1',
      keterangan: 'Password salah',
    });
    expect((await get('/log-activity', await t.login('management'))).statusCode).toBe(200);
  });
  it('filters by action, user and Jakarta dates', async () => {
    const gagal = await get('/log-activity?aksi=auth.login_gagal', admin);
    expect(gagal.json().respon.every((r: { aksi: string }) => r.aksi === 'auth.login_gagal')).toBe(true);
    expect((await get('/log-activity?username=admin', admin)).json().metadata.total_data).toBeGreaterThan(0);
    expect(
      (await get('/log-activity?dari=2000-01-01&sampai=2000-01-02', admin)).json().metadata.total_data,
    ).toBe(0);
  });
  it('refuses other roles (403), no session (401) and a malformed date (400)', async () => {
    expect((await get('/log-activity', await t.login('dokter'))).statusCode).toBe(403);
    expect((await get('/log-activity')).statusCode).toBe(401);
    const bad = await get('/log-activity?dari=22-11-2026', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Format tanggal tidak valid. Gunakan YYYY-MM-DD.');
  });
  it('is append-only: no route edits it and the database refuses UPDATE and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect(
        (await t.app.inject({ method, url: '/api/v1/log-activity', headers: { cookie: admin } })).statusCode,
      ).toBe(404);
    }
    await expect(t.database.db.execute(sql`update log_aktivitas set aksi = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from log_aktivitas`)).rejects.toThrow();
  });
});
