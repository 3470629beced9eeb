// The scale-out shape, for real on this machine (docs/skala.md, bench/README.md "Skala keluar"):
// a PostgreSQL primary and a streaming replica, two API instances (DATABASE_URL = primary,
// DATABASE_READ_URL = replica) behind nginx. Through the proxy it runs part of the scenario
// workload, then checks what the shape promises: every write is seen by the other instance,
// reports are answered by the replica (replay paused: the report does not show a new write, the
// primary does), a session ended on one instance is refused by the other within 2 s.
//
//   node bench/skala-keluar.mjs [--staf 12] [--menit 1] [--peran pendaftaran,kasir] [--tanpa-skenario]
//
// Needs PostgreSQL 15's server programs and nginx (Debian: apt-get install nginx). Stops and
// removes everything it started, also on failure or Ctrl+C. Result: bench/results/skala-keluar-*.json.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './server.mjs';
import {
  angka,
  bersihkan,
  dir,
  jalankan,
  logAnak,
  siapkanApi,
  siapkanPostgres,
  sqlDi,
  tidur,
} from './skala-keluar.klaster.mjs';

const { values: opsi } = parseArgs({
  options: {
    staf: { type: 'string', default: '12' },
    menit: { type: 'string', default: '1' },
    peran: { type: 'string' },
    'tanpa-skenario': { type: 'boolean', default: false },
  },
});
const SANDI = 'demo123';
// A session another instance still remembers is refused there within this (modules/akun/sesi.service.ts CACHE_MS).
const BATAS_SESI_MS = 2_000;
const muat = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
const hasil = { mulai: new Date().toISOString(), muatAwal: muat(), cek: [], angka };

function catat(nama, lulus, rinci) {
  hasil.cek.push({ nama, lulus, rinci });
  console.log(`  ${lulus ? 'OK   ' : 'GAGAL'}  ${nama}${rinci ? ` — ${rinci}` : ''}`);
}

