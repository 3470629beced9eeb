import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, panggil, queryRows, type TestApp } from '../../../test/harness.ts';
import { JAM_SENIN } from '../../kunjungan/kunjungan.factory.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// A small known month, December 2029 (31 days), the clock on Monday 7 January 2030. All times WIB.
//   Ani   Mawar  28 Nov 10:00 → home 5 Dec 09:00            Mawar HP 1–4 Dec = 4, LD 5 Dec − 28 Nov = 7
//   Budi  Mawar  10 Dec 08:00 → ICU 12 Dec 14:00 → dies 15 Dec 19:30 (131.5 h after admission: ≥ 48 h)
//                Mawar HP 10, 11 = 2; ICU HP 12, 13, 14 = 3; LD 15 − 10 = 5, counted in ICU
//   Citra ICU    20 Dec 22:00 → dies 21 Dec 06:00 (8 h: < 48 h)     ICU HP 20 = 1, LD 1
//   Dedi  Mawar  28 Dec 09:00, still in on 31 Dec                   Mawar HP 28–31 = 4
//   Eko   Anggrek 3 Dec 10:00 → home 3 Dec 16:00 (same day)         Anggrek HP 1 (in and out that day), LD 1
//   Fani  Anggrek 6 Dec 10:00, another Anggrek bed 7 Dec 10:00, home 9 Dec 10:00
//                a bed move in one ward is no transfer: Anggrek HP 6, 7, 8 = 3, LD 3
// Per ward (beds from the demo seed: Mawar 12, Anggrek 8, ICU 6; the hospital 48):
//   Mawar   HP 10, LD 7, H 1, M 0: BOR 10/(12×31) = 2.69 %, ALOS 7, TOI (372−10)/1 = 362, BTO 1/12 = 0.08
//   ICU     HP 4, LD 6, H 0, M 2 (1 ≥ 48 h): BOR 4/186 = 2.15 %, ALOS 3, TOI 182/2 = 91, BTO 0.33,
//           NDR 1/2 × 1000 = 500 ‰, GDR 2/2 × 1000 = 1000 ‰
//   Anggrek HP 4, LD 4, H 2: BOR 4/248 = 1.61 %, ALOS 2, TOI 244/2 = 122, BTO 0.25
//   Hospital HP 18, LD 17, H 3, M 2: BOR 18/1488 = 1.21 %, ALOS 17/5 = 3.4, TOI 1470/5 = 294,
//           BTO 5/48 = 0.1, NDR 200 ‰, GDR 400 ‰

let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
const ruang: Record<string, string> = {};

const wib = (s: string) => `2029-${s}:00+07:00`;

async function pindah(s: StayUji, ke: string, pada: string) {
  await queryRows(
    t,
    `with lama as (select uid, bed_uid from rawat_inap where perawatan_inap_uid = '${s.perawatan_inap_uid}' and keluar_pada is null),
          tutup as (update rawat_inap set keluar_pada = '${pada}', sebab_keluar = 'PINDAH' where uid = (select uid from lama)
                    returning perawatan_inap_uid, layanan_uid, pasien_uid),
          baru as (select b.uid, b.kamar_uid, b.ruangan_uid, r.kelas from bed b join ruangan r on r.uid = b.ruangan_uid
                    where r.kode = '${ke}' and b.status = 'KOSONG' order by b.no_bed limit 1),
          bebas as (update bed set status = 'KOSONG' where uid = (select bed_uid from lama)),
          isi as (update bed set status = 'TERISI' where uid = (select uid from baru))
     insert into rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid, kelas, kelas_tagih, masuk_pada)
     select tutup.perawatan_inap_uid, tutup.layanan_uid, tutup.pasien_uid, baru.ruangan_uid, baru.kamar_uid, baru.uid,
            baru.kelas, baru.kelas, '${pada}' from tutup, baru`,
  );
}

