import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite } from '../../db/client.ts';
import { bacaKunciLokal, prosesHidup } from './kunci-lokal.ts';
import {
  anggotaSah,
  BERKAS_DB,
  FORMAT_ARSIP,
  jurnalMigrasi,
  type Manifest,
  manifestSchema,
  VERSI_FORMAT,
} from './manifest.ts';
import { hitungTabel, type Kueri } from './potret.ts';
import { ada, envPg, jalankan, kosong, kunciBerkas, programPg, sidikBerkas } from './proses.ts';

/** A restore refused or failed; the message is for the person at the console. */
export class GagalPulih extends Error {}

export type TujuanDb = { jenis: 'pglite'; dataDir: string } | { jenis: 'postgres'; url: string };

export interface OpsiPulih {
  arsip: string;
  tujuan: TujuanDb;
  berkasDir: string;
  /** Restore over a database or upload folder that is not empty (what was there is set aside). */
  paksa?: boolean;
  now?: () => Date;
  lapor?: (baris: string) => void;
}

export interface HasilPulih {
  manifest: Manifest;
  /** What was in the way and has been set aside (folders renamed, never deleted). */
  disisihkan: string[];
}

/**
 * Restores an archive of `buatCadangan` into an empty database and upload folder: every member is
 * checked against the manifest's SHA-256 before anything is written, and afterwards every table's
 * row count and every file against the manifest again. The server must be stopped.
 */
export async function pulihkan(o: OpsiPulih): Promise<HasilPulih> {
  const lapor = o.lapor ?? (() => undefined);
  const t = o.tujuan;
  if (t.jenis === 'pglite') {
    const k = await bacaKunciLokal(t.dataDir);
    if (k && prosesHidup(k.pid))
      throw new GagalPulih(
        `Server Rawat masih berjalan (pid ${k.pid}) di folder ${t.dataDir}. Hentikan dulu.`,
      );
  }
  // Unpacked beside the target (same disk, so files are moved rather than copied), in the nearest
  // folder that exists: nothing of the target is created before the archive has been checked.
  let induk = path.dirname(path.resolve(t.jenis === 'pglite' ? t.dataDir : o.berkasDir));
  while (!(await ada(induk))) induk = path.dirname(induk);
  const kerja = await mkdtemp(path.join(induk, '.rawat-pulih-'));
  try {
    lapor('Memeriksa arsip…');
    const manifest = await bongkarDanPeriksa(o.arsip, kerja);
    if (manifest.basis_data.jenis !== t.jenis)
      throw new GagalPulih(
        `Arsip berisi basis data ${manifest.basis_data.jenis}, sedangkan tujuan ${t.jenis}. Pindah jenis basis data belum didukung.`,
      );
    periksaMigrasi(manifest);

    const disisihkan: string[] = [];
    const cap = stempel((o.now ?? (() => new Date()))());
    if (!(await dbKosong(t))) {
      if (!o.paksa)
        throw new GagalPulih(
          t.jenis === 'pglite'
            ? `Folder data ${t.dataDir} sudah berisi basis data. Pulihkan ke folder kosong, atau ulangi dengan --paksa (isi lama dipindahkan, tidak dihapus).`
            : 'Basis data tujuan tidak kosong. Pulihkan ke basis data kosong, atau ulangi dengan --paksa (skema public dan drizzle dihapus).',
        );
      if (t.jenis === 'pglite') disisihkan.push(...(await sisihkan(t.dataDir, cap)));
      else await kosongkanPostgres(t.url);
    }
    if ((await kunciBerkas(o.berkasDir)).length > 0) {
      if (!o.paksa)
        throw new GagalPulih(
          `Folder berkas ${o.berkasDir} tidak kosong. Ulangi dengan --paksa (isi lama dipindahkan).`,
        );
      disisihkan.push(...(await sisihkan(o.berkasDir, cap)));
    }

    lapor('Memulihkan basis data…');
    const fileDb = path.join(kerja, BERKAS_DB[t.jenis]);
    if (t.jenis === 'pglite') {
      await mkdir(t.dataDir, { recursive: true, mode: 0o700 });
      await jalankan('tar', ['-xzf', fileDb, '-C', t.dataDir]);
    } else {
      const env = envPg(t.url);
      // One transaction: a failed restore leaves the database as empty as it was.
      await jalankan(
        programPg('pg_restore'),
        [
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          '-d',
          env.PGDATABASE ?? '',
          fileDb,
        ],
        { env },
      );
    }
    await periksaTabel(t, manifest);

    lapor('Memulihkan berkas unggahan…');
    for (const i of manifest.isi) {
      if (!i.nama.startsWith('berkas/')) continue;
      const ke = path.join(o.berkasDir, i.nama.slice('berkas/'.length));
      await mkdir(path.dirname(ke), { recursive: true });
      await pindah(path.join(kerja, i.nama), ke);
      if ((await stat(ke)).size !== i.byte)
        throw new GagalPulih(`Berkas ${i.nama} tidak utuh setelah dipulihkan.`);
    }
    return { manifest, disisihkan };
  } finally {
    await rm(kerja, { recursive: true, force: true });
  }
}

