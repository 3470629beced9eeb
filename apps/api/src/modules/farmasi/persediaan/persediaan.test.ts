import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

// Monday 7 January 2030, 09.00 WIB.
const SEKARANG = new Date('2030-01-07T02:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const lokasi: Record<string, string> = {};
const obat: Record<string, string> = {};

type Batch = { uid: string; batch: string; kedaluwarsa: string; jumlah: number; harga_satuan: number };
type Stok = {
  produk: { uid: string };
  lokasi: { uid: string };
  jumlah: number;
  nilai: number;
  stok_minimum: number | null;
  kedaluwarsa_terdekat: string | null;
  batches: Batch[];
};

beforeAll(async () => {
  t = await createTestApp({ now: () => SEKARANG });
  for (const r of ['gudang', 'apoteker', 'kasir']) akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    lokasi[r.kode] = r.uid;
  for (const r of await queryRows<{ uid: string; kode: string }>(
    t,
    "select uid, kode from farmasi_produk where kode in ('PCT500', 'AMOX500')",
  ))
    obat[r.kode] = r.uid;
});
afterAll(() => t.close());

async function stok(query: string): Promise<Stok[]> {
  const res = await call('GET', `/farmasi/stok?limitless=true&${query}`, akun.gudang);
  expect(res.statusCode).toBe(200);
  return res.json().respon;
}
const batchDi = async (produk: string, kode: string, batch: string) =>
  (await stok(`lokasi_uid=${lokasi[kode]}&produk_uid=${obat[produk]}`))[0]?.batches.find(
    (b) => b.batch === batch,
  );

async function tambah(items: object[], kode = 'GF', cookie = akun.gudang) {
  return call('POST', '/farmasi/stok/penyesuaian', cookie, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: lokasi[kode],
    alasan: 'Stok awal uji',
    items,
  });
}