async function pulang(s: StayUji, pada: string, meninggal?: string) {
  await queryRows(
    t,
    `with tutup as (update rawat_inap set keluar_pada = '${pada}', sebab_keluar = 'PULANG'
                    where perawatan_inap_uid = '${s.perawatan_inap_uid}' and keluar_pada is null returning bed_uid),
          bebas as (update bed set status = 'KOSONG' where uid in (select bed_uid from tutup))
     update perawatan_inap set status = 'PULANG', pulang_pada = '${pada}',
            cara_pulang = '${meninggal ? 'MENINGGAL' : 'ATAS_PERSETUJUAN'}',
            waktu_meninggal = ${meninggal ? `'${meninggal}'` : 'null'}
      where uid = '${s.perawatan_inap_uid}'`,
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  for (const r of ['pendaftaran', 'rm', 'perawat']) akun[r] = await t.login(r);
  const daftar = akun.pendaftaran ?? '';
  for (const r of await queryRows<{ kode: string; uid: string }>(t, 'select kode, uid from ruangan'))
    ruang[r.kode] = r.uid;

  const ani = await stayUji(t, daftar, { ruangan: 'MWR', nama: 'Ani', masuk: '2029-11-28T10:00:00+07:00' });
  await pulang(ani, wib('12-05T09:00'));
  const budi = await stayUji(t, daftar, { ruangan: 'MWR', nama: 'Budi', masuk: wib('12-10T08:00') });
  await pindah(budi, 'ICU', wib('12-12T14:00'));
  await pulang(budi, wib('12-15T20:00'), wib('12-15T19:30'));
  const citra = await stayUji(t, daftar, { ruangan: 'ICU', nama: 'Citra', masuk: wib('12-20T22:00') });
  await pulang(citra, '2029-12-21T06:00:00+07:00', '2029-12-21T06:00:00+07:00');
  await stayUji(t, daftar, { ruangan: 'MWR', nama: 'Dedi', masuk: wib('12-28T09:00') });
  const eko = await stayUji(t, daftar, { ruangan: 'AGR', nama: 'Eko', masuk: wib('12-03T10:00') });
  await pulang(eko, wib('12-03T16:00'));
  const fani = await stayUji(t, daftar, { ruangan: 'AGR', nama: 'Fani', masuk: wib('12-06T10:00') });
  await pindah(fani, 'AGR', wib('12-07T10:00'));
  await pulang(fani, wib('12-09T10:00'));
});
afterAll(() => t.close());

const sensus = async (tanggal: string) => {
  const res = await call('GET', `/ranap/sensus?tanggal=${tanggal}`, akun.rm);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().respon as {
    ruangan: { kode: string; awal: number; sisa: number; pasien: Record<string, { nama: string }[]> }[];
    total: Record<string, number>;
  };
};
const baris = (s: Awaited<ReturnType<typeof sensus>>, kode: string) => s.ruangan.find((r) => r.kode === kode);

