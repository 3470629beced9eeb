import { hargaJual } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN } from '../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';

// Issue 17 point 2: the bill shows what the units hold but have not charged (orders not
// performed, prescriptions not dispensed) with an estimate, and a payment that would leave them
// open needs the cashier's explicit word (abaikan_tertunda), else 409 and nothing written.

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const uid: Record<string, string> = {};
const hargaDasar: Record<string, number> = {};

async function uidKode(tabel: string, kode: string) {
  const [r] = await queryRows<{ uid: string }>(t, `select uid from ${tabel} where kode = '${kode}'`);
  if (!r) throw new Error(`${tabel} ${kode}`);
  return r.uid;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'apoteker', 'labor', 'management'])
    akun[r] = await t.login(r);
  uid.gds = await uidKode('pemeriksaan_lab', 'GDS');
  uid.lipid = await uidKode('paket_lab', 'PKT-LIPID');
  uid.thorax = await uidKode('pemeriksaan_radiologi', 'DX-THORAX-PA');
  uid.kon = await uidKode('tindakan', 'KON-UMUM');
  for (const r of await queryRows<{ uid: string; kode: string; harga_dasar: string }>(
    t,
    "select uid, kode, harga_dasar from farmasi_produk where kode in ('AMOX500', 'PCT500', 'CTM4')",
  )) {
    uid[r.kode] = r.uid;
    hargaDasar[r.kode] = Number(r.harga_dasar);
  }
  const [drj] = await queryRows<{ uid: string }>(t, "select uid from farmasi_lokasi where kode = 'DRJ'");
  const stok = await call('POST', '/farmasi/stok/penyesuaian', akun.apoteker, {
    jenis: 'PENAMBAHAN',
    lokasi_uid: drj?.uid,
    alasan: 'Stok awal pengujian',
    items: ['AMOX500', 'PCT500', 'CTM4'].map((k) => ({
      produk_uid: uid[k],
      batch: `${k}-T`,
      kedaluwarsa: '2031-12-31',
      jumlah: 100,
    })),
  });
  if (stok.statusCode !== 201) throw new Error(`stok: ${stok.statusCode} ${stok.body}`);
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 500_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

const tagihan = async (l: LayananUji) =>
  (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;

/** The price the order dialog shows for an exam of this visit (the same tariff the unit charges). */
async function hargaKatalog(l: LayananUji, jenis: 'LABOR' | 'RADIOLOGI', itemUid = '') {
  const k = (
    await call('GET', `/pelayanan/${l.layanan_uid}/order/katalog?jenis=${jenis}`, akun.dokter)
  ).json().respon as { kelompok: { items: { uid: string; harga: number | null }[] }[] };
  const h = k.kelompok.flatMap((g) => g.items).find((i) => i.uid === itemUid)?.harga;
  if (h == null) throw new Error(`tanpa tarif ${itemUid}`);
  return h;
}

async function buat(url: string, body: object, cookie = akun.dokter) {
  const res = await call('POST', url, cookie, body);
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; nomor: string };
}

/** A visit with a consultation charged, a lab order, a radiology order and a prescription. */
async function kunjunganDenganOrder(nama: string) {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama });
  await buat(`/pelayanan/${l.layanan_uid}/tindakan`, { tindakan_uid: uid.kon, jumlah: 1 });
  const lab = await buat(`/pelayanan/${l.layanan_uid}/order`, {
    jenis: 'LABOR',
    items: [{ pemeriksaan_lab_uid: uid.gds }, { paket_lab_uid: uid.lipid }],
  });
  const rad = await buat(`/pelayanan/${l.layanan_uid}/order`, {
    jenis: 'RADIOLOGI',
    items: [{ pemeriksaan_radiologi_uid: uid.thorax }],
  });
  const resep = await buat(`/pelayanan/${l.layanan_uid}/resep`, {
    detail: [
      {
        jenis: 'NON_RACIKAN',
        config: { position: 1 },
        produk_uid: uid.AMOX500,
        jumlah: 10,
        aturan_pakai: '3 x 1',
      },
      {
        jenis: 'RACIKAN',
        config: { position: 2 },
        nama_racikan: 'Puyer Batuk',
        bentuk: 'PUYER',
        jumlah: 10,
        satuan: 'bungkus',
        aturan_pakai: '3 x 1 bungkus',
        mix_detail: [
          { position: 1, produk_uid: uid.PCT500, jumlah: 2.5, dosis: '120 mg' },
          { position: 2, produk_uid: uid.CTM4, jumlah: 1, dosis: '0,4 mg' },
        ],
      },
    ],
  });
  return { l, lab, rad, resep };
}

