#!/usr/bin/env node
// Generator data besar (issue 19): sepuluh tahun rumah sakit di PostgreSQL, dimuat tahap demi tahap
// dengan SQL berbasis himpunan. Lihat bench/besar/README.md.
//
//   node bench/besar/muat.mjs [--nama rawat_besar] [--pasien 1000000] [--kunjungan 5000000]
//        [--antrian 300] [--ulang | --ulang=<tahap>] [--tahap pasien,kunjungan] [--tanpa-skema]
//        [--url postgres://postgres@127.0.0.1:5432]
//
// Each stage is bench/besar/tahap/<nama>.mjs exporting `muat(client, ctx)` that returns row counts.
// ctx, the one object every stage receives:
//   url              connection string of the database being loaded
//   root             repository root (for data files)
//   jumlahPasien     --pasien (default 1,000,000)
//   jumlahKunjungan  --kunjungan (default 5,000,000), today's queue included
//   antrianHariIni   --antrian: today's registrations per outpatient clinic (default 300)
//   hariIni          'YYYY-MM-DD', today in Asia/Jakarta (kept from the first stage loaded, so a
//                    later stage agrees with the earlier ones)
//   tanggalAwal      the same day ten years earlier: the first day of the history
//   log(msg)         one progress line, prefixed with the stage and the elapsed seconds
//   domain           @rawat/domain (tsImport of the TypeScript source): the app's own functions
//   master           demo master data: { poli: { [kode]: { uid, nama, jenis, prefix_antrian,
//                    wajib_asesmen_perawat } }, dokter: [{ uid, nama, nama_gelar, spesialisasi }],
//                    asuransi: [{ uid, nama }], akun: { [ROLE]: { uid, nama, username } },
//                    farmasiLokasi: [{ uid, nama, jenis }] }
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  aturServerMuat,
  bukaKlien,
  catatTahap,
  jalankanSerentak,
  posisiWal,
  tahapTercatat,
  tanpaIndeks,
  walSejak,
} from './alat.mjs';
import { bandingkanSkema, indeksHilang } from './skema.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TAHAP = ['pasien', 'kunjungan', 'klinis', 'farmasi', 'keuangan'];
// The big tables each stage writes (keep in step with the stages). Their secondary
// indexes are dropped once for all the stages that run and rebuilt once at the end: log_pasien and
// transaksi are written by several stages and would otherwise be reindexed after each.
const TABEL_BESAR = {
  pasien: ['pasien'],
  kunjungan: [
    'kunjungan',
    'layanan',
    'antrian',
    'log_pasien',
    'perawatan_inap',
    'rawat_inap',
    'tindak_lanjut',
  ],
  klinis: [
    'log_pasien',
    'transaksi',
    'asesmen',
    'diagnosis',
    'prosedur',
    'tindakan_layanan',
    'order_penunjang',
    'order_item',
    'order_riwayat',
    'hasil_lab_versi',
    'hasil_lab',
    'ekspertise_radiologi',
    'cppt',
    'observasi',
    'resume_medis',
  ],
  farmasi: ['resep', 'resep_detail', 'transaksi', 'farmasi_stok_mutasi', 'farmasi_stok_batch', 'log_pasien'],
  keuangan: [
    'transaksi',
    'ranap_tagihan_hari',
    'pembayaran',
    'pembayaran_metode',
    'pembayaran_item',
    'deposit',
  ],
};

function argumen(argv) {
  const a = { nama: 'rawat_besar', pasien: 1_000_000, kunjungan: 5_000_000, antrian: 300, ulang: null };
  a.url = process.env.BESAR_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = argv[i].split('=');
    const nilai = () => v ?? argv[++i];
    if (k === '--nama') a.nama = nilai();
    else if (k === '--url') a.url = nilai();
    else if (k === '--pasien') a.pasien = Number(nilai());
    else if (k === '--kunjungan') a.kunjungan = Number(nilai());
    else if (k === '--antrian') a.antrian = Number(nilai());
    else if (k === '--ulang') a.ulang = v ?? 'semua';
    else if (k === '--tanpa-skema') a.tanpaSkema = true;
    else if (k === '--tahap') a.tahap = nilai().split(',');
    else throw new Error(`argumen tidak dikenal: ${argv[i]}`);
  }
  if (!/^[a-z0-9_]+$/.test(a.nama)) throw new Error('--nama hanya huruf kecil, angka dan _');
  for (const t of a.tahap ?? [])
    if (!TAHAP.includes(t)) throw new Error(`--tahap ${t}: tahap dikenal ${TAHAP.join(', ')}`);
  if (a.ulang && a.ulang !== 'semua' && !TAHAP.includes(a.ulang))
    throw new Error(`--ulang=${a.ulang}: tahap dikenal ${TAHAP.join(', ')}`);
  return a;
}