describe('the daily census', () => {
  it('counts a transfer out of one ward and into another on the day it happens', async () => {
    const s = await sensus('2029-12-12');
    expect(baris(s, 'MWR')).toMatchObject({ awal: 1, masuk: 0, dipindahkan: 1, sisa: 0, hari_perawatan: 0 });
    expect(baris(s, 'MWR')?.pasien.dipindahkan).toEqual([
      expect.objectContaining({ nama: expect.stringMatching(/^Budi/), keterangan: 'ke ICU' }),
    ]);
    expect(baris(s, 'ICU')).toMatchObject({ awal: 0, pindahan: 1, sisa: 1, hari_perawatan: 1 });
    expect(baris(s, 'ICU')?.pasien.pindahan).toEqual([
      expect.objectContaining({ nama: expect.stringMatching(/^Budi/), keterangan: 'dari Mawar' }),
    ]);
    expect(s.total).toMatchObject({
      awal: 1,
      pindahan: 1,
      dipindahkan: 1,
      sisa: 1,
      hari_perawatan: 1,
      bed: 48,
    });
  });

  it('tells a death under 48 hours from one over, and counts a same-day stay as one patient-day', async () => {
    expect(baris(await sensus('2029-12-15'), 'ICU')).toMatchObject({
      awal: 1,
      meninggal_48_lebih: 1,
      sisa: 0,
    });
    const s21 = baris(await sensus('2029-12-21'), 'ICU');
    expect(s21).toMatchObject({ awal: 1, meninggal_kurang_48: 1, meninggal_48_lebih: 0, sisa: 0 });
    expect(s21?.pasien.meninggal_kurang_48).toEqual([
      expect.objectContaining({ nama: expect.stringMatching(/^Citra/), keterangan: '8 jam sejak masuk' }),
    ]);
    const s3 = await sensus('2029-12-03');
    expect(baris(s3, 'AGR')).toMatchObject({
      awal: 0,
      masuk: 1,
      keluar_hidup: 1,
      sisa: 0,
      hari_perawatan: 1,
    });
    expect(baris(s3, 'MWR')).toMatchObject({ awal: 1, sisa: 1, hari_perawatan: 1 });
    // Fani's move to another bed of Anggrek is not a transfer.
    expect(baris(await sensus('2029-12-07'), 'AGR')).toMatchObject({
      awal: 1,
      pindahan: 0,
      dipindahkan: 0,
      sisa: 1,
    });
  });

  it("keeps awal + in − out = sisa every day, and the month's census days add up to the month's HP", async () => {
    let hp = 0;
    for (let d = 1; d <= 31; d++) {
      const s = await sensus(`2029-12-${String(d).padStart(2, '0')}`);
      const a = s.total as Record<string, number>;
      const hitung =
        (a.awal ?? 0) +
        (a.masuk ?? 0) +
        (a.pindahan ?? 0) -
        (a.dipindahkan ?? 0) -
        (a.keluar_hidup ?? 0) -
        (a.meninggal_kurang_48 ?? 0) -
        (a.meninggal_48_lebih ?? 0);
      expect(hitung, `2029-12-${d}`).toBe(a.sisa);
      hp += a.hari_perawatan ?? 0;
    }
    expect(hp).toBe(18);
  });

  it('narrows to one ward and prints the census as a PDF', async () => {
    const satu = await call('GET', `/ranap/sensus?tanggal=2029-12-12&ruangan_uid=${ruang.ICU}`, akun.rm);
    expect(satu.json().respon.ruangan.map((r: { kode: string }) => r.kode)).toEqual(['ICU']);
    const pdf = await call('GET', '/ranap/sensus.pdf?tanggal=2029-12-12', akun.rm);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the monthly indicators', () => {
  it('matches the hand count per ward and for the hospital', async () => {
    const res = await call('GET', '/ranap/indikator?bulan=2029-12', akun.rm);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().respon;
    expect(r).toMatchObject({
      bulan: '2029-12',
      dari: '2029-12-01',
      sampai: '2029-12-31',
      hari: 31,
      berjalan: false,
    });
    const ward = (kode: string) => r.ruangan.find((x: { kode: string }) => x.kode === kode);
    expect(ward('MWR')).toMatchObject({
      bed: 12,
      hari_perawatan: 10,
      lama_dirawat: 7,
      keluar_hidup: 1,
      meninggal: 0,
      pasien_keluar: 1,
      bor: 2.69,
      alos: 7,
      toi: 362,
      bto: 0.08,
      ndr: 0,
      gdr: 0,
    });
    expect(ward('ICU')).toMatchObject({
      bed: 6,
      hari_perawatan: 4,
      lama_dirawat: 6,
      keluar_hidup: 0,
      meninggal: 2,
      meninggal_48_lebih: 1,
      bor: 2.15,
      alos: 3,
      toi: 91,
      bto: 0.33,
      ndr: 500,
      gdr: 1000,
    });
    expect(ward('AGR')).toMatchObject({
      bed: 8,
      hari_perawatan: 4,
      lama_dirawat: 4,
      keluar_hidup: 2,
      bor: 1.61,
      alos: 2,
      toi: 122,
      bto: 0.25,
    });
    // A ward nobody left: ALOS, TOI, NDR and GDR have no denominator.
    expect(ward('DHL')).toMatchObject({
      hari_perawatan: 0,
      bor: 0,
      alos: null,
      toi: null,
      bto: 0,
      ndr: null,
      gdr: null,
    });
    expect(r.rumah_sakit).toEqual({
      hari_perawatan: 18,
      lama_dirawat: 17,
      keluar_hidup: 3,
      meninggal: 2,
      meninggal_48_lebih: 1,
      pasien_keluar: 5,
      bed: 48,
      hari: 31,
      bor: 1.21,
      alos: 3.4,
      toi: 294,
      bto: 0.1,
      ndr: 200,
      gdr: 400,
    });
  });

  it('runs a month up to today while it lasts, and gives the year as a trend', async () => {
    const jan = (await call('GET', '/ranap/indikator?bulan=2030-01', akun.rm)).json().respon;
    // Dedi is still in Mawar: 1–7 January (the running month ends today).
    expect(jan).toMatchObject({ dari: '2030-01-01', sampai: '2030-01-07', hari: 7, berjalan: true });
    expect(jan.ruangan.find((x: { kode: string }) => x.kode === 'MWR').hari_perawatan).toBe(7);
    const tren = (await call('GET', '/ranap/indikator/tren?tahun=2029', akun.rm)).json().respon;
    expect(tren.bulan).toHaveLength(12);
    expect(tren.bulan[11]).toMatchObject({
      bulan: '2029-12',
      hari_perawatan: 18,
      pasien_keluar: 5,
      bor: 1.21,
    });
    // Ani's November nights: 28, 29, 30.
    expect(tren.bulan[10]).toMatchObject({
      bulan: '2029-11',
      hari_perawatan: 3,
      pasien_keluar: 0,
      alos: null,
    });
  });
});

describe('who may read, and what is refused', () => {
  it('answers 401 without a session and 403 to a role without ranap.indikator:read', async () => {
    for (const url of [
      '/ranap/sensus?tanggal=2029-12-12',
      '/ranap/indikator?bulan=2029-12',
      '/ranap/indikator/tren?tahun=2029',
      '/ranap/sensus.pdf?tanggal=2029-12-12',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, akun.perawat)).statusCode, url).toBe(403);
    }
  });

  it('answers 400 in Indonesian for a bad date or month, and 404 for an unknown ward', async () => {
    const cases: [string, string][] = [
      ['/ranap/indikator?bulan=2029-13', 'Bulan harus berformat YYYY-MM'],
      ['/ranap/indikator?bulan=Desember', 'Bulan harus berformat YYYY-MM'],
      ['/ranap/indikator', 'Bulan harus berformat YYYY-MM'],
      ['/ranap/indikator?bulan=2030-02', 'belum dimulai'],
      ['/ranap/sensus?tanggal=2029-02-30', 'Tanggal tidak ada'],
      ['/ranap/sensus?tanggal=2030-01-08', 'Sensus hanya untuk hari ini'],
      ['/ranap/sensus?tanggal=2029-12-12&ruangan_uid=bukan', 'Ruangan tidak valid'],
      ['/ranap/indikator/tren?tahun=abc', 'Tahun tidak valid'],
      ['/ranap/indikator/tren?tahun=2031', 'belum dimulai'],
    ];
    for (const [url, pesan] of cases) {
      const res = await call('GET', url, akun.rm);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(pesan);
    }
    const asing = await call(
      'GET',
      '/ranap/indikator?bulan=2029-12&ruangan_uid=00000000-0000-4000-8000-000000000000',
      akun.rm,
    );
    expect(asing.statusCode).toBe(404);
    expect(asing.json().code).toBe('indikator.ruangan_tidak_ditemukan');
  });
});
