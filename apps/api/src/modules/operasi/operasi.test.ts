import { BAGIAN_CHECKLIST, type BagianChecklist, ITEM_CHECKLIST } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { JAM_SENIN, pemanggil } from '../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../pelayanan/pelayanan.factory.ts';
import { uidKode } from '../penunjang/penunjang.factory.ts';
import { type StayUji, stayUji } from '../ranap/ranap.factory.ts';
import { panggilSurat, pegawaiAkun, pegawaiNama } from '../surat/surat.factory.ts';
import { jadwalOperasiRs } from './operasi.ws.ts';

let t: TestApp;
let call: ReturnType<typeof pemanggil>;
const surat = panggilSurat(() => t);
const akun: Record<string, string> = {};
let stay: StayUji;
let klinikUid = '';
const uid: Record<string, string> = {};

/** A schedule on the test Monday (WIB) in theatre OK 1 by dr. Andi with dr. Eko, 2 hours. */
const jadwal = (ubah: Record<string, unknown> = {}) => ({
  layanan_uid: stay.layanan_uid,
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

/** Every item of a part answered with its first answer. */
const jawabSemua = (b: BagianChecklist) => ({
  jawaban: Object.fromEntries(ITEM_CHECKLIST[b].map((i) => [i.kunci, i.pilihan[0] as string])),
});

const LAPORAN = {
  diagnosis_pra: { kode: 'K35.8', nama: 'Acute appendicitis' },
  diagnosis_pasca: { kode: 'K35.3', nama: 'Acute appendicitis with localized peritonitis' },
  prosedur: { kode: '47.09', nama: 'Other appendectomy' },
  mulai: '2030-01-07T09:10:00+07:00',
  selesai: '2030-01-07T10:05:00+07:00',
  temuan: 'Apendiks hiperemis, edematous, tanpa perforasi',
  komplikasi: null,
  perdarahan_ml: 50,
  spesimen_pa: true,
  spesimen: 'Apendiks',
  implan: null,
};

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  call = pemanggil(t);
  for (const r of ['pendaftaran', 'dokter', 'dod', 'perawat', 'kasir', 'rm']) akun[r] = await t.login(r);
  stay = await stayUji(t, akun.pendaftaran ?? '', { nama: 'Budi Apendiks' });
  klinikUid = (
    await siapkanLayanan(t, akun.pendaftaran ?? '', {
      poli: 'BEDAH',
      dokter: 'Bayu Aditya Nugraha',
      nama: 'Citra Hernia',
    })
  ).layanan_uid;
  uid.andi = await pegawaiAkun(t, 'dokter');
  uid.eko = await pegawaiAkun(t, 'dod');
  uid.sri = await pegawaiNama(t, 'Sri Wulandari');
  uid.bayu = await pegawaiNama(t, 'Bayu Aditya Nugraha');
  uid.apendektomi = await uidKode(t, 'tindakan', 'OPS-APENDEKTOMI');
  uid.herniorafi = await uidKode(t, 'tindakan', 'OPS-HERNIORAFI');
  const kamar = await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from kamar_operasi');
  uid.ok1 = kamar.find((k) => k.kode === 'OK1')?.uid ?? '';
  uid.ok2 = kamar.find((k) => k.kode === 'OK2')?.uid ?? '';
});
afterAll(() => t.close());

