import { boolean, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

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
