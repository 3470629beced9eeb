import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let management: string;
let pendaftaran: string;
let kasir: string;
const akun: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, pendaftaran, kasir] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('pendaftaran'),
    t.login('kasir'),
  ]);
  for (const a of await queryRows<{ uid: string; username: string }>(t, 'select uid, username from akun'))
    akun[a.username] = a.uid;
});
afterAll(() => t.close());

const call = panggil(() => t);

const baru = (o: Record<string, unknown> = {}) => ({
  kode: 'k.100',
  nama: 'Teguh Prakoso',
  gelar_belakang: 'S.Kom',
  jenis_kelamin: 'L',
  nik: '3273010101900001',
  tanggal_lahir: '1990-01-01',
  tanggal_masuk: '2024-07-01',
  telepon: '0812 3456 789',
  email: 'Teguh@RS.test',
  jenis_pegawai: 'NON_MEDIS',
  ...o,
});

describe('/master/karyawan', () => {
  it('is read by staff managers only (personal data); other roles 403, no session 401', async () => {
    const res = await call('GET', '/master/karyawan?limitless=true', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.total_data).toBeGreaterThanOrEqual(35);
    const yusuf = (await call('GET', '/master/karyawan?search=yusuf', management)).json().respon;
    expect(yusuf).toMatchObject([
      {
        nama: 'Yusuf Hidayat',
        akun_username: 'kasir',
        jabatan_nama: 'Kasir',
        unit_nama: 'Kasir',
        profil: null,
      },
    ]);
    expect(yusuf[0].nik).toMatch(/^\d{16}$/);
    const medis = (await call('GET', '/master/karyawan?jenis_pegawai=MEDIS&limitless=true', admin)).json()
      .respon;
    expect(medis.every((k: { profil: string }) => k.profil === 'DOKTER')).toBe(true);
    expect((await call('GET', '/master/karyawan', pendaftaran)).statusCode).toBe(403);
    expect((await call('GET', '/master/karyawan', kasir)).statusCode).toBe(403);
    expect((await call('GET', '/master/karyawan')).statusCode).toBe(401);
  });

  it('creates an employee for ADMIN and MANAGEMENT only, with names of position and unit', async () => {
    const jab = (await call('GET', '/master/jabatan?search=Staf%20Teknologi', admin)).json().respon[0];
    const uni = (await call('GET', '/master/unit?search=Teknologi', admin)).json().respon[0];
    const body = baru({ jabatan_uid: jab.uid, unit_uid: uni.uid });
    expect((await call('POST', '/master/karyawan', pendaftaran, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/karyawan', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/master/karyawan', management, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'K.100',
      nama_lengkap: 'Teguh Prakoso, S.Kom',
      email: 'teguh@rs.test',
      jabatan_nama: 'Staf Teknologi Informasi',
      unit_nama: 'Teknologi Informasi',
      status: 'AKTIF',
    });
    expect(await countRows(t, "log_aktivitas where aksi = 'pegawai.create'")).toBe(1);
  });

  it('refuses a bad body with field errors and writes nothing (400)', async () => {
    const before = await countRows(t, 'pegawai');
    const res = await call('POST', '/master/karyawan', admin, {
      kode: 'a b',
      nama: 'X',
      nik: '12345',
      jenis_kelamin: 'X',
      email: 'bukan-email',
      tanggal_lahir: '1990-02-30',
      jenis_pegawai: 'DOKTER',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'jenis_kelamin', 'jenis_pegawai', 'kode', 'nama', 'nik', 'tanggal_lahir'].sort());
    const masuk = await call(
      'POST',
      '/master/karyawan',
      admin,
      baru({ kode: 'K.101', nik: null, tanggal_masuk: '1989-01-01' }),
    );
    expect(masuk.json().errors).toEqual([
      { path: 'tanggal_masuk', message: 'Tanggal masuk harus setelah tanggal lahir' },
    ]);
    const unit = await call(
      'POST',
      '/master/karyawan',
      admin,
      baru({ kode: 'K.101', nik: null, unit_uid: akun.kasir }),
    );
    expect(unit.json().errors).toEqual([{ path: 'unit_uid', message: 'Unit tidak ditemukan' }]);
    expect(await countRows(t, 'pegawai')).toBe(before);
  });

  it('answers 409 for a taken NIP or NIK, and for an account already linked to an active employee', async () => {
    const nip = await call('POST', '/master/karyawan', admin, baru({ nik: null }));
    expect(nip.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const nik = await call('POST', '/master/karyawan', admin, baru({ kode: 'K.102' }));
    expect(nik.json()).toMatchObject({ code: 'sdm.nik_sudah_terdaftar', errors: [{ path: 'nik' }] });
    const dua = await call(
      'POST',
      '/master/karyawan',
      admin,
      baru({ kode: 'K.102', nik: null, akun_uid: akun.kasir }),
    );
    expect(dua.statusCode).toBe(409);
    expect(dua.json()).toMatchObject({ code: 'sdm.akun_sudah_tertaut', errors: [{ path: 'akun_uid' }] });
    expect(dua.json().message).toBe("Akun 'kasir' sudah dipakai oleh karyawan aktif Yusuf Hidayat");
    // Two saves at once linking one free account: the index lets only one win.
    const both = await Promise.all([
      call('POST', '/master/karyawan', admin, baru({ kode: 'K.103', nik: null, akun_uid: akun.admin })),
      call('POST', '/master/karyawan', management, baru({ kode: 'K.104', nik: null, akun_uid: akun.admin })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('sdm.akun_sudah_tertaut');
  });

  it('lists accounts with the employee holding them; retiring the holder frees the account', async () => {
    const list = (await call('GET', '/master/karyawan/akun?limitless=true', admin)).json().respon;
    expect(list.find((a: { username: string }) => a.username === 'kasir')).toMatchObject({
      pegawai_nama: 'Yusuf Hidayat',
    });
    expect(list.find((a: { username: string }) => a.username === 'pp')).toMatchObject({ pegawai_uid: null });
    expect((await call('GET', '/master/karyawan/akun', pendaftaran)).statusCode).toBe(403);

    const yusuf = (await call('GET', '/master/karyawan?search=yusuf', admin)).json().respon[0];
    expect(
      (await call('PUT', `/master/karyawan/${yusuf.uid}/status`, admin, { status: 'NONAKTIF' })).statusCode,
    ).toBe(200);
    const pengganti = await call(
      'POST',
      '/master/karyawan',
      admin,
      baru({ kode: 'K.105', nik: null, akun_uid: akun.kasir }),
    );
    expect(pengganti.statusCode).toBe(201);
    const aktifLagi = await call('PUT', `/master/karyawan/${yusuf.uid}/status`, admin, { status: 'AKTIF' });
    expect(aktifLagi.json().code).toBe('sdm.akun_sudah_tertaut');
  });

  it('edits with a before/after audit row; a doctor stays a medical employee', async () => {
    const siti = (await call('GET', '/master/karyawan?search=siti%20rahma', admin)).json().respon[0];
    const ubah = await call('PUT', `/master/karyawan/${siti.uid}`, admin, {
      ...siti,
      telepon: '022-7654321',
    });
    expect(ubah.statusCode).toBe(200);
    const [log] = await queryRows<{ detail: object }>(
      t,
      `select detail from log_aktivitas where aksi = 'pegawai.update' and entitas_id = '${siti.uid}'`,
    );
    expect(log?.detail).toEqual({ sebelum: { telepon: siti.telepon }, sesudah: { telepon: '022-7654321' } });
    const andi = (await call('GET', '/master/karyawan?search=andi%20pratama', admin)).json().respon[0];
    const jenis = await call('PUT', `/master/karyawan/${andi.uid}`, admin, {
      ...andi,
      jenis_pegawai: 'NON_MEDIS',
    });
    expect(jenis.statusCode).toBe(400);
    expect(jenis.json().errors[0].path).toBe('jenis_pegawai');
  });
});
