import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How `npm run backup` reaches a running embedded server: PGlite is in-process, so while the
 * server holds the data folder no other process may open it. At start the server writes its
 * address and a fresh 256-bit key to this file, readable only by the server's own system user;
 * the CLI, run as that user, presents the key to POST /api/v1/admin/backup/lokal.
 */
export interface KunciLokal {
  pid: number;
  url: string;
  kunci: string;
}

export const jalurKunciLokal = (dataDir: string) => path.join(dataDir, 'rawat-server.json');
export const HEADER_KUNCI_LOKAL = 'x-rawat-kunci-lokal';

/** Writes the key file for this process; the function it returns removes it again (at shutdown). */
export async function pasangKunciLokal(
  dataDir: string,
  alamat: { host: string; port: number },
): Promise<() => Promise<void>> {
  const p = jalurKunciLokal(dataDir);
  const semua = ['0.0.0.0', '::', ''].includes(alamat.host);
  const host = semua ? '127.0.0.1' : alamat.host.includes(':') ? `[${alamat.host}]` : alamat.host;
  const isi: KunciLokal = {
    pid: process.pid,
    url: `http://${host}:${alamat.port}`,
    kunci: randomBytes(32).toString('hex'),
  };
  await rm(p, { force: true });
  // 'wx' with mode 0600: a fresh file only this user reads, never one someone else prepared.
  await writeFile(p, JSON.stringify(isi), { mode: 0o600, flag: 'wx' });
  return async () => {
    if ((await bacaKunciLokal(dataDir))?.pid === process.pid) await rm(p, { force: true });
  };
}

export async function bacaKunciLokal(dataDir: string): Promise<KunciLokal | null> {
  try {
    const k = JSON.parse(await readFile(jalurKunciLokal(dataDir), 'utf8')) as Partial<KunciLokal>;
    return typeof k.pid === 'number' && typeof k.url === 'string' && typeof k.kunci === 'string'
      ? { pid: k.pid, url: k.url, kunci: k.kunci }
      : null;
  } catch {
    return null;
  }
}

/** Whether a process id is alive (EPERM: alive, under another user). */
export function prosesHidup(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a presented key is this process's key (compared in constant time). */
export async function kunciLokalCocok(dataDir: string, diberikan: string | undefined): Promise<boolean> {
  const k = await bacaKunciLokal(dataDir);
  if (!k || k.pid !== process.pid || !diberikan) return false;
  const a = Buffer.from(k.kunci);
  const b = Buffer.from(diberikan);
  return a.length === b.length && timingSafeEqual(a, b);
}
