import {
  type DashboardKasir,
  formatRupiah,
  type JumlahKasir,
  type LaporanByItem,
  type LaporanKasir,
  type LaporanOperasi,
  type LaporanPasien,
} from '@rawat/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../platform/context.ts';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { laporanKasir } from './laporan-kasir.baca.ts';

// One day of cashier work on SENIN, through the real APIs: an UMUM visit paid in cash, an UMUM
// visit with an operation paid split (cash + transfer) with a discount, a BPJS visit with an
// operation the payer covers, an UMUM visit paid by QRIS then voided and paid again in cash, and
// a visit left open. Every report must tell the same story.

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
let bankUid = '';
/** jumlah_bayar of every receipt the API answered, voided ones included. */
const dibayar: { nomor: string; jumlah_bayar: number; total_tagihan: number }[] = [];
let dibatalkan = '';

const json = async <T>(url: string, cookie = akun.kasir): Promise<T> => {
  const res = await call('GET', url, cookie);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
};

async function kunjungan(penjamin: 'UMUM' | 'BPJS', nama: string, kode: [string, number][]) {
  // dr. Eko's patients, charted by dr. Eko (the `dod` login): he performs the operations.
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    status: 'WAITING_DOKTER',
    penjamin,
    nama,
    pemilik: null,
  });
  for (const [k, jumlah] of kode) {
    const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dod, {
      tindakan_uid: tindakan[k],
      jumlah,
    });
    if (res.statusCode !== 201) throw new Error(`tindakan ${k}: ${res.statusCode} ${res.body}`);
  }
  return l;
}

async function bayar(kunjunganUid: string, metode: (sisa: number) => object[], diskon = 0) {
  const tg = (
    await json<{ respon: { tagihan_terbuka: number; sisa: number } }>(`/kasir/tagihan/${kunjunganUid}`)
  ).respon;
  const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: kunjunganUid,
    total_tagihan: tg.tagihan_terbuka,
    ...(diskon ? { diskon, alasan_diskon: 'Keringanan untuk pasien tidak mampu' } : {}),
    metode: metode(tg.sisa - diskon),
  });
  if (res.statusCode !== 201) throw new Error(`bayar: ${res.statusCode} ${res.body}`);
  const p = res.json().respon as { uid: string; nomor: string; jumlah_bayar: number; total_tagihan: number };
  dibayar.push(p);
  return p;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'dod', 'kasir', 'management', 'apoteker'])
    akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  const [bank] = await queryRows<{ uid: string }>(t, "select uid from bank where status = 'AKTIF' limit 1");
  const [kasir] = await queryRows<{ uid: string }>(t, "select uid from akun where username = 'kasir'");
  bankUid = bank?.uid ?? '';
  const wewenang = await call('PUT', `/kasir/wewenang/${kasir?.uid}`, akun.management, {
    maks_diskon_persen: 10,
  });
  if (wewenang.statusCode !== 200) throw new Error(`wewenang: ${wewenang.statusCode} ${wewenang.body}`);
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 500_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);

  const ani = await kunjungan('UMUM', 'Ani Tunai', [
    ['KON-UMUM', 1],
    ['KEP-INJ-IV', 2],
  ]);
  await bayar(ani.kunjungan_uid, (sisa) => [{ metode: 'TUNAI', jumlah: sisa, diterima: sisa + 5_000 }]);
  const budi = await kunjungan('UMUM', 'Budi Split', [
    ['KON-UMUM', 1],
    ['OPK-HECT-5', 1],
  ]);
  await bayar(
    budi.kunjungan_uid,
    (sisa) => [
      { metode: 'TUNAI', jumlah: 40_000 },
      { metode: 'TRANSFER', jumlah: sisa - 40_000, bank_uid: bankUid, referensi: 'TRF-01' },
    ],
    10_000,
  );
  const citra = await kunjungan('BPJS', 'Citra Bpjs', [
    ['KON-UMUM', 1],
    ['OPK-HECT-5', 1],
  ]);
  await bayar(citra.kunjungan_uid, () => []);
  const dedi = await kunjungan('UMUM', 'Dedi Batal', [['KON-UMUM', 1]]);
  const qris = await bayar(dedi.kunjungan_uid, (sisa) => [
    { metode: 'QRIS', jumlah: sisa, referensi: 'QR-1' },
  ]);
  const batal = await call('POST', `/kasir/pembayaran/${qris.uid}/batal`, akun.kasir, {
    alasan: 'Salah pilih cara bayar',
  });
  if (batal.statusCode !== 200) throw new Error(`batal: ${batal.statusCode} ${batal.body}`);
  dibatalkan = qris.nomor;
  await bayar(dedi.kunjungan_uid, (sisa) => [{ metode: 'TUNAI', jumlah: sisa }]);
  await kunjungan('UMUM', 'Eka Terbuka', [['KON-UMUM', 1]]);
});
afterAll(() => t.close());

