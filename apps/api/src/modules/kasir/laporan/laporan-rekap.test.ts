import type { LaporanByItem, LaporanPasien } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../platform/context.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { penjualanUntukKasir } from '../../farmasi/penjualan/penjualan.kasir.ts';
import { tambahStok } from '../../farmasi/stok/stok.ledger.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { hapusRekapHari, lengkapiRekap } from './laporan.rekap.ts';
import { laporanByItem } from './laporan-item.baca.ts';
import { laporanPasien } from './laporan-pasien.baca.ts';

// The closed days' stored sums (docs/kasir.md "Rekap harian"), with the clock moved through three
// days: receipts on Monday and Tuesday, the reports read on Wednesday. Every answer must equal the
// same report summed live from the receipts.

const SELASA = '2030-01-08';
const RABU = '2030-01-09';
const HARI = 86_400_000;
let jam = JAM_SENIN;
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
const ctx = (): Ctx => ({ user: null, ip: null, userAgent: null, now: () => jam });
const kuitansi: Record<string, string> = {};
let ani: LayananUji;

/** Moves the clock to 08:00 Jakarta of a later day; the sessions idled out, so everyone logs in again. */
async function pindahHari(hari: number) {
  jam = new Date(JAM_SENIN.getTime() + hari * HARI);
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'apoteker']) akun[r] = await t.login(r);
}

async function tindakanUntuk(l: LayananUji, kode: string, jumlah: number) {
  const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
    tindakan_uid: tindakan[kode],
    jumlah,
  });
  if (res.statusCode !== 201) throw new Error(`tindakan ${kode}: ${res.statusCode} ${res.body}`);
}

async function kunjungan(nama: string, injeksi: number) {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER', nama });
  await tindakanUntuk(l, 'KON-UMUM', 1);
  if (injeksi) await tindakanUntuk(l, 'KEP-INJ-IV', injeksi);
  return l;
}

async function bayar(
  nama: string,
  body: { kunjungan_uid: string } | { penjualan_uid: string; total: number },
) {
  const total =
    'total' in body
      ? body.total
      : (await call('GET', `/kasir/tagihan/${body.kunjungan_uid}`, akun.kasir)).json().respon.tagihan_terbuka;
  const sumber = 'total' in body ? { penjualan_uid: body.penjualan_uid } : body;
  const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
    ...sumber,
    total_tagihan: total,
    metode: [{ metode: 'TUNAI', jumlah: total }],
  });
  if (res.statusCode !== 201) throw new Error(`bayar ${nama}: ${res.statusCode} ${res.body}`);
  kuitansi[nama] = res.json().respon.uid;
}

