import type { FlagHasil, JenisHasilLab, KelompokLab, PilihanHasilLab, StatusVersiHasil } from '@rawat/domain';
import { FLAG_HASIL, JENIS_HASIL_LAB, KELOMPOK_LAB, STATUS_VERSI_HASIL } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pemeriksaanLab } from '../../master/labor/labor.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { orderItem, orderPenunjang } from '../penunjang.tables.ts';

/**
 * One version of a lab order's result sheet. Version 1 is written at sample taking (DRAFT), filled
 * by the lab and locked by validation (VALID). A correction writes the next version, VALID at once,
 * and marks the one it replaces DIKOREKSI: never deleted, never changed after validation.
 */
export const hasilLabVersi = pgTable(
  'hasil_lab_versi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    order_uid: uuid('order_uid')
      .notNull()
      .references(() => orderPenunjang.uid),
    versi: integer('versi').notNull(),
    status: text('status').$type<StatusVersiHasil>().notNull().default('DRAFT'),
    /** The lab's note or interpretation for the whole sheet. */
    catatan: text('catatan'),
    alasan_koreksi: text('alasan_koreksi'),
    diisi_oleh_nama: text('diisi_oleh_nama'),
    diisi_pada: timestamp('diisi_pada', { withTimezone: true }),
    divalidasi_oleh: uuid('divalidasi_oleh').references(() => akun.uid),
    validator_pegawai_uid: uuid('validator_pegawai_uid').references(() => pegawai.uid),
    /** The validator's name with titles, as printed under the result. */
    validator_nama: text('validator_nama'),
    divalidasi_pada: timestamp('divalidasi_pada', { withTimezone: true }),
    dikoreksi_pada: timestamp('dikoreksi_pada', { withTimezone: true }),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hasil_lab_versi_uq').on(t.order_uid, t.versi),
    // One sheet in force per order: the draft or the valid one.
    uniqueIndex('hasil_lab_versi_berlaku_uq').on(t.order_uid).where(sql`${t.status} <> 'DIKOREKSI'`),
    cekDaftar(t.status, STATUS_VERSI_HASIL, { pengganti: null }),
  ],
);

/**
 * One test's line on a version: the test as catalogued at sample taking (unit, decimals, options)
 * and the reference range chosen for the patient's sex and age that day, copied so a later edit of
 * the catalogue never changes a printed result; the value and its flag.
 */
export const hasilLab = pgTable(
  'hasil_lab',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    versi_uid: uuid('versi_uid')
      .notNull()
      .references(() => hasilLabVersi.uid),
    order_item_uid: uuid('order_item_uid')
      .notNull()
      .references(() => orderItem.uid),
    pemeriksaan_uid: uuid('pemeriksaan_uid')
      .notNull()
      .references(() => pemeriksaanLab.uid),
    posisi: integer('posisi').notNull(),
    /** The package's name when the test came in one. */
    paket: text('paket'),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    kelompok: text('kelompok').$type<KelompokLab>().notNull(),
    spesimen: text('spesimen').notNull(),
    metode: text('metode'),
    satuan: text('satuan'),
    jenis_hasil: text('jenis_hasil').$type<JenisHasilLab>().notNull(),
    desimal: integer('desimal').notNull().default(0),
    pilihan: jsonb('pilihan').$type<PilihanHasilLab[]>().notNull().default([]),
    nilai_min: numeric('nilai_min', { mode: 'number' }),
    nilai_maks: numeric('nilai_maks', { mode: 'number' }),
    kritis_min: numeric('kritis_min', { mode: 'number' }),
    kritis_maks: numeric('kritis_maks', { mode: 'number' }),
    rujukan: text('rujukan'),
    /** As shown and printed ('10,2', 'Reaktif', free text); null while not entered. */
    nilai: text('nilai'),
    nilai_angka: numeric('nilai_angka', { mode: 'number' }),
    flag: text('flag').$type<FlagHasil>(),
    catatan: text('catatan'),
  },
  (t) => [
    index('hasil_lab_versi_idx').on(t.versi_uid, t.posisi),
    // A result's flag is clinical: an unknown one stops the migration rather than reading 'normal'.
    cekDaftar(t.flag, FLAG_HASIL, { pengganti: null }),
    cekDaftar(t.kelompok, KELOMPOK_LAB, { pengganti: 'LAINNYA' }),
    cekDaftar(t.jenis_hasil, JENIS_HASIL_LAB),
  ],
);