describe('stock on hand and the stock card', () => {
  beforeAll(async () => {
    const res = await tambah([
      { produk_uid: obat.PCT500, batch: 'UJI-A', kedaluwarsa: '2031-06-30', jumlah: 100, harga_satuan: 200 },
      // Expires in 30 days: near expiry.
      { produk_uid: obat.PCT500, batch: 'UJI-B', kedaluwarsa: '2030-02-06', jumlah: 50, harga_satuan: 250 },
      { produk_uid: obat.AMOX500, batch: 'UJI-C', kedaluwarsa: '2032-01-31', jumlah: 30 },
    ]);
    expect(res.statusCode).toBe(201);
    const [hd] = await queryRows<{ h: number }>(
      t,
      `select harga_dasar::int as h from farmasi_produk where uid = '${obat.AMOX500}'`,
    );
    expect(res.json().respon).toMatchObject({
      nomor: 'TBH-20300107-0001',
      jenis: 'PENAMBAHAN',
      total: 100 * 200 + 50 * 250 + 30 * (hd?.h ?? 0),
    });
  });

  it('sums the batches per product and location, equal to the ledger', async () => {
    const [pct] = await stok(`lokasi_uid=${lokasi.GF}&produk_uid=${obat.PCT500}`);
    const a = pct?.batches.find((b) => b.batch === 'UJI-A');
    const b = pct?.batches.find((b) => b.batch === 'UJI-B');
    expect(a).toMatchObject({ jumlah: 100, harga_satuan: 200, kedaluwarsa: '2031-06-30' });
    expect(b).toMatchObject({ jumlah: 50, harga_satuan: 250 });
    expect(pct?.kedaluwarsa_terdekat).toBe('2030-02-06');
    expect(pct?.stok_minimum).toBeGreaterThan(0);
    // Every row of the list agrees with the ledger (quantity) and with its batches (value).
    const semua = await stok('');
    const ledger = await queryRows<{ produk_uid: string; lokasi_uid: string; n: number }>(
      t,
      'select produk_uid, lokasi_uid, sum(jumlah)::int as n from farmasi_stok_mutasi group by 1, 2',
    );
    for (const l of ledger) {
      const row = semua.find((s) => s.produk.uid === l.produk_uid && s.lokasi.uid === l.lokasi_uid);
      expect(row?.jumlah).toBe(l.n);
      expect(row?.nilai).toBe(row?.batches.reduce((n, x) => n + x.jumlah * x.harga_satuan, 0));
    }
    // AMOX500 was valued at the product's harga dasar.
    const [hd] = await queryRows<{ h: number }>(
      t,
      `select harga_dasar::int as h from farmasi_produk where uid = '${obat.AMOX500}'`,
    );
    expect((await batchDi('AMOX500', 'GF', 'UJI-C'))?.harga_satuan).toBe(hd?.h);
  });

  it('filters near-expiry and below-minimum rows, and pages with the list envelope', async () => {
    const hampir = await stok(`lokasi_uid=${lokasi.GF}&hampir_kedaluwarsa=true`);
    expect(hampir.map((s) => s.produk.uid)).toContain(obat.PCT500);
    expect(hampir.map((s) => s.produk.uid)).not.toContain(obat.AMOX500);
    const kurang = await stok('di_bawah_minimum=true');
    expect(kurang.length).toBeGreaterThan(0);
    for (const s of kurang) expect(s.jumlah).toBeLessThan(s.stok_minimum ?? 0);
    const res = await call('GET', `/farmasi/stok?lokasi_uid=${lokasi.DRJ}&limit=5&offset=5`, akun.apoteker);
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata).toMatchObject({ offset: 5, limit: 5 });
    expect(res.json().metadata.total_data).toBeGreaterThan(5);
    expect(
      (await call('GET', `/farmasi/stok?search=paracetamol&lokasi_uid=${lokasi.GF}`, akun.gudang)).json()
        .respon[0].produk.uid,
    ).toBe(obat.PCT500);
  });

  it('lists the stock card rows with filters, newest first', async () => {
    const res = await call(
      'GET',
      `/farmasi/stok/mutasi?produk_uid=${obat.PCT500}&lokasi_uid=${lokasi.GF}&jenis=PENAMBAHAN&dari=2030-01-07&sampai=2030-01-07`,
      akun.gudang,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.total_data).toBe(2);
    expect(body.respon[0]).toMatchObject({
      jenis: 'PENAMBAHAN',
      nomor_dokumen: 'TBH-20300107-0001',
      oleh: expect.any(String),
    });
    const sebelum = await call(
      'GET',
      `/farmasi/stok/mutasi?produk_uid=${obat.PCT500}&sampai=2030-01-06`,
      akun.gudang,
    );
    expect(sebelum.json().metadata.total_data).toBe(0);
    expect((await call('GET', '/farmasi/stok/mutasi?dari=2030-13-01', akun.gudang)).statusCode).toBe(400);
  });

  it('refuses readers without farmasi.stok:read', async () => {
    expect((await call('GET', '/farmasi/stok', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/stok/mutasi', akun.kasir)).statusCode).toBe(403);
  });
});

describe('manual adjustments', () => {
  it('removes expired or damaged stock from a named batch, reason required', async () => {
    const b = await batchDi('PCT500', 'GF', 'UJI-B');
    const dokumen = await countRows(t, 'farmasi_dokumen');
    const tanpaAlasan = await call('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
      jenis: 'PENGURANGAN',
      lokasi_uid: lokasi.GF,
      items: [{ batch_uid: b?.uid, jumlah: 5 }],
    });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().errors[0].path).toBe('alasan');
    const res = await call('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
      jenis: 'PENGURANGAN',
      lokasi_uid: lokasi.GF,
      alasan: 'Kemasan rusak terkena air',
      items: [{ batch_uid: b?.uid, jumlah: 10 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({ nomor: 'KRG-20300107-0001', total: 2500 });
    expect((await batchDi('PCT500', 'GF', 'UJI-B'))?.jumlah).toBe(40);
    expect(await countRows(t, 'farmasi_dokumen')).toBe(dokumen + 1);
    const [m] = await queryRows<{ jenis: string; jumlah: number; keterangan: string }>(
      t,
      `select jenis, jumlah, keterangan from farmasi_stok_mutasi where batch_uid = '${b?.uid}' order by created_at desc, jumlah limit 1`,
    );
    expect(m).toMatchObject({ jenis: 'PENGURANGAN', jumlah: -10, keterangan: 'Kemasan rusak terkena air' });
  });

  it('needs the location right and writes nothing without it', async () => {
    const dokumen = await countRows(t, 'farmasi_dokumen');
    const mutasi = await countRows(t, 'farmasi_stok_mutasi');
    // The pharmacist keeps DRJ, not the warehouse.
    const res = await tambah(
      [{ produk_uid: obat.PCT500, batch: 'X', kedaluwarsa: '2031-01-01', jumlah: 1 }],
      'GF',
      akun.apoteker,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (
        await tambah(
          [{ produk_uid: obat.PCT500, batch: 'X', kedaluwarsa: '2031-01-01', jumlah: 1 }],
          'DRJ',
          akun.apoteker,
        )
      ).statusCode,
    ).toBe(201);
    // A batch of another location is bad input.
    const a = await batchDi('PCT500', 'GF', 'UJI-A');
    const salah = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
      jenis: 'PENGURANGAN',
      lokasi_uid: lokasi.DRJ,
      alasan: 'Rusak',
      items: [{ batch_uid: a?.uid, jumlah: 1 }],
    });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0]).toMatchObject({ path: 'items.0.batch_uid' });
    expect(await countRows(t, 'farmasi_dokumen')).toBe(dokumen + 1);
    expect(await countRows(t, 'farmasi_stok_mutasi')).toBe(mutasi + 1);
    const daftar = await call('GET', `/farmasi/stok/penyesuaian?lokasi_uid=${lokasi.DRJ}`, akun.apoteker);
    expect(daftar.json().respon[0]).toMatchObject({
      jenis: 'PENAMBAHAN',
      items: [{ batch: 'X', jumlah: 1 }],
    });
  });
});

