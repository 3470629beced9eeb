import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { laporanSimpanan } from './simpanan.tables.ts';

/**
 * Stored report summaries (docs/laporan-rl.md "Stored summaries"). A part of a report — a period's
 * morbidity counts, say — is computed once and kept with the snapshot it was computed under; the
 * next read takes it while no change to its months (laporan_ubah, written by the triggers of
 * migration 0039) committed outside that snapshot. A month nobody changes is read from one row.
 */

/** Where reports read (the replica when DATABASE_READ_URL is set) and where summaries are kept. */
export interface SumberLaporan {
  baca: DbOrTx;
  tulis: Db;
}

export interface KunciSimpanan {
  jenis: string;
  kunci: string;
  dari: string;
  sampai: string;
}

/**
 * A summary computed longer than this is not kept: the clean-up below forgets changes an hour old,
 * and a summary is only as good as the changes still on record since its snapshot.
 */
const BATAS_HITUNG_MS = 10 * 60_000;

/** A change `u` to a month summary `c` covers that `c`'s snapshot did not see. */
const tidakTerlihat = (c: SQL) => sql`(u.bulan = '-infinity'
    or (u.bulan >= date_trunc('month', ${c}.dari::timestamp)::date and u.bulan <= ${c}.sampai))
  and not pg_visible_in_snapshot(u.xid, ${c}.snapshot)`;
const berubahSesudah = (c: SQL) => sql`select 1 from laporan_ubah u where ${tidakTerlihat(c)}`;

async function baris<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/**
 * The stored summary when it still stands, else `hitung()`, kept for the next read. The snapshot is
 * taken before computing: whatever commits after it, seen by the computation or not, marks the
 * summary as stale (a needless recount at worst, never a stale answer).
 */
export async function tersimpan<T>(d: SumberLaporan, k: KunciSimpanan, hitung: () => Promise<T>): Promise<T> {
  // One round trip: the stored summary if it stands, and the snapshot to compute under if not.
  const [ada] = await baris<{ hasil: T | null; snapshot: string }>(
    d.baca,
    sql`select pg_current_snapshot()::text as snapshot,
               (select c.hasil from laporan_simpanan c
                 where c.jenis = ${k.jenis} and c.kunci = ${k.kunci} and not exists (${berubahSesudah(sql`c`)})) as hasil`,
  );
  if (!ada) throw new Error('laporan_simpanan: no row');
  if (ada.hasil !== null) return ada.hasil;
  const mulai = Date.now();
  const hasil = await hitung();
  if (Date.now() - mulai < BATAS_HITUNG_MS) await simpan(d.tulis, k, hasil, ada.snapshot);
  return hasil;
}

async function simpan(db: Db, k: KunciSimpanan, hasil: unknown, snapshot: string): Promise<void> {
  const nilai = { dari: k.dari, sampai: k.sampai, hasil, snapshot, dihitung_pada: new Date() };
  await db
    .insert(laporanSimpanan)
    .values({ jenis: k.jenis, kunci: k.kunci, ...nilai })
    .onConflictDoUpdate({ target: [laporanSimpanan.jenis, laporanSimpanan.kunci], set: nilai });
  // Clean-up: summaries gone stale are recounted at their next read anyway; a change an hour old is
  // seen by every snapshot still in use (no transaction here lasts that long, and a summary that
  // took over BATAS_HITUNG_MS is not kept), once no kept summary needs it.
  await db.execute(sql`with basi as (
      delete from laporan_simpanan c where exists (${berubahSesudah(sql`c`)}))
    delete from laporan_ubah u
     where u.dicatat < now() - interval '1 hour'
       and not exists (select 1 from laporan_simpanan c where ${tidakTerlihat(sql`c`)})`);
}
