import type { Db } from '../../db/client.ts';
import { kunciIndukEklaimTidakAda } from './eklaim.errors.ts';
import { buatKlienEklaim } from './eklaim.klien.ts';
import { kredensialEklaim } from './eklaim.pengaturan.ts';
import type { KlienEklaim } from './eklaim.port.ts';

/*
 * How the casemix module reaches E-Klaim (docs/eklaim.md). The Encryption Key is stored encrypted
 * with the server's master key, which is never in the database: app.ts hands it over once per
 * database (`pasangKunciIndukEklaim`), so a caller needs only the Db it already has.
 */

const kunciPerDb = new WeakMap<object, Buffer>();

/** app.ts: the master key that opens the stored Encryption Key for this database. */
export function pasangKunciIndukEklaim(db: Db, kunciInduk: Buffer): void {
  kunciPerDb.set(db, kunciInduk);
}

/** The default coder NIK from the settings (claim_final needs one); null when E-Klaim is not set up. */
export async function pengaturanKlaimEklaim(
  db: Db,
  opsi: { kunciInduk?: Buffer } = {},
): Promise<{ kodeTarif: string; coderNik: string } | null> {
  const k = await bukaKredensial(db, opsi.kunciInduk);
  return k ? { kodeTarif: k.kodeTarif, coderNik: k.coderNik } : null;
}

async function bukaKredensial(db: Db, kunciInduk?: Buffer) {
  const kunci = kunciInduk ?? kunciPerDb.get(db);
  if (!kunci) throw kunciIndukEklaimTidakAda();
  return kredensialEklaim(db, kunci, { aktifSaja: true });
}

/**
 * A client for the configured E-Klaim, or null when it is not configured or switched off (the
 * casemix screens then work without sending). Throws 409 `eklaim.kunci_induk_salah` when the
 * stored key cannot be opened with this server's master key.
 */
export async function klienEklaim(db: Db, opsi: { kunciInduk?: Buffer } = {}): Promise<KlienEklaim | null> {
  const k = await bukaKredensial(db, opsi.kunciInduk);
  if (!k) return null;
  return buatKlienEklaim({ url: k.url, kunci: k.kunci, kodeTarif: k.kodeTarif });
}
