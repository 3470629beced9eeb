import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// Admissions on SENIN 06:00 WIB; the clock starts at 12:00 and moves to SELASA 08:00 (26 h later).
const SELASA = '2030-01-08';
let jam = new Date(`${SENIN}T12:00:00+07:00`);
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const s: Record<'budi' | 'ani' | 'citra' | 'eko' | 'fajar', StayUji> = {} as never;

const skrining = (x: StayUji) => `/ranap/perawatan/${x.layanan_uid}/gizi/skrining`;
const adime = (x: StayUji) => `/ranap/perawatan/${x.layanan_uid}/gizi/adime`;
const MST_RISIKO = {
  jenis: 'SKRINING_MST',
  isi: { penurunan_bb: 'Tidak yakin', asupan_berkurang: true, skor: 0 },
};
const ADIME = {
  isi: {
    antropometri: { berat_badan: 45, tinggi_badan: 160 },
    biokimia: 'Albumin 2,9 g/dL',
    diagnosis: [{ problem: 'Asupan oral tidak adekuat', etiologi: 'Mual', gejala: 'Asupan < 60%' }],
    intervensi: { diet: 'Diet TKTP', energi_kkal: 1900, protein_g: 70, rute: 'ORAL', frekuensi: '3x + 2x' },
    monitoring: 'Asupan harian, BB tiap minggu',
  },
};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  for (const r of ['pendaftaran', 'dokter', 'perawat', 'ahli_gizi', 'kasir', 'management'])
    akun[r] = await t.login(r);
  const p = akun.pendaftaran ?? '';
  const masuk = `${SENIN}T06:00:00+07:00`;
  s.budi = await stayUji(t, p, { ruangan: 'MLT', nama: 'Budi Gizi', masuk });
  s.eko = await stayUji(t, p, { ruangan: 'MLT', nama: 'Eko Gizi', masuk });
  s.ani = await stayUji(t, p, { ruangan: 'MWR', nama: 'Ani Anak', masuk });
  s.citra = await stayUji(t, p, { ruangan: 'MWR', nama: 'Citra Belum', masuk });
  // Admitted the week before: on the ward, outside the coverage period.
  s.fajar = await stayUji(t, p, { ruangan: 'MWR', nama: 'Fajar Lama', masuk: '2029-12-31T06:00:00+07:00' });
  await queryRows(t, `update pasien set tanggal_lahir = '2025-03-01' where uid = '${s.ani.pasien_uid}'`);
  await queryRows(t, `update pasien set tanggal_lahir = '1980-05-05' where uid <> '${s.ani.pasien_uid}'`);
});
afterAll(() => t.close());

