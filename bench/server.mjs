// Starting and stopping the real app for the bench: a fresh process group per start, so stopping
// reaches every process a BENCH_SERVER_CMD may start (npx, tsx, node).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The production command: the compiled server `npm start` runs (scripts/start.mjs), without npm's
 * own start-up. BENCH_SERVER_CMD overrides it (e.g. `node --import tsx apps/api/src/main.ts`).
 */
export const PERINTAH_SERVER = process.env.BENCH_SERVER_CMD ?? 'node apps/api/dist/main.js';

let sudahDibangun = null;
/**
 * Builds the API if its sources changed, once per bench and outside any timing, as `npm start`
 * would. The web app only when it has no build at all: a bench running beside a journey must not
 * swap the build that journey's browser is loading (bench/run.mjs rebuilds it before measuring).
 */
export function pastikanBuild() {
  const adaWeb = fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'));
  sudahDibangun ??= import('../scripts/start.mjs').then((m) => m.pastikanBuild({ web: !adaWeb }));
  return sudahDibangun;
}

export function portBebas() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const tidur = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns the server on `dataDir` and resolves once /api/v1/health answers 200.
 * @returns {Promise<{ url: string, ms: number, siapMenurutServer: number | null, stop: () => Promise<void> }>}
 */
export async function mulaiServer(dataDir, { batasMs = 60_000 } = {}) {
  await pastikanBuild();
  const port = await portBebas();
  const url = `http://127.0.0.1:${port}`;
  const mulai = performance.now();
  const child = spawn(PERINTAH_SERVER, {
    cwd: ROOT,
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      // The benches time how fast a search is answered under load, all from one session: the
      // per-session search limit (docs/keamanan.md, 120 a minute) would answer nearly all of it 429.
      RAWAT_BATAS_CARI: '1000000000',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RAWAT_DATA_DIR: dataDir,
    },
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  const selesai = new Promise((resolve) => child.once('exit', resolve));
  let keluar = null;
  void selesai.then((code) => {
    keluar = code;
  });

  const stop = async () => {
    if (keluar !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const t = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }, 10_000);
    await selesai;
    clearTimeout(t);
  };

  while (true) {
    if (keluar !== null) throw new Error(`server berhenti (kode ${keluar}) sebelum siap:\n${log}`);
    if (performance.now() - mulai > batasMs) {
      await stop();
      throw new Error(`server tidak siap dalam ${batasMs / 1000} dtk:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await tidur(25);
  }
  const ms = performance.now() - mulai;
  // The server prints its own figure just after it starts listening: wait for that line briefly.
  for (let i = 0; i < 120 && !/siap dalam/.test(log) && keluar === null; i++) await tidur(25);
  const m = /siap dalam ([\d.]+) dtk/.exec(log);
  return { url, ms, siapMenurutServer: m ? Number(m[1]) * 1000 : null, stop };
}
