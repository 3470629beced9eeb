import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The regions load once per file, on the first request (module-level cache).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/wilayah${url}`, ...(cookie ? { headers: { cookie } } : {}) });
type W = { kode: string; kode_tanpa_titik: string; nama: string; tingkat: number; jenis: string };
type D = W & { provinsi: W | null; kabupaten: W | null; kecamatan: W | null };
const nama = (rows: W[]) => rows.map((w) => w.nama);

describe('GET /api/wilayah/provinsi', () => {
  it('lists the 38 provinces of the 2025 decree to anyone, without a session', async () => {
    const res = await get('/provinsi?limitless=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toHaveLength(38);
    expect(res.json().metadata).toEqual({ total_data: 38, offset: 0, limit: 38 });
    expect(res.json().respon[0]).toEqual({
      kode: '11',
      kode_tanpa_titik: '11',
      nama: 'Aceh',
      tingkat: 1,
      jenis: 'provinsi',
      kode_induk: null,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
  it('pages by 15 unless told otherwise', async () => {
    const first = await get('/provinsi');
    expect(first.json().respon).toHaveLength(15);
    expect(first.json().metadata).toEqual({ total_data: 38, offset: 0, limit: 15 });
    const last = await get('/provinsi?offset=30&limit=10');
    expect(last.json().respon).toHaveLength(8);
    expect(last.json().metadata).toEqual({ total_data: 38, offset: 30, limit: 10 });
  });
  it('answers the same with a session cookie, valid or stale', async () => {
    expect((await get('/provinsi', admin)).statusCode).toBe(200);
    expect((await get('/provinsi', 'rawat_sesi=kedaluwarsa')).statusCode).toBe(200);
  });
});

describe('GET /api/wilayah/kabupaten, /kecamatan, /desa', () => {
  it('lists the 27 kabupaten/kota of West Java (18 kabupaten, 9 kota)', async () => {
    const res = await get('/kabupaten?provinsi=32&limitless=true');
    expect(res.statusCode).toBe(200);
    const rows: W[] = res.json().respon;
    expect(rows).toHaveLength(27);
    expect(rows.filter((w) => w.jenis === 'kabupaten')).toHaveLength(18);
    expect(rows.filter((w) => w.jenis === 'kota')).toHaveLength(9);
    expect(rows.every((w) => w.kode.startsWith('32.'))).toBe(true);
  });
  it('takes the parent code with or without dots', async () => {
    const bertitik = await get('/kecamatan?kabupaten=32.73&limitless=true');
    const tanpaTitik = await get('/kecamatan?kabupaten=3273&limitless=true');
    expect(bertitik.json().metadata.total_data).toBe(30);
    expect(tanpaTitik.json()).toEqual(bertitik.json());
    expect(nama(bertitik.json().respon)).toContain('Coblong');
  });
  it('lists the six kelurahan of Coblong, Kota Bandung', async () => {
    const res = await get('/desa?kecamatan=327302&limitless=true');
    expect(nama(res.json().respon)).toEqual([
      'Cipaganti',
      'Lebak Gede',
      'Sadang Serang',
      'Dago',
      'Sekeloa',
      'Lebak Siliwangi',
    ]);
    expect(res.json().respon[3]).toMatchObject({
      kode: '32.73.02.1004',
      kode_tanpa_titik: '3273021004',
      jenis: 'kelurahan',
      kode_induk: '32.73.02',
    });
  });
  it('without a parent, pages through the whole level', async () => {
    const counts = await Promise.all(
      ['/kabupaten', '/kecamatan', '/desa'].map(async (p) => (await get(p)).json().metadata.total_data),
    );
    expect(counts).toEqual([514, 7285, 83762]);
  });
  it('searches names within the parent, best match first', async () => {
    const res = await get('/kabupaten?provinsi=32&search=BAND');
    expect(nama(res.json().respon)).toEqual(['Kabupaten Bandung', 'Kabupaten Bandung Barat', 'Kota Bandung']);
    expect(res.json().metadata.total_data).toBe(3);
    const dago = await get('/desa?kecamatan=32.73.02&search=dago');
    expect(nama(dago.json().respon)).toEqual(['Dago']);
  });
  it('answers 404 for a parent that does not exist', async () => {
    const res = await get('/kecamatan?kabupaten=32.99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Wilayah tidak ditemukan', code: 'wilayah.tidak_ditemukan' });
  });
  it('refuses bad input with 400 and the field at fault', async () => {
    const limit = await get('/provinsi?limit=abc');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().errors[0].path).toBe('limit');
    const level = await get('/kabupaten?provinsi=32.73');
    expect(level.statusCode).toBe(400);
    expect(level.json().errors[0]).toEqual({
      path: 'provinsi',
      message: 'Kode provinsi tidak valid (contoh 32)',
    });
    expect((await get('/desa?kecamatan=abc')).statusCode).toBe(400);
  });
});

describe('GET /api/wilayah/:kode', () => {
  it('answers a village with its chain, by a code with or without dots', async () => {
    const res = await get('/32.73.02.1004');
    expect(res.statusCode).toBe(200);
    const dago: D = res.json().respon;
    expect(dago).toMatchObject({ kode: '32.73.02.1004', nama: 'Dago', tingkat: 4, jenis: 'kelurahan' });
    expect([dago.provinsi?.nama, dago.kabupaten?.nama, dago.kecamatan?.nama]).toEqual([
      'Jawa Barat',
      'Kota Bandung',
      'Coblong',
    ]);
    expect((await get('/3273021004')).json()).toEqual(res.json());
    // A name holding a comma is quoted in the file and answered whole.
    expect((await get('/12.07.28.1007')).json().respon.nama).toBe('Lubuk Pakam I,II');
  });
  it('leaves the levels at and below the region empty', async () => {
    const jabar: D = (await get('/32')).json().respon;
    expect(jabar).toMatchObject({ nama: 'Jawa Barat', provinsi: null, kabupaten: null, kecamatan: null });
    const kota: D = (await get('/3273')).json().respon;
    expect([kota.provinsi?.kode, kota.kabupaten, kota.kecamatan]).toEqual(['32', null, null]);
  });
  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await get('/32.73.02.9999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Wilayah tidak ditemukan');
    for (const bad of ['/32.7', '/327.302', '/abc', '/32730210041']) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('GET /api/wilayah/cari', () => {
  it('finds a kecamatan by name, with its chain', async () => {
    const res = await get('/cari?search=coblong');
    expect(res.statusCode).toBe(200);
    const [coblong]: D[] = res.json().respon;
    expect(coblong).toMatchObject({ kode: '32.73.02', nama: 'Coblong', tingkat: 3, jenis: 'kecamatan' });
    expect(coblong?.kabupaten?.nama).toBe('Kota Bandung');
    expect(coblong?.provinsi?.nama).toBe('Jawa Barat');
  });
  it('tolerates case, spacing and the old spelling, and uses the names above', async () => {
    const first = async (q: string) => (await get(`/cari?search=${encodeURIComponent(q)}`)).json().respon[0];
    expect((await first('COBLONG')).kode).toBe('32.73.02');
    expect((await first('bukit tinggi')).nama).toBe('Kota Bukittinggi');
    expect((await first('Djakarta')).nama).toBe('Daerah Khusus Ibukota Jakarta');
    expect((await first('soerabaja')).nama).toBe('Kota Surabaya');
    expect(await first('dago coblong')).toMatchObject({ kode: '32.73.02.1004', nama: 'Dago' });
    expect((await first('regapu u')).nama).toBe('Regapu’u');
  });
  it('ranks exact names first, higher levels first, and pages', async () => {
    const res = await get('/cari?search=bandung&limit=2');
    expect(nama(res.json().respon)).toEqual(['Kabupaten Bandung', 'Kota Bandung']);
    expect(res.json().metadata).toMatchObject({ offset: 0, limit: 2 });
    expect(res.json().metadata.total_data).toBeGreaterThan(50);
    const kecamatan = await get('/cari?search=bandung&tingkat=3&limit=100');
    expect(kecamatan.json().respon.every((w: W) => w.tingkat === 3)).toBe(true);
  });
  it('refuses a search shorter than two letters', async () => {
    const res = await get('/cari?search=a');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ path: 'search', message: 'Kata kunci minimal 2 huruf' });
    expect((await get('/cari')).statusCode).toBe(400);
    expect((await get('/cari?search=zzqx')).json()).toEqual({
      respon: [],
      metadata: { total_data: 0, offset: 0, limit: 15 },
    });
  });
  it('is documented as public in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/wilayah/cari'].get['x-permission']).toBe('public');
    expect(doc.paths['/api/wilayah/{kode}'].get['x-permission']).toBe('public');
  });
});

describe('the shipped data and its search form', () => {
  it('folds names so spacing, case, punctuation and the old spelling do not matter', async () => {
    const { lipat } = await import('./wilayah.lipat.ts');
    expect(lipat('Bukit Tinggi')).toBe(lipat('Bukittinggi'));
    expect(lipat('Boekittinggi')).toBe('bukitingi');
    expect(lipat('Djakarta')).toBe(lipat('Jakarta'));
    expect(lipat('Jogjakarta')).toBe(lipat('Yogyakarta'));
    expect(lipat('Tjirebon')).toBe(lipat('Cirebon'));
    expect(lipat('Regapu’u')).toBe(lipat("regapu'u"));
    // Old spelling is read inside a word only: 'Pulo Enggano' keeps its o and e.
    expect(lipat('Pulo Enggano')).toBe('puloengano');
    expect(lipat('Pulo Enggano')).toContain(lipat('enggano'));
  });
  it('refuses a broken file instead of serving half of it', async () => {
    const { bangunIndeks } = await import('./wilayah.data.ts');
    const berkas = (...baris: string[]) =>
      bangunIndeks(Buffer.from(`kode,nama,tingkat,level,jenis,kode_induk\n${baris.join('\n')}\n`));
    const jabar = '32,Jawa Barat,1,provinsi,provinsi,';
    const bandung = '32.73,Kota Bandung,2,kabupaten_kota,kota,32';
    const lubuk = '32.73.01,"Lubuk ""Pakam"" I,II",3,kecamatan,kecamatan,32.73';
    const idx = berkas(jabar, bandung, lubuk);
    expect(idx.jumlah).toBe(3);
    expect(idx.wilayah(2)).toMatchObject({
      nama: 'Lubuk "Pakam" I,II',
      kode_induk: '32.73',
      jenis: 'kecamatan',
    });
    expect(() => berkas(bandung)).toThrow(/rusak di baris 2/); // parent missing
    expect(() => berkas('33,Jawa Tengah,1,provinsi,provinsi,', jabar)).toThrow(/rusak di baris 3/); // order
    expect(() => berkas(jabar, '32.73,Kota Bandung,2,kabupaten_kota,kecamatan,32')).toThrow(/rusak/); // jenis
    expect(() => berkas(jabar, '32.7,Kota Bandung,2,kabupaten_kota,kota,32')).toThrow(/rusak/); // code
    expect(() => bangunIndeks(Buffer.from('kode;nama\n'))).toThrow(/kepala kolom/);
  });
});
