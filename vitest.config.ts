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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
