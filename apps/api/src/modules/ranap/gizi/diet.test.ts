import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teksPdf } from '../../../platform/pdf/pdf.teks.ts';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// 12:00 WIB on SENIN: the patients were admitted at 06:00.
let jam = new Date(`${SENIN}T12:00:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let budi: StayUji;
let siti: StayUji;

const url = (s: StayUji) => `/ranap/perawatan/${s.layanan_uid}/diet`;
const DIET = {
  jenis_diet: 'Diet DM 1700 kkal',
  bentuk: 'BIASA',
  pantangan: 'Gula pasir',
  waktu_makan: ['SIANG', 'PAGI', 'MALAM'],
  mulai: SENIN,
};
const statusDiet = (s: StayUji) =>
  queryRows<{ status: string; jenis_diet: string }>(
    t,
    `select status, jenis_diet from diet_order where layanan_uid = '${s.layanan_uid}' order by created_at`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'ahli_gizi', 'kasir']) akun[r] = await t.login(r);
  const masuk = `${SENIN}T06:00:00+07:00`;
  budi = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MLT', nama: 'Budi Diabetes', masuk });
  siti = await stayUji(t, akun.pendaftaran ?? '', { ruangan: 'MLT', nama: 'Siti Baru Masuk', masuk });
  await queryRows(t, `update pasien set alergi = '{Udang,"Kacang tanah"}' where uid = '${budi.pasien_uid}'`);
});
afterAll(() => t.close());

describe('diet orders', () => {
  it('refuses the unauthenticated, the roles without the permission and bad input, writing nothing', async () => {
    expect((await call('POST', url(budi), undefined, DIET)).statusCode).toBe(401);
    const perawat = await call('POST', url(budi), akun.perawat, DIET);
    expect(perawat.statusCode).toBe(403);
    expect(perawat.json().message).toBe('Hanya dokter yang dapat meminta diet');
    expect((await call('POST', url(budi), akun.ahli_gizi, DIET)).statusCode).toBe(403);
    const buruk = await call('POST', url(budi), akun.dokter, { ...DIET, bentuk: 'KERAS', waktu_makan: [] });
    expect(buruk.statusCode).toBe(400);
    expect(
      buruk
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['bentuk', 'waktu_makan']);
    expect((await call('POST', `/ranap/perawatan/bukan-uid/diet`, akun.dokter, DIET)).statusCode).toBe(400);
    expect(await countRows(t, 'diet_order')).toBe(0);
    expect((await call('GET', url(budi))).statusCode).toBe(401);
    expect((await call('GET', url(budi), akun.kasir)).statusCode).toBe(403);
  });

  it('is requested by the doctor and set by the nutritionist, who may adjust it', async () => {
    const minta = await call('POST', url(budi), akun.dokter, DIET);
    expect(minta.statusCode).toBe(201);
    const d = minta.json().respon;
    expect(d).toMatchObject({
      status: 'DIMINTA',
      waktu_makan: ['PAGI', 'SIANG', 'MALAM'],
      ditetapkan_pada: null,
    });
    const tetapkan = `${url(budi)}/${d.uid}/tetapkan`;
    expect((await call('PUT', tetapkan, undefined, {})).statusCode).toBe(401);
    const dokter = await call('PUT', tetapkan, akun.dokter, {});
    expect(dokter.statusCode).toBe(403);
    expect(dokter.json().message).toBe('Hanya ahli gizi yang dapat menetapkan diet');
    expect((await call('PUT', tetapkan, akun.ahli_gizi, { bentuk: 'KERAS' })).statusCode).toBe(400);
    const set = await call('PUT', tetapkan, akun.ahli_gizi, {
      bentuk: 'LUNAK',
      pantangan: 'Gula pasir, sirup',
      waktu_makan: ['PAGI', 'SELINGAN_PAGI', 'SIANG', 'MALAM'],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().respon).toMatchObject({
      status: 'AKTIF',
      jenis_diet: 'Diet DM 1700 kkal',
      bentuk: 'LUNAK',
      pantangan: 'Gula pasir, sirup',
      ditetapkan_oleh: expect.any(String),
    });
    expect((await call('PUT', tetapkan, akun.ahli_gizi, {})).json().code).toBe('gizi.status_diet');
    const audit = await queryRows<{ aksi: string }>(
      t,
      `select aksi from log_aktivitas where entitas = 'diet_order' and entitas_id = '${d.uid}' order by waktu, aksi`,
    );
    expect(audit.map((a) => a.aksi)).toEqual(['diet.minta', 'diet.tetapkan']);
  });

  it('keeps one active diet per stay: setting a new one stops the old', async () => {
    jam = new Date(`${SENIN}T13:00:00+07:00`);
    const baru = await call('POST', url(budi), akun.dokter, {
      ...DIET,
      jenis_diet: 'Diet Rendah Garam II',
      pantangan: null,
    });
    expect(baru.statusCode).toBe(201);
    // A request awaiting the nutritionist does not stop the diet being served.
    expect(await statusDiet(budi)).toEqual([
      { status: 'AKTIF', jenis_diet: 'Diet DM 1700 kkal' },
      { status: 'DIMINTA', jenis_diet: 'Diet Rendah Garam II' },
    ]);
    jam = new Date(`${SENIN}T13:30:00+07:00`);
    expect(
      (await call('PUT', `${url(budi)}/${baru.json().respon.uid}/tetapkan`, akun.ahli_gizi, {})).statusCode,
    ).toBe(200);
    expect(await statusDiet(budi)).toEqual([
      { status: 'DIHENTIKAN', jenis_diet: 'Diet DM 1700 kkal' },
      { status: 'AKTIF', jenis_diet: 'Diet Rendah Garam II' },
    ]);
    const riwayat = (await call('GET', url(budi), akun.ahli_gizi)).json().respon;
    expect(riwayat.map((r: { jenis_diet: string }) => r.jenis_diet)).toEqual([
      'Diet Rendah Garam II',
      'Diet DM 1700 kkal',
    ]);
  });

  it('may be stopped by the doctor or the nutritionist, not by others', async () => {
    const m = await call('POST', url(siti), akun.dokter, {
      ...DIET,
      jenis_diet: 'Puasa',
      waktu_makan: ['PAGI'],
    });
    const henti = `${url(siti)}/${m.json().respon.uid}/hentikan`;
    expect((await call('PUT', henti, akun.kasir)).statusCode).toBe(403);
    expect((await call('PUT', henti, akun.perawat)).statusCode).toBe(403);
    const r = await call('PUT', henti, akun.dokter);
    expect(r.statusCode).toBe(200);
    expect(r.json().respon.status).toBe('DIHENTIKAN');
    expect((await call('PUT', henti, akun.ahli_gizi)).json().code).toBe('gizi.status_diet');
    // Siti's doctor asks again; the nutritionist has not set it yet.
    expect(
      (await call('POST', url(siti), akun.dokter, { ...DIET, jenis_diet: 'Diet Lambung' })).statusCode,
    ).toBe(201);
  });
});

describe("the kitchen's list", () => {
  const dapur = (q: string, cookie = akun.ahli_gizi) => call('GET', `/ranap/gizi/daftar-dapur?${q}`, cookie);

  it('lists each patient of the ward with the diet in force, allergies, and flags who has none', async () => {
    jam = new Date(`${SENIN}T14:00:00+07:00`);
    const r = await dapur(`tanggal=${SENIN}&waktu_makan=MALAM&ruangan_uid=${budi.ruangan_uid}`);
    expect(r.statusCode).toBe(200);
    const { respon } = r.json();
    expect(respon.waktu_makan).toBe('MALAM');
    expect(respon.ruangan).toHaveLength(1);
    const [ruang] = respon.ruangan;
    expect(ruang.kode).toBe('MLT');
    const b = ruang.pasien.find((p: { nama: string }) => p.nama.startsWith('Budi Diabetes'));
    const s = ruang.pasien.find((p: { nama: string }) => p.nama.startsWith('Siti Baru Masuk'));
    expect(b).toMatchObject({
      status: 'AKTIF',
      alergi: ['Udang', 'Kacang tanah'],
      diet: { jenis_diet: 'Diet Rendah Garam II', bentuk: 'BIASA' },
      diminta: null,
    });
    expect(b.kamar).toBeTruthy();
    expect(s).toMatchObject({ status: 'BELUM_ADA', diet: null, diminta: { jenis_diet: 'Diet Lambung' } });
    expect(ruang.rekap).toEqual([{ jenis_diet: 'Diet Rendah Garam II', jumlah: 1 }]);
    // At noon Budi was still on the DM diet (the low-salt one was set at 13:30).
    const siang = (await dapur(`tanggal=${SENIN}&waktu_makan=SIANG&ruangan_uid=${budi.ruangan_uid}`)).json()
      .respon;
    expect(
      siang.ruangan[0].pasien.find((p: { nama: string }) => p.nama.startsWith('Budi Diabetes')).diet
        .jenis_diet,
    ).toBe('Diet DM 1700 kkal');
  });

  it('answers 401, 403 and 400 as it should', async () => {
    expect((await call('GET', '/ranap/gizi/daftar-dapur')).statusCode).toBe(401);
    expect((await dapur('', akun.kasir)).statusCode).toBe(403);
    const buruk = await dapur('waktu_makan=BRUNCH&tanggal=2030-02-30');
    expect(buruk.statusCode).toBe(400);
    expect((await dapur(`ruangan_uid=${budi.pasien_uid}`)).json().code).toBe('gizi.ruangan_tidak_ditemukan');
  });

  it('prints an A4 PDF per ward and meal with the patients and the portions per diet', async () => {
    const pdf = await call(
      'GET',
      `/ranap/gizi/daftar-dapur.pdf?tanggal=${SENIN}&waktu_makan=MALAM&ruangan_uid=${budi.ruangan_uid}`,
      akun.perawat,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const teks = teksPdf(pdf.rawPayload);
    expect(teks).toContain('DAFTAR DIET PASIEN RAWAT INAP');
    expect(teks).toContain('Budi Diabetes');
    expect(teks).toContain('Siti Baru Masuk');
    expect(teks).toContain('Udang, Kacang');
    expect(teks).toContain('BELUM DITETAPKAN');
    expect(teks).toContain('Jumlah porsi');
    expect((await call('GET', '/ranap/gizi/daftar-dapur.pdf', akun.kasir)).statusCode).toBe(403);
  });
});
