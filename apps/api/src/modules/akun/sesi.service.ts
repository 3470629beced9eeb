import { createHash, randomBytes } from 'node:crypto';
import { isRole } from '@rawat/domain';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SesiAktif } from '../../platform/context.ts';
import { akun } from './akun.tables.ts';
import { sesi } from './sesi.tables.ts';

export const SESSION_COOKIE = 'rawat_sesi';
// Writing last_seen on every request would turn each read into a write; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A brief per-instance memory of sessions just read, so a burst of requests from one screen costs
 * one query instead of one each. It only ever shortens work, never extends a session: entries live
 * CACHE_MS at most, this instance forgets them at once on logout, deactivation, password reset or
 * role change, and another instance's logout reaches this one within CACHE_MS.
 */
const CACHE_MS = 2_000;
const CACHE_MAX = 10_000;
const cache = new Map<string, { sesi: SesiAktif; lastSeen: number; until: number }>();

function lupakanSesi(): void {
  cache.clear();
}

export async function buatSesi(
  db: DbOrTx,
  input: { akunUid: string; ip: string | null; userAgent: string | null; now: Date; idleMinutes: number },
): Promise<{ token: string; uid: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.idleMinutes * 60_000);
  const [row] = await db
    .insert(sesi)
    .values({
      token_hash: sha256(token),
      akun_uid: input.akunUid,
      created_at: input.now,
      last_seen_at: input.now,
      expires_at: expiresAt,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ uid: sesi.uid });
  if (!row) throw new Error('session insert returned nothing');
  return { token, uid: row.uid, expiresAt };
}

/** The live session behind a cookie token: not ended, not idle past expiry, account still active. */
export async function cariSesi(
  db: Db,
  token: string,
  now: Date,
  idleMinutes: number,
): Promise<SesiAktif | null> {
  const hash = sha256(token);
  const t = now.getTime();
  const hit = cache.get(hash);
  if (hit && t < hit.until && t < hit.sesi.expiresAt.getTime() && t >= hit.lastSeen) return hit.sesi;
  const [row] = await db
    .select({
      sesiUid: sesi.uid,
      expiresAt: sesi.expires_at,
      lastSeen: sesi.last_seen_at,
      uid: akun.uid,
      username: akun.username,
      nama: akun.nama,
      role: akun.role,
      email: akun.email,
      no_hp: akun.no_hp,
    })
    .from(sesi)
    .innerJoin(akun, eq(akun.uid, sesi.akun_uid))
    .where(
      and(
        eq(sesi.token_hash, hash),
        isNull(sesi.ended_at),
        gt(sesi.expires_at, now),
        eq(akun.status, 'AKTIF'),
      ),
    )
    .limit(1);
  if (!row || !isRole(row.role)) {
    cache.delete(hash);
    return null;
  }
  let expiresAt = row.expiresAt;
  let lastSeen = row.lastSeen.getTime();
  if (t - lastSeen > TOUCH_AFTER_MS) {
    expiresAt = new Date(t + idleMinutes * 60_000);
    lastSeen = t;
    await db.update(sesi).set({ last_seen_at: now, expires_at: expiresAt }).where(eq(sesi.uid, row.sesiUid));
  }
  const found: SesiAktif = {
    pengguna: {
      uid: row.uid,
      username: row.username,
      nama: row.nama,
      role: row.role,
      email: row.email,
      no_hp: row.no_hp,
      sesiUid: row.sesiUid,
    },
    expiresAt,
  };
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(hash, { sesi: found, lastSeen, until: t + CACHE_MS });
  return found;
}

export async function akhiriSesi(db: DbOrTx, sesiUid: string, now: Date): Promise<void> {
  lupakanSesi();
  await db
    .update(sesi)
    .set({ ended_at: now })
    .where(and(eq(sesi.uid, sesiUid), isNull(sesi.ended_at)));
}

/** Ends every live session of an account (deactivation, password reset). */
export async function akhiriSemuaSesi(db: DbOrTx, akunUid: string, now: Date): Promise<number> {
  lupakanSesi();
  const rows = await db
    .update(sesi)
    .set({ ended_at: now })
    .where(and(eq(sesi.akun_uid, akunUid), isNull(sesi.ended_at)))
    .returning({ uid: sesi.uid });
  return rows.length;
}

/**
 * Ends every live session of an account except `kecuali` (the one asking): after a person changes
 * their own password, a session opened elsewhere with the old one must not stay open.
 */
export async function akhiriSesiLain(
  db: DbOrTx,
  akunUid: string,
  now: Date,
  kecuali?: string,
): Promise<number> {
  lupakanSesi();
  const rows = await db
    .update(sesi)
    .set({ ended_at: now })
    .where(
      and(eq(sesi.akun_uid, akunUid), isNull(sesi.ended_at), kecuali ? ne(sesi.uid, kecuali) : undefined),
    )
    .returning({ uid: sesi.uid });
  return rows.length;
}

export async function hitungSesiAktif(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sesi)
    .where(and(isNull(sesi.ended_at), gt(sesi.expires_at, now)));
  return row?.n ?? 0;
}

/** Housekeeping: sessions long past expiry carry no value. */
export async function hapusSesiKedaluwarsa(db: Db, before: Date): Promise<void> {
  await db.delete(sesi).where(lt(sesi.expires_at, before));
}
