import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTindakan } from '../../../../seed/master/tindakan.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { muatKatalog } from '../../katalog/katalog.seed.ts';
import { tarifBerlaku } from '../tarif/tarif.service.ts';
import { hargaTindakan } from './tindakan.service.ts';

// A fixed clock: tariffs are dated, and the demo price lists start on 2026-01-01.
const HARI_INI = '2026-03-10';
const KEMARIN = '2026-03-09';
const NANTI = '2026-04-01';

let t: TestApp;
let admin: string;
let management: string;
let kasir: string;
let dokter: string;
const poliUid: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(`${HARI_INI}T09:00:00+07:00`) });
  // The harness leaves the catalogues empty; ICD-9-CM codes are checked against this one.
  await muatKatalog(t.database.db);
  [admin, management, kasir, dokter] = await Promise.all([
    t.login('admin'),
    t.login('management'),
    t.login('kasir'),
    t.login('dokter'),
  ]);
  for (const p of (await call('GET', '/master/poli?limitless=true', admin)).json().respon)
    poliUid[p.kode] = p.uid;
}, 30_000);
afterAll(() => t.close());

const call = panggil(() => t);

interface Item {
  uid: string;
  kode: string;
  nama: string;
  kategori: string;
  kode_icd9: string | null;
  judul_icd9: string | null;
  poli_uids: string[];
  tarif_umum_rj: number | null;
}
const daftar = async (query: string, cookie = dokter): Promise<Item[]> =>
  (await call('GET', `/master/tindakan?limitless=true&${query}`, cookie)).json().respon;
const satu = async (kode: string): Promise<Item> => {
  const [item] = (await daftar(`search=${encodeURIComponent(kode)}`)).filter((i) => i.kode === kode);
  if (!item) throw new Error(`tindakan ${kode} tidak ada`);
  return item;
};

