import { sql } from 'drizzle-orm';
import { customType, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Stored report summaries and the record of what changed under them (docs/laporan-rl.md "Stored
// summaries"). Derived data: a summary stands while no change to its months committed after the
// snapshot it was computed under; the triggers of migration 0039 write the changes.

/** PostgreSQL's own snapshot of which transactions were committed ('xmin:xmax:xip,…'). */
const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' });
/** A 64-bit transaction id (never wraps around). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** One report part computed for a period (and unit), with the snapshot it was computed under. */
export const laporanSimpanan = pgTable(
  'laporan_simpanan',
  {
    /** What was computed, e.g. 'morbiditas-inap'. */
    jenis: text('jenis').notNull(),
    /** Its key within the kind: the period's first and last day and any filter ('2030-01-01..2030-01-31'). */
    kunci: text('kunci').notNull(),
    dari: date('dari', { mode: 'string' }).notNull(),
    sampai: date('sampai', { mode: 'string' }).notNull(),
    hasil: jsonb('hasil').notNull(),
    snapshot: pgSnapshot('snapshot').notNull(),
    dihitung_pada: timestamp('dihitung_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jenis, t.kunci] })],
);

/**
 * A month whose report inputs a transaction changed (written by triggers, once per transaction and
 * month). `bulan` is the month's first day; '-infinity' means every month (a clinic renamed).
 */
export const laporanUbah = pgTable(
  'laporan_ubah',
  {
    bulan: date('bulan', { mode: 'string' }).notNull(),
    xid: xid8('xid').notNull().default(sql`pg_current_xact_id()`),
    dicatat: timestamp('dicatat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bulan, t.xid] }), index('laporan_ubah_dicatat_idx').on(t.dicatat)],
);
