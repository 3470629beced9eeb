import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Role } from '@rawat/domain';
import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { buildApp, pengirimOutbox } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import type { PenyediaTtd } from '../modules/esign/penyedia.ts';
import { pindaiSatusehat } from '../modules/satusehat/pindai.ts';
import type { KunciAudit } from '../platform/audit-kunci.ts';
import type { App } from '../platform/http.ts';
import { type DepsOutbox, jalankanOutboxSekali } from '../platform/outbox.pekerja.ts';

/**
 * A fresh database for one test file, copied from the run's migrated and seeded template
 * (test/global-setup.ts): in-memory PGlite loaded from its dump, or a new database on
 * TEST_DATABASE_URL made with CREATE DATABASE … TEMPLATE.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dump = fs.readFileSync(inject('templatePglite'));
    const database = await openPglite(null, new Blob([dump]));
    return { database, drop: async () => undefined };
  }
  const name = `rawat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templatePostgres')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 5);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: App;
  database: Database;
  /** Logs in as the demo account of a role and returns the Cookie header value. */
  login(role: Role | string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** What createTestApp adds for the outbox's tests (docs/outbox.md). */
export interface TestAppOutbox {
  /** The master key the app encrypts with (partners' secrets, signing keys). */
  kunciInduk: Buffer;
  /** One run of the outbox worker (docs/outbox.md), with the app's senders and clock. */
  jalankanOutbox(
    opsi?: Partial<Omit<DepsOutbox, 'db' | 'pengirim'>> & { batasWaktuMs?: number },
  ): ReturnType<typeof jalankanOutboxSekali>;
  /** One SATUSEHAT scan (docs/satusehat.md): enqueues what SATUSEHAT should hold by now. */
  pindaiSatusehat(opsi?: { now?: () => Date }): ReturnType<typeof pindaiSatusehat>;
}

export async function createTestApp(
  opts: {
    now?: () => Date;
    config?: Partial<Config>;
    kunciAudit?: KunciAudit;
    /** An e-signature provider (the Tilaka simulator's adapter) and its root, instead of the facility's CA. */
    penyediaTtd?: PenyediaTtd;
    akarPenyediaTtd?: string[];
  } = {},
): Promise<TestApp & TestAppOutbox> {
  const { database, drop } = await freshDatabase();
  const config = { ...loadConfig(), webDist: '/nonexistent', ...opts.config };
  const kunciInduk = randomBytes(32);
  const app = await buildApp({
    db: database.db,
    kunciInduk,
    config,
    ...(opts.kunciAudit ? { kunciAudit: opts.kunciAudit } : {}),
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.penyediaTtd ? { penyediaTtd: opts.penyediaTtd } : {}),
    ...(opts.akarPenyediaTtd ? { akarPenyediaTtd: opts.akarPenyediaTtd } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async login(role, password = DEMO_PASSWORD) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: role.toLowerCase(), password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${role} failed: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'rawat_sesi');
      if (!cookie) throw new Error('no session cookie');
      return `rawat_sesi=${cookie.value}`;
    },
    kunciInduk,
    jalankanOutbox(opsi = {}) {
      const { batasWaktuMs, ...lain } = opsi;
      const now = lain.now ?? opts.now ?? (() => new Date());
      return jalankanOutboxSekali({
        db: database.db,
        now,
        pengirim: pengirimOutbox({
          db: database.db,
          kunciInduk,
          ...(batasWaktuMs ? { batasWaktuMs } : {}),
        }),
        ...lain,
      });
    },
    pindaiSatusehat(opsi = {}) {
      return pindaiSatusehat({
        db: database.db,
        now: opsi.now ?? opts.now ?? (() => new Date()),
        kunciInduk,
      });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request helper for one test file: `call(method, '/master/bank', cookie?, payload?)` injects
 * `/api/v1/master/bank`. Takes a getter, as the app is only made in `beforeAll`.
 */
export function panggil(t: () => TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    t().app.inject({
      method,
      url: `/api/v1${url}`,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
}

/** Rows of a table, for asserting that a refused request wrote nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const res = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (res as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}

/** Rows of a raw SQL query, for tests that check what was written (audit detail, history rows). */
export async function queryRows<T>(t: TestApp, query: string): Promise<T[]> {
  const { sql } = await import('drizzle-orm');
  const res = await t.database.db.execute(sql.raw(query));
  return (res as unknown as { rows: T[] }).rows;
}