describe('scheduling and conflicts', () => {
  it('books an operation; the board and the reference lists show it', async () => {
    const ref = await call('GET', '/operasi/referensi', akun.perawat);
    expect(ref.statusCode).toBe(200);
    expect(ref.json().respon.kamar.map((k: { nama: string }) => k.nama)).toEqual(['OK 1', 'OK 2']);
    const res = await call('POST', '/operasi', akun.dokter, jadwal());
    expect(res.statusCode).toBe(201);
    const o = res.json().respon;
    expect(o).toMatchObject({
      status: 'DIJADWALKAN',
      kamar: { nama: 'OK 1' },
      durasi_menit: 120,
      operator: { nama: expect.stringContaining('Andi') },
      riwayat: [{ dari: null, ke: 'DIJADWALKAN' }],
    });
    expect(o.kode_booking).toMatch(/^OP2030\d{5}$/);
    uid.op = o.uid;
    const papan = await call('GET', '/operasi?dari=2030-01-07&sampai=2030-01-13', akun.rm);
    expect(papan.json().respon.map((x: { uid: string }) => x.uid)).toEqual([uid.op]);
    // The payer's "jadwal operasi" web service reads the same table.
    const ws = await jadwalOperasiRs(t.database.db, '2030-01-07', '2030-01-07');
    expect(ws).toEqual([expect.objectContaining({ kodebooking: o.kode_booking, terlaksana: 0 })]);
  });

  it('refuses a second operation in the same theatre at an overlapping time', async () => {
    const sebelum = await countRows(t, 'operasi');
    const res = await call(
      'POST',
      '/operasi',
      akun.dokter,
      jadwal({
        layanan_uid: klinikUid,
        mulai: '2030-01-07T10:30:00+07:00',
        durasi_menit: 60,
        operator_uid: uid.bayu,
        asisten_uid: null,
        anestesi_uid: null,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('operasi.jadwal_bentrok');
    expect(res.json().message).toContain('Kamar OK 1');
    expect(await countRows(t, 'operasi')).toBe(sebelum);
  });

  it('refuses the same operator, or the same anaesthetist, in another theatre at that time', async () => {
    const operator = await call(
      'POST',
      '/operasi',
      akun.dokter,
      jadwal({ layanan_uid: klinikUid, kamar_operasi_uid: uid.ok2, asisten_uid: null, anestesi_uid: null }),
    );
    expect(operator.statusCode).toBe(409);
    expect(operator.json().message).toContain('Andi');
    const anestesi = await call(
      'POST',
      '/operasi',
      akun.dokter,
      jadwal({
        layanan_uid: klinikUid,
        kamar_operasi_uid: uid.ok2,
        operator_uid: uid.bayu,
        asisten_uid: null,
        mulai: '2030-01-07T10:59:00+07:00',
      }),
    );
    expect(anestesi.statusCode).toBe(409);
    expect(anestesi.json().message).toContain('Eko');
  });

  it('lets the theatre be booked right after, and decides concurrent bookings one by one', async () => {
    const sesudah = await call(
      'POST',
      '/operasi',
      akun.perawat,
      jadwal({
        layanan_uid: klinikUid,
        mulai: '2030-01-07T11:00:00+07:00',
        operator_uid: uid.bayu,
        asisten_uid: null,
        anestesi_uid: null,
        jenis_anestesi: 'LOKAL',
        tindakan_uid: uid.herniorafi,
      }),
    );
    expect(sesudah.statusCode).toBe(201);
    uid.kedua = sesudah.json().respon.uid;
    const badan = jadwal({
      layanan_uid: klinikUid,
      kamar_operasi_uid: uid.ok2,
      mulai: '2030-01-08T09:00:00+07:00',
      operator_uid: uid.bayu,
      asisten_uid: null,
      anestesi_uid: null,
    });
    const [a, b] = await Promise.all([
      call('POST', '/operasi', akun.dokter, badan),
      call('POST', '/operasi', akun.dod, badan),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
  });

  it('answers 401, 403 and 400 on booking, writing nothing', async () => {
    const sebelum = await countRows(t, 'operasi');
    expect((await call('POST', '/operasi', undefined, jadwal())).statusCode).toBe(401);
    expect((await call('POST', '/operasi', akun.kasir, jadwal())).statusCode).toBe(403);
    expect((await call('POST', '/operasi', akun.pendaftaran, jadwal())).statusCode).toBe(403);
    const tanpaKamar = await call('POST', '/operasi', akun.dokter, jadwal({ kamar_operasi_uid: undefined }));
    expect(tanpaKamar.statusCode).toBe(400);
    expect(tanpaKamar.json().errors[0]).toMatchObject({ path: 'kamar_operasi_uid' });
    const durasi = await call('POST', '/operasi', akun.dokter, jadwal({ durasi_menit: 5 }));
    expect(durasi.statusCode).toBe(400);
    const sama = await call('POST', '/operasi', akun.dokter, jadwal({ asisten_uid: uid.andi }));
    expect(sama.statusCode).toBe(400);
    const bukanOperatif = await call(
      'POST',
      '/operasi',
      akun.dokter,
      jadwal({ tindakan_uid: await uidKode(t, 'tindakan', 'KON-UMUM') }),
    );
    expect(bukanOperatif.statusCode).toBe(400);
    expect(bukanOperatif.json().errors[0].path).toBe('tindakan_uid');
    expect(await countRows(t, 'operasi')).toBe(sebelum);
    // The other routes' guards and input checks.
    expect((await call('GET', '/operasi/referensi')).statusCode).toBe(401);
    expect((await call('GET', '/operasi/referensi', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/operasi?dari=2030-01-07', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', '/operasi?dari=2030-01-07&sampai=2030-01-07')).statusCode).toBe(401);
    expect((await call('GET', '/operasi/layanan?cari=Budi')).statusCode).toBe(401);
    expect((await call('GET', '/operasi/bukan-uid/laporan.pdf', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', '/operasi?dari=2030-01-07&sampai=2030-01-07', akun.kasir)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/operasi/layanan?cari=B', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', '/operasi/layanan?cari=Budi', akun.rm)).statusCode).toBe(403);
    const cari = await call('GET', '/operasi/layanan?cari=Budi', akun.perawat);
    expect(cari.json().respon.map((l: { layanan_uid: string }) => l.layanan_uid)).toContain(stay.layanan_uid);
    expect((await call('GET', `/operasi/${uid.op}`)).statusCode).toBe(401);
    expect((await call('GET', `/operasi/${uid.op}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/operasi/bukan-uid', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', `/operasi/${uid.op}/laporan.pdf`, akun.kasir)).statusCode).toBe(403);
  });
});

describe('the checklist gates the operation; SELESAI charges once', () => {
  const status = (s: string, cookie = akun.perawat, alasan?: string) =>
    call('POST', `/operasi/${uid.op}/status`, cookie, { status: s, ...(alasan ? { alasan } : {}) });
  const checklist = (b: BagianChecklist, body: object = jawabSemua(b), cookie = akun.perawat) =>
    call('PUT', `/operasi/${uid.op}/checklist/${b}`, cookie, body);

  it('guards the write routes: 401, 403, 400', async () => {
    expect(
      (await call('POST', `/operasi/${uid.op}/status`, undefined, { status: 'PERSIAPAN' })).statusCode,
    ).toBe(401);
    expect((await status('PERSIAPAN', akun.rm)).statusCode).toBe(403);
    expect((await status('MULAI')).statusCode).toBe(400);
    expect((await checklist('SIGN_IN', jawabSemua('SIGN_IN'), akun.kasir)).statusCode).toBe(403);
    expect((await call('PUT', `/operasi/${uid.op}/checklist/SIGN_IN`, undefined, {})).statusCode).toBe(401);
    expect(
      (await call('PUT', `/operasi/${uid.op}/checklist/AWAL`, akun.perawat, jawabSemua('SIGN_IN')))
        .statusCode,
    ).toBe(400);
    for (const path of ['pra-anestesi', 'anestesi', 'laporan']) {
      expect((await call('PUT', `/operasi/${uid.op}/${path}`, undefined, {})).statusCode).toBe(401);
      expect((await call('PUT', `/operasi/${uid.op}/${path}`, akun.kasir, {})).statusCode).toBe(403);
      expect((await call('PUT', `/operasi/${uid.op}/${path}`, akun.perawat, {})).statusCode).toBe(400);
    }
    expect((await call('POST', `/operasi/${uid.op}/laporan/final`)).statusCode).toBe(401);
    expect((await call('POST', `/operasi/${uid.op}/laporan/final`, akun.rm)).statusCode).toBe(403);
    expect((await call('POST', '/operasi/x/laporan/final', akun.perawat)).statusCode).toBe(400);
    expect((await call('GET', `/operasi/${uid.op}/laporan.pdf`)).statusCode).toBe(401);
  });

  it('refuses to start before Sign In and Time Out, in order', async () => {
    expect((await status('PERSIAPAN')).statusCode).toBe(200);
    const tanpa = await status('OPERASI');
    expect(tanpa.statusCode).toBe(409);
    expect(tanpa.json().code).toBe('operasi.checklist_belum_lengkap');
    expect(tanpa.json().message).toContain('Sign In dan Time Out');
    const dulu = await checklist('TIME_OUT');
    expect(dulu.statusCode).toBe(409);
    expect(dulu.json().code).toBe('operasi.checklist_urutan');
    const kurang = await checklist('SIGN_IN', { jawaban: { identitas: 'YA' } });
    expect(kurang.statusCode).toBe(400);
    expect(kurang.json().errors.length).toBe(ITEM_CHECKLIST.SIGN_IN.length - 1);
    const signIn = await checklist('SIGN_IN');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().respon.checklist[0]).toMatchObject({
      bagian: 'SIGN_IN',
      oleh: expect.stringContaining('Intan'),
    });
    expect((await checklist('SIGN_IN')).statusCode).toBe(409);
    expect((await status('OPERASI')).json().message).toContain('Time Out');
    expect((await checklist('TIME_OUT')).statusCode).toBe(200);
    expect((await checklist('SIGN_OUT')).json().code).toBe('operasi.checklist_urutan');
    const mulai = await status('OPERASI');
    expect(mulai.statusCode).toBe(200);
    expect(mulai.json().respon.dimulai_pada).not.toBeNull();
  });

  it('takes the anaesthesia notes and the report', async () => {
    const pra = await call('PUT', `/operasi/${uid.op}/pra-anestesi`, akun.dod, {
      asa: 'II',
      asa_darurat: false,
      mallampati: 'I',
      puasa_sejak: '2030-01-07T00:00:00+07:00',
      rencana: 'SPINAL',
    });
    expect(pra.statusCode, pra.body).toBe(200);
    expect(pra.json().respon.pra_anestesi.isi).toMatchObject({ asa: 'II', mallampati: 'I' });
    const anes = await call('PUT', `/operasi/${uid.op}/anestesi`, akun.dod, {
      mulai: '2030-01-07T09:05:00+07:00',
      obat: 'Bupivakain 0,5% 12,5 mg intratekal',
      cairan_ml: 1000,
      perdarahan_ml: 50,
    });
    expect(anes.statusCode).toBe(200);
    const salah = await call('PUT', `/operasi/${uid.op}/laporan`, akun.dokter, {
      ...LAPORAN,
      selesai: '2030-01-07T09:00:00+07:00',
    });
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0].path).toBe('selesai');
    const lap = await call('PUT', `/operasi/${uid.op}/laporan`, akun.dokter, LAPORAN);
    expect(lap.statusCode).toBe(200);
    expect(lap.json().respon.laporan).toMatchObject({ status: 'DRAF', nomor: null });
    expect((await call('POST', `/operasi/${uid.op}/laporan/final`, akun.dokter)).json().code).toBe(
      'operasi.belum_selesai',
    );
  });

  it('finishes only after Sign Out, charging the four fees once on the stay', async () => {
    const dulu = await status('SELESAI');
    expect(dulu.statusCode).toBe(409);
    expect(dulu.json().message).toContain('Sign Out');
    const so = await checklist('SIGN_OUT');
    expect(so.statusCode, so.body).toBe(200);
    const tagihanSebelum = await countRows(t, 'transaksi');
    const selesai = await status('SELESAI');
    expect(selesai.statusCode).toBe(200);
    const o = selesai.json().respon;
    expect(o.status).toBe('SELESAI');
    expect(o.tagihan.map((x: { nama: string }) => x.nama).sort()).toEqual([
      'Apendektomi',
      'Jasa Anestesi Operasi Sedang',
      'Jasa Asisten Operator Operasi Sedang',
      'Sewa Kamar Operasi Sedang',
    ]);
    expect(await countRows(t, 'transaksi')).toBe(tagihanSebelum + 4);
    const baris = await queryRows<{
      nama: string;
      pelaksana_uid: string | null;
      layanan_uid: string;
      jenis: string;
    }>(t, `select nama, pelaksana_uid, layanan_uid, jenis from transaksi where nama = 'Apendektomi'`);
    expect(baris).toEqual([
      { nama: 'Apendektomi', pelaksana_uid: uid.andi, layanan_uid: stay.layanan_uid, jenis: 'TINDAKAN' },
    ]);
    const lagi = await status('SELESAI');
    expect(lagi.statusCode).toBe(409);
    expect(lagi.json().code).toBe('operasi.status_tidak_boleh');
    expect(await countRows(t, 'transaksi')).toBe(tagihanSebelum + 4);
    expect(o.riwayat.map((r: { ke: string }) => r.ke)).toEqual([
      'DIJADWALKAN',
      'PERSIAPAN',
      'OPERASI',
      'SELESAI',
    ]);
    expect(BAGIAN_CHECKLIST.every((b) => o.checklist.some((c: { bagian: string }) => c.bagian === b))).toBe(
      true,
    );
  });

  it('finalises the report with a number, prints it and sends it to the operator to sign', async () => {
    const fin = await call('POST', `/operasi/${uid.op}/laporan/final`, akun.dokter);
    expect(fin.statusCode).toBe(200);
    const lap = fin.json().respon.laporan;
    expect(lap).toMatchObject({ status: 'FINAL', nomor: 'LO/2030/01/000001' });
    expect((await call('PUT', `/operasi/${uid.op}/laporan`, akun.dokter, LAPORAN)).json().code).toBe(
      'operasi.laporan_final',
    );
    const pdf = await call('GET', `/operasi/${uid.op}/laporan.pdf`, akun.perawat);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('LAPORAN OPERASI');
    expect(teks).toContain('LO/2030/01/000001');
    expect(teks).toContain('Apendiks hiperemis');
    const aju = await surat('POST', '/esign/pengajuan', akun.perawat, {
      jenis: 'LAPORAN_OPERASI',
      ref_uid: lap.uid,
    });
    expect(aju.statusCode).toBe(201);
    expect(aju.json().respon).toMatchObject({
      status: 'MENUNGGU',
      nomor: 'LO/2030/01/000001',
      penanda: { nama: expect.stringContaining('Andi') },
    });
  });

  it('cancels only with a reason, and not once started', async () => {
    const tanpa = await call('POST', `/operasi/${uid.kedua}/status`, akun.dokter, { status: 'BATAL' });
    expect(tanpa.statusCode).toBe(400);
    expect(tanpa.json().errors[0].path).toBe('alasan');
    const tanpaLaporan = await call('GET', `/operasi/${uid.kedua}/laporan.pdf`, akun.perawat);
    expect(tanpaLaporan.statusCode).toBe(409);
    expect(tanpaLaporan.json().code).toBe('operasi.laporan_belum_ada');
    const batal = await call('POST', `/operasi/${uid.kedua}/status`, akun.dokter, {
      status: 'BATAL',
      alasan: 'Pasien demam, ditunda',
    });
    expect(batal.statusCode).toBe(200);
    expect(batal.json().respon).toMatchObject({ status: 'BATAL', alasan_batal: 'Pasien demam, ditunda' });
    expect(
      (await call('POST', `/operasi/${uid.op}/status`, akun.dokter, { status: 'BATAL', alasan: 'Salah' }))
        .statusCode,
    ).toBe(409);
  });
});
