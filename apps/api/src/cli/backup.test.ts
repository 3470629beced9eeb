import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { JAM_SENIN, pemanggil } from '../modules/kunjungan/kunjungan.factory.ts';
import { bodyPasien } from '../modules/pasien/pasien.factory.ts';
import { siapkanLayanan } from '../modules/pelayanan/pelayanan.factory.ts';
import { buatOrderUji, multipart, PNG_1PX, uidKode } from '../modules/penunjang/penunjang.factory.ts';
import { HEADER_KUNCI_LOKAL, pasangKunciLokal } from '../platform/cadangan/kunci-lokal.ts';
import { manifestSchema } from '../platform/cadangan/manifest.ts';
import { jalankan } from '../platform/cadangan/proses.ts';
import { GagalPulih, pulihkan } from '../platform/cadangan/pulih.ts';
import { hashPassword } from '../platform/password.ts';
import { createTestApp, queryRows, type TestApp } from '../test/harness.ts';

/**
 * A populated instance (a patient, a visit, charges in the ledger, a payment, a radiology image)
 * is backed up through the API, restored into an empty database and upload folder, and opened
 * again: everything is there and the next registration gets the next number. On PGlite always
 * (its data folder on disk, uploads inside it as by default), and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const JENIS = PG_URL ? 'postgres' : 'pglite';
const akar = mkdtempSync(path.join(tmpdir(), 'rawat-cadangan-'));
const dirSumber = path.join(akar, 'data');
const dirPulih = path.join(akar, 'pulih');
const cfgSumber = {
  dataDir: dirSumber,
  berkasDir: path.join(dirSumber, 'berkas'),
  cadanganDir: path.join(dirSumber, 'cadangan'),
};
const cfgPulih = {
  dataDir: dirPulih,
  berkasDir: path.join(dirPulih, 'berkas'),
  cadanganDir: path.join(dirPulih, 'cadangan'),
};
const dbBaru: string[] = [];

/** An app on a database that already exists (the restored one), or a fresh seeded one. */
async function instans(database: Database, config: Partial<Config>, seed: boolean): Promise<TestApp> {
  await database.migrate();
  if (seed) await seedDemo(database.db, { passwordHash: await hashPassword(DEMO_PASSWORD), stokAwal: false });
  const app = await buildApp({
    db: database.db,
    config: { ...loadConfig(), webDist: '/nonexistent', ...config },
    now: () => JAM_SENIN,
  });
  await app.ready();
  return {
    app,
    database,
    async login(role) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: role.toLowerCase(), password: DEMO_PASSWORD },
      });
      const c = res.cookies.find((x) => x.name === 'rawat_sesi');
      if (!c) throw new Error(`login ${role}: ${res.statusCode}`);
      return `rawat_sesi=${c.value}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A new empty database on the PostgreSQL server, dropped after the file. */
async function postgresKosong(): Promise<string> {
  const nama = `rawat_pulih_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`CREATE DATABASE ${nama}`);
  await c.end();
  dbBaru.push(nama);
  const u = new URL(PG_URL ?? '');
  u.pathname = `/${nama}`;
  return u.toString();
}

let sumber: TestApp;
const akun: Record<string, string> = {};
let arsip = '';
let gambarUid = '';
let orderUid = '';

/** What a person would look for after a restore, read the same way on both sides. */
const isi = async (t: TestApp) => ({
  pasien: await queryRows(t, 'select uid, no_rm, nama, nik from pasien order by no_rm'),
  kunjungan: await queryRows(t, 'select uid, pasien_uid, tanggal from kunjungan order by uid'),
  pembayaran: await queryRows(t, 'select uid, nomor, jumlah_bayar from pembayaran order by nomor'),
  transaksi: await queryRows(t, 'select uid, kunjungan_uid, jenis, jumlah from transaksi order by uid'),
  berkas: await queryRows<{ uid: string; kunci: string; sha256: string }>(
    t,
    'select uid, kunci, sha256 from berkas_radiologi order by uid',
  ),
  nomor: await queryRows(t, 'select kunci, nilai from nomor_urut order by kunci'),
});
let sebelum: Awaited<ReturnType<typeof isi>>;

