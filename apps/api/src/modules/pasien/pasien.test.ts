import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { bodyPasien, nikUntuk } from './pasien.factory.ts';

let t: TestApp;
let pendaftaran: string;
let rm: string;
let dokter: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  [pendaftaran, rm, dokter, kasir] = await Promise.all([
    t.login('pendaftaran'),
    t.login('rm'),
    t.login('dokter'),
    t.login('kasir'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);

const nomorRm = async () =>
  Number(
    (await queryRows<{ nilai: string }>(t, "select nilai from nomor_urut where kunci = 'RM'"))[0]?.nilai,
  );
const SITI = { nik: '3273025205900001', no_bpjs: '0001234567890' };

describe('POST /pasien', () => {
  it('registers a patient with the next No. RM, tidied fields, region names and an audit row', async () => {
    const sebelum = await nomorRm();
    const res = await call(
      'POST',
      '/pasien',
      pendaftaran,
      bodyPasien({ nama: '  Joko   Widodo ', alergi: ['Debu'] }),
    );
    expect(res.statusCode).toBe(201);
    const p = res.json().respon;
    expect(p).toMatchObject({
      no_rm: String(sebelum + 1).padStart(8, '0'),
      nama: 'Joko Widodo',
      no_hp: '081234567890',
      rt: '001',
      desa_nama: 'Dago',
      kecamatan_nama: 'Coblong',
      kabupaten_nama: 'Kota Bandung',
      provinsi_nama: 'Jawa Barat',
      alergi: ['Debu'],
      status: 'AKTIF',
      digabung_ke: null,
      created_by_nama: 'Siti Rahmawati',
    });
    const [log] = await queryRows<{
      username: string;
      keterangan: string;
      detail: { sesudah: { no_rm: string } };
    }>(
      t,
      `select username, keterangan, detail from log_aktivitas where aksi = 'pasien.create' and entitas_id = '${p.uid}'`,
    );
    expect(log).toMatchObject({
      username: 'pendaftaran',
      keterangan: `Mendaftarkan pasien baru ${p.no_rm} – Joko Widodo`,
      detail: { sesudah: { no_rm: p.no_rm, nik: p.nik } },
    });
    // RM holds pasien:write too.
    expect((await call('POST', '/pasien', rm, bodyPasien())).statusCode).toBe(201);
  });

  it('answers 401 and 403 and writes nothing, not even a number', async () => {
    const [n, nomor] = [await countRows(t, 'pasien'), await nomorRm()];
    expect((await call('POST', '/pasien', undefined, bodyPasien())).statusCode).toBe(401);
    expect((await call('POST', '/pasien', dokter, bodyPasien())).statusCode).toBe(403);
    expect((await call('POST', '/pasien', kasir, bodyPasien())).statusCode).toBe(403);
    expect([await countRows(t, 'pasien'), await nomorRm()]).toEqual([n, nomor]);
  });

  it('answers 400 with the NIK rule in Indonesian on the field, and writes nothing', async () => {
    const [n, nomor] = [await countRows(t, 'pasien'), await nomorRm()];
    const tanggal = await call('POST', '/pasien', pendaftaran, {
      ...bodyPasien({ tanggal_lahir: '1990-05-12', jenis_kelamin: 'P' }),
      nik: '3273025205910007',
    });
    expect(tanggal.statusCode).toBe(400);
    expect(tanggal.json().errors).toContainEqual({
      path: 'nik',
      message: 'NIK tidak sesuai dengan tanggal lahir (seharusnya digit 7–12: 520590, tertulis 520591)',
    });
    const kelamin = await call('POST', '/pasien', pendaftaran, {
      ...bodyPasien({ tanggal_lahir: '1990-05-12', jenis_kelamin: 'L' }),
      nik: '3273025205900007',
    });
    expect(kelamin.json().errors[0].message).toMatch(/^NIK tidak sesuai dengan jenis kelamin Laki-Laki/);
    const rusak = await call('POST', '/pasien', pendaftaran, {
      ...bodyPasien(),
      nama: '',
      nik: '12345',
      no_bpjs: '999',
      jenis_kelamin: 'X',
      desa_kode: '',
    });
    expect(rusak.statusCode).toBe(400);
    expect(rusak.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['nama', 'nik', 'no_bpjs', 'jenis_kelamin', 'desa_kode']),
    );
    const desa = await call('POST', '/pasien', pendaftaran, bodyPasien({ desa_kode: '32.73.02.9999' }));
    expect(desa.statusCode).toBe(400);
    expect(desa.json().errors).toEqual([{ path: 'desa_kode', message: 'Kelurahan/desa tidak ditemukan' }]);
    expect([await countRows(t, 'pasien'), await nomorRm()]).toEqual([n, nomor]);
  });

  it('answers 409 naming the patient who holds the NIK or BPJS number, and keeps the numbers gapless', async () => {
    const nomor = await nomorRm();
    const nik = await call('POST', '/pasien', pendaftaran, {
      ...bodyPasien({ tanggal_lahir: '1990-05-12', jenis_kelamin: 'P' }),
      nik: SITI.nik,
    });
    expect(nik.statusCode).toBe(409);
    expect(nik.json()).toMatchObject({
      code: 'pasien.nik_sudah_terdaftar',
      message: 'NIK sudah terdaftar atas pasien 00000001 Siti Rahmawati',
      errors: [{ path: 'nik' }],
    });
    const bpjs = await call('POST', '/pasien', pendaftaran, bodyPasien({ no_bpjs: SITI.no_bpjs }));
    expect(bpjs.statusCode).toBe(409);
    expect(bpjs.json().message).toBe('Nomor BPJS sudah terdaftar atas pasien 00000001 Siti Rahmawati');
    // Two desks registering the same person at the same moment: one wins, the other hears who has it.
    const kembar = bodyPasien({ nama: 'Kembar Serentak' });
    const [a, b] = await Promise.all([
      call('POST', '/pasien', pendaftaran, kembar),
      call('POST', '/pasien', rm, kembar),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const menang = (a.statusCode === 201 ? a : b).json().respon;
    expect((a.statusCode === 409 ? a : b).json().message).toBe(
      `NIK sudah terdaftar atas pasien ${menang.no_rm} Kembar Serentak`,
    );
    expect(menang.no_rm).toBe(String(nomor + 1).padStart(8, '0'));
    expect(await nomorRm()).toBe(nomor + 1);
  });

  it('gives 20 simultaneous registrations 20 distinct consecutive No. RM', async () => {
    const awal = await nomorRm();
    const hasil = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/pasien', i % 2 ? pendaftaran : rm, bodyPasien({ nama: `Serentak ${i}` })),
      ),
    );
    expect(hasil.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const nomor = hasil.map((r) => Number(r.json().respon.no_rm)).sort((x, y) => x - y);
    expect(nomor).toEqual(Array.from({ length: 20 }, (_, i) => awal + 1 + i));
    expect(await nomorRm()).toBe(awal + 20);
  });
});

describe('GET /pasien/:uid', () => {
  it('shows the whole record, full NIK included, and writes an access row', async () => {
    const [siti] = await queryRows<{ uid: string }>(t, "select uid from pasien where no_rm = '00000001'");
    const res = await call('GET', `/pasien/${siti?.uid}`, dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({ no_rm: '00000001', nik: SITI.nik, pj_hubungan: 'SUAMI' });
    const akses = await queryRows<{ username: string; keterangan: string }>(
      t,
      `select username, keterangan from log_aktivitas where aksi = 'pasien.read' and entitas_id = '${siti?.uid}'`,
    );
    expect(akses).toEqual([
      { username: 'dokter', keterangan: 'Membuka data pasien 00000001 – Siti Rahmawati' },
    ]);
  });

  it('answers 401, 403, 400 and 404', async () => {
    const [siti] = await queryRows<{ uid: string }>(t, "select uid from pasien where no_rm = '00000001'");
    expect((await call('GET', `/pasien/${siti?.uid}`)).statusCode).toBe(401);
    expect((await call('GET', `/pasien/${siti?.uid}`, kasir)).statusCode).toBe(403);
    expect((await call('GET', '/pasien/bukan-uid', rm)).statusCode).toBe(400);
    const hilang = await call('GET', '/pasien/00000000-0000-4000-8000-000000000000', rm);
    expect(hilang.statusCode).toBe(404);
    expect(hilang.json().message).toBe('Pasien tidak ditemukan');
  });
});

describe('PUT /pasien/:uid', () => {
  it('changes the record, keeps the No. RM, and records only what changed', async () => {
    const dibuat = (await call('POST', '/pasien', pendaftaran, bodyPasien({ nama: 'Untuk Diubah' }))).json()
      .respon;
    const body = {
      ...bodyPasien(),
      nik: dibuat.nik,
      nama: 'Sudah Diubah',
      desa_kode: '32.73.02.1001',
      status: 'MENINGGAL',
    };
    const res = await call('PUT', `/pasien/${dibuat.uid}`, rm, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      no_rm: dibuat.no_rm,
      nama: 'Sudah Diubah',
      desa_nama: 'Cipaganti',
      status: 'MENINGGAL',
    });
    const [log] = await queryRows<{ detail: object }>(
      t,
      `select detail from log_aktivitas where aksi = 'pasien.update' and entitas_id = '${dibuat.uid}'`,
    );
    expect(log?.detail).toEqual({
      sebelum: { nama: 'Untuk Diubah', desa_kode: '32.73.02.1004', desa_nama: 'Dago', status: 'AKTIF' },
      sesudah: {
        nama: 'Sudah Diubah',
        desa_kode: '32.73.02.1001',
        desa_nama: 'Cipaganti',
        status: 'MENINGGAL',
      },
    });
  });

  it('answers 401, 403, 400, 404 and 409 and changes nothing', async () => {
    const dibuat = (await call('POST', '/pasien', pendaftaran, bodyPasien({ nama: 'Tetap Sama' }))).json()
      .respon;
    const body = { ...bodyPasien(), nik: dibuat.nik, nama: 'Nama Lain' };
    const url = `/pasien/${dibuat.uid}`;
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, dokter, body)).statusCode).toBe(403);
    expect((await call('PUT', url, rm, { ...body, nik: nikUntuk('1980-01-01', 'L') })).statusCode).toBe(400);
    expect((await call('PUT', url, rm, { ...body, status: 'HILANG' })).statusCode).toBe(400);
    expect((await call('PUT', '/pasien/00000000-0000-4000-8000-000000000000', rm, body)).statusCode).toBe(
      404,
    );
    const bentrok = await call('PUT', url, rm, { ...body, no_bpjs: SITI.no_bpjs });
    expect(bentrok.statusCode).toBe(409);
    expect(bentrok.json().code).toBe('pasien.no_bpjs_sudah_terdaftar');
    expect(await countRows(t, `pasien where uid = '${dibuat.uid}' and nama = 'Tetap Sama'`)).toBe(1);
    expect(
      await countRows(t, `log_aktivitas where aksi = 'pasien.update' and entitas_id = '${dibuat.uid}'`),
    ).toBe(0);
  });
});
