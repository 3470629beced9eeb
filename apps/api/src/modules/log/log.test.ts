import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PENAMA_ENTITAS } from '../admin/nama-entitas.ts';
import { bodyPasien } from '../pasien/pasien.factory.ts';

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
  it('names what each row points at instead of its id: the session by account and time, the patient by name and No. RM', async () => {
    type Baris = { aksi: string; entitas: string; entitas_id: string; entitas_nama: string | null };
    const masuk = (await get('/log-activity?aksi=auth.login&username=admin&limit=1', admin)).json()
      .respon[0] as Baris;
    expect(masuk.entitas).toBe('sesi');
    expect(masuk.entitas_nama).toMatch(/^Administrator Sistem · masuk \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}$/);
    expect(masuk.entitas_nama).not.toContain(masuk.entitas_id);

    const pp = await t.login('pp');
    const dibuat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pasien',
      headers: { cookie: pp },
      payload: bodyPasien({ nama: 'Ratna Log Nama', tanggal_lahir: '1980-11-26', jenis_kelamin: 'P' }),
    });
    expect(dibuat.statusCode).toBe(201);
    const { uid, no_rm } = dibuat.json().respon;
    const baris = (await get('/log-activity?entitas=pasien&limit=1', admin)).json().respon[0] as Baris;
    expect(baris).toMatchObject({ entitas_id: uid, entitas_nama: `Ratna Log Nama · No. RM ${no_rm}` });

    // A session swept away after expiry is still named, from its own login row; an id that names
    // nothing known stays unnamed and the log still reads.
    const kasir = await t.login('kasir');
    const sesiKasir = (await get('/log-activity?aksi=auth.login&username=kasir&limit=1', admin)).json()
      .respon[0] as Baris;
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: kasir } });
    await t.database.db.execute(sql`delete from sesi where uid = ${sesiKasir.entitas_id}`);
    await t.database.db.execute(
      sql`insert into log_aktivitas (aksi, entitas, entitas_id) values ('pasien.update', 'pasien', 'bukan-uid')`,
    );
    const keluar = (await get('/log-activity?aksi=auth.logout&username=kasir&limit=1', admin)).json()
      .respon[0] as Baris;
    expect(keluar.entitas_nama).toMatch(/^kasir · masuk \d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}$/);
    const aneh = await get('/log-activity?entitas=pasien&limit=1', admin);
    expect(aneh.statusCode).toBe(200);
    expect(aneh.json().respon[0]).toMatchObject({ entitas_id: 'bukan-uid', entitas_nama: null });
  });
  it('every namer reads its table: an unknown id is simply not named', async () => {
    for (const [jenis, fn] of Object.entries(PENAMA_ENTITAS)) {
      const nama = await fn?.(t.database.db, [crypto.randomUUID(), 'bukan-uid']);
      expect(nama?.size, jenis).toBe(0);
    }
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