beforeAll(async () => {
  sumber = PG_URL
    ? await createTestApp({ now: () => JAM_SENIN, config: cfgSumber })
    : await instans(await openPglite(dirSumber), cfgSumber, true);
  const call = pemanggil(sumber);
  for (const r of ['pendaftaran', 'dokter', 'kasir', 'radiologi', 'admin', 'management'])
    akun[r] = await sumber.login(r);
  const l = await siapkanLayanan(sumber, akun.pendaftaran ?? '', {
    status: 'ON_PROCESS',
    nama: 'Sari Cadangan',
  });
  const [konsul] = await queryRows<{ uid: string }>(
    sumber,
    "select uid from tindakan where kode = 'KON-UMUM'",
  );
  const tindakan = await call('POST', `/pelayanan/${l.layanan_uid}/tindakan`, akun.dokter, {
    tindakan_uid: konsul?.uid,
    jumlah: 1,
  });
  if (tindakan.statusCode !== 201) throw new Error(`tindakan: ${tindakan.body}`);
  const thorax = await uidKode(sumber, 'pemeriksaan_radiologi', 'DX-THORAX-PA');
  orderUid = (
    await buatOrderUji(sumber, akun.dokter ?? '', l.layanan_uid, {
      jenis: 'RADIOLOGI',
      items: [{ pemeriksaan_radiologi_uid: thorax }],
    })
  ).uid;
  expect((await call('POST', `/radiologi/${orderUid}/periksa`, akun.radiologi, {})).statusCode).toBe(200);
  const m = multipart('berkas', 'thorax.png', PNG_1PX);
  const up = await sumber.app.inject({
    method: 'POST',
    url: `/api/v1/radiologi/${orderUid}/berkas`,
    payload: m.payload,
    headers: { ...m.headers, cookie: akun.radiologi ?? '' },
  });
  if (up.statusCode !== 201) throw new Error(`unggah: ${up.body}`);
  gambarUid = up.json().respon.berkas[0].uid;
  expect((await call('POST', '/kasir/shift/buka', akun.kasir, { modal_awal: 100_000 })).statusCode).toBe(201);
  const tg = (await call('GET', `/kasir/tagihan/${l.kunjungan_uid}`, akun.kasir)).json().respon;
  const bayar = await call('POST', '/kasir/pembayaran', akun.kasir, {
    kunjungan_uid: l.kunjungan_uid,
    total_tagihan: tg.tagihan_terbuka,
    metode: [{ metode: 'TUNAI', jumlah: tg.sisa, diterima: tg.sisa }],
  });
  if (bayar.statusCode !== 201) throw new Error(`bayar: ${bayar.body}`);
  sebelum = await isi(sumber);
}, 60_000);

afterAll(async () => {
  await sumber?.close();
  if (PG_URL) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    for (const n of dbBaru) await c.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
    await c.end();
  }
  rmSync(akar, { recursive: true, force: true });
});

