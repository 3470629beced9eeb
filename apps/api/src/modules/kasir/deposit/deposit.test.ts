import { type DepositKunjungan, type LaporanDeposit, terbilangRupiah } from '@rawat/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN, SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const tindakan: Record<string, string> = {};
let bankUid = '';

beforeAll(async () => {
  // A clock that ticks a second per reading: movements of one visit keep their order.
  let detik = 0;
  t = await createTestApp({ now: () => new Date(JAM_SENIN.getTime() + 1_000 * detik++) });
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'admin', 'apoteker']) akun[r] = await t.login(r);
  for (const r of await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from tindakan'))
    tindakan[r.kode] = r.uid;
  [{ uid: bankUid }] = (await queryRows<{ uid: string }>(
    t,
    "select uid from bank where status = 'AKTIF' limit 1",
  )) as [{ uid: string }];
  const buka = await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 200_000 });
  if (buka.statusCode !== 201) throw new Error(`shift: ${buka.statusCode} ${buka.body}`);
});
afterAll(() => t.close());

const kunjungan = (nama: string) =>
  siapkanLayanan(t, akun.pendaftaran ?? '', { status: 'WAITING_DOKTER', nama });

const setor = (kunjunganUid: string, jumlah: number, metode = 'TUNAI', extra: object = {}) =>
  call('POST', '/kasir/deposit', akun.kasir, { kunjungan_uid: kunjunganUid, jumlah, metode, ...extra });
const refund = (kunjunganUid: string, jumlah: number, metode = 'TUNAI', extra: object = {}) =>
  call('POST', '/kasir/deposit/refund', akun.kasir, {
    kunjungan_uid: kunjunganUid,
    jumlah,
    metode,
    ...extra,
  });
const deposit = async (l: LayananUji) =>
  (await call('GET', `/kasir/deposit?kunjungan_uid=${l.kunjungan_uid}`, akun.kasir)).json()
    .respon as DepositKunjungan;

