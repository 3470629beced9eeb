import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dekripsi } from '../../platform/brankas.ts';
import type { Ctx } from '../../platform/context.ts';
import { createTestApp, panggil, queryRows, type TestApp, type TestAppOutbox } from '../../test/harness.ts';
import { mulaiSimulatorAntrean, type SimulatorAntrean } from './antrean/antrean.simulator.ts';
import { bukaJawabanBpjs, panggilBpjs, sandiJawabanBpjs, tandaTanganBpjs } from './antrean/klien.ts';
import { laporBatalAntrean, laporWaktuTugas } from './antrean/lapor.ts';

// BPJS Antrean settings and the outbox dashboard (docs/bpjs-antrean.md, docs/outbox.md).

const KRED = { consId: '54321', rahasia: 'Rahasia#Sekali', userKey: 'uk-0123456789abcdef' };
const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => new Date() };

describe('BPJS protocol', () => {
  it("signs as BPJS's own example does and opens what it encrypts", () => {
    // "Create Signature": HMAC-SHA256 of message aaa with key bbb, as BPJS's server computes it.
    expect(createHmac('sha256', 'bbb').update('aaa').digest('base64')).toBe(
      '20BKS3PWnD3XU4JbSSZvVlGi2WWnDa8Sv9uHJ+wsELA=',
    );
    expect(tandaTanganBpjs('1234', 'pwd', 433223232)).toBe(
      createHmac('sha256', 'pwd').update('1234&433223232').digest('base64'),
    );
    const isi = { list: [{ kdpoli: 'ANA', nmpoli: 'ANAK' }] };
    const sandi = sandiJawabanBpjs(isi, '1234', 'pwd', '433223232');
    expect(bukaJawabanBpjs(sandi, '1234', 'pwd', '433223232')).toEqual(isi);
    expect(() => bukaJawabanBpjs(sandi, '1234', 'pwd', '433223233')).toThrow();
  });
});

describe('simulator as Mobile JKN', () => {
  it("books through the hospital's WS as Mobile JKN does, then validates that booking's task IDs", async () => {
    const diterima: { url: string; kepala: http.IncomingHttpHeaders; isi: string }[] = [];
    // A stand-in hospital WS (the real one is modules/online's, tested there).
    const rs = http.createServer(async (req, res) => {
      let isi = '';
      for await (const c of req) isi += c;
      diterima.push({ url: req.url ?? '', kepala: req.headers, isi });
      const jawab =
        req.url === '/ws/token'
          ? { response: { token: 'tok-1' }, metadata: { code: 200, message: 'Ok' } }
          : {
              response: { kodebooking: 'JKN0001', nomorantrean: 'A-7' },
              metadata: { code: 200, message: 'Ok' },
            };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jawab));
    });
    await new Promise<void>((r) => rs.listen(0, '127.0.0.1', r));
    const sim = await mulaiSimulatorAntrean(KRED);
    try {
      const rsUrl = `http://127.0.0.1:${(rs.address() as AddressInfo).port}/ws`;
      const res = await fetch(`${sim.url}/sim/mobile-jkn`, {
        method: 'POST',
        body: JSON.stringify({
          rs: rsUrl,
          username: 'jkn',
          password: 'demo123',
          antrean: { kodepoli: 'ANA' },
        }),
      });
      expect(((await res.json()) as { jawaban_rs: { response: unknown } }).jawaban_rs.response).toMatchObject(
        {
          kodebooking: 'JKN0001',
        },
      );
      expect(diterima.map((d) => d.url)).toEqual(['/ws/token', '/ws/antrean']);
      expect(diterima[0]?.kepala).toMatchObject({ 'x-username': 'jkn', 'x-password': 'demo123' });
      expect(diterima[1]?.kepala).toMatchObject({ 'x-token': 'tok-1', 'x-username': 'jkn' });

      const kred = { url: sim.url, ...KRED };
      const kirim = (taskid: number, waktu: number) =>
        panggilBpjs(kred, {
          method: 'POST',
          path: 'antrean/updatewaktu',
          body: { kodebooking: 'JKN0001', taskid, waktu },
          sekarang: new Date(),
        });
      const t0 = Date.now();
      expect((await kirim(3, t0)).kode).toBe('200');
      expect((await kirim(5, t0 + 1000)).pesan).toBe(
        'TaskId=5 tidak valid / TaskId sebelumnya belum terkirim',
      );
      expect((await kirim(4, t0 - 1000)).pesan).toContain('tidak boleh lebih awal');
      expect((await kirim(4, t0 + 1000)).kode).toBe('200');
      expect((await kirim(4, t0 + 2000)).pesan).toBe('TaskId=4 sudah ada');
      const asing = await panggilBpjs(kred, {
        method: 'POST',
        path: 'antrean/updatewaktu',
        body: { kodebooking: 'TIDAKADA', taskid: 3, waktu: t0 },
        sekarang: new Date(),
      });
      expect([asing.kode, asing.pesan]).toEqual(['201', 'Kode booking tidak ditemukan']);
      const tugas = await fetch(`${sim.url}/sim/tugas/JKN0001`).then((r) => r.json());
      expect(tugas).toMatchObject({ sumber: 'MOBILE_JKN', tugas: [{ taskid: 3 }, { taskid: 4 }] });
    } finally {
      await sim.tutup();
      await new Promise((r) => rs.close(r));
    }
  });
});

