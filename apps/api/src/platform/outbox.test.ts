import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pengirimOutbox } from '../app.ts';
import { mulaiSimulatorAntrean, type SimulatorAntrean } from '../modules/bpjs/antrean/antrean.simulator.ts';
import { type KredensialBpjs, panggilBpjs } from '../modules/bpjs/antrean/klien.ts';
import {
  laporTambahAntrean,
  laporWaktuTugas,
  type TambahAntreanBpjs,
} from '../modules/bpjs/antrean/lapor.ts';
import { createTestApp, panggil, queryRows, type TestApp, type TestAppOutbox } from '../test/harness.ts';
import type { Ctx } from './context.ts';
import { jalankanOutboxSekali } from './outbox.pekerja.ts';

// The outbox end to end against the BPJS Antrean simulator (docs/outbox.md, docs/bpjs-antrean.md).

const KRED = { consId: '12345', rahasia: 'rahasia-uji', userKey: 'kunci-pengguna-uji' };
const ctx: Ctx = { user: null, ip: null, userAgent: null, now: () => new Date() };

const tambah = (kodebooking: string): TambahAntreanBpjs => ({
  kodebooking,
  jenispasien: 'JKN',
  nomorkartu: '0001234567890',
  nik: '3201010101010001',
  nohp: '081234567890',
  kodepoli: 'ANA',
  namapoli: 'Anak',
  pasienbaru: 0,
  norm: '000123',
  tanggalperiksa: '2026-11-27',
  kodedokter: 12345,
  namadokter: 'dr. Uji, Sp.A',
  jampraktek: '08:00-12:00',
  jeniskunjungan: 1,
  nomorreferensi: '0001R0011126A000001',
  nomorantrean: 'A-001',
  angkaantrean: 1,
  estimasidilayani: Date.now() + 3_600_000,
  sisakuotajkn: 9,
  kuotajkn: 10,
  sisakuotanonjkn: 5,
  kuotanonjkn: 5,
  keterangan: 'Datang 30 menit lebih awal',
});

interface Baris {
  jenis: string;
  status: string;
  percobaan: number;
  pesan_galat: string | null;
  kode_jawaban: string | null;
  tunda_detik: number;
}