const uang = (j: JumlahKasir) => ({
  total_tagihan: j.total_tagihan,
  ditanggung_penjamin: j.ditanggung_penjamin,
  diskon: j.diskon,
  jumlah_bayar: j.jumlah_bayar,
});

async function bukuXlsx(url: string, namaBerkas: string) {
  const res = await call('GET', url, akun.kasir);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX_MIME);
  expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(namaBerkas);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) throw new Error('no worksheet');
  const header = (ws.getRow(4).values as unknown[]).slice(1);
  const terakhir = (ws.getRow(ws.rowCount).values as unknown[]).slice(1);
  const kolom = (nama: string) => terakhir[header.indexOf(nama)];
  return { ws, header, terakhir, kolom };
}

describe('cashier reports reconcile', () => {
  it('/laporan-kasir: receipts and the void row sum to the money kept, per group and per method', async () => {
    const l = await json<LaporanKasir>('/kasir/laporan/kasir');
    expect(l).toMatchObject({ dari: SENIN, sampai: SENIN, kelompok: 'HARI' });
    const [db] = await queryRows<{ bayar: string; n: number }>(
      t,
      'select sum(jumlah_bayar) as bayar, count(*)::int as n from pembayaran',
    );
    const hidup = dibayar.filter((p) => p.nomor !== dibatalkan);
    // Σ dibayar = Σ of the receipts' jumlah_bayar, live minus voided (the void row is negative).
    expect(l.total.jumlah_bayar).toBe(hidup.reduce((s, p) => s + p.jumlah_bayar, 0));
    expect(l.total.jumlah_bayar).toBe(Number(db?.bayar));
    expect(l.total).toMatchObject({ kuitansi: 5, batal: 1, diskon: 10_000 });
    expect(l.total.total_tagihan).toBe(l.total.ditanggung_penjamin + l.total.diskon + l.total.jumlah_bayar);
    expect(l.per_metode.reduce((s, m) => s + m.jumlah, 0)).toBe(l.total.jumlah_bayar);
    expect(l.per_metode.find((m) => m.metode === 'QRIS')?.jumlah).toBe(0);
    const baris = l.grup.flatMap((g) => g.baris);
    expect(baris).toHaveLength(db?.n ?? 0);
    const batal = baris.find((b) => b.jenis === 'BATAL');
    expect(batal).toMatchObject({ membatalkan: dibatalkan, alasan: 'Salah pilih cara bayar' });
    expect(batal?.jumlah_bayar).toBeLessThan(0);
    expect(baris.find((b) => b.nomor === dibatalkan)?.dibatalkan?.nomor).toBe(`${dibatalkan}-BATAL`);
    expect(uang(l.berlaku)).toEqual({
      ...uang(l.total),
      total_tagihan: hidup.reduce((s, p) => s + p.total_tagihan, 0),
    });

    for (const kelompok of ['KASIR', 'METODE', 'PENJAMIN'] as const) {
      const g = await json<LaporanKasir>(`/kasir/laporan/kasir?kelompok=${kelompok}`);
      const jumlah = g.grup.reduce((s, x) => s + x.total.jumlah_bayar, 0);
      expect(jumlah, kelompok).toBe(l.total.jumlah_bayar);
      expect(g.grup.reduce((s, x) => s + x.baris.length, 0)).toBe(baris.length);
    }
    const metode = await json<LaporanKasir>('/kasir/laporan/kasir?kelompok=METODE');
    expect(metode.grup.map((g) => g.label)).toEqual(
      expect.arrayContaining(['Tunai', 'Tunai + Transfer Bank', 'QRIS', 'Tanpa pembayaran pasien']),
    );
  });

  it('/laporan-kasir sums a range too long to list in PostgreSQL: the same groups and totals as the rows', async () => {
    const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => JAM_SENIN };
    for (const kelompok of ['HARI', 'KASIR', 'METODE', 'PENJAMIN'] as const) {
      const q = { kelompok, format: 'json' as const };
      // Six rows on SENIN: a limit of 2 makes the range "too long" and answers the sums only.
      const rinci = await laporanKasir(t.database.db, ctx, q, Number.POSITIVE_INFINITY);
      const rekap = await laporanKasir(t.database.db, ctx, q, 2);
      expect(rinci.rinci).toBe(true);
      expect(rekap.rinci, kelompok).toBe(false);
      expect(rekap.grup.every((g) => g.baris.length === 0)).toBe(true);
      const tanpaBaris = (l: LaporanKasir) => l.grup.map(({ baris: _, ...g }) => g);
      expect(tanpaBaris(rekap), kelompok).toEqual(tanpaBaris(rinci));
      expect(rekap.total).toEqual(rinci.total);
      expect(rekap.berlaku).toEqual(rinci.berlaku);
      expect(rekap.per_metode).toEqual(rinci.per_metode);
    }
    // Through the API a day of six rows is listed whole.
    expect((await json<LaporanKasir>('/kasir/laporan/kasir')).rinci).toBe(true);
  });

  it('/laporan-by-item totals the charges of the standing receipts: = Σ their total_tagihan', async () => {
    const [kasir, item] = await Promise.all([
      json<LaporanKasir>(`/kasir/laporan/kasir?dari=${SENIN}&sampai=${SENIN}`),
      json<LaporanByItem>(`/kasir/laporan/item?dari=${SENIN}&sampai=${SENIN}`),
    ]);
    expect(item.total).toBe(kasir.berlaku.total_tagihan);
    expect(item.kuitansi).toBe(kasir.berlaku.kuitansi);
    expect(item.grup.map((g) => g.jenis)).toEqual(['TINDAKAN', 'KONSUL']);
    const konsul = item.grup.find((g) => g.jenis === 'KONSUL');
    // Four visits with one consultation each; Dedi's is counted once, on the receipt that stands.
    expect(konsul?.baris).toEqual([expect.objectContaining({ kode: 'KON-UMUM', jumlah: 4, kuitansi: 4 })]);
    expect(item.grup.reduce((s, g) => s + g.total, 0)).toBe(item.total);
  });

  it('/laporan-pasien sums to /laporan-kasir; /laporan-operasi lists the paid operations', async () => {
    const [kasir, pasien, operasi] = await Promise.all([
      json<LaporanKasir>('/kasir/laporan/kasir'),
      json<LaporanPasien>('/kasir/laporan/pasien'),
      json<LaporanOperasi>('/kasir/laporan/operasi?kelompok=GOLONGAN'),
    ]);
    expect(uang(pasien.total)).toEqual(uang(kasir.total));
    expect(pasien.total).toMatchObject({ pasien: 4, kunjungan: 4, kuitansi: 5, batal: 1 });
    expect(pasien.respon.find((p) => p.nama.startsWith('Dedi Batal'))).toMatchObject({
      kunjungan: 1,
      kuitansi: 2,
      batal: 1,
      penjamin: ['Umum'],
    });
    // By name, a page at a time; the totals are the whole range's on every page.
    expect(pasien.respon.map((p) => p.nama.split(' ')[0])).toEqual(['Ani', 'Budi', 'Citra', 'Dedi']);
    expect(pasien.metadata).toEqual({ total_data: 4, offset: 0, limit: 50 });
    const halaman2 = await json<LaporanPasien>('/kasir/laporan/pasien?offset=2&limit=2');
    expect(halaman2.respon.map((p) => p.nama.split(' ')[0])).toEqual(['Citra', 'Dedi']);
    expect(halaman2.total).toEqual(pasien.total);

    expect(operasi.grup).toHaveLength(1);
    expect(operasi.grup[0]).toMatchObject({ kunci: 'KECIL', label: 'Operasi Kecil', jumlah: 2 });
    expect(operasi.grup[0]?.baris.map((b) => [b.pasien.nama, b.kode, b.operator?.nama])).toEqual([
      [expect.stringContaining('Budi Split'), 'OPK-HECT-5', expect.stringContaining('Eko Prasetyo')],
      [expect.stringContaining('Citra Bpjs'), 'OPK-HECT-5', expect.stringContaining('Eko Prasetyo')],
    ]);
    expect(operasi.per_golongan).toEqual([
      expect.objectContaining({ golongan: 'KECIL', jumlah: 2, total: operasi.total }),
    ]);
  });

  it('/dashboard-kasir: today by payer and type, the open bill, and 30 days ending today', async () => {
    const [{ respon: d }, kasir, item] = await Promise.all([
      json<{ respon: DashboardKasir }>('/kasir/dashboard'),
      json<LaporanKasir>('/kasir/laporan/kasir'),
      json<LaporanByItem>('/kasir/laporan/item'),
    ]);
    expect(d.tanggal).toBe(SENIN);
    expect(d.hari_ini).toEqual(kasir.total);
    expect(d.per_penjamin.map((p) => p.penjamin)).toEqual(['UMUM', 'BPJS', 'ASKES', 'ASURANSI']);
    const bpjs = d.per_penjamin.find((p) => p.penjamin === 'BPJS');
    expect(bpjs).toMatchObject({ kuitansi: 1, jumlah_bayar: 0 });
    expect(bpjs?.ditanggung_penjamin).toBe(kasir.total.ditanggung_penjamin);
    expect(d.per_jenis.reduce((s, j) => s + j.total, 0)).toBe(item.total);
    // The open visit: its consultation and the registration's administration + card (Rp 25.000).
    expect(d.tagihan_terbuka).toEqual({ kunjungan: 1, total: 75_000, bayar_pasien: 75_000 });
    expect(d.harian).toHaveLength(30);
    expect(d.harian.at(-1)).toMatchObject({
      tanggal: SENIN,
      jumlah_bayar: kasir.total.jumlah_bayar,
      ditanggung_penjamin: kasir.total.ditanggung_penjamin,
      kuitansi: 5,
    });
    expect(d.harian[0]).toMatchObject({ tanggal: '2029-12-09', jumlah_bayar: 0 });
  });

  it('exports every report to Excel with its totals row, and to PDF', async () => {
    const kasir = await json<LaporanKasir>('/kasir/laporan/kasir');
    const k = await bukuXlsx(
      '/kasir/laporan/kasir?format=xlsx&kelompok=KASIR',
      `Laporan Kasir ${SENIN}.xlsx`,
    );
    expect(k.ws.getRow(1).getCell(1).value).toBe('Laporan Kasir');
    expect(k.ws.rowCount).toBe(4 + 6 + 1);
    expect(k.kolom('Kelompok')).toBe('TOTAL');
    expect(k.kolom('Dibayar')).toBe(kasir.total.jumlah_bayar);
    expect(k.kolom('Total Tagihan')).toBe(kasir.total.total_tagihan);
    for (const m of kasir.per_metode) expect(k.kolom(m.label), m.label).toBe(m.jumlah);

    const item = await json<LaporanByItem>('/kasir/laporan/item');
    const i = await bukuXlsx('/kasir/laporan/item?format=xlsx', `Laporan Kasir per Item ${SENIN}.xlsx`);
    expect([i.kolom('Jenis'), i.kolom('Total')]).toEqual(['TOTAL', item.total]);

    const pasien = await bukuXlsx('/kasir/laporan/pasien?format=xlsx', 'Laporan Pasien Kasir');
    expect([pasien.kolom('No. RM'), pasien.kolom('Dibayar Pasien')]).toEqual([
      'TOTAL',
      kasir.total.jumlah_bayar,
    ]);

    const operasi = await json<LaporanOperasi>('/kasir/laporan/operasi');
    const o = await bukuXlsx('/kasir/laporan/operasi?format=xlsx', 'Laporan Operasi');
    expect([o.kolom('Waktu Tindakan'), o.kolom('Jumlah'), o.kolom('Total')]).toEqual([
      'TOTAL',
      2,
      operasi.total,
    ]);

    for (const jalur of ['kasir?kelompok=METODE', 'item', 'operasi?kelompok=OPERATOR', 'pasien']) {
      const res = await call(
        'GET',
        `/kasir/laporan/${jalur}${jalur.includes('?') ? '&' : '?'}format=pdf`,
        akun.kasir,
      );
      expect(res.statusCode, jalur).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const pdf = teksPdf((await call('GET', '/kasir/laporan/kasir?format=pdf', akun.management)).rawPayload);
    expect(pdf).toContain('LAPORAN KASIR');
    expect(pdf).toContain(dibatalkan);
    expect(pdf).toContain('Batal: Salah pilih');
    expect(pdf).toContain(formatRupiah(kasir.total.jumlah_bayar));
  });

  it('keeps a void on the day it was made: a range that ends before it still holds the receipt', async () => {
    await queryRows(
      t,
      `update pembayaran set created_at = created_at + interval '1 day' where nomor = '${dibatalkan}-BATAL'`,
    );
    const senin = await json<LaporanKasir>(`/kasir/laporan/kasir?dari=${SENIN}`);
    const duaHari = await json<LaporanKasir>(`/kasir/laporan/kasir?dari=${SENIN}&sampai=2030-01-08`);
    const item = await json<LaporanByItem>(`/kasir/laporan/item?dari=${SENIN}`);
    const qris = dibayar.find((p) => p.nomor === dibatalkan)?.jumlah_bayar ?? 0;
    expect(senin.total.batal).toBe(0);
    expect(senin.total.jumlah_bayar).toBe(duaHari.total.jumlah_bayar + qris);
    expect(duaHari.grup.map((g) => g.kunci)).toEqual([SENIN, '2030-01-08']);
    // The voided receipt no longer stands, whatever the range: by-item follows `berlaku`.
    expect(item.total).toBe(senin.berlaku.total_tagihan);
    await queryRows(
      t,
      `update pembayaran set created_at = created_at - interval '1 day' where nomor = '${dibatalkan}-BATAL'`,
    );
  });

  it('answers 401 without a session, 403 without the permission, 400 for a bad range or option', async () => {
    const jalur = [
      '/kasir/dashboard',
      '/kasir/laporan/kasir',
      '/kasir/laporan/item',
      '/kasir/laporan/operasi',
      '/kasir/laporan/pasien',
    ];
    for (const j of jalur) {
      expect((await call('GET', j)).statusCode, j).toBe(401);
      expect((await call('GET', j, akun.apoteker)).statusCode, j).toBe(403);
      expect((await call('GET', j, akun.dokter)).statusCode, j).toBe(403);
      expect((await call('GET', j, akun.management)).statusCode, j).toBe(200);
    }
    for (const j of jalur.slice(1)) {
      for (const q of [
        'dari=kemarin',
        'dari=2030-01-08&sampai=2030-01-07',
        'format=doc',
        'dari=2030-02-30',
      ]) {
        const res = await call('GET', `${j}?${q}`, akun.kasir);
        expect(res.statusCode, `${j}?${q}`).toBe(400);
      }
    }
    for (const j of ['/kasir/laporan/kasir', '/kasir/laporan/operasi']) {
      expect((await call('GET', `${j}?kelompok=NAMA`, akun.kasir)).statusCode).toBe(400);
      const panjang = await call('GET', `${j}?dari=2030-01-01&sampai=2030-03-31`, akun.kasir);
      expect(panjang.statusCode).toBe(400);
      expect(panjang.json().errors).toEqual([
        { path: 'sampai', message: 'Rentang laporan maksimal 62 hari' },
      ]);
    }
    expect(
      (await call('GET', '/kasir/laporan/item?dari=2029-01-01&sampai=2030-01-07', akun.kasir)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/kasir/laporan/pasien?dari=2029-01-07&sampai=2030-01-07', akun.kasir)).statusCode,
    ).toBe(200);
  });
});
