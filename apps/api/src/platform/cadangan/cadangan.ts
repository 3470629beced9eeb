import { chmod, mkdir, mkdtemp, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../errors.ts';
import {
  BERKAS_DB,
  FORMAT_ARSIP,
  type IsiArsip,
  type Manifest,
  namaArsip,
  VERSI_FORMAT,
  versiAplikasi,
} from './manifest.ts';
import { potretPglite, potretPostgres, type SumberDb } from './potret.ts';
import { ada, jalankan, kunciBerkas, sidikBerkas } from './proses.ts';

export interface OpsiCadangan {
  sumber: SumberDb;
  /** The upload store (config.berkasDir). */
  berkasDir: string;
  /** Where the archive is written (config.cadanganDir or the CLI's --ke). */
  keDir: string;
  now?: () => Date;
}

export interface HasilCadangan {
  /** Absolute path of the archive. */
  berkas: string;
  byte: number;
  manifest: Manifest;
}

// One backup at a time in a process: a second one would double the load and the disk it needs.
let berjalan = false;

/**
 * One archive with everything a restore needs: `manifest.json`, the database (`db/…`) and every
 * upload (`berkas/YYYY/MM/<uuid>`). The database is read first; uploads are only ever added, and a
 * row is committed after its file is written, so every file a backed-up row names is on disk by
 * then (later uploads are simply left for the next backup).
 */
export async function buatCadangan(o: OpsiCadangan): Promise<HasilCadangan> {
  if (berjalan)
    throw conflict('cadangan.sedang_berjalan', 'Pencadangan lain sedang berjalan. Tunggu sampai selesai.');
  berjalan = true;
  const pada = (o.now ?? (() => new Date()))();
  let kerja: string | null = null;
  let sementara: string | null = null;
  try {
    await mkdir(o.keDir, { recursive: true, mode: 0o700 });
    kerja = await mkdtemp(path.join(o.keDir, '.sedang-'));
    await mkdir(path.join(kerja, 'db'));
    const fileDb = BERKAS_DB[o.sumber.jenis];
    const info =
      o.sumber.jenis === 'pglite'
        ? await potretPglite(o.sumber.klien, path.join(kerja, fileDb))
        : await potretPostgres(o.sumber.url, path.join(kerja, fileDb));
    const isi: IsiArsip[] = [{ nama: fileDb, ...(await sidikBerkas(path.join(kerja, fileDb))) }];
    const kunci = await kunciBerkas(o.berkasDir);
    let byte = 0;
    for (const k of kunci) {
      const s = await sidikBerkas(path.join(o.berkasDir, k));
      isi.push({ nama: `berkas/${k}`, ...s });
      byte += s.byte;
    }
    const manifest: Manifest = {
      format: FORMAT_ARSIP,
      versi_format: VERSI_FORMAT,
      aplikasi: versiAplikasi(),
      dibuat_pada: pada.toISOString(),
      basis_data: { jenis: o.sumber.jenis, versi_server: info.versi_server, alat: info.alat },
      migrasi: info.migrasi,
      tabel: info.tabel,
      berkas: { jumlah: kunci.length, byte },
      isi,
    };
    await writeFile(path.join(kerja, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    // The uploads go in through a link, so the archive is written once with no copy of the images.
    if (kunci.length) await symlink(path.resolve(o.berkasDir), path.join(kerja, 'berkas'), 'dir');
    const daftar = path.join(kerja, 'daftar.txt');
    await writeFile(daftar, `${['manifest.json', ...isi.map((i) => i.nama)].join('\n')}\n`);

    const tujuan = await namaBebas(o.keDir, namaArsip(pada));
    sementara = `${tujuan}.part`;
    await jalankan('tar', ['-cf', sementara, '-C', kerja, '-T', daftar]);
    // The archive holds every patient's record: readable by the server's user only.
    await chmod(sementara, 0o600);
    await rename(sementara, tujuan);
    sementara = null;
    return { berkas: tujuan, byte: (await stat(tujuan)).size, manifest };
  } finally {
    if (kerja) {
      // The link first: the clean-up must never reach through it into the upload store.
      await unlink(path.join(kerja, 'berkas')).catch(() => undefined);
      await rm(kerja, { recursive: true, force: true });
    }
    if (sementara) await rm(sementara, { force: true });
    berjalan = false;
  }
}

/** The name, or name-2, name-3 … when a backup of the same minute is already there. */
async function namaBebas(dir: string, nama: string): Promise<string> {
  for (let i = 1; ; i++) {
    const p = path.join(dir, i === 1 ? nama : nama.replace(/\.tar$/, `-${i}.tar`));
    if (!(await ada(p)) && !(await ada(`${p}.part`))) return p;
  }
}
