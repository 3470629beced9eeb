import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let apoteker: string;
let gudang: string;
let kasir: string;
let dokter: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, apoteker, gudang, kasir, dokter] = (await Promise.all(
    (['admin', 'apoteker', 'gudang', 'kasir', 'dokter'] as const).map((r) => t.login(r)),
  )) as [string, string, string, string, string];
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });

const JENIS = ['kategori', 'varian', 'sediaan', 'supplier', 'kelas_terapi'] as const;

describe('/farmasi/master/{jenis}', () => {
  it('every list is read by any signed-in role, searchable, limitless; 401 without a session', async () => {
    for (const j of JENIS) {
      const res = await call('GET', `/farmasi/master/${j}?limitless=true&status=AKTIF`, dokter);
      expect(res.statusCode, j).toBe(200);
      expect(res.json().respon.length, j).toBe(res.json().metadata.total_data);
      expect((await call('GET', `/farmasi/master/${j}`)).statusCode, j).toBe(401);
    }
    const sediaan = (await call('GET', '/farmasi/master/sediaan?search=tablet', kasir)).json().respon;
    expect(sediaan.map((s: { nama: string }) => s.nama)).toEqual(['Tablet']);
  });

  it('pages suppliers with offset/limit and searches the contact person', async () => {
    const p1 = (await call('GET', '/farmasi/master/supplier?limit=3&offset=0', apoteker)).json();
    const p2 = (await call('GET', '/farmasi/master/supplier?limit=3&offset=3', apoteker)).json();
    expect(p1.respon).toHaveLength(3);
    expect(p1.metadata).toMatchObject({ total_data: 8, offset: 0, limit: 3 });
    expect(p2.metadata.offset).toBe(3);
    const kode1 = p1.respon.map((s: { kode: string }) => s.kode);
    expect(p2.respon.some((s: { kode: string }) => kode1.includes(s.kode))).toBe(false);
    const cari = (await call('GET', '/farmasi/master/supplier?search=kartika', apoteker)).json().respon;
    expect(cari[0]).toMatchObject({ kode: 'APL', nama: 'PT Anugerah Pharmindo Lestari' });
  });

  it('APOTEKER and GUDANG write; KASIR and DOKTER get 403; 401 without session; audit row kept', async () => {
    for (const j of JENIS) {
      const body = { kode: `x-${j.slice(0, 3)}`, nama: `Uji ${j}` };
      expect((await call('POST', `/farmasi/master/${j}`, kasir, body)).statusCode, j).toBe(403);
      expect((await call('POST', `/farmasi/master/${j}`, dokter, body)).statusCode, j).toBe(403);
      expect((await call('POST', `/farmasi/master/${j}`, undefined, body)).statusCode, j).toBe(401);
      const res = await call('POST', `/farmasi/master/${j}`, j === 'supplier' ? gudang : apoteker, body);
      expect(res.statusCode, j).toBe(201);
      expect(res.json().respon).toMatchObject({ kode: body.kode.toUpperCase(), status: 'AKTIF' });
      const uid = res.json().respon.uid;
      expect((await call('PUT', `/farmasi/master/${j}/${uid}`, kasir, body)).statusCode, j).toBe(403);
      const ubah = await call('PUT', `/farmasi/master/${j}/${uid}`, apoteker, {
        ...body,
        nama: `Uji ${j} 2`,
      });
      expect(ubah.statusCode, j).toBe(200);
      expect(
        await countRows(t, `log_aktivitas where aksi = 'farmasi_${j}.update' and entitas_id = '${uid}'`),
      ).toBe(1);
    }
  });

  it('400 with field errors writes nothing; 409 for an active code; /validasi', async () => {
    const before = await countRows(t, 'farmasi_supplier');
    const bad = await call('POST', '/farmasi/master/supplier', admin, {
      kode: 'a b',
      nama: 'X',
      npwp: '123',
      email: 'bukan-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['kode', 'nama', 'npwp', 'email']),
    );
    expect(await countRows(t, 'farmasi_supplier')).toBe(before);
    const dup = await call('POST', '/farmasi/master/kategori', admin, { kode: 'obat', nama: 'Obat Lain' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('master.kode_sudah_dipakai');
    const ok = await call('POST', '/farmasi/master/supplier', admin, {
      kode: 'SUP9',
      nama: 'PT Uji Farma',
      npwp: '01.234.567.8-901.000',
      kontak_nama: 'Budi',
    });
    expect(ok.statusCode).toBe(201);
    const v = (await call('GET', '/farmasi/master/varian/validasi?field=kode&value=gen', dokter)).json();
    expect(v).toMatchObject({ tersedia: false, dipakai_oleh: { kode: 'GEN' } });
    expect((await call('GET', '/farmasi/master/varian/validasi?value=BARU', dokter)).json().tersedia).toBe(
      true,
    );
    expect((await call('GET', '/farmasi/master/varian/validasi', dokter)).statusCode).toBe(400);
  });

  it('DELETE deactivates, keeps the record readable and frees the code', async () => {
    const body = { kode: 'PUYER', nama: 'Puyer' };
    const uid = (await call('POST', '/farmasi/master/sediaan', apoteker, body)).json().respon.uid;
    expect((await call('DELETE', `/farmasi/master/sediaan/${uid}`, kasir)).statusCode).toBe(403);
    const del = await call('DELETE', `/farmasi/master/sediaan/${uid}`, apoteker);
    expect(del.statusCode).toBe(200);
    expect(del.json().respon.status).toBe('NONAKTIF');
    expect((await call('GET', `/farmasi/master/sediaan/${uid}`, dokter)).json().respon.status).toBe(
      'NONAKTIF',
    );
    expect(
      await countRows(t, `log_aktivitas where aksi = 'farmasi_sediaan.status' and entitas_id = '${uid}'`),
    ).toBe(1);
    expect((await call('POST', '/farmasi/master/sediaan', apoteker, body)).statusCode).toBe(201);
    const nf = await call('DELETE', '/farmasi/master/sediaan/00000000-0000-4000-8000-000000000000', apoteker);
    expect(nf.statusCode).toBe(404);
  });

  it('kelas terapi is a two-level tree', async () => {
    const atas = (await call('GET', '/farmasi/master/kelas_terapi?tingkat=1&limitless=true', dokter)).json()
      .respon;
    const sub = (await call('GET', '/farmasi/master/kelas_terapi?tingkat=2&limitless=true', dokter)).json()
      .respon;
    expect(atas.every((k: { induk_uid: string | null }) => k.induk_uid === null)).toBe(true);
    expect(sub.every((k: { induk_nama: string | null }) => k.induk_nama !== null)).toBe(true);
    const ainf = atas.find((k: { kode: string }) => k.kode === 'AINF');
    const anak = (await call('GET', `/farmasi/master/kelas_terapi?induk_uid=${ainf.uid}`, dokter)).json()
      .respon;
    expect(anak.map((k: { kode: string }) => k.kode)).toContain('AB-SEF');
    const cucu = await call('POST', '/farmasi/master/kelas_terapi', apoteker, {
      kode: 'CUCU',
      nama: 'Tingkat tiga',
      induk_uid: anak[0].uid,
    });
    expect(cucu.statusCode).toBe(400);
    expect(cucu.json().errors[0].path).toBe('induk_uid');
    const jadi = await call('POST', '/farmasi/master/kelas_terapi', apoteker, {
      kode: 'AB-MAK',
      nama: 'Antibiotik Makrolida',
      induk_uid: ainf.uid,
    });
    expect(jadi.json().respon).toMatchObject({ induk_uid: ainf.uid, induk_nama: 'Antiinfeksi' });
  });
});

describe('/farmasi/lokasi', () => {
  it('lists the demo locations; GUDANG creates, edits and deactivates; KASIR 403; 409 on code', async () => {
    const list = (await call('GET', '/farmasi/lokasi?limitless=true', dokter)).json().respon;
    expect(list.map((l: { kode: string }) => l.kode).sort()).toEqual(['DOK', 'DRI', 'DRJ', 'GF']);
    expect((await call('GET', '/farmasi/lokasi?jenis=GUDANG', dokter)).json().respon).toHaveLength(1);
    const body = { kode: 'DIGD', nama: 'Depo Farmasi IGD', jenis: 'DEPO' };
    expect((await call('POST', '/farmasi/lokasi', kasir, body)).statusCode).toBe(403);
    expect((await call('POST', '/farmasi/lokasi', undefined, body)).statusCode).toBe(401);
    const before = await countRows(t, 'farmasi_lokasi');
    expect((await call('POST', '/farmasi/lokasi', gudang, { ...body, jenis: 'KAMAR' })).statusCode).toBe(400);
    expect(await countRows(t, 'farmasi_lokasi')).toBe(before);
    const res = await call('POST', '/farmasi/lokasi', gudang, body);
    expect(res.statusCode).toBe(201);
    const uid = res.json().respon.uid;
    expect((await call('POST', '/farmasi/lokasi', gudang, { ...body, nama: 'Lain' })).statusCode).toBe(409);
    const ubah = await call('PUT', `/farmasi/lokasi/${uid}`, gudang, { ...body, nama: 'Depo IGD' });
    expect(ubah.json().respon.nama).toBe('Depo IGD');
    expect((await call('DELETE', `/farmasi/lokasi/${uid}`, kasir)).statusCode).toBe(403);
    expect((await call('DELETE', `/farmasi/lokasi/${uid}`, gudang)).json().respon.status).toBe('NONAKTIF');
    expect(await queryRows(t, `select status from farmasi_lokasi where uid = '${uid}'`)).toEqual([
      { status: 'NONAKTIF' },
    ]);
  });

  it('/detail shows who holds which rights; /user returns a user its locations with rights', async () => {
    const gf = (await call('GET', '/farmasi/lokasi?search=GF', admin)).json().respon[0];
    const detail = await call('GET', `/farmasi/lokasi/detail?uid=${gf.uid}`, apoteker);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().respon).toMatchObject({ kode: 'GF', jenis: 'GUDANG' });
    expect(detail.json().respon.pengguna).toEqual([
      expect.objectContaining({
        username: 'gudang',
        akses: expect.arrayContaining(['goods_receipt_create']),
      }),
    ]);
    expect((await call('GET', '/farmasi/lokasi/detail', apoteker)).statusCode).toBe(400);

    const own = (await call('GET', '/farmasi/lokasi/user', apoteker)).json().respon;
    expect(own.map((e: { lokasi: { kode: string } }) => e.lokasi.kode).sort()).toEqual(['DRI', 'DRJ']);
    const drj = own.find((e: { lokasi: { kode: string } }) => e.lokasi.kode === 'DRJ');
    expect(drj.akses).toEqual([
      'stock_requisition_create',
      'increment_stock',
      'decrement_stock',
      'return_stock',
    ]);
    const lain = await call('GET', '/farmasi/lokasi/user?username=gudang', admin);
    expect(lain.json().respon[0]).toMatchObject({ lokasi: { kode: 'GF' } });
    expect(lain.json().respon[0].akses).toHaveLength(9);
    expect((await call('GET', '/farmasi/lokasi/user?username=gudang', apoteker)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/lokasi/user?username=tidakada', admin)).statusCode).toBe(404);
    expect((await call('GET', '/farmasi/lokasi/user')).statusCode).toBe(401);
  });
});
