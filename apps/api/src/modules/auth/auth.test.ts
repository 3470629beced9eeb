import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let clock = new Date('2026-11-02T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock, config: { trustProxy: true } });
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, headers });

describe('POST /auth/login', () => {
  it('logs in with the demo password and sets an httpOnly, SameSite=Lax cookie', async () => {
    const res = await login('dokter', 'demo123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      role: 'DOKTER',
      username: 'dokter',
      admin: false,
      data: { role_label: 'Dokter' },
    });
    const cookie = res.cookies.find((c) => c.name === 'rawat_sesi');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const res = await login('kasir', 'demo123', { 'x-forwarded-proto': 'https' });
    expect(res.cookies.find((c) => c.name === 'rawat_sesi')?.secure).toBe(true);
  });

  it('gives the admin flag only to ADMIN', async () => {
    expect((await login('admin', 'demo123')).json().admin).toBe(true);
    expect((await login('management', 'demo123')).json().admin).toBe(false);
  });

  it('refuses a wrong password and an unknown user with the same message, and logs both', async () => {
    const before = await countRows(t, "log_aktivitas where aksi = 'auth.login_gagal'");
    const wrong = await login('pendaftaran', 'salah');
    const unknown = await login('tidak_ada', 'demo123');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Username atau password salah');
      expect(res.cookies).toHaveLength(0);
    }
    expect(await countRows(t, "log_aktivitas where aksi = 'auth.login_gagal'")).toBe(before + 2);
  });

  it('answers 400 for missing fields and writes nothing', async () => {
    const before = await countRows(t, 'log_aktivitas');
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(['username', 'password']);
    expect(await countRows(t, 'log_aktivitas')).toBe(before);
    expect(await countRows(t, "sesi where akun_uid = (select uid from akun where username = 'rm')")).toBe(0);
  });

  it('locks a username out with 429 after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('casemix', 'salah')).statusCode).toBe(401);
    const locked = await login('casemix', 'demo123');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Terlalu banyak percobaan/);
    // Other users from the same address still log in.
    expect((await login('labor', 'demo123')).statusCode).toBe(200);
    // The lock lifts after the window.
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await login('casemix', 'demo123')).statusCode).toBe(200);
  });

  it('locks an address out after twenty failures across usernames', async () => {
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    for (let i = 0; i < 20; i++) await login(`penyerang${i}`, 'x', ip);
    expect((await login('perawat', 'demo123', ip)).statusCode).toBe(429);
    expect((await login('perawat', 'demo123', { 'x-forwarded-for': '10.9.9.10' })).statusCode).toBe(200);
  });
});

describe('session', () => {
  it('GET /auth/me answers the login data, or 401 without a session', async () => {
    const cookie = await t.login('apoteker');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe('APOTEKER');
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('BELUM_LOGIN');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: 'rawat_sesi=palsu' },
    });
    expect(forged.statusCode).toBe(401);
    // A cookie that no longer opens a session is the EXPIRED marker of spec §8.
    expect(forged.json().code).toBe('EXPIRED');
  });

  it('GET /cookies names the session cookie and its expiry but never its secret', async () => {
    const cookie = await t.login('igd');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cookies', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().respon;
    expect(entry).toMatchObject({ name: 'rawat_sesi', session: true, http_only: true });
    expect(new Date(entry.expires).getTime()).toBeGreaterThan(clock.getTime());
    expect(res.body).not.toContain(cookie.split('=')[1]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cookies' })).statusCode).toBe(401);
  });

  it('logout ends the session on the server', async () => {
    const cookie = await t.login('poli');
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } })).statusCode,
    ).toBe(401);
    expect(await countRows(t, "log_aktivitas where aksi = 'auth.logout' and username = 'poli'")).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(401);
  });

  it('expires after the idle time, and activity keeps it alive', async () => {
    const cookie = await t.login('terapis');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    clock = new Date(clock.getTime() + 400 * 60_000); // 400 of 480 idle minutes
    expect((await me()).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 400 * 60_000); // 400 more, but the last request renewed it
    expect((await me()).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 481 * 60_000);
    expect((await me()).statusCode).toBe(401);
  });

  it('honours a logout made on another API instance within two seconds', async () => {
    const cookie = await t.login('radiologi');
    const me = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
    expect((await me()).statusCode).toBe(200);
    // Another instance ends the session: only the shared database knows.
    await t.database.db.execute(
      sql`update sesi set ended_at = now() where akun_uid = (select uid from akun where username = 'radiologi')`,
    );
    clock = new Date(clock.getTime() + 2_001);
    expect((await me()).statusCode).toBe(401);
  });
});
