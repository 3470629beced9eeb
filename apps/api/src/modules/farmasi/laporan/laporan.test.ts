import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { kurangiStok } from '../stok/stok.ledger.ts';

// The clock moves: stock arrives on Saturday 5 January 2030, the report runs on Monday the 7th.
let jam = new Date('2030-01-05T02:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const lokasi: Record<string, string> = {};
let pct = '';

async function batchUid(batch: string) {
  const [b] = await queryRows<{ uid: string }>(
    t,
    `select uid from farmasi_stok_batch where batch = '${batch}'`,
  );
  return b?.uid ?? '';
}

/** Moves the clock and signs in again (sessions do not survive a day). */
async function pindahJam(iso: string) {
  jam = new Date(iso);
  for (const r of ['gudang', 'kasir', 'dokter', 'pendaftaran', 'apoteker']) akun[r] = await t.login(r);
}

async function buku(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('workbook tanpa sheet');
  return ws;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  await pindahJam('2030-01-05T02:00:00Z');
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from farmasi_lokasi'))
    lokasi[r.kode] = r.uid;
  const [p] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  pct = p?.uid ?? '';
  const ok = <R extends { statusCode: number; body: string }>(res: R) => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };
  const tambah = (batch: string, kedaluwarsa: string, jumlah: number, harga_satuan: number) =>
    call('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
      jenis: 'PENAMBAHAN',
      lokasi_uid: lokasi.GF,
      alasan: 'Stok awal uji',
      items: [{ produk_uid: pct, batch, kedaluwarsa, jumlah, harga_satuan }],
    });
  ok(await tambah('LAP-1', '2031-12-31', 100, 200));
  await pindahJam('2030-01-06T02:00:00Z');
  ok(
    await call('POST', '/farmasi/stok/penyesuaian', akun.gudang, {
      jenis: 'PENGURANGAN',
      lokasi_uid: lokasi.GF,
      alasan: 'Rusak',
      items: [{ batch_uid: await batchUid('LAP-1'), jumlah: 10 }],
    }),
  );
  ok(await tambah('LAP-2', '2030-03-01', 50, 300));
  await pindahJam('2030-01-07T02:00:00Z');
  const so = ok(
    await call('POST', '/farmasi/stok/opname', akun.gudang, {
      lokasi_uid: lokasi.GF,
      items: [{ batch_uid: await batchUid('LAP-1'), jumlah_fisik: 85, keterangan: 'Selisih hitung' }],
    }),
  );
  ok(await call('POST', `/farmasi/stok/opname/${so.json().respon.uid}/final`, akun.gudang));
  // A prescription dispensed 20 tablets: the ledger row the prescription service would write.
  await t.database.db.transaction((tx) =>
    kurangiStok(
      tx,
      { user: null, ip: null, userAgent: null, now: () => jam },
      {
        jenis: 'RESEP',
        sumber: 'resep_detail',
        nomor_dokumen: 'RSP-20300107-0009',
        produk_uid: pct,
        lokasi_uid: lokasi.GF ?? '',
        jumlah: 20,
      },
    ),
  );
});
afterAll(() => t.close());

describe('GET /farmasi/laporan/mutasi-gudang', () => {
  it('opening + in − out = closing, from the ledger, at the warehouse by default', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/mutasi-gudang?dari=2030-01-06&sampai=2030-01-07',
      akun.gudang,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lokasi.kode).toBe('GF');
    const baris = body.respon.find((r: { produk: { uid: string } }) => r.produk.uid === pct);
    // 100 before the range; +50 in; −10 damaged, −5 opname (90 held, 85 counted), −20 prescription out.
    expect(baris).toMatchObject({ awal: 100, masuk: 50, keluar: 10 + 5 + 20, akhir: 115 });
    expect(baris.awal + baris.masuk - baris.keluar).toBe(baris.akhir);
    // Closing today equals what the shelves hold, and its value the batches' value.
    const [onHand] = await queryRows<{ n: number; v: number }>(
      t,
      `select sum(jumlah)::int as n, sum(jumlah * harga_satuan)::int as v from farmasi_stok_batch where produk_uid = '${pct}' and lokasi_uid = '${lokasi.GF}'`,
    );
    expect(baris.akhir).toBe(onHand?.n);
    expect(baris.nilai_akhir).toBe(onHand?.v);
    for (const r of body.respon) expect(r.awal + r.masuk - r.keluar).toBe(r.akhir);
  });

  it('a later range opens with the earlier closing', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/mutasi-gudang?dari=2030-01-08&sampai=2030-01-31',
      akun.gudang,
    );
    const baris = res.json().respon.find((r: { produk: { uid: string } }) => r.produk.uid === pct);
    expect(baris).toMatchObject({ awal: 115, masuk: 0, keluar: 0, akhir: 115 });
    const awal = await call(
      'GET',
      '/farmasi/laporan/mutasi-gudang?dari=2030-01-05&sampai=2030-01-05',
      akun.gudang,
    );
    expect(awal.json().respon.find((r: { produk: { uid: string } }) => r.produk.uid === pct)).toMatchObject({
      awal: 0,
      masuk: 100,
      keluar: 0,
      akhir: 100,
    });
  });

  it('exports a real workbook with an Indonesian file name', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/mutasi-gudang?dari=2030-01-06&sampai=2030-01-07&format=xlsx',
      akun.gudang,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(String(res.headers['content-disposition'])).toContain(
      'Laporan Mutasi Stok Gudang Farmasi 2030-01-06 sd 2030-01-07.xlsx',
    );
    const ws = await buku(res.rawPayload);
    expect(ws.getCell('A1').value).toBe('Laporan Mutasi Stok Gudang Farmasi');
    expect(ws.getCell('A2').value).toBe('Periode 06/01/2030 s.d. 07/01/2030');
    expect(ws.getRow(4).values).toEqual([
      undefined,
      'Kode',
      'Nama Produk',
      'Satuan',
      'Stok Awal',
      'Masuk',
      'Keluar',
      'Stok Akhir',
      'Nilai Akhir',
    ]);
    const baris = ws.getRows(5, ws.rowCount - 4)?.find((r) => r.getCell(1).value === 'PCT500');
    expect([4, 5, 6, 7].map((c) => baris?.getCell(c).value)).toEqual([100, 50, 35, 115]);
  });

  it('refuses a reversed range (400) and roles without the report right (403)', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/mutasi-gudang?dari=2030-01-07&sampai=2030-01-01',
      akun.gudang,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('sampai');
    expect((await call('GET', '/farmasi/laporan/mutasi-gudang', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/farmasi/laporan/log-obat', akun.dokter)).statusCode).toBe(403);
  });
});

