// The scenario runner (bench/skenario/README.md): a hospital's day shift of virtual staff working
// through the real HTTP API of a running server, with think time; a table per step and per role.
//
//   node bench/skenario/jalankan.mjs http://127.0.0.1:3000 [--staf 300] [--menit 10] [--cepat 1]
//        [--strict] [--peran pendaftaran,perawat] [--benih 1] [--amati-db postgres://…/db]
//
// Env: BENCH_URL (when no URL is given), BENCH_ADMIN / BENCH_ADMIN_SANDI (default admin / demo123).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as tidur } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { namaAkun, poliKe, siapkanAkun } from './akun.mjs';
import { cetakAmatan, mulaiAmati } from './amati.mjs';
import { cetakHasil, ringkasPeran } from './laporan.mjs';
import { Berhenti, Perekam, VirtualUser } from './vu.mjs';

const { values: opsi, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    staf: { type: 'string', default: '300' },
    menit: { type: 'string', default: '10' },
    cepat: { type: 'string', default: '1' },
    strict: { type: 'boolean', default: false },
    peran: { type: 'string' },
    benih: { type: 'string', default: '1' },
    // The server's database, to see what its connections wait on (amati.mjs); read-only.
    'amati-db': { type: 'string', default: process.env.BENCH_AMATI_DB },
  },
});

const url = (positionals[0] ?? process.env.BENCH_URL ?? '').replace(/\/$/, '');
if (!url) {
  console.error(
    'Pemakaian: node bench/skenario/jalankan.mjs <url-server> [--staf 300] [--menit 10] [--cepat 1] [--strict]',
  );
  process.exit(2);
}
const staf = Number(opsi.staf);
const menit = Number(opsi.menit);
const cepat = Number(opsi.cepat);
const benih = Number(opsi.benih);
if (!(staf >= 1 && menit > 0 && cepat > 0)) {
  console.error('--staf, --menit dan --cepat harus angka positif');
  process.exit(2);
}
const BATAS_BEBAN = 1.5;
// Logins spread over the first minute of the shift (a shift change), never over more than a
// third of a short development run.
const SEBARAN_LOGIN_MS = Math.min(60_000 / cepat, (menit * 60_000) / 3);

/** Role files in peran/: each exports peran, porsi, putaran and optionally siapkan, ringkasan. */
async function muatPeran() {
  const dir = path.join(import.meta.dirname, 'peran');
  const pilih = opsi.peran ? new Set(opsi.peran.split(',').map((s) => s.trim())) : null;
  const daftar = [];
  for (const f of fs.readdirSync(dir).sort()) {
    if (!f.endsWith('.mjs')) continue;
    const nama = f.replace(/\.mjs$/, '');
    if (pilih && !pilih.has(nama)) continue;
    const m = await import(path.join(dir, f));
    if (!m.peran || !m.porsi || typeof m.putaran !== 'function') {
      console.warn(`Lewati peran/${f}: tidak mengekspor peran, porsi dan putaran`);
      continue;
    }
    daftar.push({ nama, peran: m.peran, porsi: m.porsi, modul: m });
  }
  return daftar;
}

/** Shares scaled to --staf by largest remainder; every role keeps at least one when staff allow. */
function bagiStaf(daftar, n) {
  const total = daftar.reduce((s, d) => s + d.porsi, 0);
  const mentah = daftar.map((d) => (d.porsi * n) / total);
  const jumlah = mentah.map((x) => Math.max(n >= daftar.length ? 1 : 0, Math.floor(x)));
  let sisa = n - jumlah.reduce((s, x) => s + x, 0);
  const urut = mentah.map((x, i) => [x - Math.floor(x), i]).sort((a, b) => b[0] - a[0]);
  for (let k = 0; sisa > 0; k = (k + 1) % urut.length, sisa--) jumlah[urut[k][1]] += 1;
  for (let i = jumlah.length - 1; sisa < 0; i = (i - 1 + jumlah.length) % jumlah.length)
    if (jumlah[i] > 1) {
      jumlah[i] -= 1;
      sisa++;
    }
  return daftar.map((d, i) => ({ ...d, jumlah: jumlah[i] }));
}

