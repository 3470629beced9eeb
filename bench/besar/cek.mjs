#!/usr/bin/env node
// Uji keabsahan data besar: menjalankan server sungguhan pada basis data yang dimuat muat.mjs, masuk
// dengan akun demo, lalu membuka contoh setiap jenis data lewat endpoint yang dipakai web. Gagal
// (kode keluar 1) bila ada jawaban selain 200; setiap kegagalan dicetak dengan isinya.
//
//   node bench/besar/cek.mjs [--nama rawat_besar] [--port 4100] [--url postgres://postgres@127.0.0.1:5432]
//
// Each stage adds its kinds in bench/besar/cek/<tahap>.mjs:
//   export const periksa = [{ jenis, akun, sampel: 'SELECT … LIMIT 50', url: (row) => '/api/v1/…',
//                              cocok?: (respon, row) => null | 'what is wrong' }]
// akun: a demo username (password demo123), or null for a public endpoint. sampel: SQL whose rows
// are passed to url() (deterministic: the same rows every run).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TAHAP = ['pasien', 'kunjungan', 'klinis', 'farmasi', 'keuangan'];
const SANDI = 'demo123';

function argumen(argv) {
  const a = {
    nama: 'rawat_besar',
    port: 4100,
    url: process.env.BESAR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432',
  };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = argv[i].split('=');
    const nilai = () => v ?? argv[++i];
    if (k === '--nama') a.nama = nilai();
    else if (k === '--port') a.port = Number(nilai());
    else if (k === '--url') a.url = nilai();
    else throw new Error(`argumen tidak dikenal: ${argv[i]}`);
  }
  const u = new URL(a.url);
  u.pathname = `/${a.nama}`;
  a.db = u.toString();
  return a;
}

const tidur = (ms) => new Promise((r) => setTimeout(r, ms));

/** The server as production runs it on this database; stopped with its whole process group. */
async function mulaiServer(a) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      RAWAT_BATAS_CARI: '1000000000',
      DATABASE_URL: a.db,
      PORT: String(a.port),
      HOST: '127.0.0.1',
      RAWAT_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-cek-')),
    },
  });
  let log = '';
  child.stdout.on('data', (d) => {
    log += d;
  });
  child.stderr.on('data', (d) => {
    log += d;
  });
  let keluar = null;
  const selesai = new Promise((r) =>
    child.once('exit', (c) => {
      keluar = c ?? -1;
      r(keluar);
    }),
  );
  // Never leave the server behind, even when this process dies (a closed pipe, Ctrl-C).
  const bunuh = () => {
    try {
      if (keluar === null) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };
  process.once('exit', bunuh);
  for (const sinyal of ['SIGINT', 'SIGTERM', 'SIGPIPE'])
    process.once(sinyal, () => {
      bunuh();
      process.exit(1);
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
  const url = `http://127.0.0.1:${a.port}`;
  const mulai = Date.now();
  while (true) {
    if (keluar !== null) throw new Error(`server berhenti (kode ${keluar}) sebelum siap:\n${log}`);
    if (Date.now() - mulai > 180_000) {
      await stop();
      throw new Error(`server tidak siap dalam 180 dtk:\n${log}`);
    }
    try {
      const r = await fetch(`${url}/api/v1/health`);
      if (r.status === 200) return { url, stop, log: () => log };
    } catch {}
    await tidur(250);
  }
}

async function masuk(url, username) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: SANDI }),
  });
  if (res.status !== 200) throw new Error(`login ${username} gagal: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function main() {
  const a = argumen(process.argv.slice(2));
  const client = new pg.Client({ connectionString: a.db });
  await client.connect();
  const daftar = [];
  for (const t of TAHAP) {
    const file = path.join(import.meta.dirname, 'cek', `${t}.mjs`);
    if (!fs.existsSync(file)) continue;
    const { periksa } = await import(file);
    for (const p of periksa) {
      const { rows } = await client.query(p.sampel);
      daftar.push({ ...p, tahap: t, rows });
    }
  }
  await client.end();
  console.log(
    `Cek ${a.nama}: ${daftar.length} jenis, ${daftar.reduce((s, p) => s + p.rows.length, 0)} permintaan`,
  );
  const server = await mulaiServer(a);
  const cookie = new Map();
  let gagal = 0;
  try {
    for (const p of daftar) {
      if (p.akun && !cookie.has(p.akun)) cookie.set(p.akun, await masuk(server.url, p.akun));
      const headers = p.akun ? { cookie: cookie.get(p.akun) } : {};
      let ok = 0;
      const waktu = [];
      for (const row of p.rows) {
        const jalur = p.url(row);
        const t = performance.now();
        const res = await fetch(`${server.url}${jalur}`, { headers });
        const body = await res.text();
        waktu.push(performance.now() - t);
        // A 200 can still be wrong: an entry's cocok(respon, row) names what differs from the row.
        const salah = res.status === 200 && p.cocok ? p.cocok(JSON.parse(body).respon, row) : null;
        if (res.status === 200 && !salah) ok++;
        else {
          gagal++;
          console.log(
            `  GAGAL ${p.jenis} (${p.akun ?? 'publik'}) ${jalur}: ${res.status} ${salah ?? body.slice(0, 600)}`,
          );
        }
      }
      waktu.sort((x, y) => x - y);
      const p95 = waktu.length ? waktu[Math.min(waktu.length - 1, Math.ceil(waktu.length * 0.95) - 1)] : 0;
      const status = p.rows.length === 0 ? 'KOSONG' : ok === p.rows.length ? 'OK' : 'GAGAL';
      if (p.rows.length === 0) gagal++;
      console.log(
        `${status.padEnd(6)} ${p.tahap.padEnd(9)} ${p.jenis.padEnd(34)} ${String(ok).padStart(3)}/${String(p.rows.length).padEnd(3)} p95 ${p95.toFixed(0)} ms`,
      );
    }
  } finally {
    await server.stop();
  }
  if (gagal) {
    console.log(`\n${gagal} permintaan gagal (atau jenis tanpa contoh).`);
    process.exitCode = 1;
  } else console.log('\nSemua contoh terbuka dengan 200.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
