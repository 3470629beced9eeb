import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let clock = new Date('2026-11-02T03:00:00Z');
beforeAll(async () => {
  // The clock moves a millisecond per reading, as a real one does: the limiter counts failures
  // after the last success, and a frozen clock would put them at the same instant.
  t = await createTestApp({
    now: () => {
      clock = new Date(clock.getTime() + 1);
      return clock;
    },
  });
  admin = await t.login('admin');
});
afterAll(() => t.close());

const call = panggil(() => t);
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });

const PASSWORD_AWAL = 'mulai-shift-01';

/** A fresh account per test, so sessions ended or lockouts never reach another test. */
async function akunUji(username: string): Promise<{ uid: string; username: string }> {
  const res = await call('POST', '/akun', admin, {
    username,
    nama: 'Petugas Uji Password',
    role: 'PERAWAT',
    password: PASSWORD_AWAL,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { uid: res.json().respon.uid, username };
}

const ubah = (cookie: string | undefined, body: object) => call('PUT', '/auth/password', cookie, body);
const body = (password_baru: string, password_lama = PASSWORD_AWAL) => ({
  password_lama,
  password_baru,
  konfirmasi: password_baru,
});

async function hashOf(username: string): Promise<string> {
  const [row] = await queryRows<{ h: string }>(
    t,
    `select password_hash as h from akun where username = '${username}'`,
  );
  return row?.h ?? '';
}
async function audit(username: string, aksi: string) {
  return queryRows<{ username: string; entitas_id: string; keterangan: string; detail: unknown }>(
    t,
    `select username, entitas_id, keterangan, detail from log_aktivitas
      where aksi = '${aksi}' and entitas_id = (select uid::text from akun where username = '${username}')
      order by id`,
  );
}

describe('PUT /auth/password (own change)', () => {
  it('changes the password with the right old one: this session stays, the others end, audit rows written', async () => {
    const a = await akunUji('perawat.ganti');
    const [ini, laptop, hp] = [
      await t.login(a.username, PASSWORD_AWAL),
      await t.login(a.username, PASSWORD_AWAL),
      await t.login(a.username, PASSWORD_AWAL),
    ];

    const res = await ubah(ini, body('Sore-Hari-2026'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Password berhasil diubah. 2 sesi lain telah diakhiri.');

    expect((await call('GET', '/auth/me', ini)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', hp)).statusCode).toBe(401);
    expect((await login(a.username, PASSWORD_AWAL)).statusCode).toBe(401);
    expect((await login(a.username, 'Sore-Hari-2026')).statusCode).toBe(200);

    expect(await audit(a.username, 'auth.ubah_password')).toEqual([
      {
        username: a.username,
        entitas_id: a.uid,
        keterangan: 'Mengubah password sendiri; 2 sesi lain diakhiri',
        detail: null,
      },
    ]);
    expect(await audit(a.username, 'akun.sesi_diakhiri')).toEqual([
      {
        username: a.username,
        entitas_id: a.uid,
        keterangan: `2 sesi ${a.username} diakhiri: password diubah pemiliknya`,
        detail: { jumlah: 2, sebab: 'ubah_password' },
      },
    ]);
    // The activity-log screen reads them through its own endpoint.
    const log = await call('GET', `/log-activity?username=${a.username}&aksi=auth.ubah_password`, admin);
    expect(log.json().respon).toHaveLength(1);
  });

  it('writes no "sessions ended" row when no other session was open', async () => {
    const a = await akunUji('perawat.sendiri');
    const ini = await t.login(a.username, PASSWORD_AWAL);
    const res = await ubah(ini, body('Pagi-Hari-2026'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password berhasil diubah');
    expect(await audit(a.username, 'auth.ubah_password')).toHaveLength(1);
    expect(await audit(a.username, 'akun.sesi_diakhiri')).toEqual([]);
  });

  it('refuses a wrong old password with 400 on the field, keeps the password and every session, logs the failure', async () => {
    const a = await akunUji('perawat.lupa');
    const [ini, lain] = [await t.login(a.username, PASSWORD_AWAL), await t.login(a.username, PASSWORD_AWAL)];
    const sebelum = await hashOf(a.username);

    const res = await ubah(ini, body('Sore-Hari-2026', 'tebakan-salah-1'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Password lama salah',
      code: 'auth.password_lama_salah',
      errors: [{ path: 'password_lama', message: 'Password lama salah' }],
    });
    expect(await hashOf(a.username)).toBe(sebelum);
    expect((await call('GET', '/auth/me', ini)).statusCode).toBe(200);
    expect((await call('GET', '/auth/me', lain)).statusCode).toBe(200);
    expect(await audit(a.username, 'auth.ubah_password_gagal')).toEqual([
      { username: a.username, entitas_id: a.uid, keterangan: 'Password lama salah', detail: null },
    ]);
    expect(await audit(a.username, 'auth.ubah_password')).toEqual([]);
  });

  it('counts wrong old passwords toward the login limiter: after five, 429 for the change and for login', async () => {
    const a = await akunUji('perawat.tebak');
    const ini = await t.login(a.username, PASSWORD_AWAL);
    for (let i = 0; i < 5; i++)
      expect((await ubah(ini, body('Sore-Hari-2026', `tebakan-${i}`))).statusCode).toBe(400);

    // Even the right old password is refused now, and so is a login of that username.
    const diblokir = await ubah(ini, body('Sore-Hari-2026'));
    expect(diblokir.statusCode).toBe(429);
    expect(diblokir.json()).toEqual({
      message: 'Terlalu banyak percobaan password yang salah. Silakan coba lagi dalam 15 menit.',
      code: 'TERLALU_BANYAK_PERCOBAAN',
    });
    expect(await audit(a.username, 'auth.ubah_password_diblokir')).toHaveLength(1);
    expect((await login(a.username, PASSWORD_AWAL)).statusCode).toBe(429);
    // The session itself stays: the limiter guards the password, it does not sign anyone out.
    expect((await call('GET', '/auth/me', ini)).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await ubah(ini, body('Sore-Hari-2026'))).statusCode).toBe(200);
  });

  it('a successful change clears earlier wrong attempts, as a successful login does', async () => {
    const a = await akunUji('perawat.ralat');
    const ini = await t.login(a.username, PASSWORD_AWAL);
    for (let i = 0; i < 4; i++)
      expect((await ubah(ini, body('Sore-Hari-2026', `tebakan-${i}`))).statusCode).toBe(400);
    expect((await ubah(ini, body('Sore-Hari-2026'))).statusCode).toBe(200);
    // Four earlier failures plus one more would have locked the username out.
    expect((await login(a.username, 'salah-lagi-1')).statusCode).toBe(401);
    expect((await login(a.username, 'Sore-Hari-2026')).statusCode).toBe(200);
  });

  it('refuses a new password outside the policy with Indonesian messages, writing nothing', async () => {
    const a = await akunUji('bidan.kirana');
    const ini = await t.login(a.username, PASSWORD_AWAL);
    const sebelum = await hashOf(a.username);
    const kasus: [object, string, string][] = [
      [body('pendek1'), 'password_baru', 'Password minimal 8 karakter'],
      [body('hanyahurufsaja'), 'password_baru', 'Password harus memuat huruf dan angka'],
      [body('12345678901'), 'password_baru', 'Password harus memuat huruf dan angka'],
      [body('Bidan.Kirana99'), 'password_baru', 'Password tidak boleh sama dengan atau memuat username'],
      [body('Bismillah123'), 'password_baru', 'Password terlalu umum dan mudah ditebak'],
      [body(PASSWORD_AWAL), 'password_baru', 'Password baru harus berbeda dari password lama'],
      [
        { password_lama: PASSWORD_AWAL, password_baru: 'Sore-Hari-2026', konfirmasi: 'Sore-Hari-2025' },
        'konfirmasi',
        'Konfirmasi password tidak sama',
      ],
      [
        { password_baru: 'Sore-Hari-2026', konfirmasi: 'Sore-Hari-2026' },
        'password_lama',
        'Password lama wajib diisi',
      ],
    ];
    for (const [isi, path, pesan] of kasus) {
      const res = await ubah(ini, isi);
      expect(res.statusCode, JSON.stringify(isi)).toBe(400);
      expect(res.json().errors, JSON.stringify(isi)).toContainEqual({ path, message: pesan });
    }
    expect(await hashOf(a.username)).toBe(sebelum);
    expect(await audit(a.username, 'auth.ubah_password')).toEqual([]);
    // A refused new password is not a guess at the old one.
    expect(await audit(a.username, 'auth.ubah_password_gagal')).toEqual([]);
  });

  it('answers 401 without a session, for every role with one', async () => {
    expect((await ubah(undefined, body('Sore-Hari-2026'))).statusCode).toBe(401);
    const dokter = await t.login('dokter');
    const res = await ubah(dokter, body('Jaga-Malam-77', 'demo123'));
    expect(res.statusCode).toBe(200);
    expect((await login('dokter', 'Jaga-Malam-77')).statusCode).toBe(200);
  });
});
