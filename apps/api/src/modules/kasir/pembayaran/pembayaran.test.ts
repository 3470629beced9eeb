import { terbilangRupiah } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { tambahStok } from '../../farmasi/stok/stok.ledger.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
let bankUid = '';
let kasirUid = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'management', 'apoteker']) akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  [{ uid: bankUid }] = (await queryRows<{ uid: string }>(
    t,
    "select uid from bank where status = 'AKTIF' limit 1",
  )) as [{ uid: string }];
  [{ uid: kasirUid }] = (await queryRows<{ uid: string }>(
    t,
    "select uid from akun where username = 'kasir'",
  )) as [{ uid: string }];
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 500_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

/** A visit with a consultation (Rp 50.000) and `injeksi` IV injections. */
async function kunjunganDengan(penjamin: 'UMUM' | 'BPJS', nama: string, injeksi = 1) {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER', penjamin, nama });
  const uids: string[] = [];
  for (const [kode, jumlah] of [
    ['KON-UMUM', 1],
    ['KEP-INJ-IV', injeksi],
  ] as const) {
    const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: tindakan[kode],
      jumlah,
    });
    if (res.statusCode !== 201) throw new Error(`tindakan: ${res.statusCode} ${res.body}`);
    uids.push(res.json().respon.uid);
  }
  return { ...l, tindakan_uids: uids };
}

