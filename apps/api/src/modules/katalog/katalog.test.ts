import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../test/harness.ts';
import { muatKatalog } from './katalog.seed.ts';

// The harness does not load the catalogues (most test files never search them): this file does.
let t: TestApp;
let dimuat: { icd10: number; icd9: number; istilah: number };
let dokter: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  dimuat = await muatKatalog(t.database.db);
  [dokter, kasir] = await Promise.all([t.login('dokter'), t.login('kasir')]);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = dokter) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, ...(cookie ? { headers: { cookie } } : {}) });
const kode = async (url: string) => (await get(url)).json().respon.map((r: { kode: string }) => r.kode);
const cari10 = (q: string, extra = '') => kode(`/katalog/icd10?search=${encodeURIComponent(q)}${extra}`);

describe('loading the catalogues', () => {
  it('loads every ICD-10 and ICD-9-CM code once, with its trigram indexes', async () => {
    expect(dimuat).toEqual({ icd10: 12_130, icd9: 3_882, istilah: expect.any(Number) });
    expect(dimuat.istilah).toBeGreaterThan(500);
    expect(await countRows(t, 'icd10')).toBe(12_130);
    expect(await countRows(t, 'icd9cm')).toBe(3_882);
    const q = (s: string) =>
      t.database.db.execute(sql.raw(s)) as unknown as Promise<{ rows: { n: number }[] }>;
    // 2,048 three-character categories + 10,082 subcategories; leaves are the 10,082 plus the 474
    // categories that have no subdivision (I10, R05, ...).
    expect((await q('select count(*)::int as n from icd10 where level = 4')).rows[0]?.n).toBe(10_082);
    expect((await q('select count(*)::int as n from icd10 where leaf')).rows[0]?.n).toBe(10_556);
    // Every codable leaf has an Indonesian title now (126 came from the curated file, A09.0 …).
    expect((await q('select count(*)::int as n from icd10 where leaf and judul_id is null')).rows[0]?.n).toBe(
      0,
    );
    const indeks = await q(
      "select count(*)::int as n from pg_indexes where indexname in ('icd10_judul_cari_trgm_idx', 'icd9cm_judul_cari_trgm_idx')",
    );
    expect(indeks.rows[0]?.n).toBe(2);
    expect(await muatKatalog(t.database.db)).toEqual({ icd10: 0, icd9: 0, istilah: 0 });
    expect(await countRows(t, 'icd10')).toBe(12_130);
  });
});

