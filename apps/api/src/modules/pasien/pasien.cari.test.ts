import { periksaNik } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASIEN_DEMO, seedPasien } from '../../../seed/pasien.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { detailWilayah } from '../wilayah/wilayah.service.ts';
import { bodyPasien } from './pasien.factory.ts';

let t: TestApp;
let pp: string;
let igd: string;
let dokter: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  [pp, igd, dokter, kasir] = await Promise.all([
    t.login('pp'),
    t.login('igd'),
    t.login('dokter'),
    t.login('kasir'),
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });
const cari = async (search: string, cookie = igd) => {
  const res = await get(`/pasien?search=${encodeURIComponent(search)}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    respon: { no_rm: string; nama: string; nik_tersamar: string | null }[];
    metadata: { total_data: number };
  };
};

describe('demo patients', () => {
  it('are 30, numbered 00000001…00000030 in order, with NIKs that fit and real regions', async () => {
    const rows = await queryRows<{
      no_rm: string;
      nama: string;
      nik: string | null;
      jenis_kelamin: 'L' | 'P';
      tanggal_lahir: string;
      desa_kode: string;
      desa_nama: string;
      kecamatan_nama: string;
      kabupaten_nama: string;
      provinsi_nama: string;
    }>(t, 'select * from pasien order by no_rm');
    expect(rows).toHaveLength(PASIEN_DEMO.length);
    expect(rows.map((r) => r.no_rm)).toEqual(PASIEN_DEMO.map((_, i) => String(i + 1).padStart(8, '0')));
    expect(rows.map((r) => r.nama)).toEqual(PASIEN_DEMO.map((p) => p.nama));
    for (const r of rows) {
      if (r.nik) expect(periksaNik(r.nik, r), r.nama).toBeNull();
      const w = detailWilayah(r.desa_kode);
      expect([r.desa_nama, r.kecamatan_nama, r.kabupaten_nama, r.provinsi_nama], r.nama).toEqual([
        w.nama,
        w.kecamatan?.nama,
        w.kabupaten?.nama,
        w.provinsi?.nama,
      ]);
    }
    expect(await countRows(t, "nomor_urut where kunci = 'RM' and nilai = 30")).toBe(1);
    expect(await countRows(t, 'akun')).toBe(21);
  });

  it('are seeded once: running the seed again adds nothing and takes no number', async () => {
    expect(await t.database.db.transaction((tx) => seedPasien(tx))).toBe(0);
    expect(await countRows(t, "nomor_urut where kunci = 'RM' and nilai = 30")).toBe(1);
  });
});

describe('GET /pasien', () => {
  it('pages the newest first, 15 at a time, NIK partly hidden', async () => {
    const res = await get('/pasien', igd);
    expect(res.json().metadata).toEqual({ total_data: 30, offset: 0, limit: 15 });
    expect(res.json().respon[0]).toMatchObject({ no_rm: '00000030', nik_tersamar: null });
    const siti = (await cari('00000001')).respon[0];
    expect(siti).toMatchObject({
      nama: 'Siti Rahmawati',
      nik_tersamar: '327302******0001',
      alamat_singkat: 'Jl. Dago Barat No. 14 RT 003/RW 005, Dago, Kota Bandung',
    });
    expect(JSON.stringify(siti)).not.toContain('3273025205900001');
    const semua = await get('/pasien?limitless=true', igd);
    expect(semua.json().metadata).toEqual({ total_data: 30, offset: 0, limit: 15 });
    const akhir = await get('/pasien?offset=30', igd);
    expect(akhir.json()).toMatchObject({ respon: [], metadata: { total_data: 30 } });
  });

  it('finds by No. RM exactly or by its start', async () => {
    expect((await cari('1')).respon.map((p) => p.no_rm)).toEqual(['00000001']);
    expect((await cari('12')).respon[0]?.nama).toBe('Euis Komalasari');
    // '0000002' is No. RM 00000002 itself, then every number starting with those digits.
    expect((await cari('0000002')).respon.map((p) => p.no_rm)).toEqual([
      '00000002',
      ...Array.from({ length: 10 }, (_, i) => `000000${20 + i}`),
    ]);
  });

  it('finds by NIK, BPJS number and birth date', async () => {
    expect((await cari('3273 0252 0590 0001')).respon.map((p) => p.nama)).toEqual(['Siti Rahmawati']);
    expect((await cari('0001234567891')).respon.map((p) => p.nama)).toEqual(['Budi Santoso']);
    expect((await cari('12-05-1990')).respon.map((p) => p.nama)).toEqual(['Siti Rahmawati']);
    const tgl = await get('/pasien?tanggal_lahir=1984-10-02', igd);
    expect(tgl.json().respon.map((p: { nama: string }) => p.nama)).toEqual(['Euis Komalasari']);
    expect((await cari('123456789012')).metadata.total_data).toBe(0);
  });

  it('finds names by word starts and despite typos', async () => {
    expect((await cari('Sity Rahmawti')).respon[0]?.nama).toBe('Siti Rahmawati');
    expect((await cari('siti rahmawati')).respon[0]?.nama).toBe('Siti Rahmawati');
    expect((await cari('budi santosa')).respon[0]?.nama).toBe('Budi Santoso');
    const rahma = (await cari('rahma')).respon.map((p) => p.nama);
    expect(rahma).toEqual(expect.arrayContaining(['Siti Rahmawati', 'Rahmat Hidayat']));
    // 'Dewi Anggraini' and her newborn 'By. Ny. Dewi Anggraini' both, the mother's exact name first.
    expect((await cari('dewi anggraini')).respon.slice(0, 2).map((p) => p.nama)).toEqual([
      'Dewi Anggraini',
      'By. Ny. Dewi Anggraini',
    ]);
    expect((await cari('zzzyyyxxx')).metadata.total_data).toBe(0);
  });

  it('answers 401, 403 and 400', async () => {
    expect((await get('/pasien')).statusCode).toBe(401);
    expect((await get('/pasien', kasir)).statusCode).toBe(403);
    expect((await get('/pasien?tanggal_lahir=12-05-1990', igd)).statusCode).toBe(400);
    expect((await get('/pasien?status=HILANG', igd)).statusCode).toBe(400);
  });

  it('finds a birth date however it is typed: day first with any separator, year first, month in words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pasien',
      headers: { cookie: pp },
      payload: bodyPasien({ nama: 'Sulastri Wibowo', tanggal_lahir: '1980-11-26', jenis_kelamin: 'P' }),
    });
    expect(res.statusCode).toBe(201);
    for (const s of ['26-11-1980', '26/11/1980', '26 11 1980', '1980-11-26', '26.11.1980', '26 Nov 1980']) {
      expect(
        (await cari(s)).respon.map((p) => p.nama),
        s,
      ).toEqual(['Sulastri Wibowo']);
    }
  });
});

describe('GET /pasien/cek-duplikat', () => {
  it('finds the same NIK, the same name and birth date, and a similar name', async () => {
    const nik = await get('/pasien/cek-duplikat?nik=3273025205900001', pp);
    expect(nik.statusCode).toBe(200);
    expect(nik.json().respon).toMatchObject([{ pasien: { no_rm: '00000001' }, alasan: ['NIK_SAMA'] }]);
    const sama = await get(
      '/pasien/cek-duplikat?nama=Ny.%20SITI%20%20rahmawati&tanggal_lahir=1990-05-12',
      pp,
    );
    expect(sama.json().respon).toMatchObject([
      { pasien: { no_rm: '00000001' }, alasan: ['NAMA_TANGGAL_LAHIR_SAMA'] },
    ]);
    const mirip = await get('/pasien/cek-duplikat?nama=Sity%20Rahmawaty&tanggal_lahir=1990-05-12', pp);
    expect(mirip.json().respon).toMatchObject([{ alasan: ['NAMA_MIRIP'] }]);
    const lain = await get('/pasien/cek-duplikat?nama=Siti%20Rahmawati&tanggal_lahir=1991-05-12', pp);
    expect(lain.json().respon).toEqual([]);
    const bpjs = await get(
      '/pasien/cek-duplikat?no_bpjs=0001234567890&nama=Budi%20Santoso&tanggal_lahir=1978-11-03',
      pp,
    );
    expect(bpjs.json().respon.map((d: { alasan: string[] }) => d.alasan)).toEqual([
      ['NO_BPJS_SAMA'],
      ['NAMA_TANGGAL_LAHIR_SAMA'],
    ]);
  });

  it('leaves out the patient being edited and patients merged away', async () => {
    const [siti] = await queryRows<{ uid: string }>(t, "select uid from pasien where no_rm = '00000001'");
    const kecuali = await get(`/pasien/cek-duplikat?nik=3273025205900001&kecuali=${siti?.uid}`, pp);
    expect(kecuali.json().respon).toEqual([]);
    // A duplicate registered by mistake, then merged into Siti (merging itself is later work).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pasien',
      headers: { cookie: pp },
      payload: bodyPasien({ nama: 'Siti Rahmawaty', tanggal_lahir: '1990-05-12', jenis_kelamin: 'P' }),
    });
    const ganda = res.json().respon;
    await queryRows(t, `update pasien set digabung_ke = '${siti?.uid}' where uid = '${ganda.uid}'`);
    const dup = await get('/pasien/cek-duplikat?nama=Siti%20Rahmawaty&tanggal_lahir=1990-05-12', pp);
    expect(dup.json().respon.map((d: { pasien: { no_rm: string } }) => d.pasien.no_rm)).toEqual(['00000001']);
    expect((await cari(ganda.no_rm)).metadata.total_data).toBe(0);
    expect((await get(`/pasien/${ganda.uid}`, igd)).json().respon.digabung_ke).toBe(siti?.uid);
  });

  it('answers 401, 403 (read-only roles) and 400', async () => {
    expect((await get('/pasien/cek-duplikat?nik=3273025205900001')).statusCode).toBe(401);
    expect((await get('/pasien/cek-duplikat?nik=3273025205900001', dokter)).statusCode).toBe(403);
    const kosong = await get('/pasien/cek-duplikat?nama=Siti', pp);
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().message).toBe('nama: Isi NIK, nomor BPJS, atau nama beserta tanggal lahir');
    expect((await get('/pasien/cek-duplikat?nik=123', pp)).statusCode).toBe(400);
  });
});
