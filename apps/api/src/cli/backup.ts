import { copyFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { buatCadangan, type HasilCadangan } from '../platform/cadangan/cadangan.ts';
import {
  bacaKunciLokal,
  HEADER_KUNCI_LOKAL,
  jalurKunciLokal,
  prosesHidup,
} from '../platform/cadangan/kunci-lokal.ts';
import { sumberDari } from '../platform/cadangan/potret.ts';
import { ada } from '../platform/cadangan/proses.ts';
import { arsipKedaluwarsa } from '../platform/cadangan/rotasi.ts';

// npm run backup [-- --ke <folder>] [--rotasi] [--paksa]        (docs/cadangan.md)
//   --ke      folder tujuan (bawaan RAWAT_CADANGAN_DIR, atau <RAWAT_DATA_DIR>/cadangan)
//   --rotasi  sesudahnya hapus arsip di luar jadwal simpan 7 harian + 4 mingguan + 12 bulanan
//   --paksa   buka folder PGlite walau postmaster.pid tertinggal dari server yang mati mendadak
const argumen = process.argv.slice(2);
const opsi = (nama: string) => argumen.includes(`--${nama}`);
const nilai = (nama: string) => {
  const i = argumen.indexOf(`--${nama}`);
  return i >= 0 ? argumen[i + 1] : undefined;
};

const config = loadConfig();
const keDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), nilai('ke') ?? config.cadanganDir);

async function lewatServer(url: string, kunci: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/admin/backup/lokal`, {
    method: 'POST',
    headers: { [HEADER_KUNCI_LOKAL]: kunci, 'user-agent': 'npm run backup' },
  });
  const body = (await res.json().catch(() => ({}))) as { respon?: { lokasi: string }; message?: string };
  if (res.status !== 201 || !body.respon) throw new Error(body.message ?? `server menjawab ${res.status}`);
  return body.respon.lokasi;
}

async function cadangkan(): Promise<{ berkas: string; hasil?: HasilCadangan }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, 1);
    try {
      const hasil = await buatCadangan({
        sumber: sumberDari(database.db),
        berkasDir: config.berkasDir,
        keDir,
      });
      return { berkas: hasil.berkas, hasil };
    } finally {
      await database.close();
    }
  }
  const server = await bacaKunciLokal(config.dataDir);
  if (server && prosesHidup(server.pid)) {
    console.log(`Server Rawat berjalan (pid ${server.pid}); cadangan dibuat oleh server...`);
    const lokasi = await lewatServer(server.url, server.kunci).catch((e: Error) => {
      throw new Error(
        `Server tidak dapat dihubungi di ${server.url}: ${e.message}. Bila server sudah mati, hapus ${jalurKunciLokal(config.dataDir)} lalu ulangi.`,
      );
    });
    if (path.dirname(lokasi) === keDir) return { berkas: lokasi };
    const ke = path.join(keDir, path.basename(lokasi));
    await copyFile(lokasi, ke);
    await rm(lokasi);
    return { berkas: ke };
  }
  if (!(await ada(path.join(config.dataDir, 'PG_VERSION'))))
    throw new Error(`Tidak ada basis data di ${config.dataDir} (RAWAT_DATA_DIR).`);
  // PGlite does not lock its folder: a second process opening it beside a live server would
  // corrupt it. postmaster.pid is there while some process has it open.
  if ((await ada(path.join(config.dataDir, 'postmaster.pid'))) && !opsi('paksa'))
    throw new Error(
      `Folder ${config.dataDir} sedang dibuka proses lain (ada postmaster.pid), tetapi tidak ada server Rawat yang tercatat berjalan. Pastikan tidak ada proses Rawat yang memakainya (mis. server yang mati mendadak), lalu ulangi dengan --paksa.`,
    );
  const database = await openPglite(config.dataDir);
  try {
    const hasil = await buatCadangan({ sumber: sumberDari(database.db), berkasDir: config.berkasDir, keDir });
    return { berkas: hasil.berkas, hasil };
  } finally {
    await database.close();
  }
}

try {
  const mulai = Date.now();
  const { berkas, hasil } = await cadangkan();
  console.log(`Cadangan selesai dalam ${((Date.now() - mulai) / 1000).toFixed(1)} dtk: ${berkas}`);
  if (hasil) {
    const m = hasil.manifest;
    const baris = Object.values(m.tabel).reduce((a, b) => a + b, 0);
    console.log(
      `  ${m.basis_data.jenis}, migrasi ${m.migrasi.terakhir}, ${Object.keys(m.tabel).length} tabel, ${baris} baris, ${m.berkas.jumlah} berkas unggahan, ${(hasil.byte / 1048576).toFixed(1)} MB`,
    );
  }
  if (opsi('rotasi')) {
    const dibuang = arsipKedaluwarsa(await readdir(keDir), new Date());
    for (const n of dibuang) await rm(path.join(keDir, n));
    console.log(`Rotasi: ${dibuang.length} arsip lama dihapus (simpan 7 harian, 4 mingguan, 12 bulanan).`);
  }
  console.log('Ingat: salin arsip ini ke luar mesin server (docs/cadangan.md).');
} catch (err) {
  console.error(`Cadangan GAGAL: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
