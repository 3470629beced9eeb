import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's whole data folder as a tar (PGlite only). */
  dumpDataDir(): Promise<Blob>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

// Drizzle hands PGlite these parsers (raw text for dates and times) with every query, and PGlite
// merges them into its whole parser table each time: ≈ 0.25 ms a query, as much as a primary-key
// read. Registered once on the instance, they are dropped from each query; the answer is the same.
const teks = (v: string) => v;
const DRIZZLE_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, teks]),
);
type Queryable = Pick<PGlite, 'query'> & { transaction?: PGlite['transaction'] };
function tanpaParserPerQuery<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'query') {
        return (sql: string, params?: unknown[], opts?: { parsers?: unknown }) => {
          const { parsers: _, ...rest } = opts ?? {};
          return target.query(sql, params, rest);
        };
      }
      if (prop === 'transaction' && target.transaction) {
        const tx = target.transaction.bind(target);
        return (fn: (t: Queryable) => Promise<unknown>) => tx((t) => fn(tanpaParserPerQuery(t)));
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

/**
 * Embedded PGlite: in a folder (persistent) or in memory when dataDir is null (tests); started
 * from a dumped data folder when `muat` is given.
 */
export async function openPglite(dataDir: string | null, muat?: Blob): Promise<Database> {
  // pg_trgm: trigram indexes for the ICD catalogue search (migration *_katalog_trigram).
  const options = {
    extensions: { pg_trgm },
    parsers: DRIZZLE_PARSERS,
    ...(muat ? { loadDataDir: muat } : {}),
  };
  const client = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  const db = drizzlePglite({ client: tanpaParserPerQuery(client), schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: async () => client.dumpDataDir('none'),
  };
}

/**
 * Every connection runs without PostgreSQL's JIT compiler. It compiles a query once its estimated
 * cost is high, on every execution: a month's report paid 0.3–0.7 s of compiling for 0.5–1 s of
 * work, and the cashier queue, read every few seconds by every cashier, about 0.1 s (bench/README.md
 * "Sepuluh tahun data dan satu sif"). These queries are short; JIT pays off only for long scans.
 */
const TANPA_JIT = '-c jit=off';
/**
 * The planner's price of a random page read. PostgreSQL's default (4) models a spinning disk; on
 * the SSDs a hospital server has today, with the working set mostly in memory, it makes the planner
 * read a whole table (5 million visits) rather than look up a month's 50,000 rows by index: the
 * hospital dashboard's visits per payer 677 → 117 ms on ten years of data. 1.1 is the value the
 * PostgreSQL community gives for SSDs; set here for Rawat's own connections only, like JIT.
 */
const BACA_ACAK_SSD = '-c random_page_cost=1.1';

/** A PostgreSQL server through a pg pool. */
export async function openPostgres(
  url: string,
  poolSize = 10,
  extra: Pick<pg.PoolConfig, 'application_name' | 'options' | 'connectionTimeoutMillis'> = {},
): Promise<Database> {
  const options = [TANPA_JIT, BACA_ACAK_SSD, extra.options].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...extra, options });
  let ending = false;
  // An idle connection can die under us (server restart, failover, a dropped test database);
  // without a listener pg re-emits that as an uncaught error and the whole process would exit.
  // The pool replaces the connection on the next query, so a log line is all it needs.
  pool.on('error', (err) => {
    if (!ending) console.warn(`PostgreSQL: koneksi idle terputus (${err.message})`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir hanya untuk PGlite')),
    close: () => {
      ending = true;
      return pool.end();
    },
  };
}

export function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/**
 * The second pool for the read-only reports and dashboards (DATABASE_READ_URL, docs/skala.md):
 * small, as only report screens use it. Every transaction on it is read-only, so a read URL that
 * points at the primary by mistake can never take a write; the application name marks its
 * queries in pg_stat_activity. It is never migrated: a replica follows the primary's schema.
 */
export async function openReplika(url: string, poolSize = 5): Promise<Database & { replika: boolean }> {
  const database = await openPostgres(url, poolSize, {
    application_name: 'rawat-laporan',
    options: '-c default_transaction_read_only=on',
    // An unreachable replica fails a report within seconds instead of holding it for TCP's minutes.
    connectionTimeoutMillis: 5_000,
  });
  try {
    const res = await database.db.execute<{ replika: boolean }>(sql`select pg_is_in_recovery() as replika`);
    const rows = (res as unknown as { rows: { replika: boolean }[] }).rows;
    return { ...database, replika: rows[0]?.replika === true };
  } catch (err) {
    await database.close();
    // Drizzle wraps the driver's error ('Failed query: …'); the reason is in its cause.
    const sebab = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    throw new Error(
      `DATABASE_READ_URL tidak dapat dihubungi: ${sebab instanceof Error ? sebab.message : String(sebab)}`,
    );
  }
}

/**
 * Runs independent queries together on the pool, or one after another inside a transaction: a
 * transaction holds one connection, and a connection runs one query at a time (node-postgres
 * warns, and its next major version refuses, when it is asked for two at once).
 */
export async function bersamaan<T extends readonly unknown[]>(
  db: DbOrTx,
  kerja: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!('rollback' in db)) return Promise.all(kerja.map((k) => k())) as unknown as Promise<T>;
  const hasil: unknown[] = [];
  for (const k of kerja) hasil.push(await k());
  return hasil as unknown as T;
}
