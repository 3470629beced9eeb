// Starting and stopping the real app for the bench: a fresh process group per start, so stopping
// reaches npx, tsx and node alike.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The command the bench starts, as the e2e journeys do; BENCH_SERVER_CMD overrides it. */
export const PERINTAH_SERVER = process.env.BENCH_SERVER_CMD ?? 'node --import tsx apps/api/src/main.ts';

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
  const m = /siap dalam ([\d.]+) dtk/.exec(log);
  return { url, ms, siapMenurutServer: m ? Number(m[1]) * 1000 : null, stop };
}
