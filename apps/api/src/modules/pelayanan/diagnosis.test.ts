import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, masterDemo, SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let umum: LayananUji;

// A few catalogue rows instead of loading all 16,000 (katalog.test.ts covers the loader).
const KATALOG = [
  `insert into icd10 (kode, kode_tanpa_titik, judul, judul_id, level, leaf, bab, blok, judul_cari, judul_id_cari) values
  ('J06', 'J06', 'Acute upper respiratory infections of multiple and unspecified sites', null, 3, false, '10', 'J00-J06', ' acute ', ''),
  ('J06.9', 'J069', 'Acute upper respiratory infection, unspecified', 'ISPA', 4, true, '10', 'J00-J06', ' acute ', ' ispa '),
  ('K30', 'K30', 'Dyspepsia', 'Dispepsia', 3, true, '11', 'K20-K31', ' dyspepsia ', ' dispepsia '),
  ('I10', 'I10', 'Essential (primary) hypertension', null, 3, true, '09', 'I10-I15', ' essential ', '')`,
  `insert into icd9cm (kode, kode_tanpa_titik, judul, judul_singkat, judul_cari) values
  ('89.52', '8952', 'Electrocardiogram', 'Electrocardiogram', ' electrocardiogram ')`,
];

const diagnosis = (layanan: LayananUji, cookie = akun.dokter) => ({
  url: `/pelayanan/${layanan.layanan_uid}/diagnosis`,
  post: (body: object) => call('POST', `/pelayanan/${layanan.layanan_uid}/diagnosis`, cookie, body),
  list: async () =>
    (await call('GET', `/pelayanan/${layanan.layanan_uid}/diagnosis`, cookie)).json().respon as {
      uid: string;
      kode_icd10: string;
      jenis: string;
      kasus: string;
      nama: string;
    }[],
});

const kunciResume = (l: LayananUji) =>
  queryRows(
    t,
    `insert into resume_medis (kunjungan_uid, layanan_uid, pasien_uid, jenis, status, isi)
     values ('${l.kunjungan_uid}', '${l.layanan_uid}', '${l.pasien_uid}', 'RJ', 'FINAL', '{}')`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const q of KATALOG) await queryRows(t, q);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'igd', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER' });
});
afterAll(() => t.close());

