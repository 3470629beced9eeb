#!/usr/bin/env node
// Pasien dan antrian pada basis data besar (issue #4, #19): mengisi basis data dengan BENCH_PASIEN
// pasien (bawaan 1.000.000 di PostgreSQL, 200.000 di PGlite) beserta kunjungan 30 hari terakhir dan
// hari ini, tagihan dan resepnya (pasien-besar-kasir.mjs), mencetak rencana kueri tiap jenis
// (EXPLAIN ANALYZE BUFFERS, pasien-besar-kueri.mjs), lalu menjalankan server sungguhan di atasnya dan
// mengukur p95 terhadap anggaran < 50 ms:
//   GET /api/v1/pasien?search=…   nama umum, salah ketik, NIK, No. RM, BPJS   (akun pendaftaran)
//   GET /api/v1/antrian/klinik, /kasir/antrian, /farmasi/obat/request          (poli, kasir, apoteker)
// Lihat bench/README.md.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432 node bench/pasien-besar.mjs [--strict] [--simpan]
//   node bench/pasien-besar.mjs          PGlite tertanam di folder sementara (lambat untuk 1 juta)
//   BENCH_DB_NAMA=<nama> … --simpan, lalu BENCH_DB_NAMA=<nama> … --pakai   ukur ulang tanpa memuat
//
// Di PostgreSQL dibuat basis data khusus rawat_bench_<acak> (atau BENCH_DB_NAMA) yang dihapus di
// akhir (--simpan: dibiarkan). BENCH_URL: server yang sudah berjalan pada basis data itu.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { bacaWilayah as bacaWilayahDi, KELOMPOK } from './besar/nama.mjs';
import { adaTagihanBench, isiKasirFarmasi } from './pasien-besar-kasir.mjs';
import {
  bebaniPerJenis,
  bukaRawat,
  cetakRencana,
  jelaskanSemua,
  jenisAntrian,
  jenisPencarian,
} from './pasien-besar-kueri.mjs';
import { mulaiServer, PERINTAH_SERVER, ROOT } from './server.mjs';

const URL_PG = process.env.BENCH_DATABASE_URL || null;
const BAWAAN_PASIEN = URL_PG ? 1_000_000 : 200_000;
const JUMLAH_PASIEN = Number(process.env.BENCH_PASIEN ?? BAWAAN_PASIEN);
const HARI_LALU = 30;
const ANTRIAN_HARI_INI = Number(process.env.BENCH_ANTRIAN_HARI_INI ?? 300); // per poli
const ANTRIAN_HARI_LALU = Math.round(ANTRIAN_HARI_INI / 2);
const DURASI = Number(process.env.BENCH_DURATION ?? 10);
const PEMANASAN = Number(process.env.BENCH_WARMUP ?? 2);
const KONEKSI = 20;
const ANGGARAN_P95_MS = 50;
const SANDI = 'demo123';
// A named database (BENCH_DB_NAMA) kept with --simpan can be measured again with --pakai: no load.
const NAMA_DB = process.env.BENCH_DB_NAMA || null;
const PAKAI_ADA = process.argv.includes('--pakai');
// A server already running on that database (--pakai), instead of starting one.
const URL_SERVER = process.env.BENCH_URL || null;

// Domain functions straight from the TypeScript source, so nama_cari and numbers are the app's own.
const domain = await tsImport('@rawat/domain', import.meta.url);
// Only values the contract knows: the database refuses others (pasien_pendidikan_ck).
const PENDIDIKAN_SQL = domain.PENDIDIKAN.map((v) => `'${v}'`).join(',');
const { lipatNamaPasien, toJakartaIsoDate, KUNCI_NOMOR_RM, formatNoRm } = domain;

const ms = (x) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;
const dtk = (x) => `${(x / 1000).toFixed(1)} dtk`;
const langkah = (teks) => console.log(`\n▶ ${teks}`);

