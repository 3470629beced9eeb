import {
  bigint,
  boolean,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Reference data loaded from apps/api/data/katalog (katalog.seed.ts), never edited by users.
// The *_cari columns hold each title folded for search (lipatTeksCari, padded with a space on both
// sides). Their trigram GIN indexes live in the custom migration *_katalog_trigram.sql, because
// they need the pg_trgm extension, which drizzle-kit does not create.

/** ICD-10 (WHO 2010): 3-character categories and 4-character subcategories. */
export const icd10 = pgTable(
  'icd10',
  {
    kode: text('kode').primaryKey(),
    kode_tanpa_titik: text('kode_tanpa_titik').notNull(),
    judul: text('judul').notNull(),
    judul_id: text('judul_id'),
    level: smallint('level').notNull(),
    leaf: boolean('leaf').notNull(),
    bab: text('bab').notNull(),
    blok: text('blok').notNull(),
    judul_cari: text('judul_cari').notNull(),
    /** The Indonesian title folded, or its category's when the code has none ('' when neither). */
    judul_id_cari: text('judul_id_cari').notNull(),
  },
  (t) => [
    // text_pattern_ops: `LIKE 'A09%'` uses it whatever the database collation.
    uniqueIndex('icd10_kode_tanpa_titik_idx').on(t.kode_tanpa_titik.op('text_pattern_ops')),
  ],
);

/**
 * Indonesian clinical terms and abbreviations people search by (DBD, ISPA, kencing manis…), each
 * pointing at the code it usually means; loaded with the catalogue from a curated file.
 */
export const icd10Istilah = pgTable(
  'icd10_istilah',
  {
    kode: text('kode')
      .notNull()
      .references(() => icd10.kode),
    istilah: text('istilah').notNull(),
    /** The term folded like judul_cari (lipatTeksCari). */
    istilah_cari: text('istilah_cari').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode, t.istilah_cari] })],
);

/**
 * How often this hospital has used each ICD-10 code as a diagnosis: a search ranks the codes its
 * doctors use first. Kept by the diagnosis service in the same transaction as the diagnosis.
 */
export const icd10Pemakaian = pgTable('icd10_pemakaian', {
  kode: text('kode')
    .primaryKey()
    .references(() => icd10.kode),
  jumlah: bigint('jumlah', { mode: 'number' }).notNull().default(0),
  terakhir: timestamp('terakhir', { withTimezone: true }).notNull().defaultNow(),
});

/** ICD-9-CM volume 3 procedures (v32). */
export const icd9cm = pgTable(
  'icd9cm',
  {
    kode: text('kode').primaryKey(),
    kode_tanpa_titik: text('kode_tanpa_titik').notNull(),
    judul: text('judul').notNull(),
    judul_singkat: text('judul_singkat').notNull(),
    judul_cari: text('judul_cari').notNull(),
  },
  (t) => [uniqueIndex('icd9cm_kode_tanpa_titik_idx').on(t.kode_tanpa_titik.op('text_pattern_ops'))],
);
