import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import { DEMO_PASSWORD } from './akun.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1, asked of the system. */
async function portBebas(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const alamat = s.address();
      s.close(() =>
        typeof alamat === 'object' && alamat ? resolve(alamat.port) : reject(new Error('port')),
      );
    });
  });
}

/**
 * A Rawat server of one journey's own, on its own embedded database, whose clock can be set to a
 * given moment at each start (RAWAT_JAM_UJI): a stay lives through several days by stopping the
 * server and starting it again "the next morning" on the same data (docs/ranap.md).
 */
export class ServerHari {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-e2e-hari-'));
  port = 0;
  private proses: ChildProcess | null = null;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server with its clock at `jam` (ISO); waits for /health. The first start seeds the demo data. */
  async mulai(jam: string): Promise<void> {
    if (!this.port) this.port = await portBebas();
    const webDist = process.env.RAWAT_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
    this.proses = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        RAWAT_DATA_DIR: this.dataDir,
        RAWAT_WEB_DIST: webDist,
        RAWAT_JAM_UJI: jam,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let galat = '';
    this.proses.stderr?.on('data', (d) => {
      galat = (galat + String(d)).slice(-4000);
    });
    const batas = Date.now() + 240_000;
    while (Date.now() < batas) {
      if (this.proses.exitCode !== null) throw new Error(`server berhenti: ${galat}`);
      const siap = await fetch(`${this.baseURL}/api/v1/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (siap) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`server tidak siap: ${galat}`);
  }

  /** Stops the server (SIGTERM: the embedded database closes cleanly) and waits for it to exit. */
  async berhenti(): Promise<void> {
    const p = this.proses;
    if (!p || p.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      p.once('exit', () => resolve());
      p.kill('SIGTERM');
      setTimeout(() => p.kill('SIGKILL'), 15_000).unref();
    });
    this.proses = null;
  }

  async hapus(): Promise<void> {
    await this.berhenti();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** An API client logged in as `username` on a journey's own server. */
export async function apiDi(server: ServerHari, username: string): Promise<APIRequestContext> {
  const a = await request.newContext({ baseURL: server.baseURL });
  const res = await a.post('/api/v1/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status(), `login ${username}`).toBe(200);
  return a;
}

/** A page on a journey's own server whose clock runs from the server's (RAWAT_JAM_UJI). */
export async function halamanDi(browser: Browser, server: ServerHari, tinggi = 800): Promise<Page> {
  const waktu = ((await (await fetch(`${server.baseURL}/api/v1/health`)).json()) as { waktu: string }).waktu;
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1280, height: tinggi },
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(waktu) });
  return page;
}
