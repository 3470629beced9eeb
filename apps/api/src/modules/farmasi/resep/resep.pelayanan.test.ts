import { hargaJual } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

// The pharmacy serving a prescription: approve (stock checked at the depot), done (FEFO out of
// the ledger, OBAT charges at the payer's price), call, hand-over, retur; the panel and labels.

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let umum: LayananUji;
let bpjs: LayananUji;
const obat: Record<string, { uid: string; harga: number }> = {};
let drj = '';
const KOSONG = '00000000-0000-4000-8000-000000000000';

async function tambahStok(items: { kode: string; batch: string; kedaluwarsa: string; jumlah: number }[]) {
  const res = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: drj,
    alasan: 'Stok awal pengujian',
    items: items.map((i) => ({
      produk_uid: obat[i.kode]?.uid,
      batch: i.batch,
      kedaluwarsa: i.kedaluwarsa,
      jumlah: i.jumlah,
    })),
  });
  if (res.statusCode !== 201) throw new Error(`stok: ${res.statusCode} ${res.body}`);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'apoteker', 'gudang', 'kasir', 'management', 'admin'])
    akun[r] = await t.login(r);
  umum = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Budi Santoso' });
  bpjs = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', penjamin: 'BPJS' });
  const rows = await queryRows<{ uid: string; kode: string; harga_dasar: string }>(
    t,
    "select uid, kode, harga_dasar from farmasi_produk where kode in ('PCT500', 'CTM4', 'AMBRO30', 'AMOX500', 'OMEP20')",
  );
  for (const r of rows) obat[r.kode] = { uid: r.uid, harga: Number(r.harga_dasar) };
  const [l] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  drj = l?.uid ?? '';
  await tambahStok([
    // Paracetamol: a batch expiring first (taken first), a later one, and an expired one never dispensed.
    { kode: 'PCT500', batch: 'PCT-A', kedaluwarsa: '2030-03-31', jumlah: 4 },
    { kode: 'PCT500', batch: 'PCT-B', kedaluwarsa: '2031-06-30', jumlah: 100 },
    { kode: 'PCT500', batch: 'PCT-X', kedaluwarsa: '2029-12-31', jumlah: 50 },
    { kode: 'CTM4', batch: 'CTM-A', kedaluwarsa: '2031-01-31', jumlah: 40 },
    { kode: 'AMBRO30', batch: 'AMB-A', kedaluwarsa: '2031-01-31', jumlah: 40 },
    { kode: 'AMOX500', batch: 'AMX-A', kedaluwarsa: '2031-01-31', jumlah: 60 },
    { kode: 'OMEP20', batch: 'OME-A', kedaluwarsa: '2031-01-31', jumlah: 5 },
  ]);
});
afterAll(() => t.close());

const polos = (position: number, kode: string, jumlah: number) => ({
  jenis: 'NON_RACIKAN',
  config: { position },
  produk_uid: obat[kode]?.uid,
  jumlah,
  aturan_pakai: '3 x 1 sesudah makan',
});
const puyer = (position: number) => ({
  jenis: 'RACIKAN',
  config: { position },
  nama_racikan: 'Puyer Batuk Anak',
  bentuk: 'PUYER',
  jumlah: 10,
  satuan: 'bungkus',
  aturan_pakai: '3 x 1 bungkus sesudah makan',
  mix_detail: [
    { position: 1, produk_uid: obat.PCT500?.uid, jumlah: 2.5, dosis: '120 mg' },
    { position: 2, produk_uid: obat.CTM4?.uid, jumlah: 1, dosis: '0,4 mg' },
  ],
});

