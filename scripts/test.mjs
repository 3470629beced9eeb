#!/usr/bin/env node
// npm test: every suite, in the order that fails fastest.
//   1. domain units and the API suite on embedded PGlite
//   2. the API suite again on PostgreSQL when TEST_DATABASE_URL is set
//   3. the web build and the Playwright journeys in Chromium against a fresh embedded start
// With a PostgreSQL server at hand (CI) step 1 keeps, of the API suite, only the platform's own
// files (database client, migrations, outbox, audit chain, backups, numbering): PGlite is the same
// PostgreSQL engine, so a module's queries answer alike on both, and every journey of step 3 runs
// the whole application on PGlite. Running all ~110 API files twice cost 8 of CI's 30 minutes.
// RAWAT_UJI_PGLITE_PENUH=1 runs the whole API suite on PGlite as well.
import { spawnSync } from 'node:child_process';

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`✖ ${title} gagal (${secs} dtk)`);
    process.exit(res.status ?? 1);
  }
  console.log(`✔ ${title} (${secs} dtk)`);
}

const skipE2e = process.argv.includes('--no-e2e');
const pgUrl = process.env.TEST_DATABASE_URL;

const PGLITE_PLATFORM = ['packages/domain', 'apps/api/src/platform', 'apps/api/src/db', 'apps/api/src/cli'];
const pgliteSaja = pgUrl && !process.env.RAWAT_UJI_PGLITE_PENUH;
run(
  pgliteSaja ? 'Unit domain + platform API (PGlite)' : 'Unit domain + API (PGlite)',
  'npx',
  ['vitest', 'run', ...(pgliteSaja ? PGLITE_PLATFORM : [])],
  { TEST_DATABASE_URL: '' },
);
if (pgUrl)
  run('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl });
else console.log('\n… API di PostgreSQL dilewati (TEST_DATABASE_URL tidak diset)');
if (!skipE2e) {
  run('Build web', 'npm', ['run', 'build', '--workspace', '@rawat/web']);
  run('Journey Playwright (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
}
