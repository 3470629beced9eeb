import { MITRA_PENGATURAN } from '@rawat/domain';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';

/**
 * A partner's connection settings (ADMIN, docs/bpjs-antrean.md, docs/vclaim.md, docs/satusehat.md):
 * the address and consumer (client) id in clear, the secret and user key encrypted with the master
 * key (never in the database in clear, never sent back to the screen); `opsi` holds what else the
 * partner needs that is not secret (VClaim's PPK code; SATUSEHAT's token address and organisation
 * id). No row, or `aktif` false: nothing is enqueued or sent.
 */
export const integrasiPengaturan = pgTable(
  'integrasi_pengaturan',
  {
    mitra: text('mitra').primaryKey(),
    aktif: boolean('aktif').notNull().default(false),
    url: text('url').notNull(),
    cons_id: text('cons_id').notNull(),
    rahasia_terenkripsi: text('rahasia_terenkripsi').notNull(),
    /** BPJS's user_key; SATUSEHAT has none. */
    user_key_terenkripsi: text('user_key_terenkripsi'),
    opsi: jsonb('opsi').$type<Record<string, string>>().notNull().default({}),
    diubah_oleh: uuid('diubah_oleh'),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  // The outbox's partners and E-Klaim (docs/eklaim.md), which Rawat calls directly.
  (t) => [cekDaftar(t.mitra, MITRA_PENGATURAN)],
);
