import type { Db } from '../../db/client.ts';

/**
 * Names the records one kind of log entity points at: ids → what a person calls them
 * ('Siti Rahmawati · No. RM 00000001'). An id it cannot name (a record gone, or not an id of
 * that kind) is left out of the answer; the screen then shows the id itself.
 */
export type PenamaEntitas = (db: Db, ids: string[]) => Promise<Map<string, string>>;

/**
 * One namer per `entitas` value. The log sits below every module, so it cannot read their tables:
 * app.ts hands in the namers the modules above make (modules/admin/nama-entitas.ts).
 */
export type DaftarPenamaEntitas = Readonly<Partial<Record<string, PenamaEntitas>>>;

const POLA_UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only well-formed uuids reach a uuid column: anything else would make PostgreSQL refuse the read. */
export const uidSaja = (ids: string[]) => ids.filter((id) => POLA_UID.test(id));

const kunci = (entitas: string, id: string) => `${entitas}\u0000${id}`;

/**
 * Names of the entities a page of log rows points at, one read per kind on the page (a page holds
 * 15 rows, so a handful of primary-key reads). A namer that fails leaves its rows unnamed rather
 * than failing the log: the log must stay readable whatever a module's table holds.
 */
export async function namaiEntitas(
  db: Db,
  rows: { entitas: string | null; entitas_id: string | null }[],
  penama: DaftarPenamaEntitas,
): Promise<(r: { entitas: string | null; entitas_id: string | null }) => string | null> {
  const perJenis = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.entitas || !r.entitas_id || !penama[r.entitas]) continue;
    const ids = perJenis.get(r.entitas) ?? new Set<string>();
    ids.add(r.entitas_id);
    perJenis.set(r.entitas, ids);
  }
  const nama = new Map<string, string>();
  await Promise.all(
    [...perJenis].map(async ([entitas, ids]) => {
      const fn = penama[entitas];
      if (!fn) return;
      const hasil = await fn(db, [...ids]).catch(() => new Map<string, string>());
      for (const [id, n] of hasil) nama.set(kunci(entitas, id), n);
    }),
  );
  return (r) => (r.entitas && r.entitas_id ? (nama.get(kunci(r.entitas, r.entitas_id)) ?? null) : null);
}
