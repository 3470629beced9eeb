import { BAGIAN_CHECKLIST, hargaJual, ITEM_CHECKLIST } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { uidKode } from '../penunjang/penunjang.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';
import { pegawaiAkun, pegawaiNama } from '../surat/surat.factory.ts';

// The theatre's consumables and drugs (docs/operasi.md "Consumables and drugs"): stock out of the
// theatre's depot (DOK) through the pharmacy ledger, OBAT charges on the layanan the operation
// charges, cancellation back through both ledgers, and the paid bill closing it.

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const akun: Record<string, string> = {};
let stay: StayUji;
let klinik: LayananUji;
const uid: Record<string, string> = {};
const obat: Record<string, { uid: string; harga: number; nama: string }> = {};
const KOSONG = '00000000-0000-4000-8000-000000000000';

const jadwal = (ubah: Record<string, unknown>) => ({
  kamar_operasi_uid: uid.ok1,
  mulai: '2030-01-07T09:00:00+07:00',
  durasi_menit: 120,
  operator_uid: uid.andi,
  asisten_uid: uid.sri,
  anestesi_uid: uid.eko,
  jenis_anestesi: 'SPINAL',
  tindakan_uid: uid.apendektomi,
  prosedur: { kode: '47.09', nama: 'Other appendectomy' },
  diagnosis: { kode: 'K35.8', nama: 'Acute appendicitis, other and unspecified' },
  urgensi: 'ELEKTIF',
  ...ubah,
});

const pakai = (
  op: string,
  items: { kode?: string; produk_uid?: string; jumlah: unknown }[],
  cookie = akun.perawat,
) =>
  call('POST', `/operasi/${op}/bhp`, cookie, {
    items: items.map((i) => ({ produk_uid: i.produk_uid ?? obat[i.kode ?? '']?.uid, jumlah: i.jumlah })),
  });
const batal = (op: string, baris: string, body: object = { alasan: 'Kemasan rusak, tidak dipakai' }) =>
  call('POST', `/operasi/${op}/bhp/${baris}/batal`, akun.perawat, body);
const status = (op: string, s: string) => call('POST', `/operasi/${op}/status`, akun.perawat, { status: s });

/** On hand at the theatre's depot per batch of a product, and the sum of its ledger rows there. */
async function stokDok(kode: string) {
  const batch = await queryRows<{ batch: string; jumlah: number }>(
    t,
    `select b.batch, b.jumlah from farmasi_stok_batch b join farmasi_produk p on p.uid = b.produk_uid
     where p.kode = '${kode}' and b.lokasi_uid = '${uid.dok}' order by b.batch`,
  );
  const [ledger] = await queryRows<{ n: number }>(
    t,
    `select coalesce(sum(m.jumlah), 0)::int as n from farmasi_stok_mutasi m join farmasi_produk p on p.uid = m.produk_uid
     where p.kode = '${kode}' and m.lokasi_uid = '${uid.dok}'`,
  );
  return { batch: Object.fromEntries(batch.map((b) => [b.batch, b.jumlah])), ledger: ledger?.n ?? 0 };
}

