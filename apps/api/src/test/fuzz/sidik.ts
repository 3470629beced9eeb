import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Baris = Record<string, unknown>;

async function baris(database: Database, query: string): Promise<Baris[]> {
  const res = await database.db.execute(sql.raw(query));
  return (res as unknown as { rows: Baris[] }).rows;
}

/**
 * A cheap fingerprint of everything stored: the row count of every user table, read in one
 * statement. A refused request that changes it left a write behind. Counts miss an UPDATE in
 * place, but every write in Rawat adds its audit row, which the count of log_aktivitas catches.
 */
export async function pembuatSidik(database: Database): Promise<() => Promise<Record<string, number>>> {
  const tabel = (
    await baris(
      database,
      `select quote_ident(schemaname) || '.' || quote_ident(relname) as nama from pg_stat_user_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    )
  ).map((b) => String(b.nama));
  if (tabel.length === 0) throw new Error('tidak ada tabel untuk disidik');
  const query = `select ${tabel.map((t, i) => `(select count(*) from ${t})::int as t${i}`).join(', ')}`;
  return async () => {
    const [hasil] = await baris(database, query);
    const sidik: Record<string, number> = {};
    tabel.forEach((t, i) => {
      sidik[t] = Number(hasil?.[`t${i}`]);
    });
    return sidik;
  };
}

/** The tables whose counts differ, as 'tabel: 3 → 4'. */
export function bedaSidik(a: Record<string, number>, b: Record<string, number>): string[] {
  return Object.keys({ ...a, ...b })
    .filter((t) => a[t] !== b[t])
    .map((t) => `${t}: ${a[t]} → ${b[t]}`);
}
