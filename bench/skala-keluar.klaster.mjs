// The machinery of bench/skala-keluar.mjs: a PostgreSQL primary and its streaming replica in a
// temp folder, two API instances on them and nginx in front, each a child process that
// `bersihkan()` stops (then the folder goes), whatever happened before.
//
// Env: PG_BIN (default /usr/lib/postgresql/15/bin), SKALA_PORT_PG (5501: primary, +1 replica),
// SKALA_PORT_API (4220: first instance, +1 second), SKALA_PORT_PROXY (4240), TMPDIR.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import * as server from './server.mjs';

const { PERINTAH_SERVER, ROOT } = server;

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORT_PG = Number(process.env.SKALA_PORT_PG ?? 5501);
const PORT_API = Number(process.env.SKALA_PORT_API ?? 4220);
const PORT_PROXY = Number(process.env.SKALA_PORT_PROXY ?? 4240);
const ROOTUSER = process.getuid?.() === 0;
// PostgreSQL refuses to run as root: its programs then run as the postgres user.
const SEBAGAI = ROOTUSER ? ['runuser', ['-u', 'postgres', '--']] : null;
export const tidur = (ms) => new Promise((r) => setTimeout(r, ms));

export const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-skala-'));
const anak = []; // child processes, stopped in reverse order
const klasterJalan = [];
/** Set-up times, for the result. */
export const angka = {};

function pg_(prog, args, { cwd = dir } = {}) {
  const [cmd, pre] = SEBAGAI ?? [path.join(PG_BIN, prog), []];
  const full = SEBAGAI ? [...pre, path.join(PG_BIN, prog), ...args] : args;
  return execFileSync(cmd, full, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
}

/** Runs `sql` on the primary's or the replica's database. */
export async function sqlDi(url, sql, params = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows;
  } finally {
    await c.end();
  }
}

/** The latest output of each child still running (for the errors an API instance logged). */
export const logAnak = () => anak.map((c) => ({ nama: c.nama, log: c.log }));

export async function bersihkan() {
  for (const c of anak.reverse()) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {}
    await Promise.race([c.selesai, tidur(10_000)]);
    try {
      process.kill(-c.pid, 'SIGKILL');
    } catch {}
  }
  anak.length = 0;
  for (const data of klasterJalan.reverse()) {
    try {
      pg_('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {}
  }
  klasterJalan.length = 0;
  fs.rmSync(dir, { recursive: true, force: true });
}
/** A child in its own process group (a shell command when `args` is null), its output kept. */
export function jalankan(nama, cmd, args, env = {}) {
  const c = spawn(cmd, args ?? [], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
    shell: args === null,
  });
  c.log = '';
  c.stdout.on('data', (d) => {
    c.log = (c.log + d).slice(-200_000);
  });
  c.stderr.on('data', (d) => {
    c.log = (c.log + d).slice(-200_000);
  });
  // A program that is not there (nginx not installed) is an 'error', not an exit.
  c.selesai = new Promise((r) => {
    c.once('exit', r);
    c.once('error', (err) => {
      c.gagal = err;
      c.log += `\n${err.message}`;
      r(null);
    });
  });
  c.nama = nama;
  anak.push(c);
  return c;
}

