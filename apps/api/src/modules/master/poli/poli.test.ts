import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let management: string;
let pendaftaran: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, management, pendaftaran] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('pendaftaran'),
  ]);
});
afterAll(() => t.close());

const call = panggil(() => t);

const baru = {
  kode: 'kulit',
  nama: 'Poli Kulit dan Kelamin',
  jenis: 'RAWAT_JALAN',
  prefix_antrian: 'l',
  kode_bpjs: 'kkl',
};

describe('/master/poli', () => {
  it('lists the demo clinics, IGD and hemodialysis to registration staff; filters by kind', async () => {
    const res = await call('GET', '/master/poli?limitless=true&status=AKTIF', pendaftaran);
    expect(res.statusCode).toBe(200);
    const nama = res.json().respon.map((p: { nama: string }) => p.nama);
    expect(nama).toEqual(expect.arrayContaining(['Poli Umum', 'Poli Gigi', 'IGD', 'Hemodialisa']));
    expect(nama.length).toBeGreaterThanOrEqual(11);
    const igd = await call('GET', '/master/poli?jenis=IGD', pendaftaran);
    expect(igd.json().respon).toMatchObject([{ nama: 'IGD', jenis: 'IGD' }]);
    expect((await call('GET', '/master/poli')).statusCode).toBe(401);
    expect((await call('GET', '/master/poli?jenis=RANAP', admin)).statusCode).toBe(400);
  });

  it('creates a clinic for ADMIN and MANAGEMENT only', async () => {
    expect((await call('POST', '/master/poli', pendaftaran, baru)).statusCode).toBe(403);
    expect((await call('POST', '/master/poli', undefined, baru)).statusCode).toBe(401);
    const res = await call('POST', '/master/poli', management, baru);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'KULIT',
      prefix_antrian: 'L',
      kode_bpjs: 'KKL',
      status: 'AKTIF',
    });
  });

  it('keeps the IGD rule of spec §4 and refuses bad input without writing', async () => {
    const before = await countRows(t, 'poli');
    const salahJenis = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'IGD2',
      nama: 'igd',
      prefix_antrian: 'Q',
    });
    expect(salahJenis.statusCode).toBe(400);
    expect(salahJenis.json().errors).toEqual([expect.objectContaining({ path: 'jenis' })]);
    const salahNama = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'UGD',
      nama: 'UGD',
      jenis: 'IGD',
      prefix_antrian: 'Q',
    });
    expect(salahNama.json().errors).toEqual([expect.objectContaining({ path: 'nama' })]);
    const prefix = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'P2',
      nama: 'Poli Dua',
      prefix_antrian: 'A12',
    });
    expect(prefix.json().errors[0].path).toBe('prefix_antrian');
    expect(await countRows(t, 'poli')).toBe(before);
  });

  it('answers 409 for a taken code, name or queue prefix', async () => {
    const kode = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'UMUM',
      nama: 'Poli Umum 2',
      prefix_antrian: 'X',
    });
    expect(kode.json().code).toBe('master.kode_sudah_dipakai');
    const nama = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'UMUM2',
      nama: 'poli umum',
      prefix_antrian: 'X',
    });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
    const prefix = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'P3',
      nama: 'Poli Tiga',
      prefix_antrian: 'A',
    });
    expect(prefix.statusCode).toBe(409);
    expect(prefix.json()).toMatchObject({
      code: 'poli.prefix_antrian_sudah_dipakai',
      errors: [{ path: 'prefix_antrian' }],
    });
    expect(prefix.json().message).toContain('Poli Umum');
  });

  it('deactivating frees the prefix; the retired clinic stays readable', async () => {
    const [mata] = (await call('GET', '/master/poli?search=mata', admin)).json().respon;
    expect(
      (await call('PUT', `/master/poli/${mata.uid}/status`, admin, { status: 'NONAKTIF' })).statusCode,
    ).toBe(200);
    const aktif = (await call('GET', '/master/poli?status=AKTIF&limitless=true', pendaftaran)).json().respon;
    expect(aktif.map((p: { kode: string }) => p.kode)).not.toContain('MATA');
    const reuse = await call('POST', '/master/poli', admin, {
      ...baru,
      kode: 'MATA2',
      nama: 'Poli Mata Baru',
      prefix_antrian: 'G',
    });
    expect(reuse.statusCode).toBe(201);
    expect((await call('GET', `/master/poli/${mata.uid}`, pendaftaran)).json().respon.nama).toBe('Poli Mata');
    expect(
      (await call('PUT', `/master/poli/${mata.uid}/status`, admin, { status: 'AKTIF' })).statusCode,
    ).toBe(409);
  });
});
