import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /admin/dashboard', () => {
  it('counts accounts by role and today’s activity', async () => {
    const admin = await t.login('admin');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'kasir', password: 'x' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const d = res.json().respon;
    expect(d.total_akun).toBe(21);
    expect(d.akun_per_role).toHaveLength(21);
    expect(d.akun_per_role.find((r: { role: string }) => r.role === 'DOKTER')).toEqual({
      role: 'DOKTER',
      aktif: 1,
      nonaktif: 0,
    });
    expect(d.login_hari_ini).toBe(1);
    expect(d.login_gagal_hari_ini).toBe(1);
    expect(d.sesi_aktif).toBe(1);
    expect(d.aktivitas_per_jam).toHaveLength(24);
    expect(d.aktivitas_per_jam.reduce((s: number, h: { jumlah: number }) => s + h.jumlah, 0)).toBe(
      d.aktivitas_hari_ini,
    );
    expect(d.aktivitas_terbaru[0].aksi).toBe('auth.login_gagal');
  });
  it('admits DOD and MANAGEMENT, refuses DOKTER (403) and no session (401)', async () => {
    for (const role of ['dod', 'management']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/dashboard',
        headers: { cookie: await t.login(role) },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      headers: { cookie: await t.login('dokter') },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Anda tidak memiliki akses untuk tindakan ini');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' })).statusCode).toBe(401);
  });
});