describe('/master/tindakan', () => {
  it('lists the demo procedures to any signed-in role with ICD-9-CM title and outpatient price; 401 without a session', async () => {
    const semua = await daftar('status=AKTIF');
    expect(semua.length).toBeGreaterThanOrEqual(100);
    // Every demo ICD-9-CM code is in the catalogue.
    expect(semua.filter((i) => i.kode_icd9 && !i.judul_icd9).map((i) => i.kode)).toEqual([]);
    expect(await satu('KON-UMUM')).toMatchObject({ kategori: 'KONSULTASI', tarif_umum_rj: 50_000 });
    expect(await satu('OPK-HECT-5')).toMatchObject({
      kode_icd9: '86.59',
      judul_icd9: 'Closure of skin and subcutaneous tissue of other sites',
      tarif_umum_rj: 100_000,
    });
    // Ward-only procedures have no outpatient price.
    expect((await satu('VIS-SP')).tarif_umum_rj).toBeNull();
    expect((await call('GET', '/master/tindakan', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/master/tindakan?kategori=OBAT', admin)).statusCode).toBe(400);
    const konsul = await daftar('kategori=KONSULTASI');
    expect(konsul.length).toBeGreaterThan(5);
    expect(new Set(konsul.map((i) => i.kategori))).toEqual(new Set(['KONSULTASI']));
    // Searching by ICD-9-CM code works too.
    expect((await daftar('search=39.95')).map((i) => i.kode).sort()).toEqual(['MED-HD', 'MED-HD-CITO']);
    // Running the seed again adds nothing.
    const [n, tarif] = [await countRows(t, 'tindakan'), await countRows(t, 'tarif')];
    await seedTindakan(t.database.db);
    expect([await countRows(t, 'tindakan'), await countRows(t, 'tarif')]).toEqual([n, tarif]);
  });

  it('filters by clinic: procedures with no clinic list, or whose list holds it', async () => {
    const gigi = (await daftar(`poli=${poliUid.GIGI}`)).map((i) => i.kode);
    expect(gigi).toEqual(expect.arrayContaining(['KON-GIGI', 'GIG-CABUT-P', 'KEP-INJ-IV', 'MED-EKG']));
    expect(gigi).not.toContain('KON-PD');
    expect(gigi).not.toContain('OPK-HECT-5');
    const igdKonsul = (await daftar(`poli=${poliUid.IGD}&kategori=KONSULTASI`)).map((i) => i.kode);
    expect(igdKonsul).toContain('KON-IGD');
    expect(igdKonsul).not.toContain('KON-UMUM');
    expect((await call('GET', '/master/tindakan?poli=bukan-uid', admin)).statusCode).toBe(400);
  });

  it('lets ADMIN create a procedure (ICD-9-CM code written with its dot), with an audit row; KASIR/DOKTER 403, 401', async () => {
    const body = {
      kode: 'tm-artro',
      nama: 'Artrosentesis (Pungsi Sendi)',
      kategori: 'TINDAKAN_MEDIS',
      kode_icd9: '8191',
      poli_uids: [poliUid.INTERNA, poliUid.UMUM],
    };
    expect((await call('POST', '/master/tindakan', kasir, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/tindakan', dokter, body)).statusCode).toBe(403);
    expect((await call('POST', '/master/tindakan', undefined, body)).statusCode).toBe(401);
    const res = await call('POST', '/master/tindakan', admin, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      kode: 'TM-ARTRO',
      kode_icd9: '81.91',
      judul_icd9: 'Arthrocentesis',
      golongan: null,
      tarif_umum_rj: null,
      status: 'AKTIF',
    });
    expect(res.json().respon.poli.map((p: { kode: string }) => p.kode)).toEqual(['INTERNA', 'UMUM']);
    expect(await countRows(t, "log_aktivitas where aksi = 'tindakan.create'")).toBe(1);
  });

  it('refuses a bad body, an unknown ICD-9-CM code and a retired clinic with 400, writing nothing', async () => {
    const before = [await countRows(t, 'tindakan'), await countRows(t, 'tindakan_poli')];
    const bad = await call('POST', '/master/tindakan', admin, {
      kode: 'a b',
      nama: 'X',
      kategori: 'TINDAKAN_OPERATIF',
      kode_icd9: '9.9',
      poli_uids: ['bukan-uid'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['kode', 'nama', 'golongan', 'kode_icd9']),
    );
    const sah = { kode: 'TM-X', nama: 'Tindakan Uji', kategori: 'TINDAKAN_MEDIS' };
    const icd = await call('POST', '/master/tindakan', admin, { ...sah, kode_icd9: '00.00' });
    expect(icd.statusCode).toBe(400);
    expect(icd.json().errors).toEqual([
      { path: 'kode_icd9', message: 'Kode ICD-9-CM tidak ditemukan di katalog' },
    ]);
    const golongan = await call('POST', '/master/tindakan', admin, { ...sah, golongan: 'KECIL' });
    expect(golongan.json().errors[0].path).toBe('golongan');
    const tidakAda = await call('POST', '/master/tindakan', admin, {
      ...sah,
      poli_uids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(tidakAda.json().errors[0]).toMatchObject({ path: 'poli_uids' });

    const kulit = await call('POST', '/master/poli', admin, {
      kode: 'KULIT',
      nama: 'Poli Kulit',
      jenis: 'RAWAT_JALAN',
      prefix_antrian: 'L',
    });
    await call('PUT', `/master/poli/${kulit.json().respon.uid}/status`, admin, { status: 'NONAKTIF' });
    const retired = await call('POST', '/master/tindakan', admin, {
      ...sah,
      poli_uids: [kulit.json().respon.uid],
    });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().message).toBe('Poliklinik Poli Kulit sudah nonaktif; pilih yang aktif');
    expect([await countRows(t, 'tindakan'), await countRows(t, 'tindakan_poli')]).toEqual(before);
  });

  it('answers 409 for a code or name held by an active procedure', async () => {
    const kode = await call('POST', '/master/tindakan', management, {
      kode: 'KON-UMUM',
      nama: 'Konsultasi Lain',
      kategori: 'KONSULTASI',
    });
    expect(kode.statusCode).toBe(409);
    expect(kode.json()).toMatchObject({ code: 'master.kode_sudah_dipakai', errors: [{ path: 'kode' }] });
    const nama = await call('POST', '/master/tindakan', management, {
      kode: 'KON-X',
      nama: 'konsultasi dokter umum',
      kategori: 'KONSULTASI',
    });
    expect(nama.json().code).toBe('master.nama_sudah_dipakai');
  });

  it('edits the clinics (unchanged ICD-9-CM code kept) with a before/after audit row', async () => {
    const item = await satu('TM-ARTRO');
    const res = await call('PUT', `/master/tindakan/${item.uid}`, management, {
      ...item,
      kode_icd9: '81.91',
      poli_uids: [poliUid.INTERNA],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.poli_uids).toEqual([poliUid.INTERNA]);
    const [log] = await queryRows<{ detail: { sebelum: object; sesudah: object } }>(
      t,
      "select detail from log_aktivitas where aksi = 'tindakan.update' order by waktu desc limit 1",
    );
    expect(log?.detail.sebelum).toMatchObject({ poli_uids: [poliUid.INTERNA, poliUid.UMUM] });
    expect(log?.detail.sesudah).toMatchObject({ poli_uids: [poliUid.INTERNA] });
    expect(await countRows(t, `tindakan_poli where tindakan_uid = '${item.uid}'`)).toBe(1);
  });
});

describe('/master/tindakan/:uid/tarif', () => {
  const tarifUrl = (uid: string) => `/master/tindakan/${uid}/tarif`;

  it('sets a price list for today and one for later; GET shows the one in force and the history', async () => {
    const item = await satu('TM-ARTRO');
    const hariIni = {
      berlaku_mulai: HARI_INI,
      tarif: [
        { penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 80_000 },
        { penjamin: 'BPJS', kelas: 'RAWAT_JALAN', jumlah: 70_000 },
      ],
    };
    expect((await call('PUT', tarifUrl(item.uid), kasir, hariIni)).statusCode).toBe(403);
    expect((await call('PUT', tarifUrl(item.uid), dokter, hariIni)).statusCode).toBe(403);
    expect((await call('PUT', tarifUrl(item.uid), admin, hariIni)).statusCode).toBe(200);
    const nanti = {
      berlaku_mulai: NANTI,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 90_000 }],
    };
    expect((await call('PUT', tarifUrl(item.uid), admin, nanti)).statusCode).toBe(200);

    const get = await call('GET', tarifUrl(item.uid), kasir);
    expect(get.statusCode).toBe(200);
    const sel = (l: { penjamin: string; jumlah: number; berlaku_mulai: string }[]) =>
      l.map((x) => `${x.penjamin} ${x.jumlah} ${x.berlaku_mulai}`).sort();
    expect(sel(get.json().respon.berlaku)).toEqual([`BPJS 70000 ${HARI_INI}`, `UMUM 80000 ${HARI_INI}`]);
    expect(get.json().respon.riwayat).toHaveLength(3);
    const kelak = (await call('GET', `${tarifUrl(item.uid)}?tanggal=${NANTI}`, dokter)).json().respon;
    expect(sel(kelak.berlaku)).toEqual([`BPJS 70000 ${HARI_INI}`, `UMUM 90000 ${NANTI}`]);
    expect((await satu('TM-ARTRO')).tarif_umum_rj).toBe(80_000);
    expect(await countRows(t, `log_aktivitas where aksi = 'tarif.set' and entitas_id = '${item.uid}'`)).toBe(
      2,
    );
  });

  it('refuses a date in the past with 400 and writes nothing', async () => {
    const item = await satu('TM-ARTRO');
    const before = await countRows(t, 'tarif');
    const res = await call('PUT', tarifUrl(item.uid), admin, {
      berlaku_mulai: KEMARIN,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 1_000 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('berlaku_mulai');
    expect(await countRows(t, 'tarif')).toBe(before);
  });

  it("changing today's list leaves the price read for yesterday as it was", async () => {
    const nebu = await satu('KEP-NEBU');
    const res = await call('PUT', tarifUrl(nebu.uid), management, {
      berlaku_mulai: HARI_INI,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 45_000 }],
    });
    expect(res.statusCode).toBe(200);
    const cari = { jenis: 'TINDAKAN', penjamin: 'UMUM', kelas: 'RAWAT_JALAN' } as const;
    const db = t.database.db;
    expect((await tarifBerlaku(db, [nebu.uid], { ...cari, tanggal: KEMARIN })).get(nebu.uid)).toBe(40_000);
    expect((await tarifBerlaku(db, [nebu.uid], { ...cari, tanggal: HARI_INI })).get(nebu.uid)).toBe(45_000);
    // The demo BPJS price of Kelas 1 is untouched by a UMUM outpatient change.
    expect(
      (
        await tarifBerlaku(db, [nebu.uid], { ...cari, penjamin: 'BPJS', kelas: 'KELAS_1', tanggal: HARI_INI })
      ).get(nebu.uid),
    ).toBe(54_000);
  });

  it('prices procedures for the cashier: own price, else UMUM; 400 when neither is set', async () => {
    const db = t.database.db;
    const [artro, konsul] = [await satu('TM-ARTRO'), await satu('KON-UMUM')];
    const cari = { tindakan_uids: [artro.uid, konsul.uid], kelas: 'RAWAT_JALAN', tanggal: HARI_INI } as const;
    const asuransi = await hargaTindakan(db, { ...cari, penjamin: 'ASURANSI' });
    // No ASURANSI price for TM-ARTRO: the UMUM one applies.
    expect(asuransi.get(artro.uid)).toMatchObject({ jumlah: 80_000, jenis_transaksi: 'TINDAKAN' });
    expect(asuransi.get(konsul.uid)).toMatchObject({ jumlah: 58_000, jenis_transaksi: 'KONSUL' });
    expect((await hargaTindakan(db, { ...cari, penjamin: 'BPJS' })).get(artro.uid)?.jumlah).toBe(70_000);
    await expect(hargaTindakan(db, { ...cari, penjamin: 'BPJS', kelas: 'KELAS_1' })).rejects.toMatchObject({
      status: 400,
      code: 'tindakan.tarif_belum_diatur',
      message: 'Tarif Artrosentesis (Pungsi Sendi) untuk BPJS Kesehatan Kelas 1 belum diatur',
    });
  });

  it('answers 409 when the procedure is retired, and 404 for an unknown one', async () => {
    const item = await satu('TM-ARTRO');
    const status = `/master/tindakan/${item.uid}/status`;
    expect((await call('PUT', status, kasir, { status: 'NONAKTIF' })).statusCode).toBe(403);
    expect((await call('PUT', status, admin, { status: 'NONAKTIF' })).statusCode).toBe(200);
    const res = await call('PUT', tarifUrl(item.uid), admin, {
      berlaku_mulai: HARI_INI,
      tarif: [{ penjamin: 'UMUM', kelas: 'RAWAT_JALAN', jumlah: 85_000 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('tarif.data_nonaktif');
    // A retired procedure's prices stay readable.
    expect((await call('GET', tarifUrl(item.uid), dokter)).statusCode).toBe(200);
    expect((await call('GET', tarifUrl('00000000-0000-4000-8000-000000000000'), dokter)).statusCode).toBe(
      404,
    );
  });
});
