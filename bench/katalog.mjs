#!/usr/bin/env node
// Catalogue search under load: p95 of GET /api/v1/katalog/icd10 and /icd9 with a rotating set of
// realistic queries (codes, Indonesian and English words), against a server that is already running.
//
//   node bench/katalog.mjs [URL]        URL, else BENCH_URL, else http://127.0.0.1:3000
//   node bench/katalog.mjs URL --strict  exit 1 when p95 is over budget
//
// BENCH_KATALOG_DURATION (8 s), BENCH_KATALOG_CONNECTIONS (20), BENCH_WARMUP (2 s, not counted).
import os from 'node:os';
import { bebani } from './beban.mjs';

const URL_SERVER = (
  process.argv.slice(2).find((a) => !a.startsWith('--')) ??
  process.env.BENCH_URL ??
  'http://127.0.0.1:3000'
).replace(/\/$/, '');
const DURASI = Number(process.env.BENCH_KATALOG_DURATION ?? 8);
const KONEKSI = Number(process.env.BENCH_KATALOG_CONNECTIONS ?? 20);
const PEMANASAN = Number(process.env.BENCH_WARMUP ?? 2);
const ANGGARAN_P95_MS = 50;
const DOKTER = { username: 'dokter', password: 'demo123' };

// What a doctor or coder types into the diagnosis and procedure fields: codes with and without
// the dot, Indonesian and English words, with and without the leaf-only filter.
const ICD10 = [
  'a09',
  'A09.9',
  'j18.9',
  'i10',
  'e11',
  'k29',
  'demam tifoid',
  'typhoid fever',
  'diare',
  'demam berdarah',
  'dengue',
  'hipertensi',
  'diabetes',
  'pneumonia',
  'tb paru',
  'asma',
  'gastritis',
  'ispa',
  'stroke',
  'batuk',
  'fever',
  'infeksi saluran kemih',
];
const ICD9 = [
  '47.0',
  '99.04',
  '8744',
  'appendectomy',
  'cesarean',
  'sectio',
  'circumcision',
  'hemodialysis',
  'x-ray chest',
  'suture',
];
const JALUR = [
  ...ICD10.map((q) => `/api/v1/katalog/icd10?search=${encodeURIComponent(q)}`),
  ...ICD10.map((q) => `/api/v1/katalog/icd10?hanya_leaf=true&search=${encodeURIComponent(q)}`),
  ...ICD9.map((q) => `/api/v1/katalog/icd9?search=${encodeURIComponent(q)}`),
];

const ms = (x) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;

async function masuk() {
  const res = await fetch(`${URL_SERVER}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DOKTER),
  });
  if (res.status !== 200) throw new Error(`login dokter gagal: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function main() {
  console.log(`Katalog ICD: ${URL_SERVER}, ${KONEKSI} koneksi, ${DURASI} dtk (+${PEMANASAN} dtk pemanasan)`);
  const cookie = await masuk();

  // Every query must answer 200 with at least one code: a fast empty answer proves nothing.
  for (const jalur of JALUR) {
    const res = await fetch(`${URL_SERVER}${jalur}`, { headers: { cookie } });
    const body = await res.json();
    if (res.status !== 200 || body.respon.length === 0) {
      throw new Error(`${jalur}: ${res.status}, ${body.respon?.length ?? 0} hasil`);
    }
  }
  console.log(`  ${JALUR.length} kueri bergiliran, semuanya menjawab 200 dengan hasil`);

  let i = 0;
  const opsi = {
    url: URL_SERVER,
    connections: KONEKSI,
    headers: { cookie },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: JALUR[i++ % JALUR.length] }) }],
  };
  const bebanAwal = os.loadavg();
  if (PEMANASAN > 0) await bebani({ ...opsi, duration: PEMANASAN });
  const h = await bebani({ ...opsi, duration: DURASI });
  const ok = h.p95 < ANGGARAN_P95_MS && h.non2xx === 0 && h.errors === 0;
  console.log(
    `  ${h.rps.toFixed(0)} req/dtk, p50 ${ms(h.p50)}, p99 ${ms(h.p99)}, ${h.total} permintaan, non-2xx ${h.non2xx}, galat ${h.errors}`,
  );
  console.log(`  p95 ${ms(h.p95)}   anggaran < ${ANGGARAN_P95_MS} ms   ${ok ? 'OK' : 'MELEBIHI'}`);
  console.log(
    `  mesin: ${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}, beban awal ${bebanAwal.map((x) => x.toFixed(2)).join(' ')}, akhir ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  if (process.argv.includes('--strict') && !ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