// ---------------------------------------------------------------------------------------------
// Database access: node-postgres or PGlite, the same SQL for both.
async function bukaKlien() {
  if (URL_PG) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: URL_PG });
    await admin.connect();
    const nama = NAMA_DB ?? `rawat_bench_${crypto.randomBytes(4).toString('hex')}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(nama)) throw new Error(`BENCH_DB_NAMA tidak sah: ${nama}`);
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nama]);
    const ada = rows.length > 0;
    if (ada && !PAKAI_ADA)
      throw new Error(`basis data ${nama} sudah ada: hapus dulu, atau --pakai untuk mengukur ulang isinya`);
    if (!ada) await admin.query(`CREATE DATABASE ${nama}`);
    await admin.end();
    const u = new URL(URL_PG);
    u.pathname = `/${nama}`;
    return { jenis: 'postgres', nama, url: u.toString(), dataDir: null, ada };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-bench-besar-'));
  return { jenis: 'pglite', nama: dataDir, url: null, dataDir };
}

async function sambung(db) {
  if (db.jenis === 'postgres') {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    return { query: (s, p) => c.query(s, p), end: () => c.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const c = await PGlite.create(db.dataDir, { extensions: { pg_trgm } });
  return { query: (s, p) => c.query(s, p), exec: (s) => c.exec(s), end: () => c.close() };
}

async function hapusDb(db) {
  if (db.jenis === 'postgres') {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: URL_PG });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${db.nama} WITH (FORCE)`);
    await admin.end();
  } else fs.rmSync(db.dataDir, { recursive: true, force: true });
}

function envDb(db) {
  return db.jenis === 'postgres'
    ? { DATABASE_URL: db.url }
    : { RAWAT_DATA_DIR: db.dataDir, DATABASE_URL: '' };
}

// ---------------------------------------------------------------------------------------------
const esc = (s) => `'${String(s).replaceAll("'", "''")}'`;
const nilai = (rows) =>
  rows.map((r) => `(${r.map((v) => (typeof v === 'number' ? v : esc(v))).join(',')})`).join(',\n');