describe('stock opname', () => {
  let uid = '';
  it('saves a count as a draft with the system quantities of that moment', async () => {
    const a = await batchDi('PCT500', 'GF', 'UJI-A');
    const b = await batchDi('PCT500', 'GF', 'UJI-B');
    const c = await batchDi('AMOX500', 'GF', 'UJI-C');
    const res = await call('POST', '/farmasi/stok/opname', akun.gudang, {
      lokasi_uid: lokasi.GF,
      catatan: 'Opname akhir bulan',
      items: [
        { batch_uid: a?.uid, jumlah_fisik: 95, keterangan: 'Hilang 5' },
        { batch_uid: b?.uid, jumlah_fisik: 42 },
        { batch_uid: c?.uid, jumlah_fisik: 30 },
        { produk_uid: obat.PCT500, batch: 'UJI-TEMUAN', kedaluwarsa: '2032-03-31', jumlah_fisik: 7 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const o = res.json().respon;
    uid = o.uid;
    expect(o).toMatchObject({ nomor: 'SO-20300107-0001', status: 'DRAFT', total_selisih: -5 + 2 + 7 });
    expect(
      o.items.map((i: { jumlah_sistem: number; selisih: number }) => [i.jumlah_sistem, i.selisih]),
    ).toEqual([
      [100, -5],
      [40, 2],
      [30, 0],
      [0, 7],
    ]);
    expect(o.nilai_selisih).toBe(-5 * 200 + 2 * 250 + 7 * o.items[3].harga_satuan);
    // Nothing moved yet.
    expect((await batchDi('PCT500', 'GF', 'UJI-A'))?.jumlah).toBe(100);
  });

  it('refuses bad lines and users without the location right, writing nothing', async () => {
    const dokumen = await countRows(t, 'farmasi_dokumen');
    const a = await batchDi('PCT500', 'GF', 'UJI-A');
    const dua = await call('POST', '/farmasi/stok/opname', akun.gudang, {
      lokasi_uid: lokasi.GF,
      items: [
        { batch_uid: a?.uid, jumlah_fisik: 1 },
        { batch_uid: a?.uid, jumlah_fisik: 2 },
      ],
    });
    expect(dua.statusCode).toBe(400);
    const negatif = await call('POST', '/farmasi/stok/opname', akun.gudang, {
      lokasi_uid: lokasi.GF,
      items: [{ batch_uid: a?.uid, jumlah_fisik: -1 }],
    });
    expect(negatif.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/farmasi/stok/opname', akun.apoteker, {
          lokasi_uid: lokasi.GF,
          items: [{ batch_uid: a?.uid, jumlah_fisik: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', `/farmasi/stok/opname/${uid}/final`, akun.apoteker)).statusCode).toBe(403);
    expect((await call('POST', `/farmasi/stok/opname/${uid}/final`, akun.kasir)).statusCode).toBe(403);
    expect(await countRows(t, 'farmasi_dokumen')).toBe(dokumen);
    expect((await call('GET', `/farmasi/stok/opname/${uid}`, akun.gudang)).json().respon.status).toBe(
      'DRAFT',
    );
  });

  it('finalising posts the differences as OPNAME: on hand equals the count', async () => {
    const res = await call('POST', `/farmasi/stok/opname/${uid}/final`, akun.gudang);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.status).toBe('SELESAI');
    expect((await batchDi('PCT500', 'GF', 'UJI-A'))?.jumlah).toBe(95);
    expect((await batchDi('PCT500', 'GF', 'UJI-B'))?.jumlah).toBe(42);
    expect((await batchDi('AMOX500', 'GF', 'UJI-C'))?.jumlah).toBe(30);
    expect((await batchDi('PCT500', 'GF', 'UJI-TEMUAN'))?.jumlah).toBe(7);
    const rows = await queryRows<{ jumlah: number; nomor_dokumen: string }>(
      t,
      "select jumlah, nomor_dokumen from farmasi_stok_mutasi where jenis = 'OPNAME' order by jumlah",
    );
    expect(rows.map((r) => r.jumlah)).toEqual([-5, 2, 7]);
    expect(rows.every((r) => r.nomor_dokumen === 'SO-20300107-0001')).toBe(true);
    const again = await call('POST', `/farmasi/stok/opname/${uid}/final`, akun.gudang);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('persediaan.opname_sudah_diproses');
    const [log] = await queryRows<{ n: number }>(
      t,
      "select count(*)::int as n from log_aktivitas where aksi = 'stok_opname.final'",
    );
    expect(log?.n).toBe(1);
  });

  it('cancels a draft with a reason and lists counts', async () => {
    const c = await batchDi('AMOX500', 'GF', 'UJI-C');
    const baru = await call('POST', '/farmasi/stok/opname', akun.gudang, {
      lokasi_uid: lokasi.GF,
      items: [{ batch_uid: c?.uid, jumlah_fisik: 1 }],
    });
    const batal = await call('POST', `/farmasi/stok/opname/${baru.json().respon.uid}/batal`, akun.gudang, {
      alasan: 'Salah hitung rak',
    });
    expect(batal.json().respon).toMatchObject({ status: 'BATAL', alasan: 'Salah hitung rak' });
    expect((await batchDi('AMOX500', 'GF', 'UJI-C'))?.jumlah).toBe(30);
    const daftar = await call(
      'GET',
      `/farmasi/stok/opname?lokasi_uid=${lokasi.GF}&status=SELESAI`,
      akun.gudang,
    );
    expect(daftar.json().metadata.total_data).toBe(1);
  });
});
