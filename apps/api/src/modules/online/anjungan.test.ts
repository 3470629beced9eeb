import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, SENIN } from '../kunjungan/kunjungan.factory.ts';

// The self-service kiosk (docs/perangkat.md "Anjungan"): booking code, control letter, No. RM +
// date of birth; each ends with a number and the 80 mm ticket.

let t: TestApp;
let m: Awaited<ReturnType<typeof masterDemo>>;
let kios: string;
let pasien: { uid: string; no_rm: string }[];
const LAHIR = '1992-03-15';

const kirim = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? { authorization: `Perangkat ${token}` } : {},
    ...(payload !== undefined ? { payload } : {}),
  });

async function tokenBaru(admin: string, body: object): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/perangkat',
    headers: { cookie: admin },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().respon.token;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => JAM_SENIN });
  const admin = await t.login('admin');
  m = await masterDemo(t);
  kios = await tokenBaru(admin, { nama: 'Anjungan Lobi', jenis: 'ANJUNGAN' });
  const uids = await buatPasienUji(t, await t.login('pendaftaran'), 4, 'Bambang Sutrisno');
  pasien = await queryRows<{ uid: string; no_rm: string }>(
    t,
    `select uid, no_rm from pasien where uid in (${uids.map((u) => `'${u}'`).join(',')}) order by no_rm`,
  );
  // The second patient holds a BPJS card and has two control letters: today's and next week's.
  await queryRows(t, `update pasien set no_bpjs = '0009876543219' where uid = '${pasien[1]?.uid}'`);
  const [akun] = await queryRows<{ uid: string }>(t, "select uid from akun where username = 'admin'");
  const surat = (nomor: string, tanggal: string) => {
    const isi = JSON.stringify({
      jenis: 'KONTROL',
      tanggal_kontrol: tanggal,
      poli_uid: m.poliUid('UMUM'),
      dokter_uid: m.dokterUid('Eko Prasetyo'),
      diagnosis: 'Hipertensi',
      alasan: 'Evaluasi tekanan darah',
      bpjs: null,
    });
    return queryRows(
      t,
      `insert into surat (kelompok, jenis, status, tanggal, nomor, pasien_uid, pegawai_uid, isi, dibuat_oleh)
       values ('KONTROL', 'KONTROL', 'TERBIT', '2029-12-31', '${nomor}', '${pasien[1]?.uid}',
               '${m.dokterUid('Eko Prasetyo')}', '${isi}'::jsonb, '${akun?.uid}')`,
    );
  };
  await surat('001/SRK/RS/XII/2029', SENIN);
  await surat('002/SRK/RS/XII/2029', '2030-01-14');
});
afterAll(() => t.close());