const bayarBody = (tg: { kunjungan_uid: string; tagihan_terbuka: number; sisa: number }, ack?: boolean) => ({
  kunjungan_uid: tg.kunjungan_uid,
  total_tagihan: tg.tagihan_terbuka,
  metode: [{ metode: 'TUNAI', jumlah: tg.sisa }],
  ...(ack === undefined ? {} : { abaikan_tertunda: ack }),
});

describe('GET /kasir/tagihan: Belum ditagihkan', () => {
  it('lists the orders and the prescription not yet charged with their estimate, outside the total; each leaves once charged or cancelled', async () => {
    const { l, lab, rad, resep } = await kunjunganDenganOrder('Rina Tertunda');
    const hargaLab = (await hargaKatalog(l, 'LABOR', uid.gds)) + (await hargaKatalog(l, 'LABOR', uid.lipid));
    const hargaRad = await hargaKatalog(l, 'RADIOLOGI', uid.thorax);
    const jual = (k: string) => hargaJual(hargaDasar[k] ?? 0, 'UMUM');
    // The puyer's 2.5 paracetamol tablets leave stock as 3, so they are priced as 3.
    const hargaResep = 10 * jual('AMOX500') + 3 * jual('PCT500') + jual('CTM4');

    const tg = await tagihan(l);
    const jenis = tg.kelompok.map((g: { jenis: string }) => g.jenis);
    for (const j of ['LABOR', 'RADIOLOGI', 'OBAT']) expect(jenis).not.toContain(j);
    expect(tg.tertunda).toEqual([
      expect.objectContaining({
        jenis: 'LABOR',
        label: 'Order laboratorium',
        uid: lab.uid,
        nomor: lab.nomor,
        label_status: 'Diminta',
        items: ['Glukosa Darah Sewaktu', 'Paket Lipid'],
        perkiraan: hargaLab,
        tanpa_harga: 0,
      }),
      expect.objectContaining({
        jenis: 'RADIOLOGI',
        nomor: rad.nomor,
        items: [expect.stringContaining('Thorax')],
        perkiraan: hargaRad,
      }),
      expect.objectContaining({
        jenis: 'RESEP',
        label: 'Resep',
        nomor: resep.nomor,
        label_status: 'Menunggu Telaah',
        items: ['Amoksisilin 500 mg Kapsul', 'Racikan Puyer Batuk'],
        perkiraan: hargaResep,
      }),
    ]);
    expect(tg.perkiraan_tertunda).toBe(hargaLab + hargaRad + hargaResep);
    // Not part of what is owed: the total is the charges alone.
    expect(tg.total).toBe(tg.kelompok.reduce((n: number, g: { subtotal: number }) => n + g.subtotal, 0));

    // The lab takes the sample: the order is charged and leaves the list for the bill.
    expect((await call('POST', `/labor/${lab.uid}/sampel`, akun.labor, {})).statusCode).toBe(200);
    // The doctor cancels the radiology order: it will never be charged.
    expect(
      (
        await call('POST', `/pelayanan/${l.layanan_uid}/order/${rad.uid}/batal`, akun.dokter, {
          alasan: 'Pasien menolak rontgen',
        })
      ).statusCode,
    ).toBe(200);
    // The pharmacy approves: still pending, now being prepared.
    expect(
      (await call('POST', `/farmasi/obat/request/approve/${resep.uid}`, akun.apoteker, {})).statusCode,
    ).toBe(200);
    const sesudah = await tagihan(l);
    expect(sesudah.kelompok.find((g: { jenis: string }) => g.jenis === 'LABOR')?.subtotal).toBe(hargaLab);
    expect(sesudah.tertunda).toEqual([
      expect.objectContaining({ jenis: 'RESEP', label_status: 'Sedang Disiapkan', perkiraan: hargaResep }),
    ]);
    expect(sesudah.perkiraan_tertunda).toBe(hargaResep);

    // Dispensed: charged at what the estimate said, and nothing is pending any more.
    expect(
      (await call('POST', '/farmasi/obat/request/done', akun.apoteker, { uid: resep.uid })).statusCode,
    ).toBe(200);
    const akhir = await tagihan(l);
    expect(akhir.kelompok.find((g: { jenis: string }) => g.jenis === 'OBAT')?.subtotal).toBe(hargaResep);
    expect(akhir).toMatchObject({ tertunda: [], perkiraan_tertunda: 0 });
  });
});

