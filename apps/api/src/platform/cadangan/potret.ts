import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client.ts';
import { jurnalMigrasi, type Manifest } from './manifest.ts';
import { envPg, jalankan, programPg } from './proses.ts';

/** The database a backup reads: the embedded instance itself (in this process) or a server URL. */
export type SumberDb = { jenis: 'pglite'; klien: PGlite } | { jenis: 'postgres'; url: string };

/** Which database a handle runs on, read from the handle itself (a test's config may not say). */
export function sumberDari(db: Db): SumberDb {
  const klien = (db as unknown as { $client?: unknown }).$client;
  if (klien instanceof PGlite) return { jenis: 'pglite', klien };
  const url =
    klien instanceof pg.Pool
      ? (klien as pg.Pool & { options: pg.PoolConfig }).options.connectionString
      : null;
  if (url) return { jenis: 'postgres', url };
  throw new Error('Jenis basis data tidak dikenali untuk pencadangan');
}

export type InfoDb = Pick<Manifest, 'tabel' | 'migrasi'> & { versi_server: string; alat: string | null };
export type Kueri = <T>(sql: string) => Promise<T[]>;

const ident = (x: string) => `"${x.replaceAll('"', '""')}"`;
const literal = (x: string) => `'${x.replaceAll("'", "''")}'`;

/** Rows of every table (`schema.table`) in one statement, so they all come from one snapshot. */
export async function hitungTabel(q: Kueri): Promise<Record<string, number>> {
  const tabel = await q<{ s: string; t: string }>(
    `select table_schema as s, table_name as t from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1, 2`,
  );
  if (tabel.length === 0) return {};
  const baris = await q<{ k: string; n: string | number }>(
    tabel
      .map(
        ({ s, t }) =>
          `select ${literal(`${s}.${t}`)} as k, count(*)::bigint as n from ${ident(s)}.${ident(t)}`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(baris.map((r) => [r.k, Number(r.n)]));
}

/** The migration level: how many drizzle applied and the journal tag of the last one. */
export async function levelMigrasi(q: Kueri): Promise<Manifest['migrasi']> {
  const [ada] = await q<{ ada: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ada`,
  );
  if (!ada?.ada) return { jumlah: 0, terakhir: null, waktu: null };
  const [r] = await q<{ n: number; w: string | null }>(
    'select count(*)::int as n, max(created_at)::text as w from drizzle.__drizzle_migrations',
  );
  const waktu = r?.w ? Number(r.w) : null;
  const tag = jurnalMigrasi().find((e) => e.when === waktu)?.tag;
  return { jumlah: r?.n ?? 0, terakhir: tag ?? (waktu ? `tidak dikenal (${waktu})` : null), waktu };
}

/** PostgreSQL's own entries of a data folder; anything else kept there (uploads, backups) is not the database's. */
const ENTRI_PGDATA = /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf|postmaster\.opts)$/;

/**
 * The embedded database as a gzip'd tar of its data folder, taken inside one PGlite transaction:
 * PGlite runs every query and transaction of the process through one lock, so while this holds it
 * nothing writes, and the counts, the migration level and the files are one consistent moment.
 * On disk the folder is read by `tar` rather than `dumpDataDir()`, which would also read the
 * upload and backup folders kept inside it into memory; an in-memory instance uses dumpDataDir().
 */
export async function potretPglite(klien: PGlite, keTar: string): Promise<InfoDb> {
  const dataDir = klien.dataDir && !klien.dataDir.includes('://') ? klien.dataDir : null;
  const mentah = `${keTar}.mentah`;
  const info = await klien.transaction(async (tx) => {
    const q: Kueri = async <T>(s: string) => (await tx.query<T>(s)).rows;
    const hasil: InfoDb = {
      tabel: await hitungTabel(q),
      migrasi: await levelMigrasi(q),
      versi_server: (await q<{ v: string }>('select version() as v'))[0]?.v ?? '',
      alat: null,
    };
    // Flushed pages shorten the recovery PGlite runs when the restored folder is first opened.
    await tx.exec('CHECKPOINT');
    if (dataDir) {
      const entri = (await readdir(dataDir)).filter((n) => ENTRI_PGDATA.test(n));
      await jalankan('tar', ['-cf', mentah, '-C', dataDir, '--', ...entri]);
    } else {
      const tar = await klien.dumpDataDir('none');
      await writeFile(mentah, Buffer.from(await tar.arrayBuffer()));
    }
    return hasil;
  });
  // Compressed after the lock is released: the server waits only for the copy.
  await pipeline(createReadStream(mentah), createGzip({ level: 6 }), createWriteStream(keTar));
  await rm(mentah, { force: true });
  return info;
}

/**
 * A PostgreSQL database with `pg_dump -Fc`, in the snapshot of a repeatable-read transaction that
 * also counts the rows: the counts in the manifest are exactly what the dump holds.
 */
export async function potretPostgres(url: string, keDump: string): Promise<InfoDb> {
  const env = envPg(url);
  const alat = (await jalankan(programPg('pg_dump'), ['--version'], { env })).trim();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const q: Kueri = async <T>(s: string) => (await c.query(s)).rows as T[];
    const [snap] = await q<{ s: string }>('select pg_export_snapshot() as s');
    const info: InfoDb = {
      tabel: await hitungTabel(q),
      migrasi: await levelMigrasi(q),
      versi_server: (await q<{ v: string }>('show server_version'))[0]?.v ?? '',
      alat,
    };
    await jalankan(programPg('pg_dump'), ['-Fc', `--snapshot=${snap?.s}`, '-f', keDump], { env });
    await c.query('COMMIT');
    return info;
  } finally {
    await c.end();
  }
}
