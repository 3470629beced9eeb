import { hargaJual, type Penjualan } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../platform/context.ts';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { tambahStok } from '../stok/stok.ledger.ts';
import { tandaiPenjualanLunas } from './penjualan.service.ts';

// Monday 7 January 2030, 09.00 WIB.
const SEKARANG = new Date('2030-01-07T02:00:00Z');
const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => SEKARANG };
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const lokasi: Record<string, string> = {};
const obat: Record<string, { uid: string; harga_dasar: number }> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => SEKARANG });
  for (const r of ['apoteker', 'kasir', 'gudang', 'admin']) akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    lokasi[r.kode] = r.uid;
  for (const r of await queryRows<{ uid: string; kode: string; harga_dasar: number }>(
    t,
    "select uid, kode, harga_dasar::int as harga_dasar from farmasi_produk where kode in ('PCT500', 'AMOX500', 'CTM4', 'ASMEF500', 'KODEIN10')",
  ))
    obat[r.kode] = r;
  // Two batches of PCT500 at DRJ (the earlier expiry goes first), one of each other product.
  await t.database.db.transaction(async (tx) => {
    const masuk = (kode: string, batch: string, kedaluwarsa: string, jumlah: number) =>
      tambahStok(tx, ctx, {
        jenis: 'PENAMBAHAN',
        sumber: 'uji',
        produk_uid: obat[kode]?.uid ?? '',
        lokasi_uid: lokasi.DRJ ?? '',
        batch,
        kedaluwarsa,
        harga_satuan: 200,
        jumlah,
      });
    await masuk('PCT500', 'PJ-A', '2030-06-30', 6);
    await masuk('PCT500', 'PJ-B', '2031-06-30', 100);
    await masuk('AMOX500', 'PJ-C', '2031-01-31', 50);
    await masuk('CTM4', 'PJ-D', '2031-01-31', 20);
    await masuk('ASMEF500', 'PJ-E', '2031-01-31', 30);
    await masuk('KODEIN10', 'PJ-F', '2031-01-31', 30);
  });
});
afterAll(() => t.close());

const uidObat = (kode: string) => obat[kode]?.uid ?? '';

async function stok(kode: string): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    t,
    `select coalesce(sum(jumlah), 0)::int as n from farmasi_stok_batch where produk_uid = '${uidObat(kode)}' and lokasi_uid = '${lokasi.DRJ}'`,
  );
  return r?.n ?? 0;
}

function jual(
  items: { kode: string; jumlah: number; aturan_pakai?: string }[],
  lain: object = {},
  cookie = akun.apoteker,
) {
  return call('POST', '/farmasi/penjualan', cookie, {
    nama_pembeli: 'Budi Santoso',
    telepon: '0812 3456 7890',
    lokasi_uid: lokasi.DRJ,
    tempat_bayar: 'FARMASI',
    items: items.map((i) => ({
      produk_uid: uidObat(i.kode),
      jumlah: i.jumlah,
      aturan_pakai: i.aturan_pakai,
    })),
    ...lain,
  });
}

async function jualLunas(items: { kode: string; jumlah: number }[]): Promise<Penjualan> {
  const res = await jual(items);
  expect(res.statusCode, res.body).toBe(201);
  const p: Penjualan = res.json().respon;
  const bayar = await call('POST', `/farmasi/penjualan/${p.uid}/bayar`, akun.apoteker, { dibayar: p.total });
  expect(bayar.statusCode, bayar.body).toBe(200);
  return bayar.json().respon;
}

const aksi = (uid: string, jenis: string, body: object = {}, cookie = akun.apoteker) =>
  call('POST', `/farmasi/penjualan/${uid}/${jenis}`, cookie, body);

