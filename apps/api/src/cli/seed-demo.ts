import fs from 'node:fs';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

// npm run seed:demo — demo accounts on the configured database (PostgreSQL with DATABASE_URL).
const config = loadConfig();
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const added = await seedDemo(database.db);
console.log(
  added > 0
    ? `${added} akun demo ditambahkan (username = nama role huruf kecil, password ${DEMO_PASSWORD}).`
    : 'Semua akun demo sudah ada; tidak ada yang ditambahkan.',
);
await database.close();
