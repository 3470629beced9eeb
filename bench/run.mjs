#!/usr/bin/env node
// npm run bench: Rawat's performance budgets, each figure printed beside its budget (bench/README.md).
// `npm run bench -- --besar` adds bench/pasien-besar.mjs (1,000,000 patients; minutes).
// Results are also written as JSON into bench/results/ (gitignored). `--strict` exits 1 when a
// budget is exceeded, for CI. `--hanya=start,login` runs only the parts named (start, login, me,
// masuk, wilayah): a quick check of one budget without the load tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pastikanBuild } from '../scripts/start.mjs';
import { bebani } from './beban.mjs';
import { mulaiServer, PERINTAH_SERVER, ROOT } from './server.mjs';
import { ukurLogin } from './ukuran-login.mjs';
import { KONEKSI_WILAYAH, ukurWilayah } from './wilayah.mjs';

const DURASI = Number(process.env.BENCH_DURATION ?? 10);
const PEMANASAN = Number(process.env.BENCH_WARMUP ?? 2);
const ULANG_START = Number(process.env.BENCH_START_RUNS ?? 3);
const KONEKSI_ME = 100;
const KONEKSI_LOGIN = 20;
const DEMO = { username: 'admin', password: 'demo123' };
const BAGIAN = ['start', 'login', 'me', 'masuk', 'wilayah'];
const argHanya = process.argv.find((a) => a.startsWith('--hanya='));
const HANYA = new Set(argHanya ? argHanya.slice('--hanya='.length).split(',') : BAGIAN);
for (const b of HANYA)
  if (!BAGIAN.includes(b)) throw new Error(`--hanya: '${b}' tidak dikenal (${BAGIAN.join(', ')})`);

const ANGGARAN = {
  jsLoginKB: 200,
  startSegarMs: 10_000,
  startUlangMs: 3_000,
  meRps: 2_000,
  meP95Ms: 50,
  loginP95Ms: 300,
  wilayahPertamaMs: 300,
  wilayahP95Ms: 50,
};

/** @type {{ ukuran: string, hasil: string, anggaran: string, status: 'OK' | 'MELEBIHI' | 'info' }[]} */
const tabel = [];
const catat = (ukuran, hasil, anggaran, ok) =>
  tabel.push({ ukuran, hasil, anggaran, status: ok === null ? 'info' : ok ? 'OK' : 'MELEBIHI' });

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const ms = (x) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
const dtk = (x) => `${(x / 1000).toFixed(2)} dtk`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const langkah = (teks) => console.log(`\n▶ ${teks}`);

const aktif = new Set();
async function berhentiSemua() {
  await Promise.all([...aktif].map((stop) => stop()));
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => void berhentiSemua().finally(() => process.exit(130)));
}

async function jalankanServer(dataDir) {
  const s = await mulaiServer(dataDir);
  aktif.add(s.stop);
  return {
    ...s,
    stop: async () => {
      await s.stop();
      aktif.delete(s.stop);
    },
  };
}

