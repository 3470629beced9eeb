// The loaded database must keep the migrations' schema exactly: the generator drops and recreates
// indexes and writes with triggers off, so a slip would only show as a slow or wrong app later.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const KUERI = {
  kolom: `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS d
          FROM information_schema.columns WHERE table_schema = 'public'`,
  indeks: `SELECT indexdef AS d FROM pg_indexes WHERE schemaname = 'public'`,
  constraint: `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS d
               FROM pg_constraint WHERE connamespace = 'public'::regnamespace`,
  trigger: `SELECT tgrelid::regclass || ' ' || pg_get_triggerdef(oid) AS d FROM pg_trigger WHERE NOT tgisinternal`,
};

async function ambil(client) {
  const hasil = {};
  for (const [k, q] of Object.entries(KUERI))
    hasil[k] = new Set((await client.query(q)).rows.map((r) => r.d));
  return hasil;
}

/** Runs `kerja(acuan)` on a freshly migrated database `namaAcuan`, then drops it. */
async function denganAcuan(urlServer, namaAcuan, root, kerja) {
  const u = new URL(urlServer);
  const keDb = (nama) => {
    u.pathname = `/${nama}`;
    return u.toString();
  };
  const admin = new pg.Client({ connectionString: keDb('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${namaAcuan} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${namaAcuan}`);
  try {
    const kode = `const { openDatabase } = await import('./apps/api/src/db/client.ts');
      const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
      await d.migrate(); await d.close();`;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', kode], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: keDb(namaAcuan) },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`migrasi acuan gagal:\n${r.stdout}${r.stderr}`);
    const acuan = new pg.Client({ connectionString: keDb(namaAcuan) });
    await acuan.connect();
    try {
      return await kerja(acuan);
    } finally {
      await acuan.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${namaAcuan} WITH (FORCE)`);
    await admin.end();
  }
}

/** Migrates a fresh database `namaAcuan`, compares, drops it. */
export async function bandingkanSkema(client, urlServer, namaAcuan, root) {
  return denganAcuan(urlServer, namaAcuan, root, async (acuan) => {
    const a = await ambil(acuan);
    const b = await ambil(client);
    const beda = [];
    for (const k of Object.keys(KUERI)) {
      for (const d of a[k]) if (!b[k].has(d)) beda.push(`${k} hilang: ${d}`);
      for (const d of b[k]) if (!a[k].has(d)) beda.push(`${k} tambahan: ${d}`);
    }
    return { sama: beda.length === 0, beda };
  });
}

/**
 * The migrations' secondary indexes the loaded database lacks: a load stopped half-way (Ctrl+C, a
 * crash) leaves the big tables' indexes dropped, and the next run rebuilds only the tables of the
 * stages it runs. Their exact definitions, to create.
 */
export async function indeksHilang(client, urlServer, namaAcuan, root) {
  return denganAcuan(urlServer, namaAcuan, root, async (acuan) => {
    const q = KUERI.indeks;
    const ada = new Set((await client.query(q)).rows.map((r) => r.d));
    return (await acuan.query(q)).rows.map((r) => r.d).filter((d) => !ada.has(d));
  });
}