async function isiPasien(c, n) {
  const wilayah = bacaWilayahDi(ROOT, 1200);
  // Each kecamatan gets patients i ≡ r (mod K); the NIK serial 1000 + ⌊i/K⌋ is then unique per
  // kecamatan (and clear of the demo patients' serials 1–30), so every NIK is unique.
  const K = wilayah.length;
  if (n / K > 8999) throw new Error(`BENCH_PASIEN terlalu besar untuk ${K} kecamatan`);
  await c.query(
    'CREATE TEMP TABLE b_wil (r int, provinsi_kode text, kabupaten_kode text, kecamatan_kode text, desa_kode text, provinsi_nama text, kabupaten_nama text, kecamatan_nama text, desa_nama text, tempat text, nik6 text, grp text)',
  );
  await c.query(
    `INSERT INTO b_wil VALUES ${nilai(wilayah.map((w, r) => [r, w.provinsi_kode, w.kabupaten_kode, w.kecamatan_kode, w.desa_kode, w.provinsi_nama, w.kabupaten_nama, w.kecamatan_nama, w.desa_nama, w.tempat, w.nik6, w.kelompok]))}`,
  );
  const depan = [];
  const belakang = [];
  for (const [grp, k] of Object.entries(KELOMPOK)) {
    for (const [i, x] of k.l.entries()) depan.push([grp, 'L', i, x, lipatNamaPasien(x), k.l.length]);
    for (const [i, x] of k.p.entries()) depan.push([grp, 'P', i, x, lipatNamaPasien(x), k.p.length]);
    for (const [i, x] of k.b.entries()) belakang.push([grp, i, x, lipatNamaPasien(x), k.b.length]);
  }
  await c.query('CREATE TEMP TABLE b_depan (grp text, jk text, i int, nama text, lipat text, n int)');
  await c.query(`INSERT INTO b_depan VALUES ${nilai(depan)}`);
  await c.query('CREATE TEMP TABLE b_belakang (grp text, i int, nama text, lipat text, n int)');
  await c.query(`INSERT INTO b_belakang VALUES ${nilai(belakang)}`);

  // No. RM continue from the numbering service, without gaps (docs/pasien.md).
  const { rows: rm } = await c.query('SELECT nilai FROM nomor_urut WHERE kunci = $1', [KUNCI_NOMOR_RM]);
  const rm0 = Number(rm[0]?.nilai ?? 0);
  formatNoRm(rm0 + n); // throws past 99,999,999

  // Secondary indexes are dropped for the load and rebuilt with their exact definitions after
  // (as pg_restore does); the schema at the end is the migration's.
  const { rows: indeks } = await c.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'pasien' AND indexname <> 'pasien_pkey'`,
  );
  for (const ix of indeks) await c.query(`DROP INDEX ${ix.indexname}`);

  // hashint8 gives a stable pseudo-random number per (row, column): the same data each run.
  const h = (salt) => `abs(hashint8(g.i * 64 + ${salt}))`;
  const hx = (salt) => `abs(hashint8(x.i * 64 + ${salt}))`;
  const BLOK = 100_000;
  for (let awal = 0; awal < n; awal += BLOK) {
    const akhir = Math.min(n, awal + BLOK) - 1;
    await c.query(`
      INSERT INTO pasien (no_rm, nama, nama_cari, nik, no_bpjs, jenis_kelamin, tempat_lahir, tanggal_lahir,
        golongan_darah, rhesus, agama, status_perkawinan, pendidikan, pekerjaan, no_hp, alamat, rt, rw,
        provinsi_kode, kabupaten_kode, kecamatan_kode, desa_kode, provinsi_nama, kabupaten_nama,
        kecamatan_nama, desa_nama, nama_ibu, created_at, updated_at)
      SELECT lpad((${rm0} + x.i + 1)::text, 8, '0'),
        x.nama, ' ' || x.lipat || ' ',
        CASE WHEN x.tanpa_nik THEN NULL ELSE w.nik6
          || lpad((extract(day from x.lahir)::int + CASE WHEN x.jk = 'P' THEN 40 ELSE 0 END)::text, 2, '0')
          || to_char(x.lahir, 'MMYY') || lpad((1000 + x.i / ${K})::text, 4, '0') END,
        CASE WHEN x.bpjs THEN '0009' || lpad(x.i::text, 9, '0') END,
        x.jk, w.tempat, x.lahir,
        (ARRAY['A','B','AB','O',NULL])[1 + ${hx(7)} % 5], CASE WHEN ${hx(8)} % 5 = 0 THEN NULL ELSE 'POSITIF' END,
        CASE w.grp WHEN 'bali' THEN 'HINDU' WHEN 'timur' THEN (ARRAY['KRISTEN','KATOLIK','ISLAM'])[1 + ${hx(9)} % 3]
          WHEN 'batak' THEN (ARRAY['KRISTEN','ISLAM','KATOLIK'])[1 + ${hx(9)} % 3] ELSE 'ISLAM' END,
        CASE WHEN x.lahir > current_date - 6570 THEN 'BELUM_KAWIN' ELSE (ARRAY['KAWIN','KAWIN','BELUM_KAWIN','CERAI_MATI'])[1 + ${hx(10)} % 4] END,
        (ARRAY[${PENDIDIKAN_SQL},NULL])[1 + ${hx(11)} % ${domain.PENDIDIKAN.length + 1}],
        (ARRAY['Wiraswasta','Karyawan Swasta','Ibu Rumah Tangga','Petani','Pelajar/Mahasiswa','PNS','Buruh','Pedagang',NULL])[1 + ${hx(12)} % 9],
        '08' || (ARRAY['12','13','21','52','57','77','78','95','96'])[1 + ${hx(13)} % 9] || lpad((${hx(14)} % 100000000)::text, 8, '0'),
        'Jl. ' || (ARRAY['Merdeka','Sudirman','Diponegoro','Ahmad Yani','Gatot Subroto','Pahlawan','Kartini','Pemuda','Veteran','Mawar','Melati','Anggrek','Kenanga','Flamboyan','Cempaka'])[1 + ${hx(15)} % 15]
          || ' No. ' || (1 + ${hx(16)} % 250),
        lpad((1 + ${hx(17)} % 12)::text, 3, '0'), lpad((1 + ${hx(18)} % 9)::text, 3, '0'),
        w.provinsi_kode, w.kabupaten_kode, w.kecamatan_kode, w.desa_kode, w.provinsi_nama, w.kabupaten_nama,
        w.kecamatan_nama, w.desa_nama, ibu.nama, x.dibuat, x.dibuat
      FROM (
        SELECT g.i, g.grp, g.jk, g.lahir, g.tanpa_nik, g.bpjs, g.dibuat,
          d.nama || CASE WHEN g.tiga THEN ' ' || d2.nama ELSE '' END || ' ' || b.nama AS nama,
          d.lipat || CASE WHEN g.tiga THEN ' ' || d2.lipat ELSE '' END || ' ' || b.lipat AS lipat,
          g.i % ${K} AS r
        FROM (
          SELECT g.i, w.grp,
            CASE WHEN ${h(1)} % 2 = 0 THEN 'L' ELSE 'P' END AS jk,
            date '1935-01-01' + (${h(2)} % (current_date - date '1935-01-01'))::int AS lahir,
            ${h(3)} % 25 = 0 AS tanpa_nik, ${h(4)} % 10 < 6 AS bpjs, ${h(5)} % 10 < 4 AS tiga,
            ${h(20)}, ${h(21)}, ${h(22)},
            now() - make_interval(secs => (${h(6)} % (86400 * 3650))::double precision) AS dibuat
          FROM generate_series(${awal}::bigint, ${akhir}::bigint) AS g(i)
          JOIN b_wil w ON w.r = g.i % ${K}
        ) AS g(i, grp, jk, lahir, tanpa_nik, bpjs, tiga, h1, h2, h3, dibuat)
        JOIN b_depan d ON d.grp = g.grp AND d.jk = g.jk AND d.i = g.h1 % d.n
        JOIN b_depan d2 ON d2.grp = g.grp AND d2.jk = g.jk AND d2.i = (g.h1 + 1 + g.h3 % (d2.n - 1)) % d2.n
        JOIN b_belakang b ON b.grp = g.grp AND b.i = g.h2 % b.n
      ) AS x
      JOIN b_wil w ON w.r = x.r
      JOIN b_depan ibu ON ibu.grp = x.grp AND ibu.jk = 'P' AND ibu.i = (x.i / 7) % ibu.n
      ORDER BY x.i`);
    process.stdout.write(
      `\r  pasien: ${(akhir + 1).toLocaleString('id-ID')} / ${n.toLocaleString('id-ID')}   `,
    );
  }
  process.stdout.write('\n');
  await c.query(
    `INSERT INTO nomor_urut (kunci, nilai) VALUES ($1, $2)
     ON CONFLICT (kunci) DO UPDATE SET nilai = EXCLUDED.nilai, updated_at = now()`,
    [KUNCI_NOMOR_RM, rm0 + n],
  );
  const t = performance.now();
  for (const ix of indeks) await c.query(ix.indexdef);
  console.log(`  indeks pasien dibangun ulang (${indeks.length}) dalam ${dtk(performance.now() - t)}`);
  return { rm0, kecamatan: K };
}

async function isiKunjungan(c, n, rm0, hariIni) {
  await c.query(`
    CREATE TEMP TABLE b_poli AS
    SELECT row_number() OVER (ORDER BY p.kode)::int AS pi, p.uid, p.kode, p.prefix_antrian
    FROM poli p WHERE p.jenis = 'RAWAT_JALAN' AND p.status = 'AKTIF'`);
  const { rows: polis } = await c.query('SELECT pi, uid, kode FROM b_poli ORDER BY pi');
  // Every (clinic, day, n) gets a distinct patient: n · p mod N is one-to-one for a prime p ∤ N.
  await c.query(
    `
    CREATE TEMP TABLE b_rencana AS
    SELECT gen_random_uuid() AS k_uid, gen_random_uuid() AS l_uid, r.*,
      pas.uid AS pasien_uid, pas.no_bpjs,
      coalesce((SELECT nilai FROM nomor_urut WHERE kunci = 'ANTRIAN:' || r.poli_uid || ':' || r.tanggal), 0)::int + r.n AS nomor,
      CASE WHEN r.n % 37 = 0 THEN 'BATAL'
           WHEN r.tanggal < $1::date THEN 'DONE'
           WHEN r.n <= r.jumlah * 4 / 10 THEN 'DONE'
           WHEN r.n = r.jumlah * 4 / 10 + 1 THEN 'ON_PROCESS'
           WHEN r.n <= r.jumlah * 4 / 10 + 4 THEN 'WAITING_DOKTER'
           ELSE 'WAITING' END AS status,
      dj.dokter_uid, dj.jam_mulai, dj.jam_selesai
    FROM (
      SELECT p.pi, p.uid AS poli_uid, p.prefix_antrian, d.tanggal::date AS tanggal, d.di,
        CASE WHEN d.tanggal::date = $1::date THEN ${ANTRIAN_HARI_INI}
             WHEN extract(isodow FROM d.tanggal) = 7 THEN ${Math.round(ANTRIAN_HARI_LALU / 5)}
             ELSE ${ANTRIAN_HARI_LALU} END AS jumlah
      FROM b_poli p,
        LATERAL (SELECT s::date AS tanggal, row_number() OVER () AS di
                 FROM generate_series($1::date - ${HARI_LALU}, $1::date, interval '1 day') s) d
    ) r0,
    LATERAL (SELECT r0.*, s.n FROM generate_series(1, r0.jumlah) s(n)) r
    JOIN pasien pas ON pas.no_rm = lpad((${rm0} + 1 + ((r.di * 7919 + r.pi * 104729 + r.n::bigint * 15485863) % ${n}))::text, 8, '0')
    LEFT JOIN LATERAL (
      SELECT j.dokter_uid, j.jam_mulai, j.jam_selesai FROM dokter_jadwal j
      WHERE j.poli_uid = r.poli_uid
      ORDER BY j.hari = (ARRAY['Senin','Selasa','Rabu','Kamis','Jumat','Sabtu','Minggu'])[extract(isodow FROM r.tanggal)::int] DESC, j.jam_mulai
      LIMIT 1) dj ON true`.replaceAll('$1', `'${hariIni}'`),
  );
  const waktu = `((r.tanggal + time '07:00' + r.n * interval '90 seconds') AT TIME ZONE 'Asia/Jakarta')`;
  const dibuat = `least(now(), ${waktu})`;
  await c.query(`
    INSERT INTO kunjungan (uid, pasien_uid, tanggal, penjamin, no_kartu, status, alasan_batal, created_at, updated_at)
    SELECT r.k_uid, r.pasien_uid, r.tanggal, CASE WHEN r.no_bpjs IS NOT NULL THEN 'BPJS' ELSE 'UMUM' END, r.no_bpjs,
      CASE r.status WHEN 'BATAL' THEN 'BATAL' WHEN 'DONE' THEN 'SELESAI' ELSE 'AKTIF' END,
      CASE WHEN r.status = 'BATAL' THEN 'Pasien tidak jadi berobat' END, ${dibuat}, ${dibuat}
    FROM b_rencana r`);
  await c.query(`
    INSERT INTO layanan (uid, kunjungan_uid, pasien_uid, tanggal, poli_uid, dokter_uid, jenis, jam_mulai, jam_selesai, keluhan, status, created_at, updated_at)
    SELECT r.l_uid, r.k_uid, r.pasien_uid, r.tanggal, r.poli_uid, r.dokter_uid, 'RAWAT_JALAN', r.jam_mulai, r.jam_selesai,
      (ARRAY['Demam 3 hari','Batuk pilek','Kontrol tekanan darah','Nyeri ulu hati','Kontrol gula darah','Sakit kepala','Nyeri sendi','Kontrol rutin'])[1 + r.n % 8],
      CASE r.status WHEN 'BATAL' THEN 'BATAL' WHEN 'DONE' THEN 'SELESAI' ELSE 'AKTIF' END, ${dibuat}, ${dibuat}
    FROM b_rencana r`);
  await c.query(`
    INSERT INTO antrian (layanan_uid, poli_uid, tanggal, nomor, nomor_antrian, status, kode_tiket, status_diubah_pada, jumlah_panggil, dipanggil_pada, created_at)
    SELECT r.l_uid, r.poli_uid, r.tanggal, r.nomor, r.prefix_antrian || '-' || lpad(r.nomor::text, 3, '0'), r.status,
      substr(translate(upper(encode(decode(md5(r.l_uid::text), 'hex'), 'base64')), '+/=01OIL', 'XYZ23456'), 1, 10),
      ${dibuat}, CASE WHEN r.status IN ('WAITING', 'BATAL') THEN 0 ELSE 1 END,
      CASE WHEN r.status IN ('WAITING', 'BATAL') THEN NULL ELSE ${dibuat} END, ${dibuat}
    FROM b_rencana r`);
  // The numbering service continues after the loaded numbers, so the app can still register.
  await c.query(`
    INSERT INTO nomor_urut (kunci, nilai)
    SELECT 'ANTRIAN:' || poli_uid || ':' || tanggal, max(nomor) FROM b_rencana GROUP BY poli_uid, tanggal
    ON CONFLICT (kunci) DO UPDATE SET nilai = EXCLUDED.nilai, updated_at = now()`);
  const { rows } = await c.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE tanggal = $1::date)::int AS hari_ini FROM b_rencana`,
    [hariIni],
  );
  return { polis, ...rows[0] };
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

