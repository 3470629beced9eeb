import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { akun } from '../../akun/akun.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';

/** One code as the coder confirmed it; `jenis` only for diagnoses. */
export interface KodeKoding {
  kode: string;
  nama: string;
  jenis?: 'UTAMA' | 'SEKUNDER';
}

/**
 * The medical-record coder's confirmation of a layanan's diagnoses (ICD-10) and procedures
 * (ICD-9-CM). The doctor's own codes stay untouched in `diagnosis` / `prosedur`; the coder's
 * final set lives here beside them, so reports and claims read the coded set and anyone can see
 * what the coder changed. One row per layanan; confirming again replaces the set (the audit log
 * keeps every version).
 */
export const koding = pgTable(
  'koding',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    diagnosis: jsonb('diagnosis').$type<KodeKoding[]>().notNull(),
    prosedur: jsonb('prosedur').$type<KodeKoding[]>().notNull(),
    /** Why the coder changed the doctor's codes, when they did. */
    catatan: text('catatan'),
    dikonfirmasi_oleh: uuid('dikonfirmasi_oleh').references(() => akun.uid),
    nama_pengkode: text('nama_pengkode').notNull(),
    dikonfirmasi_pada: timestamp('dikonfirmasi_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('koding_layanan_uq').on(t.layanan_uid),
    index('koding_kunjungan_idx').on(t.kunjungan_uid),
    index('koding_waktu_idx').on(t.dikonfirmasi_pada),
  ],
);
