import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from './pelayanan.factory.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let umum: LayananUji;
let menunggu: LayananUji;

const keperawatan = {
  jenis: 'KEPERAWATAN_POLI',
  isi: {
    keluhan_utama: 'Demam 3 hari',
    tanda_vital: {
      td_sistolik: 120,
      td_diastolik: 80,
      nadi: 88,
      suhu: 38.2,
      berat_badan: 60,
      tinggi_badan: 160,
    },
    skala_nyeri: 3,
  },
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'poli', 'dokter', 'perawat', 'igd', 'kasir']) akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
  menunggu = await siapkanLayanan(t, akun.pendaftaran ?? '', { nama: 'Pasien Menunggu' });
});
afterAll(() => t.close());

describe('POST /pelayanan/:layanan_uid/asesmen', () => {
  it('saves the nurse’s assessment once per layanan, edits it in place and logs the timeline', async () => {
    const url = `/pelayanan/${umum.layanan_uid}/asesmen`;
    const a = await call('POST', url, akun.poli, keperawatan);
    expect(a.statusCode).toBe(201);
    expect(a.json().respon).toMatchObject({
      jenis: 'KEPERAWATAN_POLI',
      isi: { keluhan_utama: 'Demam 3 hari' },
    });
    const b = await call('POST', url, akun.poli, {
      ...keperawatan,
      isi: { ...keperawatan.isi, skala_nyeri: 5 },
    });
    expect(b.statusCode).toBe(200);
    expect(b.json().respon.uid).toBe(a.json().respon.uid);
    const list = await call('GET', url, akun.dokter);
    expect(list.json().respon).toHaveLength(1);
    expect(list.json().respon[0].isi.skala_nyeri).toBe(5);
    const log = await queryRows<{ jenis: string; ringkasan: string }>(
      t,
      `select jenis, ringkasan from log_pasien where layanan_uid = '${umum.layanan_uid}' order by id`,
    );
    expect(log.map((l) => l.jenis)).toEqual(['LOG_DATANG', 'LOG_ASSESSTMENT', 'LOG_ASSESSTMENT']);
    expect(log[1]?.ringkasan).toContain('TD 120/80 mmHg');
  });

  it('refuses bad content field by field and writes nothing', async () => {
    const before = await countRows(t, 'asesmen');
    const res = await call('POST', `/pelayanan/${umum.layanan_uid}/asesmen`, akun.poli, {
      jenis: 'KEPERAWATAN_ULANG',
      isi: { keluhan_utama: '', tanda_vital: { suhu: 370, td_sistolik: 80, td_diastolik: 90 } },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['isi.keluhan_utama', 'isi.tanda_vital.suhu', 'isi.tanda_vital.td_diastolik']),
    );
    expect(await countRows(t, 'asesmen')).toBe(before);
  });

  it('checks who writes which side, at which clinic, and when', async () => {
    const url = `/pelayanan/${umum.layanan_uid}/asesmen`;
    const medis = { jenis: 'MEDIS', isi: { subjektif: 'Demam' } };
    expect((await call('POST', url, akun.poli, medis)).statusCode).toBe(403);
    expect((await call('POST', url, akun.dokter, keperawatan)).statusCode).toBe(403);
    // PERAWAT (ward nurse) has the nursing permission but not the clinic queue.
    expect((await call('POST', url, akun.perawat, keperawatan)).statusCode).toBe(403);
    expect((await call('GET', url, akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', url)).statusCode).toBe(401);
    const igdKind = await call('POST', url, akun.dokter, { jenis: 'MEDIS_IGD', isi: { subjektif: 'x' } });
    expect(igdKind.statusCode).toBe(400);
    const belum = await call('POST', `/pelayanan/${menunggu.layanan_uid}/asesmen`, akun.poli, keperawatan);
    expect(belum.statusCode).toBe(409);
    expect(belum.json().message).toContain('masih Menunggu');
    expect((await call('POST', url, akun.dokter, medis)).statusCode).toBe(201);
  });

  it('lets the doctor write the medical assessment of the hemodialysis room', async () => {
    const hd = await siapkanLayanan(t, akun.pendaftaran ?? '', {
      poli: 'HD',
      dokter: 'Hana Safitri',
      status: 'ON_PROCESS',
      nama: 'Pasien HD',
    });
    const url = `/pelayanan/${hd.layanan_uid}/asesmen`;
    const res = await call('POST', url, akun.dokter, {
      jenis: 'MEDIS_HD',
      isi: { subjektif: 'Sesak ringan', resep_hd: { durasi_jam: 4, qb: 250, qd: 500, target_uf: 2500 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    // The clinic nurse (POLI) has no place in the HD room.
    expect((await call('POST', url, akun.poli, keperawatan)).statusCode).toBe(403);
  });

  it('serves the chart header with the patient’s age and allergies', async () => {
    const res = await call('GET', `/pelayanan/${umum.layanan_uid}`, akun.dokter);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      poli: { jenis: 'RAWAT_JALAN' },
      antrian: { status: 'ON_PROCESS' },
      penjamin: 'UMUM',
      resume_final: false,
    });
    expect(res.json().respon.pasien.umur).toMatch(/T/);
    expect(
      (await call('GET', '/pelayanan/00000000-0000-0000-0000-000000000000', akun.dokter)).statusCode,
    ).toBe(404);
  });
});
