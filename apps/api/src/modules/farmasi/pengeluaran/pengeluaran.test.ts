import type { HariKasFarmasi, LaporanPengeluaran, Pengeluaran, Penjualan } from '@rawat/domain';
import { formatRupiah, jumlahKasKosong, KATEGORI_PENGELUARAN } from '@rawat/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../platform/context.ts';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { tambahStok } from '../stok/stok.ledger.ts';

let jam = new Date('2030-01-06T02:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const lokasi: Record<string, string> = {};
let pct = '';
let supplier = '';

/** Moves the clock and signs in again (sessions do not survive a day). */
async function pindahJam(iso: string) {
  jam = new Date(iso);
  for (const r of ['apoteker', 'kasir', 'gudang', 'management', 'admin']) akun[r] = await t.login(r);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  await pindahJam('2030-01-06T02:00:00Z');
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    lokasi[r.kode] = r.uid;
  const [p] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  pct = p?.uid ?? '';
  const [s] = await queryRows<{ uid: string }>(
    t,
    "select uid from farmasi_supplier where status = 'AKTIF' limit 1",
  );
  supplier = s?.uid ?? '';
  const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => jam };
  await t.database.db.transaction((tx) =>
    tambahStok(tx, ctx, {
      jenis: 'PENAMBAHAN',
      sumber: 'uji',
      produk_uid: pct,
      lokasi_uid: lokasi.DRJ ?? '',
      batch: 'PGL-UJI',
      kedaluwarsa: '2031-12-31',
      harga_satuan: 200,
      jumlah: 500,
    }),
  );
});
afterAll(() => t.close());

const BODY = {
  kategori: 'PEMBELIAN_OBAT',
  uraian: 'Beli Amoksisilin 1 box di apotek sebelah (stok kosong)',
  jumlah: 50_000,
  metode: 'TUNAI',
  referensi: 'NOTA-0912',
};

function catat(lain: object = {}, cookie = akun.apoteker) {
  return call('POST', '/farmasi/pengeluaran', cookie, { lokasi_uid: lokasi.DRJ, ...BODY, ...lain });
}

async function catatOk(lain: object = {}): Promise<Pengeluaran> {
  const res = await catat(lain);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().respon;
}