/** Rows of every table a usage writes, to assert a refusal wrote nothing. */
const jejak = async () => ({
  bhp: await countRows(t, 'operasi_bhp'),
  mutasi: await countRows(t, 'farmasi_stok_mutasi'),
  transaksi: await countRows(t, 'transaksi'),
});

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'dod', 'perawat', 'kasir', 'rm', 'admin'])
    akun[r] = await t.login(r);
  stay = await stayUji(t, akun.pendaftaran ?? '', { nama: 'Budi Apendiks' });
  klinik = await siapkanLayanan(t, akun.pendaftaran ?? '', {
    poli: 'BEDAH',
    dokter: 'Bayu Aditya Nugraha',
    nama: 'Citra Benjolan',
  });
  uid.andi = await pegawaiAkun(t, 'dokter');
  uid.eko = await pegawaiAkun(t, 'dod');
  uid.sri = await pegawaiNama(t, 'Sri Wulandari');
  uid.bayu = await pegawaiNama(t, 'Bayu Aditya Nugraha');
  uid.apendektomi = await uidKode(t, 'tindakan', 'OPS-APENDEKTOMI');
  // Excision of a breast lump: a day-case operation with an outpatient tariff.
  uid.fam = await uidKode(t, 'tindakan', 'OPS-FAM');
  const kamar = await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from kamar_operasi');
  uid.ok1 = kamar.find((k) => k.kode === 'OK1')?.uid ?? '';
  uid.ok2 = kamar.find((k) => k.kode === 'OK2')?.uid ?? '';
  const [dok] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DOK'");
  uid.dok = dok?.uid ?? '';
  for (const p of await queryRows<{ uid: string; kode: string; nama: string; harga_dasar: string }>(
    t,
    "select uid, kode, nama, harga_dasar from farmasi_produk where kode in ('KASA', 'SPUIT5', 'BUPIV05', 'HANDSC')",
  ))
    obat[p.kode] = { uid: p.uid, nama: p.nama, harga: Number(p.harga_dasar) };
  // API tests start from empty stock: the theatre's depot is stocked the way a pharmacist would.
  const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.admin, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: uid.dok,
    alasan: 'Stok awal pengujian',
    items: [
      { produk_uid: obat.KASA?.uid, batch: 'KASA-A', kedaluwarsa: '2030-03-31', jumlah: 4 },
      { produk_uid: obat.KASA?.uid, batch: 'KASA-B', kedaluwarsa: '2031-06-30', jumlah: 6 },
      // Expired before the test Monday: never used on a patient.
      { produk_uid: obat.KASA?.uid, batch: 'KASA-X', kedaluwarsa: '2029-12-31', jumlah: 5 },
      { produk_uid: obat.SPUIT5?.uid, batch: 'SP-A', kedaluwarsa: '2031-01-31', jumlah: 20 },
      { produk_uid: obat.BUPIV05?.uid, batch: 'BUP-A', kedaluwarsa: '2031-01-31', jumlah: 2 },
      { produk_uid: obat.HANDSC?.uid, batch: 'HS-A', kedaluwarsa: '2031-01-31', jumlah: 10 },
    ],
  });
  if (stok.statusCode !== 201) throw new Error(`stok: ${stok.statusCode} ${stok.body}`);
  const a = await call('POST', '/operasi', akun.dokter, jadwal({ layanan_uid: stay.layanan_uid }));
  const b = await call(
    'POST',
    '/operasi',
    akun.dokter,
    jadwal({
      layanan_uid: klinik.layanan_uid,
      kamar_operasi_uid: uid.ok2,
      operator_uid: uid.bayu,
      asisten_uid: null,
      anestesi_uid: null,
      jenis_anestesi: 'LOKAL',
      tindakan_uid: uid.fam,
      prosedur: { kode: '85.21', nama: 'Local excision of lesion of breast' },
      diagnosis: { kode: 'D24', nama: 'Benign neoplasm of breast' },
    }),
  );
  if (a.statusCode !== 201 || b.statusCode !== 201) throw new Error(`jadwal: ${a.body} ${b.body}`);
  uid.a = a.json().respon.uid;
  uid.b = b.json().respon.uid;
});
afterAll(() => t.close());