describe('a walk-in sale: register, pay, call, hand over', () => {
  it('prices at the UMUM price, takes the money, gives change and takes stock out FEFO', async () => {
    const res = await jual([
      { kode: 'PCT500', jumlah: 10, aturan_pakai: '3 x 1 bila demam' },
      { kode: 'AMOX500', jumlah: 5 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const p: Penjualan = res.json().respon;
    const hargaPct = hargaJual(obat.PCT500?.harga_dasar ?? 0, 'UMUM');
    const hargaAmox = hargaJual(obat.AMOX500?.harga_dasar ?? 0, 'UMUM');
    expect(p).toMatchObject({
      nomor: 'PJ-20300107-0001',
      nomor_antrian: 'M-001',
      tanggal: '2030-01-07',
      status: 'MENUNGGU_BAYAR',
      telepon: '081234567890',
      total: 10 * hargaPct + 5 * hargaAmox,
      dibayar: null,
      kembalian: null,
      jumlah_item: 2,
    });
    expect(p.items[0]).toMatchObject({
      posisi: 1,
      jumlah: 10,
      harga_satuan: hargaPct,
      aturan_pakai: '3 x 1 bila demam',
    });
    // The same price as the product's own price list shows for UMUM.
    const daftarHarga = (
      await call('GET', `/farmasi/produk/${uidObat('PCT500')}/harga`, akun.apoteker)
    ).json().respon.harga as { jenis: string; harga_jual: number }[];
    expect(daftarHarga.find((h) => h.jenis === 'UMUM')?.harga_jual).toBe(hargaPct);
    expect(await stok('PCT500')).toBe(106);

    const bayar = await aksi(p.uid, 'bayar', { dibayar: p.total + 3_000 });
    expect(bayar.statusCode, bayar.body).toBe(200);
    expect(bayar.json().respon).toMatchObject({
      status: 'LUNAS',
      dibayar: p.total + 3_000,
      kembalian: 3_000,
    });
    const dipanggil = await aksi(p.uid, 'panggil');
    expect(dipanggil.json().respon.dipanggil_pada).toBe(SEKARANG.toISOString());

    const serah = await aksi(p.uid, 'serahkan');
    expect(serah.statusCode, serah.body).toBe(200);
    expect(serah.json().respon).toMatchObject({
      status: 'DISERAHKAN',
      diserahkan_pada: SEKARANG.toISOString(),
    });
    expect(await stok('PCT500')).toBe(96);
    expect(await stok('AMOX500')).toBe(45);
    const ledger = await queryRows<{ batch: string; jumlah: number; jenis: string; nomor_dokumen: string }>(
      t,
      `select b.batch, m.jumlah, m.jenis, m.nomor_dokumen from farmasi_stok_mutasi m
       join farmasi_stok_batch b on b.uid = m.batch_uid
       where m.sumber = 'farmasi_penjualan_item' and m.produk_uid = '${uidObat('PCT500')}' order by b.kedaluwarsa`,
    );
    // The batch that expires first empties first.
    expect(ledger).toEqual([
      { batch: 'PJ-A', jumlah: -6, jenis: 'PENJUALAN', nomor_dokumen: p.nomor },
      { batch: 'PJ-B', jumlah: -4, jenis: 'PENJUALAN', nomor_dokumen: p.nomor },
    ]);
    expect(
      (
        await queryRows<{ n: number }>(
          t,
          `select count(*)::int as n from log_aktivitas where entitas_id = '${p.uid}'`,
        )
      )[0]?.n,
    ).toBe(4);
    // Handed over once: a second hand-over is refused and nothing moves.
    expect((await aksi(p.uid, 'serahkan')).statusCode).toBe(409);
    expect(await stok('PCT500')).toBe(96);

    const struk = await call('GET', `/farmasi/penjualan/${p.uid}/struk`, akun.apoteker);
    expect(struk.statusCode).toBe(200);
    expect(struk.headers['content-type']).toBe('application/pdf');
    expect(struk.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const teks = teksPdf(struk.rawPayload);
    expect(teks).toContain('KUITANSI PEMBELIAN OBAT');
    expect(teks).toContain('Budi Santoso');
    expect(teks).toContain('Aturan pakai: 3 x 1 bila');
    expect(teks).toMatch(/Kembali\s*:\s*Rp\s3\.000/);
  });

  it('lists the day in queue order, filters and searches', async () => {
    const kedua = await jual([{ kode: 'CTM4', jumlah: 2 }], { nama_pembeli: 'Siti Aminah', telepon: '' });
    expect(kedua.json().respon).toMatchObject({ nomor_antrian: 'M-002', telepon: null });
    const hari = await call(
      'GET',
      '/farmasi/penjualan?dari=2030-01-07&sampai=2030-01-07&urut=antrian',
      akun.apoteker,
    );
    expect(hari.statusCode).toBe(200);
    const antrian = hari.json().respon.map((p: Penjualan) => p.nomor_antrian);
    expect(antrian.slice(0, 2)).toEqual(['M-001', 'M-002']);
    expect(hari.json().metadata).toMatchObject({ offset: 0, limit: 15 });
    const cari = await call('GET', '/farmasi/penjualan?search=aminah&status=MENUNGGU_BAYAR', akun.apoteker);
    expect(cari.json().respon.map((p: Penjualan) => p.nama_pembeli)).toEqual(['Siti Aminah']);
    expect(
      (await call('GET', '/farmasi/penjualan?dari=2030-01-08&sampai=2030-01-07', akun.apoteker)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/farmasi/penjualan?dari=2030-01-08', akun.apoteker)).json().metadata.total_data,
    ).toBe(0);
  });

  it('offers products with the walk-in price and the depot stock; narcotics marked not for sale', async () => {
    const res = await call(
      'GET',
      `/farmasi/penjualan/obat?lokasi_uid=${lokasi.DRJ}&search=kodein`,
      akun.apoteker,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().respon[0]).toMatchObject({ golongan: 'NARKOTIKA', boleh_dijual: false, stok: 30 });
    const pct = (
      await call('GET', `/farmasi/penjualan/obat?lokasi_uid=${lokasi.DRJ}&search=PCT500`, akun.apoteker)
    ).json().respon[0];
    expect(pct).toMatchObject({
      boleh_dijual: true,
      harga_satuan: hargaJual(obat.PCT500?.harga_dasar ?? 0, 'UMUM'),
    });
    expect(pct.stok).toBe(await stok('PCT500'));
  });
});

describe('stock and concurrency', () => {
  it('refuses a hand-over when the depot no longer holds enough, writing nothing', async () => {
    // Stock is checked at registration but not reserved: two buyers may ask for the last 20.
    const a = await jualLunas([{ kode: 'CTM4', jumlah: 18 }]);
    const b = await jualLunas([
      { kode: 'CTM4', jumlah: 10 },
      { kode: 'ASMEF500', jumlah: 5 },
    ]);
    expect((await aksi(a.uid, 'serahkan')).statusCode).toBe(200);
    const mutasi = await countRows(t, 'farmasi_stok_mutasi');
    const res = await aksi(b.uid, 'serahkan');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stok.tidak_cukup' });
    expect(res.json().message).toContain('Depo Farmasi Rawat Jalan');
    expect(await countRows(t, 'farmasi_stok_mutasi')).toBe(mutasi);
    expect(await stok('ASMEF500')).toBe(30);
    expect((await call('GET', `/farmasi/penjualan/${b.uid}`, akun.apoteker)).json().respon.status).toBe(
      'LUNAS',
    );
    // Registering more than the depot holds is refused at once.
    const lebih = await jual([{ kode: 'CTM4', jumlah: 3 }]);
    expect(lebih.statusCode).toBe(409);
    expect(lebih.json().code).toBe('stok.tidak_cukup');
  });

  it('lets exactly one of two simultaneous payments through', async () => {
    const p: Penjualan = (await jual([{ kode: 'AMOX500', jumlah: 1 }])).json().respon;
    const hasil = await Promise.all([
      aksi(p.uid, 'bayar', { dibayar: p.total }),
      aksi(p.uid, 'bayar', { dibayar: p.total + 500 }),
    ]);
    expect(hasil.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(hasil.find((r) => r.statusCode === 409)?.json().code).toBe('penjualan.sudah_dibayar');
    const [n] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'penjualan_obat.bayar' and entitas_id = '${p.uid}'`,
    );
    expect(n?.n).toBe(1);
  });

  it('puts back exactly what left when a handed-over sale is cancelled', async () => {
    const sebelum = await stok('PCT500');
    const p = await jualLunas([{ kode: 'PCT500', jumlah: 7 }]);
    expect((await aksi(p.uid, 'serahkan')).statusCode).toBe(200);
    expect(await stok('PCT500')).toBe(sebelum - 7);
    const batal = await aksi(p.uid, 'batal', { alasan: 'Pembeli mengembalikan obat, kemasan utuh' });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(batal.json().respon).toMatchObject({
      status: 'BATAL',
      alasan: 'Pembeli mengembalikan obat, kemasan utuh',
    });
    expect(await stok('PCT500')).toBe(sebelum);
    const [kembali] = await queryRows<{ n: number }>(
      t,
      `select sum(jumlah)::int as n from farmasi_stok_mutasi where jenis = 'BATAL_PENJUALAN' and nomor_dokumen = '${p.nomor}'`,
    );
    expect(kembali?.n).toBe(7);
    expect((await aksi(p.uid, 'batal', { alasan: 'Dua kali' })).statusCode).toBe(409);
    expect(await stok('PCT500')).toBe(sebelum);
  });
});

describe('rules and access', () => {
  it('refuses narcotics and psychotropics without a prescription', async () => {
    const n = await countRows(t, 'farmasi_penjualan');
    const res = await jual([
      { kode: 'PCT500', jumlah: 1 },
      { kode: 'KODEIN10', jumlah: 2 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'penjualan.obat_wajib_resep',
      errors: [{ path: 'items.1.produk_uid' }],
    });
    expect(res.json().message).toContain('resep dokter');
    expect(await countRows(t, 'farmasi_penjualan')).toBe(n);
  });

  it('needs the permission and the depot right', async () => {
    const n = await countRows(t, 'farmasi_penjualan');
    for (const r of ['kasir', 'gudang']) {
      expect((await jual([{ kode: 'PCT500', jumlah: 1 }], {}, akun[r])).statusCode).toBe(403);
      expect((await call('GET', '/farmasi/penjualan', akun[r])).statusCode).toBe(403);
    }
    // The pharmacist may not take stock out at the inpatient depot.
    const dri = await jual([{ kode: 'PCT500', jumlah: 1 }], { lokasi_uid: lokasi.DRI });
    expect(dri.statusCode).toBe(403);
    expect(await countRows(t, 'farmasi_penjualan')).toBe(n);
    expect((await call('GET', '/farmasi/penjualan')).statusCode).toBe(401);
  });

  it('answers bad input with 400 on its field and writes nothing', async () => {
    const n = await countRows(t, 'farmasi_penjualan');
    const kosong = await call('POST', '/farmasi/penjualan', akun.apoteker, {
      nama_pembeli: ' ',
      telepon: '12345',
      lokasi_uid: lokasi.DRJ,
      tempat_bayar: 'ATM',
      items: [],
    });
    expect(kosong.statusCode).toBe(400);
    const paths = kosong.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['nama_pembeli', 'telepon', 'tempat_bayar', 'items']));
    const ganda = await jual([
      { kode: 'PCT500', jumlah: 1 },
      { kode: 'PCT500', jumlah: 0 },
    ]);
    expect(ganda.statusCode).toBe(400);
    expect(ganda.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['items.1.jumlah', 'items.1.produk_uid']),
    );
    const gudang = await jual([{ kode: 'PCT500', jumlah: 1 }], { lokasi_uid: lokasi.GF });
    expect(gudang.statusCode).toBe(400);
    expect(gudang.json().errors[0].path).toBe('lokasi_uid');
    expect(await countRows(t, 'farmasi_penjualan')).toBe(n);

    const p: Penjualan = (await jual([{ kode: 'AMOX500', jumlah: 2 }])).json().respon;
    const kurang = await aksi(p.uid, 'bayar', { dibayar: p.total - 1 });
    expect(kurang.statusCode).toBe(400);
    expect(kurang.json().errors[0].path).toBe('dibayar');
    expect((await call('GET', `/farmasi/penjualan/${p.uid}`, akun.apoteker)).json().respon.status).toBe(
      'MENUNGGU_BAYAR',
    );
    expect((await aksi(p.uid, 'serahkan')).json().code).toBe('penjualan.belum_lunas');
    expect(
      (await call('GET', '/farmasi/penjualan/00000000-0000-4000-8000-000000000000', akun.apoteker))
        .statusCode,
    ).toBe(404);
  });

  it('leaves a cashier-paid sale to the cashier, who marks it paid through the service', async () => {
    const p: Penjualan = (await jual([{ kode: 'AMOX500', jumlah: 3 }], { tempat_bayar: 'KASIR' })).json()
      .respon;
    const diFarmasi = await aksi(p.uid, 'bayar', { dibayar: p.total });
    expect(diFarmasi.statusCode).toBe(409);
    expect(diFarmasi.json().code).toBe('penjualan.tempat_bayar_berbeda');
    const kasirCtx: Ctx = { ...ctx, now: () => new Date(SEKARANG.getTime() + 60_000) };
    const lunas = await t.database.db.transaction((tx) =>
      tandaiPenjualanLunas(tx, kasirCtx, p.uid, p.total + 1_000),
    );
    expect(lunas).toMatchObject({ status: 'LUNAS', dibayar: p.total + 1_000, kembalian: 1_000 });
    await expect(
      t.database.db.transaction((tx) => tandaiPenjualanLunas(tx, kasirCtx, p.uid, p.total)),
    ).rejects.toMatchObject({ status: 409, code: 'penjualan.sudah_dibayar' });
    expect((await aksi(p.uid, 'serahkan')).statusCode).toBe(200);
  });
});