/** Each path alone, one at a time (median of 5), to show which query is slow. */
async function satuPerSatu(url, cookie, jalur) {
  const hasil = [];
  for (const j of jalur) {
    const t = [];
    let total = null;
    for (let i = 0; i < 5; i++) {
      const m = performance.now();
      const res = await fetch(`${url}${j}`, { headers: { cookie } });
      const body = await res.json();
      t.push(performance.now() - m);
      if (res.status !== 200) throw new Error(`${j}: ${res.status} ${JSON.stringify(body)}`);
      // A list's total, or the counts per status (/jumlah) added up.
      total =
        body.metadata?.total_data ??
        body.respon?.length ??
        Object.values(body.respon ?? body).reduce((a, b) => a + (typeof b === 'number' ? b : 0), 0);
    }
    t.sort((a, b) => a - b);
    hasil.push({ jalur: j, medianMs: t[2], total });
  }
  return hasil;
}

async function ukur(url, cookie, jalurJenis) {
  const opsi = { url, connections: KONEKSI, headers: { cookie } };
  if (PEMANASAN > 0) await bebaniPerJenis({ ...opsi, duration: PEMANASAN }, jalurJenis);
  return bebaniPerJenis({ ...opsi, duration: DURASI }, jalurJenis);
}

const bebanSekarang = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

