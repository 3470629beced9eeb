import type { DbOrTx } from './client.ts';

const cache = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A drizzle prepared statement (`query.prepare(nama)`), made once per database handle and name (or
 * several made together).
 * On PostgreSQL a named statement is parsed and planned once per connection and afterwards only
 * bound and run: for the lists every screen polls (the clinic queue, the patient search) the
 * planner took longer than the query (bench/pasien-besar.mjs). `nama` must name one SQL text.
 */
export function disiapkan<T>(db: DbOrTx, nama: string, buat: () => T): T {
  let m = cache.get(db);
  if (!m) {
    m = new Map();
    cache.set(db, m);
  }
  let p = m.get(nama) as T | undefined;
  if (!p) {
    p = buat();
    m.set(nama, p);
  }
  return p;
}
