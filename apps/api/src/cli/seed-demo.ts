import fs from 'node:fs';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

// npm run seed:demo — demo accounts on the configured database (PostgreSQL with DATABASE_URL).
const config = loadConfig();
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const done = await seedDemo(database.db);
console.log(
  done
    ? `Data demo dibuat. Password semua akun demo: ${DEMO_PASSWORD}`
    : 'Basis data sudah berisi akun; data demo tidak ditambahkan.',
);
await database.close();
