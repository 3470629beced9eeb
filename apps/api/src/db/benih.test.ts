import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { muatKatalog } from '../modules/katalog/katalog.seed.ts';
import { barisDari } from '../platform/audit-rantai.ts';
import { bukaPglite, kunciBenih, pastikanBenih } from './benih.ts';
import { migrationsFolder } from './client.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-benih-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('a fresh data folder starts from the template: migrated and catalogued, and it lives on after a restart', async () => {
  const folder = path.join(tmp, 'cache');
  const lama = path.join(folder, 'benih-pglite-0000000000000000.tar');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(lama, 'templat usang');
  const berkas = await pastikanBenih(muatKatalog, folder);
  expect(path.basename(berkas)).toBe(`benih-pglite-${kunciBenih()}.tar`);
  // A template of other sources is removed, never loaded.
  expect(fs.existsSync(lama)).toBe(false);
  const dibuat = fs.statSync(berkas).mtimeMs;
  expect(await pastikanBenih(muatKatalog, folder)).toBe(berkas);
  expect(fs.statSync(berkas).mtimeMs).toBe(dibuat);

  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(dataDir);
  process.env.RAWAT_BENIH_DIR = folder;
  try {
    const db1 = await bukaPglite(dataDir, muatKatalog);
    const jurnal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [migrasi] = barisDari<{ n: number }>(
      await db1.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`),
    );
    expect(migrasi?.n).toBe(jurnal.entries.length);
    await db1.db.execute(sql`CREATE TABLE uji_benih (x int)`);
    await db1.close();

    const db2 = await bukaPglite(dataDir, muatKatalog);
    const [icd] = barisDari<{ n: number }>(await db2.db.execute(sql`SELECT count(*)::int AS n FROM icd10`));
    expect(icd?.n).toBeGreaterThan(10_000);
    // The folder's own data, not the template again.
    await db2.db.execute(sql`SELECT * FROM uji_benih`);
    await db2.close();
  } finally {
    delete process.env.RAWAT_BENIH_DIR;
  }
}, 120_000);
