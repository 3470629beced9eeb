import fs from 'node:fs';
import {
  adminApi,
  can,
  type DefinisiKontrak,
  depositApi,
  feeApi,
  indikatorRanapApi,
  laporanFarmasiApi,
  laporanKasirApi,
  ROLES,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { App } from '../platform/http.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { type Db, openPglite } from './client.ts';

// DATABASE_READ_URL (docs/skala.md): the report and dashboard routes read the replica handed in as
// `dbBaca`, sessions and everything else the primary. Here the "replica" is a second database with
// different data, so an answer shows which one it came from.

const TULIS = new Set(['insert', 'update', 'delete', 'transaction']);
const BACA = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'execute', 'query', '$count', 'with']);

/** The database as the app sees it, noting every query it is asked to build. */
function diamati(db: Db): { db: Db; catatan: string[] } {
  const catatan: string[] = [];
  const proxy = new Proxy(db, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && (BACA.has(prop) || TULIS.has(prop))) catatan.push(prop);
      return Reflect.get(target, prop, receiver);
    },
  });
  return { db: proxy, catatan };
}

const BULAN = 'dari=2030-01-01&sampai=2030-01-31';
/** Every route switched to the replica, with a query it answers 200 to. */
const RUTE_LAPORAN: [DefinisiKontrak, string][] = [
  [laporanKasirApi.dashboard, ''],
  [laporanKasirApi.kasir, BULAN],
  [laporanKasirApi.item, BULAN],
  [laporanKasirApi.operasi, BULAN],
  [laporanKasirApi.pasien, BULAN],
  [depositApi.laporan, BULAN],
  [feeApi.ringkasan, BULAN],
  [feeApi.detail, BULAN],
  [laporanFarmasiApi.dashboard, ''],
  [laporanFarmasiApi.mutasiGudang, BULAN],
  [laporanFarmasiApi.dokumen, `jenis=PO&${BULAN}`],
  [laporanFarmasiApi.logObat, BULAN],
  [indikatorRanapApi.sensus, 'tanggal=2030-01-15'],
  [indikatorRanapApi.sensusPdf, 'tanggal=2030-01-15'],
  [indikatorRanapApi.bulanan, 'bulan=2030-01'],
  [indikatorRanapApi.tren, 'tahun=2030'],
  [adminApi.dashboard, ''],
];

/**
 * A fresh copy of the test template: loaded straight into PGlite (no app of its own to build), or
 * through the harness on TEST_DATABASE_URL.
 */
async function basisData(): Promise<{ db: Db; tutup: () => Promise<void> }> {
  const template = inject('templatePglite');
  if (template) {
    const d = await openPglite(null, new Blob([fs.readFileSync(template)]));
    return { db: d.db, tutup: () => d.close() };
  }
  const t: TestApp = await createTestApp();
  return { db: t.database.db, tutup: () => t.close() };
}

let utama: Awaited<ReturnType<typeof basisData>>;
let replika: Awaited<ReturnType<typeof basisData>>;
let app: App;
const primer = { db: null as unknown as Db, catatan: [] as string[] };
const baca = { db: null as unknown as Db, catatan: [] as string[] };
const cookie = new Map<string, string>();

beforeAll(async () => {
  [utama, replika] = await Promise.all([basisData(), basisData()]);
  Object.assign(primer, diamati(utama.db));
  Object.assign(baca, diamati(replika.db));
  // Only the replica knows these two accounts are inactive.
  await replika.db.execute(sql`update akun set status = 'NONAKTIF' where username in ('dokter', 'perawat')`);
  // A fixed clock inside 2030's reports; sessions are created and read at the same instant.
  const jam = new Date('2030-01-20T03:00:00Z');
  app = await buildApp({
    db: primer.db,
    dbBaca: baca.db,
    config: { ...loadConfig(), webDist: '/nonexistent' },
    now: () => jam,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await Promise.all([utama?.tutup(), replika?.tutup()]);
});

async function masuk(role: string): Promise<string> {
  const ada = cookie.get(role);
  if (ada) return ada;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: role.toLowerCase(), password: DEMO_PASSWORD },
  });
  const c = res.cookies.find((x) => x.name === 'rawat_sesi');
  if (res.statusCode !== 200 || !c) throw new Error(`login ${role}: ${res.statusCode} ${res.body}`);
  cookie.set(role, `rawat_sesi=${c.value}`);
  return `rawat_sesi=${c.value}`;
}

