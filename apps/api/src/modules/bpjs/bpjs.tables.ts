import { MITRA_OUTBOX } from '@rawat/domain';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';

/**
 * A partner's connection settings (ADMIN, docs/bpjs-antrean.md): the address and consumer id in
 * clear, the secret and user key encrypted with the master key (never in the database in clear,
 * never sent back to the screen). No row, or `aktif` false: nothing is enqueued or sent.
 */
export const integrasiPengaturan = pgTable(
  'integrasi_pengaturan',
  {
    mitra: text('mitra').primaryKey(),
    aktif: boolean('aktif').notNull().default(false),
    url: text('url').notNull(),
    cons_id: text('cons_id').notNull(),
    rahasia_terenkripsi: text('rahasia_terenkripsi').notNull(),
    user_key_terenkripsi: text('user_key_terenkripsi').notNull(),
    diubah_oleh: uuid('diubah_oleh'),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cekDaftar(t.mitra, MITRA_OUTBOX)],
);
