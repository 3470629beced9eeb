import type { RingkasanShift } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
let bankUid = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'management', 'admin', 'apoteker'])
    akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  [{ uid: bankUid }] = (await queryRows<{ uid: string }>(
    t,
    "select uid from bank where status = 'AKTIF' limit 1",
  )) as [{ uid: string }];
  // A second cashier, to show a cashier cannot close a colleague's shift.
  const dua = await call('POST', '/akun', akun.admin, {
    username: 'kasir.dua',
    nama: 'Kasir Kedua',
    role: 'KASIR',
    password: 'rahasia-123',
  });
  if (dua.statusCode !== 201) throw new Error(`akun: ${dua.statusCode} ${dua.body}`);
  akun.kasir2 = await t.login('kasir.dua', 'rahasia-123');
});
afterAll(() => t.close());

/** A visit with a consultation and one IV injection; answers the bill the cashier sees. */
async function kunjunganTertagih(nama: string) {
  const l = await siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER', nama });
  for (const kode of ['KON-UMUM', 'KEP-INJ-IV']) {
    const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: tindakan[kode],
      jumlah: 1,
    });
    if (res.statusCode !== 201) throw new Error(`tindakan: ${res.statusCode} ${res.body}`);
  }
  const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
  return { ...l, terbuka: tg.tagihan_terbuka as number, sisa: tg.sisa as number };
}

async function bayar(cookie: string | undefined, kunjunganUid: string, terbuka: number, metode: object[]) {
  const res = await call('POST', '/kasir/pembayaran', cookie, {
    kunjungan_uid: kunjunganUid,
    total_tagihan: terbuka,
    metode,
  });
  if (res.statusCode !== 201) throw new Error(`bayar: ${res.statusCode} ${res.body}`);
  return res.json().respon as { uid: string; nomor: string };
}

const ringkasan = async (uid: string, cookie = akun.kasir) =>
  (await call('GET', `/kasir/shift/${uid}/ringkasan`, cookie)).json().respon as RingkasanShift;

const metodeDari = (r: RingkasanShift) =>
  Object.fromEntries(r.per_metode.map((m) => [m.metode, [m.pembayaran, m.deposit_setor, m.deposit_refund]]));

