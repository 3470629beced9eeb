import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every stored value a migration had to change because it broke a new rule (a value outside its
 * list when the CHECK was added): which row, what it held, what it holds now. Written only by the
 * SQL function `perbaiki_daftar` (migration 0011), read by whoever restores the original meaning.
 */
export const perbaikanData = pgTable(
  'perbaikan_data',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tabel: text('tabel').notNull(),
    baris_id: text('baris_id').notNull(),
    kolom: text('kolom').notNull(),
    nilai_lama: text('nilai_lama'),
    nilai_baru: text('nilai_baru'),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('perbaikan_data_tabel_idx').on(t.tabel, t.kolom)],
);
