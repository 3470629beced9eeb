import type { LogAktivitas, LogListQuery } from '@rawat/domain';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { logAktivitas } from '../../platform/audit.tables.ts';
import { likePattern, pageWindow } from '../../platform/paging.ts';
import { tanggalJakarta } from '../../platform/waktu.ts';
import { type DaftarPenamaEntitas, namaiEntitas } from './nama-entitas.ts';

/** A page of the log, newest first, each row with the name of what it points at (`entitas_nama`). */
export async function listLog(
  db: Db,
  q: LogListQuery,
  penama: DaftarPenamaEntitas = {},
): Promise<{ rows: LogAktivitas[]; total: number }> {
  const where: SQL[] = [];
  if (q.id !== undefined) where.push(eq(logAktivitas.id, q.id));
  if (q.username) where.push(eq(logAktivitas.username, q.username.toLowerCase()));
  if (q.aksi) where.push(eq(logAktivitas.aksi, q.aksi));
  if (q.entitas) where.push(eq(logAktivitas.entitas, q.entitas));
  if (q.dari) where.push(gte(logAktivitas.waktu, tanggalJakarta(q.dari)));
  if (q.sampai) where.push(lt(logAktivitas.waktu, new Date(tanggalJakarta(q.sampai).getTime() + 86_400_000)));
  if (q.search) {
    const p = likePattern(q.search);
    const cond = or(
      ilike(logAktivitas.username, p),
      ilike(logAktivitas.keterangan, p),
      ilike(logAktivitas.entitas_id, p),
      ilike(logAktivitas.aksi, p),
    );
    if (cond) where.push(cond);
  }
  const filter = where.length ? and(...where) : undefined;
  const { limit, offset } = pageWindow(q);
  const base = db
    .select()
    .from(logAktivitas)
    .where(filter)
    .orderBy(desc(logAktivitas.waktu), desc(logAktivitas.id))
    .offset(offset);
  const [rows, [total]] = await Promise.all([
    limit === undefined ? base : base.limit(limit),
    db.select({ n: count() }).from(logAktivitas).where(filter),
  ]);
  const namaOf = await namaiEntitas(db, rows, penama);
  return {
    rows: rows.map((r) => ({
      ...r,
      waktu: r.waktu.toISOString(),
      detail: r.detail ?? null,
      entitas_nama: namaOf(r),
    })),
    total: total?.n ?? 0,
  };
}