describe('a cashier shift from opening to closing', () => {
  let shiftUid = '';

  it('opens one shift per cashier: a second open answers 409', async () => {
    const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 500_000 });
    expect(buka.statusCode).toBe(201);
    shiftUid = buka.json().respon.uid;
    const lagi = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('shift.sudah_dibuka');
    expect((await call('GET', '/kasir/shift/aktif', akun.kasir)).json().respon).toMatchObject({
      uid: shiftUid,
      modal_awal: 500_000,
      ditutup_pada: null,
    });
    expect(await countRows(t, 'kasir_shift')).toBe(1);
  });

  it('closes with the totals per method equal to what was paid, deposits and voids included', async () => {
    // Cash (change given back) and a debit card on one bill; QRIS on another, then voided.
    const a = await kunjunganTertagih('Ani Tunai');
    await bayar(akun.kasir, a.kunjungan_uid, a.terbuka, [
      { metode: 'TUNAI', jumlah: 40_000, diterima: 50_000 },
      { metode: 'DEBIT', jumlah: a.sisa - 40_000, bank_uid: bankUid, referensi: 'APV-1' },
    ]);
    const b = await kunjunganTertagih('Budi Qris');
    const pb = await bayar(akun.kasir, b.kunjungan_uid, b.terbuka, [
      { metode: 'QRIS', jumlah: b.sisa, referensi: 'QR-1' },
    ]);
    const batal = await call('POST', `/kasir/pembayaran/${pb.uid}/batal`, akun.kasir, {
      alasan: 'Salah pilih pasien',
    });
    expect(batal.statusCode).toBe(200);
    // A deposit in cash, part of it refunded in cash, one by transfer, then a bill paid from it.
    const c = await kunjunganTertagih('Citra Deposit');
    const setor = async (jumlah: number, metode: string, extra: object = {}) =>
      call('POST', '/kasir/deposit', akun.kasir, {
        kunjungan_uid: c.kunjungan_uid,
        jumlah,
        metode,
        ...extra,
      });
    expect((await setor(300_000, 'TUNAI')).statusCode).toBe(201);
    expect((await setor(200_000, 'TRANSFER', { bank_uid: bankUid })).statusCode).toBe(201);
    await bayar(akun.kasir, c.kunjungan_uid, c.terbuka, [{ metode: 'DEPOSIT', jumlah: c.sisa }]);
    const refund = await call('POST', '/kasir/deposit/refund', akun.kasir, {
      kunjungan_uid: c.kunjungan_uid,
      jumlah: 100_000,
      metode: 'TUNAI',
    });
    expect(refund.statusCode).toBe(201);

    const r = await ringkasan(shiftUid);
    expect(metodeDari(r)).toEqual({
      TUNAI: [40_000, 300_000, 100_000],
      TRANSFER: [0, 200_000, 0],
      DEBIT: [a.sisa - 40_000, 0, 0],
      KREDIT: [0, 0, 0],
      QRIS: [0, 0, 0],
      DEPOSIT: [c.sisa, 0, 0],
    });
    expect(r).toMatchObject({
      jumlah_kuitansi: 3,
      jumlah_batal: 1,
      total_pembayaran: a.sisa + c.sisa,
      total_pakai_deposit: c.sisa,
      jumlah_deposit_setor: 2,
      jumlah_deposit_refund: 1,
      total_deposit_setor: 500_000,
      total_deposit_refund: 100_000,
      total_uang_masuk: a.sisa + 400_000,
      kas: {
        modal_awal: 500_000,
        tunai_pembayaran: 40_000,
        tunai_deposit_setor: 300_000,
        tunai_deposit_refund: 100_000,
        seharusnya: 740_000,
        dihitung: null,
        selisih: null,
      },
    });

    // Counted Rp 5.000 short.
    const tutup = await call('POST', `/kasir/shift/${shiftUid}/tutup`, akun.kasir, {
      kas_dihitung: 735_000,
      catatan: 'Kurang lima ribu',
    });
    expect(tutup.statusCode).toBe(200);
    expect(tutup.json().respon.kas).toMatchObject({
      seharusnya: 740_000,
      dihitung: 735_000,
      selisih: -5_000,
    });
    expect(tutup.json().respon.shift).toMatchObject({
      catatan: 'Kurang lima ribu',
      ditutup_pada: expect.any(String),
    });
    expect(metodeDari(tutup.json().respon)).toEqual(metodeDari(r));
    expect(
      await countRows(t, `log_aktivitas where aksi = 'kasir.shift_tutup' and entitas_id = '${shiftUid}'`),
    ).toBe(1);

    const lagi = await call('POST', `/kasir/shift/${shiftUid}/tutup`, akun.kasir, { kas_dihitung: 0 });
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('shift.sudah_ditutup');
    expect((await call('GET', '/kasir/shift/aktif', akun.kasir)).json().respon).toBeNull();

    // Nothing lands in a closed shift: paying or taking a deposit now needs a new shift.
    const d = await kunjunganTertagih('Dedi Telat');
    const sebelum = await countRows(t, 'pembayaran');
    const telat = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: d.kunjungan_uid,
      total_tagihan: d.terbuka,
      metode: [{ metode: 'TUNAI', jumlah: d.sisa }],
    });
    expect(telat.statusCode).toBe(409);
    expect(telat.json().code).toBe('shift.belum_dibuka');
    expect(await countRows(t, 'pembayaran')).toBe(sebelum);
    const dep = await call('POST', '/kasir/deposit', akun.kasir, {
      kunjungan_uid: d.kunjungan_uid,
      jumlah: 10_000,
      metode: 'TUNAI',
    });
    expect(dep.json().code).toBe('shift.belum_dibuka');
  });

  it('prints the closing report on A4 and on an 80 mm roll', async () => {
    const a4 = await call('GET', `/kasir/shift/${shiftUid}/laporan.pdf`, akun.kasir);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(a4.rawPayload);
    expect(teks).toContain('LAPORAN TUTUP SHIFT KASIR');
    expect(teks).toContain('Yusuf Hidayat');
    expect(teks).toContain('Rp 740.000');
    expect(teks).toContain('-Rp 5.000 (kurang)');
    expect(teks).toContain('Kurang lima ribu');
    expect(teks).toMatch(/INV-20300107-\d{4}-BATAL/);
    expect(teks).toMatch(/DEP-20300107-\d{4}/);
    const struk = await call('GET', `/kasir/shift/${shiftUid}/laporan.pdf?kertas=80mm`, akun.kasir);
    expect(struk.statusCode).toBe(200);
    expect(teksPdf(struk.rawPayload)).toContain('Rp 740.000');
  });

  it('lists shifts by the day they opened, with their receipts and takings', async () => {
    const res = await call('GET', `/kasir/shift?dari=${SENIN}&sampai=${SENIN}`, akun.kasir);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toEqual([
      expect.objectContaining({
        uid: shiftUid,
        jumlah_kuitansi: 3,
        akun: expect.objectContaining({ username: 'kasir' }),
      }),
    ]);
    expect((await call('GET', '/kasir/shift?dari=2030-01-08', akun.kasir)).json().respon).toEqual([]);
    expect((await call('GET', '/kasir/shift?status=TERBUKA', akun.kasir)).json().respon).toEqual([]);
  });
});