async function serverPolos(body, headers) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server-polos.mjs')], {
    env: { ...process.env, BENCH_BODY: body, BENCH_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(JSON.parse(String(d)).port));
    child.once('exit', (code) => reject(new Error(`server polos berhenti (kode ${code})`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function ukurMe(url, cookie) {
  const opsi = { url: `${url}/api/v1/auth/me`, connections: KONEKSI_ME, headers: { cookie } };
  await bebani({ ...opsi, duration: PEMANASAN });
  return bebani({ ...opsi, duration: DURASI });
}

const git = (...args) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

async function ukurStart(folder, hasil) {
  langkah(`Start tertanam (${ULANG_START}× segar, ${ULANG_START}× ulang) dengan: ${PERINTAH_SERVER}`);
  const segar = [];
  const ulang = [];
  for (let i = 0; i < ULANG_START; i++) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-bench-'));
    folder.push(dir);
    const a = await jalankanServer(dir);
    await a.stop();
    const b = await jalankanServer(dir);
    await b.stop();
    segar.push(a);
    ulang.push(b);
    console.log(
      `  #${i + 1}: segar ${dtk(a.ms)} (server: ${a.siapMenurutServer ?? '?'} ms), ulang ${dtk(b.ms)} (server: ${b.siapMenurutServer ?? '?'} ms)`,
    );
  }
  const segarMs = median(segar.map((s) => s.ms));
  const ulangMs = median(ulang.map((s) => s.ms));
  catat(
    'Start segar sampai /health 200 (median)',
    dtk(segarMs),
    `≤ ${ANGGARAN.startSegarMs / 1000} dtk`,
    segarMs <= ANGGARAN.startSegarMs,
  );
  catat(
    'Start ulang folder sama (median)',
    dtk(ulangMs),
    `≤ ${ANGGARAN.startUlangMs / 1000} dtk`,
    ulangMs <= ANGGARAN.startUlangMs,
  );
  hasil.start = {
    segarMs: segar.map((s) => s.ms),
    segarMenurutServerMs: segar.map((s) => s.siapMenurutServer),
    ulangMs: ulang.map((s) => s.ms),
    ulangMenurutServerMs: ulang.map((s) => s.siapMenurutServer),
  };
}

async function ukurJsLogin(url, hasil) {
  langkah('JavaScript halaman login di Chromium (Accept-Encoding: gzip)');
  const login = await ukurLogin(url);
  for (const f of login.files)
    console.log(`  ${f.file.padEnd(52)} ${kb(f.bytes).padStart(9)}  ${f.encoding ?? ''}`);
  const sesudah = login.sesudah.reduce((n, f) => n + f.bytes, 0);
  console.log(
    `  ${login.files.length} berkas sebelum formulir siap (${ms(login.siapMs)}); sesudahnya ${login.sesudah.length} berkas, ${kb(sesudah)} (tidak dihitung)`,
  );
  catat(
    'JS halaman login (Chromium, gzip)',
    kb(login.gzipTotal),
    `≤ ${ANGGARAN.jsLoginKB} KB`,
    login.gzipTotal <= ANGGARAN.jsLoginKB * 1024,
  );
  hasil.jsLogin = login;
}

async function ukurBeban(url, hasil) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`login demo gagal: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const me = await fetch(`${url}/api/v1/auth/me`, { headers: { cookie } });
  const meBody = await me.text();
  if (me.status !== 200) throw new Error(`/auth/me ${me.status}: ${meBody}`);
  // The same answer minus what node:http adds by itself (date, connection, keep-alive).
  const meHeaders = {};
  for (const [k, v] of me.headers) if (!['date', 'connection', 'keep-alive'].includes(k)) meHeaders[k] = v;

  if (HANYA.has('me')) await ukurMeDanPolos(url, cookie, meBody, meHeaders, hasil);
  if (HANYA.has('masuk')) await ukurMasuk(url, hasil);
  if (HANYA.has('wilayah')) await ukurWilayahBeban(url, hasil);
}

async function ukurMeDanPolos(url, cookie, meBody, meHeaders, hasil) {
  langkah(`GET /api/v1/auth/me: ${KONEKSI_ME} koneksi, pemanasan ${PEMANASAN} dtk, ukur ${DURASI} dtk`);
  const rawat = await ukurMe(url, cookie);
  console.log(
    `  Rawat: ${rawat.rps.toFixed(0)} req/dtk, p50 ${ms(rawat.p50)}, p95 ${ms(rawat.p95)}, p99 ${ms(rawat.p99)}, non-2xx ${rawat.non2xx}, galat ${rawat.errors}`,
  );
  catat(
    '/auth/me req/dtk (100 koneksi)',
    rawat.rps.toFixed(0),
    `≥ ${ANGGARAN.meRps}`,
    rawat.rps >= ANGGARAN.meRps && rawat.non2xx === 0,
  );
  catat('/auth/me latensi p95', ms(rawat.p95), `< ${ANGGARAN.meP95Ms} ms`, rawat.p95 < ANGGARAN.meP95Ms);

  langkah('Server node:http polos dengan jawaban yang sama, beban yang sama');
  const polos = await serverPolos(meBody, meHeaders);
  let bare;
  try {
    bare = await ukurMe(polos.url, cookie);
  } finally {
    await polos.stop();
  }
  console.log(
    `  Polos: ${bare.rps.toFixed(0)} req/dtk, p50 ${ms(bare.p50)}, p95 ${ms(bare.p95)}, p99 ${ms(bare.p99)}`,
  );
  catat('Rasio req/dtk Rawat ÷ polos', (rawat.rps / bare.rps).toFixed(3), 'naikkan → 1', null);
  catat('Rasio p95 Rawat ÷ polos', (rawat.p95 / bare.p95).toFixed(2), 'turunkan → 1', null);
  hasil.me = { rawat, polos: bare, rasioRps: rawat.rps / bare.rps, rasioP95: rawat.p95 / bare.p95 };
}

async function ukurMasuk(url, hasil) {
  langkah(`POST /api/v1/auth/login (argon2): ${KONEKSI_LOGIN} koneksi, ${DURASI} dtk, password benar`);
  const opsiLogin = {
    url: `${url}/api/v1/auth/login`,
    method: 'POST',
    connections: KONEKSI_LOGIN,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  };
  const masuk = await bebani({ ...opsiLogin, duration: DURASI });
  console.log(
    `  ${masuk.rps.toFixed(1)} login/dtk, p50 ${ms(masuk.p50)}, p95 ${ms(masuk.p95)}, p99 ${ms(masuk.p99)}, non-2xx ${masuk.non2xx}`,
  );
  catat(
    '/auth/login latensi p95 (20 koneksi)',
    ms(masuk.p95),
    `< ${ANGGARAN.loginP95Ms} ms`,
    masuk.p95 < ANGGARAN.loginP95Ms && masuk.non2xx === 0,
  );
  catat('/auth/login login/dtk', masuk.rps.toFixed(1), '—', null);
  hasil.login = masuk;
}

async function ukurWilayahBeban(url, hasil) {
  langkah(
    `GET /api/wilayah/cari: ${KONEKSI_WILAYAH} koneksi, pemanasan ${PEMANASAN} dtk, ukur ${DURASI} dtk`,
  );
  const wilayah = await ukurWilayah(url, { durasi: DURASI, pemanasan: PEMANASAN });
  console.log(
    `  pertama ${ms(wilayah.pertamaMs)}; ${wilayah.rps.toFixed(0)} req/dtk, p50 ${ms(wilayah.p50)}, p95 ${ms(wilayah.p95)}, p99 ${ms(wilayah.p99)}, non-2xx ${wilayah.non2xx}`,
  );
  catat(
    '/wilayah/cari pertama (memuat data)',
    ms(wilayah.pertamaMs),
    `< ${ANGGARAN.wilayahPertamaMs} ms`,
    wilayah.pertamaMs < ANGGARAN.wilayahPertamaMs,
  );
  catat(
    `/wilayah/cari latensi p95 (${KONEKSI_WILAYAH} koneksi)`,
    ms(wilayah.p95),
    `< ${ANGGARAN.wilayahP95Ms} ms`,
    wilayah.p95 < ANGGARAN.wilayahP95Ms && wilayah.non2xx === 0,
  );
  hasil.wilayah = wilayah;
}

async function main() {
  const mulaiBench = new Date();
  const bebanAwal = os.loadavg();
  const hasil = { waktu: mulaiBench.toISOString(), perintahServer: PERINTAH_SERVER, durasiDtk: DURASI };

  // The web app and the API as `npm start` builds them (only what changed), before any timing.
  await pastikanBuild();
  console.log(`Beban mesin awal: ${bebanAwal.map((x) => x.toFixed(2)).join(' ')}`);
  const folder = [];
  if (HANYA.has('start')) await ukurStart(folder, hasil);
  else folder.push(fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-bench-')));

  const beban = HANYA.has('me') || HANYA.has('masuk') || HANYA.has('wilayah');
  const server = HANYA.has('login') || beban ? await jalankanServer(folder.at(-1)) : null;
  try {
    if (server && HANYA.has('login')) await ukurJsLogin(server.url, hasil);
    if (server && beban) await ukurBeban(server.url, hasil);
  } finally {
    await server?.stop();
    for (const dir of folder) fs.rmSync(dir, { recursive: true, force: true });
  }

  hasil.mesin = {
    node: process.version,
    cpu: `${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}`,
    bebanAwal,
    bebanAkhir: os.loadavg(),
    commit: git('rev-parse', '--short', 'HEAD'),
    adaPerubahan: git('status', '--porcelain') !== '',
  };
  hasil.tabel = tabel;

  const lebar = {
    ukuran: Math.max(6, ...tabel.map((r) => r.ukuran.length)),
    hasil: Math.max(5, ...tabel.map((r) => r.hasil.length)),
    anggaran: Math.max(8, ...tabel.map((r) => r.anggaran.length)),
  };
  const garis = (a, b, c, d) =>
    `${a.padEnd(lebar.ukuran)}  ${b.padStart(lebar.hasil)}  ${c.padEnd(lebar.anggaran)}  ${d}`;
  console.log(
    `\nRawat bench — ${hasil.mesin.cpu}, Node ${process.version}, beban mesin awal ${bebanAwal.map((x) => x.toFixed(2)).join(' ')}`,
  );
  console.log(garis('Ukuran', 'Hasil', 'Anggaran', 'Status'));
  console.log('-'.repeat(lebar.ukuran + lebar.hasil + lebar.anggaran + 14));
  for (const r of tabel) console.log(garis(r.ukuran, r.hasil, r.anggaran, r.status));

  const dirHasil = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dirHasil, { recursive: true });
  const file = path.join(dirHasil, `${mulaiBench.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(hasil, null, 2)}\n`);
  console.log(`\nHasil lengkap: ${path.relative(ROOT, file)}`);

  const melebihi = tabel.filter((r) => r.status === 'MELEBIHI').length;
  if (melebihi > 0) console.log(`${melebihi} anggaran terlampaui.`);
  if (process.argv.includes('--strict') && melebihi > 0) process.exitCode = 1;

  // `--besar`: also the large-database bench (minutes, not seconds), in its own process.
  if (process.argv.includes('--besar')) {
    langkah('Pasien dan antrian pada basis data besar (bench/pasien-besar.mjs)');
    const argBesar = process.argv.includes('--strict') ? ['--strict'] : [];
    const besar = spawnSync(
      process.execPath,
      [path.join(import.meta.dirname, 'pasien-besar.mjs'), ...argBesar],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (besar.status !== 0) process.exitCode = 1;
  }
  // `--rm`: the /rm timeline of a patient with 1,000 visits against one with 1 (bench/rm-timeline.mjs).
  if (process.argv.includes('--rm')) {
    const argRm = process.argv.includes('--strict') ? ['--strict'] : [];
    const rm = spawnSync(process.execPath, [path.join(import.meta.dirname, 'rm-timeline.mjs'), ...argRm], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (rm.status !== 0) process.exitCode = 1;
  }
}

main().catch(async (err) => {
  console.error(err);
  await berhentiSemua();
  process.exit(1);
});