async function tungguHttp(url, c, batasMs = 90_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < batasMs) {
    if (c.exitCode !== null || c.gagal) throw new Error(`${c.nama} berhenti sebelum siap:\n${c.log}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) return performance.now() - t0;
    } catch {}
    await tidur(100);
  }
  throw new Error(`${c.nama} tidak siap dalam ${batasMs / 1000} dtk:\n${c.log}`);
}

// ─── PostgreSQL: primary and streaming replica ───────────────────────────────────────────────────
export async function siapkanPostgres() {
  const sock = path.join(dir, 'sock');
  const utama = path.join(dir, 'utama');
  const replika = path.join(dir, 'replika');
  fs.mkdirSync(sock);
  fs.chmodSync(dir, 0o755);
  if (ROOTUSER) execFileSync('chown', ['postgres:postgres', dir, sock]);
  pg_('initdb', ['-D', utama, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // initdb's pg_hba already lets local and 127.0.0.1 replication connections in (trust).
  fs.appendFileSync(
    path.join(utama, 'postgresql.conf'),
    [
      `port = ${PORT_PG}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${sock}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'max_replication_slots = 4',
      'hot_standby = on',
      // The replica's long report queries are not cancelled by the primary's vacuum (docs/skala.md).
      'hot_standby_feedback = on',
      'shared_buffers = 128MB',
      'fsync = off',
      '',
    ].join('\n'),
  );
  pg_('pg_ctl', ['-D', utama, '-l', path.join(utama, 'log.txt'), '-w', 'start']);
  klasterJalan.push(utama);
  const urlUtama = `postgres://postgres@127.0.0.1:${PORT_PG}/rawat`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${PORT_PG}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE rawat');
  await admin.query("SELECT pg_create_physical_replication_slot('rawat_replika')");
  await admin.end();

  const t0 = performance.now();
  execFileSync('npm', ['run', '--silent', 'seed:demo'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: urlUtama },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  angka.seedMs = Math.round(performance.now() - t0);

  const t1 = performance.now();
  pg_('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(PORT_PG), '-U', 'postgres'],
    ...['-D', replika, '-R', '-X', 'stream', '-S', 'rawat_replika', '-c', 'fast'],
  ]);
  fs.appendFileSync(path.join(replika, 'postgresql.conf'), `port = ${PORT_PG + 1}\n`);
  pg_('pg_ctl', ['-D', replika, '-l', path.join(replika, 'log.txt'), '-w', 'start']);
  klasterJalan.push(replika);
  angka.basebackupMs = Math.round(performance.now() - t1);
  return { urlUtama, urlReplika: `postgres://postgres@127.0.0.1:${PORT_PG + 1}/rawat` };
}

// ─── Two API instances and nginx ─────────────────────────────────────────────────────────────────
export async function siapkanApi({ urlUtama, urlReplika }) {
  // The compiled server is rebuilt first when its sources changed, as `npm start` would.
  await server.pastikanBuild?.();
  const kunci = execFileSync('openssl', ['rand', '-hex', '32'], { encoding: 'utf8' }).trim();
  const kunciInduk = execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }).trim();
  const instance = [0, 1].map((i) => {
    const port = PORT_API + i;
    const c = jalankan(`API ${port}`, PERINTAH_SERVER, null, {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: urlUtama,
      DATABASE_READ_URL: urlReplika,
      RAWAT_TRUST_PROXY: 'true',
      RAWAT_DATA_DIR: path.join(dir, `api-${i}`),
      // Both instances seal the one activity log: one key (docs/platform.md).
      RAWAT_AUDIT_KUNCI: kunci,
      // Both decrypt the e-signature keys the other stored: one master key (docs/esign.md).
      RAWAT_KUNCI_INDUK: kunciInduk,
      RAWAT_BATAS_CARI: '1000000000',
    });
    return { port, url: `http://127.0.0.1:${port}`, c };
  });
  const siap = await Promise.all(instance.map((x) => tungguHttp(`${x.url}/api/v1/health`, x.c)));
  angka.startApiMs = siap.map(Math.round);

  const nx = path.join(dir, 'nginx');
  for (const sub of ['', 'logs', 'tmp']) fs.mkdirSync(path.join(nx, sub), { recursive: true, mode: 0o777 });
  fs.chmodSync(path.join(nx, 'tmp'), 0o777);
  fs.writeFileSync(path.join(nx, 'nginx.conf'), konfigurasiNginx(instance, nx));
  const nginx = jalankan('nginx', 'nginx', ['-p', nx, '-c', path.join(nx, 'nginx.conf'), '-e', 'stderr']);
  await tungguHttp(`http://127.0.0.1:${PORT_PROXY}/api/v1/health`, nginx, 10_000);
  return { instance, proxy: `http://127.0.0.1:${PORT_PROXY}` };
}

/** The same shape as the example in docs/skala.md, with this run's ports and folders. */
function konfigurasiNginx(instance, nx) {
  return `daemon off;
worker_processes 1;
pid ${nx}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${nx}/tmp/body;
  proxy_temp_path ${nx}/tmp/proxy;
  fastcgi_temp_path ${nx}/tmp/fastcgi;
  uwsgi_temp_path ${nx}/tmp/uwsgi;
  scgi_temp_path ${nx}/tmp/scgi;
  upstream rawat_api {
${instance.map((x) => `    server 127.0.0.1:${x.port} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PORT_PROXY};
    client_max_body_size 25m;
    location / {
      proxy_pass http://rawat_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_read_timeout 120s;
      # Which instance answered: the bench checks the spread and reads back on the other one.
      add_header X-Rawat-Upstream $upstream_addr always;
    }
  }
}
`;
}
