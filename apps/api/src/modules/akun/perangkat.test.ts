import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, queryRows, type TestApp } from '../../test/harness.ts';
import { buatPasienUji, JAM_SENIN, masterDemo, SENIN } from '../kunjungan/kunjungan.factory.ts';

// Devices with their own tokens (docs/perangkat.md): the registry (ADMIN), the guard that opens a
// device's own feed and nothing else, and what the clinic and pharmacy screens show.

let t: TestApp;
let admin: string;
let m: Awaited<ReturnType<typeof masterDemo>>;
let depo: string[];
/** The clock: moved a few seconds between calls so calls have an order. */
let sekarang = JAM_SENIN;

const kirim = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  h: { cookie?: string; token?: string },
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...(h.cookie ? { cookie: h.cookie } : {}),
      ...(h.token ? { authorization: `Perangkat ${h.token}` } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ now: () => sekarang });
  admin = await t.login('admin');
  m = await masterDemo(t);
  depo = (
    await queryRows<{ uid: string }>(
      t,
      "select uid from farmasi_lokasi where jenis = 'DEPO' and status = 'AKTIF' order by nama",
    )
  ).map((r) => r.uid);
});
afterAll(() => t.close());

async function daftarPerangkat(body: object) {
  const res = await kirim('POST', '/perangkat', { cookie: admin }, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().respon as { perangkat: { uid: string }; token: string; tautan: string };
}

describe('device registry', () => {
  it('is ADMIN only; the token is shown once, stored as SHA-256, and a new one kills the old', async () => {
    const pendaftaran = await t.login('pendaftaran');
    expect((await kirim('GET', '/perangkat', { cookie: pendaftaran })).statusCode).toBe(403);
    expect((await kirim('POST', '/perangkat', {}, { nama: 'x', jenis: 'ANJUNGAN' })).statusCode).toBe(401);
    // A pharmacy screen needs one depot; a clinic screen at least one active clinic.
    const salah = await kirim(
      'POST',
      '/perangkat',
      { cookie: admin },
      { nama: 'Layar Farmasi', jenis: 'LAYAR_FARMASI' },
    );
    expect(salah.statusCode).toBe(400);
    const bukanPoli = await kirim(
      'POST',
      '/perangkat',
      { cookie: admin },
      {
        nama: 'Layar Poli',
        jenis: 'LAYAR_POLI',
        lingkup: [depo[0]],
      },
    );
    expect(bukanPoli.statusCode).toBe(400);
    expect(await countRows(t, 'perangkat')).toBe(0);

    const a = await daftarPerangkat({ nama: 'Anjungan Lobi', jenis: 'ANJUNGAN' });
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.tautan).toBe(`/anjungan?aktivasi=${a.token}`);
    const [row] = await queryRows<{ token_hash: string }>(
      t,
      `select token_hash from perangkat where uid = '${a.perangkat.uid}'`,
    );
    expect(row?.token_hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    const daftar = await kirim('GET', '/perangkat', { cookie: admin });
    expect(daftar.body).not.toContain(a.token);
    expect(daftar.json().respon[0]).toMatchObject({ nama: 'Anjungan Lobi', jenis: 'ANJUNGAN', aktif: true });

    const saya = await kirim('GET', '/perangkat/saya', { token: a.token });
    expect(saya.json().respon).toMatchObject({ nama: 'Anjungan Lobi', jenis: 'ANJUNGAN' });
    expect((await queryRows(t, `select 1 from perangkat where terakhir_aktif is not null`)).length).toBe(1);

    const ganti = await kirim('POST', `/perangkat/${a.perangkat.uid}/token`, { cookie: admin });
    expect(ganti.statusCode).toBe(200);
    const baru = ganti.json().respon.token as string;
    expect(baru).not.toBe(a.token);
    expect((await kirim('GET', '/perangkat/saya', { token: a.token })).statusCode).toBe(401);
    expect((await kirim('GET', '/perangkat/saya', { token: baru })).statusCode).toBe(200);

    const ubah = await kirim(
      'PUT',
      `/perangkat/${a.perangkat.uid}`,
      { cookie: admin },
      { nama: 'Anjungan Lobi Utama' },
    );
    expect(ubah.json().respon.nama).toBe('Anjungan Lobi Utama');
    const mati = await kirim(
      'PUT',
      `/perangkat/${a.perangkat.uid}/status`,
      { cookie: admin },
      { aktif: false },
    );
    expect(mati.json().respon.aktif).toBe(false);
    expect((await kirim('GET', '/perangkat/saya', { token: baru })).statusCode).toBe(401);
    expect((await kirim('POST', `/perangkat/${a.perangkat.uid}/token`, { cookie: admin })).statusCode).toBe(
      409,
    );

    const log = await queryRows<{ aksi: string; detail: unknown }>(
      t,
      `select aksi, detail from log_aktivitas where entitas = 'perangkat' order by id`,
    );
    expect(log.map((l) => l.aksi)).toEqual([
      'perangkat.create',
      'perangkat.token',
      'perangkat.update',
      'perangkat.status',
    ]);
    expect(JSON.stringify(log)).not.toContain(baru);
  });
});

describe('device feeds', () => {
  let poliToken: string;
  let farmasiToken: string;

  beforeAll(async () => {
    poliToken = (
      await daftarPerangkat({ nama: 'Layar Poli Umum', jenis: 'LAYAR_POLI', lingkup: [m.poliUid('UMUM')] })
    ).token;
    farmasiToken = (
      await daftarPerangkat({ nama: 'Layar Farmasi', jenis: 'LAYAR_FARMASI', lingkup: [depo[0]] })
    ).token;
    const pendaftaran = await t.login('pendaftaran');
    const poli = await t.login('poli');
    const pasien = await buatPasienUji(t, pendaftaran, 3, 'Rahmat Hidayat');
    const antrian: string[] = [];
    for (const p of pasien) {
      const res = await kirim(
        'POST',
        '/pendaftaran',
        { cookie: pendaftaran },
        {
          pasien_uid: p,
          poli_uid: m.poliUid('UMUM'),
          dokter_uid: m.dokterUid('Eko Prasetyo'),
          tanggal: SENIN,
          penjamin: 'UMUM',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const [a] = await queryRows<{ uid: string }>(
        t,
        `select uid from antrian where layanan_uid = '${res.json().respon.uid}'`,
      );
      antrian.push(a?.uid ?? '');
    }
    expect((await kirim('POST', `/antrian/${antrian[0]}/panggil`, { cookie: poli })).statusCode).toBe(200);
    sekarang = new Date(JAM_SENIN.getTime() + 30_000);
    expect((await kirim('POST', `/antrian/${antrian[1]}/panggil`, { cookie: poli })).statusCode).toBe(200);
  });

  it('shows a clinic screen its clinics: now serving, next numbers, recent calls with the sentence, no names', async () => {
    const res = await kirim('GET', '/layar/poli', { token: poliToken });
    expect(res.statusCode, res.body).toBe(200);
    const feed = res.json().respon;
    expect(feed).toMatchObject({
      tanggal: SENIN,
      poli: [{ nama: 'Poli Umum', dipanggil: 'A-002', menunggu: ['A-001', 'A-003'], jumlah_menunggu: 2 }],
    });
    expect(feed.panggilan.map((p: { nomor_antrian: string }) => p.nomor_antrian)).toEqual(['A-002', 'A-001']);
    expect(feed.panggilan[0]).toMatchObject({
      poli_nama: 'Poli Umum',
      jumlah_panggil: 1,
      teks: 'Nomor antrian A nol nol dua, silakan menuju Poli Umum',
    });
    expect(res.body).not.toContain('Rahmat');
  });

  it('refuses another clinic, the other kind of feed, and every staff route to a screen token', async () => {
    const lain = await kirim('GET', `/layar/poli?poli_uid=${m.poliUid('GIGI')}`, { token: poliToken });
    expect(lain.statusCode).toBe(403);
    expect((await kirim('GET', '/layar/farmasi', { token: poliToken })).statusCode).toBe(403);
    expect((await kirim('GET', '/layar/poli', { token: farmasiToken })).statusCode).toBe(403);
    for (const url of ['/pasien', '/antrian/klinik', '/perangkat', '/farmasi/dispalyantrian'])
      expect((await kirim('GET', url, { token: poliToken })).statusCode, url).toBe(401);
    // Even beside a valid staff session the device token opens no staff route.
    expect((await kirim('GET', '/pasien', { token: poliToken, cookie: admin })).statusCode).toBe(401);
    // A staff session is not a device.
    expect((await kirim('GET', '/layar/poli', { cookie: admin })).statusCode).toBe(403);
    expect((await kirim('GET', '/layar/poli', {})).statusCode).toBe(401);
    expect((await kirim('GET', '/layar/poli', { token: 'x'.repeat(43) })).statusCode).toBe(401);
  });

  it("reads the pharmacy panel of the screen's own depot", async () => {
    const res = await kirim('GET', '/layar/farmasi', { token: farmasiToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().respon).toMatchObject({ tanggal: SENIN, dipanggil: [], disiapkan: [], siap: [] });
  });
});
