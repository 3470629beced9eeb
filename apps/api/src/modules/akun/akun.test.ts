import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: string;
let management: string;
let dokter: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, dokter] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('dokter'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);

const baru = (username: string) => ({
  username,
  nama: 'Petugas Baru',
  role: 'KASIR',
  password: 'rahasia-123',
  no_hp: '081234567890',
});
async function uidOf(username: string): Promise<string> {
  const res = await call('GET', `/akun?search=${username}`, admin);
  const row = res.json().respon.find((a: { username: string }) => a.username === username);
  return row.uid;
}

describe('GET /akun', () => {
  it('lists accounts to ADMIN and MANAGEMENT with paging and search, never the password hash', async () => {
    const res = await call('GET', '/akun?limit=5', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toHaveLength(5);
    expect(res.json().metadata).toEqual({ total_data: 21, offset: 0, limit: 5 });
    expect(res.body).not.toContain('argon2');
    const found = await call('GET', '/akun?search=Ratna', management);
    expect(found.json().respon.map((a: { username: string }) => a.username)).toEqual(['dokter_radiologi']);
    const byRole = await call('GET', '/akun?role=KASIR', admin);
    expect(byRole.json().metadata.total_data).toBe(1);
  });
  it('refuses other roles (403), no session (401) and bad paging (400)', async () => {
    expect((await call('GET', '/akun', dokter)).statusCode).toBe(403);
    expect((await call('GET', '/akun')).statusCode).toBe(401);
    const bad = await call('GET', '/akun?limit=abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('limit');
    expect((await call('GET', '/akun?role=PRESIDEN', admin)).statusCode).toBe(400);
  });
});

describe('GET /akun/validasi', () => {
  it('tells whether a username is free', async () => {
    expect((await call('GET', '/akun/validasi?username=KASIR', admin)).json()).toEqual({
      tersedia: false,
      message: 'Username sudah dipakai',
    });
    expect((await call('GET', '/akun/validasi?username=kasir2', admin)).json().tersedia).toBe(true);
    expect((await call('GET', '/akun/validasi?username=x', dokter)).statusCode).toBe(403);
    expect((await call('GET', '/akun/validasi?username=x')).statusCode).toBe(401);
    expect((await call('GET', '/akun/validasi', admin)).statusCode).toBe(400);
  });
});

describe('POST /akun', () => {
  it('creates an account that can log in, with an audit row', async () => {
    const res = await call('POST', '/akun', admin, baru('kasir.dua'));
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ username: 'kasir.dua', role: 'KASIR', status: 'AKTIF' });
    expect(
      await countRows(
        t,
        "log_aktivitas where aksi = 'akun.create' and entitas_id = (select uid::text from akun where username = 'kasir.dua')",
      ),
    ).toBe(1);
    await t.login('kasir.dua', 'rahasia-123');
  });
  it('refuses roles without account management (403) and no session (401), writing nothing', async () => {
    const before = await countRows(t, 'akun');
    expect((await call('POST', '/akun', dokter, baru('m2'))).statusCode).toBe(403);
    expect((await call('POST', '/akun', undefined, baru('m3'))).statusCode).toBe(401);
    expect(await countRows(t, 'akun')).toBe(before);
  });
  it('answers 400 with field errors in Indonesian and writes nothing', async () => {
    const before = await countRows(t, 'akun');
    const res = await call('POST', '/akun', admin, {
      username: 'A B',
      nama: 'x',
      role: 'RAJA',
      password: '123',
      email: 'bukan-email',
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['username', 'nama', 'role', 'password', 'email']));
    expect(res.json().errors.find((e: { path: string }) => e.path === 'password').message).toBe(
      'Password minimal 8 karakter',
    );
    expect(await countRows(t, 'akun')).toBe(before);
  });
  it('answers 409 for a taken username, even for two identical requests at once', async () => {
    const dup = await call('POST', '/akun', admin, baru('dokter'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('akun.username_sudah_ada');
    const [a, b] = await Promise.all([
      call('POST', '/akun', admin, baru('kembar')),
      call('POST', '/akun', admin, baru('kembar')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await countRows(t, "akun where username = 'kembar'")).toBe(1);
  });
});

describe('PUT /akun/:uid', () => {
  it('changes name and role, records before and after, and ends the sessions on a role change', async () => {
    const uid = await uidOf('psikolog');
    const cookie = await t.login('psikolog');
    const res = await call('PUT', `/akun/${uid}`, admin, {
      nama: 'Maya Sari Dewi',
      role: 'TERAPIS',
      email: 'maya@rs.id',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ nama: 'Maya Sari Dewi', role: 'TERAPIS', email: 'maya@rs.id' });
    const log = await call('GET', `/log-activity?aksi=akun.update`, admin);
    expect(log.json().respon[0].detail).toEqual({
      sebelum: { nama: 'Maya Sari, M.Psi., Psikolog', role: 'PSIKOLOG', email: null },
      sesudah: { nama: 'Maya Sari Dewi', role: 'TERAPIS', email: 'maya@rs.id' },
    });
    expect((await call('GET', '/auth/me', cookie)).statusCode).toBe(401);
    const sesi = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where entitas_id = '${uid}' and aksi = 'akun.sesi_diakhiri'`,
    );
    expect(sesi.map((r) => r.keterangan)).toEqual(['1 sesi psikolog diakhiri: role diubah administrator']);
  });
  it('answers 403, 401, 400 (nothing written) and 404', async () => {
    const uid = await uidOf('rm');
    const body = { nama: 'Nama Lain', role: 'RM' };
    expect((await call('PUT', `/akun/${uid}`, dokter, body)).statusCode).toBe(403);
    expect((await call('PUT', `/akun/${uid}`, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', `/akun/${uid}`, admin, { nama: '', role: 'RM' })).statusCode).toBe(400);
    expect((await call('PUT', '/akun/bukan-uuid', admin, body)).statusCode).toBe(400);
    expect((await call('PUT', '/akun/00000000-0000-4000-8000-000000000000', admin, body)).statusCode).toBe(
      404,
    );
    expect(await countRows(t, "akun where username = 'rm' and nama = 'Nurul Aini, A.Md.RMIK'")).toBe(1);
  });
});

describe('PUT /akun/:uid/status', () => {
  it('deactivation ends the sessions and blocks login; reactivation allows it again', async () => {
    const uid = await uidOf('ahli_gizi');
    const cookie = await t.login('ahli_gizi');
    const off = await call('PUT', `/akun/${uid}/status`, admin, { status: 'NONAKTIF' });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/auth/me', cookie)).statusCode).toBe(401);
    const sesi = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where entitas_id = '${uid}' and aksi = 'akun.sesi_diakhiri'`,
    );
    expect(sesi.map((r) => r.keterangan)).toEqual(['1 sesi ahli_gizi diakhiri: akun dinonaktifkan']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'ahli_gizi', password: 'demo123' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('auth.akun_nonaktif');
    expect((await call('PUT', `/akun/${uid}/status`, admin, { status: 'AKTIF' })).statusCode).toBe(200);
    await t.login('ahli_gizi');
  });
  it('keeps at least one active administrator and refuses self-deactivation', async () => {
    const uid = await uidOf('admin');
    expect((await call('PUT', `/akun/${uid}/status`, admin, { status: 'NONAKTIF' })).statusCode).toBe(403);
    const demote = await call('PUT', `/akun/${uid}`, admin, { nama: 'Admin', role: 'KASIR' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('akun.admin_terakhir');
  });
  it('answers 403, 401 and 400', async () => {
    const uid = await uidOf('gudang');
    expect((await call('PUT', `/akun/${uid}/status`, dokter, { status: 'NONAKTIF' })).statusCode).toBe(403);
    expect((await call('PUT', `/akun/${uid}/status`, undefined, { status: 'NONAKTIF' })).statusCode).toBe(
      401,
    );
    expect((await call('PUT', `/akun/${uid}/status`, admin, { status: 'HILANG' })).statusCode).toBe(400);
    expect(await countRows(t, "akun where username = 'gudang' and status = 'AKTIF'")).toBe(1);
  });
});

describe('PUT /akun/:uid/password', () => {
  it('resets the password, ends old sessions, and the new one works', async () => {
    const uid = await uidOf('dod');
    const cookie = await t.login('dod');
    const res = await call('PUT', `/akun/${uid}/password`, admin, { password: 'baru-12345' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/auth/me', cookie)).statusCode).toBe(401);
    await t.login('dod', 'baru-12345');
  });
  it('ends every session of the account and writes the reset and the sessions-ended rows', async () => {
    const uid = await uidOf('terapis');
    const [satu, dua] = [await t.login('terapis'), await t.login('terapis')];
    const res = await call('PUT', `/akun/${uid}/password`, admin, { password: 'Terapi-Pagi-8' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/auth/me', satu)).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', dua)).statusCode).toBe(401);
    const rows = await queryRows<{ aksi: string; username: string; keterangan: string; detail: unknown }>(
      t,
      `select aksi, username, keterangan, detail from log_aktivitas
        where entitas_id = '${uid}' and aksi in ('akun.reset_password', 'akun.sesi_diakhiri') order by id`,
    );
    expect(rows).toEqual([
      {
        aksi: 'akun.reset_password',
        username: 'admin',
        keterangan: 'Mereset password terapis; 2 sesi diakhiri',
        detail: null,
      },
      {
        aksi: 'akun.sesi_diakhiri',
        username: 'admin',
        keterangan: '2 sesi terapis diakhiri: password direset administrator',
        detail: { jumlah: 2, sebab: 'reset_password' },
      },
    ]);
  });
  it("holds the reset to the password policy, with the account's username, writing nothing", async () => {
    const uid = await uidOf('labor');
    const cookie = await t.login('labor');
    const kasus: [string, string][] = [
      ['hanyahurufsaja', 'Password harus memuat huruf dan angka'],
      ['Ruang-Labor-3', 'Password tidak boleh sama dengan atau memuat username'],
      ['Password123', 'Password terlalu umum dan mudah ditebak'],
    ];
    for (const [password, pesan] of kasus) {
      const res = await call('PUT', `/akun/${uid}/password`, admin, { password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors, password).toContainEqual({ path: 'password', message: pesan });
    }
    expect((await call('GET', '/auth/me', cookie)).statusCode).toBe(200);
    expect(
      await countRows(t, `log_aktivitas where aksi = 'akun.reset_password' and entitas_id = '${uid}'`),
    ).toBe(0);
  });
  it('holds a new account to the policy, the username rule included', async () => {
    const res = await call('POST', '/akun', admin, { ...baru('apoteker.rina'), password: 'apoteker.rina1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'password', message: 'Password tidak boleh sama dengan atau memuat username' },
    ]);
    expect(await countRows(t, "akun where username = 'apoteker.rina'")).toBe(0);
  });
  it('answers 403, 401 and 400 (too short)', async () => {
    const uid = await uidOf('pp');
    expect((await call('PUT', `/akun/${uid}/password`, dokter, { password: 'baru-12345' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/akun/${uid}/password`, undefined, { password: 'baru-12345' })).statusCode,
    ).toBe(401);
    expect((await call('PUT', `/akun/${uid}/password`, admin, { password: 'pendek' })).statusCode).toBe(400);
    await t.login('pp');
  });
});

// Spec §6 "ADMIN and MANAGEMENT: everything": MANAGEMENT manages accounts, and the log says so.
describe('MANAGEMENT manages accounts', () => {
  type Baris = { aksi: string; username: string; role: string; keterangan: string; entitas_id: string };
  async function logAkun(uid: string): Promise<Baris[]> {
    const res = await call('GET', `/log-activity?username=management&limit=50`, management);
    expect(res.statusCode).toBe(200);
    return res.json().respon.filter((r: Baris) => r.entitas_id === uid && r.aksi.startsWith('akun.'));
  }

  it('creates, edits, deactivates and resets an account (200/201), each in the activity log as MANAGEMENT', async () => {
    const dibuat = await call('POST', '/akun', management, { ...baru('kasir.tiga'), role: 'KASIR' });
    expect(dibuat.statusCode).toBe(201);
    const uid: string = dibuat.json().respon.uid;
    const ubah = await call('PUT', `/akun/${uid}`, management, { nama: 'Kasir Tiga', role: 'PP' });
    expect(ubah.statusCode).toBe(200);
    expect(ubah.json().respon).toMatchObject({ nama: 'Kasir Tiga', role: 'PP' });
    const off = await call('PUT', `/akun/${uid}/status`, management, { status: 'NONAKTIF' });
    expect(off.statusCode).toBe(200);
    expect((await call('PUT', `/akun/${uid}/status`, management, { status: 'AKTIF' })).statusCode).toBe(200);
    const reset = await call('PUT', `/akun/${uid}/password`, management, { password: 'Kasir-Tiga-9' });
    expect(reset.statusCode).toBe(200);
    await t.login('kasir.tiga', 'Kasir-Tiga-9');

    const rows = await logAkun(uid);
    expect(rows.map((r) => r.aksi).sort()).toEqual(
      ['akun.create', 'akun.reset_password', 'akun.status', 'akun.status', 'akun.update'].sort(),
    );
    expect(rows.every((r) => r.username === 'management' && r.role === 'MANAGEMENT')).toBe(true);
    expect(rows.map((r) => r.keterangan)).toContain('Membuat akun kasir.tiga (KASIR)');
    // ADMIN reading the log sees the same rows, with who did them.
    const olehAdmin = await call('GET', `/log-activity?username=management&aksi=akun.create&limit=50`, admin);
    expect(olehAdmin.json().respon.some((r: Baris) => r.entitas_id === uid)).toBe(true);
  });

  it('cannot give the ADMIN role, raise itself, or touch an ADMIN account (403 akun.hanya_admin), writing nothing', async () => {
    const adminUid = await uidOf('admin');
    const selfUid = await uidOf('management');
    const logSebelum = await countRows(t, "log_aktivitas where aksi like 'akun.%'");
    const akunSebelum = await countRows(t, 'akun');

    const jadiAdmin = await call('POST', '/akun', management, { ...baru('admin.dua'), role: 'ADMIN' });
    expect(jadiAdmin.statusCode).toBe(403);
    expect(jadiAdmin.json().code).toBe('akun.hanya_admin');
    const naik = await call('PUT', `/akun/${selfUid}`, management, { nama: 'Manajemen', role: 'ADMIN' });
    expect(naik.statusCode).toBe(403);
    expect(naik.json().code).toBe('akun.hanya_admin');
    const turunkan = await call('PUT', `/akun/${adminUid}`, management, { nama: 'Admin', role: 'KASIR' });
    expect(turunkan.json().code).toBe('akun.hanya_admin');
    const nonaktif = await call('PUT', `/akun/${adminUid}/status`, management, { status: 'NONAKTIF' });
    expect(nonaktif.json().code).toBe('akun.hanya_admin');
    const reset = await call('PUT', `/akun/${adminUid}/password`, management, { password: 'Ambil-Alih-77' });
    expect(reset.json().code).toBe('akun.hanya_admin');

    expect(await countRows(t, 'akun')).toBe(akunSebelum);
    expect(await countRows(t, "akun where username = 'management' and role = 'MANAGEMENT'")).toBe(1);
    expect(await countRows(t, "akun where username = 'admin' and role = 'ADMIN' and status = 'AKTIF'")).toBe(
      1,
    );
    expect(await countRows(t, "log_aktivitas where aksi like 'akun.%'")).toBe(logSebelum);
    await t.login('admin');
  });

  it('still cannot deactivate itself', async () => {
    const selfUid = await uidOf('management');
    expect(
      (await call('PUT', `/akun/${selfUid}/status`, management, { status: 'NONAKTIF' })).statusCode,
    ).toBe(403);
    expect(await countRows(t, "akun where username = 'management' and status = 'AKTIF'")).toBe(1);
  });
});