function commitSekarang() {
  try {
    return execSync('git rev-parse HEAD', { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Today in Jakarta, as the app dates visits (toJakartaIsoDate). */
const hariIniJakarta = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

async function jalankanVu(vu, modul, tundaMs) {
  await tidur(tundaMs);
  try {
    await vu.langkah('login', () => vu.masuk(), { anggaranMs: 300 });
  } catch {
    return;
  }
  while (!vu.selesai) {
    const t0 = performance.now();
    try {
      await modul.putaran(vu);
    } catch (err) {
      if (err instanceof Berhenti) break;
      if (!err?.tercatat) vu.perekam.catatGalat(vu.akun.peran, 'putaran', 100, 0, err);
      vu.log(`galat: ${String(err?.message ?? err).slice(0, 200)}`);
      try {
        // A person who hit an error reads it before going on.
        await vu.pikir(5, 10);
      } catch {
        break;
      }
    }
    // A round with no work and no think time (an empty queue) must not spin.
    if (performance.now() - t0 < 500 && !vu.selesai) await tidur(2000 / cepat);
  }
  // After the measured window, so not a step; a failed logout only leaves a session to idle out.
  await vu.keluar().catch(() => {});
}

async function main() {
  const daftarPeran = bagiStaf(await muatPeran(), staf);
  if (!daftarPeran.length) throw new Error('Tidak ada berkas peran di bench/skenario/peran/');
  const bebanMulai = os.loadavg();
  console.log(`Skenario: ${url}, ${staf} staf, ${menit} menit, cepat ×${cepat}`);
  console.log(
    `Beban mesin saat mulai: ${bebanMulai.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} core)`,
  );
  if (bebanMulai[0] > BATAS_BEBAN)
    console.warn(
      `PERINGATAN: beban 1 menit ${bebanMulai[0].toFixed(2)} > ${BATAS_BEBAN}; anggaran tidak dinilai dari run ini.`,
    );

  const perekamSiap = new Perekam();
  const admin = new VirtualUser({
    url,
    akun: {
      username: process.env.BENCH_ADMIN ?? 'admin',
      password: process.env.BENCH_ADMIN_SANDI ?? 'demo123',
      peran: 'ADMIN',
    },
    nomor: -1,
    perekam: perekamSiap,
    berakhirPada: Number.POSITIVE_INFINITY,
  });
  await admin.masuk();
  const tSiap = performance.now();
  const rencana = daftarPeran.map((d) => ({ peran: d.peran, jumlah: d.jumlah }));
  // Two role files may share an account role (clinic and ward nurses do not, but a file may).
  const perPeran = new Map();
  for (const r of rencana) perPeran.set(r.peran, (perPeran.get(r.peran) ?? 0) + r.jumlah);
  const siap = await siapkanAkun(
    admin,
    [...perPeran].map(([peran, jumlah]) => ({ peran, jumlah })),
    { log: console.log },
  );
  // Clinics open today: a staff doctor and (when clinic nurses run) a clinic nurse on shift, so
  // every registration can be seen; the desk registers only there.
  const perawatPoli = perPeran.get('POLI') ?? 0;
  const poliPerawat = new Set(Array.from({ length: perawatPoli }, (_, i) => poliKe(siap.polis, i).uid));
  const poliBertugas = new Set(
    siap.polis
      .filter((p) => siap.dokterPerPoli.get(p.uid)?.length && (!perawatPoli || poliPerawat.has(p.uid)))
      .map((p) => p.uid),
  );
  const bersama = {
    url,
    hariIni: hariIniJakarta(),
    polis: siap.polis,
    dokterPerPoli: siap.dokterPerPoli,
    poliBertugas,
    benih,
  };
  // A role's own preparation (e.g. the pharmacy's stock for the shift): the shared state plus the
  // run's size and the number of staff of that role.
  for (const d of daftarPeran)
    if (d.modul.siapkan) {
      const pesan = await d.modul.siapkan(admin, { ...bersama, staf, menit, cepat, jumlah: d.jumlah });
      if (typeof pesan === 'string') console.log(`  ${d.nama}: ${pesan}`);
    }
  console.log(`Akun siap (${siap.dibuat} baru) dalam ${((performance.now() - tSiap) / 1000).toFixed(1)} dtk`);
  for (const d of daftarPeran) console.log(`  ${d.nama.padEnd(16)} ${d.peran.padEnd(12)} ${d.jumlah} staf`);

  const perekam = new Perekam();
  const amatan = mulaiAmati({ url, pgUrl: opsi['amati-db'] });
  const cpuMulai = process.cpuUsage();
  const mulai = performance.now();
  const berakhirPada = mulai + menit * 60_000;
  const waktuMulai = new Date();
  const akunDari = new Map(siap.akun.map((a) => [a.username, a]));
  const vus = [];
  const keDalamPeran = new Map();
  for (const d of daftarPeran)
    for (let k = 0; k < d.jumlah; k++) {
      const ke = (keDalamPeran.get(d.peran) ?? 0) + 1;
      keDalamPeran.set(d.peran, ke);
      const akun = akunDari.get(namaAkun(d.peran, ke));
      vus.push({
        modul: d.modul,
        vu: new VirtualUser({
          url,
          akun: { ...akun, ke },
          nomor: vus.length,
          perekam,
          cepat,
          bersama,
          berakhirPada,
          benih,
          log: process.env.BENCH_LOG ? console.log : () => {},
        }),
      });
    }
  // Staff arrive in a shuffled order (deterministic), not role by role.
  const urutan = vus.map((_, i) => i).sort((a, b) => ((a * 7919) % vus.length) - ((b * 7919) % vus.length));
  const tugas = urutan.map((i, k) =>
    jalankanVu(vus[i].vu, vus[i].modul, (k / Math.max(1, vus.length)) * SEBARAN_LOGIN_MS),
  );

  const detak = setInterval(() => {
    const n = [...perekam.langkah.values()].reduce((s, e) => s + e.ms.length, 0);
    const g = [...perekam.langkah.values()].reduce((s, e) => s + e.galat, 0);
    const dtk = (performance.now() - mulai) / 1000;
    console.log(
      `  ${dtk.toFixed(0).padStart(4)} dtk: ${n} langkah, ${g} galat, ${perekam.panggilan} panggilan HTTP, beban ${os.loadavg()[0].toFixed(2)}`,
    );
  }, 30_000);
  // Steps in flight at the end finish; a hung one does not hold the report for ever.
  await Promise.race([Promise.all(tugas), tidur(menit * 60_000 + 90_000)]);
  clearInterval(detak);
  const amati = await amatan.selesai();
  const durasiDetik = (performance.now() - mulai) / 1000;
  const bebanAkhir = os.loadavg();
  // The runner's own CPU: on a shared machine it competes with the server it measures.
  const cpu = process.cpuUsage(cpuMulai);
  const cpuRunnerDetik = Math.round((cpu.user + cpu.system) / 1e5) / 10;

  const ringkasan = {};
  for (const d of daftarPeran)
    if (d.modul.ringkasan) {
      try {
        ringkasan[d.nama] = await d.modul.ringkasan(admin, bersama);
      } catch (err) {
        ringkasan[d.nama] = { galat: String(err?.message ?? err) };
      }
    }

  const langkah = perekam.ringkas();
  const peran = ringkasPeran(langkah, daftarPeran);
  const hasil = {
    jenis: 'skenario',
    mulai: waktuMulai.toISOString(),
    commit: commitSekarang(),
    server: url,
    node: process.version,
    cpu: os.cpus().length,
    staf,
    stafPerPeran: Object.fromEntries(daftarPeran.map((d) => [d.nama, { peran: d.peran, jumlah: d.jumlah }])),
    menit,
    cepat,
    durasiDetik: Math.round(durasiDetik),
    bebanMulai,
    bebanAkhir,
    bebanDiAtasBatas: bebanMulai[0] > BATAS_BEBAN,
    cpuRunnerDetik,
    panggilanHttp: perekam.panggilan,
    permintaanPerDetik: Math.round((perekam.panggilan / durasiDetik) * 10) / 10,
    langkah,
    peran,
    login: perekam.loginSemua(),
    ringkasan,
    amati,
  };
  const lolos = langkah.every((l) => l.ok);
  hasil.lolos = lolos;
  cetakHasil(hasil);
  cetakAmatan(amati);
  const dir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const berkas = path.join(dir, `skenario-${waktuMulai.toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(berkas, `${JSON.stringify(hasil, null, 2)}\n`);
  console.log(`\nHasil disimpan: ${path.relative(process.cwd(), berkas)}`);
  if (opsi.strict && !lolos) {
    console.error('--strict: ada langkah yang melebihi anggaran atau galat');
    process.exit(1);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err?.stack ?? err);
  if (err?.body) console.error(JSON.stringify(err.body).slice(0, 2000));
  process.exit(1);
});