describe('outbox → BPJS Antrean', () => {
  let t: TestApp & TestAppOutbox;
  let sim: SimulatorAntrean;
  let admin: string;
  const call = panggil(() => t);
  const baris = (kode: string) =>
    queryRows<Baris>(
      t,
      `select jenis, status, percobaan, pesan_galat, kode_jawaban,
         extract(epoch from (coba_pada - diubah_pada))::int as tunda_detik
       from outbox where kunci_urutan = '${kode}' order by dibuat_pada`,
    );
  const jumlah = async () => (await queryRows<{ n: number }>(t, 'select count(*)::int n from outbox'))[0]?.n;
  const jatuhTempo = () =>
    t.database.db.execute(sql`update outbox set coba_pada = now() - interval '1 second'`);
  const lapor = (f: (tx: Parameters<Parameters<typeof t.database.db.transaction>[0]>[0]) => Promise<void>) =>
    t.database.db.transaction(f);

  beforeAll(async () => {
    [t, sim] = await Promise.all([createTestApp(), mulaiSimulatorAntrean(KRED)]);
    admin = await t.login('ADMIN');
  });
  afterAll(async () => {
    await sim.tutup();
    await t.close();
  });

  it('enqueues nothing while BPJS Antrean is not configured', async () => {
    await lapor((tx) => laporTambahAntrean(tx, ctx, tambah('TANPA01')));
    expect(await jumlah()).toBe(0);
    const res = await call('PUT', '/integrasi/bpjs-antrean', admin, {
      url: sim.url,
      cons_id: KRED.consId,
      aktif: true,
      rahasia: KRED.rahasia,
      user_key: KRED.userKey,
    });
    expect(res.statusCode).toBe(200);
  });

  it('enqueues in the event transaction: a rollback leaves no message, the same event twice is one', async () => {
    await expect(
      lapor(async (tx) => {
        await laporTambahAntrean(tx, ctx, tambah('BATAL01'));
        throw new Error('peristiwa gagal');
      }),
    ).rejects.toThrow('peristiwa gagal');
    expect(await jumlah()).toBe(0);
    await lapor((tx) => laporTambahAntrean(tx, ctx, tambah('DUA01')));
    await lapor(async (tx) => {
      await laporTambahAntrean(tx, ctx, tambah('DUA01'));
      await laporWaktuTugas(tx, ctx, { kodebooking: 'DUA01', taskid: 3, waktu: new Date() });
      await laporWaktuTugas(tx, ctx, { kodebooking: 'DUA01', taskid: 3, waktu: new Date() });
    });
    expect((await baris('DUA01')).map((b) => b.jenis)).toEqual(['antrean/add', 'antrean/updatewaktu']);
  });

  it('delivers in order per booking; the simulator checks the signature; the encrypted answer is read', async () => {
    const waktu = Date.now();
    // One transaction, one instant: the add, then tasks 3 and 4, must still arrive in that order.
    await lapor(async (tx) => {
      await laporTambahAntrean(tx, ctx, tambah('URUT01'));
      await laporWaktuTugas(tx, ctx, { kodebooking: 'URUT01', taskid: 3, waktu: new Date(waktu) });
      await laporWaktuTugas(tx, ctx, { kodebooking: 'URUT01', taskid: 4, waktu: new Date(waktu + 60_000) });
    });
    const hasil = await t.jalankanOutbox();
    expect(hasil.terkirim).toBe(5); // DUA01's two and URUT01's three
    expect((await baris('URUT01')).map((b) => [b.status, b.kode_jawaban])).toEqual([
      ['TERKIRIM', '200'],
      ['TERKIRIM', '200'],
      ['TERKIRIM', '200'],
    ]);
    expect(sim.tugas('URUT01').map((x) => x.taskid)).toEqual([3, 4]);
    const urutan = sim.permintaan.filter((p) => (p.isi as { kodebooking?: string }).kodebooking === 'URUT01');
    expect(urutan.map((p) => p.jalur)).toEqual([
      'POST antrean/add',
      'POST antrean/updatewaktu',
      'POST antrean/updatewaktu',
    ]);

    const kred: KredensialBpjs = { url: sim.url, ...KRED };
    const daftar = await panggilBpjs(kred, {
      method: 'POST',
      path: 'antrean/getlisttask',
      body: { kodebooking: 'URUT01' },
      sekarang: new Date(),
    });
    expect(daftar.kode).toBe('200');
    const list = (daftar.response as { list: { taskid: number; taskname: string }[] }).list;
    expect(list.map((x) => x.taskid)).toEqual([3, 4]);
    expect(list[1]?.taskname).toBe('mulai layan poli');
    const palsu = await panggilBpjs(
      { ...kred, rahasia: 'salah' },
      { method: 'GET', path: 'ref/poli', sekarang: new Date() },
    );
    expect([palsu.status, palsu.pesan]).toEqual([401, 'Signature tidak valid']);
    const basi = await panggilBpjs(kred, {
      method: 'GET',
      path: 'ref/poli',
      sekarang: new Date(Date.now() - 3_600_000),
    });
    expect(basi.status).toBe(401);
  });

  it('waits and retries with backoff while BPJS fails, delivers once it recovers, and survives a restart', async () => {
    sim.aturGangguan('GAGAL');
    const waktu = Date.now();
    await lapor(async (tx) => {
      await laporTambahAntrean(tx, ctx, tambah('GANGGU1'));
      await laporWaktuTugas(tx, ctx, { kodebooking: 'GANGGU1', taskid: 3, waktu: new Date(waktu) });
    });
    await t.jalankanOutbox();
    let [add, tugas3] = await baris('GANGGU1');
    expect(add).toMatchObject({ status: 'MENUNGGU', percobaan: 1, pesan_galat: 'BPJS menjawab HTTP 503' });
    expect(add?.tunda_detik).toBe(5);
    // Task 3 is held behind its add: never sent before it.
    expect(tugas3).toMatchObject({ status: 'MENUNGGU', percobaan: 0 });
    expect((await t.jalankanOutbox()).dicoba).toBe(0); // not due yet

    sim.aturGangguan('TIMEOUT');
    await jatuhTempo();
    await t.jalankanOutbox({ batasWaktuMs: 300 });
    [add] = await baris('GANGGU1');
    expect(add).toMatchObject({
      status: 'MENUNGGU',
      percobaan: 2,
      pesan_galat: 'BPJS tidak menjawab dalam 0 detik',
    });
    expect(add?.tunda_detik).toBe(10);

    sim.aturGangguan('NORMAL');
    await jatuhTempo();
    await t.jalankanOutbox();
    expect((await baris('GANGGU1')).map((b) => b.status)).toEqual(['TERKIRIM', 'TERKIRIM']);
    expect(sim.tugas('GANGGU1').map((x) => x.taskid)).toEqual([3]);

    // A worker leased task 4, delivered it, and died before recording it: the row stays MENGIRIM.
    await lapor((tx) =>
      laporWaktuTugas(tx, ctx, { kodebooking: 'GANGGU1', taskid: 4, waktu: new Date(waktu + 60_000) }),
    );
    await t.database.db.execute(
      sql`update outbox set status = 'MENGIRIM', sewa_sampai = now() + interval '1 minute' where kunci_unik = 'task:GANGGU1:4'`,
    );
    const [sewaan] = await queryRows<{ uid: string; payload: unknown }>(
      t,
      `select uid, payload from outbox where kunci_unik = 'task:GANGGU1:4'`,
    );
    await panggilBpjs(
      { url: sim.url, ...KRED },
      { method: 'POST', path: 'antrean/updatewaktu', body: sewaan?.payload, sekarang: new Date() },
    );
    // The restarted process: a new worker over the same database. The lease still holds: nothing sent.
    const dilihat: boolean[] = [];
    const bpjs = pengirimOutbox({ db: t.database.db, kunciInduk: t.kunciInduk }).BPJS_ANTREAN;
    const baru = () =>
      jalankanOutboxSekali({
        db: t.database.db,
        now: () => new Date(),
        pengirim: {
          BPJS_ANTREAN: (p) => {
            dilihat.push(p.mungkin_terkirim);
            return bpjs ? bpjs(p) : Promise.reject(new Error('tanpa pengirim'));
          },
        },
      });
    const sebelum = sim.permintaan.length;
    expect((await baru()).dicoba).toBe(0);
    expect(sim.permintaan.length).toBe(sebelum);
    // The lease runs out: sent again; BPJS already has it ("TaskId=4 sudah ada"): delivered, once.
    await t.database.db.execute(sql`update outbox set sewa_sampai = now() - interval '1 second'`);
    expect((await baru()).terkirim).toBe(1);
    // The sender is told the partner may already hold it (a lease taken over, nothing recorded).
    expect(dilihat).toEqual([true]);
    const [, , tugas4] = await baris('GANGGU1');
    expect(tugas4).toMatchObject({
      status: 'TERKIRIM',
      kode_jawaban: '208',
      pesan_galat: 'TaskId=4 sudah ada',
    });
    expect(sim.tugas('GANGGU1').map((x) => x.taskid)).toEqual([3, 4]);
  });

  it("shows BPJS's refusal as GAGAL with its message; a resend delivers it", async () => {
    const waktu = Date.now();
    await lapor(async (tx) => {
      await laporTambahAntrean(tx, ctx, tambah('TOLAK01'));
      await laporWaktuTugas(tx, ctx, { kodebooking: 'TOLAK01', taskid: 3, waktu: new Date(waktu) });
      // Task 5 without task 4: BPJS refuses it, and no retry would change that.
      await laporWaktuTugas(tx, ctx, { kodebooking: 'TOLAK01', taskid: 5, waktu: new Date(waktu + 120_000) });
    });
    await t.jalankanOutbox();
    const gagal = (await baris('TOLAK01'))[2];
    expect(gagal).toMatchObject({
      status: 'GAGAL',
      percobaan: 1,
      kode_jawaban: '201',
      pesan_galat: 'TaskId=5 tidak valid / TaskId sebelumnya belum terkirim',
    });
    // Task 4 reaches BPJS another way; the desk resends task 5 from the dashboard.
    await panggilBpjs(
      { url: sim.url, ...KRED },
      {
        method: 'POST',
        path: 'antrean/updatewaktu',
        body: { kodebooking: 'TOLAK01', taskid: 4, waktu: waktu + 60_000 },
        sekarang: new Date(),
      },
    );
    const daftar = await call('GET', '/outbox?status=GAGAL&search=TOLAK01', admin);
    const uid = daftar.json().respon[0].uid;
    const pendaftaran = await t.login('PENDAFTARAN');
    const ulang = await call('POST', '/outbox/kirim-ulang', pendaftaran, { uid: [uid] });
    expect(ulang.json().respon).toEqual({ dikirim_ulang: 1, dilewati: 0 });
    await t.jalankanOutbox();
    expect((await baris('TOLAK01'))[2]).toMatchObject({ status: 'TERKIRIM', percobaan: 1 });
    expect(sim.tugas('TOLAK01').map((x) => x.taskid)).toEqual([3, 4, 5]);
    const audit = await queryRows<{ aksi: string; username: string }>(
      t,
      `select aksi, username from log_aktivitas where aksi = 'OUTBOX_KIRIM_ULANG'`,
    );
    expect(audit).toEqual([{ aksi: 'OUTBOX_KIRIM_ULANG', username: 'pendaftaran' }]);
  });
});
