import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let dod: string;
let perawatLogin: string;
const poli: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  [admin, dod, perawatLogin] = await Promise.all([t.login('admin'), t.login('dod'), t.login('perawat')]);
  for (const p of (await call('GET', '/master/poli?limitless=true', admin)).json().respon)
    poli[p.kode] = p.uid;
});
afterAll(() => t.close());

const call = panggil(() => t);

const baru = (o: Record<string, unknown> = {}) => ({
  kode: 'p.500',
  nama: 'Lia Kartika',
  gelar_depan: 'Ns.',
  gelar_belakang: 'S.Kep',
  jenis_kelamin: 'P',
  no_str: '1402109999000001',
  str_berlaku_sampai: '',
  no_sipp: '446/500/SIPP/2026',
  poli_uid: poli.MATA,
  kompetensi: 'BTCLS',
  ...o,
});

describe('/master/perawat', () => {
  it('lists the demo nurses to staff managers, each linked login findable by username', async () => {
    const res = await call('GET', '/master/perawat?limitless=true', dod);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.total_data).toBeGreaterThanOrEqual(8);
    for (const [username, nama, poliNama] of [
      ['perawat', 'Ns. Intan Permata, S.Kep', null],
      ['poli', 'Ns. Budi Santoso, S.Kep', 'Poli Umum'],
      ['igd', 'Ns. Fajar Nugroho, S.Kep', 'IGD'],
      ['poli_hd', 'Ns. Wahyu Saputra, S.Kep', 'Hemodialisa'],
    ]) {
      const [p] = (await call('GET', `/master/perawat?username=${username}`, admin)).json().respon;
      expect(p).toMatchObject({
        nama_lengkap: nama,
        poli_nama: poliNama,
        jenis_pegawai: 'PARAMEDIS',
        profil: 'PERAWAT',
      });
    }
    expect((await call('GET', '/master/perawat', perawatLogin)).statusCode).toBe(403);
    expect((await call('GET', '/master/perawat')).statusCode).toBe(401);
  });

  it('creates a nurse with placement; 403 for a nurse login; 400 writes nothing; 409 on a taken NIP', async () => {
    expect((await call('POST', '/master/perawat', perawatLogin, baru())).statusCode).toBe(403);
    const res = await call('POST', '/master/perawat', admin, baru());
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'P.500',
      nama_lengkap: 'Ns. Lia Kartika, S.Kep',
      poli_nama: 'Poli Mata',
      str_berlaku_sampai: null,
      jenis_pegawai: 'PARAMEDIS',
    });
    expect(
      await countRows(
        t,
        `log_aktivitas where aksi = 'perawat.create' and entitas_id = '${res.json().respon.uid}'`,
      ),
    ).toBe(1);

    const before = await Promise.all([countRows(t, 'pegawai'), countRows(t, 'perawat')]);
    const bad = await call(
      'POST',
      '/master/perawat',
      admin,
      baru({ kode: 'P.501', str_berlaku_sampai: '2030-13-01', nik: '12ab' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['nik', 'str_berlaku_sampai']);
    const poliTiada = await call(
      'POST',
      '/master/perawat',
      admin,
      baru({ kode: 'P.501', poli_uid: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(poliTiada.json().errors).toEqual([{ path: 'poli_uid', message: 'Poli tidak ditemukan' }]);
    expect(await Promise.all([countRows(t, 'pegawai'), countRows(t, 'perawat')])).toEqual(before);

    const dup = await call('POST', '/master/perawat', admin, baru());
    expect(dup.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
  });

  it('takes an employee in, but never a doctor; edits keep a before/after audit', async () => {
    const k = (
      await call('POST', '/master/karyawan', admin, {
        kode: 'K.600',
        nama: 'Rizki Amalia',
        jenis_kelamin: 'P',
        jenis_pegawai: 'NON_MEDIS',
      })
    ).json().respon;
    const res = await call(
      'POST',
      '/master/perawat',
      admin,
      baru({ kode: 'K.600', nama: 'Rizki Amalia', pegawai_uid: k.uid }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ uid: k.uid, jenis_pegawai: 'PARAMEDIS', gelar_depan: 'Ns.' });

    const andi = (await call('GET', '/master/dokter?username=dokter', admin)).json().respon[0];
    const dokter = await call(
      'POST',
      '/master/perawat',
      admin,
      baru({ kode: andi.kode, nama: andi.nama, pegawai_uid: andi.uid }),
    );
    expect(dokter.statusCode).toBe(409);
    expect(dokter.json()).toMatchObject({
      code: 'sdm.pegawai_sudah_punya_profil',
      errors: [{ path: 'pegawai_uid' }],
    });
    expect(dokter.json().message).toBe('dr. Andi Pratama, Sp.PD sudah terdaftar sebagai dokter');

    const ubah = await call('PUT', `/master/perawat/${k.uid}`, admin, {
      ...res.json().respon,
      kompetensi: 'BTCLS, PPI',
    });
    expect(ubah.statusCode).toBe(200);
    const [log] = await queryRows<{ detail: object }>(
      t,
      `select detail from log_aktivitas where aksi = 'perawat.update' and entitas_id = '${k.uid}'`,
    );
    expect(log?.detail).toEqual({ sebelum: { kompetensi: 'BTCLS' }, sesudah: { kompetensi: 'BTCLS, PPI' } });
    // A nurse's uid is not a doctor's.
    expect((await call('GET', `/master/dokter/${k.uid}`, admin)).statusCode).toBe(404);
  });
});