const tagihan = async (l: LayananUji) =>
  (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;

describe('paying a bill', () => {
  it('takes a split payment for an UMUM visit: invoice number, change, words, and the bill is settled', async () => {
    const l = await kunjunganDengan('UMUM', 'Budi Bayar', 2);
    const tg = await tagihan(l);
    expect(tg).toMatchObject({ tagihan_terbuka: tg.total, penjamin_terbuka: 0, sisa: tg.total });
    const tunai = 50_000;
    const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [
        { metode: 'TUNAI', jumlah: tunai, diterima: 100_000 },
        { metode: 'QRIS', jumlah: tg.sisa - tunai, referensi: 'QR-778812' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const p = res.json().respon;
    expect(p.nomor).toMatch(/^INV-\d{8}-\d{4}$/);
    expect(p).toMatchObject({
      total_tagihan: tg.total,
      ditanggung_penjamin: 0,
      jumlah_bayar: tg.total,
      kembalian: 50_000,
      terbilang: terbilangRupiah(tg.total),
      batal: null,
    });
    expect(p.metode.map((m: { metode: string; jumlah: number }) => [m.metode, m.jumlah]).sort()).toEqual(
      [
        ['QRIS', tg.sisa - tunai],
        ['TUNAI', tunai],
      ].sort(),
    );
    // Registration's administration and card, the consultation and the injection.
    expect(p.items).toHaveLength(4);

    const sesudah = await tagihan(l);
    expect(sesudah).toMatchObject({ sudah_dibayar: tg.total, tagihan_terbuka: 0, sisa: 0 });
    expect(sesudah.pembayaran).toEqual([expect.objectContaining({ nomor: p.nomor, batal: false })]);
    const antrian = (await call('GET', `/kasir/antrian?tanggal=${SENIN}`, akun.kasir)).json().respon;
    expect(
      antrian.find((a: { kunjungan_uid: string }) => a.kunjungan_uid === l.kunjungan_uid),
    ).toBeUndefined();

    const pdf = await call('GET', `/kasir/pembayaran/${p.uid}/kuitansi`, akun.kasir);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain(p.nomor);
    expect(teks).toContain(terbilangRupiah(tg.total));
    expect(teks).toContain('QR-778812');
    const struk = await call('GET', `/kasir/pembayaran/${p.uid}/kuitansi?kertas=80mm`, akun.kasir);
    expect(struk.statusCode).toBe(200);
  });

  it('settles a BPJS visit with nothing to pay: the payer covers it all, the receipt says nol rupiah', async () => {
    const l = await kunjunganDengan('BPJS', 'Sri Bpjs');
    const tg = await tagihan(l);
    expect(tg).toMatchObject({ penjamin_terbuka: tg.total, sisa: 0 });
    const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().respon).toMatchObject({
      ditanggung_penjamin: tg.total,
      jumlah_bayar: 0,
      terbilang: 'nol rupiah',
      label_penjamin: 'BPJS Kesehatan',
    });
  });

  it('lets only one of two simultaneous payments of the same bill through (409 for the other)', async () => {
    const l = await kunjunganDengan('UMUM', 'Dua Kasir');
    const tg = await tagihan(l);
    const body = {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
    };
    const [a, b] = await Promise.all([
      call('POST', '/kasir/pembayaran', akun.kasir, body),
      call('POST', '/kasir/pembayaran', akun.management, body),
    ]);
    // MANAGEMENT has no open shift: open one and race again on a fresh visit, so both can pay.
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    await call('POST', '/kasir/shift/buka', akun.management, { modal_awal: 0 });
    const l2 = await kunjunganDengan('UMUM', 'Dua Kasir Lagi');
    const tg2 = await tagihan(l2);
    const body2 = { ...body, kunjungan_uid: l2.kunjungan_uid, total_tagihan: tg2.tagihan_terbuka };
    const [c, d] = await Promise.all([
      call('POST', '/kasir/pembayaran', akun.kasir, body2),
      call('POST', '/kasir/pembayaran', akun.management, body2),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([201, 409]);
    const kalah = c.statusCode === 409 ? c : d;
    expect(kalah.json().code).toBe('pembayaran.tagihan_sudah_lunas');
    const [{ n }] = (await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from pembayaran where kunjungan_uid = '${l2.kunjungan_uid}'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a payment when the bill changed since the cashier looked, and writes nothing', async () => {
    const l = await kunjunganDengan('UMUM', 'Tagihan Berubah');
    const tg = await tagihan(l);
    const sebelum = await countRows(t, 'pembayaran');
    const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka - 1_000,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa - 1_000 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('pembayaran.tagihan_berubah');
    expect(await countRows(t, 'pembayaran')).toBe(sebelum);
  });

  it('answers 400 with the field for amounts that do not add up, a missing bank or QRIS reference, short cash', async () => {
    const l = await kunjunganDengan('UMUM', 'Salah Isi');
    const tg = await tagihan(l);
    const dasar = { kunjungan_uid: l.kunjungan_uid, total_tagihan: tg.tagihan_terbuka };
    const sebelum = await countRows(t, 'pembayaran');
    const kasus: [object, string][] = [
      [{ metode: [{ metode: 'TUNAI', jumlah: tg.sisa - 1 }] }, 'metode'],
      [{ metode: [{ metode: 'TRANSFER', jumlah: tg.sisa }] }, 'metode.0.bank_uid'],
      [{ metode: [{ metode: 'QRIS', jumlah: tg.sisa }] }, 'metode.0.referensi'],
      [{ metode: [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa - 1 }] }, 'metode.0.diterima'],
      [
        { metode: [{ metode: 'DEBIT', jumlah: tg.sisa, bank_uid: '00000000-0000-4000-8000-000000000000' }] },
        'metode.0.bank_uid',
      ],
      [{ diskon: 1_000, metode: [{ metode: 'TUNAI', jumlah: tg.sisa - 1_000 }] }, 'alasan_diskon'],
    ];
    for (const [isi, path] of kasus) {
      const res = await call('POST', '/kasir/pembayaran', akun.kasir, { ...dasar, ...isi });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(
      (await call('POST', '/kasir/pembayaran', akun.kasir, { total_tagihan: 1, metode: [] })).statusCode,
    ).toBe(400);
    expect(await countRows(t, 'pembayaran')).toBe(sebelum);
    // A bank transfer with the bank named is fine.
    const ok = await call('POST', '/kasir/pembayaran', akun.kasir, {
      ...dasar,
      metode: [{ metode: 'TRANSFER', jumlah: tg.sisa, bank_uid: bankUid, referensi: 'TRF-01' }],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().respon.metode[0].bank).toEqual(expect.objectContaining({ uid: bankUid }));
  });

  it('gives a discount only with a reason and within the cashier authority set by MANAGEMENT', async () => {
    const l = await kunjunganDengan('UMUM', 'Minta Diskon', 2);
    const tg = await tagihan(l);
    const bayarDiskon = (diskon: number) =>
      call('POST', '/kasir/pembayaran', akun.kasir, {
        kunjungan_uid: l.kunjungan_uid,
        total_tagihan: tg.tagihan_terbuka,
        diskon,
        alasan_diskon: 'Pasien tidak mampu (SKTM)',
        metode: [{ metode: 'TUNAI', jumlah: tg.sisa - diskon }],
      });
    const tanpa = await bayarDiskon(5_000);
    expect(tanpa.statusCode).toBe(403);
    expect(tanpa.json().code).toBe('pembayaran.diskon_tanpa_wewenang');

    expect(
      (await call('PUT', `/kasir/wewenang/${kasirUid}`, akun.kasir, { maks_diskon_persen: 10 })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/kasir/wewenang/${kasirUid}`, akun.management, { maks_diskon_persen: 101 }))
        .statusCode,
    ).toBe(400);
    const atur = await call('PUT', `/kasir/wewenang/${kasirUid}`, akun.management, {
      maks_diskon_persen: 10,
    });
    expect(atur.statusCode).toBe(200);
    expect((await call('GET', '/kasir/wewenang/saya', akun.kasir)).json().respon.maks_diskon_persen).toBe(10);

    const lebih = await bayarDiskon(Math.floor(tg.sisa / 10) + 1);
    expect(lebih.statusCode).toBe(403);
    expect(lebih.json().code).toBe('pembayaran.diskon_melebihi_wewenang');
    const diskon = Math.floor(tg.sisa / 10);
    const ok = await bayarDiskon(diskon);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().respon).toMatchObject({
      diskon,
      alasan_diskon: 'Pasien tidak mampu (SKTM)',
      jumlah_bayar: tg.sisa - diskon,
    });
    expect((await tagihan(l)).diskon).toBe(diskon);
  });
});

describe('voiding a receipt', () => {
  it('keeps the original, writes the negated twin, opens the charges again and lets the module cancel them', async () => {
    const l = await kunjunganDengan('UMUM', 'Batal Bayar');
    const tg = await tagihan(l);
    const p = (
      await call('POST', '/kasir/pembayaran', akun.kasir, {
        kunjungan_uid: l.kunjungan_uid,
        total_tagihan: tg.tagihan_terbuka,
        metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
      })
    ).json().respon;

    // Paid: the clinic can no longer cancel the procedure by itself.
    const injeksi = l.tindakan_uids[1];
    const batalTindakan = () =>
      call('PUT', `/pelayanan/${l.layanan_uid}/tindakan/${injeksi}/batal`, akun.dokter, {
        alasan: 'Salah input',
      });
    expect((await batalTindakan()).statusCode).toBe(409);

    expect(
      (await call('POST', `/kasir/pembayaran/${p.uid}/batal`, akun.kasir, { alasan: '' })).statusCode,
    ).toBe(400);
    const res = await call('POST', `/kasir/pembayaran/${p.uid}/batal`, akun.kasir, {
      alasan: 'Salah pilih pasien',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.batal).toMatchObject({ alasan: 'Salah pilih pasien' });
    const rows = await queryRows<{ nomor: string; jumlah_bayar: string; membalik_uid: string | null }>(
      t,
      `select nomor, jumlah_bayar, membalik_uid from pembayaran where kunjungan_uid = '${l.kunjungan_uid}' order by created_at, nomor`,
    );
    expect(rows.map((r) => [r.nomor, Number(r.jumlah_bayar)])).toEqual([
      [p.nomor, tg.sisa],
      [`${p.nomor}-BATAL`, -tg.sisa],
    ]);
    const metode = await queryRows<{ s: string }>(
      t,
      `select sum(m.jumlah) as s from pembayaran_metode m join pembayaran p on p.uid = m.pembayaran_uid where p.kunjungan_uid = '${l.kunjungan_uid}'`,
    );
    expect(Number(metode[0]?.s)).toBe(0);

    const lagi = await call('POST', `/kasir/pembayaran/${p.uid}/batal`, akun.kasir, {
      alasan: 'Dua kali batal',
    });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('pembayaran.sudah_dibatalkan');

    const terbuka = await tagihan(l);
    expect(terbuka).toMatchObject({ sudah_dibayar: 0, tagihan_terbuka: tg.total, sisa: tg.total });
    expect(terbuka.pembayaran).toEqual([expect.objectContaining({ nomor: p.nomor, batal: true })]);
    expect((await batalTindakan()).statusCode).toBe(200);

    const pdf = teksPdf((await call('GET', `/kasir/pembayaran/${p.uid}/kuitansi`, akun.kasir)).rawPayload);
    // Bold text comes out of the PDF without its spaces; compare without them.
    expect(pdf.replace(/\s/g, '')).toContain('DIBATALKAN');
    expect(pdf.replace(/\s/g, '')).toContain('Salahpilihpasien');
  });
});

describe('walk-in sales at the cashier', () => {
  it('lists the sales sent to the cashier, takes their payment once, and a void sends them back', async () => {
    const [lokasi] = (await queryRows<{ uid: string }>(
      t,
      "select uid from farmasi_lokasi where kode = 'DRJ'",
    )) as [{ uid: string }];
    const [pct] = (await queryRows<{ uid: string }>(
      t,
      "select uid from farmasi_produk where kode = 'PCT500'",
    )) as [{ uid: string }];
    await t.database.db.transaction((tx) =>
      tambahStok(
        tx,
        { user: null, ip: null, userAgent: null, now: () => JAM_SENIN },
        {
          jenis: 'PENAMBAHAN',
          sumber: 'uji',
          produk_uid: pct.uid,
          lokasi_uid: lokasi.uid,
          batch: 'KSR-1',
          kedaluwarsa: '2031-12-31',
          harga_satuan: 200,
          jumlah: 50,
        },
      ),
    );
    const jual = await call('POST', '/farmasi/penjualan', akun.apoteker, {
      nama_pembeli: 'Wati Bebas',
      lokasi_uid: lokasi.uid,
      tempat_bayar: 'KASIR',
      items: [{ produk_uid: pct.uid, jumlah: 10 }],
    });
    expect(jual.statusCode, jual.body).toBe(201);
    const sale = jual.json().respon as { uid: string; total: number };
    const antre = async () =>
      ((await call('GET', '/kasir/penjualan', akun.kasir)).json().respon as { uid: string }[]).map(
        (p) => p.uid,
      );
    expect(await antre()).toContain(sale.uid);

    const body = {
      penjualan_uid: sale.uid,
      total_tagihan: sale.total,
      metode: [{ metode: 'TUNAI', jumlah: sale.total, diterima: sale.total + 5_000 }],
    };
    expect(
      (await call('POST', '/kasir/pembayaran', akun.kasir, { ...body, diskon: 500, alasan_diskon: 'x' }))
        .statusCode,
    ).toBe(400);
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, body);
    expect(bayar.statusCode, bayar.body).toBe(201);
    expect(bayar.json().respon).toMatchObject({
      nama_pembayar: 'Wati Bebas',
      jumlah_bayar: sale.total,
      kembalian: 5_000,
    });
    expect((await call('GET', `/farmasi/penjualan/${sale.uid}`, akun.apoteker)).json().respon.status).toBe(
      'LUNAS',
    );
    expect(await antre()).not.toContain(sale.uid);
    expect((await call('POST', '/kasir/pembayaran', akun.kasir, body)).statusCode).toBe(409);

    const batal = await call('POST', `/kasir/pembayaran/${bayar.json().respon.uid}/batal`, akun.kasir, {
      alasan: 'Pembeli membatalkan',
    });
    expect(batal.statusCode).toBe(200);
    expect((await call('GET', `/farmasi/penjualan/${sale.uid}`, akun.apoteker)).json().respon.status).toBe(
      'MENUNGGU_BAYAR',
    );
    expect(await antre()).toContain(sale.uid);
    expect((await call('GET', '/kasir/penjualan')).statusCode).toBe(401);
    expect((await call('GET', '/kasir/penjualan', akun.dokter)).statusCode).toBe(403);
    expect((await call('GET', '/kasir/penjualan?limit=0', akun.kasir)).statusCode).toBe(400);
  });
});

describe('access and input', () => {
  it('needs a session, the right role, an open shift, and well-formed input', async () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    const body = { kunjungan_uid: uid, total_tagihan: 0, metode: [] };
    expect((await call('POST', '/kasir/pembayaran', undefined, body)).statusCode).toBe(401);
    expect((await call('POST', '/kasir/pembayaran', akun.dokter, body)).statusCode).toBe(403);
    expect((await call('GET', '/kasir/pembayaran')).statusCode).toBe(401);
    expect((await call('GET', '/kasir/pembayaran', akun.apoteker)).statusCode).toBe(403);
    expect(
      (await call('GET', '/kasir/pembayaran?dari=2030-02-01&sampai=2030-01-01', akun.kasir)).statusCode,
    ).toBe(400);
    expect((await call('GET', `/kasir/pembayaran/${uid}`, akun.kasir)).statusCode).toBe(404);
    expect((await call('GET', '/kasir/pembayaran/bukan', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', `/kasir/pembayaran/${uid}/kuitansi`, akun.dokter)).statusCode).toBe(403);
    expect((await call('GET', `/kasir/pembayaran/${uid}/kuitansi?kertas=A5`, akun.kasir)).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', `/kasir/pembayaran/${uid}/batal`, undefined, { alasan: 'xxxxx' })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/kasir/pembayaran/${uid}/batal`, akun.dokter, { alasan: 'xxxxx' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/kasir/pembayaran/${uid}/batal`, akun.kasir, { alasan: 'xxxxx' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/kasir/wewenang', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/kasir/wewenang', akun.management)).json().respon).toEqual(
      expect.arrayContaining([expect.objectContaining({ username: 'kasir' })]),
    );
    expect(
      (await call('PUT', `/kasir/wewenang/${uid}`, akun.management, { maks_diskon_persen: 5 })).statusCode,
    ).toBe(404);

    // Paying without an open shift: 409 and nothing written (ADMIN has the right but no shift).
    const admin = await t.login('admin');
    const l = await kunjunganDengan('UMUM', 'Tanpa Shift');
    const tg = await tagihan(l);
    const res = await call('POST', '/kasir/pembayaran', admin, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('shift.belum_dibuka');
  });
});
