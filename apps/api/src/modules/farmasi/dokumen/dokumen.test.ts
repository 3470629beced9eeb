import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';

// Monday 7 January 2030, from 09.00 WIB; the clock ticks 1 ms per reading, so history rows keep their order.
const SEKARANG = new Date('2030-01-07T02:00:00Z').getTime();
let detak = 0;
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const lokasi: Record<string, string> = {};
const obat: Record<string, string> = {};
let supplier = '';

type Item = {
  uid: string;
  produk: { uid: string };
  jumlah: number;
  jumlah_diproses: number;
  sisa: number;
  satuan: string;
  isi: number;
  harga_satuan: number;
};
type Dok = {
  uid: string;
  nomor: string;
  status: string;
  total: number;
  items: Item[];
  riwayat: { status: string; keterangan: string | null }[];
  rujukan: { uid: string } | null;
  turunan: { nomor: string }[];
};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(SEKARANG + detak++) });
  for (const r of ['gudang', 'apoteker', 'kasir']) akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    lokasi[r.kode] = r.uid;
  for (const r of await queryRows<{ uid: string; kode: string }>(
    t,
    "select uid, kode from farmasi_produk where kode in ('PCT500', 'AMOX500')",
  ))
    obat[r.kode] = r.uid;
  supplier =
    (
      await queryRows<{ uid: string }>(t, "select uid from farmasi_supplier where status = 'AKTIF' limit 1")
    )[0]?.uid ?? '';
});
afterAll(() => t.close());

/** On hand per batch at a location (sum of farmasi_stok_batch) and the ledger sum, per product. */
async function stok(produk: string, kode: string) {
  const [b] = await queryRows<{ n: number }>(
    t,
    `select coalesce(sum(jumlah), 0)::int as n from farmasi_stok_batch where produk_uid = '${obat[produk]}' and lokasi_uid = '${lokasi[kode]}'`,
  );
  const [m] = await queryRows<{ n: number }>(
    t,
    `select coalesce(sum(jumlah), 0)::int as n from farmasi_stok_mutasi where produk_uid = '${obat[produk]}' and lokasi_uid = '${lokasi[kode]}'`,
  );
  expect(b?.n).toBe(m?.n);
  return b?.n ?? 0;
}
const tulisan = async () => ({
  dokumen: await countRows(t, 'farmasi_dokumen'),
  mutasi: await countRows(t, 'farmasi_stok_mutasi'),
  riwayat: await countRows(t, 'farmasi_dokumen_riwayat'),
  log: (
    await queryRows<{ n: number }>(
      t,
      "select count(*)::int as n from log_aktivitas where aksi like 'stok\\_%'",
    )
  )[0]?.n,
});
const baris = (d: Dok, produk: string) => d.items.find((i) => i.produk.uid === obat[produk]) as Item;

