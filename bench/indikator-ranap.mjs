#!/usr/bin/env node
// A month's inpatient indicators for 300 beds (15 wards × 20 beds, ~1,500 admissions with transfers,
// discharges and deaths): the API's response time, median of sequential requests. bench/README.md
// "Indikator rawat inap".
//
//   node bench/indikator-ranap.mjs             # PGlite in a temporary folder
//   node bench/indikator-ranap.mjs --strict    # exit 1 when a budget is exceeded
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mulaiServer, ROOT } from './server.mjs';

const RUANGAN = 15;
const KAMAR_PER_RUANGAN = 4;
const BED_PER_KAMAR = 5;
const TOTAL_BED = RUANGAN * KAMAR_PER_RUANGAN * BED_PER_KAMAR;
const MASUK = Number(process.env.BENCH_INDIKATOR_MASUK ?? 1500);
const ULANG = Number(process.env.BENCH_INDIKATOR_ULANG ?? 21);
const ANGGARAN = { bulanan: 250, sensus: 150, tren: 500 };

const langkah = (teks) => console.log(`\n▶ ${teks}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The month before this one (Jakarta): a whole month, whatever day the bench runs. */
function bulanLalu() {
  const kini = new Date(Date.now() + 7 * 3_600_000);
  const d = new Date(Date.UTC(kini.getUTCFullYear(), kini.getUTCMonth() - 1, 1));
  const bulan = d.toISOString().slice(0, 7);
  const hari = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  return { bulan, hari };
}

/**
 * 15 wards of 20 beds (the demo wards set inactive) and `MASUK` admissions spread over the month
 * (from three days before it): stays of 1–8 days, every fifth moved to another ward halfway, one in
 * 33 dying; one patient per admission.
 */
async function isi(dataDir, { bulan, hari }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const c = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    await c.query(`UPDATE ruangan SET status = 'NONAKTIF'`);
    await c.query(
      `WITH r AS (
         INSERT INTO ruangan (kode, nama, jenis, kelas, lantai)
         SELECT 'IB' || lpad(g::text, 2, '0'), 'Bangsal Indikator ' || g, 'BANGSAL',
                (ARRAY['KELAS_3','KELAS_2','KELAS_1','VIP','VVIP'])[1 + g % 5], 'Lantai ' || (1 + g % 5)
           FROM generate_series(1, $1::int) g RETURNING uid, kode
       ), k AS (
         INSERT INTO kamar (ruangan_uid, no_kamar)
         SELECT r.uid, r.kode || '-' || n FROM r CROSS JOIN generate_series(1, $2::int) n RETURNING uid, ruangan_uid
       )
       INSERT INTO bed (kamar_uid, ruangan_uid, no_bed)
       SELECT k.uid, k.ruangan_uid, chr(64 + b) FROM k CROSS JOIN generate_series(1, $3::int) b`,
      [RUANGAN, KAMAR_PER_RUANGAN, BED_PER_KAMAR],
    );
    await c.query(
      `INSERT INTO pasien (no_rm, nama, nama_cari, jenis_kelamin, tanggal_lahir, alamat, provinsi_kode,
                           kabupaten_kode, kecamatan_kode, desa_kode, provinsi_nama, kabupaten_nama,
                           kecamatan_nama, desa_nama)
       SELECT 'IR' || lpad(g::text, 6, '0'), 'Pasien Indikator ' || g, ' pasien indikator ' || g || ' ',
              CASE WHEN g % 2 = 0 THEN 'L' ELSE 'P' END, date '1945-01-01' + (g * 53 % 28000),
              p.alamat, p.provinsi_kode, p.kabupaten_kode, p.kecamatan_kode, p.desa_kode, p.provinsi_nama,
              p.kabupaten_nama, p.kecamatan_nama, p.desa_nama
         FROM generate_series(1, $1::int) g CROSS JOIN (SELECT * FROM pasien ORDER BY no_rm LIMIT 1) p`,
      [MASUK],
    );
    await c.query(
      `CREATE TEMP TABLE bedx AS
       SELECT b.uid, b.kamar_uid, b.ruangan_uid, r.kelas, dense_rank() OVER (ORDER BY r.kode)::int AS w,
              row_number() OVER (PARTITION BY r.uid ORDER BY b.kamar_uid, b.no_bed)::int AS n
         FROM bed b JOIN ruangan r ON r.uid = b.ruangan_uid WHERE r.kode LIKE 'IB%'`,
    );
    await c.query(
      `CREATE TEMP TABLE rencana AS
       SELECT g, p.uid AS pasien_uid, masuk,
              masuk + lama * interval '1 day' + (g * 5 % 6) * interval '1 hour' AS keluar,
              CASE WHEN g % 5 = 0 THEN masuk + greatest(lama / 2, 0) * interval '1 day' + interval '3 hours' END AS pindah,
              g % 33 = 0 AS mati, 1 + g % $3::int AS w1, 1 + (g + 3) % $3::int AS w2, 1 + (g / $3::int) % 20 AS n
         FROM (SELECT g, 1 + (g * 13 % 8) AS lama,
                      $1::timestamptz - interval '3 days' + ((g - 1) * ($2::int + 3)) * interval '1 day' / $4::int
                        + (g * 7 % 24) * interval '1 hour' AS masuk
                 FROM generate_series(1, $4::int) g) x
         JOIN (SELECT uid, row_number() OVER (ORDER BY no_rm)::int AS n FROM pasien WHERE no_rm LIKE 'IR%') p
           ON p.n = x.g`,
      [`${bulan}-01T00:00:00+07:00`, hari, RUANGAN, MASUK],
    );
    await c.query(
      `INSERT INTO kunjungan (pasien_uid, tanggal, penjamin, status)
       SELECT pasien_uid, (masuk AT TIME ZONE 'Asia/Jakarta')::date, 'UMUM', 'SELESAI' FROM rencana`,
    );
    await c.query(
      `INSERT INTO layanan (kunjungan_uid, pasien_uid, tanggal, poli_uid, dokter_uid, jenis, status)
       SELECT k.uid, k.pasien_uid, k.tanggal, (SELECT uid FROM poli WHERE jenis = 'RAWAT_INAP' LIMIT 1),
              (SELECT p.uid FROM pegawai p JOIN akun a ON a.uid = p.akun_uid WHERE a.username = 'dokter'),
              'RAWAT_INAP', 'SELESAI'
         FROM kunjungan k JOIN rencana r ON r.pasien_uid = k.pasien_uid`,
    );
    await c.query(
      `INSERT INTO perawatan_inap (layanan_uid, pasien_uid, kunjungan_uid, asal, status, masuk_pada, pulang_pada,
                                   cara_pulang, waktu_meninggal)
       SELECT l.uid, l.pasien_uid, l.kunjungan_uid, 'IGD', 'PULANG', r.masuk, r.keluar,
              CASE WHEN r.mati THEN 'MENINGGAL' ELSE 'ATAS_PERSETUJUAN' END, CASE WHEN r.mati THEN r.keluar END
         FROM layanan l JOIN rencana r ON r.pasien_uid = l.pasien_uid WHERE l.jenis = 'RAWAT_INAP'`,
    );
    // The first bed segment, closed by the transfer or the discharge; then the transferred ones' second.
    await c.query(
      `INSERT INTO rawat_inap (perawatan_inap_uid, layanan_uid, pasien_uid, ruangan_uid, kamar_uid, bed_uid,
                               kelas, kelas_tagih, masuk_pada, keluar_pada, sebab_keluar)
       SELECT pi.uid, pi.layanan_uid, pi.pasien_uid, b.ruangan_uid, b.kamar_uid, b.uid, b.kelas, b.kelas, r.masuk,
              coalesce(r.pindah, r.keluar), CASE WHEN r.pindah IS NULL THEN 'PULANG' ELSE 'PINDAH' END
         FROM perawatan_inap pi JOIN rencana r ON r.pasien_uid = pi.pasien_uid
         JOIN bedx b ON b.w = r.w1 AND b.n = r.n
       UNION ALL
       SELECT pi.uid, pi.layanan_uid, pi.pasien_uid, b.ruangan_uid, b.kamar_uid, b.uid, b.kelas, b.kelas, r.pindah,
              r.keluar, 'PULANG'
         FROM perawatan_inap pi JOIN rencana r ON r.pasien_uid = pi.pasien_uid
         JOIN bedx b ON b.w = r.w2 AND b.n = r.n
        WHERE r.pindah IS NOT NULL`,
    );
    await c.query('VACUUM ANALYZE');
    const { rows } = await c.query(
      `SELECT (SELECT count(*) FROM perawatan_inap pi JOIN pasien p ON p.uid = pi.pasien_uid WHERE p.no_rm LIKE 'IR%')::int AS stay,
              (SELECT count(*) FROM rawat_inap WHERE sebab_keluar = 'PINDAH')::int AS pindah,
              (SELECT count(*) FROM perawatan_inap WHERE cara_pulang = 'MENINGGAL')::int AS mati,
              (SELECT count(*) FROM rawat_inap)::int AS segmen`,
    );
    console.log(
      `  ${rows[0].stay} rawat inap, ${rows[0].segmen} segmen bed, ${rows[0].pindah} pindah ruangan, ${rows[0].mati} meninggal`,
    );
  } finally {
    await c.close();
  }
}

async function masuk(url) {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'rm', password: 'demo123' }),
  });
  if (res.status !== 200) throw new Error(`login rm gagal: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** `ULANG` sequential requests after one warm-up; the answer is checked by `cek`. */
async function ukur(url, cookie, jalur, cek) {
  const waktu = [];
  let akhir = null;
  for (let i = 0; i <= ULANG; i++) {
    const t = performance.now();
    const res = await fetch(`${url}/api/v1${jalur}`, { headers: { cookie } });
    const body = await res.json();
    const ms = performance.now() - t;
    if (res.status !== 200) throw new Error(`${jalur}: ${res.status} ${JSON.stringify(body)}`);
    cek(body.respon);
    akhir = body.respon;
    if (i > 0) waktu.push(ms);
  }
  return { waktu, akhir };
}

async function main() {
  const mulai = new Date();
  const strict = process.argv.includes('--strict');
  const periode = bulanLalu();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rawat-bench-indikator-'));
  let server = null;
  try {
    langkah('Migrasi dan data demo (npm run seed:demo)');
    const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed-demo.ts'], {
      cwd: ROOT,
      env: { ...process.env, RAWAT_DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (seed.status !== 0) throw new Error(`seed:demo gagal:\n${seed.stdout}${seed.stderr}`);
    langkah(
      `${RUANGAN} ruangan × ${KAMAR_PER_RUANGAN * BED_PER_KAMAR} bed = ${TOTAL_BED} bed, ${MASUK} masuk pada ${periode.bulan}`,
    );
    await isi(dataDir, periode);
    Object.assign(process.env, { DATABASE_URL: '' });
    server = await mulaiServer(dataDir, { batasMs: 120_000 });
    const cookie = await masuk(server.url);

    const tengah = `${periode.bulan}-15`;
    const tahun = Number(periode.bulan.slice(0, 4));
    langkah(
      `GET /ranap/indikator?bulan=${periode.bulan}, /ranap/sensus?tanggal=${tengah}, /ranap/indikator/tren?tahun=${tahun}; ${ULANG}× satu per satu`,
    );
    const bulanan = await ukur(server.url, cookie, `/ranap/indikator?bulan=${periode.bulan}`, (r) => {
      if (r.rumah_sakit.bed !== TOTAL_BED) throw new Error(`bed ${r.rumah_sakit.bed}, bukan ${TOTAL_BED}`);
    });
    const sensus = await ukur(server.url, cookie, `/ranap/sensus?tanggal=${tengah}`, (r) => {
      if (r.total.sisa <= 0) throw new Error('sensus kosong');
    });
    const tren = await ukur(server.url, cookie, `/ranap/indikator/tren?tahun=${tahun}`, (r) => {
      if (!r.bulan.length) throw new Error('tren kosong');
    });
    const rs = bulanan.akhir.rumah_sakit;
    console.log(
      `  rumah sakit ${periode.bulan}: HP ${rs.hari_perawatan}, keluar ${rs.pasien_keluar}, BOR ${rs.bor}%, ALOS ${rs.alos}, TOI ${rs.toi}, BTO ${rs.bto}, NDR ${rs.ndr}‰, GDR ${rs.gdr}‰`,
    );
    const baris = [
      [`GET /ranap/indikator (${TOTAL_BED} bed, median)`, median(bulanan.waktu), ANGGARAN.bulanan],
      ['GET /ranap/sensus (satu hari, median)', median(sensus.waktu), ANGGARAN.sensus],
      ['GET /ranap/indikator/tren (setahun, median)', median(tren.waktu), ANGGARAN.tren],
    ].map(([u, m, a]) => [u, `${m.toFixed(1)} ms`, `≤ ${a} ms`, m <= a]);
    console.log(
      `\nIndikator rawat inap — PGlite, ${os.cpus().length}× ${os.cpus()[0]?.model ?? '?'}, beban ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
    for (const [u, h, a, ok] of baris)
      console.log(`${u.padEnd(48)} ${h.padStart(10)}  ${a.padEnd(9)} ${ok ? 'OK' : 'MELEBIHI'}`);
    const dir = path.join(import.meta.dirname, 'results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `indikator-ranap-${mulai.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(
      file,
      `${JSON.stringify(
        {
          waktu: mulai.toISOString(),
          bulan: periode.bulan,
          bed: TOTAL_BED,
          masuk: MASUK,
          rumah_sakit: rs,
          bulanan: bulanan.waktu,
          sensus: sensus.waktu,
          tren: tren.waktu,
          tabel: baris,
          beban: os.loadavg(),
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nHasil lengkap: ${path.relative(ROOT, file)}`);
    if (strict && baris.some((b) => !b[3])) process.exitCode = 1;
  } finally {
    if (server) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
