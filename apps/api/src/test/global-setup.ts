import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { hashPassword } from '../platform/password.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder dump, migrated and seeded, that every test file loads instead of building its own. */
    templatePglite: string;
    /** A PostgreSQL database, migrated and seeded, that every test file copies (CREATE DATABASE … TEMPLATE). */
    templatePostgres: string;
  }
}

/**
 * Migrating and seeding a fresh database took about 6 s a test file (PGlite's initdb alone about
 * 3 s); the 59 API files paid it twice in `npm test`. The suite now builds one migrated, seeded
 * database per run and each file starts from a copy of it: the same data, a second instead of six.
 */
export default async function setup(project: TestProject) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(null);
    await database.migrate();
    await seedDemo(database.db, { passwordHash, stokAwal: false });
    const dump = await database.dumpDataDir();
    await database.close();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-uji-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('templatePglite', file);
    project.provide('templatePostgres', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const name = `rawat_template_${randomBytes(6).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // One connection: a template database must have none left open when it is copied.
  const database = await openPostgres(dbUrl.toString(), 1);
  await database.migrate();
  await seedDemo(database.db, { passwordHash, stokAwal: false });
  await database.close();
  project.provide('templatePglite', '');
  project.provide('templatePostgres', name);
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