describe('GET /katalog/icd10', () => {
  it('lists the whole catalogue by code, 15 a page, or only the codable leaves', async () => {
    const res = await get('/katalog/icd10');
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toEqual({ total_data: 12_130, offset: 0, limit: 15 });
    expect(res.json().respon[0]).toEqual({
      kode: 'A00',
      kode_tanpa_titik: 'A00',
      judul: 'Cholera',
      judul_id: null,
      level: 3,
      leaf: false,
      bab: '01',
      blok: 'A00-A09',
    });
    const leaf = await get('/katalog/icd10?hanya_leaf=true&limit=3');
    expect(leaf.json().metadata.total_data).toBe(10_556);
    expect(leaf.json().respon.map((r: { kode: string }) => r.kode)).toEqual(['A00.0', 'A00.1', 'A00.9']);
  });

  it('finds codes by prefix, with or without the dot, in any case', async () => {
    expect(await cari10('a09')).toEqual(['A09', 'A09.0', 'A09.9']);
    expect(await cari10('a09', '&hanya_leaf=true')).toEqual(['A09.0', 'A09.9']);
    expect(await cari10('A09.0')).toEqual(['A09.0']);
    expect(await cari10('a090')).toEqual(['A09.0']);
    const j18 = await cari10('J18');
    expect(j18[0]).toBe('J18');
    expect(j18.slice(1).every((k: string) => k.startsWith('J18.'))).toBe(true);
  });

  it('finds diagnoses by Indonesian or English words, best match first', async () => {
    const tifoid = (await get('/katalog/icd10?search=demam%20tifoid')).json();
    expect(tifoid.respon[0]).toMatchObject({
      kode: 'A01.0',
      judul: 'Typhoid fever',
      judul_id: 'Demam tifoid',
    });
    expect((await cari10('typhoid fever'))[0]).toBe('A01.0');
    expect((await cari10('TYPHOID'))[0]).toBe('A01.0');
    const diare = await cari10('diare', '&limit=50');
    expect(diare).toEqual(expect.arrayContaining(['A09', 'K59.1', 'P78.3']));
    // A09.9 has no Indonesian title of its own: its category's words still find it.
    expect(await cari10('diare', '&hanya_leaf=true&limit=50')).toEqual(
      expect.arrayContaining(['A09.0', 'A09.9', 'K59.1']),
    );
    // Words match from their start: 'tifoid' is not 'paratifoid'.
    expect(await cari10('demam tifoid')).toEqual(['A01.0']);
    // Diacritics do not matter: Ménière.
    expect(await cari10('meniere')).toEqual(['H81.0']);
  });

  it('tolerates a typo when nothing matches the words as typed', async () => {
    const res = (await get('/katalog/icd10?search=pnemonia')).json();
    expect(res.respon.length).toBeGreaterThan(0);
    expect(res.respon.every((r: { judul: string }) => /pneumonia/i.test(r.judul))).toBe(true);
    expect((await get('/katalog/icd10?search=qqqqzzzz')).json()).toEqual({
      respon: [],
      metadata: { total_data: 0, offset: 0, limit: 15 },
    });
  });

  it('pages through results without overlap and keeps the total', async () => {
    const a = (await get('/katalog/icd10?search=diabetes&limit=5')).json();
    const b = (await get('/katalog/icd10?search=diabetes&limit=5&offset=5')).json();
    expect(a.respon).toHaveLength(5);
    expect(b.respon).toHaveLength(5);
    expect(b.metadata).toEqual({ total_data: a.metadata.total_data, offset: 5, limit: 5 });
    expect(a.metadata.total_data).toBeGreaterThan(40);
    const semua = [...a.respon, ...b.respon].map((r: { kode: string }) => r.kode);
    expect(new Set(semua).size).toBe(10);
    const lewat = (await get(`/katalog/icd10?search=diabetes&offset=${a.metadata.total_data}`)).json();
    expect(lewat.respon).toEqual([]);
    expect(lewat.metadata.total_data).toBe(a.metadata.total_data);
  });

  it('needs a session (401) and refuses bad input (400)', async () => {
    expect((await get('/katalog/icd10?search=a09', null)).statusCode).toBe(401);
    expect((await get('/katalog/icd10?search=a09', kasir)).statusCode).toBe(200);
    const bad = await get('/katalog/icd10?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('limit');
    for (const q of ['limit=0', 'limit=101', 'offset=-1', 'hanya_leaf=ya', `search=${'a'.repeat(101)}`]) {
      expect((await get(`/katalog/icd10?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('GET /katalog/icd10/:kode', () => {
  it('answers one code written with or without the dot; 404 for an unknown one', async () => {
    const a = await get('/katalog/icd10/A09.0');
    expect(a.statusCode).toBe(200);
    expect(a.json().respon).toMatchObject({ kode: 'A09.0', level: 4, leaf: true });
    expect((await get('/katalog/icd10/a090')).json()).toEqual(a.json());
    expect((await get('/katalog/icd10/I10')).json().respon).toMatchObject({ level: 3, leaf: true });
    const none = await get('/katalog/icd10/Z99.99');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      message: 'Kode ICD-10 tidak ditemukan',
      code: 'katalog.icd10_tidak_ditemukan',
    });
    expect((await get('/katalog/icd10/A09.0', null)).statusCode).toBe(401);
  });
});

describe('GET /katalog/icd9 and /katalog/icd9/:kode', () => {
  it('lists, finds by code or words, and answers one procedure', async () => {
    const all = (await get('/katalog/icd9')).json();
    expect(all.metadata).toEqual({ total_data: 3_882, offset: 0, limit: 15 });
    expect(all.respon[0]).toEqual({
      kode: '00.01',
      kode_tanpa_titik: '0001',
      judul: 'Therapeutic ultrasound of vessels of head and neck',
      judul_singkat: 'Ther ult head & neck ves',
    });
    expect(await kode('/katalog/icd9?search=47.0')).toEqual(['47.01', '47.09']);
    expect(await kode('/katalog/icd9?search=470')).toEqual(['47.01', '47.09']);
    const apendektomi = (await get('/katalog/icd9?search=appendectomy')).json().respon;
    expect(apendektomi.map((r: { kode: string }) => r.kode)).toEqual(
      expect.arrayContaining(['47.01', '47.09']),
    );
    expect(apendektomi.every((r: { judul: string }) => /appendectomy/i.test(r.judul))).toBe(true);
    expect((await kode('/katalog/icd9?search=cesarean%20section'))[0]).toMatch(/^74\./);

    expect((await get('/katalog/icd9/99.04')).json().respon.kode).toBe('99.04');
    expect((await get('/katalog/icd9/9904')).json().respon.kode).toBe('99.04');
    const none = await get('/katalog/icd9/00.00');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Kode ICD-9-CM tidak ditemukan');
  });

  it('needs a session (401) and refuses bad input (400)', async () => {
    expect((await get('/katalog/icd9?search=47', null)).statusCode).toBe(401);
    expect((await get('/katalog/icd9/47.01', null)).statusCode).toBe(401);
    expect((await get('/katalog/icd9?limit=abc')).statusCode).toBe(400);
    expect((await get('/katalog/icd9?offset=x')).statusCode).toBe(400);
  });
});

type Baris10 = { kode: string; judul: string; judul_id: string | null; istilah?: string | null };
const pertama = async (q: string): Promise<Baris10 | undefined> =>
  (await get(`/katalog/icd10?search=${encodeURIComponent(q)}&hanya_leaf=true&limit=5`)).json().respon[0];

describe('Indonesian titles', () => {
  it('corrects wrong and half-translated titles and fills the missing ones', async () => {
    const judul = async (k: string) => (await get(`/katalog/icd10/${k}`)).json().respon.judul_id;
    // A38 Scarlet fever was 'Demam berdarah' (dengue's name) in the source translation.
    expect(await judul('A38')).toBe('Demam skarlatina');
    expect(await judul('O16')).toBe('Hipertensi maternal, tidak spesifik');
    expect(await judul('A09.0')).toBe(
      'Gastroenteritis dan kolitis lainnya dan tidak spesifik yang berasal dari infeksi',
    );
    expect(await judul('A09.9')).toBe('Gastroenteritis dan kolitis yang asalnya tidak spesifik');
    expect(await judul('I10')).toBe('Hipertensi esensial (primer)');
    expect(await judul('E11.9')).toBe('Diabetes melitus tidak tergantung insulin tanpa komplikasi');
    // Glossary, not the curated file: English qualifiers and word order.
    expect(await judul('E11.2')).toBe('Diabetes melitus tidak tergantung insulin dengan komplikasi ginjal');
    expect(await judul('R10.4')).toBe('Nyeri perut lainnya dan tidak spesifik');
    expect(await judul('N87.0')).toBe('Displasia serviks ringan');
    expect(await judul('V01.0')).toBe(
      'Pejalan kaki terluka dalam tabrakan dengan sepeda, kecelakaan bukan lalu lintas',
    );
    const sisa = await t.database.db.execute(
      sql.raw(
        "select count(*)::int as n from icd10 where judul_id ~ '\\m(Unspecified|nontraffic|noncollision|Tidak disebutkan|Pengiriman|mellitus)\\M'",
      ),
    );
    expect((sisa as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('brings an older database up to date at start-up, keeping the usage counts', async () => {
    const db = t.database.db;
    await db.execute(sql.raw(`update icd10 set judul_id = 'Demam berdarah' where kode = 'A38'`));
    await db.execute(sql.raw(`delete from icd10_istilah where kode = 'A91'`));
    await db.execute(sql.raw(`insert into icd10_pemakaian (kode, jumlah) values ('A38', 3)`));
    await db.execute(sql.raw(`comment on table icd10 is 'rawat-katalog-icd10:lama'`));
    const ulang = await muatKatalog(db);
    expect(ulang).toMatchObject({ icd10: 12_130, icd9: 0 });
    expect((await get('/katalog/icd10/A38')).json().respon.judul_id).toBe('Demam skarlatina');
    expect((await pertama('DBD'))?.kode).toBe('A91');
    const pakai = await db.execute(
      sql.raw(`select jumlah::int as n from icd10_pemakaian where kode = 'A38'`),
    );
    expect((pakai as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
    await db.execute(sql.raw(`delete from icd10_pemakaian`));
    expect(await muatKatalog(db)).toEqual({ icd10: 0, icd9: 0, istilah: 0 });
  });
});

// What a doctor types at the clinic, and the code that must come first (the picker's query:
// leaves only). Terms come from icd10_istilah.csv; titles from the corrected translation.
const PENCARIAN: [string, string][] = [
  ['demam berdarah', 'A91'],
  ['DBD', 'A91'],
  ['DHF', 'A91'],
  ['demam berdarah dengue', 'A91'],
  ['dengue haemorrhagic fever', 'A91'],
  ['demam dengue', 'A90'],
  ['hipertensi', 'I10'],
  ['HT', 'I10'],
  ['darah tinggi', 'I10'],
  ['nasofaringitis', 'J00'],
  ['common cold', 'J00'],
  ['ISPA', 'J06.9'],
  ['diare', 'A09.9'],
  ['GEA', 'A09.9'],
  ['tifoid', 'A01.0'],
  ['tipes', 'A01.0'],
  ['demam tifoid', 'A01.0'],
  ['typhoid fever', 'A01.0'],
  ['DM tipe 2', 'E11.9'],
  ['kencing manis', 'E11.9'],
  ['diabetes', 'E11.9'],
  ['TB paru', 'A15.0'],
  ['TBC', 'A15.0'],
  ['maag', 'K30'],
  ['dispepsia', 'K30'],
  ['gastritis', 'K29.7'],
  ['asma', 'J45.9'],
  ['ISK', 'N39.0'],
  ['pneumonia', 'J18.9'],
  ['stroke', 'I64'],
  ['CHF', 'I50.0'],
  ['PPOK', 'J44.9'],
  ['vertigo', 'R42'],
  ['cephalgia', 'R51'],
  ['febris', 'R50.9'],
  ['obs febris', 'R50.9'],
  ['faringitis', 'J02.9'],
  ['tonsilitis', 'J03.9'],
  ['OMA', 'H66.9'],
  ['konjungtivitis', 'H10.9'],
  ['dermatitis', 'L30.9'],
  ['scabies', 'B86'],
  ['skabies', 'B86'],
  ['karies', 'K02.9'],
  ['caries', 'K02.9'],
  ['pulpitis', 'K04.0'],
  ['KEK', 'E46'],
  ['anemia', 'D64.9'],
  ['hiperlipidemia', 'E78.5'],
  ['dislipidemia', 'E78.5'],
  ['asam urat', 'M10.9'],
  ['gout', 'M10.9'],
  ['CKD', 'N18.9'],
  ['BPH', 'N40'],
  ['mialgia', 'M79.1'],
  ['LBP', 'M54.5'],
  ['hemoroid', 'I84.9'],
  ['apendisitis akut', 'K35.8'],
  ['I10', 'I10'],
  ['a91', 'A91'],
];

describe('typical searches', () => {
  it.each(PENCARIAN)('"%s" gives %s first', async (q, kode) => {
    expect((await pertama(q))?.kode).toBe(kode);
  });

  it('answers the Indonesian title and the term that matched', async () => {
    expect(await pertama('kencing manis')).toMatchObject({
      kode: 'E11.9',
      judul: 'Non-insulin-dependent diabetes mellitus: Without complications',
      judul_id: 'Diabetes melitus tidak tergantung insulin tanpa komplikasi',
      istilah: 'kencing manis',
    });
  });

  it('ranks, among equal matches, the codes this hospital uses most first', async () => {
    const kolera = async () =>
      (await get('/katalog/icd10?search=kolera&hanya_leaf=true'))
        .json()
        .respon.slice(0, 3)
        .map((r: Baris10) => r.kode);
    // Three titles that start with 'Kolera': unused, the shortest title comes first.
    expect(await kolera()).toEqual(['A00.9', 'A00.1', 'A00.0']);
    await t.database.db.execute(
      sql.raw(`insert into icd10_pemakaian (kode, jumlah) values ('A00.0', 4), ('A00.1', 2)`),
    );
    expect(await kolera()).toEqual(['A00.0', 'A00.1', 'A00.9']);
    // Usage reorders within a tier, never above a better match: the term still wins.
    await t.database.db.execute(sql.raw(`insert into icd10_pemakaian (kode, jumlah) values ('A90', 50)`));
    expect((await pertama('demam berdarah'))?.kode).toBe('A91');
    await t.database.db.execute(sql.raw(`delete from icd10_pemakaian`));
  });
});