async function main() {
  const mulaiBench = new Date();
  const bebanAwal = os.loadavg();
  const strict = process.argv.includes('--strict');
  const simpan = process.argv.includes('--simpan');
  const db = await bukaKlien();
  console.log(
    `Pasien besar: ${JUMLAH_PASIEN.toLocaleString('id-ID')} pasien di ${db.jenis === 'postgres' ? `PostgreSQL (${db.nama})` : `PGlite (${db.dataDir})`}`,
  );
  if (db.jenis === 'pglite') {
    console.log(
      `  PERINGATAN: PGlite memuat satu thread WASM; bawaannya ${BAWAAN_PASIEN.toLocaleString('id-ID')} pasien.` +
        ' 1.000.000 (BENCH_PASIEN=1000000) bisa makan waktu lama; pakai BENCH_DATABASE_URL untuk ukuran penuh.',
    );
  }
  const hasil = {
    waktu: mulaiBench.toISOString(),
    basisData: db.jenis,
    perintahServer: PERINTAH_SERVER,
    jumlahPasien: JUMLAH_PASIEN,
    durasiDtk: DURASI,
    koneksi: KONEKSI,
  };
  let server = null;
  try {
    langkah('Migrasi dan data demo (npm run seed:demo)');
    let t = performance.now();
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed-demo.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...envDb(db) },
      encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`seed:demo gagal:\n${seed.stdout}${seed.stderr}`);
    console.log(`  ${seed.stdout.trim()} (${dtk(performance.now() - t)})`);

    const c = await sambung(db);
    const hariIni = toJakartaIsoDate(new Date());
    let isi;
    let pencarian;
    try {
      if (db.ada) {
        // --pakai: the data of an earlier --simpan run, measured again (migrations above applied).
        const { rows: polis } = await c.query(
          `SELECT uid, kode FROM poli WHERE jenis = 'RAWAT_JALAN' AND status = 'AKTIF' ORDER BY kode`,
        );
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pasien');
        console.log(`  memakai isi ${db.nama}: ${rows[0].n.toLocaleString('id-ID')} pasien, tanpa memuat`);
        isi = { polis };
      } else {
        langkah(`Mengisi ${JUMLAH_PASIEN.toLocaleString('id-ID')} pasien (INSERT … SELECT generate_series)`);
        t = performance.now();
        const { rm0, kecamatan } = await isiPasien(c, JUMLAH_PASIEN);
        const pasienMs = performance.now() - t;
        console.log(`  pasien selesai dalam ${dtk(pasienMs)} (${kecamatan} kecamatan)`);

        langkah(`Kunjungan ${HARI_LALU} hari terakhir dan hari ini (${hariIni})`);
        t = performance.now();
        isi = await isiKunjungan(c, JUMLAH_PASIEN, rm0, hariIni);
        const kunjunganMs = performance.now() - t;
        console.log(
          `  ${isi.n.toLocaleString('id-ID')} kunjungan/layanan/antrian di ${isi.polis.length} poli, ${isi.hari_ini.toLocaleString('id-ID')} hari ini (${dtk(kunjunganMs)})`,
        );
        t = performance.now();
        await c.query('VACUUM ANALYZE'); // as autovacuum would: visibility map set, statistics fresh
        const analyzeMs = performance.now() - t;

        // nama_cari must be exactly what the app stores: ` ${lipatNamaPasien(nama)} `.
        const { rows: contoh } = await c.query(
          `SELECT nama, nama_cari FROM pasien WHERE no_rm > lpad($1::text, 8, '0') ORDER BY no_rm LIMIT 2000`,
          [rm0],
        );
        const salah = contoh.filter((r) => r.nama_cari !== ` ${lipatNamaPasien(r.nama)} `);
        if (salah.length)
          throw new Error(`nama_cari tidak sama dengan lipatNamaPasien: ${JSON.stringify(salah[0])}`);
        const { rows: ukuran } = await c.query(
          `SELECT relname, pg_size_pretty(pg_total_relation_size(oid)) AS ukuran FROM pg_class WHERE relname IN ('pasien','kunjungan','layanan','antrian') ORDER BY relname`,
        );
        console.log(
          `  VACUUM ANALYZE ${dtk(analyzeMs)}; ${ukuran.map((r) => `${r.relname} ${r.ukuran}`).join(', ')}`,
        );
        hasil.muat = {
          pasienMs,
          kunjunganMs,
          analyzeMs,
          kunjungan: isi.n,
          antrianHariIni: isi.hari_ini,
          ukuran,
        };
      }
      if (!(await adaTagihanBench(c))) {
        langkah('Tagihan kasir dan resep farmasi untuk kunjungan itu');
        t = performance.now();
        const kf = await isiKasirFarmasi(c, hariIni);
        console.log(
          `  ${kf.transaksi.toLocaleString('id-ID')} baris transaksi, ${kf.dibayar.toLocaleString('id-ID')} kuitansi, ${kf.resep.toLocaleString('id-ID')} resep (${kf.resep_terbuka} belum diserahkan hari ini), ${kf.terbuka_hari_ini} tagihan terbuka hari ini (${dtk(performance.now() - t)})`,
        );
        hasil.muatKasirFarmasi = { ...kf, ms: performance.now() - t };
      }
      pencarian = await jenisPencarian(c);
    } finally {
      await c.end();
    }
    if (process.argv.includes('--muat-saja')) return;

    // The queries' plans, through the app's own services, before the server holds the database.
    const poliUmum = isi.polis.find((p) => p.kode === 'UMUM') ?? isi.polis[0];
    langkah('Rencana kueri: EXPLAIN (ANALYZE, BUFFERS) tiap jenis, pernyataan yang dikirim aplikasi');
    const rawat = await bukaRawat(db);
    try {
      const { rows: akunPoli } = await rawat.query(`SELECT uid FROM akun WHERE username = 'poli'`);
      hasil.rencana = await jelaskanSemua(rawat, {
        pencarian,
        poliUmum: poliUmum.uid,
        hariIni,
        akunPoli: akunPoli[0]?.uid ?? null,
      });
    } finally {
      await rawat.end();
    }
    cetakRencana(hasil.rencana);

    if (URL_SERVER) {
      server = { url: URL_SERVER, ms: 0, stop: async () => {} };
      console.log(`\n  server yang sudah berjalan: ${URL_SERVER}`);
    } else {
      langkah('Server sungguhan pada basis data ini');
      Object.assign(process.env, envDb(db));
      server = await mulaiServer(db.dataDir ?? os.tmpdir(), { batasMs: 120_000 });
      console.log(`  siap dalam ${dtk(server.ms)} di ${server.url}`);
    }

    const cari = (q) => `/api/v1/pasien?search=${encodeURIComponent(q)}`;
    const uji = [
      {
        nama: 'GET /pasien?search=',
        akun: 'pendaftaran',
        jalurJenis: pencarian.flatMap((p) => p.nilai.map((q) => [cari(q), p.jenis])),
        kunci: 'cariPasien',
      },
      ...jenisAntrian(poliUmum.uid, hariIni).map((a) => ({
        nama: a.jenis,
        akun: a.akun,
        jalurJenis: a.jalur.map((j) => [j, a.jenis]),
        kunci: a.jenis,
      })),
    ];
    const tabel = [];
    const baris = (ukuran, p95, ok) =>
      tabel.push({
        ukuran,
        hasil: ms(p95),
        anggaran: `< ${ANGGARAN_P95_MS} ms`,
        status: ok && p95 < ANGGARAN_P95_MS ? 'OK' : 'MELEBIHI',
      });
    for (const u of uji) {
      const cookie = await masuk(server.url, u.akun);
      langkah(
        `${u.nama} sebagai ${u.akun}: ${u.jalurJenis.length} kueri bergiliran, ${KONEKSI} koneksi, ${DURASI} dtk (beban ${bebanSekarang()})`,
      );
      const sendiri = await satuPerSatu(
        server.url,
        cookie,
        u.jalurJenis.map(([j]) => j),
      );
      for (const [i, s] of sendiri.entries())
        console.log(
          `  sendiri ${ms(s.medianMs).padStart(9)}  ${String(s.total).padStart(7)} hasil  ${u.jalurJenis[i][1].padEnd(15)} ${decodeURIComponent(s.jalur)}`,
        );
      const h = await ukur(server.url, cookie, u.jalurJenis);
      const bersih = h.non2xx === 0 && h.errors === 0;
      console.log(
        `  ${h.rps.toFixed(0)} req/dtk, p50 ${ms(h.p50)}, p95 ${ms(h.p95)}, p99 ${ms(h.p99)}, non-2xx ${h.non2xx}, galat ${h.errors} (beban ${bebanSekarang()})`,
      );
      const jenis = Object.entries(h.perJenis);
      if (jenis.length > 1) {
        for (const [j, r] of jenis) {
          console.log(`    ${j.padEnd(15)} p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.n} jawaban)`);
          baris(`${u.nama} ${j} p95`, r.p95, bersih);
        }
        baris(`${u.nama} semua jenis p95`, h.p95, bersih);
      } else baris(`${u.nama} p95`, h.p95, bersih);
      hasil[u.kunci] = { ...h, sendiri };
    }
    for (const r of hasil.rencana)
      tabel.push({
        ukuran: `rencana ${r.jenis} (${r.contoh})`,
        hasil: ms(r.ms),
        anggaran: 'tanpa Seq Scan',
        status: r.ok ? 'OK' : 'MELEBIHI',
      });
    hasil.tabel = tabel;

    console.log(
      `\nPasien besar — ${JUMLAH_PASIEN.toLocaleString('id-ID')} pasien, ${db.jenis}, ${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}, beban awal ${bebanAwal.map((x) => x.toFixed(2)).join(' ')}, akhir ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    const muat = hasil.muat;
    if (muat)
      console.log(
        `Muat: pasien ${dtk(muat.pasienMs)}, kunjungan ${dtk(muat.kunjunganMs)}, VACUUM ANALYZE ${dtk(muat.analyzeMs)}`,
      );
    else console.log(`Muat: tidak ada (--pakai ${db.nama})`);
    for (const r of tabel)
      console.log(`${r.ukuran.padEnd(44)} ${r.hasil.padStart(9)}  ${r.anggaran}  ${r.status}`);
    hasil.mesin = {
      node: process.version,
      cpu: `${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}`,
      bebanAwal,
      bebanAkhir: os.loadavg(),
      commit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).stdout.trim(),
    };
    const dirHasil = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(dirHasil, { recursive: true });
    const file = path.join(dirHasil, `pasien-besar-${mulaiBench.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(hasil, null, 2)}\n`);
    console.log(`\nHasil lengkap: ${path.relative(ROOT, file)}`);
    const melebihi = tabel.filter((r) => r.status === 'MELEBIHI').length;
    if (melebihi > 0) console.log(`${melebihi} anggaran terlampaui.`);
    if (strict && melebihi > 0) process.exitCode = 1;
  } finally {
    if (server) await server.stop();
    if (simpan) console.log(`Basis data dibiarkan (--simpan): ${db.url ?? db.dataDir}`);
    else await hapusDb(db);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