const urlDb = (url, nama) => {
  const u = new URL(url);
  u.pathname = `/${nama}`;
  return u.toString();
};

/** Creates the database when missing; migrations and the demo seed as `npm run seed:demo` does. */
async function siapkanDb(a) {
  const admin = new pg.Client({ connectionString: urlDb(a.url, 'postgres') });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [a.nama]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${a.nama}`);
  await admin.end();
  const t = performance.now();
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed-demo.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: urlDb(a.url, a.nama) },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed:demo gagal:\n${seed.stdout}${seed.stderr}`);
  // The ICD-10/ICD-9-CM catalogue the server loads at its first start: stages code diagnoses with it.
  const kode = `const { openDatabase } = await import('./apps/api/src/db/client.ts');
    const { muatKatalog } = await import('./apps/api/src/modules/katalog/katalog.seed.ts');
    const d = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await muatKatalog(d.db); await d.close();`;
  const katalog = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', kode], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: urlDb(a.url, a.nama) },
    encoding: 'utf8',
  });
  if (katalog.status !== 0) throw new Error(`katalog gagal dimuat:\n${katalog.stdout}${katalog.stderr}`);
  return { baru: !rowCount, detik: (performance.now() - t) / 1000, pesan: seed.stdout.trim() };
}

/**
 * The report-summary triggers (migration 0039, docs/laporan-rl.md "Stored summaries") are switched
 * off while stages write: they would look up every loaded service's next visit with the indexes
 * dropped. Summaries stored before the load no longer describe its data, so they go, with the
 * changes recorded for them; the first report read after the load counts and stores them again.
 */
async function tanpaPemicuLaporan(client, kerja) {
  const { rows } = await client.query(
    `SELECT format('%I', tgname) AS pemicu, tgrelid::regclass::text AS tabel FROM pg_trigger
      WHERE tgname LIKE 'laporan\\_ubah\\_%' AND NOT tgisinternal`,
  );
  const ubah = (aksi) =>
    Promise.all(rows.map((r) => client.query(`ALTER TABLE ${r.tabel} ${aksi} TRIGGER ${r.pemicu}`)));
  if (rows.length) await client.query('TRUNCATE laporan_simpanan, laporan_ubah');
  await ubah('DISABLE');
  try {
    return await kerja();
  } finally {
    await ubah('ENABLE');
  }
}

async function bacaMaster(c, domain) {
  const poli = {};
  for (const r of (
    await c.query(
      `SELECT uid, kode, nama, jenis, prefix_antrian, wajib_asesmen_perawat, status FROM poli WHERE status = 'AKTIF' ORDER BY kode`,
    )
  ).rows)
    poli[r.kode] = r;
  const dokter = (
    await c.query(
      `SELECT p.uid, p.nama, p.gelar_depan, p.gelar_belakang, d.spesialisasi FROM dokter d
       JOIN pegawai p ON p.uid = d.pegawai_uid WHERE p.status = 'AKTIF' ORDER BY p.nama`,
    )
  ).rows.map((d) => ({
    uid: d.uid,
    nama: d.nama,
    nama_gelar: domain.namaBergelar(d),
    spesialisasi: d.spesialisasi,
  }));
  const asuransi = (await c.query(`SELECT uid, nama FROM asuransi WHERE status = 'AKTIF' ORDER BY nama`))
    .rows;
  const akun = {};
  for (const r of (await c.query('SELECT uid, nama, username, role FROM akun ORDER BY username')).rows)
    akun[r.role] ??= { uid: r.uid, nama: r.nama, username: r.username };
  const farmasiLokasi = (await c.query('SELECT uid, nama, jenis FROM farmasi_lokasi ORDER BY nama')).rows;
  return { poli, dokter, asuransi, akun, farmasiLokasi };
}

function tambahTahun(tanggal, n) {
  const [y, m, d] = tanggal.split('-').map(Number);
  const t = new Date(Date.UTC(y + n, m - 1, d));
  return t.toISOString().slice(0, 10);
}

