import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last number handed out per key ('RM', 'ANTRIAN:<poli_uid>:2026-11-22', …). One row per
 * key, created by the first allocation; `platform/penomoran.ts` is the only writer.
 */
export const nomorUrut = pgTable(
  'nomor_urut',
  {
    kunci: text('kunci').primaryKey(),
    nilai: bigint('nilai', { mode: 'number' }).notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('nomor_urut_nilai_ck', sql`${t.nilai} > 0`)],
);