describe('ICD-10 diagnoses', () => {
  it('adds the primary diagnosis with the catalogue title, logs it and lists it first', async () => {
    const d = diagnosis(umum);
    const res = await d.post({ kode_icd10: 'j069', jenis: 'UTAMA' });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode_icd10: 'J06.9',
      nama: 'Acute upper respiratory infection, unspecified',
      jenis: 'UTAMA',
      kasus: 'BARU',
    });
    expect((await d.post({ kode_icd10: 'I10', jenis: 'SEKUNDER', kasus: 'LAMA' })).statusCode).toBe(201);
    expect((await d.list()).map((x) => [x.kode_icd10, x.jenis, x.kasus])).toEqual([
      ['J06.9', 'UTAMA', 'BARU'],
      ['I10', 'SEKUNDER', 'LAMA'],
    ]);
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${umum.layanan_uid}' and sumber = 'diagnosis' order by id`,
    );
    expect(log[0]?.ringkasan).toBe('Diagnosis Utama: J06.9 – Acute upper respiratory infection, unspecified');
    const audit = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'diagnosis.create'`,
    );
    expect(audit[0]?.n).toBe(2);
  });

  it('keeps one primary: a second is 409 unless it replaces the first, which becomes secondary', async () => {
    const d = diagnosis(umum);
    const before = await countRows(t, 'diagnosis');
    const dua = await d.post({ kode_icd10: 'K30', jenis: 'UTAMA' });
    expect(dua.statusCode).toBe(409);
    expect(dua.json()).toMatchObject({ code: 'klinis.diagnosis_utama_sudah_ada' });
    expect(dua.json().message).toContain('J06.9');
    expect(await countRows(t, 'diagnosis')).toBe(before);

    const ganti = await d.post({ kode_icd10: 'K30', jenis: 'UTAMA', ganti_utama: true });
    expect(ganti.statusCode).toBe(201);
    const list = await d.list();
    expect(list[0]).toMatchObject({ kode_icd10: 'K30', jenis: 'UTAMA' });
    expect(list.find((x) => x.kode_icd10 === 'J06.9')?.jenis).toBe('SEKUNDER');
    expect(list.filter((x) => x.jenis === 'UTAMA')).toHaveLength(1);

    const sama = await d.post({ kode_icd10: 'J06.9', jenis: 'SEKUNDER' });
    expect(sama.statusCode).toBe(409);
    expect(sama.json().code).toBe('klinis.diagnosis_sudah_ada');
  });

  it('gives exactly one of two simultaneous primaries', async () => {
    const baru = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Pasien Dua',
    });
    const d = diagnosis(baru);
    const hasil = await Promise.all([
      d.post({ kode_icd10: 'J06.9', jenis: 'UTAMA' }),
      d.post({ kode_icd10: 'K30', jenis: 'UTAMA' }),
    ]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await d.list()).filter((x) => x.jenis === 'UTAMA')).toHaveLength(1);
  });

  it('marks a code the patient had at an earlier visit as a known case (LAMA)', async () => {
    const m = await masterDemo(t);
    const igd = await call('POST', '/pendaftaran', akun.pendaftaran, {
      pasien_uid: umum.pasien_uid,
      poli_uid: m.poliUid('IGD'),
      dokter_uid: null,
      tanggal: SENIN,
      penjamin: 'UMUM',
    });
    expect(igd.statusCode).toBe(201);
    const uid: string = igd.json().respon.uid;
    await queryRows(t, `update antrian set status = 'ON_PROCESS' where layanan_uid = '${uid}'`);
    const res = await call('POST', `/pelayanan/${uid}/diagnosis`, akun.igd, {
      kode_icd10: 'J06.9',
      jenis: 'UTAMA',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon.kasus).toBe('LAMA');
  });

  it('refuses codes outside the catalogue, categories with subdivisions and bad bodies, writing nothing', async () => {
    const d = diagnosis(umum);
    const before = await countRows(t, 'diagnosis');
    const tidakAda = await d.post({ kode_icd10: 'Z99.99', jenis: 'SEKUNDER' });
    expect(tidakAda.statusCode).toBe(400);
    expect(tidakAda.json().errors).toEqual([
      { path: 'kode_icd10', message: expect.stringContaining('katalog') },
    ]);
    const kategori = await d.post({ kode_icd10: 'J06', jenis: 'SEKUNDER' });
    expect(kategori.statusCode).toBe(400);
    expect(kategori.json().message).toContain('subkategori');
    const kosong = await d.post({ kode_icd10: '', jenis: 'LAIN' });
    expect(kosong.statusCode).toBe(400);
    expect(await countRows(t, 'diagnosis')).toBe(before);
  });

  it('checks sessions, roles, the clinic and the lock', async () => {
    const d = diagnosis(umum);
    const body = { kode_icd10: 'I10', jenis: 'SEKUNDER' };
    expect((await call('POST', d.url, undefined, body)).statusCode).toBe(401);
    expect((await call('GET', d.url)).statusCode).toBe(401);
    expect((await call('GET', d.url, akun.kasir)).statusCode).toBe(403);
    // The nurse reads the chart but does not diagnose; the IGD team does not write at a clinic.
    expect((await call('GET', d.url, akun.poli)).statusCode).toBe(200);
    expect((await call('POST', d.url, akun.poli, body)).statusCode).toBe(403);
    expect((await call('POST', d.url, akun.igd, body)).statusCode).toBe(403);
    expect((await call('POST', d.url, akun.kasir, { jenis: 'x' })).statusCode).toBe(403);
    const nol = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/pelayanan/${nol}/diagnosis`, akun.dokter, body)).statusCode).toBe(404);
    expect((await call('DELETE', `${d.url}/${nol}`, akun.dokter)).statusCode).toBe(404);

    const hapus = (await d.list()).find((x) => x.kode_icd10 === 'I10');
    const res = await call('DELETE', `${d.url}/${hapus?.uid}`, akun.dokter);
    expect(res.statusCode).toBe(200);
    expect((await d.list()).map((x) => x.kode_icd10)).not.toContain('I10');

    await kunciResume(umum);
    const before = await countRows(t, 'diagnosis');
    const terkunci = await d.post(body);
    expect(terkunci.statusCode).toBe(409);
    expect(terkunci.json().code).toBe('resume.final');
    expect((await call('DELETE', `${d.url}/${(await d.list())[0]?.uid}`, akun.dokter)).statusCode).toBe(409);
    expect(await countRows(t, 'diagnosis')).toBe(before);
  });
});

describe('ICD-9-CM procedure codes', () => {
  it('codes a procedure once, refuses unknown codes and removes one written by mistake', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      status: 'WAITING_DOKTER',
      nama: 'Pasien EKG',
    });
    const url = `/pelayanan/${l.layanan_uid}/prosedur`;
    const res = await call('POST', url, akun.dokter, { kode_icd9: '8952' });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ kode_icd9: '89.52', nama: 'Electrocardiogram' });
    const dua = await call('POST', url, akun.dokter, { kode_icd9: '89.52' });
    expect(dua.statusCode).toBe(409);
    expect(dua.json().code).toBe('klinis.prosedur_sudah_ada');
    const salah = await call('POST', url, akun.dokter, { kode_icd9: '99.999' });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0].path).toBe('kode_icd9');
    expect((await call('POST', url, akun.poli, { kode_icd9: '89.52' })).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    const list = (await call('GET', url, akun.dokter)).json().respon;
    expect(list).toHaveLength(1);
    const log = await queryRows<{ jenis: string }>(
      t,
      `select jenis from log_pasien where sumber = 'prosedur' and layanan_uid = '${l.layanan_uid}'`,
    );
    expect(log.map((x) => x.jenis)).toEqual(['LOG_TINDAKAN']);
    expect((await call('DELETE', `${url}/${list[0].uid}`, akun.dokter)).statusCode).toBe(200);
    expect((await call('GET', url, akun.dokter)).json().respon).toHaveLength(0);
  });
});
