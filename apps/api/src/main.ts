import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, tanpaAkun } from '../seed/demo.ts';
import { buildApp, pengirimOutbox } from './app.ts';
import { loadConfig } from './config.ts';
import { bukaPglite } from './db/benih.ts';
import { openDatabase, openReplika } from './db/client.ts';
import { pastikanCa } from './modules/esign/esign.ca.ts';
import { penjualanUntukKasir } from './modules/farmasi/penjualan/penjualan.kasir.ts';
import { lengkapiRekap } from './modules/kasir/laporan/laporan.rekap.ts';
import { muatKatalog } from './modules/katalog/katalog.seed.ts';
import { mulaiPindaiSatusehat } from './modules/satusehat/pindai.ts';
import { mulaiPemindaiVclaim } from './modules/vclaim/rencana-kontrol.ts';
import { muatKunciAudit } from './platform/audit-kunci.ts';
import { mulaiPenyegelan } from './platform/audit-penyegel.ts';
import { mulaiBerkala } from './platform/berkala.ts';
import { muatKunciInduk } from './platform/brankas.ts';
import { pasangKunciLokal } from './platform/cadangan/kunci-lokal.ts';
import { mulaiPekerjaOutbox } from './platform/outbox.pekerja.ts';

const config = loadConfig();
// Before the database opens: a bad RAWAT_AUDIT_KUNCI stops the start instead of sealing with it.
const kunciAudit = muatKunciAudit({
  env: process.env.RAWAT_AUDIT_KUNCI ?? null,
  dataDir: config.dataDir,
  buat: true,
});
// The key that encrypts e-signature private keys at rest: RAWAT_KUNCI_INDUK, or a file made once.
const kunciInduk = await muatKunciInduk({
  env: process.env.RAWAT_KUNCI_INDUK,
  berkas: path.join(config.dataDir, 'kunci-induk'),
});
if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
// A fresh embedded folder starts from the migrated, catalogued template (db/benih.ts).
const database = config.databaseUrl
  ? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null })
  : await bukaPglite(config.dataDir, muatKatalog);
await database.migrate();
// Reports and dashboards on the replica (docs/skala.md); config allows it only beside DATABASE_URL.
const replika = config.databaseReadUrl ? await openReplika(config.databaseReadUrl) : null;
await muatKatalog(database.db); // ICD-10 and ICD-9-CM: reference data on every database, once
// Demo data only on the embedded database: a PostgreSQL server starts empty (npm run seed:demo).
// Only on a fresh database: hashing 21 demo passwords at every restart would slow each start.
const seeded =
  database.kind === 'pglite' && (await tanpaAkun(database.db)) ? (await seedDemo(database.db)) > 0 : false;
