import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// 13:00 WIB on SENIN, the morning shift; the patients came the day before.
const jam = new Date(`${SENIN}T13:00:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let ani: StayUji;
let joko: StayUji;

const URL = '/ranap/serah-terima';
const sbar = (s: StayUji, extra: object = {}) => ({
  layanan_uid: s.layanan_uid,
  tanggal: SENIN,
  shift: 'PAGI',
  situasi: 'Sesak berkurang, masih O2 nasal 2 lpm',
  latar: 'CHF, hari ke-2',
  penilaian: 'NEWS2 3, balans cairan -200',
  rekomendasi: 'Cek elektrolit pagi, timbang BB',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'ahli_gizi', 'kasir']) akun[r] = await t.login(r);
  const masuk = '2030-01-06T10:00:00+07:00';
  ani = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama: 'Ani Jantung', masuk });
  joko = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MWR', nama: 'Joko Tifus', masuk });
  await queryRows(
    t,
    `insert into observasi (layanan_uid, pasien_uid, waktu, shift, suhu, nadi, napas, sistol, diastol, spo2, oksigen, news2, nama_petugas)
     values ('${ani.layanan_uid}', '${ani.pasien_uid}', '${SENIN}T06:00:00+07:00', 'MALAM', 37.0, 90, 20, 120, 80, 95, true, 4, 'Ns. Malam'),
            ('${ani.layanan_uid}', '${ani.pasien_uid}', '${SENIN}T10:00:00+07:00', 'PAGI', 37.2, 88, 19, 118, 76, 96, true, 3, 'Ns. Pagi')`,
  );
  await queryRows(
    t,
    `insert into rencana_obat (layanan_uid, pasien_uid, nama_obat, dosis, rute, jam, mulai)
     values ('${ani.layanan_uid}', '${ani.pasien_uid}', 'Furosemid', '40 mg', 'IV', '{06:00,18:00}', '2030-01-06')`,
  );
  await queryRows(
    t,
    `insert into log_pasien (pasien_uid, layanan_uid, jenis, waktu, ringkasan)
     values ('${ani.pasien_uid}', '${ani.layanan_uid}', 'LOG_LABOR', '${SENIN}T08:00:00+07:00', 'Order lab: Elektrolit'),
            ('${ani.pasien_uid}', '${ani.layanan_uid}', 'LOG_LABOR', '2030-01-05T08:00:00+07:00', 'Lama sekali')`,
  );
});
afterAll(() => t.close());

describe('the nursing handover', () => {
  it('refuses the unauthenticated, roles without the permission and bad input, writing nothing', async () => {
    expect((await call('PUT', URL, undefined, sbar(ani))).statusCode).toBe(401);
    const gizi = await call('PUT', URL, akun.ahli_gizi, sbar(ani));
    expect(gizi.statusCode).toBe(403);
    expect(gizi.json().message).toBe('Hanya perawat yang dapat mengisi serah terima');
    expect((await call('PUT', URL, akun.kasir, sbar(ani))).statusCode).toBe(403);
    const kosong = await call('PUT', URL, akun.perawat, {
      ...sbar(ani),
      situasi: ' ',
      latar: '',
      penilaian: null,
      rekomendasi: undefined,
    });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().errors).toEqual([{ path: 'situasi', message: 'Isi minimal satu bagian SBAR' }]);
    expect((await call('PUT', URL, akun.perawat, sbar(ani, { shift: 'SORE' }))).statusCode).toBe(400);
    // The evening shift has not started at 13:00.
    const nanti = await call('PUT', URL, akun.perawat, sbar(ani, { shift: 'MALAM' }));
    expect(nanti.statusCode).toBe(400);
    expect(nanti.json().message).toBe('Shift tersebut belum dimulai');
    expect(await countRows(t, 'serah_terima')).toBe(0);
    expect((await call('GET', `${URL}?ruangan_uid=${ani.ruangan_uid}`)).statusCode).toBe(401);
    expect((await call('GET', `${URL}?ruangan_uid=${ani.ruangan_uid}`, akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', URL, akun.perawat)).statusCode).toBe(400);
  });

  it('keeps one SBAR per patient per shift: saving again updates it', async () => {
    const a = await call('PUT', URL, akun.perawat, sbar(ani));
    expect(a.statusCode).toBe(201);
    expect(a.json().respon).toMatchObject({ situasi: 'Sesak berkurang, masih O2 nasal 2 lpm' });
    const b = await call(
      'PUT',
      URL,
      akun.perawat,
      sbar(ani, { rekomendasi: 'Cek elektrolit, timbang BB, edukasi diet' }),
    );
    expect(b.statusCode).toBe(200);
    expect(b.json().respon.uid).toBe(a.json().respon.uid);
    // The night shift of the day before is another row.
    expect(
      (await call('PUT', URL, akun.perawat, sbar(ani, { tanggal: '2030-01-06', shift: 'MALAM' }))).statusCode,
    ).toBe(201);
    const rows = await queryRows<{ shift: string; rekomendasi: string; ruangan_uid: string }>(
      t,
      `select shift, rekomendasi, ruangan_uid from serah_terima where layanan_uid = '${ani.layanan_uid}' order by tanggal`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ shift: 'PAGI', rekomendasi: 'Cek elektrolit, timbang BB, edukasi diet' });
    expect(rows[1]?.ruangan_uid).toBe(ani.ruangan_uid);
  });

  it("summarises each patient of the ward for the shift, with this shift's SBAR", async () => {
    const r = await call(
      'GET',
      `${URL}?ruangan_uid=${ani.ruangan_uid}&tanggal=${SENIN}&shift=PAGI`,
      akun.perawat,
    );
    expect(r.statusCode).toBe(200);
    const { respon } = r.json();
    expect(respon).toMatchObject({ tanggal: SENIN, shift: 'PAGI', ruangan: { kode: 'MWR' } });
    const a = respon.pasien.find((p: { layanan_uid: string }) => p.layanan_uid === ani.layanan_uid);
    const j = respon.pasien.find((p: { layanan_uid: string }) => p.layanan_uid === joko.layanan_uid);
    expect(a).toMatchObject({
      hari_rawat: 2,
      dpjp: expect.any(String),
      diagnosis: 'Diare dan gastroenteritis',
      observasi: { nadi: 88, news2: 3, oksigen: true },
      obat: [{ nama_obat: 'Furosemid', dosis: '40 mg', rute: 'IV', jam: ['06:00', '18:00'] }],
      diet: null,
      kejadian: [{ jenis: 'Laboratorium', ringkasan: 'Order lab: Elektrolit' }],
      sbar: { rekomendasi: 'Cek elektrolit, timbang BB, edukasi diet' },
    });
    expect(j).toMatchObject({ observasi: null, obat: [], sbar: null });
    // Default: the shift running now.
    const kini = (await call('GET', `${URL}?ruangan_uid=${ani.ruangan_uid}`, akun.ahli_gizi)).json().respon;
    expect(kini).toMatchObject({ tanggal: SENIN, shift: 'PAGI' });
  });

  it('prints the sheet of a ward and shift as a PDF', async () => {
    const pdf = await call(
      'GET',
      `${URL}.pdf?ruangan_uid=${ani.ruangan_uid}&tanggal=${SENIN}&shift=PAGI`,
      akun.perawat,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('SERAH TERIMA PASIEN ANTAR SHIFT');
    expect(teks).toContain('Ani Jantung');
    expect(teks).toContain('Joko Tifus');
    expect(teks).toContain('Furosemid');
    expect(teks).toContain('NEWS2 3');
    expect((await call('GET', `${URL}.pdf?ruangan_uid=${ani.ruangan_uid}`, akun.kasir)).statusCode).toBe(403);
  });
});