describe('who may close a shift', () => {
  it('lets the owner or MANAGEMENT close it, never another cashier', async () => {
    const buka = await call('POST', '/kasir/shift/buka', akun.kasir2, { modal_awal: 0 });
    expect(buka.statusCode).toBe(201);
    const uid = buka.json().respon.uid;
    const lain = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 0 });
    const milikKasir = lain.json().respon.uid;
    const ditolak = await call('POST', `/kasir/shift/${uid}/tutup`, akun.kasir, { kas_dihitung: 0 });
    expect(ditolak.statusCode).toBe(403);
    expect((await ringkasan(uid)).shift.ditutup_pada).toBeNull();
    // KASIR holds kasir.laporan:read: a colleague's summary may be read.
    expect((await call('GET', `/kasir/shift/${uid}/ringkasan`, akun.kasir)).statusCode).toBe(200);
    const oleh = await call('POST', `/kasir/shift/${uid}/tutup`, akun.management, { kas_dihitung: 0 });
    expect(oleh.statusCode).toBe(200);
    expect(oleh.json().respon.kas.selisih).toBe(0);
    const [log] = await queryRows<{ keterangan: string }>(
      t,
      `select keterangan from log_aktivitas where aksi = 'kasir.shift_tutup' and entitas_id = '${uid}'`,
    );
    expect(log?.keterangan).toContain('milik Kasir Kedua');
    const semua = (await call('GET', `/kasir/shift?status=TERBUKA`, akun.management)).json().respon;
    expect(semua.map((s: { uid: string }) => s.uid)).toEqual([milikKasir]);
    expect(
      (await call('GET', `/kasir/shift?akun_uid=${buka.json().respon.akun.uid}`, akun.kasir)).json().respon,
    ).toHaveLength(1);
  });
});

