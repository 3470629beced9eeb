import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Database, type Db, migrationsFolder, openPglite } from './client.ts';

/** What goes into the template after the migrations: the ICD catalogue (handed in by the caller, the db layer imports no module). */
export type IsiBenih = (db: Db) => Promise<unknown>;

/**
 * A fresh embedded database used to cost about 8 of the first start's 14 seconds before it served
 * anything: PGlite's initdb, every migration, then the ICD catalogue. None of that depends on the
 * installation, so it is done once into a template (the "benih": a dump of that data folder) that
 * each fresh folder loads in about 2 s. The demo data, the audit key and the facility's CA are not
 * in it: they are each installation's own. The template is keyed by what it is made of
 * (migrations, catalogue files, PGlite's version) and a stale one is never loaded.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const KATALOG = path.resolve(import.meta.dirname, '../../data/katalog');

/** Where the template lives: RAWAT_BENIH_DIR, default node_modules/.cache/rawat (gone with `npm ci`). */
export function folderBenih(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RAWAT_BENIH_DIR ?? path.join(ROOT, 'node_modules/.cache/rawat'));
}

function versiPglite(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The hash of everything the template is made of. */
export function kunciBenih(): string {
  const h = createHash('sha256').update(`pglite ${versiPglite()}\n`);
  const isi = (dir: string, awalan: string) => {
    for (const nama of fs.readdirSync(dir).sort()) {
      const p = path.join(dir, nama);
      if (fs.statSync(p).isDirectory()) isi(p, `${awalan}${nama}/`);
      else h.update(`${awalan}${nama}\n`).update(fs.readFileSync(p));
    }
  };
  isi(migrationsFolder, 'migrations/');
  isi(KATALOG, 'katalog/');
  return h.digest('hex').slice(0, 16);
}

const berkasBenih = (folder: string, kunci: string) => path.join(folder, `benih-pglite-${kunci}.tar`);

/**
 * The template for the current sources, made when missing: in memory, then written beside and
 * renamed, so two servers starting at once never read half a file. Older templates are removed.
 */
export async function pastikanBenih(isi: IsiBenih, folder = folderBenih()): Promise<string> {
  const kunci = kunciBenih();
  const berkas = berkasBenih(folder, kunci);
  if (fs.existsSync(berkas)) return berkas;
  const database = await openPglite(null);
  let dump: Blob;
  try {
    await database.migrate();
    await isi(database.db);
    dump = await database.dumpDataDir();
  } finally {
    await database.close();
  }
  fs.mkdirSync(folder, { recursive: true });
  const sementara = `${berkas}.${process.pid}`;
  fs.writeFileSync(sementara, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(sementara, berkas);
  for (const nama of fs.readdirSync(folder)) {
    if (/^benih-pglite-[0-9a-f]+\.tar$/.test(nama) && path.join(folder, nama) !== berkas) {
      fs.rmSync(path.join(folder, nama), { force: true });
    }
  }
  return berkas;
}

/**
 * The embedded database in `dataDir`: an existing one as it is; a fresh folder from the template
 * (made first if missing). When the template cannot be made or read (a read-only installation),
 * the folder is built the long way, as before.
 */
export async function bukaPglite(dataDir: string, isi: IsiBenih): Promise<Database> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return openPglite(dataDir);
  let muat: Blob | null = null;
  try {
    muat = new Blob([fs.readFileSync(await pastikanBenih(isi))]);
  } catch (err) {
    console.warn(
      `  Templat basis data tidak dapat dipakai (${err instanceof Error ? err.message : err}); membangun dari awal.`,
    );
  }
  return muat ? openPglite(dataDir, muat) : openPglite(dataDir);
}
