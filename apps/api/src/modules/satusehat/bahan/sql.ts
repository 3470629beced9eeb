import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';

/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function baris<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  const res = await db.execute(q);
  return (res as unknown as { rows: T[] }).rows;
}

/** A timestamp column as a Date, whichever driver read it. */
export const tgl = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
export const tglBila = (v: unknown): Date | null => (v === null || v === undefined ? null : tgl(v));

/**
 * Why a message is refused for good (TOLAK), in words for the person who can fix it: a patient
 * without NIK, a drug without KFA code… After the fix, "Kirim ulang" on /monitor-bridging.
 */
export class TolakSatusehat extends Error {}

/** The local row is gone (a diagnosis deleted before it was sent): nothing to send any more. */
export class LewatiSatusehat extends Error {}