async function tulis(detail: object[], layanan: LayananUji = umum) {
  const res = await call('POST', `/pelayanan/${layanan.layanan_uid}/resep`, akun.dokter, { detail });
  if (res.statusCode !== 201) throw new Error(`resep: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; nomor: string; nomor_antrian: string };
}
const setujui = (uid: string, cookie = akun.apoteker, body: object = {}) =>
  call('POST', `/farmasi/obat/request/approve/${uid}`, cookie, body);
const selesai = (uid: string, cookie = akun.apoteker) =>
  call('POST', '/farmasi/obat/request/done', cookie, { uid });

/** On hand per batch equals the sum of its ledger rows, and nothing is negative. */
async function ledgerUtuh() {
  const selisih = await queryRows<{ uid: string }>(
    t,
    `select b.uid from farmasi_stok_batch b
       left join (select batch_uid, sum(jumlah) s from farmasi_stok_mutasi group by batch_uid) m on m.batch_uid = b.uid
      where b.jumlah <> coalesce(m.s, 0) or b.jumlah < 0`,
  );
  expect(selisih).toEqual([]);
}
const stokBatch = async (batch: string) =>
  Number(
    (
      await queryRows<{ jumlah: number }>(t, `select jumlah from farmasi_stok_batch where batch = '${batch}'`)
    )[0]?.jumlah,
  );

describe('approve, done, call, hand-over', () => {
  it('serves a prescription end to end: stock by FEFO, OBAT charges at the UMUM price, the queue number called and handed over', async () => {
    const r = await tulis([polos(1, 'AMOX500', 15), puyer(2)]);
    expect(r.nomor_antrian).toMatch(/^R-\d{3}$/);

    expect((await call('POST', `/farmasi/obat/request/approve/${r.uid}`, undefined, {})).statusCode).toBe(
      401,
    );
    expect((await setujui(r.uid, akun.dokter)).statusCode).toBe(403);
    expect((await setujui(r.uid, akun.gudang)).statusCode).toBe(403);
    expect((await setujui('bukan-uid')).statusCode).toBe(400);
    expect((await setujui(KOSONG)).statusCode).toBe(404);
    // Dispensing before approval is refused.
    expect((await selesai(r.uid)).statusCode).toBe(409);

    const ok = await setujui(r.uid);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon).toMatchObject({
      status: 'APPROVED',
      tahap: 'DISIAPKAN',
      lokasi: { uid: drj, nama: 'Depo Farmasi Rawat Jalan' },
    });
    const dua = await setujui(r.uid);
    expect(dua.statusCode).toBe(409);
    expect(dua.json().code).toBe('resep.status_resep_tidak_sesuai');

    const panggil = await call('PUT', `/farmasi/callantrian/${r.uid}`, akun.apoteker);
    expect(panggil.json().respon.dipanggil_kali).toBe(1);

    const done = await selesai(r.uid);
    expect(done.statusCode).toBe(200);
    const d = done.json().respon;
    expect(d).toMatchObject({ status: 'DONE', tahap: 'SIAP', label_tahap: 'Siap Diambil' });
    // Puyer: 2.5 tablets of paracetamol → 3 taken; FEFO empties PCT-A (4) first, the expired PCT-X is untouched.
    expect([await stokBatch('PCT-A'), await stokBatch('PCT-B'), await stokBatch('PCT-X')]).toEqual([
      1, 100, 50,
    ]);
    expect(await stokBatch('AMX-A')).toBe(45);
    const tagihan = await queryRows<{ nama: string; jumlah: number; harga_satuan: string; total: string }>(
      t,
      `select nama, jumlah, harga_satuan, total from transaksi
        where jenis = 'OBAT' and kunjungan_uid = '${umum.kunjungan_uid}' order by nama`,
    );
    const harga = (kode: string) => hargaJual(obat[kode]?.harga ?? 0, 'UMUM');
    expect(tagihan.map((x) => [x.nama, x.jumlah, Number(x.harga_satuan), Number(x.total)])).toEqual([
      ['Amoksisilin 500 mg Kapsul', 15, harga('AMOX500'), 15 * harga('AMOX500')],
      ['Klorfeniramin Maleat 4 mg Tablet (racikan Puyer Batuk Anak)', 1, harga('CTM4'), harga('CTM4')],
      ['Paracetamol 500 mg Tablet (racikan Puyer Batuk Anak)', 3, harga('PCT500'), 3 * harga('PCT500')],
    ]);
    expect(d.detail.map((x: { total: number }) => x.total)).toEqual([
      15 * harga('AMOX500'),
      harga('CTM4') + 3 * harga('PCT500'),
    ]);
    await ledgerUtuh();

    const papan = await call('GET', '/farmasi/dispalyantrian?tanggal=2030-01-07', akun.apoteker);
    expect(papan.statusCode).toBe(200);
    const dipanggil = papan.json().respon.dipanggil[0];
    expect(dipanggil.nomor_antrian).toBe(r.nomor_antrian);
    // A public screen shows the first name and initials only (the factory numbers its patients).
    expect(dipanggil.nama).toMatch(/^Budi S\. /);
    expect(papan.json().respon.siap.map((x: { uid: string }) => x.uid)).toContain(r.uid);

    const etiket = await call('GET', `/farmasi/obat/request/${r.uid}/etiket`, akun.apoteker);
    expect(etiket.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(etiket.rawPayload);
    expect(teks).toContain('Budi Santoso');
    expect(teks).toContain('3 x 1 bungkus sesudah makan');
    expect(teks).toContain('ETIKET PUTIH');

    expect((await call('PUT', `/farmasi/receivedobat/${r.uid}`, akun.dokter, {})).statusCode).toBe(403);
    // An UMUM patient's medicine leaves the counter once paid (pengaturan_penjamin; resep.lunas.test.ts).
    expect((await call('PUT', `/farmasi/receivedobat/${r.uid}`, akun.apoteker, {})).json().code).toBe(
      'resep.belum_lunas',
    );
    await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
    const tg = (await call('GET', `/kasir/tagihan/${umum.kunjungan_uid}`, akun.kasir)).json().respon;
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: umum.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
    });
    expect(bayar.statusCode).toBe(201);
    const serah = await call('PUT', `/farmasi/receivedobat/${r.uid}`, akun.apoteker, {
      penerima: 'Ibu Sri (istri)',
    });
    expect(serah.statusCode).toBe(200);
    expect(serah.json().respon).toMatchObject({ tahap: 'DISERAHKAN', penerima: 'Ibu Sri (istri)' });
    expect((await call('PUT', `/farmasi/receivedobat/${r.uid}`, akun.apoteker, {})).statusCode).toBe(409);
    expect((await call('PUT', `/farmasi/callantrian/${r.uid}`, akun.apoteker)).statusCode).toBe(409);
    const riwayat = await call('GET', `/farmasi/obat/request/history?search=${r.nomor}`, akun.apoteker);
    expect(riwayat.json().respon[0].tahap).toBe('DISERAHKAN');
    // DONE in the history means handed over: one still at the counter is not history yet.
    const belum = await tulis([polos(1, 'AMBRO30', 1)]);
    await setujui(belum.uid);
    await selesai(belum.uid);
    const riwayatDone = await call(
      'GET',
      '/farmasi/obat/request/history?status=DONE&limitless=true',
      akun.apoteker,
    );
    const uids = riwayatDone.json().respon.map((x: { uid: string }) => x.uid);
    expect(uids).toContain(r.uid);
    expect(uids).not.toContain(belum.uid);
    const aksi = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas_id = '${r.uid}' order by id`,
    );
    expect(aksi.map((a) => a.aksi)).toEqual([
      'resep.create',
      'resep.approve',
      'resep.panggil',
      'resep.done',
      'resep.serahkan',
    ]);
  });

  it('prices by the visit payer: BPJS takes the 25 % markup', async () => {
    const r = await tulis([polos(1, 'AMBRO30', 10)], bpjs);
    expect(r.nomor_antrian).toMatch(/^N-\d{3}$/);
    await setujui(r.uid);
    expect((await selesai(r.uid)).statusCode).toBe(200);
    const [x] = await queryRows<{ harga_satuan: string; penjamin: string }>(
      t,
      `select harga_satuan, penjamin from transaksi where sumber = 'resep_detail' and kunjungan_uid = '${bpjs.kunjungan_uid}'`,
    );
    expect(x).toMatchObject({ penjamin: 'BPJS' });
    expect(Number(x?.harga_satuan)).toBe(hargaJual(obat.AMBRO30?.harga ?? 0, 'BPJS'));
  });

  it('refuses approval when the depot lacks (unexpired) stock, naming product and depot, and writes nothing', async () => {
    const r = await tulis([polos(1, 'OMEP20', 30)]);
    const sebelum = await countRows(t, 'log_aktivitas');
    const res = await setujui(r.uid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stok.tidak_cukup' });
    expect(res.json().message).toContain('Omeprazol');
    expect(res.json().message).toContain('Depo Farmasi Rawat Jalan');
    expect(await countRows(t, 'log_aktivitas')).toBe(sebelum);
    const [s] = await queryRows<{ status: string }>(t, `select status from resep where uid = '${r.uid}'`);
    expect(s?.status).toBe('REQUEST');
  });

  it('checks the location right: a role with the permission but no depot right gets 403', async () => {
    const r = await tulis([polos(1, 'CTM4', 1)]);
    const res = await setujui(r.uid, akun.management);
    expect(res.statusCode).toBe(403);
    // Naming the depot does not help without the decrement_stock right there.
    expect((await setujui(r.uid, akun.management, { lokasi_uid: drj })).statusCode).toBe(403);
    const gf = (await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'GF'"))[0]
      ?.uid;
    expect((await setujui(r.uid, akun.admin, { lokasi_uid: gf })).statusCode).toBe(400);
  });
});

