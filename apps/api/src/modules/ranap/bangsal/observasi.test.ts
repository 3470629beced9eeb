import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, panggil, type TestApp } from '../../../test/harness.ts';
import { type StayUji, stayUji } from '../ranap.factory.ts';

// The stay begins on Monday 7 January 2030 at 10:00 WIB; the tests run on Tuesday at 07:30 WIB.
const JAM = new Date('2030-01-08T00:30:00Z');
let jam = new Date('2030-01-07T01:00:00Z');
let t: TestApp;
const call = panggil(() => t);
const akun: Record<string, string> = {};
let stay: StayUji;

const url = () => `/ranap/perawatan/${stay.layanan_uid}/observasi`;
const vital = {
  suhu: 36.8,
  nadi: 80,
  napas: 18,
  sistol: 120,
  diastol: 80,
  spo2: 98,
  oksigen: false,
  kesadaran: 'ALERT',
};

beforeAll(async () => {
  t = await createTestApp({ now: () => jam });
  stay = await stayUji(t, await t.login('pendaftaran'), { nama: 'Eko Vital' });
  jam = JAM;
  for (const r of ['perawat', 'dokter', 'kasir', 'ahli_gizi', 'igd']) akun[r] = await t.login(r);
});
afterAll(() => t.close());

describe('vital signs and NEWS2', () => {
  it('stores a set with its shift and NEWS2, and sums the fluid balance per Jakarta day', async () => {
    const pagi = await call('POST', url(), akun.perawat, {
      ...vital,
      waktu: '2030-01-07T11:00:00+07:00',
      intake_ml: 500,
      output_ml: 300,
    });
    expect(pagi.statusCode).toBe(201);
    expect(pagi.json().respon).toMatchObject({
      shift: 'PAGI',
      news2: 0,
      risiko: 'RENDAH',
      nama_petugas: 'Ns. Intan Permata, S.Kep',
    });
    // 22:30 WIB Monday is the night shift; on oxygen with SpO2 95 and confusion: 2 + 1 + 3 = 6.
    const malam = await call('POST', url(), akun.dokter, {
      ...vital,
      waktu: '2030-01-07T22:30:00+07:00',
      spo2: 95,
      oksigen: true,
      kesadaran: 'CONFUSION',
      intake_ml: 200,
    });
    expect(malam.json().respon).toMatchObject({ shift: 'MALAM', news2: 6, risiko: 'SEDANG' });
    // 06:00 WIB Tuesday: still the night shift, fluids only (no score), another Jakarta day.
    const subuh = await call('POST', url(), akun.perawat, {
      waktu: '2030-01-08T06:00:00+07:00',
      output_ml: 400,
    });
    expect(subuh.json().respon).toMatchObject({ shift: 'MALAM', news2: null, risiko: null });
    const siang = await call('POST', url(), akun.perawat, {
      ...vital,
      waktu: '2030-01-07T14:00:00+07:00',
      napas: 21,
    });
    expect(siang.json().respon).toMatchObject({ shift: 'SIANG', news2: 2 });

    const res = await call('GET', url(), akun.ahli_gizi);
    expect(res.statusCode).toBe(200);
    const { observasi, balans } = res.json().respon;
    expect(observasi.map((o: { shift: string }) => o.shift)).toEqual(['PAGI', 'SIANG', 'MALAM', 'MALAM']);
    expect(balans).toEqual([
      { tanggal: '2030-01-07', intake_ml: 700, output_ml: 300, balans_ml: 400 },
      { tanggal: '2030-01-08', intake_ml: 0, output_ml: 400, balans_ml: -400 },
    ]);
  });

  it('refuses implausible values with Indonesian messages and writes nothing', async () => {
    const sebelum = await countRows(t, 'observasi');
    const kasus: [object, string][] = [
      [{ suhu: 375 }, 'Suhu harus antara 30 dan 45 °C'],
      [{ nadi: 300 }, 'Nadi harus antara 20 dan 250 x/menit'],
      [{ spo2: 101 }, 'SpO2 harus antara 50 dan 100%'],
      [{ skala_nyeri: 11 }, 'Skala nyeri harus antara 0 dan 10'],
      [{ sistol: 80, diastol: 90 }, 'Tekanan diastolik harus lebih kecil dari sistolik'],
      [{ sistol: 120, diastol: null }, 'Isi tekanan darah sistolik dan diastolik bersama'],
      [{ kesadaran: 'SADAR' }, 'Kesadaran tidak valid'],
      [{}, 'Isi minimal satu hasil observasi'],
    ];
    for (const [isi, pesan] of kasus) {
      const res = await call('POST', url(), akun.perawat, { waktu: '2030-01-08T07:00:00+07:00', ...isi });
      expect(res.statusCode, pesan).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(pesan);
    }
    const depan = await call('POST', url(), akun.perawat, { ...vital, waktu: '2030-01-08T09:00:00+07:00' });
    expect(depan.statusCode).toBe(400);
    expect(depan.json().message).toBe('Waktu observasi tidak boleh di masa depan');
    const dulu = await call('POST', url(), akun.perawat, { ...vital, waktu: '2030-01-07T09:00:00+07:00' });
    expect(dulu.statusCode).toBe(400);
    expect(dulu.json().message).toContain('sebelum pasien masuk');
    expect(await countRows(t, 'observasi')).toBe(sebelum);
  });

  it('answers 401 without a session and 403 to roles outside the ward', async () => {
    const isi = { ...vital, waktu: '2030-01-08T07:00:00+07:00' };
    const sebelum = await countRows(t, 'observasi');
    expect((await call('POST', url(), undefined, isi)).statusCode).toBe(401);
    expect((await call('POST', url(), akun.kasir, isi)).statusCode).toBe(403);
    // The nutritionist reads but does not chart vitals; the IGD nurse holds no ward access.
    expect((await call('POST', url(), akun.ahli_gizi, isi)).statusCode).toBe(403);
    expect((await call('POST', url(), akun.igd, isi)).statusCode).toBe(403);
    expect((await call('GET', url(), akun.kasir)).statusCode).toBe(403);
    expect(await countRows(t, 'observasi')).toBe(sebelum);
  });
});