const get = (url: string, c: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: c } });

describe('DATABASE_READ_URL: laporan dan dasbor dari replika', () => {
  it('dasbor admin menghitung akun replika, sesi tetap dari basis data utama', async () => {
    // The session was written to the primary only: a 200 means the guard read it there.
    const res = await get('/admin/dashboard', await masuk('ADMIN'));
    expect(res.statusCode).toBe(200);
    const perRole = res.json().respon.akun_per_role as { role: string; nonaktif: number }[];
    const nonaktif = perRole.filter((r) => r.nonaktif > 0).map((r) => r.role);
    expect(nonaktif.sort()).toEqual(['DOKTER', 'PERAWAT']);
  });

  it('setiap rute laporan hanya membaca replika: tidak ada kueri ke utama, tidak ada tulisan', async () => {
    for (const [k, q] of RUTE_LAPORAN) {
      const role = ROLES.find((r) => can(r, k.permission));
      if (!role) throw new Error(`tidak ada role untuk ${k.path}`);
      const c = await masuk(role);
      // What the guard alone asks of the primary for this session, in the state the report meets
      // (GET /auth/me reads nothing else; the second call finds the session as the report will).
      expect((await get('/auth/me', c)).statusCode).toBe(200);
      primer.catatan.length = 0;
      expect((await get('/auth/me', c)).statusCode).toBe(200);
      const dasar = primer.catatan.length;
      primer.catatan.length = 0;
      baca.catatan.length = 0;
      const res = await get(`${k.path}${q ? `?${q}` : ''}`, c);
      expect(res.statusCode, `${k.path}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(primer.catatan.length, `${k.path} bertanya ke utama: ${primer.catatan}`).toBe(dasar);
      expect(
        baca.catatan.filter((x) => BACA.has(x)).length,
        `${k.path} tidak membaca replika`,
      ).toBeGreaterThan(0);
      expect(
        baca.catatan.filter((x) => TULIS.has(x)),
        `${k.path} menulis`,
      ).toEqual([]);
    }
  });

  it('laporan RL dan indeks dihitung di replika; ringkasannya disimpan di utama', async () => {
    const c = await masuk('MANAGEMENT');
    for (const url of [
      '/laporan/rl/rl5?periode=2030-01',
      '/laporan/rl/rl4?periode=2030-01',
      '/laporan/rl/rl3?periode=2030-01',
      '/laporan/indeks-morbiditas?periode=2030-01',
    ])
      expect((await get(url, c)).statusCode, url).toBe(200);
    const tersimpan = async (d: Db) =>
      (
        (await d.execute(sql`select jenis from laporan_simpanan order by jenis`)) as unknown as {
          rows: { jenis: string }[];
        }
      ).rows.map((r) => r.jenis);
    // Stored summaries (docs/laporan-rl.md): counted from the replica's data, kept where writes go.
    expect(await tersimpan(utama.db)).toEqual([
      'morbiditas-inap',
      'morbiditas-jalan',
      'morbiditas-kunjungan-jalan',
    ]);
    expect(await tersimpan(replika.db)).toEqual([]);
  });

  it('DATABASE_READ_URL tanpa DATABASE_URL menghentikan start', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replika/rawat' })).toThrow(
      /bersama DATABASE_URL/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://utama/rawat', DATABASE_READ_URL: 'postgres://replika/rawat' })
        .databaseReadUrl,
    ).toBe('postgres://replika/rawat');
  });

  it('tanpa replika dbBaca adalah basis data utama', async () => {
    const sendiri = await buildApp({ db: primer.db, config: { ...loadConfig(), webDist: '/nonexistent' } });
    await sendiri.ready();
    const login = await sendiri.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    const c = login.cookies.find((x) => x.name === 'rawat_sesi');
    const res = await sendiri.inject({
      method: 'GET',
      url: '/api/v1/admin/dashboard',
      headers: { cookie: `rawat_sesi=${c?.value}` },
    });
    await sendiri.close();
    expect(res.statusCode).toBe(200);
    expect(res.json().respon.akun_per_role.every((r: { nonaktif: number }) => r.nonaktif === 0)).toBe(true);
  });
});