describe('two dispenses of the last units', () => {
  it('gives one of them 409 and never lets stock go negative', async () => {
    await tambahStok([{ kode: 'CTM4', batch: 'CTM-Z', kedaluwarsa: '2029-06-30', jumlah: 1 }]);
    const sisa = Number(
      (
        await queryRows<{ n: number }>(
          t,
          `select sum(jumlah)::int n from farmasi_stok_batch where lokasi_uid = '${drj}' and produk_uid = '${obat.CTM4?.uid}' and kedaluwarsa >= '2030-01-07'`,
        )
      )[0]?.n,
    );
    const a = await tulis([polos(1, 'CTM4', sisa)]);
    const b = await tulis([polos(1, 'CTM4', sisa)]);
    // Approval checks without reserving: both pass while the stock is still there.
    expect((await setujui(a.uid)).statusCode).toBe(200);
    expect((await setujui(b.uid)).statusCode).toBe(200);
    const hasil = await Promise.all([selesai(a.uid), selesai(b.uid)]);
    expect(hasil.map((h) => h.statusCode).sort()).toEqual([200, 409]);
    const gagal = hasil.find((h) => h.statusCode === 409);
    expect(gagal?.json().code).toBe('stok.tidak_cukup');
    expect(await stokBatch('CTM-A')).toBe(0);
    // The expired batch stays where it is.
    expect(await stokBatch('CTM-Z')).toBe(1);
    await ledgerUtuh();
    const charges = await queryRows<{ n: number }>(
      t,
      `select count(*)::int n from transaksi t join resep_detail d on d.uid = t.sumber_uid where d.resep_uid in ('${a.uid}', '${b.uid}')`,
    );
    expect(charges[0]?.n).toBe(1);
  });
});