describe('deposits of a visit', () => {
  it('takes a deposit with a DEP number and a slip with the amount in words', async () => {
    const l = await kunjungan('Rina Ranap');
    const res = await setor(l.kunjungan_uid, 1_000_000, 'TRANSFER', {
      bank_uid: bankUid,
      referensi: 'TRF-001',
      keterangan: 'Uang muka rawat inap',
    });
    expect(res.statusCode).toBe(201);
    const d = res.json().respon;
    expect(d).toMatchObject({
      nomor: expect.stringMatching(/^DEP-20300107-\d{4}$/),
      jenis: 'SETOR',
      jumlah: 1_000_000,
      metode: 'TRANSFER',
      label_metode: 'Transfer Bank',
      bank: { uid: bankUid, nama: expect.any(String) },
      pasien: expect.objectContaining({ nama: 'Rina Ranap 1' }),
    });
    expect(await deposit(l)).toMatchObject({
      boleh_setor: true,
      jumlah: { setor: 1_000_000, pakai: 0, refund: 0, saldo: 1_000_000 },
      mutasi: [expect.objectContaining({ uid: d.uid })],
    });
    expect(
      await countRows(t, `log_aktivitas where aksi = 'kasir.deposit_setor' and entitas_id = '${d.uid}'`),
    ).toBe(1);

    const pdf = await call('GET', `/kasir/deposit/${d.uid}/bukti.pdf`, akun.kasir);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('BUKTI SETORAN DEPOSIT');
    expect(teks).toContain(d.nomor);
    expect(teks).toContain(`Terbilang: ${terbilangRupiah(1_000_000)}`);
    expect(teks).toContain('TRF-001');
    expect((await call('GET', `/kasir/deposit/${d.uid}/bukti.pdf?kertas=A4`, akun.kasir)).statusCode).toBe(
      200,
    );
  });

  it('is used against the bill, given back when that receipt is voided, then refunded, never below 0', async () => {
    const l = await kunjungan('Sapto Pakai');
    const res = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
      tindakan_uid: tindakan['KON-UMUM'],
      jumlah: 1,
    });
    expect(res.statusCode).toBe(201);
    expect((await setor(l.kunjungan_uid, 200_000)).statusCode).toBe(201);
    const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
    const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [
        { metode: 'DEPOSIT', jumlah: 30_000 },
        { metode: 'TUNAI', jumlah: tg.sisa - 30_000 },
      ],
    });
    expect(bayar.statusCode).toBe(201);
    const p = bayar.json().respon;
    expect((await deposit(l)).jumlah).toEqual({ setor: 200_000, pakai: 30_000, refund: 0, saldo: 170_000 });

    const batal = await call('POST', `/kasir/pembayaran/${p.uid}/batal`, akun.kasir, {
      alasan: 'Salah metode',
    });
    expect(batal.statusCode).toBe(200);
    const setelahBatal = await deposit(l);
    expect(setelahBatal.jumlah).toEqual({ setor: 200_000, pakai: 0, refund: 0, saldo: 200_000 });
    expect(setelahBatal.mutasi.map((m) => [m.jenis, m.jumlah, m.pembayaran?.nomor ?? null])).toEqual([
      ['SETOR', 200_000, null],
      ['PAKAI', -30_000, p.nomor],
      ['PAKAI_BATAL', 30_000, p.nomor],
    ]);

    // Pay the whole bill from the deposit, then refund what is left, then nothing more.
    const lagi = await call('POST', '/kasir/pembayaran', akun.kasir, {
      kunjungan_uid: l.kunjungan_uid,
      total_tagihan: tg.tagihan_terbuka,
      metode: [{ metode: 'DEPOSIT', jumlah: tg.sisa }],
    });
    expect(lagi.statusCode).toBe(201);
    const sisa = 200_000 - tg.sisa;
    const sebelum = await countRows(t, 'deposit');
    const lebih = await refund(l.kunjungan_uid, sisa + 1);
    expect(lebih.statusCode).toBe(409);
    expect(lebih.json().code).toBe('deposit.tidak_cukup');
    expect(await countRows(t, 'deposit')).toBe(sebelum);
    const kembali = await refund(l.kunjungan_uid, sisa, 'TUNAI', { keterangan: 'Sisa deposit' });
    expect(kembali.statusCode).toBe(201);
    expect(kembali.json().respon).toMatchObject({
      jenis: 'REFUND',
      jumlah: -sisa,
      nomor: expect.any(String),
    });
    expect((await deposit(l)).jumlah).toEqual({ setor: 200_000, pakai: tg.sisa, refund: sisa, saldo: 0 });
    expect((await refund(l.kunjungan_uid, 1)).statusCode).toBe(409);
    const slip = teksPdf(
      (await call('GET', `/kasir/deposit/${kembali.json().respon.uid}/bukti.pdf`, akun.kasir)).rawPayload,
    );
    expect(slip).toContain('BUKTI PENGEMBALIAN DEPOSIT');
    expect(slip).toContain(terbilangRupiah(sisa));
    // A PAKAI row has no slip of its own: the receipt is its proof.
    const pakai = (await deposit(l)).mutasi.find((m) => m.jenis === 'PAKAI');
    expect((await call('GET', `/kasir/deposit/${pakai?.uid}/bukti.pdf`, akun.kasir)).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous refunds of the whole balance through', async () => {
    const l = await kunjungan('Tono Rebutan');
    expect((await setor(l.kunjungan_uid, 150_000)).statusCode).toBe(201);
    const [a, b] = await Promise.all([refund(l.kunjungan_uid, 150_000), refund(l.kunjungan_uid, 150_000)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().code).toBe('deposit.tidak_cukup');
    expect((await deposit(l)).jumlah.saldo).toBe(0);
    const [{ n }] = (await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from deposit where kunjungan_uid = '${l.kunjungan_uid}' and jenis = 'REFUND'`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('takes a new deposit only on an active visit and in an open shift; refunds a finished one', async () => {
    const l = await kunjungan('Umar Selesai');
    expect((await setor(l.kunjungan_uid, 50_000)).statusCode).toBe(201);
    await queryRows(t, `update kunjungan set status = 'SELESAI' where uid = '${l.kunjungan_uid}'`);
    const sebelum = await countRows(t, 'deposit');
    const res = await setor(l.kunjungan_uid, 10_000);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('deposit.kunjungan_tidak_aktif');
    expect((await deposit(l)).boleh_setor).toBe(false);
    // ADMIN may take deposits but has no open shift.
    const tanpaShift = await call('POST', '/kasir/deposit/refund', akun.admin, {
      kunjungan_uid: l.kunjungan_uid,
      jumlah: 50_000,
      metode: 'TUNAI',
    });
    expect(tanpaShift.statusCode).toBe(409);
    expect(tanpaShift.json().code).toBe('shift.belum_dibuka');
    expect(await countRows(t, 'deposit')).toBe(sebelum);
    expect((await refund(l.kunjungan_uid, 50_000)).statusCode).toBe(201);
  });
});

describe('/laporan-deposit', () => {
  it('totals equal the sum of the movements, and the balances reconcile per visit', async () => {
    const res = await call('GET', `/kasir/laporan-deposit?dari=${SENIN}&sampai=${SENIN}`, akun.kasir);
    expect(res.statusCode).toBe(200);
    const l = res.json() as LaporanDeposit;
    const semua = (
      await queryRows<{ jenis: string; jumlah: string }>(t, 'select jenis, jumlah from deposit')
    ).map((r) => ({ jenis: r.jenis, jumlah: Number(r.jumlah) }));
    expect(l.mutasi).toHaveLength(semua.length);
    const jumlah = (jenis: string) =>
      semua.filter((m) => m.jenis === jenis).reduce((s, m) => s + m.jumlah, 0);
    expect(l.total).toMatchObject({
      setor: jumlah('SETOR'),
      pakai: 0 - jumlah('PAKAI') - jumlah('PAKAI_BATAL'),
      refund: -jumlah('REFUND'),
      saldo: semua.reduce((s, m) => s + m.jumlah, 0),
      jumlah_setor: semua.filter((m) => m.jenis === 'SETOR').length,
    });
    expect(l.saldo_awal).toBe(0);
    expect(l.saldo_akhir).toBe(l.saldo_awal + l.total.saldo);
    expect(l.saldo_kunjungan.reduce((s, k) => s + k.jumlah.saldo, 0)).toBe(l.saldo_akhir);
    // Only Rina's transfer is still held: every other visit was used up or refunded.
    expect(l.saldo_kunjungan).toEqual([
      expect.objectContaining({ pasien: expect.objectContaining({ nama: 'Rina Ranap 1' }) }),
    ]);
    expect(l.saldo_akhir).toBe(1_000_000);

    const besok = (
      await call('GET', '/kasir/laporan-deposit?dari=2030-01-08&sampai=2030-01-09', akun.kasir)
    ).json();
    expect(besok).toMatchObject({ mutasi: [], saldo_awal: 1_000_000, saldo_akhir: 1_000_000 });
    const refundSaja = (
      await call('GET', `/kasir/laporan-deposit?dari=${SENIN}&sampai=${SENIN}&jenis=REFUND`, akun.kasir)
    ).json() as LaporanDeposit;
    expect(refundSaja.mutasi.every((m) => m.jenis === 'REFUND')).toBe(true);
    expect(refundSaja.total.refund).toBe(l.total.refund);
    expect(refundSaja.saldo_akhir).toBe(l.saldo_akhir);
    const cari = (
      await call('GET', `/kasir/laporan-deposit?dari=${SENIN}&sampai=${SENIN}&search=rina`, akun.kasir)
    ).json() as LaporanDeposit;
    expect(cari.mutasi).toHaveLength(1);
  });

  it('exports the same report to Excel and PDF', async () => {
    const q = `dari=${SENIN}&sampai=${SENIN}`;
    const xlsx = await call('GET', `/kasir/laporan-deposit?${q}&format=xlsx`, akun.kasir);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('Laporan Deposit 2030-01-07 sd 2030-01-07.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Mutasi', 'Saldo per kunjungan']);
    const saldo = wb.getWorksheet('Saldo per kunjungan');
    expect(saldo?.getRow(saldo.rowCount).getCell(8).value).toBe(1_000_000);
    const pdf = await call('GET', `/kasir/laporan-deposit?${q}&format=pdf`, akun.kasir);
    expect(pdf.statusCode).toBe(200);
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('LAPORAN DEPOSIT');
    expect(teks).toContain('Rina Ranap 1');
    expect(teks).toContain('Rp 1.000.000');
  });
});

describe('access and input', () => {
  it('answers 401, 403, 400 and 404 on every deposit route, and writes nothing on 400', async () => {
    const uid = '00000000-0000-4000-8000-000000000000';
    const l = await kunjungan('Vina Validasi');
    const body = { kunjungan_uid: l.kunjungan_uid, jumlah: 10_000, metode: 'TUNAI' };
    const [{ uid: depUid }] = (await queryRows<{ uid: string }>(
      t,
      "select uid from deposit where jenis = 'SETOR' limit 1",
    )) as [{ uid: string }];
    const rute: [string, string, object?][] = [
      ['GET', `/kasir/deposit?kunjungan_uid=${l.kunjungan_uid}`],
      ['POST', '/kasir/deposit', body],
      ['POST', '/kasir/deposit/refund', body],
      ['GET', `/kasir/deposit/${depUid}/bukti.pdf`],
      ['GET', `/kasir/laporan-deposit?dari=${SENIN}`],
    ];
    const sebelum = await countRows(t, 'deposit');
    for (const [m, url, b] of rute) {
      expect((await call(m as 'GET', url, undefined, b)).statusCode, `${m} ${url}`).toBe(401);
      expect((await call(m as 'GET', url, akun.apoteker, b)).statusCode, `${m} ${url}`).toBe(403);
    }
    expect((await call('POST', '/kasir/deposit', akun.dokter, body)).statusCode).toBe(403);
    expect((await call('GET', `/kasir/laporan-deposit`, akun.dokter)).statusCode).toBe(403);

    const salah: [string, object][] = [
      ['kunjungan_uid', { ...body, kunjungan_uid: 'bukan' }],
      ['jumlah', { ...body, jumlah: 0 }],
      ['jumlah', { ...body, jumlah: -5_000 }],
      ['jumlah', { ...body, jumlah: 12.5 }],
      ['metode', { ...body, metode: 'DEPOSIT' }],
      ['bank_uid', { ...body, metode: 'DEBIT' }],
      ['referensi', { ...body, metode: 'QRIS' }],
    ];
    for (const [path, b] of salah)
      for (const url of ['/kasir/deposit', '/kasir/deposit/refund']) {
        const res = await call('POST', url, akun.kasir, b);
        expect(res.statusCode, `${url} ${JSON.stringify(b)}`).toBe(400);
        expect(res.json().errors[0].path).toContain(path);
      }
    // A bank that is not in the master data: 400 on the field, still nothing written.
    const bank = await setor(l.kunjungan_uid, 10_000, 'DEBIT', { bank_uid: uid });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().errors[0].path).toBe('bank_uid');
    expect(await countRows(t, 'deposit')).toBe(sebelum);
    expect((await setor(uid, 10_000)).statusCode).toBe(404);
    expect(await countRows(t, 'deposit')).toBe(sebelum);

    expect((await call('GET', '/kasir/deposit', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', `/kasir/deposit?kunjungan_uid=${uid}`, akun.kasir)).statusCode).toBe(404);
    expect((await call('GET', '/kasir/deposit/bukan/bukti.pdf', akun.kasir)).statusCode).toBe(400);
    expect((await call('GET', `/kasir/deposit/${uid}/bukti.pdf`, akun.kasir)).statusCode).toBe(404);
    expect((await call('GET', `/kasir/deposit/${depUid}/bukti.pdf?kertas=A5`, akun.kasir)).statusCode).toBe(
      400,
    );
    for (const q of [
      'dari=2030-02-01&sampai=2030-01-01',
      'dari=kemarin',
      'format=doc',
      'jenis=X',
      'dari=2029-01-01&sampai=2030-12-31',
    ])
      expect((await call('GET', `/kasir/laporan-deposit?${q}`, akun.kasir)).statusCode, q).toBe(400);
  });
});
