import fs from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { akunCreateSchema } from '@rawat/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { buatAkun } from '../modules/akun/akun.service.ts';

// npm run admin:create -- --username admin --nama "Nama Admin"   (password asked, or RAWAT_ADMIN_PASSWORD)
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const rl = createInterface({ input: process.stdin, output: process.stdout });
const username = arg('username') ?? ((await rl.question('Username admin: ')) || 'admin');
const nama = arg('nama') ?? ((await rl.question('Nama lengkap: ')) || 'Administrator');
const password =
  process.env.RAWAT_ADMIN_PASSWORD ?? (await rl.question('Password (minimal 8 karakter, huruf dan angka): '));
rl.close();

const parsed = akunCreateSchema.safeParse({ username, nama, role: 'ADMIN', password });
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const config = loadConfig();
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
try {
  const akun = await buatAkun(
    database.db,
    { user: null, ip: null, userAgent: 'admin:create', now: () => new Date() },
    parsed.data,
  );
  console.log(`Akun ADMIN '${akun.username}' dibuat. Masuk di aplikasi dengan password yang Anda berikan.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