describe('document reports and the issue log', () => {
  it('lists stock opname documents with their net difference and value, also as xlsx', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/dokumen?jenis=SO&dari=2030-01-01&sampai=2030-01-31',
      akun.gudang,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toEqual([
      expect.objectContaining({
        nomor: 'SO-20300107-0001',
        status: 'SELESAI',
        jumlah_item: 1,
        jumlah_unit: -5,
        total: -5 * 200,
      }),
    ]);
    const po = await call(
      'GET',
      '/farmasi/laporan/dokumen?jenis=PO&dari=2030-01-01&sampai=2030-01-31',
      akun.gudang,
    );
    expect(po.json().metadata.total_data).toBe(0);
    const x = await call(
      'GET',
      '/farmasi/laporan/dokumen?jenis=SO&dari=2030-01-01&sampai=2030-01-31&format=xlsx',
      akun.gudang,
    );
    expect(String(x.headers['content-disposition'])).toContain(
      'Laporan Stok Opname 2030-01-01 sd 2030-01-31.xlsx',
    );
    const ws = await buku(x.rawPayload);
    expect(ws.getCell('A5').value).toBe('SO-20300107-0001');
    // The status in words, as on screen, not the stored code.
    expect(ws.getCell('F5').value).toBe('Selesai');
    expect(ws.getCell('I5').value).toBe(-1000);
  });

  it('the issue log holds only medicines given out (RESEP, PENJUALAN)', async () => {
    const res = await call(
      'GET',
      '/farmasi/laporan/log-obat?dari=2030-01-01&sampai=2030-01-31',
      akun.apoteker,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.metadata.total_data).toBe(1);
    expect(body.respon[0]).toMatchObject({ jenis: 'RESEP', jumlah: -20, nomor_dokumen: 'RSP-20300107-0009' });
    const x = await call(
      'GET',
      '/farmasi/laporan/log-obat?dari=2030-01-01&sampai=2030-01-31&format=xlsx',
      akun.apoteker,
    );
    const ws = await buku(x.rawPayload);
    expect(ws.getCell('B5').value).toBe('Pengeluaran Resep');
    expect(ws.getCell('H5').value).toBe(20);
  });
});

describe('GET /farmasi/dashboard', () => {
  it("counts today's prescriptions, their wait, near-expiry batches and low stock", async () => {
    const layanan = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS' });
    const tulis = () =>
      call('POST', `/pelayanan/${layanan.layanan_uid}/resep`, akun.dokter, {
        detail: [
          {
            jenis: 'NON_RACIKAN',
            config: { position: 1 },
            produk_uid: pct,
            jumlah: 10,
            aturan_pakai: '3 x 1',
          },
        ],
      });
    const a = await tulis();
    expect(a.statusCode).toBe(201);
    expect((await tulis()).statusCode).toBe(201);
    await queryRows(
      t,
      `update resep set status = 'DONE', selesai_pada = created_at + interval '20 minutes',
         diserahkan_pada = created_at + interval '30 minutes' where uid = '${a.json().respon.uid}'`,
    );
    const res = await call('GET', '/farmasi/dashboard', akun.apoteker);
    expect(res.statusCode).toBe(200);
    const d = res.json().respon;
    expect(d.tanggal).toBe('2030-01-07');
    expect(d.resep_hari_ini).toBe(2);
    expect(d.resep_per_status.find((s: { status: string }) => s.status === 'DONE').jumlah).toBe(1);
    expect(d.resep_per_status.find((s: { status: string }) => s.status === 'REQUEST').jumlah).toBe(1);
    expect(d.rata_rata_tunggu_menit).toBe(30);
    expect(d.resep_selesai_diukur).toBe(1);
    // LAP-2 expires on 1 March 2030: within 90 days.
    expect(d.hampir_kedaluwarsa.daftar.map((b: { batch: string }) => b.batch)).toContain('LAP-2');
    expect(d.hampir_kedaluwarsa.daftar.map((b: { batch: string }) => b.batch)).not.toContain('LAP-1');
    expect(d.di_bawah_minimum.total).toBeGreaterThan(0);
    for (const s of d.di_bawah_minimum.daftar) expect(s.jumlah).toBeLessThan(s.stok_minimum);
    expect((await call('GET', '/farmasi/dashboard', akun.kasir)).statusCode).toBe(403);
  });
});