describe(`backup and restore (${JENIS})`, () => {
  it('the populated instance has what the restore must bring back', () => {
    expect(sebelum.pasien.length).toBeGreaterThan(0);
    expect(sebelum.pembayaran).toHaveLength(1);
    expect(sebelum.transaksi.length).toBeGreaterThanOrEqual(2);
    expect(sebelum.berkas).toHaveLength(1);
  });

  it('lets only ADMIN take a backup from the API; the archive lands in the backup folder, readable by the server user only', async () => {
    const call = pemanggil(sumber);
    expect((await call('POST', '/admin/backup')).statusCode).toBe(401);
    for (const r of ['management', 'kasir'] as const) {
      const res = await call('POST', '/admin/backup', akun[r]);
      expect(res.statusCode, r).toBe(403);
    }
    expect(existsSync(cfgSumber.cadanganDir)).toBe(false);

    const res = await call('POST', '/admin/backup', akun.admin);
    expect(res.statusCode).toBe(201);
    const h = res.json().respon;
    expect(h).toMatchObject({
      basis_data: JENIS,
      jumlah_berkas: 1,
      nama_berkas: 'rawat-backup-2030-01-07T0800+0700.tar',
    });
    arsip = h.lokasi;
    expect(path.dirname(arsip)).toBe(cfgSumber.cadanganDir);
    expect(statSync(arsip).mode & 0o777).toBe(0o600);
    // No half-made archive or work folder is left beside it.
    expect(readdirSync(cfgSumber.cadanganDir)).toEqual([h.nama_berkas]);
    const [audit] = await queryRows<{ username: string }>(
      sumber,
      "select username from log_aktivitas where aksi = 'cadangan.buat'",
    );
    expect(audit?.username).toBe('admin');
  });

  it('holds a manifest whose counts, migration level and checksums describe the archive', async () => {
    const anggota = (await jalankan('tar', ['-tf', arsip])).trim().split('\n');
    const fileDb = PG_URL ? 'db/postgres.dump' : 'db/pglite.tar.gz';
    expect(anggota.sort()).toEqual(['manifest.json', fileDb, `berkas/${sebelum.berkas[0]?.kunci}`].sort());
    const manifest = manifestSchema.parse(
      JSON.parse(await jalankan('tar', ['-xOf', arsip, 'manifest.json'])),
    );
    expect(manifest.basis_data.jenis).toBe(JENIS);
    expect(manifest.migrasi.terakhir).toMatch(/^\d{4}_/);
    expect(manifest.tabel['public.pasien']).toBe(sebelum.pasien.length);
    expect(manifest.tabel['public.pembayaran']).toBe(1);
    expect(manifest.tabel['public.transaksi']).toBe(sebelum.transaksi.length);
    expect(manifest.isi.find((i) => i.nama.startsWith('berkas/'))?.sha256).toBe(sebelum.berkas[0]?.sha256);
    if (!PG_URL) {
      // The PGlite folder's own files only: not the uploads nor the backups kept inside it.
      const dalam = await jalankan('tar', ['-xOf', arsip, fileDb]).catch(() => '');
      expect(dalam).not.toContain('rawat-backup-');
      const daftar = path.join(akar, 'pglite.tar.gz');
      writeFileSync(daftar, '');
      await jalankan('sh', ['-c', `tar -xOf '${arsip}' ${fileDb} > '${daftar}'`]);
      const entri = (await jalankan('tar', ['-tzf', daftar])).split('\n');
      expect(entri).toContain('PG_VERSION');
      expect(
        entri.some((e) => e.startsWith('berkas') || e.startsWith('cadangan') || e === 'postmaster.pid'),
      ).toBe(false);
    }
  });

  it('takes a backup for `npm run backup` only with the key of the running server', async () => {
    const lepas = await pasangKunciLokal(cfgSumber.dataDir, { host: '0.0.0.0', port: 3000 });
    try {
      const kunci = JSON.parse(readFileSync(path.join(cfgSumber.dataDir, 'rawat-server.json'), 'utf8')).kunci;
      expect(statSync(path.join(cfgSumber.dataDir, 'rawat-server.json')).mode & 0o777).toBe(0o600);
      const lokal = (k?: string) =>
        sumber.app.inject({
          method: 'POST',
          url: '/api/v1/admin/backup/lokal',
          ...(k ? { headers: { [HEADER_KUNCI_LOKAL]: k } } : {}),
        });
      expect((await lokal()).statusCode).toBe(403);
      const salah = await lokal('0'.repeat(64));
      expect(salah.statusCode).toBe(403);
      expect(salah.json().code).toBe('cadangan.kunci_lokal_salah');
      const res = await lokal(kunci);
      expect(res.statusCode).toBe(201);
      // A second backup in the same minute gets its own name.
      expect(res.json().respon.nama_berkas).toBe('rawat-backup-2030-01-07T0800+0700-2.tar');
    } finally {
      await lepas();
    }
    expect(readdirSync(cfgSumber.dataDir)).not.toContain('rawat-server.json');
  });

  it('refuses a damaged archive and a target that is not empty, writing nothing', async () => {
    const rusak = path.join(akar, 'rusak.tar');
    const b = readFileSync(arsip);
    const i = b.indexOf(PNG_1PX.subarray(16, 32));
    expect(i).toBeGreaterThan(0);
    b[i] = (b[i] ?? 0) ^ 0xff;
    writeFileSync(rusak, b);
    const kosong = path.join(akar, 'kosong');
    const tujuanKosong = PG_URL
      ? { jenis: 'postgres' as const, url: await postgresKosong() }
      : { jenis: 'pglite' as const, dataDir: kosong };
    await expect(
      pulihkan({ arsip: rusak, tujuan: tujuanKosong, berkasDir: path.join(kosong, 'berkas') }),
    ).rejects.toThrow(/checksum berkas\/.* tidak cocok/);
    expect(readdirSync(akar)).not.toContain('kosong');

    const tujuanIsi = PG_URL
      ? {
          jenis: 'postgres' as const,
          url: (
            (sumber.database.db as unknown as { $client: unknown }).$client as {
              options: { connectionString: string };
            }
          ).options.connectionString,
        }
      : { jenis: 'pglite' as const, dataDir: cfgSumber.dataDir };
    const gagal = pulihkan({ arsip, tujuan: tujuanIsi, berkasDir: cfgSumber.berkasDir });
    await expect(gagal).rejects.toBeInstanceOf(GagalPulih);
    await expect(gagal).rejects.toThrow(/tidak kosong|sudah berisi/);
    expect(await isi(sumber)).toEqual(sebelum);
  });

  it('restores into an empty instance: every patient, visit, payment, ledger row and image, and numbering goes on', async () => {
    const tujuan = PG_URL
      ? { jenis: 'postgres' as const, url: await postgresKosong() }
      : { jenis: 'pglite' as const, dataDir: dirPulih };
    const mulai = Date.now();
    const h = await pulihkan({ arsip, tujuan, berkasDir: cfgPulih.berkasDir });
    expect(h.disisihkan).toEqual([]);
    expect(Date.now() - mulai).toBeLessThan(15_000);

    const t = await instans(
      tujuan.jenis === 'postgres' ? await openPostgres(tujuan.url, 2) : await openPglite(dirPulih),
      cfgPulih,
      false,
    );
    try {
      expect(await isi(t)).toEqual(sebelum);
      const call = pemanggil(t);
      const dokter = await t.login('dokter');
      const gambar = await call('GET', `/radiologi/${orderUid}/berkas/${gambarUid}`, dokter);
      expect(gambar.statusCode).toBe(200);
      expect(gambar.rawPayload.equals(PNG_1PX)).toBe(true);
      const bayar = sebelum.pembayaran[0] as { uid: string };
      const kuitansi = await call('GET', `/kasir/pembayaran/${bayar.uid}/kuitansi`, await t.login('kasir'));
      expect(kuitansi.statusCode).toBe(200);

      const baru = await call(
        'POST',
        '/pasien',
        await t.login('pendaftaran'),
        bodyPasien({ nama: 'Pasien Sesudah Pulih' }),
      );
      expect(baru.statusCode).toBe(201);
      const noRm: string = baru.json().respon.no_rm;
      const lama = (sebelum.pasien as { no_rm: string }[]).map((p) => p.no_rm);
      expect(lama).not.toContain(noRm);
      expect(Number(noRm)).toBe(Math.max(...lama.map(Number)) + 1);
    } finally {
      await t.close();
    }
  });
});