// The facility's own certificate authority, made at the first start (docs/esign.md). A master key
// that cannot open it (restored without its key) stops e-signing only, not the hospital's system.
const caSiap = await pastikanCa(database.db, kunciInduk, new Date()).then(
  () => true,
  (err: unknown) => {
    console.error(
      `  Tanda tangan elektronik tidak dapat dipakai: ${err instanceof Error ? err.message : err}`,
    );
    return false;
  },
);
const jam = jamUji();
const app = await buildApp({
  db: database.db,
  kunciInduk,
  ...(config.tilaka?.akarPem ? { akarPenyediaTtd: [fs.readFileSync(config.tilaka.akarPem, 'utf8')] } : {}),
  ...(replika ? { dbBaca: replika.db } : {}),
  config,
  logger: true,
  kunciAudit,
  ...jam,
});
await app.listen({ port: config.port, host: config.host });
// The OpenAPI document takes about a second of the event loop to build: build it once the start
// is over (right after listening it delayed the first answers of a restart by ~0.75 s), rather
// than on the first visit to /developers.
setTimeout(() => app.swagger(), 10_000).unref();
// Seals the activity log in batches after the writes have committed (docs/platform.md).
const penyegel = mulaiPenyegelan({ db: database.db, kunci: kunciAudit, log: app.log });
// Delivers the outbox to the partners (BPJS Antrean…) every few seconds (docs/outbox.md).
const jamApp = jam.now ?? (() => new Date());
const pekerjaOutbox = mulaiPekerjaOutbox({
  db: database.db,
  now: jamApp,
  pengirim: pengirimOutbox({ db: database.db, kunciInduk }),
  log: app.log,
  intervalMs: 3_000,
});
// Finds what SATUSEHAT should hold by now and enqueues it for the worker above (docs/satusehat.md).
const pindaiSatusehat = mulaiPindaiSatusehat({
  db: database.db,
  now: jamApp,
  kunciInduk,
  log: app.log,
  intervalMs: 10_000,
});
// Issued BPJS control letters become VClaim rencana kontrol through the outbox (docs/vclaim.md).
const pemindaiVclaim = mulaiPemindaiVclaim({
  db: database.db,
  now: jamApp,
  log: app.log,
  intervalMs: 10_000,
});
// The cashier's monthly reports read closed days from their daily sums (docs/kasir.md "Rekap
// harian"); this stores the ones still missing on the primary, where report routes reading a
// replica cannot, and spares the first reader of last month its summing.
const rekapKasir = mulaiBerkala({
  jalankan: () => lengkapiRekap({ db: database.db, now: jamApp, penjualan: penjualanUntukKasir }),
  intervalMs: 10 * 60_000,
  pesanGagal: 'Rekap harian kasir gagal disimpan; dicoba lagi 10 menit lagi',
  log: app.log,
});
// `npm run backup` cannot open the embedded folder this process holds; it asks through this key.
const lepasKunciLokal =
  database.kind === 'pglite'
    ? await pasangKunciLokal(config.dataDir, { host: config.host, port: config.port })
    : null;

const url = `http://localhost:${config.port}`;
const lines = [
  '',
  `  Rawat berjalan di ${url}  (siap dalam ${process.uptime().toFixed(1)} dtk sejak proses dimulai)`,
  `  Basis data: ${database.kind === 'pglite' ? `PGlite tertanam di ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
];
if (database.kind === 'pglite') {
  lines.push(
    `  Akun demo${seeded ? ' (baru dibuat)' : ''}: username = nama role huruf kecil, password '${DEMO_PASSWORD}'`,
  );
  lines.push(`    ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}`);
}
if (replika) {
  lines.push(
    replika.replika
      ? '  Laporan dan dasbor: replika baca (DATABASE_READ_URL)'
      : '  Laporan dan dasbor: DATABASE_READ_URL bukan replika (server utama?); tetap dipakai, hanya-baca',
  );
}
if (!caSiap) lines.push('  Tanda tangan elektronik: kunci induk tidak cocok (lihat docs/esign.md)');
lines.push('');
console.log(lines.join('\n'));

/**
 * RAWAT_JAM_UJI=<ISO time>: the application's clock starts at that moment and runs on — for the
 * journeys that live through several days of a stay by restarting the server a day later
 * (docs/ranap.md "Testing a stay's days"). Refused in production: a hospital's clock is the real one.
 */
function jamUji(): { now?: () => Date } {
  const jam = process.env.RAWAT_JAM_UJI;
  if (!jam) return {};
  const awal = Date.parse(jam);
  if (config.production || Number.isNaN(awal)) {
    console.error('  RAWAT_JAM_UJI diabaikan: hanya untuk pengujian, dengan waktu ISO yang sah.');
    return {};
  }
  const mulai = Date.now();
  return { now: () => new Date(awal + (Date.now() - mulai)) };
}

async function shutdown(signal: string) {
  console.log(`\n  ${signal}: menghentikan Rawat...`);
  await pindaiSatusehat.berhenti();
  await pemindaiVclaim.berhenti();
  await rekapKasir.berhenti();
  await pekerjaOutbox.berhenti();
  await app.close();
  await penyegel.berhenti();
  await lepasKunciLokal?.();
  await replika?.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