async function main() {
  const a = argumen(process.argv.slice(2));
  const mulai = new Date();
  const bebanAwal = os.loadavg();
  console.log(
    `Data besar: ${a.nama}, ${a.pasien.toLocaleString('id-ID')} pasien, ${a.kunjungan.toLocaleString('id-ID')} kunjungan (beban mesin ${bebanAwal.map((x) => x.toFixed(2)).join(' ')})`,
  );
  const siap = await siapkanDb(a);
  console.log(
    `  ${siap.baru ? 'basis data baru' : 'basis data ada'}; migrasi + demo: ${siap.pesan} (${siap.detik.toFixed(1)} dtk)`,
  );
  const domain = await tsImport('@rawat/domain', import.meta.url);
  const url = urlDb(a.url, a.nama);
  const client = await bukaKlien(url);
  const waktu = [];
  const pulihkanServer = await aturServerMuat(client);
  try {
    const tercatat = await tahapTercatat(client);
    const hariIni =
      Object.values(tercatat).find((t) => t.hariIni)?.hariIni ?? domain.toJakartaIsoDate(new Date());
    if (hariIni !== domain.toJakartaIsoDate(new Date()))
      console.log(`  PERHATIAN: data dimuat untuk hari ${hariIni}; tahap baru mengikuti hari itu.`);
    const ctx = {
      url,
      root: ROOT,
      jumlahPasien: a.pasien,
      jumlahKunjungan: a.kunjungan,
      antrianHariIni: a.antrian,
      hariIni,
      tanggalAwal: tambahTahun(hariIni, -10),
      domain,
      master: await bacaMaster(client, domain),
      log: () => {},
    };
    // Which stages run: asked for (--tahap), present, and not loaded yet (or --ulang from one on).
    const jalan = [];
    let ulangDariSini = a.ulang === 'semua';
    for (const nama of TAHAP) {
      const file = path.join(import.meta.dirname, 'tahap', `${nama}.mjs`);
      if (a.ulang === nama) ulangDariSini = true;
      const ada = fs.existsSync(file);
      const minta = !a.tahap || a.tahap.includes(nama);
      const jalankan = minta && ada && (!tercatat[nama] || ulangDariSini);
      // A stage rebuilt means the stages after it point at rows that changed: they are reloaded too.
      if (jalankan && tercatat[nama]) ulangDariSini = true;
      jalan.push({ nama, file, ada, minta, jalankan });
    }
    const besar = [...new Set(jalan.filter((j) => j.jalankan).flatMap((j) => TABEL_BESAR[j.nama] ?? []))];
    let indeksDtk = 0;
    const t0Indeks = { t: 0 };
    const adaTahap = jalan.some((j) => j.jalankan);
    const denganPemicu = adaTahap ? (kerja) => tanpaPemicuLaporan(client, kerja) : (kerja) => kerja();
    await denganPemicu(() =>
      tanpaIndeks(
        client,
        besar,
        async () => {
          for (const { nama, file, ada, minta, jalankan } of jalan) {
            if (!minta) {
              console.log(`\n▶ tahap ${nama}: tidak diminta (--tahap), dilewati`);
              continue;
            }
            if (!ada) {
              console.log(`\n▶ tahap ${nama}: berkas tahap/${nama}.mjs belum ada, dilewati`);
              continue;
            }
            const lama = tercatat[nama];
            if (!jalankan) {
              console.log(`\n▶ tahap ${nama}: sudah dimuat ${lama.selesai} (${lama.detik} dtk), dilewati`);
              waktu.push({ tahap: nama, detik: lama.detik, jumlah: lama.jumlah, dilewati: true });
              continue;
            }
            console.log(`\n▶ tahap ${nama}${lama ? ' (dimuat ulang)' : ''}`);
            const t0 = performance.now();
            const wal0 = await posisiWal(client);
            ctx.log = (pesan) =>
              console.log(`  [${nama} ${((performance.now() - t0) / 1000).toFixed(1)} dtk] ${pesan}`);
            const { muat } = await import(file);
            const jumlah = await muat(client, ctx);
            const detik = Math.round((performance.now() - t0) / 100) / 10;
            const walGb = Math.round((await walSejak(client, wal0)) / 1e7) / 100;
            await catatTahap(client, nama, {
              detik,
              jumlah,
              hariIni,
              pasien: a.pasien,
              kunjungan: a.kunjungan,
            });
            console.log(`  selesai dalam ${detik} dtk (WAL ${walGb} GB): ${JSON.stringify(jumlah)}`);
            waktu.push({ tahap: nama, detik, walGb, jumlah });
          }
          t0Indeks.t = performance.now();
          if (besar.length)
            console.log(`\n▶ Indeks sekunder ${besar.length} tabel besar dibangun ulang (dua koneksi)`);
        },
        url,
      ),
    );
    // Indexes an interrupted earlier run left dropped on tables this run did not touch.
    const hilang = await indeksHilang(client, a.url, `${a.nama}_skema`, ROOT);
    if (hilang.length) {
      if (!besar.length) t0Indeks.t = performance.now();
      console.log(`\n▶ ${hilang.length} indeks yang ditinggalkan pemuatan terputus dibangun ulang`);
      const gagal = await jalankanSerentak(url, client, hilang);
      if (gagal.length) throw gagal[0].err;
    }
    if (besar.length || hilang.length) {
      indeksDtk = Math.round((performance.now() - t0Indeks.t) / 100) / 10;
      waktu.push({ tahap: 'indeks', detik: indeksDtk });
    }
    console.log('\n▶ VACUUM ANALYZE (dua koneksi, tabel terbesar dahulu)');
    const t = performance.now();
    const { rows: tabelDb } = await client.query(
      `SELECT format('%I', relname) AS t FROM pg_stat_user_tables WHERE schemaname = 'public'
       ORDER BY pg_table_size(relid) DESC`,
    );
    const gagalVacuum = await jalankanSerentak(
      url,
      client,
      tabelDb.map((r) => `VACUUM ANALYZE ${r.t}`),
    );
    if (gagalVacuum.length) throw gagalVacuum[0].err;
    const vacuum = Math.round((performance.now() - t) / 100) / 10;
    waktu.push({ tahap: 'VACUUM ANALYZE', detik: vacuum });

    const { rows: ukuran } = await client.query(
      `SELECT relname AS tabel, n_live_tup::bigint AS baris, pg_size_pretty(pg_total_relation_size(relid)) AS ukuran
       FROM pg_stat_user_tables WHERE schemaname = 'public' AND n_live_tup > 10000 ORDER BY pg_total_relation_size(relid) DESC`,
    );
    const { rows: db } = await client.query(
      'SELECT pg_size_pretty(pg_database_size(current_database())) AS u',
    );
    let skema = null;
    if (!a.tanpaSkema) {
      console.log('\n▶ Skema dibandingkan dengan basis data yang baru dimigrasi');
      skema = await bandingkanSkema(client, a.url, `${a.nama}_skema`, ROOT);
      console.log(
        skema.sama
          ? '  sama (kolom, indeks, constraint, trigger)'
          : `  BERBEDA:\n  ${skema.beda.join('\n  ')}`,
      );
      if (!skema.sama) process.exitCode = 1;
    }

    const dimuat = waktu.filter((w) => !w.dilewati).reduce((s, w) => s + w.detik, 0);
    console.log(
      `\nWaktu muat ${a.nama} (beban mesin awal ${bebanAwal[0].toFixed(2)}, akhir ${os.loadavg()[0].toFixed(2)}):`,
    );
    for (const w of waktu)
      console.log(
        `  ${w.tahap.padEnd(16)} ${String(w.detik).padStart(8)} dtk${w.dilewati ? '  (sudah ada)' : ''}`,
      );
    console.log(
      `  ${'jumlah dimuat'.padEnd(16)} ${dimuat.toFixed(1).padStart(8)} dtk; basis data ${db[0].u}`,
    );
    for (const u of ukuran.slice(0, 15))
      console.log(
        `    ${u.tabel.padEnd(28)} ${Number(u.baris).toLocaleString('id-ID').padStart(12)}  ${u.ukuran}`,
      );

    const hasil = {
      waktu: mulai.toISOString(),
      nama: a.nama,
      jumlahPasien: a.pasien,
      jumlahKunjungan: a.kunjungan,
      hariIni,
      tahap: waktu,
      detikDimuat: dimuat,
      ukuran,
      ukuranDb: db[0].u,
      skema,
      mesin: {
        node: process.version,
        cpu: `${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}`,
        bebanAwal,
        bebanAkhir: os.loadavg(),
      },
    };
    const dir = path.join(ROOT, 'bench/results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `besar-${mulai.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(hasil, null, 2)}\n`);
    console.log(`\nHasil: ${path.relative(ROOT, file)}`);
  } finally {
    await pulihkanServer();
    await client.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