describe('purchasing: PR → PO → partial GR → full GR', () => {
  let pr: Dok;
  let po: Dok;

  it('a PR at the warehouse stores base units and its packing unit', async () => {
    const res = await call('POST', '/farmasi/stok/pr', akun.gudang, {
      lokasi_uid: lokasi.GF,
      catatan: 'Stok menipis',
      items: [
        { produk_uid: obat.PCT500, satuan: 'Box', jumlah: 5 },
        { produk_uid: obat.AMOX500, satuan: 'strip', jumlah: 20 },
      ],
    });
    expect(res.statusCode).toBe(201);
    pr = res.json().respon;
    expect(pr).toMatchObject({ nomor: 'PR-20300107-0001', status: 'DIAJUKAN' });
    expect(baris(pr, 'PCT500')).toMatchObject({ satuan: 'Box', isi: 100, jumlah: 500, sisa: 500 });
    expect(baris(pr, 'AMOX500')).toMatchObject({ satuan: 'Strip', isi: 10, jumlah: 200 });
  });

  it('a PO from the PR totals its lines and marks the PR ordered; it prints', async () => {
    const [hd] = await queryRows<{ h: number }>(
      t,
      `select harga_dasar::int as h from farmasi_produk where uid = '${obat.AMOX500}'`,
    );
    const res = await call('POST', '/farmasi/stok/po', akun.gudang, {
      lokasi_uid: lokasi.GF,
      supplier_uid: supplier,
      pr_uid: pr.uid,
      items: [
        { produk_uid: obat.PCT500, satuan: 'Box', jumlah: 5, harga_satuan: 190 },
        { produk_uid: obat.AMOX500, satuan: 'Strip', jumlah: 20, harga_satuan: '' },
      ],
    });
    expect(res.statusCode).toBe(201);
    po = res.json().respon;
    expect(po).toMatchObject({
      nomor: 'PO-20300107-0001',
      status: 'DIPESAN',
      total: 500 * 190 + 200 * (hd?.h ?? 0),
      rujukan: { uid: pr.uid },
    });
    const prSesudah: Dok = (await call('GET', `/farmasi/stok/pr/${pr.uid}`, akun.gudang)).json().respon;
    expect(prSesudah.status).toBe('DIPESAN');
    expect(prSesudah.riwayat.map((r) => r.status)).toEqual(['DIAJUKAN', 'DIPESAN']);
    expect(prSesudah.turunan[0]?.nomor).toBe(po.nomor);
    // One PR, one PO.
    const lagi = await call('POST', '/farmasi/stok/po', akun.gudang, {
      lokasi_uid: lokasi.GF,
      supplier_uid: supplier,
      pr_uid: pr.uid,
      items: [{ produk_uid: obat.PCT500, satuan: 'Box', jumlah: 1 }],
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('dokumen.status_dokumen_berubah');
    const pdf = await call('GET', `/farmasi/stok/po/${po.uid}/pdf`, akun.gudang);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a partial receipt posts batches at the PO location and leaves the PO SEBAGIAN', async () => {
    const res = await call('POST', '/farmasi/stok/gr', akun.gudang, {
      po_uid: po.uid,
      no_faktur: 'FK-001',
      items: [
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Box',
          jumlah: 2,
          batch: 'PC-A',
          kedaluwarsa: '2032-01-31',
        },
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Tablet',
          jumlah: 50,
          batch: 'PC-B',
          kedaluwarsa: '2031-06-30',
          harga_satuan: 185,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      nomor: 'GR-20300107-0001',
      status: 'DITERIMA',
      no_faktur: 'FK-001',
      total: 200 * 190 + 50 * 185,
    });
    expect(await stok('PCT500', 'GF')).toBe(250);
    const [b] = await queryRows<{ harga_satuan: number; kedaluwarsa: string }>(
      t,
      "select harga_satuan::int, kedaluwarsa::text from farmasi_stok_batch where batch = 'PC-B'",
    );
    expect(b).toMatchObject({ harga_satuan: 185, kedaluwarsa: '2031-06-30' });
    const poNow: Dok = (await call('GET', `/farmasi/stok/po/${po.uid}`, akun.gudang)).json().respon;
    expect(poNow.status).toBe('SEBAGIAN');
    expect(baris(poNow, 'PCT500')).toMatchObject({ jumlah_diproses: 250, sisa: 250 });
  });

  it('refuses an over-receipt (409) and a past expiry (400), writing nothing', async () => {
    const sebelum = await tulisan();
    const lebih = await call('POST', '/farmasi/stok/gr', akun.gudang, {
      po_uid: po.uid,
      no_faktur: 'FK-002',
      items: [
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Box',
          jumlah: 3,
          batch: 'PC-C',
          kedaluwarsa: '2032-01-31',
        },
      ],
    });
    expect(lebih.statusCode).toBe(409);
    expect(lebih.json()).toMatchObject({
      code: 'dokumen.melebihi_sisa_pesanan',
      errors: [{ path: 'items.0.jumlah' }],
    });
    const basi = await call('POST', '/farmasi/stok/gr', akun.gudang, {
      po_uid: po.uid,
      no_faktur: 'FK-002',
      items: [
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Box',
          jumlah: 1,
          batch: 'PC-C',
          kedaluwarsa: '2030-01-07',
        },
      ],
    });
    expect(basi.statusCode).toBe(400);
    expect(basi.json().errors[0].path).toBe('items.0.kedaluwarsa');
    expect(await tulisan()).toEqual(sebelum);
  });

  it('the final receipt completes the PO; stock on hand equals the ledger', async () => {
    const res = await call('POST', '/farmasi/stok/gr', akun.gudang, {
      po_uid: po.uid,
      no_faktur: 'FK-003',
      items: [
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Strip',
          jumlah: 25,
          batch: 'PC-A',
          kedaluwarsa: '2032-01-31',
        },
        {
          po_item_uid: baris(po, 'AMOX500').uid,
          satuan: 'Box',
          jumlah: 2,
          batch: 'AM-1',
          kedaluwarsa: '2031-12-31',
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(await stok('PCT500', 'GF')).toBe(500);
    expect(await stok('AMOX500', 'GF')).toBe(200);
    const poNow: Dok = (await call('GET', `/farmasi/stok/po/${po.uid}`, akun.gudang)).json().respon;
    expect(poNow.status).toBe('DITERIMA');
    expect(poNow.riwayat.map((r) => r.status)).toEqual(['DIPESAN', 'SEBAGIAN', 'DITERIMA']);
    expect(poNow.turunan.map((x) => x.nomor)).toEqual(['GR-20300107-0001', 'GR-20300107-0002']);
    const lagi = await call('POST', '/farmasi/stok/gr', akun.gudang, {
      po_uid: po.uid,
      no_faktur: 'FK-004',
      items: [
        {
          po_item_uid: baris(po, 'PCT500').uid,
          satuan: 'Tablet',
          jumlah: 1,
          batch: 'X',
          kedaluwarsa: '2032-01-31',
        },
      ],
    });
    expect(lagi.statusCode).toBe(409);
    const grs = await call(
      'GET',
      `/farmasi/stok/gr?rujukan_uid=${po.uid}&dari=2030-01-07&sampai=2030-01-07&search=FK-00`,
      akun.gudang,
    );
    expect(grs.json().metadata.total_data).toBe(2);
    const kosong = await call('GET', '/farmasi/stok/po?status=DITERIMA&sampai=2030-01-06', akun.gudang);
    expect(kosong.json()).toMatchObject({ respon: [], metadata: { total_data: 0, offset: 0, limit: 15 } });
  });

  it('two concurrent receipts of one PO line never receive more than ordered', async () => {
    const baru = await call('POST', '/farmasi/stok/po', akun.gudang, {
      lokasi_uid: lokasi.GF,
      supplier_uid: supplier,
      items: [{ produk_uid: obat.PCT500, satuan: 'Box', jumlah: 1 }],
    });
    const p: Dok = baru.json().respon;
    const terima = (n: string) =>
      call('POST', '/farmasi/stok/gr', akun.gudang, {
        po_uid: p.uid,
        no_faktur: `FK-${n}`,
        items: [
          {
            po_item_uid: p.items[0]?.uid,
            satuan: 'Tablet',
            jumlah: 70,
            batch: `K-${n}`,
            kedaluwarsa: '2032-05-31',
          },
        ],
      });
    const hasil = await Promise.all([terima('1'), terima('2')]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [b] = await queryRows<{ n: number }>(
      t,
      `select jumlah_diproses as n from farmasi_dokumen_item where dokumen_uid = '${p.uid}'`,
    );
    expect(b?.n).toBe(70);
    expect(await stok('PCT500', 'GF')).toBe(570);
  });
});

describe('stock requisition: depot asks, warehouse sends', () => {
  let sr: Dok;
  it('the depot asks the warehouse; a depot cannot be asked', async () => {
    const res = await call('POST', '/farmasi/stok/sr', akun.apoteker, {
      lokasi_uid: lokasi.DRJ,
      lokasi_tujuan_uid: lokasi.GF,
      items: [
        { produk_uid: obat.PCT500, satuan: 'Strip', jumlah: 30 },
        { produk_uid: obat.AMOX500, satuan: 'Kapsul', jumlah: 100 },
      ],
    });
    expect(res.statusCode).toBe(201);
    sr = res.json().respon;
    expect(sr).toMatchObject({ nomor: 'SR-20300107-0001', status: 'DIAJUKAN' });
    const keDepo = await call('POST', '/farmasi/stok/sr', akun.apoteker, {
      lokasi_uid: lokasi.DRJ,
      lokasi_tujuan_uid: lokasi.DRI,
      items: [{ produk_uid: obat.PCT500, satuan: 'Tablet', jumlah: 1 }],
    });
    expect(keDepo.statusCode).toBe(400);
    expect(keDepo.json().errors[0].path).toBe('lokasi_tujuan_uid');
  });

  it('a partial fulfilment moves stock GF → DRJ first-expiry-first-out', async () => {
    const sebelum = await tulisan();
    // The pharmacist holds no transfer right at the warehouse.
    const tanpaHak = await call('POST', `/farmasi/stok/sr/${sr.uid}/penuhi`, akun.apoteker, {
      items: [{ item_uid: baris(sr, 'PCT500').uid, satuan: 'Strip', jumlah: 10 }],
    });
    expect(tanpaHak.statusCode).toBe(403);
    const lebih = await call('POST', `/farmasi/stok/sr/${sr.uid}/penuhi`, akun.gudang, {
      items: [{ item_uid: baris(sr, 'PCT500').uid, satuan: 'Box', jumlah: 4 }],
    });
    expect(lebih.statusCode).toBe(409);
    expect(lebih.json().code).toBe('dokumen.melebihi_sisa_permintaan');
    expect(await tulisan()).toEqual(sebelum);

    const res = await call('POST', `/farmasi/stok/sr/${sr.uid}/penuhi`, akun.gudang, {
      items: [{ item_uid: baris(sr, 'PCT500').uid, satuan: 'Strip', jumlah: 10 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.status).toBe('SEBAGIAN');
    expect(await stok('PCT500', 'GF')).toBe(470);
    expect(await stok('PCT500', 'DRJ')).toBe(100);
    // PC-B expires first (2031-06-30): its 50 go first, then PC-A.
    const masuk = await queryRows<{ batch: string; n: number }>(
      t,
      `select b.batch, b.jumlah as n from farmasi_stok_batch b where b.lokasi_uid = '${lokasi.DRJ}' order by b.batch`,
    );
    expect(masuk).toEqual([
      { batch: 'PC-A', n: 50 },
      { batch: 'PC-B', n: 50 },
    ]);
  });

  it('fulfilling the rest completes it; a finished request is not rejected', async () => {
    const res = await call('POST', `/farmasi/stok/sr/${sr.uid}/penuhi`, akun.gudang, {
      catatan: 'Dikirim dengan troli 2',
      items: [
        { item_uid: baris(sr, 'PCT500').uid, satuan: 'Tablet', jumlah: 200 },
        { item_uid: baris(sr, 'AMOX500').uid, satuan: 'Strip', jumlah: 10 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const d: Dok = res.json().respon;
    expect(d.status).toBe('DIPENUHI');
    expect(d.riwayat.map((r) => r.status)).toEqual(['DIAJUKAN', 'SEBAGIAN', 'DIPENUHI']);
    expect(await stok('PCT500', 'DRJ')).toBe(300);
    expect(await stok('AMOX500', 'DRJ')).toBe(100);
    expect(await stok('AMOX500', 'GF')).toBe(100);
    const tolak = await call('POST', `/farmasi/stok/sr/${sr.uid}/tolak`, akun.gudang, {
      alasan: 'Terlambat',
    });
    expect(tolak.statusCode).toBe(409);
  });

  it('the warehouse rejects with a reason; the depot may not', async () => {
    const baru: Dok = (
      await call('POST', '/farmasi/stok/sr', akun.apoteker, {
        lokasi_uid: lokasi.DRI,
        lokasi_tujuan_uid: lokasi.GF,
        items: [{ produk_uid: obat.AMOX500, satuan: 'Box', jumlah: 1 }],
      })
    ).json().respon;
    expect(
      (await call('POST', `/farmasi/stok/sr/${baru.uid}/tolak`, akun.apoteker, { alasan: 'Batal saja' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/farmasi/stok/sr/${baru.uid}/tolak`, akun.gudang, { alasan: '' })).statusCode,
    ).toBe(400);
    const res = await call('POST', `/farmasi/stok/sr/${baru.uid}/tolak`, akun.gudang, {
      alasan: 'Stok gudang dialokasikan untuk IGD',
    });
    expect(res.json().respon).toMatchObject({
      status: 'DITOLAK',
      alasan: 'Stok gudang dialokasikan untuk IGD',
    });
    const daftar = await call(
      'GET',
      `/farmasi/stok/sr?lokasi_uid=${lokasi.DRI}&status=DITOLAK`,
      akun.apoteker,
    );
    expect(daftar.json().respon.map((x: Dok) => x.uid)).toEqual([baru.uid]);
  });
});

describe('rights and bad input', () => {
  it('403 without the location right or the permission, 401 without a session, nothing written', async () => {
    const sebelum = await tulisan();
    const pr = { lokasi_uid: lokasi.GF, items: [{ produk_uid: obat.PCT500, satuan: 'Box', jumlah: 1 }] };
    expect((await call('POST', '/farmasi/stok/pr', akun.apoteker, pr)).statusCode).toBe(403);
    expect(
      (await call('POST', '/farmasi/stok/pr', akun.apoteker, { ...pr, lokasi_uid: lokasi.DRJ })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/farmasi/stok/po', akun.apoteker, {
          ...pr,
          lokasi_uid: lokasi.DRJ,
          supplier_uid: supplier,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', '/farmasi/stok/sr', akun.gudang, {
          lokasi_uid: lokasi.DRJ,
          lokasi_tujuan_uid: lokasi.GF,
          items: pr.items,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/farmasi/stok/pr', akun.kasir, pr)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/stok/po', akun.kasir)).statusCode).toBe(403);
    expect((await call('POST', '/farmasi/stok/pr', undefined, pr)).statusCode).toBe(401);
    expect(await tulisan()).toEqual(sebelum);
  });

  it('400 on bad lines, each on its path, nothing written', async () => {
    const sebelum = await tulisan();
    const kirim = (items: object[]) =>
      call('POST', '/farmasi/stok/pr', akun.gudang, { lokasi_uid: lokasi.GF, items });
    const kosong = await kirim([]);
    expect(kosong.statusCode).toBe(400);
    const ganda = await kirim([
      { produk_uid: obat.PCT500, satuan: 'Box', jumlah: 1 },
      { produk_uid: obat.PCT500, satuan: 'Strip', jumlah: 1 },
    ]);
    expect(ganda.json().errors[0]).toMatchObject({
      path: 'items.1.produk_uid',
      message: 'Produk sudah ada di baris 1',
    });
    const satuan = await kirim([{ produk_uid: obat.PCT500, satuan: 'Botol', jumlah: 1 }]);
    expect(satuan.statusCode).toBe(400);
    expect(satuan.json().errors[0].path).toBe('items.0.satuan');
    expect((await kirim([{ produk_uid: obat.PCT500, satuan: 'Box', jumlah: 0 }])).statusCode).toBe(400);
    const gr = await call('POST', '/farmasi/stok/gr', akun.gudang, { po_uid: 'bukan-uid', items: [] });
    expect(gr.statusCode).toBe(400);
    expect(await tulisan()).toEqual(sebelum);
  });

  it('cancels an order nothing of which arrived, and only that', async () => {
    const pr: Dok = (
      await call('POST', '/farmasi/stok/pr', akun.gudang, {
        lokasi_uid: lokasi.GF,
        items: [{ produk_uid: obat.AMOX500, satuan: 'Box', jumlah: 3 }],
      })
    ).json().respon;
    const po: Dok = (
      await call('POST', '/farmasi/stok/po', akun.gudang, {
        lokasi_uid: lokasi.GF,
        supplier_uid: supplier,
        pr_uid: pr.uid,
        items: [{ produk_uid: obat.AMOX500, satuan: 'Box', jumlah: 3 }],
      })
    ).json().respon;
    const batal = await call('POST', `/farmasi/stok/po/${po.uid}/batal`, akun.gudang, {
      alasan: 'Supplier kosong',
    });
    expect(batal.json().respon).toMatchObject({ status: 'BATAL', alasan: 'Supplier kosong' });
    // Its PR may be ordered again.
    expect((await call('GET', `/farmasi/stok/pr/${pr.uid}`, akun.gudang)).json().respon.status).toBe(
      'DIAJUKAN',
    );
    expect(
      (await call('POST', `/farmasi/stok/po/${po.uid}/batal`, akun.gudang, { alasan: 'Lagi' })).statusCode,
    ).toBe(409);
    const tolak = await call('POST', `/farmasi/stok/pr/${pr.uid}/tolak`, akun.gudang, {
      alasan: 'Tidak dianggarkan',
    });
    expect(tolak.json().respon.status).toBe('DITOLAK');
  });
});
