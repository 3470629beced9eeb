// What the server waits on during a scenario (bench/skenario/README.md "Mengamati server"): two
// observers that run beside the virtual staff and cost the server almost nothing.
//
// - The event loop, from outside: GET /api/v1/health (no database, no session) every 250 ms. Its
//   latency is the time a request waits for the server's single JavaScript thread, so a p99 of
//   hundreds of ms means some handler blocks it (a big JSON, a PDF), which every other request,
//   and every round trip of a write's transaction, then waits behind.
// - The database, from inside (when a PostgreSQL URL is given): pg_stat_activity of the server's
//   database every 500 ms. Each client connection is counted as working (a query running, and
//   which wait event it is in: Lock, LWLock, IO …), idle in a transaction (the app holds it between
//   two statements) or idle. All connections busy in many samples means requests queue for the
//   pool; Lock waits name the table or row they queue for.
import { performance } from 'node:perf_hooks';
import { setTimeout as tidur } from 'node:timers/promises';

const PROBE_MS = 250;
const SAMPEL_DB_MS = 500;

function persentil(urut, p) {
  if (!urut.length) return null;
  return Math.round(urut[Math.min(urut.length - 1, Math.floor((p / 100) * urut.length))] * 10) / 10;
}

async function probeLoop(url, status) {
  const ms = [];
  let gagal = 0;
  while (!status.berhenti) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${url}/api/v1/health`);
      await res.arrayBuffer();
      if (res.ok) ms.push(performance.now() - t0);
      else gagal++;
    } catch {
      gagal++;
    }
    await tidur(PROBE_MS);
  }
  ms.sort((a, b) => a - b);
  return {
    n: ms.length,
    gagal,
    p50: persentil(ms, 50),
    p95: persentil(ms, 95),
    p99: persentil(ms, 99),
    maks: ms.length ? Math.round(ms[ms.length - 1]) : null,
    // How often a request waited long for the thread: the share of probes over 50 and 200 ms.
    diAtas50ms: ms.length ? Math.round((ms.filter((x) => x > 50).length / ms.length) * 1000) / 10 : null,
    diAtas200ms: ms.length ? Math.round((ms.filter((x) => x > 200).length / ms.length) * 1000) / 10 : null,
  };
}

async function dbLoop(pgUrl, status) {
  const { default: pg } = await import('pg');
  const klien = new pg.Client({ connectionString: pgUrl, application_name: 'rawat-amati' });
  await klien.connect();
  const tunggu = new Map();
  let sampel = 0;
  let sibukTotal = 0;
  let sibukMaks = 0;
  let idleTxTotal = 0;
  let koneksiMaks = 0;
  const sibukPerJumlah = new Map();
  const lambat = new Map();
  try {
    while (!status.berhenti) {
      const { rows } = await klien.query(
        `SELECT state, wait_event_type, wait_event, now() - query_start AS lama, left(query, 120) AS q
           FROM pg_stat_activity
          WHERE datname = current_database() AND backend_type = 'client backend'
            AND pid <> pg_backend_pid() AND application_name <> 'rawat-amati'`,
      );
      sampel++;
      let sibuk = 0;
      for (const r of rows) {
        if (r.state === 'active') {
          sibuk++;
          const k = r.wait_event_type ? `${r.wait_event_type}:${r.wait_event}` : 'CPU (tanpa tunggu)';
          tunggu.set(k, (tunggu.get(k) ?? 0) + 1);
          // The statements caught working, by their first words: which ones hold the connections.
          const kunci = r.q.replace(/\s+/g, ' ').replace(/\$\d+/g, '?').slice(0, 90);
          lambat.set(kunci, (lambat.get(kunci) ?? 0) + 1);
        } else if (r.state?.startsWith('idle in transaction')) idleTxTotal++;
      }
      sibukTotal += sibuk;
      sibukMaks = Math.max(sibukMaks, sibuk);
      koneksiMaks = Math.max(koneksiMaks, rows.length);
      sibukPerJumlah.set(sibuk, (sibukPerJumlah.get(sibuk) ?? 0) + 1);
      await tidur(SAMPEL_DB_MS);
    }
  } finally {
    await klien.end().catch(() => {});
  }
  const atas = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => ({ apa: k, sampel: v, perSampel: Math.round((v / Math.max(1, sampel)) * 100) / 100 }));
  return {
    sampel,
    koneksiMaks,
    sibukRata: Math.round((sibukTotal / Math.max(1, sampel)) * 100) / 100,
    sibukMaks,
    idleDalamTransaksiRata: Math.round((idleTxTotal / Math.max(1, sampel)) * 100) / 100,
    // Share of samples in which at least as many connections worked as the pool's default size.
    penuh10:
      Math.round(
        ([...sibukPerJumlah].filter(([k]) => k >= 10).reduce((s, [, v]) => s + v, 0) / Math.max(1, sampel)) *
          1000,
      ) / 10,
    tunggu: atas(tunggu, 12),
    kueri: atas(lambat, 12),
  };
}

/** Starts both observers; `selesai()` stops them and returns what they saw. */
export function mulaiAmati({ url, pgUrl }) {
  const status = { berhenti: false };
  const probe = probeLoop(url, status);
  const db = pgUrl ? dbLoop(pgUrl, status).catch((err) => ({ galat: String(err?.message ?? err) })) : null;
  return {
    async selesai() {
      status.berhenti = true;
      return { eventLoop: await probe, db: db ? await db : null };
    },
  };
}

/** The observers' lines under the scenario's tables. */
export function cetakAmatan(a) {
  if (!a) return;
  const e = a.eventLoop;
  console.log(
    `\nEvent loop (GET /health tiap ${PROBE_MS} ms): n=${e.n}, p50 ${e.p50}, p95 ${e.p95}, p99 ${e.p99}, maks ${e.maks} ms; > 50 ms ${e.diAtas50ms}%, > 200 ms ${e.diAtas200ms}%`,
  );
  const d = a.db;
  if (!d) return;
  if (d.galat) {
    console.log(`Pengamatan PostgreSQL gagal: ${d.galat}`);
    return;
  }
  console.log(
    `PostgreSQL (pg_stat_activity tiap ${SAMPEL_DB_MS} ms, ${d.sampel} sampel): koneksi maks ${d.koneksiMaks}, bekerja rata-rata ${d.sibukRata} (maks ${d.sibukMaks}), idle dalam transaksi rata-rata ${d.idleDalamTransaksiRata}, ≥ 10 bekerja di ${d.penuh10}% sampel`,
  );
  console.log('  Menunggu apa (koneksi bekerja per sampel):');
  for (const t of d.tunggu) console.log(`    ${String(t.perSampel).padStart(6)}  ${t.apa}`);
  console.log('  Kueri yang paling sering sedang berjalan:');
  for (const t of d.kueri) console.log(`    ${String(t.perSampel).padStart(6)}  ${t.apa}`);
}
