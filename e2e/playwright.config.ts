import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against the real app (`node --import tsx apps/api/src/main.ts`) on a fresh embedded
// database, serving the web build (npm run build -w @rawat/web first; scripts/test.mjs does).
// The config is read by the runner and again by every worker: the port and the data folder are
// chosen once, in the runner, and reach the workers through the environment they inherit.

const ROOT = path.resolve(import.meta.dirname, '..');
// E2E_ARTIFACTS: a folder of its own for a second run beside this one (the runner empties test-results).
const ARTIFACTS = process.env.E2E_ARTIFACTS ?? path.join(import.meta.dirname, 'artifacts');

/** The first port from `start` nobody listens on (checked in a child: the config must stay synchronous). */
function portBebas(start: number): number {
  const probe = `
    const net = require('node:net');
    const coba = (p) => {
      if (p > ${start + 50}) { console.log(${start}); return; }
      const s = net.createServer().once('error', () => coba(p + 1)).listen(p, '127.0.0.1', () => s.close(() => console.log(p)));
    };
    coba(${start});`;
  const out = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).stdout.trim();
  return Number(out) || start;
}

const WEB_DIST = process.env.RAWAT_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error('apps/web/dist belum ada: jalankan `npm run build -w @rawat/web` dulu.');
}

if (!process.env.E2E_PORT) process.env.E2E_PORT = String(portBebas(3310));
if (!process.env.E2E_DATA_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // The runner exits after the web server has stopped; the folder goes with it.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
}

const PORT = Number(process.env.E2E_PORT);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: path.join(ARTIFACTS, 'test-results'),
  fullyParallel: true,
  workers: 2,
  // One retry everywhere: `npm test` runs beside the API suites on a shared two-core machine, and
  // a screen shown for only 500 ms (the refusal notice) can be missed under that load.
  retries: 1,
  forbidOnly: CI,
  reporter: 'list',
  // A journey of several screens took 25–30 s when CI's machine was busy; 60 s keeps a slow
  // machine from failing a correct journey, and a hung one still ends.
  timeout: 60_000,
  // Generous for a shared two-core machine: waits end as soon as the screen is right.
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    // Traces record every step's DOM and screenshots: too slow for every run on two cores.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : CI ? 'on-first-retry' : 'off',
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
  },
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: ROOT,
    url: `${BASE_URL}/api/v1/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      RAWAT_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
      RAWAT_WEB_DIST: WEB_DIST,
    },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
