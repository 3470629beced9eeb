import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key of the activity log's chain. It must not live in the database: whoever can rewrite the
 * database could otherwise rewrite the seals too.
 */
export interface KunciAudit {
  rahasia: KeyObject;
  /** A fingerprint of the key (not the key): stored with each link to spot a second key. */
  id: string;
}

export const NAMA_BERKAS_KUNCI = 'kunci-log-aktivitas';
const PANJANG_MIN = 32;

export function kunciDari(bahan: Buffer): KunciAudit {
  if (bahan.length < PANJANG_MIN) {
    throw new Error(`Kunci log aktivitas terlalu pendek: minimal ${PANJANG_MIN} byte`);
  }
  const rahasia = createSecretKey(bahan);
  const id = createHmac('sha256', rahasia).update('rawat:log_aktivitas:kunci').digest('hex').slice(0, 16);
  return { rahasia, id };
}

/** A fresh random key held only in memory (tests). */
export function kunciAcak(): KunciAudit {
  return kunciDari(randomBytes(32));
}

/**
 * The key from RAWAT_AUDIT_KUNCI (several API instances on one PostgreSQL must share it), else
 * from `<dataDir>/kunci-log-aktivitas`, created with 0600 on the first start when `buat` allows.
 * The verification command never creates one: a new key would only report every seal as foreign.
 */
export function muatKunciAudit(opts: { env: string | null; dataDir: string; buat: boolean }): KunciAudit {
  if (opts.env) return kunciDari(Buffer.from(opts.env, 'utf8'));
  const berkas = path.join(opts.dataDir, NAMA_BERKAS_KUNCI);
  if (!fs.existsSync(berkas)) {
    if (!opts.buat) {
      throw new Error(
        `Kunci log aktivitas tidak ditemukan: setel RAWAT_AUDIT_KUNCI atau sediakan berkas ${berkas}`,
      );
    }
    fs.mkdirSync(opts.dataDir, { recursive: true });
    try {
      // 'wx': two instances starting together on one folder cannot overwrite each other's key.
      fs.writeFileSync(berkas, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const mode = fs.statSync(berkas).mode & 0o077;
  if (mode !== 0 && process.platform !== 'win32') {
    console.warn(`Peringatan: ${berkas} dapat dibaca pengguna lain; jalankan: chmod 600 ${berkas}`);
  }
  const hex = fs.readFileSync(berkas, 'utf8').trim();
  if (!/^[0-9a-f]{64,}$/i.test(hex)) throw new Error(`Isi ${berkas} bukan kunci yang sah (heksadesimal)`);
  return kunciDari(Buffer.from(hex, 'hex'));
}
