import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { jadwalDokter } from './dokter.service.ts';

let t: TestApp;
let admin: string;
let pendaftaran: string;
let dod: string;
let management: string;
const poli: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [admin, pendaftaran, dod, management] = await Promise.all([
    t.login('admin'),
    t.login('pendaftaran'),
    t.login('dod'),
    t.login('management'),
  ]);
  const res = await call('GET', '/master/poli?limitless=true', admin);
  for (const p of res.json().respon) poli[p.kode] = p.uid;
});
afterAll(() => t.close());

const call = panggil(() => t);

const sesi = (hari: string, jam_mulai: string, jam_selesai: string, p = 'UMUM', kuota = 20) => ({
  poli_uid: poli[p],
  hari,
  jam_mulai,
  jam_selesai,
  kuota,
});
const dokterBaru = (o: Record<string, unknown> = {}) => ({
  kode: 'd.900',
  nama: 'Galih Permana',
  gelar_depan: 'dr.',
  jenis_kelamin: 'L',
  nik: '3273011505900001',
  telepon: '081234567890',
  alamat: 'Jl. Merdeka 1',
  spesialisasi: 'UMUM',
  no_sip: '446/0999/SIP.DU/2026',
  polis: [poli.UMUM],
  jadwal: [sesi('Senin', '08:00', '12:00'), sesi('Senin', '12:00', '14:00'), sesi('Rabu', '16:00', '20:00')],
  ...o,
});
const paths = (res: { json: () => { errors?: { path: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.path);

describe('/master/dokter', () => {
  it('shows every signed-in role the doctors with professional fields only; 401 without a session', async () => {
    const res = await call('GET', '/master/dokter?limitless=true&status=AKTIF', pendaftaran);
    expect(res.statusCode).toBe(200);
    const list = res.json().respon as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(14);
    for (const kunci of ['nik', 'telepon', 'alamat', 'tanggal_lahir', 'email'])
      expect(list[0]).not.toHaveProperty(kunci);
    const andi = (await call('GET', '/master/dokter?username=dokter', pendaftaran)).json().respon;
    expect(andi).toMatchObject([
      {
        nama_lengkap: 'dr. Andi Pratama, Sp.PD',
        spesialisasi: 'SP_PD',
        spesialisasi_nama: 'Spesialis Penyakit Dalam',
        akun_username: 'dokter',
        polis: [{ nama: 'Poli Penyakit Dalam' }],
      },
    ]);
    expect(andi[0].jadwal[0]).toMatchObject({ hari: 'Senin', jam_mulai: '08:00', jam_selesai: '12:00' });
    const detail = await call('GET', `/master/dokter/${andi[0].uid}`, pendaftaran);
    expect(detail.json().respon).not.toHaveProperty('nik');
    const rad = (await call('GET', '/master/dokter?username=dokter_radiologi', admin)).json().respon;
    expect(rad[0]).toMatchObject({ nama_lengkap: 'dr. Ratna Dewi, Sp.Rad', polis: [], jadwal: [] });
    expect((await call('GET', `/master/dokter?poli=${poli.IGD}`, admin)).json().metadata.total_data).toBe(3);
    expect((await call('GET', '/master/dokter')).statusCode).toBe(401);
  });

  it('creates the employee, clinics and week in one save for ADMIN; 403 for registration', async () => {
    expect((await call('POST', '/master/dokter', pendaftaran, dokterBaru())).statusCode).toBe(403);
    expect((await call('POST', '/master/dokter', undefined, dokterBaru())).statusCode).toBe(401);
    const res = await call('POST', '/master/dokter', admin, dokterBaru());
    expect(res.statusCode).toBe(201);
    const d = res.json().respon;
    expect(d).toMatchObject({ kode: 'D.900', nama_lengkap: 'dr. Galih Permana', tampil_online: true });
    expect(d.jadwal.map((s: { hari: string; jam_mulai: string }) => `${s.hari} ${s.jam_mulai}`)).toEqual([
      'Senin 08:00',
      'Senin 12:00',
      'Rabu 16:00',
    ]);
    const [peg] = await queryRows<{ jenis_pegawai: string; nik: string }>(
      t,
      `select jenis_pegawai, nik from pegawai where uid = '${d.uid}'`,
    );
    expect(peg).toEqual({ jenis_pegawai: 'MEDIS', nik: '3273011505900001' });
    const [log] = await queryRows<{ detail: { sesudah: Record<string, unknown> } }>(
      t,
      `select detail from log_aktivitas where aksi = 'dokter.create' and entitas_id = '${d.uid}'`,
    );
    expect(log?.detail.sesudah).toMatchObject({ nik: '3273011505900001', jadwal: expect.any(Array) });
  });

  it('refuses overlapping or inverted sessions and foreign clinics with the row path, writing nothing', async () => {
    const sebelum = await Promise.all(['pegawai', 'dokter', 'dokter_jadwal'].map((x) => countRows(t, x)));
    const bentrok = await call(
      'POST',
      '/master/dokter',
      admin,
      dokterBaru({
        kode: 'D.901',
        nik: null,
        jadwal: [sesi('Senin', '08:00', '12:00'), sesi('Senin', '11:00', '13:00')],
      }),
    );
    expect(bentrok.statusCode).toBe(400);
    expect(bentrok.json().errors).toEqual([
      { path: 'jadwal.1.jam_mulai', message: 'Bentrok dengan jadwal Senin 08:00–12:00' },
    ]);
    const terbalik = await call(
      'POST',
      '/master/dokter',
      admin,
      dokterBaru({
        kode: 'D.901',
        nik: null,
        jadwal: [sesi('Selasa', '12:00', '10:00'), sesi('Rabu', '08:00', '10:00', 'GIGI')],
      }),
    );
    expect(paths(terbalik)).toEqual(['jadwal.0.jam_selesai', 'jadwal.1.poli_uid']);
    const kosong = await call('POST', '/master/dokter', admin, {
      kode: '',
      nama: 'X',
      jadwal: [{ kuota: 0 }],
    });
    expect(paths(kosong)).toEqual(
      expect.arrayContaining(['kode', 'nama', 'jenis_kelamin', 'spesialisasi', 'no_sip', 'jadwal.0.kuota']),
    );
    const sesudah = await Promise.all(['pegawai', 'dokter', 'dokter_jadwal'].map((x) => countRows(t, x)));
    expect(sesudah).toEqual(sebelum);
  });

  it('answers 409 for a taken NIP, an account already linked, or an employee who is already a doctor', async () => {
    const nip = await call('POST', '/master/dokter', admin, dokterBaru({ kode: '2014.02.001', nik: null }));
    expect(nip.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const [akunDokter] = await queryRows<{ uid: string }>(
      t,
      "select uid from akun where username = 'dokter'",
    );
    const akun = await call(
      'POST',
      '/master/dokter',
      admin,
      dokterBaru({ kode: 'D.902', nik: null, akun_uid: akunDokter?.uid }),
    );
    expect(akun.statusCode).toBe(409);
    expect(akun.json()).toMatchObject({ code: 'sdm.akun_sudah_tertaut', errors: [{ path: 'akun_uid' }] });
    expect(akun.json().message).toContain('Andi Pratama');
    const andi = (await call('GET', '/master/dokter?username=dokter', admin)).json().respon[0];
    const lagi = await call(
      'POST',
      '/master/dokter',
      admin,
      dokterBaru({ kode: '2014.02.001', nik: null, pegawai_uid: andi.uid }),
    );
    expect(lagi.json().code).toBe('sdm.pegawai_sudah_punya_profil');
  });

  it('takes an employee from /kelola-karyawan, and an edit replaces the week with a before/after audit', async () => {
    const k = await call('POST', '/master/karyawan', admin, {
      kode: 'K.77',
      nama: 'Wulan Sari',
      jenis_kelamin: 'P',
      jenis_pegawai: 'NON_MEDIS',
    });
    const body = dokterBaru({
      kode: 'K.77',
      nama: 'Wulan Sari',
      gelar_depan: 'dr.',
      nik: null,
      jenis_kelamin: 'P',
      pegawai_uid: k.json().respon.uid,
    });
    const res = await call('POST', '/master/dokter', admin, {
      ...body,
      jadwal: [sesi('Kamis', '08:00', '10:00')],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon.uid).toBe(k.json().respon.uid);
    const kar = (await call('GET', `/master/karyawan/${k.json().respon.uid}`, admin)).json().respon;
    expect(kar).toMatchObject({ profil: 'DOKTER', jenis_pegawai: 'MEDIS', nama_lengkap: 'dr. Wulan Sari' });

    const ubah = await call('PUT', `/master/dokter/${kar.uid}`, management, {
      ...body,
      jadwal: [sesi('Jumat', '13:00', '15:00', 'UMUM', 12)],
    });
    expect(ubah.statusCode).toBe(200);
    expect(ubah.json().respon.jadwal).toEqual([
      {
        poli_uid: poli.UMUM,
        poli_nama: 'Poli Umum',
        hari: 'Jumat',
        jam_mulai: '13:00',
        jam_selesai: '15:00',
        kuota: 12,
        kuota_jkn: null,
      },
    ]);
    expect(await countRows(t, `dokter_jadwal where dokter_uid = '${kar.uid}'`)).toBe(1);
    const [log] = await queryRows<{ detail: { sebelum: { jadwal: { hari: string }[] }; sesudah: object } }>(
      t,
      `select detail from log_aktivitas where aksi = 'dokter.update' and entitas_id = '${kar.uid}'`,
    );
    expect(log?.detail.sebelum.jadwal).toMatchObject([{ hari: 'Kamis', jam_mulai: '08:00' }]);
    expect(Object.keys(log?.detail.sesudah ?? {})).toEqual(['jadwal']);
  });

  it('GET /jadwal and jadwalDokter give the weekday of a date in Jakarta', async () => {
    // 2026-03-02 is a Monday.
    const res = await call(
      'GET',
      `/master/dokter/jadwal?poli=${poli.INTERNA}&tanggal=2026-03-02`,
      pendaftaran,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.hari).toBe('Senin');
    const andi = res.json().respon.dokter.find((d: { kode: string }) => d.kode === '2014.02.001');
    expect(andi.jadwal).toEqual([
      {
        poli_uid: poli.INTERNA,
        poli_nama: 'Poli Penyakit Dalam',
        hari: 'Senin',
        jam_mulai: '08:00',
        jam_selesai: '12:00',
        kuota: 30,
        kuota_jkn: null,
      },
    ]);
    const minggu = await jadwalDokter(t.database.db, {
      poli_uid: poli.INTERNA as string,
      tanggal: '2026-03-01',
    });
    expect(minggu).toEqual([]);
    const igd = await jadwalDokter(t.database.db, { poli_uid: poli.IGD as string, tanggal: '2026-03-01' });
    expect(igd.map((d) => d.nama_lengkap).sort()).toEqual([
      'dr. Dian Anggraini',
      'dr. Eko Prasetyo',
      'dr. Reza Firmansyah',
    ]);
    expect((await call('GET', '/master/dokter/jadwal?tanggal=2026-02-30', pendaftaran)).statusCode).toBe(400);
    expect((await call('GET', '/master/dokter/jadwal')).statusCode).toBe(401);
  });

  it('PUT /:uid/online needs admin.dokteronline:manage; a hidden or retired doctor leaves the online week', async () => {
    const galih = (await call('GET', '/master/dokter?search=galih', admin)).json().respon[0];
    const online = async () =>
      (await call('GET', `/master/dokter/jadwal?online=true&poli=${poli.UMUM}`, pendaftaran))
        .json()
        .respon.dokter.map((d: { uid: string }) => d.uid);
    expect(await online()).toContain(galih.uid);
    expect(
      (await call('PUT', `/master/dokter/${galih.uid}/online`, pendaftaran, { tampil_online: false }))
        .statusCode,
    ).toBe(403);
    const off = await call('PUT', `/master/dokter/${galih.uid}/online`, dod, { tampil_online: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().respon.tampil_online).toBe(false);
    expect(await online()).not.toContain(galih.uid);
    expect(
      await countRows(t, `log_aktivitas where aksi = 'dokter.online' and entitas_id = '${galih.uid}'`),
    ).toBe(1);
    expect(
      (await call('PUT', `/master/dokter/${galih.uid}/online`, admin, { tampil_online: 'ya' })).statusCode,
    ).toBe(400);

    await call('PUT', `/master/dokter/${galih.uid}/online`, admin, { tampil_online: true });
    expect(
      (await call('PUT', `/master/dokter/${galih.uid}/status`, admin, { status: 'NONAKTIF' })).statusCode,
    ).toBe(200);
    expect(await online()).not.toContain(galih.uid);
    expect((await call('GET', `/master/dokter/${galih.uid}`, pendaftaran)).json().respon.status).toBe(
      'NONAKTIF',
    );
  });
});