/** Unpacks into `ke` after checking the member names, then every member against the manifest. */
async function bongkarDanPeriksa(arsip: string, ke: string): Promise<Manifest> {
  if (!(await ada(arsip))) throw new GagalPulih(`Arsip ${arsip} tidak ditemukan.`);
  const anggota = (await jalankan('tar', ['-tf', arsip])).split('\n').filter(Boolean);
  const asing = anggota.filter((n) => !anggotaSah(n));
  if (!anggota.includes('manifest.json') || asing.length)
    throw new GagalPulih(
      `${arsip} bukan arsip cadangan Rawat${asing.length ? ` (isi asing: ${asing.slice(0, 3).join(', ')})` : ''}.`,
    );
  await jalankan('tar', ['-xf', arsip, '-C', ke]);
  const mentah = JSON.parse(await readFile(path.join(ke, 'manifest.json'), 'utf8')) as {
    format?: unknown;
    versi_format?: unknown;
  };
  if (mentah.format !== FORMAT_ARSIP) throw new GagalPulih('manifest.json bukan manifest cadangan Rawat.');
  if (typeof mentah.versi_format === 'number' && mentah.versi_format > VERSI_FORMAT)
    throw new GagalPulih('Arsip dibuat oleh Rawat yang lebih baru. Perbarui aplikasi lalu ulangi.');
  const manifest = manifestSchema.parse(mentah);
  const dicatat = new Set(manifest.isi.map((i) => i.nama));
  const tanpaCatatan = anggota.filter(
    (n) => /^(db|berkas)\/.+[^/]$/.test(n) && !dicatat.has(n) && !/^berkas\/\d{4}(\/\d{2})?$/.test(n),
  );
  if (tanpaCatatan.length)
    throw new GagalPulih(`Arsip berisi ${tanpaCatatan[0]} yang tidak tercatat di manifest.`);
  for (const i of manifest.isi) {
    const s = await sidikBerkas(path.join(ke, i.nama)).catch(() => null);
    if (!s) throw new GagalPulih(`Arsip tidak lengkap: ${i.nama} tidak ada.`);
    if (s.byte !== i.byte || s.sha256 !== i.sha256)
      throw new GagalPulih(`Arsip rusak: checksum ${i.nama} tidak cocok. Gunakan salinan lain.`);
  }
  return manifest;
}

/** The archive's schema must be one this version knows; an older one is migrated forward at start. */
function periksaMigrasi(m: Manifest) {
  if (!m.migrasi.terakhir) return;
  const jurnal = jurnalMigrasi();
  if (!jurnal.some((e) => e.tag === m.migrasi.terakhir && e.when === m.migrasi.waktu))
    throw new GagalPulih(
      `Arsip memakai migrasi ${m.migrasi.terakhir} yang tidak dikenal versi Rawat ini (terakhir ${jurnal.at(-1)?.tag}). Pasang versi Rawat yang sama atau lebih baru (arsip: ${m.aplikasi.versi}).`,
    );
}

async function dbKosong(t: TujuanDb): Promise<boolean> {
  if (t.jenis === 'pglite') return !(await ada(path.join(t.dataDir, 'PG_VERSION')));
  return (await denganPostgres(t.url, async (q) => Object.keys(await hitungTabel(q)).length)) === 0;
}

/** --paksa on PostgreSQL: Rawat's two schemas go, the rest of the server is left alone. */
async function kosongkanPostgres(url: string) {
  await denganPostgres(url, async (q) => {
    await q('drop schema if exists drizzle cascade');
    await q('drop schema if exists public cascade');
    await q('create schema public');
  });
  if (!(await dbKosong({ jenis: 'postgres', url })))
    throw new GagalPulih(
      'Basis data tujuan masih berisi tabel di skema lain. Gunakan basis data baru yang kosong.',
    );
}

async function periksaTabel(t: TujuanDb, m: Manifest) {
  const hitung = (q: Kueri) => hitungTabel(q);
  let ada: Record<string, number>;
  if (t.jenis === 'pglite') {
    // Opening the folder also replays its log: the restored database is ready for the server.
    const d = await openPglite(t.dataDir);
    try {
      ada = await hitung(
        async <T>(s: string) => ((await d.db.execute(sql.raw(s))) as unknown as { rows: T[] }).rows,
      );
    } finally {
      await d.close();
    }
  } else ada = await denganPostgres(t.url, hitung);
  const beda = Object.entries(m.tabel).filter(([k, n]) => ada[k] !== n);
  if (beda.length)
    throw new GagalPulih(
      `Isi basis data tidak cocok dengan manifest: ${beda
        .slice(0, 5)
        .map(([k, n]) => `${k} ${ada[k] ?? 'tidak ada'} baris, seharusnya ${n}`)
        .join('; ')}.`,
    );
}

async function denganPostgres<T>(url: string, kerja: (q: Kueri) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await kerja(async <R>(s: string) => (await c.query(s)).rows as R[]);
  } finally {
    await c.end();
  }
}

/** Renames a folder out of the way (`<folder>.sebelum-pulih-<time>`): a restore never deletes data. */
async function sisihkan(dir: string, cap: string): Promise<string[]> {
  if (await kosong(dir)) return [];
  const ke = `${path.resolve(dir)}.sebelum-pulih-${cap}`;
  await rename(dir, ke);
  return [ke];
}

async function pindah(dari: string, ke: string) {
  try {
    await rename(dari, ke);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await copyFile(dari, ke);
  }
}

const stempel = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