describe('POST /kasir/pembayaran with orders or prescriptions not yet charged', () => {
  it('answers 409 kasir.masih_ada_tertunda listing them and writes nothing; with abaikan_tertunda it pays, audited', async () => {
    const { l, lab, resep } = await kunjunganDenganOrder('Doni Bayar Dulu');
    const tg = await tagihan(l);
    expect(tg.tertunda).toHaveLength(3);
    const sebelum = {
      pembayaran: await countRows(t, 'pembayaran'),
      log: await countRows(t, 'log_aktivitas'),
    };

    for (const body of [bayarBody(tg), bayarBody(tg, false)]) {
      const res = await call('POST', '/kasir/pembayaran', akun.kasir, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('kasir.masih_ada_tertunda');
      expect(res.json().message).toContain(
        `Masih ada 3 order/resep yang belum ditagihkan, perkiraan Rp ${tg.perkiraan_tertunda.toLocaleString('id-ID')}`,
      );
      expect(res.json().message).toContain(lab.nomor);
      expect(res.json().message).toContain(resep.nomor);
      expect(res.json().errors).toHaveLength(3);
    }
    expect(await countRows(t, 'pembayaran')).toBe(sebelum.pembayaran);
    expect(await countRows(t, 'log_aktivitas')).toBe(sebelum.log);
    const terbuka = await queryRows<{ n: number }>(
      t,
      `select count(*)::int n from transaksi where kunjungan_uid = '${l.kunjungan_uid}' and pembayaran_uid is not null`,
    );
    expect(terbuka[0]?.n).toBe(0);

    const ok = await call('POST', '/kasir/pembayaran', akun.kasir, bayarBody(tg, true));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().respon.jumlah_bayar).toBe(tg.sisa);
    const [log] = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where aksi = 'kasir.bayar' and entitas_id = '${ok.json().respon.uid}'`,
    );
    expect(log?.keterangan).toContain('dibayar walau 3 order/resep belum ditagihkan');
    // What the cashier was told stays on the bill after the payment.
    expect((await tagihan(l)).tertunda).toHaveLength(3);
  });

  it('asks nothing when nothing is pending', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Tanpa Order' });
    await buat(`/pelayanan/${l.layanan_uid}/tindakan`, { tindakan_uid: uid.kon, jumlah: 1 });
    const tg = await tagihan(l);
    expect(tg).toMatchObject({ tertunda: [], perkiraan_tertunda: 0 });
    expect((await call('POST', '/kasir/pembayaran', akun.kasir, bayarBody(tg))).statusCode).toBe(201);
  });

  it('refuses an acknowledgment that is not a yes or no (400)', async () => {
    const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'ON_PROCESS', nama: 'Salah Isi' });
    await buat(`/pelayanan/${l.layanan_uid}/tindakan`, { tindakan_uid: uid.kon, jumlah: 1 });
    const tg = await tagihan(l);
    const res = await call('POST', '/kasir/pembayaran', akun.kasir, {
      ...bayarBody(tg),
      abaikan_tertunda: 'ya',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('/kasir/pengaturan-penjamin', () => {
  it('lists the four payers (UMUM holds medicine until paid), changes one with an audit row, and is for managers only', async () => {
    const res = await call('GET', '/kasir/pengaturan-penjamin', akun.management);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .respon.map((p: { penjamin: string; obat_setelah_lunas: boolean }) => [
          p.penjamin,
          p.obat_setelah_lunas,
        ]),
    ).toEqual([
      ['UMUM', true],
      ['BPJS', false],
      ['ASKES', false],
      ['ASURANSI', false],
    ]);
    expect(res.json().respon[0]).toMatchObject({ label: 'Umum', diubah_oleh: null, diubah_pada: null });

    expect((await call('GET', '/kasir/pengaturan-penjamin')).statusCode).toBe(401);
    expect((await call('GET', '/kasir/pengaturan-penjamin', akun.kasir)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/kasir/pengaturan-penjamin/ASURANSI', akun.kasir, { obat_setelah_lunas: true }))
        .statusCode,
    ).toBe(403);
    const log = await countRows(t, 'log_aktivitas');
    expect(
      (
        await call('PUT', '/kasir/pengaturan-penjamin/ASURANSI', akun.management, {
          obat_setelah_lunas: 'ya',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/kasir/pengaturan-penjamin/JAMKESDA', akun.management, {
          obat_setelah_lunas: true,
        })
      ).statusCode,
    ).toBe(400);
    expect(await countRows(t, 'log_aktivitas')).toBe(log);

    const atur = await call('PUT', '/kasir/pengaturan-penjamin/ASURANSI', akun.management, {
      obat_setelah_lunas: true,
    });
    expect(atur.statusCode).toBe(200);
    expect(atur.json().respon).toMatchObject({
      penjamin: 'ASURANSI',
      obat_setelah_lunas: true,
      diubah_oleh: expect.any(String),
      diubah_pada: JAM_SENIN.toISOString(),
    });
    const [a] = await queryRows<{ keterangan: string }>(
      t,
      "select keterangan from log_aktivitas where aksi = 'kasir.pengaturan_penjamin' order by id desc limit 1",
    );
    expect(a?.keterangan).toBe('Obat diserahkan setelah lunas untuk penjamin Asuransi: tidak → ya');
  });
});