/** A walk-in sale of 10 paracetamol, sent to the cashier. */
async function penjualanBebas() {
  const [lokasi] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  const [pct] = await queryRows<{ uid: string }>(t, "select uid from farmasi_produk where kode = 'PCT500'");
  await t.database.db.transaction((tx) =>
    tambahStok(tx, ctx(), {
      jenis: 'PENAMBAHAN',
      sumber: 'uji',
      produk_uid: pct?.uid ?? '',
      lokasi_uid: lokasi?.uid ?? '',
      batch: 'RKP-1',
      kedaluwarsa: '2031-12-31',
      harga_satuan: 200,
      jumlah: 50,
    }),
  );
  const res = await call('POST', '/farmasi/penjualan', akun.apoteker, {
    nama_pembeli: 'Wati Bebas',
    lokasi_uid: lokasi?.uid,
    tempat_bayar: 'KASIR',
    items: [{ produk_uid: pct?.uid, jumlah: 10 }],
  });
  if (res.statusCode !== 201) throw new Error(`penjualan: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; total: number };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  await pindahHari(0);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 500_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
  // Monday: every visit registered; Ani, Budi and a walk-in buyer pay.
  ani = await kunjungan('Ani Rekap', 2);
  const budi = await kunjungan('Budi Rekap', 0);
  const citra = await kunjungan('Citra Rekap', 1);
  const dedi = await kunjungan('Dedi Rekap', 0);
  await bayar('ani', ani);
  await bayar('budi', budi);
  const jual = await penjualanBebas();
  await bayar('wati', { penjualan_uid: jual.uid, total: jual.total });
  // Tuesday: Ani's visit gets one more injection and is paid again (one visit on two days); Citra pays.
  await pindahHari(1);
  await tindakanUntuk(ani, 'KEP-INJ-IV', 1);
  await bayar('ani2', ani);
  await bayar('citra', citra);
  // Wednesday, today: Dedi pays.
  await pindahHari(2);
  await bayar('dedi', dedi);
});
afterAll(() => t.close());

const json = async <T>(url: string): Promise<T> => {
  const res = await call('GET', url, akun.kasir);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};
/** The same reports summed live from the receipts, every day. */
const hidup = async (dari: string, sampai: string) => {
  const q = { dari, sampai, format: 'json' as const };
  const db = t.database.db;
  return {
    item: await laporanByItem(db, ctx(), q, penjualanUntukKasir, null),
    pasien: await laporanPasien(db, ctx(), { ...q, offset: 0, limit: 50 }, true, null),
  };
};
const tersimpan = async () =>
  (
    await queryRows<{ tanggal: string }>(
      t,
      "select to_char(tanggal, 'YYYY-MM-DD') as tanggal from kasir_rekap_hari",
    )
  )
    .map((x) => x.tanggal)
    .sort();
const baris = (l: LaporanByItem, kode: string) => l.grup.flatMap((g) => g.baris).find((b) => b.kode === kode);
const orang = (l: LaporanPasien, nama: string) => l.respon.find((p) => p.nama.startsWith(nama));

describe('stored sums of closed days', () => {
  it('a closed range is summed and stored at its first read, read from the store after, equal to the live sums', async () => {
    const rentang = `dari=${SENIN}&sampai=${SELASA}`;
    expect(await tersimpan()).toEqual([]);
    const item = await json<LaporanByItem>(`/kasir/laporan/item?${rentang}`);
    expect(await tersimpan()).toEqual([SENIN, SELASA]);
    const pasien = await json<LaporanPasien>(`/kasir/laporan/pasien?${rentang}`);
    const langsung = await hidup(SENIN, SELASA);
    expect(item).toEqual(langsung.item);
    expect(pasien).toEqual(langsung.pasien);

    // The walk-in sale's paracetamol is OBAT with its receipt; Ani's injections over both days.
    expect(baris(item, 'PCT500')).toMatchObject({ jenis: 'OBAT', jumlah: 10, kuitansi: 1 });
    expect(baris(item, 'KEP-INJ-IV')).toMatchObject({ jumlah: 4, kuitansi: 3 });
    expect(item.kuitansi).toBe(5);
    // Ani's one visit was paid on two days: one visit, two receipts.
    expect(orang(pasien, 'Ani Rekap')).toMatchObject({ kunjungan: 1, kuitansi: 2 });
    expect(pasien.total).toMatchObject({ pasien: 4, kunjungan: 3, kuitansi: 5, batal: 0 });

    // The second read comes from the store: a stored row changed by hand shows, on screen and in Excel.
    await queryRows(
      t,
      `update kasir_rekap_pasien set jumlah_bayar = jumlah_bayar + 1 where tanggal = '${SENIN}'
      and kunci = (select pasien_uid::text from pembayaran where uid = '${kuitansi.ani}')`,
    );
    await queryRows(t, `update kasir_rekap_item set total = total + 7 where kode = 'PCT500'`);
    const lagi = await json<LaporanPasien>(`/kasir/laporan/pasien?${rentang}`);
    expect(lagi.total.jumlah_bayar).toBe(pasien.total.jumlah_bayar + 1);
    expect((await json<LaporanByItem>(`/kasir/laporan/item?${rentang}`)).total).toBe(item.total + 7);
    const xlsx = await call('GET', `/kasir/laporan/pasien?${rentang}&format=xlsx`, akun.kasir);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    if (!ws) throw new Error('no worksheet');
    const header = (ws.getRow(4).values as unknown[]).slice(1);
    const akhir = (ws.getRow(ws.rowCount).values as unknown[]).slice(1);
    expect(akhir[header.indexOf('Dibayar Pasien')]).toBe(pasien.total.jumlah_bayar + 1);
    await queryRows(
      t,
      `update kasir_rekap_pasien set jumlah_bayar = jumlah_bayar - 1 where tanggal = '${SENIN}'
      and kunci = (select pasien_uid::text from pembayaran where uid = '${kuitansi.ani}')`,
    );
    await queryRows(t, `update kasir_rekap_item set total = total - 7 where kode = 'PCT500'`);
  });

  it("voiding a receipt of a closed day drops that day's sums; the next read sums the day again without it", async () => {
    const rentang = `dari=${SENIN}&sampai=${SELASA}`;
    const sebelum = await json<LaporanByItem>(`/kasir/laporan/item?${rentang}`);
    const batal = await call('POST', `/kasir/pembayaran/${kuitansi.budi}/batal`, akun.kasir, {
      alasan: 'Salah pasien',
    });
    expect(batal.statusCode, batal.body).toBe(200);
    expect(await tersimpan()).toEqual([SELASA]);

    const item = await json<LaporanByItem>(`/kasir/laporan/item?${rentang}`);
    const pasien = await json<LaporanPasien>(`/kasir/laporan/pasien?${rentang}`);
    expect(await tersimpan()).toEqual([SENIN, SELASA]);
    const langsung = await hidup(SENIN, SELASA);
    expect(item).toEqual(langsung.item);
    expect(pasien).toEqual(langsung.pasien);
    // Budi's consultation is no longer paid; his visit is no longer counted (the void is Wednesday's).
    expect(baris(item, 'KON-UMUM')?.kuitansi).toBe((baris(sebelum, 'KON-UMUM')?.kuitansi ?? 0) - 1);
    expect(item.kuitansi).toBe(sebelum.kuitansi - 1);
    expect(orang(pasien, 'Budi Rekap')).toMatchObject({ kunjungan: 0, kuitansi: 1, batal: 0 });
    expect(pasien.total).toMatchObject({ kunjungan: 2, kuitansi: 5, batal: 0 });
  });

  it("a range that ends today adds today's receipts live to the stored days", async () => {
    const l = await json<LaporanPasien>(`/kasir/laporan/pasien?dari=${SENIN}&sampai=${RABU}`);
    const item = await json<LaporanByItem>(`/kasir/laporan/item?dari=${SENIN}&sampai=${RABU}`);
    const langsung = await hidup(SENIN, RABU);
    expect(item).toEqual(langsung.item);
    expect(l).toEqual(langsung.pasien);
    // Today is never stored.
    expect(await tersimpan()).toEqual([SENIN, SELASA]);
    // Today brought Dedi and Budi's void (its own day).
    expect(orang(l, 'Dedi Rekap')).toMatchObject({ kunjungan: 1, kuitansi: 1 });
    expect(orang(l, 'Budi Rekap')).toMatchObject({ kunjungan: 0, kuitansi: 1, batal: 1 });
    expect(l.total).toMatchObject({ pasien: 5, kunjungan: 3, kuitansi: 6, batal: 1 });
    const kemarin = await json<LaporanByItem>(`/kasir/laporan/item?dari=${SENIN}&sampai=${SELASA}`);
    const hariIni = await json<LaporanByItem>(`/kasir/laporan/item?dari=${RABU}`);
    expect(item.total).toBe(kemarin.total + hariIni.total);
    expect(item.kuitansi).toBe(kemarin.kuitansi + hariIni.kuitansi);
    // One page at a time, the same totals on every page; a page past the end keeps them.
    const halaman = await json<LaporanPasien>(
      `/kasir/laporan/pasien?dari=${SENIN}&sampai=${RABU}&offset=4&limit=2`,
    );
    expect(halaman.respon.map((p) => p.nama.split(' ')[0])).toEqual(['Wati']);
    expect(halaman.total).toEqual(l.total);
    const kosong = await json<LaporanPasien>(`/kasir/laporan/pasien?dari=${SENIN}&sampai=${RABU}&offset=50`);
    expect([kosong.respon, kosong.total]).toEqual([[], l.total]);
  });

  it('without a place to store (a replica), days not stored are read live and nothing is written', async () => {
    await queryRows(t, `delete from kasir_rekap_hari where tanggal = '${SELASA}'`);
    const db = t.database.db;
    const q = { dari: SENIN, sampai: SELASA, format: 'json' as const };
    const replika = { tulis: null, penjualan: penjualanUntukKasir };
    const item = await laporanByItem(db, ctx(), q, penjualanUntukKasir, replika);
    const pasien = await laporanPasien(db, ctx(), { ...q, offset: 0, limit: 50 }, true, replika);
    expect(await tersimpan()).toEqual([SENIN]);
    const langsung = await hidup(SENIN, SELASA);
    expect(item).toEqual(langsung.item);
    expect(pasien).toEqual(langsung.pasien);
    // The primary's timer (main.ts) stores what the replica's readers could not.
    await lengkapiRekap({ db, now: () => jam, penjualan: penjualanUntukKasir }, 3);
    expect(await tersimpan()).toEqual(['2030-01-06', SENIN, SELASA]);
  });

  it('a read that stores a day waits for a void of that day still in progress, and sees it', async () => {
    await queryRows(t, 'delete from kasir_rekap_hari');
    let lepas: () => void = () => {};
    const tahan = new Promise<void>((r) => {
      lepas = r;
    });
    let terkunci: () => void = () => {};
    const kunciDiambil = new Promise<void>((r) => {
      terkunci = r;
    });
    const urutan: string[] = [];
    // A void of Ani's Tuesday receipt, held open once it has taken the day's lock.
    const batal = t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into pembayaran (nomor, kunjungan_uid, pasien_uid, nama_pembayar, penjamin,
            total_tagihan, jumlah_bayar, shift_uid, kasir_uid, membalik_uid, created_at)
          select nomor || '-BATAL', kunjungan_uid, pasien_uid, nama_pembayar, penjamin, -total_tagihan,
            -jumlah_bayar, shift_uid, kasir_uid, uid, ${jam.toISOString()}::timestamptz
          from pembayaran where uid = ${kuitansi.ani2}`,
        );
        await hapusRekapHari(tx, new Date(`${SELASA}T10:00:00+07:00`));
        terkunci();
        await tahan;
      })
      .then(() => urutan.push('batal'));
    await kunciDiambil;
    const baca = json<LaporanPasien>(`/kasir/laporan/pasien?dari=${SELASA}`).then((l) => {
      urutan.push('baca');
      return l;
    });
    await new Promise((r) => setTimeout(r, 200));
    lepas();
    await batal;
    const l = await baca;
    expect(urutan).toEqual(['batal', 'baca']);
    // Stored after the void: Ani's Tuesday receipt no longer stands.
    expect(orang(l, 'Ani Rekap')).toMatchObject({ kunjungan: 0, kuitansi: 1 });
    expect(l).toEqual((await hidup(SELASA, SELASA)).pasien);
  });
});
