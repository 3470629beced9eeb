import { type BagianChecklist, ITEM_CHECKLIST } from '@rawat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { uidKode } from '../../penunjang/penunjang.factory.ts';
import { pegawaiAkun, pegawaiNama } from '../../surat/surat.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// From the theatre to the transition room (docs/ranap/transisi.md "From the theatre"): the list of
// operations finished and not yet received, and the checks on an arrival naming its operation.

let jam = new Date(`${SENIN}T09:00:00+07:00`);
const pada = (hhmm: string, tanggal = SENIN) => new Date(`${tanggal}T${hhmm}:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const PERAN = ['pendaftaran', 'dokter', 'dod', 'perawat', 'kasir', 'rm', 'admin'] as const;
const akun = {} as Record<(typeof PERAN)[number], string>;
const KUNCI = [
  'andi',
  'eko',
  'bayu',
  'apendektomi',
  'fam',
  'ok1',
  'ok2',
  'budi',
  'kodeBudi',
  'sari',
  'citra',
] as const;
const uid = {} as Record<(typeof KUNCI)[number], string>;
let budi: StayUji;
let sari: StayUji;
let klinikUid = '';
const UID_ASING = '00000000-0000-4000-8000-000000000000';

const jawabSemua = (b: BagianChecklist) => ({
  jawaban: Object.fromEntries(ITEM_CHECKLIST[b].map((i) => [i.kunci, i.pilihan[0] as string])),
});

/** Books an operation and takes it through the checklist to OPERASI, or on to SELESAI. */
async function operasikan(
  ubah: Record<string, unknown>,
  sampai: 'OPERASI' | 'SELESAI',
): Promise<{ uid: string; kode_booking: string }> {
  const res = await call('POST', '/operasi', akun.dokter, {
    durasi_menit: 60,
    asisten_uid: null,
    anestesi_uid: null,
    jenis_anestesi: 'LOKAL',
    tindakan_uid: uid.fam,
    prosedur: { kode: '85.21', nama: 'Local excision of lesion of breast' },
    diagnosis: { kode: 'D24', nama: 'Benign neoplasm of breast' },
    urgensi: 'ELEKTIF',
    ...ubah,
  });
  expect(res.statusCode, res.body).toBe(201);
  const o = res.json().respon;
  const status = (s: string) => call('POST', `/operasi/${o.uid}/status`, akun.perawat, { status: s });
  const checklist = (b: BagianChecklist) =>
    call('PUT', `/operasi/${o.uid}/checklist/${b}`, akun.perawat, jawabSemua(b));
  expect((await status('PERSIAPAN')).statusCode).toBe(200);
  await checklist('SIGN_IN');
  await checklist('TIME_OUT');
  expect((await status('OPERASI')).statusCode).toBe(200);
  if (sampai === 'SELESAI') {
    await checklist('SIGN_OUT');
    const s = await status('SELESAI');
    expect(s.statusCode, s.body).toBe(200);
  }
  return { uid: o.uid, kode_booking: o.kode_booking };
}

const terima = (cookie: string, layananUid: string, operasiUid: string, extra: object = {}) =>
  call('POST', '/transisi', cookie, {
    layanan_uid: layananUid,
    asal: 'OPERASI',
    operasi_uid: operasiUid,
    prosedur: 'Apendektomi, anestesi spinal',
    ...extra,
  });

const dariOperasi = async (cookie = akun.perawat) => {
  const res = await call('GET', '/transisi/dari-operasi', cookie);
  expect(res.statusCode).toBe(200);
  return res.json().respon as { operasi_uid: string; [k: string]: unknown }[];
};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of PERAN) akun[r] = await t.login(r);
  budi = await stayUji(t, akun.pendaftaran, { nama: 'Budi Apendiks' });
  sari = await stayUji(t, akun.pendaftaran, { nama: 'Sari Mamae' });
  klinikUid = (
    await siapkanLayanan(t, akun.pendaftaran, {
      poli: 'BEDAH',
      dokter: 'Bayu Aditya Nugraha',
      nama: 'Citra Sehari',
      pemilik: null,
    })
  ).layanan_uid;
  uid.andi = await pegawaiAkun(t, 'dokter');
  uid.eko = await pegawaiAkun(t, 'dod');
  uid.bayu = await pegawaiNama(t, 'Bayu Aditya Nugraha');
  uid.apendektomi = await uidKode(t, 'tindakan', 'OPS-APENDEKTOMI');
  uid.fam = await uidKode(t, 'tindakan', 'OPS-FAM');
  const kamar = await queryRows<{ uid: string; kode: string }>(t, 'select uid, kode from kamar_operasi');
  uid.ok1 = kamar.find((k) => k.kode === 'OK1')?.uid ?? '';
  uid.ok2 = kamar.find((k) => k.kode === 'OK2')?.uid ?? '';
  jam = pada('10:30');
  // Budi's appendectomy in OK 1 is finished at 12:00; Sari's excision in OK 2 is still running.
  const budiOp = await operasikan(
    {
      layanan_uid: budi.layanan_uid,
      kamar_operasi_uid: uid.ok1,
      mulai: pada('11:00').toISOString(),
      operator_uid: uid.andi,
      anestesi_uid: uid.eko,
      jenis_anestesi: 'SPINAL',
      tindakan_uid: uid.apendektomi,
      prosedur: { kode: '47.09', nama: 'Other appendectomy' },
      diagnosis: { kode: 'K35.8', nama: 'Acute appendicitis' },
    },
    'OPERASI',
  );
  uid.budi = budiOp.uid;
  uid.kodeBudi = budiOp.kode_booking;
  uid.sari = (
    await operasikan(
      {
        layanan_uid: sari.layanan_uid,
        kamar_operasi_uid: uid.ok2,
        mulai: pada('11:00').toISOString(),
        operator_uid: uid.bayu,
      },
      'OPERASI',
    )
  ).uid;
  jam = pada('12:00');
  expect(
    (await call('PUT', `/operasi/${uid.budi}/checklist/SIGN_OUT`, akun.perawat, jawabSemua('SIGN_OUT')))
      .statusCode,
  ).toBe(200);
  expect(
    (await call('POST', `/operasi/${uid.budi}/status`, akun.perawat, { status: 'SELESAI' })).statusCode,
  ).toBe(200);
  // A day-surgery patient booked from the surgical clinic, finished at 12:10 without a stay.
  jam = pada('12:10');
  uid.citra = (
    await operasikan(
      {
        layanan_uid: klinikUid,
        kamar_operasi_uid: uid.ok1,
        mulai: pada('12:10').toISOString(),
        operator_uid: uid.andi,
      },
      'SELESAI',
    )
  ).uid;
  jam = pada('12:20');
});
afterAll(() => t.close());

describe('the theatre list of the transition room', () => {
  it('shows the finished operations with the layanan to receive on, not one still in the theatre', async () => {
    const list = await dariOperasi();
    expect(list.map((x) => x.operasi_uid)).toEqual([uid.budi, uid.citra]);
    expect(list[0]).toEqual({
      operasi_uid: uid.budi,
      kode_booking: uid.kodeBudi,
      pasien: expect.objectContaining({
        uid: budi.pasien_uid,
        nama: expect.stringContaining('Budi Apendiks'),
      }),
      tindakan: 'Apendektomi',
      jenis_anestesi: 'Spinal',
      prosedur: 'Apendektomi, anestesi spinal',
      kamar: 'OK 1',
      selesai_pada: pada('12:00').toISOString(),
      layanan: { uid: budi.layanan_uid, jenis: 'RAWAT_INAP', unit: expect.stringMatching(/Kamar .* Bed /) },
      skala_usia: 'ALDRETE',
      sedang_di_transisi: false,
    });
    // Without a stay the patient is received on the clinic visit the operation was booked from.
    expect(list[1]).toMatchObject({
      layanan: { uid: klinikUid, jenis: 'RAWAT_JALAN' },
      prosedur: 'Eksisi Tumor Payudara (FAM), anestesi lokal',
    });
    const belum = await call('GET', `/transisi/operasi/${uid.budi}`, akun.dokter);
    expect(belum.statusCode).toBe(200);
    expect(belum.json().respon).toBeNull();
  });

  it('refuses an operation not finished, of another patient, unknown, or with another origin', async () => {
    const belum = await terima(akun.perawat, sari.layanan_uid, uid.sari);
    expect(belum.statusCode).toBe(409);
    expect(belum.json()).toMatchObject({ code: 'transisi.operasi_belum_selesai' });
    expect(belum.json().message).toContain('Sedang Operasi');
    const lain = await terima(akun.perawat, sari.layanan_uid, uid.budi);
    expect(lain.statusCode).toBe(409);
    expect(lain.json().code).toBe('transisi.operasi_pasien_lain');
    const asing = await terima(akun.perawat, budi.layanan_uid, UID_ASING);
    expect(asing.statusCode).toBe(404);
    expect(asing.json().code).toBe('transisi.operasi_tidak_ditemukan');
    const asal = await terima(akun.perawat, budi.layanan_uid, uid.budi, { asal: 'TINDAKAN' });
    expect(asal.statusCode).toBe(400);
    expect(asal.json().errors[0].path).toBe('asal');
    expect(await countRows(t, 'transisi')).toBe(0);
  });

  it('receives the operation once; it leaves the list and the theatre can read the record', async () => {
    const a = await terima(akun.perawat, budi.layanan_uid, uid.budi);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().respon).toMatchObject({ asal: 'OPERASI', operasi_uid: uid.budi, status: 'OBSERVASI' });
    const b = await terima(akun.dod, budi.layanan_uid, uid.budi);
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({
      code: 'transisi.operasi_sudah_diterima',
      message: 'Pasien operasi ini sudah diterima di ruang transisi',
    });
    expect(await countRows(t, `transisi where operasi_uid = '${uid.budi}'`)).toBe(1);
    expect((await dariOperasi()).map((x) => x.operasi_uid)).toEqual([uid.citra]);
    const rekam = await call('GET', `/transisi/operasi/${uid.budi}`, akun.dokter);
    expect(rekam.json().respon).toMatchObject({ uid: a.json().respon.uid, status: 'OBSERVASI' });
  });

  it('lets one of two nurses receiving the same operation at once win (the unique index)', async () => {
    jam = pada('12:40');
    await call('PUT', `/operasi/${uid.sari}/checklist/SIGN_OUT`, akun.perawat, jawabSemua('SIGN_OUT'));
    const s = await call('POST', `/operasi/${uid.sari}/status`, akun.perawat, { status: 'SELESAI' });
    expect(s.statusCode).toBe(200);
    expect((await dariOperasi()).map((x) => x.operasi_uid)).toEqual([uid.citra, uid.sari]);
    const [x, y] = await Promise.all([
      terima(akun.perawat, sari.layanan_uid, uid.sari),
      terima(akun.dod, sari.layanan_uid, uid.sari),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    // The layanan's open-record index or the operation's may decide; both say the patient is in.
    expect(['transisi.operasi_sudah_diterima', 'transisi.sudah_di_ruang']).toContain(
      (x.statusCode === 409 ? x : y).json().code,
    );
    expect(await countRows(t, `transisi where operasi_uid = '${uid.sari}'`)).toBe(1);
  });
});

describe('401, 403 and 400 on the new routes', () => {
  it('answers 401 without a session and 403 to roles outside the room', async () => {
    for (const u of ['/transisi/dari-operasi', `/transisi/operasi/${UID_ASING}`]) {
      expect((await call('GET', u)).statusCode, u).toBe(401);
      expect((await call('GET', u, akun.kasir)).statusCode, u).toBe(403);
      expect((await call('GET', u, akun.rm)).statusCode, u).toBe(403);
    }
    // The list is for those who receive; ADMIN holds every permission by the registry's rule.
    expect((await call('GET', '/transisi/dari-operasi', akun.admin)).statusCode).toBe(200);
  });

  it('answers 400 for a bad operation uid and writes nothing', async () => {
    const sebelum = await countRows(t, 'transisi');
    const bukan = await call('GET', '/transisi/operasi/bukan-uid', akun.perawat);
    expect(bukan.statusCode).toBe(400);
    expect(bukan.json().message).toBeTruthy();
    const salah = await terima(akun.perawat, klinikUid, 'bukan-uid');
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors[0].path).toBe('operasi_uid');
    expect(await countRows(t, 'transisi')).toBe(sebelum);
  });
});

describe('the next day', () => {
  it('no longer offers an operation finished more than 24 hours ago', async () => {
    jam = pada('12:09', '2030-01-08');
    // The sessions of the morning have expired by the next day.
    akun.perawat = await t.login('perawat');
    expect((await dariOperasi()).map((x) => x.operasi_uid)).toEqual([uid.citra]);
    jam = pada('12:11', '2030-01-08');
    expect(await dariOperasi()).toEqual([]);
  });
});
