#!/usr/bin/env node
// GET /api/wilayah/cari under load: the search every address form calls while a person types.
// Standalone against a running server: `node bench/wilayah.mjs [http://127.0.0.1:3000]`
// (or BENCH_URL); bench/run.mjs also calls `ukurWilayah` on the server it starts.
import { pathToFileURL } from 'node:url';
import { bebani } from './beban.mjs';

export const KONEKSI_WILAYAH = 20;

// What registration staff type: kecamatan, cities, a village with its kecamatan, old spelling,
// and a name thousands of villages share. Each connection cycles through them in turn.
export const PENCARIAN = [
  'coblong',
  'bandung',
  'dago coblong',
  'kebayoran',
  'soerabaja',
  'sukamaju',
  'jakarta selatan',
  'bukit tinggi',
];

const jalur = (q) => `/api/wilayah/cari?search=${encodeURIComponent(q)}`;

/**
 * The first answer (on a fresh server it includes reading the regions file), then a warm-up and
 * a measured run with `KONEKSI_WILAYAH` connections.
 * @param {string} url server base, e.g. http://127.0.0.1:3000
 * @param {{ durasi?: number, pemanasan?: number }} [opsi] seconds
 */
export async function ukurWilayah(url, { durasi = 10, pemanasan = 2 } = {}) {
  const mulai = performance.now();
  const res = await fetch(`${url}${jalur(PENCARIAN[0])}`);
  const pertamaMs = performance.now() - mulai;
  if (res.status !== 200) throw new Error(`/api/wilayah/cari ${res.status}: ${await res.text()}`);
  const opsi = {
    url,
    connections: KONEKSI_WILAYAH,
    requests: PENCARIAN.map((q) => ({ method: 'GET', path: jalur(q) })),
  };
  if (pemanasan > 0) await bebani({ ...opsi, duration: pemanasan });
  const hasil = await bebani({ ...opsi, duration: durasi });
  return { ...hasil, pertamaMs, pencarian: PENCARIAN };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  const durasi = Number(process.env.BENCH_DURATION ?? 10);
  const pemanasan = Number(process.env.BENCH_WARMUP ?? 2);
  const ms = (x) => `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms`;
  console.log(`GET /api/wilayah/cari pada ${url}: ${KONEKSI_WILAYAH} koneksi, ${durasi} dtk`);
  const r = await ukurWilayah(url, { durasi, pemanasan });
  console.log(`  jawaban pertama ${ms(r.pertamaMs)} (memuat data bila server baru start)`);
  console.log(
    `  ${r.rps.toFixed(0)} req/dtk, p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, non-2xx ${r.non2xx}, galat ${r.errors}`,
  );
  if (r.non2xx > 0 || r.errors > 0) process.exitCode = 1;
}
