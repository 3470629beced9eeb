import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bagianJakarta } from '@rawat/domain';

/**
 * The file store for uploads (radiology images, later scanned documents): bytes outside the
 * database, one file per upload named by a fresh uuid under `YYYY/MM/`, so rows stay small and
 * backups of the database and of the files can follow their own rhythm (docs/architecture.md
 * "File storage"). The store on disk is the only kind now; an object store would implement the
 * same three operations.
 */
export interface PenyimpananBerkas {
  /** Writes the bytes and returns their key; the file appears whole or not at all. */
  simpan(isi: Buffer, pada: Date): Promise<string>;
  /** A stream of the stored bytes; 'ENOENT' when the key holds nothing. */
  baca(kunci: string): Promise<ReadStream>;
  /** Removes a file (a failed transaction's upload); absent files are fine. */
  hapus(kunci: string): Promise<void>;
}

const POLA_KUNCI = /^\d{4}\/\d{2}\/[0-9a-f-]{36}$/;

function jalur(dir: string, kunci: string): string {
  // Keys come from our own rows, but a key is never trusted as a path.
  if (!POLA_KUNCI.test(kunci)) throw new Error(`kunci berkas tidak valid: ${kunci}`);
  return path.join(dir, ...kunci.split('/'));
}

/** The store in a directory on this server's disk (RAWAT_BERKAS_DIR, shared by every instance). */
export function penyimpananDisk(dir: string): PenyimpananBerkas {
  return {
    async simpan(isi, pada) {
      const b = bagianJakarta(pada);
      const kunci = `${b.tahun}/${String(b.bulan).padStart(2, '0')}/${randomUUID()}`;
      const tujuan = jalur(dir, kunci);
      await mkdir(path.dirname(tujuan), { recursive: true });
      // Write beside it, then rename: a reader never sees half a file.
      const sementara = `${tujuan}.${process.pid}.tmp`;
      try {
        await writeFile(sementara, isi, { flag: 'wx' });
        await rename(sementara, tujuan);
      } catch (err) {
        await rm(sementara, { force: true });
        throw err;
      }
      return kunci;
    },
    async baca(kunci) {
      const p = jalur(dir, kunci);
      await stat(p);
      return createReadStream(p);
    },
    async hapus(kunci) {
      await rm(jalur(dir, kunci), { force: true });
    },
  };
}