describe('screening and ADIME', () => {
  it('refuses the unauthenticated, the roles without the permission and bad input, writing nothing', async () => {
    expect((await call('POST', skrining(s.budi), undefined, MST_RISIKO)).statusCode).toBe(401);
    const kasir = await call('POST', skrining(s.budi), akun.kasir, MST_RISIKO);
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json().message).toBe('Hanya perawat atau ahli gizi yang dapat mengisi skrining gizi');
    const buruk = await call('POST', skrining(s.budi), akun.ahli_gizi, {
      jenis: 'SKRINING_MST',
      isi: { penurunan_bb: '3 kg' },
    });
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors).toEqual([
      { path: 'isi.penurunan_bb', message: 'Penurunan berat badan wajib dipilih' },
      { path: 'isi.asupan_berkurang', message: 'Asupan makan berkurang: pilih Ya atau Tidak' },
    ]);
    // The tool follows the age: a child is screened with STRONGkids.
    const alat = await call('POST', skrining(s.ani), akun.ahli_gizi, MST_RISIKO);
    expect(alat.statusCode).toBe(400);
    expect(alat.json().message).toBe('Pasien anak (< 18 tahun) diskrining dengan STRONGkids');
    expect(
      (await call('POST', skrining(s.budi), akun.ahli_gizi, { jenis: 'MEDIS', isi: {} })).statusCode,
    ).toBe(400);
    expect((await call('PUT', adime(s.budi), undefined, ADIME)).statusCode).toBe(401);
    const perawat = await call('PUT', adime(s.budi), akun.perawat, ADIME);
    expect(perawat.statusCode).toBe(403);
    expect(perawat.json().message).toBe('Hanya ahli gizi yang dapat mengisi asesmen gizi');
    const kosong = await call('PUT', adime(s.budi), akun.ahli_gizi, { isi: { diagnosis: [] } });
    expect(kosong.statusCode).toBe(400);
    expect(kosong.json().errors.map((e: { path: string }) => e.path)).toContain('isi.intervensi');
    // The generic assessment route does not take the nutrition kinds.
    const umum = await call('POST', `/pelayanan/${s.budi.layanan_uid}/asesmen`, akun.perawat, MST_RISIKO);
    expect(umum.statusCode).toBe(400);
    expect(await countRows(t, 'asesmen')).toBe(0);
  });

  it('stores the answers with the score the server computed, by the nutritionist or the ward nurse', async () => {
    const budi = await call('POST', skrining(s.budi), akun.ahli_gizi, MST_RISIKO);
    expect(budi.statusCode).toBe(201);
    expect(budi.json().respon).toMatchObject({
      jenis: 'SKRINING_MST',
      isi: {
        penurunan_bb: 'Tidak yakin',
        asupan_berkurang: true,
        skor: 3,
        tingkat: 'BERISIKO',
        berisiko: true,
      },
    });
    const ani = await call('POST', skrining(s.ani), akun.perawat, {
      jenis: 'SKRINING_STRONGKIDS',
      isi: {
        klinis_kurang_gizi: false,
        penyakit_risiko_tinggi: true,
        asupan_kehilangan: false,
        bb_turun: false,
      },
    });
    expect(ani.statusCode).toBe(201);
    expect(ani.json().respon.isi).toMatchObject({ skor: 2, tingkat: 'SEDANG', berisiko: true });
    const baca = await call('GET', `/ranap/perawatan/${s.ani.layanan_uid}/gizi`, akun.ahli_gizi);
    expect(baca.json().respon).toMatchObject({ alat: 'SKRINING_STRONGKIDS', adime: null });
    expect(baca.json().respon.skrining).toHaveLength(1);
  });

  it('reads a stay’s nutrition care: 401 without a session, 400 on a bad uid, 404 without a stay', async () => {
    const baca = (uid: string) => call('GET', `/ranap/perawatan/${uid}/gizi`, akun.ahli_gizi);
    expect((await call('GET', `/ranap/perawatan/${s.budi.layanan_uid}/gizi`)).statusCode).toBe(401);
    const buruk = await baca('bukan-uid');
    expect(buruk.statusCode).toBe(400);
    expect(buruk.json().errors.map((e: { path: string }) => e.path)).toEqual(['layanan_uid']);
    const hilang = await baca('00000000-0000-4000-8000-000000000000');
    expect(hilang.statusCode).toBe(404);
    // The stay's visit also has its IGD service: a layanan, but no stay. Asked by management, who
    // may read the IGD chart too (the nutritionist is refused it first: 403).
    const [igd] = await queryRows<{ uid: string }>(
      t,
      `select uid from layanan where kunjungan_uid = '${s.budi.kunjungan_uid}' and jenis = 'GAWAT_DARURAT'`,
    );
    expect((await baca(igd?.uid ?? '')).statusCode).toBe(403);
    const bukanInap = await call('GET', `/ranap/perawatan/${igd?.uid}/gizi`, akun.management);
    expect(bukanInap.statusCode).toBe(404);
    expect(bukanInap.json()).toMatchObject({
      code: 'gizi.perawatan_tidak_ditemukan',
      message: expect.stringContaining('Perawatan rawat inap'),
    });
  });

  it('keeps one ADIME per stay, the BMI computed, edited in place', async () => {
    const baru = await call('PUT', adime(s.budi), akun.ahli_gizi, ADIME);
    expect(baru.statusCode).toBe(201);
    expect(baru.json().respon.isi.antropometri).toMatchObject({
      imt: 17.6,
      kategori_imt: 'Berat badan kurang',
    });
    const ubah = await call('PUT', adime(s.budi), akun.ahli_gizi, {
      isi: { ...ADIME.isi, monitoring: 'Asupan harian, BB 2x seminggu' },
    });
    expect(ubah.statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      t,
      `select count(*)::int as n from asesmen where layanan_uid = '${s.budi.layanan_uid}' and jenis = 'ASESMEN_GIZI'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('lets the nutritionist order a diet in force at once; the doctor asks instead', async () => {
    const diet = {
      jenis_diet: 'Diet TKTP',
      bentuk: 'LUNAK',
      waktu_makan: ['PAGI', 'SIANG', 'MALAM'],
      mulai: SENIN,
    };
    const url = `/ranap/perawatan/${s.budi.layanan_uid}/diet/atur`;
    expect((await call('POST', url, akun.dokter, diet)).statusCode).toBe(403);
    expect((await call('POST', url, akun.ahli_gizi, { ...diet, bentuk: 'KERAS' })).statusCode).toBe(400);
    const ok = await call('POST', url, akun.ahli_gizi, diet);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().respon).toMatchObject({ status: 'AKTIF', jenis_diet: 'Diet TKTP' });
  });
});

describe('worklist and coverage', () => {
  it('lists every inpatient by ward with screening, ADIME and diet; flags no screening after 24 h', async () => {
    // Eko is screened late (26 h after admission), low risk.
    jam = new Date(`${SELASA}T08:00:00+07:00`);
    // Sessions lapse overnight: sign in again on the new day.
    for (const r of ['perawat', 'ahli_gizi', 'kasir', 'management']) akun[r] = await t.login(r);
    const eko = await call('POST', skrining(s.eko), akun.perawat, {
      jenis: 'SKRINING_MST',
      isi: { penurunan_bb: 'Tidak', asupan_berkurang: false },
    });
    expect(eko.json().respon.isi).toMatchObject({ skor: 0, tingkat: 'RENDAH', berisiko: false });

    expect((await call('GET', '/ranap/gizi/pasien')).statusCode).toBe(401);
    expect((await call('GET', '/ranap/gizi/pasien', akun.kasir)).statusCode).toBe(403);
    expect((await call('GET', '/ranap/gizi/pasien?ruangan_uid=x', akun.ahli_gizi)).statusCode).toBe(400);
    const r = await call('GET', '/ranap/gizi/pasien', akun.ahli_gizi);
    expect(r.statusCode).toBe(200);
    const ruang = r.json().respon.ruangan as { kode: string; pasien: Record<string, unknown>[] }[];
    const nama = new Map(Object.entries(s).map(([k, v]) => [v.layanan_uid, k]));
    expect(ruang.map((x) => [x.kode, x.pasien.map((p) => nama.get(p.layanan_uid as string))])).toEqual([
      ['MLT', ['budi', 'eko']],
      ['MWR', ['ani', 'citra', 'fajar']],
    ]);
    const p = Object.fromEntries(
      ruang.flatMap((x) => x.pasien).map((x) => [nama.get(x.layanan_uid as string), x]),
    );
    expect(p.budi).toMatchObject({
      status_skrining: 'BERISIKO',
      skrining: { jenis: 'SKRINING_MST', skor: 3, tingkat: 'BERISIKO' },
      lewat_24_jam: false,
      hari_rawat: 2,
      diet: { jenis_diet: 'Diet TKTP', bentuk: 'LUNAK' },
    });
    expect(p.budi?.adime).not.toBeNull();
    expect(p.ani).toMatchObject({ alat: 'SKRINING_STRONGKIDS', status_skrining: 'BERISIKO', adime: null });
    expect(p.eko).toMatchObject({ status_skrining: 'RENDAH', lewat_24_jam: false });
    expect(p.citra).toMatchObject({ status_skrining: 'BELUM', lewat_24_jam: true, diet: null });
    const mwr = await call('GET', `/ranap/gizi/pasien?ruangan_uid=${s.ani.ruangan_uid}`, akun.ahli_gizi);
    expect(mwr.json().respon.ruangan.map((x: { kode: string }) => x.kode)).toEqual(['MWR']);
  });

  it('counts screening within 24 h per ward of admission, as counted by hand', async () => {
    expect((await call('GET', '/ranap/gizi/cakupan', akun.kasir)).statusCode).toBe(403);
    const salah = await call('GET', `/ranap/gizi/cakupan?dari=${SELASA}&sampai=${SENIN}`, akun.ahli_gizi);
    expect(salah.statusCode).toBe(400);
    expect(salah.json().errors).toEqual([
      { path: 'sampai', message: 'Tanggal sampai tidak boleh sebelum tanggal dari' },
    ]);
    const c = await call('GET', `/ranap/gizi/cakupan?dari=${SENIN}&sampai=${SELASA}`, akun.management);
    expect(c.statusCode).toBe(200);
    const { ruangan, total } = c.json().respon;
    // MLT: Budi (12:00, at risk, ADIME) and Eko (26 h, low). MWR: Ani (12:00, at risk), Citra (none).
    expect(ruangan).toMatchObject([
      { kode: 'MLT', admisi: 2, skrining_24_jam: 1, persen_24_jam: 50, skrining: 2, berisiko: 1, adime: 1 },
      { kode: 'MWR', admisi: 2, skrining_24_jam: 1, persen_24_jam: 50, skrining: 1, berisiko: 1, adime: 0 },
    ]);
    expect(total).toEqual({
      admisi: 4,
      skrining_24_jam: 2,
      persen_24_jam: 50,
      skrining: 3,
      berisiko: 2,
      adime: 1,
    });
  });
});