describe('the kiosk', () => {
  it('opens to a kiosk token only', async () => {
    const admin = await t.login('admin');
    const layar = await tokenBaru(admin, {
      nama: 'Layar Poli',
      jenis: 'LAYAR_POLI',
      lingkup: [m.poliUid('UMUM')],
    });
    const body = { no_rm: pasien[0]?.no_rm, tanggal_lahir: LAHIR };
    expect((await kirim('POST', '/anjungan/pasien', layar, body)).statusCode).toBe(403);
    expect((await kirim('POST', '/anjungan/pasien', null, body)).statusCode).toBe(401);
    // The kiosk's token opens no staff route.
    expect((await kirim('GET', '/pasien', kios)).statusCode).toBe(401);
  });

  it('registers a patient by No. RM and date of birth as UMUM, prints the ticket, names the device in the audit', async () => {
    const p = pasien[0];
    const salah = await kirim('POST', '/anjungan/pasien', kios, {
      no_rm: p?.no_rm,
      tanggal_lahir: '1992-03-16',
    });
    expect(salah.statusCode).toBe(404);
    expect(salah.json().message).toMatch(/tidak cocok/);
    expect(salah.body).not.toContain('Bambang');

    const cari = await kirim('POST', '/anjungan/pasien', kios, { no_rm: p?.no_rm, tanggal_lahir: LAHIR });
    expect(cari.statusCode, cari.body).toBe(200);
    const pilihan = cari.json().respon;
    expect(pilihan).toMatchObject({ nama: 'Bambang S. 1.', bpjs: false, booking: [] });
    const umum = pilihan.poli.find((x: { poli_uid: string }) => x.poli_uid === m.poliUid('UMUM'));
    expect(umum).toMatchObject({ dokter_nama: 'dr. Eko Prasetyo', jam_mulai: '08:00', jam_selesai: '12:00' });

    const daftar = await kirim('POST', '/anjungan/daftar', kios, {
      no_rm: p?.no_rm,
      tanggal_lahir: LAHIR,
      poli_uid: umum.poli_uid,
      dokter_uid: umum.dokter_uid,
    });
    expect(daftar.statusCode, daftar.body).toBe(200);
    const hasil = daftar.json().respon;
    expect(hasil).toMatchObject({ nomor_antrian: 'A-001', poli_nama: 'Poli Umum', penjamin_label: 'Umum' });
    // Twice at one clinic on one day: the desk's own refusal.
    const lagi = await kirim('POST', '/anjungan/daftar', kios, {
      no_rm: p?.no_rm,
      tanggal_lahir: LAHIR,
      poli_uid: umum.poli_uid,
      dokter_uid: umum.dokter_uid,
    });
    expect(lagi.statusCode).toBe(409);

    const tiket = await kirim('GET', `/anjungan/tiket/${hasil.layanan_uid}`, kios);
    expect(tiket.statusCode).toBe(200);
    expect(tiket.headers['content-type']).toBe('application/pdf');
    expect(tiket.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const [log] = await queryRows<{ username: string; akun_uid: string | null }>(
      t,
      `select username, akun_uid from log_aktivitas where aksi = 'anjungan.daftar' and entitas_id = '${hasil.layanan_uid}'`,
    );
    expect(log).toEqual({ username: 'perangkat:Anjungan Lobi', akun_uid: null });
    const [desk] = await queryRows<{ user_agent: string }>(
      t,
      `select user_agent from log_aktivitas where aksi = 'pendaftaran.create' and entitas_id = '${hasil.layanan_uid}'`,
    );
    expect(desk?.user_agent).toMatch(/^Perangkat Anjungan Lobi/);
  });

  it('holds back a kiosk after five wrong No. RM / date of birth pairs in a minute', async () => {
    const admin = await t.login('admin');
    const lain = await tokenBaru(admin, { nama: 'Anjungan Timur', jenis: 'ANJUNGAN' });
    const p = pasien[2];
    for (let i = 0; i < 5; i++)
      expect(
        (await kirim('POST', '/anjungan/pasien', lain, { no_rm: p?.no_rm, tanggal_lahir: '2000-01-01' }))
          .statusCode,
      ).toBe(404);
    const ditahan = await kirim('POST', '/anjungan/pasien', lain, { no_rm: p?.no_rm, tanggal_lahir: LAHIR });
    expect(ditahan.statusCode).toBe(429);
    expect(ditahan.json().message).toMatch(/Terlalu banyak percobaan/);
    // Another kiosk is not held back.
    expect(
      (await kirim('POST', '/anjungan/pasien', kios, { no_rm: p?.no_rm, tanggal_lahir: LAHIR })).statusCode,
    ).toBe(200);
  });

  it("registers BPJS with today's control letter, the letter's number as the referral", async () => {
    const besok = await kirim('POST', '/anjungan/surat-kontrol', kios, { nomor: '002/SRK/RS/XII/2029' });
    expect(besok.statusCode).toBe(409);
    expect(besok.json().message).toMatch(/untuk tanggal Senin, 14 Januari 2030/);
    const tidakAda = await kirim('POST', '/anjungan/surat-kontrol', kios, { nomor: '999/SRK/RS/XII/2029' });
    expect(tidakAda.statusCode).toBe(404);
    const layanan = await countRows(t, 'layanan');

    const res = await kirim('POST', '/anjungan/surat-kontrol', kios, { nomor: '001 srk rs xii 2029' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({
      poli_nama: 'Poli Umum',
      penjamin_label: 'BPJS Kesehatan',
      nomor_antrian: 'A-002',
    });
    expect(await countRows(t, 'layanan')).toBe(layanan + 1);
    const [k] = await queryRows<{ penjamin: string; no_rujukan: string; no_kartu: string }>(
      t,
      `select k.penjamin, k.no_rujukan, k.no_kartu from kunjungan k join layanan l on l.kunjungan_uid = k.uid where l.uid = '${res.json().respon.layanan_uid}'`,
    );
    expect(k).toEqual({ penjamin: 'BPJS', no_rujukan: '001SRKRSXII2029', no_kartu: '0009876543219' });
  });

  it('checks a booking of today in, and refuses a wrong code, another day and a cancelled one', async () => {
    const p = pasien[3];
    const booking = (kode: string, tanggal: string, status: string, nomor: number) =>
      queryRows(
        t,
        `insert into booking_online (kodebooking, sumber, status, pasien_uid, nik, poli_uid, dokter_uid, tanggal,
           jam_mulai, jam_selesai, jenis_pasien, nomor, nomor_antrian, estimasi_dilayani)
         values ('${kode}', 'RS', '${status}', '${p?.uid}', '3273011503920001', '${m.poliUid('UMUM')}',
           '${m.dokterUid('Eko Prasetyo')}', '${tanggal}', '08:00', '12:00', 'NON JKN', ${nomor},
           'A-${String(nomor).padStart(3, '0')}', '${JAM_SENIN.toISOString()}')`,
      );
    await booking('KIOSKHARIINI', SENIN, 'DIPESAN', 40);
    await booking('KIOSKBESOK', '2030-01-08', 'DIPESAN', 41);
    await booking('KIOSKBATAL', SENIN, 'BATAL', 42);

    const cari = await kirim('POST', '/anjungan/pasien', kios, { no_rm: p?.no_rm, tanggal_lahir: LAHIR });
    expect(cari.json().respon.booking.map((b: { kodebooking: string }) => b.kodebooking)).toEqual([
      'KIOSKHARIINI',
    ]);

    const ok = await kirim('POST', '/anjungan/booking', kios, { kodebooking: 'kioskhariini' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().respon).toMatchObject({ nomor_antrian: 'A-040', poli_nama: 'Poli Umum' });
    const tiket = await kirim('GET', `/anjungan/tiket/${ok.json().respon.layanan_uid}`, kios);
    expect(tiket.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    for (const kode of ['KIOSKHARIINI', 'KIOSKBESOK', 'KIOSKBATAL'])
      expect((await kirim('POST', '/anjungan/booking', kios, { kodebooking: kode })).statusCode, kode).toBe(
        409,
      );
    expect((await kirim('POST', '/anjungan/booking', kios, { kodebooking: 'TIDAKADA99' })).statusCode).toBe(
      404,
    );
  });
});