describe('settings and dashboard', () => {
  let t: TestApp & TestAppOutbox;
  let sim: SimulatorAntrean;
  let admin: string;
  const call = panggil(() => t);

  beforeAll(async () => {
    [t, sim] = await Promise.all([createTestApp(), mulaiSimulatorAntrean(KRED)]);
    admin = await t.login('ADMIN');
  });
  afterAll(async () => {
    await sim.tutup();
    await t.close();
  });

  it('says so when a partner is not configured', async () => {
    const res = await call('GET', '/outbox/ringkasan', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.mitra).toEqual(
      ['BPJS_ANTREAN', 'BPJS_VCLAIM', 'SATUSEHAT'].map((mitra) =>
        expect.objectContaining({
          mitra,
          dikonfigurasi: false,
          keterangan: 'Belum dikonfigurasi: tidak ada yang dikirim',
          terkirim: 0,
        }),
      ),
    );
    expect((await call('GET', '/integrasi/bpjs-antrean', admin)).json().respon).toMatchObject({
      url: '',
      aktif: false,
      rahasia_terisi: false,
      user_key_terisi: false,
    });
    expect((await call('POST', '/integrasi/bpjs-antrean/uji', admin)).statusCode).toBe(409);
  });

  it('stores the secrets encrypted and never returns them', async () => {
    const tanpa = await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: sim.url,
      cons_id: KRED.consId,
      aktif: true,
    });
    expect([tanpa.statusCode, tanpa.json().code]).toEqual([409, 'bpjs.rahasia_wajib']);
    const salahUrl = await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: 'ftp://x',
      cons_id: '1',
      aktif: true,
    });
    expect(salahUrl.statusCode).toBe(400);

    const res = await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: `${sim.url}/`,
      cons_id: KRED.consId,
      aktif: true,
      rahasia: KRED.rahasia,
      user_key: KRED.userKey,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().respon).toMatchObject({
      url: sim.url,
      aktif: true,
      rahasia_terisi: true,
      user_key_terisi: true,
    });
    expect(res.body).not.toContain(KRED.rahasia);
    const [row] = await queryRows<{ rahasia_terenkripsi: string; user_key_terenkripsi: string }>(
      t,
      'select rahasia_terenkripsi, user_key_terenkripsi from integrasi_pengaturan',
    );
    expect(row?.rahasia_terenkripsi).not.toContain(KRED.rahasia);
    expect(dekripsi(t.kunciInduk, row?.rahasia_terenkripsi ?? '').toString()).toBe(KRED.rahasia);
    expect(dekripsi(t.kunciInduk, row?.user_key_terenkripsi ?? '').toString()).toBe(KRED.userKey);
    const log = await queryRows<{ detail: unknown }>(
      t,
      `select detail from log_aktivitas where aksi = 'INTEGRASI_PENGATURAN'`,
    );
    expect(JSON.stringify(log)).not.toContain(KRED.rahasia);

    // Saved again without secrets: the stored ones are kept; "Uji koneksi" reaches the simulator.
    await call('PUT', '/integrasi/bpjs-antrean', admin, { url: sim.url, cons_id: KRED.consId, aktif: true });
    const uji = await call('POST', '/integrasi/bpjs-antrean/uji', admin);
    expect(uji.json().respon).toMatchObject({ berhasil: true, kode: '1', jumlah_poli: 4 });
    expect((await call('GET', '/integrasi/bpjs-antrean', admin)).body).not.toContain(KRED.userKey);

    await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: sim.url,
      cons_id: KRED.consId,
      aktif: true,
      rahasia: 'bukan-rahasianya',
    });
    const salah = await call('POST', '/integrasi/bpjs-antrean/uji', admin);
    expect(salah.json().respon).toMatchObject({
      berhasil: false,
      pesan: 'BPJS menolak: Signature tidak valid',
    });
    await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: sim.url,
      cons_id: KRED.consId,
      aktif: true,
      rahasia: KRED.rahasia,
    });
    // Only ADMIN manages the connection.
    const mgmt = await t.login('MANAGEMENT');
    expect((await call('GET', '/integrasi/bpjs-antrean', mgmt)).statusCode).toBe(403);
  });

  it('counts per partner and day, lists with filters, resends, and refuses roles without the permission', async () => {
    await t.database.db.transaction(async (tx) => {
      // Unknown to BPJS: refused (GAGAL); a cancellation of an unknown booking too.
      await laporWaktuTugas(tx, ctx, { kodebooking: 'ASING01', taskid: 3, waktu: new Date() });
      await laporWaktuTugas(tx, ctx, { kodebooking: 'ASING02', taskid: 3, waktu: new Date() });
      // A cancellation BPJS answers "Tidak Ditemukan atau Sudah Dibatalkan": nothing left to cancel.
      await laporBatalAntrean(tx, ctx, { kodebooking: 'ASING03', keterangan: 'Dokter cuti' });
    });
    await t.jalankanOutbox();
    const pendaftaran = await t.login('PENDAFTARAN');
    const ringkas = (await call('GET', '/outbox/ringkasan', pendaftaran)).json().respon;
    expect(ringkas.mitra[0]).toMatchObject({
      dikonfigurasi: true,
      keterangan: null,
      terkirim: 1,
      gagal: 2,
      menunggu: 0,
    });

    const semua = (await call('GET', '/outbox?mitra=BPJS_ANTREAN&status=GAGAL', pendaftaran)).json();
    expect(semua.metadata.total_data).toBe(2);
    const cari = (await call('GET', '/outbox?search=asing01', pendaftaran)).json();
    expect(cari.respon).toEqual([
      expect.objectContaining({
        kunci_urutan: 'ASING01',
        status: 'GAGAL',
        percobaan: 1,
        kode_jawaban: '201',
        pesan: 'Kode booking tidak ditemukan',
        tertahan: false,
      }),
    ]);
    const hariLain = (await call('GET', `/outbox?tanggal=2020-01-01`, pendaftaran)).json();
    expect(hariLain.metadata.total_data).toBe(0);

    const uid = semua.respon.map((r: { uid: string }) => r.uid);
    const labor = await t.login('LABOR');
    expect((await call('GET', '/outbox', labor)).statusCode).toBe(403);
    expect((await call('GET', '/outbox/ringkasan', labor)).statusCode).toBe(403);
    expect((await call('POST', '/outbox/kirim-ulang', labor, { uid })).statusCode).toBe(403);
    expect((await call('POST', '/outbox/kirim-ulang', pendaftaran, { uid: [] })).statusCode).toBe(400);

    const ulang = await call('POST', '/outbox/kirim-ulang', pendaftaran, { uid: [...uid, uid[0]] });
    expect(ulang.json().respon).toEqual({ dikirim_ulang: 2, dilewati: 0 });
    const setelah = (await call('GET', '/outbox/ringkasan', pendaftaran)).json().respon.mitra[0];
    expect(setelah).toMatchObject({ menunggu: 2, gagal: 0 });

    // Switched off: no new message is made, and the summary says why.
    await call('PUT', '/integrasi/bpjs-antrean', admin, { url: sim.url, cons_id: KRED.consId, aktif: false });
    await t.database.db.transaction((tx) =>
      laporWaktuTugas(tx, ctx, { kodebooking: 'MATI01', taskid: 3, waktu: new Date() }),
    );
    const mati = (await call('GET', '/outbox/ringkasan', pendaftaran)).json().respon.mitra[0];
    expect(mati).toMatchObject({ dikonfigurasi: false, menunggu: 2 });
    expect(mati.keterangan).toContain('Nonaktif');
  });
});