describe('POST /farmasi/obat/retur', () => {
  it('puts the same batches back and reverses the charges, once', async () => {
    const r = await tulis([polos(1, 'AMOX500', 10)]);
    await setujui(r.uid);
    await selesai(r.uid);
    expect(await stokBatch('AMX-A')).toBe(35);
    const retur = (body: object, cookie = akun.apoteker) => call('POST', '/farmasi/obat/retur', cookie, body);
    expect((await retur({ uid: r.uid, alasan: '' })).statusCode).toBe(400);
    expect((await retur({ uid: r.uid, alasan: 'Salah obat' }, akun.kasir)).statusCode).toBe(403);
    const ok = await retur({ uid: r.uid, alasan: 'Pasien alergi amoksisilin' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().respon).toMatchObject({
      status: 'RETUR',
      tahap: 'DIRETUR',
      alasan_retur: 'Pasien alergi amoksisilin',
    });
    expect(ok.json().respon.detail[0].total).toBe(0);
    expect(await stokBatch('AMX-A')).toBe(45);
    const [sum] = await queryRows<{ total: string; n: number }>(
      t,
      `select sum(total) total, count(*)::int n from transaksi where sumber_uid = '${ok.json().respon.detail[0].uid}'`,
    );
    expect([Number(sum?.total), sum?.n]).toEqual([0, 2]);
    expect((await retur({ uid: r.uid, alasan: 'Lagi' })).statusCode).toBe(409);
    await ledgerUtuh();
  });

  it('answers 401/400 on the queue routes and 409 for labels of a request not yet approved', async () => {
    const r = await tulis([polos(1, 'AMBRO30', 1)]);
    expect((await call('GET', '/farmasi/dispalyantrian')).statusCode).toBe(401);
    expect((await call('GET', '/farmasi/dispalyantrian?tanggal=07-01-2030', akun.apoteker)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/farmasi/dispalyantrian', akun.kasir)).statusCode).toBe(403);
    expect((await call('PUT', '/farmasi/callantrian/bukan', akun.apoteker)).statusCode).toBe(400);
    expect((await call('PUT', `/farmasi/callantrian/${r.uid}`, akun.apoteker)).statusCode).toBe(409);
    expect((await call('GET', `/farmasi/obat/request/${r.uid}/etiket`, akun.apoteker)).statusCode).toBe(409);
    expect((await call('POST', '/farmasi/obat/request/done', akun.apoteker, {})).statusCode).toBe(400);
  });
});