describe('usage on an operation', () => {
  it('is refused before preparation starts, writing nothing', async () => {
    const sebelum = await jejak();
    const res = await pakai(uid.a ?? '', [{ kode: 'KASA', jumlah: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'operasi.bhp_status',
      message: expect.stringContaining('Persiapan'),
    });
    expect(await jejak()).toEqual(sebelum);
    const daftar = (await call('GET', `/operasi/${uid.a}/bhp`, akun.rm)).json().respon;
    expect(daftar).toMatchObject({ depo: { kode: 'DOK' }, baris: [], total: 0, boleh_ubah: false });
  });

  it('lists the depot products with unexpired stock and the patient payer price', async () => {
    expect((await status(uid.a ?? '', 'PERSIAPAN')).statusCode).toBe(200);
    const res = await call('GET', `/operasi/${uid.a}/bhp/produk?search=kasa`, akun.perawat);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toEqual([
      expect.objectContaining({
        kode: 'KASA',
        kategori: 'Bahan Medis Habis Pakai',
        satuan_dasar: 'Pak',
        stok: 10,
        harga_satuan: hargaJual(obat.KASA?.harga ?? 0, 'UMUM'),
      }),
    ]);
    // Only what the theatre's depot holds: a clinic tablet is not offered.
    const semua = (await call('GET', `/operasi/${uid.a}/bhp/produk?limitless=true`, akun.rm)).json().respon;
    expect(semua.map((p: { kode: string }) => p.kode).sort()).toEqual([
      'BUPIV05',
      'HANDSC',
      'KASA',
      'SPUIT5',
    ]);
  });

  it('takes stock out of DOK first-expiry-first and charges the stay as OBAT', async () => {
    const res = await pakai(uid.a ?? '', [
      { kode: 'KASA', jumlah: 5 },
      { kode: 'SPUIT5', jumlah: '2' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const hargaKasa = hargaJual(obat.KASA?.harga ?? 0, 'UMUM');
    const hargaSpuit = hargaJual(obat.SPUIT5?.harga ?? 0, 'UMUM');
    const d = res.json().respon;
    expect(d.boleh_ubah).toBe(true);
    expect(d.total).toBe(5 * hargaKasa + 2 * hargaSpuit);
    expect(d.baris).toEqual([
      expect.objectContaining({
        produk: expect.objectContaining({ kode: 'KASA' }),
        jumlah: 5,
        harga_satuan: hargaKasa,
        total: 5 * hargaKasa,
        oleh: expect.stringContaining('Intan'),
        dibayar: false,
        batal: null,
      }),
      expect.objectContaining({ produk: expect.objectContaining({ kode: 'SPUIT5' }), jumlah: 2 }),
    ]);
    uid.barisKasa = d.baris[0].uid;
    uid.barisSpuit = d.baris[1].uid;
    // The batch expiring first is emptied first; the expired one is untouched.
    expect(await stokDok('KASA')).toEqual({ batch: { 'KASA-A': 0, 'KASA-B': 5, 'KASA-X': 5 }, ledger: 10 });
    const mutasi = await queryRows<{ jenis: string; jumlah: number; sumber: string; nomor_dokumen: string }>(
      t,
      `select jenis, jumlah, sumber, nomor_dokumen from farmasi_stok_mutasi where sumber_uid = '${uid.barisKasa}' order by jumlah`,
    );
    expect(mutasi.map((m) => [m.jenis, m.jumlah, m.sumber])).toEqual([
      ['PEMAKAIAN', -4, 'operasi_bhp'],
      ['PEMAKAIAN', -1, 'operasi_bhp'],
    ]);
    expect(mutasi[0]?.nomor_dokumen).toMatch(/^OP2030\d{5}$/);
    // The pharmacy's issue log lists what the theatre used, as it lists prescriptions: one document,
    // the gauze from two batches and the syringe.
    const log = await call(
      'GET',
      '/farmasi/laporan/log-obat?dari=2030-01-01&sampai=2030-01-31&jenis=PEMAKAIAN',
      akun.admin,
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(
      log
        .json()
        .respon.filter((m: { nomor_dokumen: string }) => m.nomor_dokumen === mutasi[0]?.nomor_dokumen),
    ).toHaveLength(3);
    // The stay's bill shows the lines under Obat, as the cashier sees them.
    const tagihan = await call('GET', `/kasir/tagihan/${stay.kunjungan_uid}`, akun.kasir);
    expect(tagihan.statusCode).toBe(200);
    const obatBill = tagihan.json().respon.kelompok.find((k: { jenis: string }) => k.jenis === 'OBAT');
    expect(obatBill.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          nama: obat.KASA?.nama,
          jumlah: 5,
          total: 5 * hargaKasa,
          layanan_uid: stay.layanan_uid,
          sumber: 'operasi_bhp',
        }),
        expect.objectContaining({ nama: obat.SPUIT5?.nama, jumlah: 2, total: 2 * hargaSpuit }),
      ]),
    );
  });

  it('refuses more than the depot holds with 409 naming the product and what is left, writing nothing', async () => {
    const sebelum = await jejak();
    const stokSebelum = await stokDok('SPUIT5');
    // The first line would fit; the second does not: neither is taken.
    const res = await pakai(uid.a ?? '', [
      { kode: 'SPUIT5', jumlah: 3 },
      { kode: 'KASA', jumlah: 6 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stok.tidak_cukup');
    expect(res.json().message).toContain(obat.KASA?.nama);
    expect(res.json().message).toContain('Depo Kamar Operasi');
    expect(res.json().message).toContain('tersedia 5 Pak');
    expect(await jejak()).toEqual(sebelum);
    expect(await stokDok('SPUIT5')).toEqual(stokSebelum);
  });

  it('gives the last units to exactly one of two simultaneous requests; stock never goes negative', async () => {
    expect((await status(uid.b ?? '', 'PERSIAPAN')).statusCode).toBe(200);
    const sebelum = await countRows(t, 'operasi_bhp');
    const [x, y] = await Promise.all([
      pakai(uid.a ?? '', [{ kode: 'BUPIV05', jumlah: 2 }]),
      pakai(uid.b ?? '', [{ kode: 'BUPIV05', jumlah: 2 }], akun.dod),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const kalah = x.statusCode === 409 ? x : y;
    expect(kalah.json()).toMatchObject({
      code: 'stok.tidak_cukup',
      message: expect.stringContaining('tersedia 0'),
    });
    expect(await countRows(t, 'operasi_bhp')).toBe(sebelum + 1);
    expect(await stokDok('BUPIV05')).toEqual({ batch: { 'BUP-A': 0 }, ledger: 0 });
    const [negatif] = await queryRows<{ n: number }>(
      t,
      'select count(*)::int as n from farmasi_stok_batch where jumlah < 0',
    );
    expect(negatif?.n).toBe(0);
    uid.pemenang = x.statusCode === 201 ? (uid.a ?? '') : (uid.b ?? '');
  });

  it('cancels a line: the same batch gets the stock back and the charge is reversed', async () => {
    const tanpaAlasan = await batal(uid.a ?? '', uid.barisSpuit ?? '', {});
    expect(tanpaAlasan.statusCode).toBe(400);
    expect(tanpaAlasan.json().errors[0].path).toBe('alasan');
    const res = await batal(uid.a ?? '', uid.barisSpuit ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().respon;
    const spuit = d.baris.find((b: { uid: string }) => b.uid === uid.barisSpuit);
    expect(spuit.batal).toMatchObject({
      alasan: 'Kemasan rusak, tidak dipakai',
      oleh: expect.stringContaining('Intan'),
    });
    const hargaKasa = hargaJual(obat.KASA?.harga ?? 0, 'UMUM');
    const bupi = d.baris.filter((b: { produk: { kode: string } }) => b.produk.kode === 'BUPIV05');
    expect(d.total).toBe(5 * hargaKasa + bupi.reduce((n: number, b: { total: number }) => n + b.total, 0));
    expect(await stokDok('SPUIT5')).toEqual({ batch: { 'SP-A': 20 }, ledger: 20 });
    const [kembali] = await queryRows<{ jenis: string; jumlah: number }>(
      t,
      `select jenis, jumlah from farmasi_stok_mutasi where sumber_uid = '${uid.barisSpuit}' and jumlah > 0`,
    );
    expect(kembali).toEqual({ jenis: 'BATAL_PEMAKAIAN', jumlah: 2 });
    const [tagih] = await queryRows<{ n: string; balik: number }>(
      t,
      `select sum(total)::text as n, count(*) filter (where membalik_uid is not null)::int as balik
       from transaksi where sumber = 'operasi_bhp' and sumber_uid = '${uid.barisSpuit}'`,
    );
    expect(tagih).toEqual({ n: '0', balik: 1 });
    const bill = (await call('GET', `/kasir/tagihan/${stay.kunjungan_uid}`, akun.kasir)).json().respon;
    const obatBill = bill.kelompok.find((k: { jenis: string }) => k.jenis === 'OBAT');
    expect(obatBill.items.some((i: { nama: string }) => i.nama === obat.SPUIT5?.nama)).toBe(false);
    const lagi = await batal(uid.a ?? '', uid.barisSpuit ?? '');
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('operasi.bhp_sudah_dibatalkan');
    expect(await stokDok('SPUIT5')).toEqual({ batch: { 'SP-A': 20 }, ledger: 20 });
  });

  it('is refused once the operation bill is paid, for new lines and cancellations alike', async () => {
    const op = uid.b ?? '';
    const tambah = await pakai(op, [{ kode: 'HANDSC', jumlah: 2 }]);
    expect(tambah.statusCode).toBe(201);
    const baris = tambah
      .json()
      .respon.baris.find((b: { produk: { kode: string } }) => b.produk.kode === 'HANDSC');
    // Through the theatre's flow to SELESAI, which charges the fees on the clinic visit.
    for (const b of BAGIAN_CHECKLIST.slice(0, 2)) {
      const jawaban = Object.fromEntries(ITEM_CHECKLIST[b].map((i) => [i.kunci, i.pilihan[0] as string]));
      expect((await call('PUT', `/operasi/${op}/checklist/${b}`, akun.perawat, { jawaban })).statusCode).toBe(
        200,
      );
    }
    expect((await status(op, 'OPERASI')).statusCode).toBe(200);
    const jawaban = Object.fromEntries(ITEM_CHECKLIST.SIGN_OUT.map((i) => [i.kunci, i.pilihan[0] as string]));
    expect(
      (await call('PUT', `/operasi/${op}/checklist/SIGN_OUT`, akun.perawat, { jawaban })).statusCode,
    ).toBe(200);
    const selesai = await status(op, 'SELESAI');
    expect(selesai.statusCode, selesai.body).toBe(200);
    // After the end, still open: a line recorded at SELESAI goes on the same visit.
    const sesudah = await pakai(op, [{ kode: 'KASA', jumlah: 1 }]);
    expect(sesudah.statusCode).toBe(201);
    expect(
      await queryRows(
        t,
        `select distinct layanan_uid from transaksi where sumber = 'operasi_bhp' and kunjungan_uid = '${klinik.kunjungan_uid}'`,
      ),
    ).toEqual([{ layanan_uid: klinik.layanan_uid }]);

    expect((await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 })).statusCode).toBe(
      201,
    );
    const tg = (await call('GET', `/kasir/tagihan/${klinik.kunjungan_uid}`, akun.kasir)).json().respon;
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: klinik.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: tg.sisa > 0 ? [{ metode: 'TUNAI', jumlah: tg.sisa }] : [],
    });
    expect(bayar.statusCode, bayar.body).toBe(201);

    const sebelum = await jejak();
    const stokSebelum = await stokDok('HANDSC');
    const lagi = await pakai(op, [{ kode: 'HANDSC', jumlah: 1 }]);
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json()).toMatchObject({
      code: 'operasi.bhp_sudah_dibayar',
      message: expect.stringContaining('sudah dibayar'),
    });
    const tarik = await batal(op, baris.uid);
    expect(tarik.statusCode).toBe(409);
    expect(tarik.json().code).toBe('operasi.bhp_sudah_dibayar');
    expect(await jejak()).toEqual(sebelum);
    expect(await stokDok('HANDSC')).toEqual(stokSebelum);
    const d = (await call('GET', `/operasi/${op}/bhp`, akun.perawat)).json().respon;
    expect(d.boleh_ubah).toBe(false);
    expect(d.alasan_terkunci).toContain('sudah dibayar');
    expect(d.baris.every((b: { dibayar: boolean }) => b.dibayar)).toBe(true);
  });
});

describe('guards and input', () => {
  it('answers 401, 403, 400 and 404 on every route, writing nothing', async () => {
    const op = uid.a ?? '';
    const sebelum = await jejak();
    // GET usage
    expect((await call('GET', `/operasi/${op}/bhp`)).statusCode).toBe(401);
    expect((await call('GET', `/operasi/${op}/bhp`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/operasi/bukan-uid/bhp', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', `/operasi/${KOSONG}/bhp`, akun.perawat)).json().code).toBe(
      'operasi.tidak_ditemukan',
    );
    // GET products
    expect((await call('GET', `/operasi/${op}/bhp/produk`)).statusCode).toBe(401);
    expect((await call('GET', `/operasi/${op}/bhp/produk`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', `/operasi/${op}/bhp/produk?limit=0`, akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', `/operasi/${KOSONG}/bhp/produk`, akun.perawat)).statusCode).toBe(404);
    // POST usage
    expect((await pakai(op, [{ kode: 'KASA', jumlah: 1 }], '')).statusCode).toBe(401);
    expect((await pakai(op, [{ kode: 'KASA', jumlah: 1 }], akun.rm)).statusCode).toBe(403);
    expect((await pakai(op, [{ kode: 'KASA', jumlah: 1 }], akun.kasir)).statusCode).toBe(403);
    const kosong = await call('POST', `/operasi/${op}/bhp`, akun.perawat, { items: [] });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().errors[0].path).toBe('items');
    const nol = await pakai(op, [{ kode: 'KASA', jumlah: 0 }]);
    expect(nol.statusCode).toBe(400);
    expect(nol.json().errors[0]).toMatchObject({ path: 'items.0.jumlah', message: 'Jumlah minimal 1' });
    const ganda = await pakai(op, [
      { kode: 'KASA', jumlah: 1 },
      { kode: 'KASA', jumlah: 1 },
    ]);
    expect(ganda.statusCode).toBe(400);
    expect(ganda.json().errors[0].path).toBe('items.1.produk_uid');
    const asing = await pakai(op, [
      { kode: 'KASA', jumlah: 1 },
      { produk_uid: KOSONG, jumlah: 1 },
    ]);
    expect(asing.statusCode).toBe(400);
    expect(asing.json().errors).toEqual([
      { path: 'items.1.produk_uid', message: 'BHP atau obat tidak dikenal' },
    ]);
    expect((await pakai(KOSONG, [{ kode: 'KASA', jumlah: 1 }])).statusCode).toBe(404);
    // POST cancellation
    const alasan = { alasan: 'Salah input' };
    expect(
      (await call('POST', `/operasi/${op}/bhp/${uid.barisKasa}/batal`, undefined, alasan)).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/operasi/${op}/bhp/${uid.barisKasa}/batal`, akun.rm, alasan)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/operasi/${op}/bhp/x/batal`, akun.perawat, alasan)).statusCode).toBe(400);
    expect((await batal(op, uid.barisKasa ?? '', { alasan: 'ab' })).statusCode).toBe(400);
    const asingBaris = await batal(op, KOSONG);
    expect(asingBaris.statusCode).toBe(404);
    expect(asingBaris.json().code).toBe('operasi.bhp_tidak_ditemukan');
    // A line of another operation is not this one's.
    expect((await batal(uid.b ?? '', uid.barisKasa ?? '')).statusCode).toBe(404);
    expect(await jejak()).toEqual(sebelum);
  });
});
