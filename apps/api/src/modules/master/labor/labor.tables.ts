import type { JenisHasilLab, JenisKelamin, KelompokLab, PilihanHasilLab } from '@rawat/domain';
import { JENIS_HASIL_LAB, JENIS_KELAMIN, KELOMPOK_LAB } from '@rawat/domain';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/** Lab tests doctors order and the lab reports, with their unit and kind of result. */
export const pemeriksaanLab = pgTable(
  'pemeriksaan_lab',
  {
    ...kolomMaster(),
    kelompok: text('kelompok').$type<KelompokLab>().notNull(),
    spesimen: text('spesimen').notNull(),
    metode: text('metode'),
    satuan: text('satuan'),
    jenis_hasil: text('jenis_hasil').$type<JenisHasilLab>().notNull().default('ANGKA'),
    pilihan: jsonb('pilihan').$type<PilihanHasilLab[]>().notNull().default([]),
    desimal: integer('desimal').notNull().default(0),
    urutan: integer('urutan').notNull().default(0),
    keterangan: text('keterangan'),
    /** LOINC code of the test, which SATUSEHAT's lab Observation needs (docs/satusehat.md). */
    kode_loinc: text('kode_loinc'),
  },
  (t) => [
    ...indeksMaster('pemeriksaan_lab', t, { namaUnik: true }),
    index('pemeriksaan_lab_kelompok_idx').on(t.kelompok, t.urutan),
    cekDaftar(t.kelompok, KELOMPOK_LAB, { pengganti: 'LAINNYA' }),
    cekDaftar(t.jenis_hasil, JENIS_HASIL_LAB, { pengganti: null }),
  ],
);

/**
 * Reference ranges of a test by sex (null = both) and age in days [umur_min, umur_maks).
 * Rewritten whole on every save: results copy the range they were judged by, never point at it.
 */
export const nilaiRujukanLab = pgTable(
  'nilai_rujukan_lab',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    pemeriksaan_uid: uuid('pemeriksaan_uid')
      .notNull()
      .references(() => pemeriksaanLab.uid, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull(),
    jenis_kelamin: text('jenis_kelamin').$type<JenisKelamin>(),
    umur_min: integer('umur_min').notNull().default(0),
    umur_maks: integer('umur_maks'),
    nilai_min: numeric('nilai_min', { mode: 'number' }),
    nilai_maks: numeric('nilai_maks', { mode: 'number' }),
    kritis_min: numeric('kritis_min', { mode: 'number' }),
    kritis_maks: numeric('kritis_maks', { mode: 'number' }),
    teks_normal: text('teks_normal'),
    keterangan: text('keterangan'),
  },
  (t) => [
    index('nilai_rujukan_lab_pemeriksaan_idx').on(t.pemeriksaan_uid, t.urutan),
    // NULL would mean 'both sexes': an unknown value stops the migration instead.
    cekDaftar(t.jenis_kelamin, JENIS_KELAMIN, { pengganti: null }),
  ],
);

/** Lab packages: tests ordered together at a price of their own. */
export const paketLab = pgTable(
  'paket_lab',
  {
    ...kolomMaster(),
    keterangan: text('keterangan'),
  },
  (t) => indeksMaster('paket_lab', t, { namaUnik: true }),
);

export const paketLabItem = pgTable(
  'paket_lab_item',
  {
    paket_uid: uuid('paket_uid')
      .notNull()
      .references(() => paketLab.uid, { onDelete: 'cascade' }),
    pemeriksaan_uid: uuid('pemeriksaan_uid')
      .notNull()
      .references(() => pemeriksaanLab.uid),
    urutan: integer('urutan').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paket_uid, t.pemeriksaan_uid] }),
    index('paket_lab_item_pemeriksaan_idx').on(t.pemeriksaan_uid),
  ],
);