/** A browser-like client of one base URL: its session cookie, the Origin of the page on writes. */
class Klien {
  constructor(base, cookie = null) {
    this.base = base;
    this.cookie = cookie;
  }
  async minta(method, p, body) {
    const url = p.startsWith('/api/') ? p : `/api/v1${p}`;
    const headers = { origin: this.base };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('rawat_sesi='));
    if (set) this.cookie = set.split(';')[0];
    const teks = await res.text();
    let json = null;
    try {
      json = JSON.parse(teks);
    } catch {}
    return { status: res.status, json, teks, upstream: res.headers.get('x-rawat-upstream') };
  }
  get = (p) => this.minta('GET', p);
  post = (p, body) => this.minta('POST', p, body);
  async masuk(username, password = SANDI) {
    const r = await this.post('/auth/login', { username, password });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${r.teks}`);
    return r;
  }
}

const portDari = (upstream) => Number(String(upstream).split(':').pop());

// ─── The scenario through the proxy ──────────────────────────────────────────────────────────────
async function skenario(proxy) {
  const berkas = path.join(ROOT, 'bench/skenario/jalankan.mjs');
  if (opsi['tanpa-skenario'] || !fs.existsSync(berkas)) {
    catat('skenario lewat proxy', true, 'dilewati');
    return;
  }
  const args = [berkas, proxy, '--staf', opsi.staf, '--menit', opsi.menit];
  if (opsi.peran) args.push('--peran', opsi.peran);
  const c = jalankan('skenario', 'node', args);
  const batas = Number(opsi.menit) * 60_000 + 240_000;
  const kode = await Promise.race([c.selesai, tidur(batas).then(() => 'waktu habis')]);
  const ekor = c.log.trim().split('\n').slice(-40);
  console.log(ekor.map((l) => `    ${l}`).join('\n'));
  // Its own result file: errors per step. Budgets are the runner's to judge (on a quiet machine).
  const simpan = /Hasil disimpan: (\S+)/.exec(c.log)?.[1];
  const r = simpan ? JSON.parse(fs.readFileSync(path.resolve(ROOT, simpan), 'utf8')) : null;
  const galat = r ? r.langkah.reduce((n, l) => n + l.galat, 0) : null;
  const lambat = r ? r.langkah.filter((l) => !l.ok && !l.galat).map((l) => `${l.peran}:${l.langkah}`) : [];
  hasil.skenario = { kode, berkas: simpan, panggilan: r?.panggilanHttp, galat, lambat, keluaran: ekor };
  catat(
    'skenario lewat proxy tanpa galat',
    kode === 0 && galat === 0,
    `${opsi.staf} staf, ${opsi.menit} menit, ${r?.panggilanHttp ?? '?'} panggilan, ${galat ?? '?'} galat, kode keluar ${kode}`,
  );
}

// ─── Writes through the proxy, read back on the other instance ──────────────────────────────────
function pasienUji(i) {
  const lahir = new Date(Date.UTC(1960, 0, 1) + i * 97 * 86_400_000);
  const p = i % 2 === 1;
  const dd = String(lahir.getUTCDate() + (p ? 40 : 0)).padStart(2, '0');
  const mm = String(lahir.getUTCMonth() + 1).padStart(2, '0');
  const yy = String(lahir.getUTCFullYear() % 100).padStart(2, '0');
  return {
    nama: `${p ? 'Sari' : 'Budi'} Skala ${String.fromCharCode(65 + (i % 26))}${i}`,
    // Dago, Coblong, Kota Bandung: the kecamatan's six digits, the birth date, a running number.
    nik: `327302${dd}${mm}${yy}${String(7000 + i).padStart(4, '0')}`,
    no_bpjs: null,
    jenis_kelamin: p ? 'P' : 'L',
    tempat_lahir: 'Bandung',
    tanggal_lahir: lahir.toISOString().slice(0, 10),
    agama: 'ISLAM',
    status_perkawinan: 'KAWIN',
    pendidikan: 'SMA',
    pekerjaan: 'Wiraswasta',
    no_hp: `08129${String(1_000_000 + i).slice(-7)}`,
    alamat: `Jl. Skala No. ${i}`,
    rt: '1',
    rw: '2',
    provinsi_kode: '32',
    kabupaten_kode: '32.73',
    kecamatan_kode: '32.73.02',
    desa_kode: '32.73.02.1004',
    nama_ibu: 'Siti Aminah',
    alergi: [],
  };
}

async function tulisanTerlihat(proxy, instance) {
  const meja = new Klien(proxy);
  await meja.masuk('pendaftaran');
  const langsung = Object.fromEntries(instance.map((x) => [x.port, new Klien(x.url, meja.cookie)]));
  const lain = (upstream) => langsung[instance.find((x) => x.port !== portDari(upstream)).port];
  const ditulis = {};
  let terlihat = 0;
  let total = 0;
  const pasien = [];
  for (let i = 0; i < 20; i++) {
    const r = await meja.post('/pasien', pasienUji(i));
    total++;
    if (r.status !== 201 && r.status !== 200) {
      catat('pasien baru lewat proxy', false, `${r.status} ${r.teks.slice(0, 200)}`);
      continue;
    }
    ditulis[portDari(r.upstream)] = (ditulis[portDari(r.upstream)] ?? 0) + 1;
    const baca = await lain(r.upstream).get(`/pasien/${r.json.respon.uid}`);
    if (baca.status === 200 && baca.json.respon.nik === pasienUji(i).nik) terlihat++;
    pasien.push(r.json.respon.uid);
  }
  // Visits: the clinics with a doctor who still has quota today (the scenario's staff have one).
  const hariIni = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const poli = (await meja.get('/master/poli?status=AKTIF&limitless=true')).json?.respon ?? [];
  const tempat = [];
  for (const p of poli.filter((x) => x.jenis === 'RAWAT_JALAN')) {
    const k = await meja.get(`/pendaftaran/kuota?poli=${p.uid}&tanggal=${hariIni}`);
    const d = (k.json?.respon?.dokter ?? []).find((x) => x.sisa > 0);
    if (d) tempat.push({ poli_uid: p.uid, dokter_uid: d.dokter_uid });
  }
  let kunjungan = 0;
  for (const [i, uid] of pasien.entries()) {
    const t = tempat[i % Math.max(1, tempat.length)];
    if (!t) break;
    const body = { pasien_uid: uid, ...t, tanggal: hariIni, penjamin: 'UMUM', keluhan: 'Kontrol rutin' };
    const r = await meja.post('/pendaftaran', body);
    total++;
    if (r.status !== 201 && r.status !== 200) {
      catat('pendaftaran kunjungan lewat proxy', false, `${r.status} ${r.teks.slice(0, 200)}`);
      continue;
    }
    kunjungan++;
    ditulis[portDari(r.upstream)] = (ditulis[portDari(r.upstream)] ?? 0) + 1;
    if ((await lain(r.upstream).get(`/pendaftaran/${r.json.respon.uid}`)).status === 200) terlihat++;
  }
  hasil.angka.tulisan = { total, terlihat, perInstance: ditulis, pasien: pasien.length, kunjungan };
  catat(
    'setiap tulisan terbaca di instance lain',
    total > 0 && terlihat === total && Object.keys(ditulis).length === instance.length,
    `${pasien.length} pasien + ${kunjungan} kunjungan, ${terlihat}/${total} terbaca; ditulis per instance ${JSON.stringify(ditulis)}${tempat.length ? '' : ' (tidak ada dokter berkuota hari ini: tanpa kunjungan)'}`,
  );
}

// ─── Reports from the replica ────────────────────────────────────────────────────────────────────
async function laporanDariReplika(proxy, { urlUtama, urlReplika }) {
  const admin = new Klien(proxy);
  await admin.masuk('admin');
  const sesiAktif = 'select count(*)::int as n from sesi where ended_at is null and expires_at > now()';
  const dasbor = async () => (await admin.get('/admin/dashboard')).json?.respon?.sesi_aktif;
  await tidur(500);
  for (let i = 0; i < 4; i++) await dasbor();
  const [{ n: koneksi }] = await sqlDi(
    urlReplika,
    "select count(*)::int as n from pg_stat_activity where application_name = 'rawat-laporan'",
  );
  const [{ n: koneksiUtama }] = await sqlDi(
    urlUtama,
    "select count(*)::int as n from pg_stat_activity where application_name = 'rawat-laporan'",
  );
  catat(
    'koneksi laporan ada di replika, tidak di utama',
    koneksi > 0 && koneksiUtama === 0,
    `replika ${koneksi}, utama ${koneksiUtama} (application_name rawat-laporan)`,
  );

  // RL 5 is counted on the replica; its summaries are kept on the primary and read back from the
  // replica once replayed (docs/laporan-rl.md "Stored summaries").
  const manajer = new Klien(proxy);
  await manajer.masuk('management');
  const hari = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const lalu = new Date(Date.UTC(Number(hari.slice(0, 4)), Number(hari.slice(5, 7)) - 2, 1));
  const rl5 = () => manajer.get(`/laporan/rl/rl5?periode=${lalu.toISOString().slice(0, 7)}`);
  const pertama = await rl5();
  const [{ n: disimpan }] = await sqlDi(urlUtama, 'select count(*)::int as n from laporan_simpanan');
  await tidur(500);
  const kedua = await rl5();
  catat(
    'RL 5 dihitung di replika, ringkasannya disimpan di utama',
    pertama.status === 200 && kedua.status === 200 && disimpan >= 2 && pertama.teks === kedua.teks,
    `status ${pertama.status}/${kedua.status}, ${disimpan} ringkasan di utama, jawaban kedua ${pertama.teks === kedua.teks ? 'sama' : 'berbeda'}`,
  );

  await sqlDi(urlReplika, 'select pg_wal_replay_pause()');
  let jeda = false;
  const sesiBaru = [];
  try {
    for (let i = 0; i < 50 && !jeda; i++) {
      jeda = (await sqlDi(urlReplika, 'select pg_get_wal_replay_pause_state() as s'))[0].s === 'paused';
      if (!jeda) await tidur(100);
    }
    const [{ n: sebelum }] = await sqlDi(urlReplika, sesiAktif);
    // Writes on the primary: three new sessions (the dashboard counts live sessions).
    for (let i = 0; i < 3; i++) {
      const k = new Klien(proxy);
      await k.masuk('management');
      sesiBaru.push(k);
    }
    const [{ n: diUtama }] = await sqlDi(urlUtama, sesiAktif);
    const jawaban = [];
    for (let i = 0; i < 4; i++) jawaban.push(await dasbor());
    // The new sessions open screens at once through either instance: the guard reads the primary.
    const sesiJalan = await Promise.all(sesiBaru.map(async (k) => (await k.get('/auth/me')).status));
    catat(
      'replay dijeda: dasbor dari replika belum melihat tulisan baru',
      jeda && jawaban.every((x) => x === sebelum) && diUtama >= sebelum + 3,
      `dasbor ${JSON.stringify(jawaban)}, replika ${sebelum}, utama ${diUtama}`,
    );
    catat(
      'replay dijeda: sesi baru tetap berlaku (sesi dibaca dari utama)',
      sesiJalan.every((s) => s === 200),
      `status ${JSON.stringify(sesiJalan)}`,
    );
    await sqlDi(urlReplika, 'select pg_wal_replay_resume()');
    const t0 = performance.now();
    let terkini = null;
    while (performance.now() - t0 < 10_000) {
      terkini = await dasbor();
      if (terkini === diUtama) break;
      await tidur(20);
    }
    const ms = Math.round(performance.now() - t0);
    hasil.angka.replikaSusulMs = ms;
    catat('replay dilanjutkan: dasbor menyusul', terkini === diUtama, `${terkini} setelah ${ms} ms`);
  } finally {
    await sqlDi(urlReplika, 'select pg_wal_replay_resume()').catch(() => {});
  }
}

// ─── A session ended on one instance, refused by the other ──────────────────────────────────────
async function sesiBerakhir(proxy, instance) {
  const waktu = [];
  for (let i = 0; i < 6; i++) {
    const k = new Klien(proxy);
    await k.masuk(i % 2 ? 'kasir' : 'perawat');
    const [a, b] = i % 2 ? [instance[1], instance[0]] : [instance[0], instance[1]];
    const dariA = new Klien(a.url, k.cookie);
    const dariB = new Klien(b.url, k.cookie);
    // B has just served this session: it remembers it (the worst case).
    if ((await dariB.get('/auth/me')).status !== 200) throw new Error('sesi tidak berlaku di instance B');
    const keluar = await dariA.post('/auth/logout');
    if (keluar.status !== 200) throw new Error(`logout: ${keluar.status} ${keluar.teks}`);
    const t0 = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - t0 < 10_000) {
      status = (await dariB.get('/auth/me')).status;
      if (status === 200) await tidur(10);
    }
    waktu.push(status === 401 ? Math.round(performance.now() - t0) : null);
    if ((await dariA.get('/auth/me')).status !== 401) waktu.push(null);
  }
  hasil.angka.sesiDitolakMs = waktu;
  const maks = Math.max(...waktu.map((x) => x ?? Number.POSITIVE_INFINITY));
  catat(
    `sesi diakhiri di satu instance ditolak di instance lain ≤ ${BATAS_SESI_MS} ms`,
    maks <= BATAS_SESI_MS + 100,
    `ms sampai 401: ${JSON.stringify(waktu)}`,
  );
}

/** After the replica has replayed everything: the same rows on both. */
async function replikaLengkap({ urlUtama, urlReplika }) {
  const [{ lsn }] = await sqlDi(urlUtama, 'select pg_current_wal_lsn()::text as lsn');
  const t0 = performance.now();
  while (performance.now() - t0 < 10_000) {
    const [{ ok }] = await sqlDi(urlReplika, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]);
    if (ok) break;
    await tidur(50);
  }
  const q =
    'select (select count(*) from pasien)::int as pasien, (select count(*) from kunjungan)::int as kunjungan, (select count(*) from log_aktivitas)::int as log, (select count(*) from sesi)::int as sesi';
  const [u] = await sqlDi(urlUtama, q);
  const [r] = await sqlDi(urlReplika, q);
  catat(
    'replika memuat setiap baris utama',
    JSON.stringify(u) === JSON.stringify(r),
    `utama ${JSON.stringify(u)}`,
  );
}

async function utama() {
  console.log(`Skala keluar di ${dir} (beban mesin ${hasil.muatAwal.join(' / ')})`);
  const urls = await siapkanPostgres();
  console.log(
    `  PostgreSQL utama + replika siap (seed ${angka.seedMs} ms, basebackup ${angka.basebackupMs} ms)`,
  );
  const { instance, proxy } = await siapkanApi(urls);
  console.log(`  2 instance API (${angka.startApiMs.join(' / ')} ms) di belakang nginx ${proxy}`);
  await skenario(proxy);
  await tulisanTerlihat(proxy, instance);
  await laporanDariReplika(proxy, urls);
  await sesiBerakhir(proxy, instance);
  await replikaLengkap(urls);
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    console.error(`\n${sig}: menghentikan dan membersihkan…`);
    void bersihkan().then(() => process.exit(130));
  });
}

let galat = null;
try {
  await utama();
} catch (err) {
  galat = err;
  catat('berjalan sampai selesai', false, err instanceof Error ? err.message.slice(0, 2000) : String(err));
} finally {
  // The instances' logged errors (pino level ≥ 50), kept before their output goes.
  hasil.galatServer = logAnak()
    .flatMap(({ nama, log }) =>
      log
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l))
        .map((l) => `${nama}: ${l}`),
    )
    .slice(-20);
  await bersihkan();
}
if (hasil.galatServer.length)
  console.log(`Galat di log server:\n${hasil.galatServer.join('\n').slice(0, 4000)}`);
hasil.selesai = new Date().toISOString();
hasil.muatAkhir = muat();
hasil.mesin = { cpu: os.cpus()[0]?.model, inti: os.cpus().length, node: process.version };
try {
  hasil.commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, encoding: 'utf8' }).trim();
} catch {}
const lulus = hasil.cek.every((c) => c.lulus);
console.log(`\n| Pemeriksaan | Hasil | Rincian |\n| --- | --- | --- |`);
for (const c of hasil.cek) console.log(`| ${c.nama} | ${c.lulus ? 'OK' : 'GAGAL'} | ${c.rinci ?? ''} |`);
console.log(`\nBeban mesin awal ${hasil.muatAwal.join(' / ')}, akhir ${hasil.muatAkhir.join(' / ')}`);
const folder = path.join(ROOT, 'bench/results');
fs.mkdirSync(folder, { recursive: true });
const berkas = path.join(folder, `skala-keluar-${hasil.mulai.replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(berkas, JSON.stringify(hasil, null, 2));
console.log(`Hasil: ${path.relative(ROOT, berkas)}`);
if (galat) console.error(galat);
process.exit(lulus ? 0 : 1);
