import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { POLA_KUNCI_BERKAS } from './manifest.ts';

/** Runs a program; its stdout, or an error carrying its stderr (no shell, so no quoting issues). */
export function jalankan(
  program: string,
  args: string[],
  opsi: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(program, args, {
      env: opsi.env ?? process.env,
      cwd: opsi.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    p.stdout.on('data', (d: Buffer) => out.push(d));
    p.stderr.on('data', (d: Buffer) => err.push(d));
    p.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(e.code === 'ENOENT' ? `program '${program}' tidak ditemukan di server ini` : e.message),
      ),
    );
    p.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(
            `${path.basename(program)} gagal (kode ${code}): ${Buffer.concat(err).toString('utf8').trim()}`,
          ),
        );
    });
  });
}

/**
 * pg_dump / pg_restore: from RAWAT_PG_BIN when set (e.g. /usr/lib/postgresql/16/bin, a client as
 * new as the server), else from PATH.
 */
export function programPg(nama: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.RAWAT_PG_BIN;
  return dir ? path.join(dir, nama) : nama;
}

/**
 * The connection as libpq's PG* variables rather than a URL argument: a password on the command
 * line would be readable by every user of the machine in the process list.
 */
export function envPg(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const q = u.searchParams;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (/^PG[A-Z]+$/.test(k) && k !== 'PGCONNECT_TIMEOUT') delete env[k];
  const host = q.get('host') ?? decodeURIComponent(u.hostname).replace(/^\[|\]$/g, '');
  if (host) env.PGHOST = host;
  if (u.port || q.get('port')) env.PGPORT = u.port || (q.get('port') ?? '');
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = decodeURIComponent(u.pathname.replace(/^\//, '')) || env.PGUSER || 'postgres';
  const ssl = q.get('sslmode');
  if (ssl) env.PGSSLMODE = ssl;
  return env;
}

/** Size and SHA-256 of a file, read as a stream (images can be large). */
export async function sidikBerkas(p: string): Promise<{ byte: number; sha256: string }> {
  const h = createHash('sha256');
  let byte = 0;
  for await (const potong of createReadStream(p)) {
    h.update(potong as Buffer);
    byte += (potong as Buffer).length;
  }
  return { byte, sha256: h.digest('hex') };
}

/** The keys of every stored upload (`YYYY/MM/<uuid>`); half-written `.tmp` files and strangers are left out. */
export async function kunciBerkas(dir: string): Promise<string[]> {
  const hasil: string[] = [];
  const isi = async (p: string) =>
    (await readdir(p, { withFileTypes: true }).catch(() => [])).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const th of await isi(dir)) {
    if (!th.isDirectory()) continue;
    for (const bl of await isi(path.join(dir, th.name))) {
      if (!bl.isDirectory()) continue;
      for (const f of await isi(path.join(dir, th.name, bl.name))) {
        const k = `${th.name}/${bl.name}/${f.name}`;
        if (f.isFile() && POLA_KUNCI_BERKAS.test(k)) hasil.push(k);
      }
    }
  }
  return hasil;
}

/** Whether a folder is missing or holds nothing. */
export async function kosong(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw e;
  }
}

export async function ada(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}
