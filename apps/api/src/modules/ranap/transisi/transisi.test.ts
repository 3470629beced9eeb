import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type LayananUji, siapkanLayanan } from '../../pelayanan/pelayanan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// The stays begin on Monday 7 January 2030 at 10:00 WIB; the room's work runs from 13:00 WIB.
let jam = new Date(`${SENIN}T09:00:00+07:00`);
const pada = (hhmm: string) => new Date(`${SENIN}T${hhmm}:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const PERAN = ['perawat', 'dokter', 'dod', 'kasir', 'admin', 'management', 'rm'] as const;
const akun = {} as Record<(typeof PERAN)[number], string>;
let stay: StayUji;
let stay2: StayUji;
let klinik: LayananUji;

const PENUH = { aktivitas: 2, pernapasan: 2, sirkulasi: 2, kesadaran: 2, saturasi: 2 };
const VITAL = { td_sistolik: 110, td_diastolik: 70, nadi: 88, respirasi: 18, spo2: 97, kesadaran: 'VOICE' };

const terima = (cookie: string, layananUid: string, extra: object = {}) =>
  call('POST', '/transisi', cookie, {
    layanan_uid: layananUid,
    asal: 'OPERASI',
    prosedur: 'Apendektomi, anestesi spinal',
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  const pendaftaran = await t.login('pendaftaran');
  stay = await stayUji(t, pendaftaran, { nama: 'Rudi Pulih' });
  stay2 = await stayUji(t, pendaftaran, { nama: 'Sari Kembar' });
  klinik = await siapkanLayanan(t, pendaftaran, { status: 'DONE', nama: 'Dedi Sehari', pemilik: null });
  jam = pada('13:00');
  for (const r of PERAN) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('the journey through the room', () => {
  let uid = '';

  it('finds the stay by name and receives it: Aldrete for an adult, vitals due in 15 minutes', async () => {
    const cari = await call('GET', '/transisi/layanan?search=rudi', akun.perawat);
    expect(cari.statusCode).toBe(200);
    expect(cari.json().respon).toEqual([
      expect.objectContaining({
        layanan_uid: stay.layanan_uid,
        jenis: 'RAWAT_INAP',
        skala_usia: 'ALDRETE',
        sedang_di_transisi: false,
      }),
    ]);
    const res = await terima(akun.perawat, stay.layanan_uid);
    expect(res.statusCode).toBe(201);
    const r = res.json().respon;
    uid = r.uid;
    expect(r).toMatchObject({
      status: 'OBSERVASI',
      skala: 'ALDRETE',
      asal: 'OPERASI',
      nama_penerima: 'Ns. Intan Permata, S.Kep',
      vital_berikut: { jatuh_tempo: pada('13:15').toISOString(), terlambat: false },
      skor_terakhir: null,
      boleh: { tulis: true, override: false, pindah_kamar: true },
    });
    expect(r.unit).toMatch(/Kamar .* Bed /);
  });

  it('keeps vitals every 15 minutes and marks them late when the time has passed', async () => {
    jam = pada('13:20');
    let list = (await call('GET', '/transisi', akun.management)).json().respon;
    expect(list.find((x: { uid: string }) => x.uid === uid)).toMatchObject({
      menit_di_ruang: 20,
      vital_berikut: { terlambat: true },
    });
    const a = await call('POST', `/transisi/${uid}/vital`, akun.perawat, {
      ...VITAL,
      waktu: pada('13:15').toISOString(),
      skala_nyeri: 4,
    });
    expect(a.statusCode).toBe(201);
    const b = await call('POST', `/transisi/${uid}/vital`, akun.perawat, {
      ...VITAL,
      nadi: 80,
      kesadaran: 'ALERT',
      waktu: pada('13:20').toISOString(),
    });
    expect(b.json().respon.vital).toHaveLength(2);
    expect(b.json().respon.vital_berikut).toEqual({
      jatuh_tempo: pada('13:35').toISOString(),
      terlambat: false,
    });
    list = (await call('GET', '/transisi', akun.perawat)).json().respon;
    expect(list.find((x: { uid: string }) => x.uid === uid).vital_terakhir).toBe(pada('13:20').toISOString());
  });

  it('refuses leaving below the criterion, unless a doctor decides with a reason', async () => {
    const skor = await call('POST', `/transisi/${uid}/skor`, akun.perawat, {
      skala: 'ALDRETE',
      rincian: { ...PENUH, kesadaran: 1, saturasi: 1 },
    });
    expect(skor.statusCode).toBe(201);
    expect(skor.json().respon.skor_terakhir).toMatchObject({ total: 8, memenuhi: false, minimal: 9 });
    const perawat = await call('POST', `/transisi/${uid}/keluar`, akun.perawat, { tujuan: 'BANGSAL' });
    expect(perawat.statusCode).toBe(409);
    expect(perawat.json()).toMatchObject({ code: 'transisi.kriteria_belum_terpenuhi' });
    expect(perawat.json().message).toContain('Skor Aldrete terakhir 8');
    const dokterTanpaAlasan = await call('POST', `/transisi/${uid}/keluar`, akun.dokter, {
      tujuan: 'BANGSAL',
    });
    expect(dokterTanpaAlasan.statusCode).toBe(400);
    expect(dokterTanpaAlasan.json().errors[0].path).toBe('alasan_override');
    expect(await countRows(t, "transisi where status = 'SELESAI'")).toBe(0);
  });

  it('sends the patient back to the ward at Aldrete 10, charges the observation once, logs it', async () => {
    jam = pada('13:45');
    await call('POST', `/transisi/${uid}/skor`, akun.perawat, { skala: 'ALDRETE', rincian: PENUH });
    const res = await call('POST', `/transisi/${uid}/keluar`, akun.perawat, {
      tujuan: 'BANGSAL',
      catatan: 'Diserahkan ke perawat Melati',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      status: 'SELESAI',
      tujuan: 'BANGSAL',
      menit_di_ruang: 45,
      vital_berikut: null,
      override: null,
      tagihan: { kode: 'KEP-PULIH', nama: 'Observasi Ruang Transisi (Pemulihan)' },
      tarif_kosong: false,
      boleh: { tulis: false },
    });
    const [tagihan] = await queryRows<{ n: number; kelas: string }>(
      t,
      `select count(*)::int as n, min(kelas) as kelas from transaksi where sumber = 'transisi' and layanan_uid = '${stay.layanan_uid}'`,
    );
    expect(tagihan).toEqual({ n: 1, kelas: 'KELAS_2' });
    expect((await call('GET', '/transisi', akun.perawat)).json().respon).toHaveLength(0);
    const selesai = (await call('GET', '/transisi?status=SELESAI', akun.perawat)).json().respon;
    expect(selesai.map((x: { uid: string }) => x.uid)).toEqual([uid]);
    const again = await call('POST', `/transisi/${uid}/keluar`, akun.perawat, { tujuan: 'BANGSAL' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('transisi.sudah_selesai');
    const log = await queryRows<{ ringkasan: string }>(
      t,
      `select ringkasan from log_pasien where layanan_uid = '${stay.layanan_uid}' order by id`,
    );
    expect(log.map((l) => l.ringkasan)).toEqual([
      expect.stringContaining('Masuk ruang transisi (pasca operasi): Apendektomi'),
      expect.stringContaining('Tanda vital ruang transisi'),
      expect.stringContaining('Tanda vital ruang transisi'),
      expect.stringContaining('Skor Aldrete 8/10 (belum memenuhi'),
      expect.stringContaining('Skor Aldrete 10/10 (memenuhi'),
      'Keluar ruang transisi: Kembali ke bangsal (Aldrete 10)',
    ]);
    const pdf = await call('GET', `/transisi/${uid}/catatan.pdf`, akun.perawat);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(teksPdf(pdf.rawPayload)).toContain('CATATAN RUANG TRANSISI');
  });
});

describe('one open record per layanan', () => {
  it('lets one of two concurrent arrivals win', async () => {
    const [a, b] = await Promise.all([
      terima(akun.perawat, stay2.layanan_uid),
      terima(akun.dod, stay2.layanan_uid),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((a.statusCode === 409 ? a : b).json().code).toBe('transisi.sudah_di_ruang');
    expect(await countRows(t, `transisi where layanan_uid = '${stay2.layanan_uid}'`)).toBe(1);
    const cari = (await call('GET', '/transisi/layanan?search=sari', akun.perawat)).json().respon;
    expect(cari[0]).toMatchObject({ sedang_di_transisi: true });
  });

  it('lets a doctor send the patient to the ICU below the criterion with a reason', async () => {
    const [row] = await queryRows<{ uid: string }>(
      t,
      `select uid from transisi where layanan_uid = '${stay2.layanan_uid}'`,
    );
    const uid = row?.uid ?? '';
    await call('POST', `/transisi/${uid}/skor`, akun.perawat, {
      skala: 'ALDRETE',
      rincian: { ...PENUH, pernapasan: 1, saturasi: 0, kesadaran: 1 },
    });
    const res = await call('POST', `/transisi/${uid}/keluar`, akun.dokter, {
      tujuan: 'ICU',
      alasan_override: 'Desaturasi berulang, perlu ventilasi di ICU',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      tujuan: 'ICU',
      override: { alasan: 'Desaturasi berulang, perlu ventilasi di ICU', nama: 'dr. Andi Pratama, Sp.PD' },
    });
  });
});

describe('a day-surgery patient and the Steward score', () => {
  let uid = '';
  it('scores with the scale chosen at arrival and refuses the other', async () => {
    const res = await terima(akun.perawat, klinik.layanan_uid, { asal: 'TINDAKAN', skala: 'STEWARD' });
    expect(res.statusCode).toBe(201);
    uid = res.json().respon.uid;
    const salah = await call('POST', `/transisi/${uid}/skor`, akun.perawat, {
      skala: 'ALDRETE',
      rincian: PENUH,
    });
    expect(salah.statusCode).toBe(400);
    const ok = await call('POST', `/transisi/${uid}/skor`, akun.perawat, {
      skala: 'STEWARD',
      rincian: { kesadaran: 2, jalan_napas: 1, gerakan: 2 },
    });
    expect(ok.json().respon.skor_terakhir).toMatchObject({ total: 5, maksimal: 6, memenuhi: true });
  });

  it('sends a clinic patient home, not to a ward', async () => {
    const bangsal = await call('POST', `/transisi/${uid}/keluar`, akun.perawat, { tujuan: 'BANGSAL' });
    expect(bangsal.statusCode).toBe(409);
    expect(bangsal.json().code).toBe('transisi.tujuan_tidak_sesuai');
    const pulang = await call('POST', `/transisi/${uid}/keluar`, akun.perawat, { tujuan: 'PULANG' });
    expect(pulang.statusCode).toBe(200);
    expect(pulang.json().respon.tagihan).toMatchObject({ kode: 'KEP-PULIH', total: 150_000 });
  });
});

describe('401, 403 and 400 on every route', () => {
  const UID = '00000000-0000-4000-8000-000000000000';
  const rute: [string, string, object | undefined][] = [
    ['GET', '/transisi', undefined],
    ['GET', '/transisi/layanan?search=rudi', undefined],
    ['POST', '/transisi', { layanan_uid: UID, asal: 'OPERASI', prosedur: 'x' }],
    ['GET', `/transisi/${UID}`, undefined],
    ['POST', `/transisi/${UID}/vital`, { waktu: pada('13:00').toISOString(), nadi: 80 }],
    ['POST', `/transisi/${UID}/skor`, { skala: 'ALDRETE', rincian: PENUH }],
    ['POST', `/transisi/${UID}/keluar`, { tujuan: 'BANGSAL' }],
    ['GET', `/transisi/${UID}/catatan.pdf`, undefined],
  ];

  it('answers 401 without a session and 403 to roles outside the room', async () => {
    for (const [m, u, body] of rute) {
      expect((await call(m as 'GET', u, undefined, body)).statusCode, `${m} ${u}`).toBe(401);
      expect((await call(m as 'GET', u, akun.kasir, body)).statusCode, `${m} ${u}`).toBe(403);
      expect((await call(m as 'GET', u, akun.rm, body)).statusCode, `${m} ${u}`).toBe(403);
    }
  });

  it('lets ADMIN and MANAGEMENT read but not write', async () => {
    expect((await call('GET', '/transisi', akun.admin)).statusCode).toBe(200);
    const res = await terima(akun.admin, stay.layanan_uid);
    expect(res.statusCode).toBe(403);
    expect((await terima(akun.management, stay.layanan_uid)).statusCode).toBe(403);
  });

  it('answers 400 for bad input and writes nothing', async () => {
    const sebelum = await countRows(t, 'transisi');
    const salah: [string, string, object | undefined][] = [
      ['GET', '/transisi?status=X', undefined],
      ['GET', '/transisi/layanan?search=a', undefined],
      ['POST', '/transisi', { layanan_uid: stay.layanan_uid, asal: 'LAIN', prosedur: '' }],
      ['GET', '/transisi/bukan-uid', undefined],
      ['POST', `/transisi/${UID}/vital`, { waktu: pada('13:00').toISOString(), nadi: 900 }],
      ['POST', `/transisi/${UID}/vital`, { waktu: pada('13:00').toISOString() }],
      ['POST', `/transisi/${UID}/skor`, { skala: 'ALDRETE', rincian: { ...PENUH, aktivitas: 3 } }],
      ['POST', `/transisi/${UID}/keluar`, { tujuan: 'RUMAH' }],
      ['GET', '/transisi/bukan-uid/catatan.pdf', undefined],
    ];
    for (const [m, u, body] of salah) {
      const res = await call(m as 'GET', u, akun.perawat, body);
      expect(res.statusCode, `${m} ${u}`).toBe(400);
      expect(res.json().message, `${m} ${u}`).toBeTruthy();
    }
    expect(await countRows(t, 'transisi')).toBe(sebelum);
    // A moment in the future, or a record that does not exist.
    const nanti = await terima(akun.perawat, stay.layanan_uid, { masuk_pada: pada('15:00').toISOString() });
    expect(nanti.statusCode).toBe(400);
    expect((await call('GET', `/transisi/${UID}`, akun.perawat)).statusCode).toBe(404);
  });
});
