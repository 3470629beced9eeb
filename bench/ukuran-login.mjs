// JavaScript the login screen downloads, measured in Chromium as a browser fetches it: every script
// requested from opening `/` until the login form can be used (the username box and an enabled
// "Masuk" button), with Accept-Encoding `gzip` only, summing the encoded bodies the server sent.
// Scripts requested after that moment (the shell fetched in the background, say) are listed apart.
//
//   node bench/ukuran-login.mjs [url]   against a running server, or a fresh one on a temp folder
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

// The Chromium the journeys use, chosen the same way as e2e/chromium.ts (which this plain-JS bench
// cannot import): CHROMIUM_PATH, else Debian's /usr/bin/chromium, else @sparticuz/chromium's binary.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function pilihChromium() {
  const dipilih = process.env.CHROMIUM_PATH;
  if (dipilih) {
    if (!fs.existsSync(dipilih)) throw new Error(`CHROMIUM_PATH tidak ada: ${dipilih}`);
    return { executablePath: dipilih, args: CHROMIUM_ARGS };
  }
  if (fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };
  const { default: sparticuz } = await import('@sparticuz/chromium');
  // As e2e/chromium.ts: its own flags minus headless mode, single-process and the same-origin ones.
  const TANPA = new Set(['--single-process', '--disable-web-security', '--allow-running-insecure-content']);
  sparticuz.setGraphicsMode = false;
  const eigen = sparticuz.args.filter((a) => !a.startsWith('--headless') && !TANPA.has(a));
  return { executablePath: await sparticuz.executablePath(), args: [...eigen, ...CHROMIUM_ARGS] };
}

/**
 * @param {string} url the server's base URL (it must serve the web build and the API: the login
 *   screen asks for the session and the hospital's name before it shows the form)
 * @returns {Promise<{ files: { file: string, bytes: number, encoding: string | null }[],
 *   gzipTotal: number, encodings: string[], sesudah: { file: string, bytes: number }[], siapMs: number }>}
 */
export async function ukurLogin(url) {
  const browser = await chromium.launch(await pilihChromium());
  try {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      viewport: { width: 1280, height: 800 },
      locale: 'id-ID',
    });
    const page = await context.newPage();
    /** @type {Map<import('playwright-core').Request, boolean>} */
    const skrip = new Map();
    let siap = false;
    page.on('request', (req) => {
      if (req.resourceType() === 'script') skrip.set(req, siap);
    });
    const mulai = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'Username' }).waitFor({ state: 'visible', timeout: 30_000 });
    const tombol = page.getByRole('button', { name: 'Masuk', exact: true });
    await tombol.waitFor({ state: 'visible' });
    await page.waitForFunction((el) => el && !el.disabled, await tombol.elementHandle());
    siap = true;
    const siapMs = performance.now() - mulai;
    // Whatever the page starts fetching right after, for the record (not counted in the budget).
    await page.waitForLoadState('networkidle').catch(() => {});

    const ukur = async (req) => {
      const res = await req.response();
      if (!res) throw new Error(`tanpa jawaban: ${req.url()}`);
      if (res.status() !== 200) throw new Error(`${res.status()} untuk ${req.url()}`);
      await res.finished();
      const { responseBodySize } = await req.sizes();
      return {
        file: new URL(req.url()).pathname.replace(/^\//, ''),
        bytes: responseBodySize,
        encoding: (await res.allHeaders())['content-encoding'] ?? null,
      };
    };
    const files = [];
    const sesudah = [];
    for (const [req, setelahSiap] of skrip) (setelahSiap ? sesudah : files).push(await ukur(req));
    await context.close();
    return {
      files,
      gzipTotal: files.reduce((n, f) => n + f.bytes, 0),
      encodings: [...new Set(files.map((f) => f.encoding ?? 'tanpa kompresi'))],
      sesudah,
      siapMs,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  let url = process.argv[2] ?? process.env.BENCH_URL;
  let server = null;
  let dir = null;
  if (!url) {
    const { mulaiServer } = await import('./server.mjs');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-bench-login-'));
    server = await mulaiServer(dir);
    url = server.url;
  }
  try {
    const h = await ukurLogin(url);
    for (const f of h.files)
      console.log(`  ${f.file.padEnd(52)} ${kb(f.bytes).padStart(9)}  ${f.encoding ?? ''}`);
    console.log(
      `JS sebelum formulir login siap: ${h.files.length} berkas, ${kb(h.gzipTotal)} (${h.encodings.join(', ')}); anggaran ≤ 200 KB; beban mesin ${os.loadavg()[0].toFixed(2)}`,
    );
    if (h.sesudah.length > 0)
      console.log(
        `Sesudahnya (tidak dihitung): ${h.sesudah.length} berkas, ${kb(h.sesudah.reduce((n, f) => n + f.bytes, 0))}`,
      );
  } finally {
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
