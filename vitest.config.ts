import { defineConfig } from 'vitest/config';

// One runner, two projects: pure domain units and the API suite (app.inject on PGlite, or on
// PostgreSQL when TEST_DATABASE_URL is set). Each API test file opens its own fresh database,
// so files run in parallel without sharing state; each starts from a copy of one migrated, seeded
// template the run builds first (apps/api/src/test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // Files share their worker's module cache: each still opens its own database and app, and
          // no module keeps state between files; importing the whole app afresh for each of ~100
          // files cost three times the CPU of the tests themselves (4 min of 6 on PostgreSQL).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