describe('access and input', () => {
  it('answers 401, 403, 400 and 404 on every shift route, and writes nothing on 400', async () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    const [{ uid: terbuka }] = (await queryRows<{ uid: string }>(
      t,
      "select s.uid from kasir_shift s join akun a on a.uid = s.akun_uid where a.username = 'kasir' and s.ditutup_pada is null",
    )) as [{ uid: string }];
    const rute: [string, string, object?][] = [
      ['GET', '/kasir/shift/aktif'],
      ['POST', '/kasir/shift/buka', { modal_awal: 0 }],
      ['GET', '/kasir/shift'],
      ['GET', `/kasir/shift/${terbuka}/ringkasan`],
      ['POST', `/kasir/shift/${terbuka}/tutup`, { kas_dihitung: 0 }],
      ['GET', `/kasir/shift/${terbuka}/laporan.pdf`],
    ];
    for (const [m, url, body] of rute) {
      expect((await call(m as 'GET', url, undefined, body)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m as 'GET', url, akun.apoteker, body)).statusCode, `${m} ${url}`).toBe(403);
      expect((await call(m as 'GET', url, akun.dokter, body)).statusCode, `${m} ${url}`).toBe(403);
    }
    const sebelum = await countRows(t, 'log_aktivitas');
    const salah = await call('POST', `/kasir/shift/${terbuka}/tutup`, akun.kasir, { kas_dihitung: -1 });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0].path).toContain('kas_dihitung');
    expect((await call('POST', `/kasir/shift/${terbuka}/tutup`, akun.kasir, {})).statusCode).toBe(400);
    expect(
      (await call('POST', `/kasir/shift/${terbuka}/tutup`, akun.kasir, { kas_dihitung: 'banyak' }))
        .statusCode,
    ).toBe(400);
    expect((await call('POST', '/kasir/shift/buka', akun.admin, { modal_awal: -5 })).statusCode).toBe(400);
    expect((await ringkasan(terbuka)).shift.ditutup_pada).toBeNull();
    expect(await countRows(t, 'log_aktivitas')).toBe(sebelum);
    expect((await call('GET', '/kasir/shift/bukan-uid/ringkasan', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', `/kasir/shift/${uid}/ringkasan`, akun.kasir)).statusCode).toBe(404);
    expect(
      (await call('POST', `/kasir/shift/${uid}/tutup`, akun.kasir, { kas_dihitung: 0 })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/kasir/shift/${terbuka}/laporan.pdf?kertas=A5`, akun.kasir)).statusCode).toBe(
      400,
    );
    expect((await call('GET', `/kasir/shift/${uid}/laporan.pdf`, akun.kasir)).statusCode).toBe(404);
    expect((await call('GET', '/kasir/shift?dari=2030-02-01&sampai=2030-01-01', akun.kasir)).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/kasir/shift?status=SELESAI', akun.kasir)).statusCode).toBe(400);
  });
});

describe('closing while a payment is in flight', () => {
  it('either counts the payment in the closing totals or refuses it: never a receipt after the totals', async () => {
    const [{ uid }] = (await queryRows<{ uid: string }>(
      t,
      "select s.uid from kasir_shift s join akun a on a.uid = s.akun_uid where a.username = 'kasir' and s.ditutup_pada is null",
    )) as [{ uid: string }];
    const e = await kunjunganTertagih('Eko Balapan');
    const [bayarRes, tutupRes] = await Promise.all([
      call('POST', '/kasir/pembayaran', akun.kasir, {
        kunjungan_uid: e.kunjungan_uid,
        total_tagihan: e.terbuka,
        metode: [{ metode: 'TUNAI', jumlah: e.sisa }],
      }),
      call('POST', `/kasir/shift/${uid}/tutup`, akun.kasir, { kas_dihitung: 0 }),
    ]);
    expect(tutupRes.statusCode).toBe(200);
    expect([201, 409]).toContain(bayarRes.statusCode);
    const ditutup = tutupRes.json().respon as RingkasanShift;
    expect(ditutup.kas.tunai_pembayaran).toBe(bayarRes.statusCode === 201 ? e.sisa : 0);
    expect(metodeDari(await ringkasan(uid))).toEqual(metodeDari(ditutup));
  });
});