async function jual(tempat_bayar: 'FARMASI' | 'KASIR', jumlah: number, bayar: boolean): Promise<Penjualan> {
  const res = await call('POST', '/farmasi/penjualan', akun.apoteker, {
    nama_pembeli: 'Sari Wulandari',
    lokasi_uid: lokasi.DRJ,
    tempat_bayar,
    items: [{ produk_uid: pct, jumlah }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const p: Penjualan = res.json().respon;
  if (!bayar) return p;
  const lunas = await call('POST', `/farmasi/penjualan/${p.uid}/bayar`, akun.apoteker, {
    dibayar: p.total + 5_000,
  });
  expect(lunas.statusCode, lunas.body).toBe(200);
  return lunas.json().respon;
}

describe('the expense book: add, list, void', () => {
  it('numbers an expense gaplessly, dates it today (WIB), keeps who wrote it and audits it', async () => {
    const p = await catatOk({ supplier_uid: supplier });
    expect(p).toMatchObject({
      nomor: 'PGL-20300106-0001',
      tanggal: '2030-01-06',
      lokasi: { uid: lokasi.DRJ, kode: 'DRJ' },
      kategori: 'PEMBELIAN_OBAT',
      jumlah: 50_000,
      metode: 'TUNAI',
      referensi: 'NOTA-0912',
      status: 'AKTIF',
      alasan_batal: null,
      dibuat_oleh: 'apt. Lina Kusuma, S.Farm',
    });
    expect(p.supplier?.uid).toBe(supplier);
    const [log] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'pengeluaran_farmasi.create' and entitas_id = '${p.uid}'`,
    );
    expect(log?.n).toBe(1);
    const detail = await call('GET', `/farmasi/pengeluaran/${p.uid}`, akun.kasir);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().respon.nomor).toBe('PGL-20300106-0001');
  });

  it('refuses bad input with Indonesian messages on the fields and writes nothing', async () => {
    const n = await countRows(t, 'farmasi_pengeluaran');
    const log = await countRows(t, 'log_aktivitas');
    const cases: [object, string, RegExp][] = [
      [{ jumlah: 0 }, 'jumlah', /lebih dari Rp 0/],
      [{ jumlah: -5 }, 'jumlah', /lebih dari Rp 0/],
      [{ jumlah: 12.5 }, 'jumlah', /bilangan bulat/],
      [{ uraian: ' ' }, 'uraian', /minimal 3/],
      [{ kategori: 'JAJAN' }, 'kategori', /Kategori/],
      [{ metode: 'KARTU' }, 'metode', /Tunai atau Transfer/],
      [{ lokasi_uid: 'bukan-uid' }, 'lokasi_uid', /Depo/],
      [{ tanggal: '2030-01-07' }, 'tanggal', /tidak boleh setelah hari ini/],
      [{ tanggal: '2029-11-30' }, 'tanggal', /paling lama 31 hari/],
      [{ tanggal: '2030-02-30' }, 'tanggal', /tanggal/i],
      [{ lokasi_uid: lokasi.GF }, 'lokasi_uid', /bukan depo/],
      [{ supplier_uid: '00000000-0000-4000-8000-000000000000' }, 'supplier_uid', /Supplier/],
    ];
    for (const [lain, path, pesan] of cases) {
      const res = await catat(lain, akun.admin);
      expect(res.statusCode, JSON.stringify(lain)).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      const e = body.errors.find((x: { path: string }) => x.path.endsWith(path));
      expect(e?.message, JSON.stringify(body)).toMatch(pesan);
    }
    expect(await countRows(t, 'farmasi_pengeluaran')).toBe(n);
    expect(await countRows(t, 'log_aktivitas')).toBe(log);
  });

  it('needs a session (401), the permission (403) and the depot right (403); writes nothing', async () => {
    const n = await countRows(t, 'farmasi_pengeluaran');
    expect((await call('GET', '/farmasi/pengeluaran')).statusCode).toBe(401);
    expect((await call('POST', '/farmasi/pengeluaran', undefined, BODY)).statusCode).toBe(401);
    // KASIR reads the book and the report but pays nothing out of the pharmacy's till.
    expect((await call('GET', '/farmasi/pengeluaran', akun.kasir)).statusCode).toBe(200);
    expect((await catat({}, akun.kasir)).statusCode).toBe(403);
    // The warehouse keeper handles goods, not the till.
    expect((await call('GET', '/farmasi/pengeluaran', akun.gudang)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/laporan/pengeluaran', akun.gudang)).statusCode).toBe(403);
    // The pharmacist holds decrement_stock at DRJ only, not at the inpatient depot.
    const dri = await catat({ lokasi_uid: lokasi.DRI });
    expect(dri.statusCode).toBe(403);
    expect(dri.json().code).toBe('AKSES_DITOLAK');
    // MANAGEMENT holds the permission but no right at any depot.
    expect((await catat({}, akun.management)).statusCode).toBe(403);
    expect(await countRows(t, 'farmasi_pengeluaran')).toBe(n);
  });

  it('voids with a reason once: BATAL stays listed, a second void is 409', async () => {
    const p = await catatOk({ kategori: 'LAIN_LAIN', uraian: 'Salah catat: nominal keliru', jumlah: 99_000 });
    expect(p.nomor).toBe('PGL-20300106-0002');
    const tanpaAlasan = await call('POST', `/farmasi/pengeluaran/${p.uid}/batal`, akun.apoteker, {
      alasan: ' ',
    });
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().errors[0].path).toContain('alasan');
    const kasir = await call('POST', `/farmasi/pengeluaran/${p.uid}/batal`, akun.kasir, { alasan: 'Coba' });
    expect(kasir.statusCode).toBe(403);

    const batal = await call('POST', `/farmasi/pengeluaran/${p.uid}/batal`, akun.apoteker, {
      alasan: 'Nominal salah, dicatat ulang',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(batal.json().respon).toMatchObject({
      status: 'BATAL',
      alasan_batal: 'Nominal salah, dicatat ulang',
      dibatalkan_oleh: 'apt. Lina Kusuma, S.Farm',
      dibatalkan_pada: jam.toISOString(),
    });
    const lagi = await call('POST', `/farmasi/pengeluaran/${p.uid}/batal`, akun.apoteker, {
      alasan: 'Klik dua kali',
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('pengeluaran.sudah_batal');
    const [log] = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from log_aktivitas where aksi = 'pengeluaran_farmasi.batal' and entitas_id = '${p.uid}'`,
    );
    expect(log?.n).toBe(1);

    const daftar = await call('GET', '/farmasi/pengeluaran?dari=2030-01-06&sampai=2030-01-06', akun.apoteker);
    expect(daftar.statusCode).toBe(200);
    const body = daftar.json();
    expect(body.respon.map((r: Pengeluaran) => [r.nomor, r.status])).toEqual([
      ['PGL-20300106-0002', 'BATAL'],
      ['PGL-20300106-0001', 'AKTIF'],
    ]);
    // Only the AKTIF entry counts in the sum shown under the list.
    expect(body.total_aktif).toBe(50_000);
    const cari = await call('GET', '/farmasi/pengeluaran?search=amoksisilin', akun.apoteker);
    expect(cari.json().respon.map((r: Pengeluaran) => r.nomor)).toEqual(['PGL-20300106-0001']);
    expect(
      (await call('GET', '/farmasi/pengeluaran?dari=2030-01-07&sampai=2030-01-06', akun.apoteker)).statusCode,
    ).toBe(400);
  });
});

describe('the pharmacy cashier report', () => {
  let lap: LaporanPengeluaran;
  let a: Penjualan;
  let c: Penjualan;

  beforeAll(async () => {
    // Day 6: a sale paid at the counter, one for the cashier (not the pharmacy's money).
    a = await jual('FARMASI', 10, true);
    await jual('KASIR', 4, false);
    // Day 7: another sale paid, yesterday's sale cancelled (refunded from the till), expenses.
    await pindahJam('2030-01-07T02:00:00Z');
    c = await jual('FARMASI', 3, true);
    const batal = await call('POST', `/farmasi/penjualan/${a.uid}/batal`, akun.apoteker, {
      alasan: 'Pembeli salah beli obat',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    await catatOk({ kategori: 'ONGKOS_KIRIM', uraian: 'Kurir PBF', jumlah: 15_000, metode: 'TRANSFER' });
    await catatOk({
      kategori: 'OPERASIONAL',
      uraian: 'Galon air minum',
      jumlah: 7_500,
      tanggal: '2030-01-05',
    });
    const res = await call(
      'GET',
      `/farmasi/laporan/pengeluaran?dari=2030-01-01&sampai=2030-01-07&lokasi_uid=${lokasi.DRJ}`,
      akun.kasir,
    );
    expect(res.statusCode, res.body).toBe(200);
    lap = res.json();
  });

  it('lists each day with sales in, refunds, expenses per category and the net', () => {
    expect(lap.lokasi?.kode).toBe('DRJ');
    expect(lap.respon.map((h) => h.tanggal)).toEqual(['2030-01-05', '2030-01-06', '2030-01-07']);
    const [h5, h6, h7] = lap.respon as [HariKasFarmasi, HariKasFarmasi, HariKasFarmasi];
    expect(h5).toMatchObject({ jumlah_penjualan: 0, pemasukan: 0, pengeluaran: 7_500, bersih: -7_500 });
    expect(h5.kategori.OPERASIONAL).toBe(7_500);
    // Money in is the sale's total: the change went back over the counter.
    expect(h6).toMatchObject({
      jumlah_penjualan: 1,
      pemasukan: a.total,
      pengembalian: 0,
      pengeluaran: 50_000,
      pengeluaran_tunai: 50_000,
      bersih: a.total - 50_000,
      kas_tunai: a.total - 50_000,
    });
    expect(h6.kategori.PEMBELIAN_OBAT).toBe(50_000);
    // The voided 99.000 is not there.
    expect(h6.kategori.LAIN_LAIN).toBe(0);
    expect(h7).toMatchObject({
      jumlah_penjualan: 1,
      pemasukan: c.total,
      pengembalian: a.total,
      pengeluaran: 15_000,
      pengeluaran_tunai: 0,
      bersih: c.total - a.total - 15_000,
      kas_tunai: c.total - a.total,
    });
  });

  it('has totals equal to the sum of its days, field by field', () => {
    const jumlah = jumlahKasKosong();
    for (const h of lap.respon) {
      jumlah.jumlah_penjualan += h.jumlah_penjualan;
      jumlah.pemasukan += h.pemasukan;
      jumlah.pengembalian += h.pengembalian;
      for (const k of KATEGORI_PENGELUARAN) jumlah.kategori[k] += h.kategori[k];
      jumlah.pengeluaran += h.pengeluaran;
      jumlah.pengeluaran_tunai += h.pengeluaran_tunai;
      jumlah.bersih += h.bersih;
      jumlah.kas_tunai += h.kas_tunai;
      // Within a day too: the categories make up the expenses.
      expect(KATEGORI_PENGELUARAN.reduce((s, k) => s + h.kategori[k], 0)).toBe(h.pengeluaran);
    }
    expect(lap.total).toEqual(jumlah);
    expect(lap.total.bersih).toBe(a.total + c.total - a.total - 72_500);
  });

  it('counts a payment on its Jakarta day and keeps other depots apart', async () => {
    // Paid at 00.30 WIB on the 6th is the 6th, though it is still the 5th in UTC.
    await queryRows(
      t,
      `update farmasi_penjualan set dibayar_pada = '2030-01-05T17:30:00Z' where uid = '${c.uid}'`,
    );
    const res = await call(
      'GET',
      '/farmasi/laporan/pengeluaran?dari=2030-01-06&sampai=2030-01-06',
      akun.apoteker,
    );
    expect(res.json().respon[0]).toMatchObject({
      tanggal: '2030-01-06',
      jumlah_penjualan: 2,
      pemasukan: a.total + c.total,
    });
    expect(res.json().lokasi).toBeNull();
    await queryRows(
      t,
      `update farmasi_penjualan set dibayar_pada = '2030-01-07T02:00:00Z' where uid = '${c.uid}'`,
    );
    const dri = await call(
      'GET',
      `/farmasi/laporan/pengeluaran?dari=2030-01-01&sampai=2030-01-07&lokasi_uid=${lokasi.DRI}`,
      akun.apoteker,
    );
    expect(dri.json().respon).toEqual([]);
    expect(dri.json().total).toEqual(jumlahKasKosong());
  });

  it('refuses a reversed or over-long range', async () => {
    const terbalik = await call(
      'GET',
      '/farmasi/laporan/pengeluaran?dari=2030-01-07&sampai=2030-01-01',
      akun.kasir,
    );
    expect(terbalik.statusCode).toBe(400);
    expect(terbalik.json().errors[0].path).toContain('sampai');
    const panjang = await call(
      'GET',
      '/farmasi/laporan/pengeluaran?dari=2028-01-01&sampai=2030-01-07',
      akun.kasir,
    );
    expect(panjang.statusCode).toBe(400);
    expect(panjang.json().message).toMatch(/maksimal 366 hari/);
  });

  it('exports the same days and totals as Excel', async () => {
    const res = await call(
      'GET',
      `/farmasi/laporan/pengeluaran?dari=2030-01-01&sampai=2030-01-07&lokasi_uid=${lokasi.DRJ}&format=xlsx`,
      akun.kasir,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(String(res.headers['content-disposition'])).toContain(
      'Laporan Pengeluaran Kasir Farmasi DRJ 2030-01-01 sd 2030-01-07.xlsx',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws?.getCell('A1').value).toBe('Laporan Pengeluaran Kasir Farmasi');
    expect(ws?.getCell('A2').value).toBe('Depo Farmasi Rawat Jalan · Periode 01/01/2030 s.d. 07/01/2030');
    expect(ws?.getRow(4).getCell(5).value).toBe('Pembelian Obat Tunai');
    expect(ws?.getRow(5).getCell(1).value).toBe('05/01/2030');
    const total = ws?.getRow(8);
    expect(total?.getCell(1).value).toBe('TOTAL');
    expect(total?.getCell(3).value).toBe(lap.total.pemasukan);
    expect(total?.getCell(10).value).toBe(lap.total.bersih);
  });

  it('prints the report as an A4 PDF with the days, categories, expenses and totals', async () => {
    const res = await call(
      'GET',
      `/farmasi/laporan/pengeluaran?dari=2030-01-01&sampai=2030-01-07&lokasi_uid=${lokasi.DRJ}&format=pdf`,
      akun.apoteker,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(res.rawPayload);
    expect(teks).toContain('LAPORAN PENGELUARAN KASIR FARMASI');
    expect(teks).toContain('Periode 01/01/2030 s.d. 07/01/2030');
    expect(teks).toContain('Depo Farmasi Rawat Jalan');
    expect(teks).toContain('Ongkos Kirim');
    expect(teks).toContain('PGL-20300107-0001');
    expect(teks).toContain(formatRupiah(lap.total.pengeluaran));
    expect(teks).toContain(formatRupiah(lap.total.bersih));
    // The voided entry is not part of the report.
    expect(teks).not.toContain('PGL-20300106-0002');
  });
});
