import { createHmac } from 'node:crypto';
import { and, asc, desc, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { logAktivitas, logAktivitasRantai } from './audit.tables.ts';
import type { KunciAudit } from './audit-kunci.ts';

/**
 * The chain over the activity log (docs/platform.md "Log aktivitas berantai"). A row is sealed
 * after its transaction has committed, in id order, by a background run that holds a PostgreSQL
 * advisory lock; writers never wait for it.
 */

/** Every column of log_aktivitas in the fixed order of the canonical form (a test holds it complete). */
export const KOLOM_KANONIK = [
  'id',
  'waktu',
  'akun_uid',
  'username',
  'role',
  'aksi',
  'entitas',
  'entitas_id',
  'keterangan',
  'ip',
  'user_agent',
  'detail',
] as const;

type NamaKolom = (typeof KOLOM_KANONIK)[number];

const l = logAktivitas;
// Each column as PostgreSQL's exact text: microseconds of the time (a JS Date keeps only ms),
// jsonb in PostgreSQL's canonical output (keys sorted, duplicates dropped, whitespace fixed), the
// numbers in detail digit for digit (a JS number would round big ones).
const TEKS_KOLOM: Record<NamaKolom, SQL<string | null>> = {
  id: sql<string>`${l.id}::text`,
  waktu: sql<string>`to_char(${l.waktu} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  akun_uid: sql<string | null>`${l.akun_uid}::text`,
  username: sql<string | null>`${l.username}`,
  role: sql<string | null>`${l.role}`,
  aksi: sql<string>`${l.aksi}`,
  entitas: sql<string | null>`${l.entitas}`,
  entitas_id: sql<string | null>`${l.entitas_id}`,
  keterangan: sql<string | null>`${l.keterangan}`,
  ip: sql<string | null>`${l.ip}`,
  user_agent: sql<string | null>`${l.user_agent}`,
  detail: sql<string | null>`${l.detail}::text`,
};

/** The columns to select for hashing: each column as text, plus the id as a number and the time. */
export const PILIH_KANONIK = { ...TEKS_KOLOM, nomor: l.id, pada: l.waktu };

/** The row's canonical form: its columns' text in the fixed order, as a JSON array (null stays null). */
export function kanonikDari(baris: Record<NamaKolom, string | null>): string {
  return JSON.stringify(KOLOM_KANONIK.map((k) => baris[k]));
}

/** The link's hash: HMAC-SHA256 over the previous hash, the previous id and the row's canonical form. */
export function hashTautan(
  kunci: KunciAudit,
  prevHash: string,
  prevId: number | null,
  kanonik: string,
): string {
  return createHmac('sha256', kunci.rahasia)
    .update(`rawat.log_aktivitas.v1\n${prevHash}\n${prevId ?? ''}\n${kanonik}`)
    .digest('hex');
}

/** The advisory lock of the sealing run: with several API instances exactly one seals at a time. */
export const KUNCI_SEGEL = 7_264_812_001;
/** Rows sealed in one run at most, so a run stays short however far behind it is. */
export const MAKS_SEGEL = 1000;

export type HasilSegel =
  | { hasil: 'disegel'; jumlah: number; sampai_id: number | null; penuh: boolean }
  | { hasil: 'dilewati' }
  | { hasil: 'kunci_lain'; kunci_id: string };

export function barisDari<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/**
 * Seals the next rows after the last link, up to `sampaiId` (rows whose transactions have had the
 * grace period to commit) and at most `maks` of them. Another instance already sealing → skipped.
 */
export async function segelLog(
  db: DbOrTx,
  kunci: KunciAudit,
  opts: { sampaiId?: number; maks?: number } = {},
): Promise<HasilSegel> {
  const maks = Math.min(opts.maks ?? MAKS_SEGEL, MAKS_SEGEL);
  return db.transaction(async (tx): Promise<HasilSegel> => {
    const [kunciDb] = barisDari<{ dapat: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${KUNCI_SEGEL}::bigint) as dapat`),
    );
    if (!kunciDb?.dapat) return { hasil: 'dilewati' };
    const [akhir] = await tx
      .select({
        log_id: logAktivitasRantai.log_id,
        hash: logAktivitasRantai.hash,
        kunci_id: logAktivitasRantai.kunci_id,
      })
      .from(logAktivitasRantai)
      .orderBy(desc(logAktivitasRantai.log_id))
      .limit(1);
    // Going on with another key would make every later link unverifiable for both keys.
    if (akhir && akhir.kunci_id !== kunci.id) return { hasil: 'kunci_lain', kunci_id: akhir.kunci_id };
    const tanda = akhir?.log_id ?? null;
    const baris = await tx
      .select(PILIH_KANONIK)
      .from(logAktivitas)
      .where(
        and(
          tanda === null ? undefined : gt(logAktivitas.id, tanda),
          opts.sampaiId === undefined ? undefined : lte(logAktivitas.id, opts.sampaiId),
        ),
      )
      .orderBy(asc(logAktivitas.id))
      .limit(maks);
    if (baris.length === 0) return { hasil: 'disegel', jumlah: 0, sampai_id: tanda, penuh: false };
    let prevHash = akhir?.hash ?? '';
    let prevId = tanda;
    const tautan = baris.map((b) => {
      const hash = hashTautan(kunci, prevHash, prevId, kanonikDari(b));
      const t = { log_id: b.nomor, prev_id: prevId, hash, kunci_id: kunci.id };
      prevHash = hash;
      prevId = b.nomor;
      return t;
    });
    await tx.insert(logAktivitasRantai).values(tautan);
    return { hasil: 'disegel', jumlah: tautan.length, sampai_id: prevId, penuh: baris.length === maks };
  });
}
