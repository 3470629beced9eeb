import type { JenisBerkasRadiologi, StatusVersiHasil } from '@rawat/domain';
import { JENIS_BERKAS_RADIOLOGI, STATUS_VERSI_HASIL } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { orderPenunjang } from '../penunjang.tables.ts';

/**
 * The radiologist's reading of an order, in versions: DRAFT while written, VALID once validated;
 * a correction writes the next version (VALID at once) and marks the old one DIKOREKSI.
 */
export const ekspertiseRadiologi = pgTable(
  'ekspertise_radiologi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    order_uid: uuid('order_uid')
      .notNull()
      .references(() => orderPenunjang.uid),
    versi: integer('versi').notNull(),
    status: text('status').$type<StatusVersiHasil>().notNull().default('DRAFT'),
    temuan: text('temuan').notNull(),
    kesan: text('kesan').notNull(),
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    /** The radiologist's name with titles, as printed. */
    dokter_nama: text('dokter_nama'),
    akun_uid: uuid('akun_uid').references(() => akun.uid),
    alasan_koreksi: text('alasan_koreksi'),
    ditulis_pada: timestamp('ditulis_pada', { withTimezone: true }).notNull().defaultNow(),
    divalidasi_pada: timestamp('divalidasi_pada', { withTimezone: true }),
    dikoreksi_pada: timestamp('dikoreksi_pada', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ekspertise_radiologi_versi_uq').on(t.order_uid, t.versi),
    uniqueIndex('ekspertise_radiologi_berlaku_uq').on(t.order_uid).where(sql`${t.status} <> 'DIKOREKSI'`),
    cekDaftar(t.status, STATUS_VERSI_HASIL, { pengganti: null }),
  ],
);

/**
 * An image or document attached to a radiology order. The bytes live in the file store
 * (platform/berkas.ts) under `kunci`; the row holds what the screens and the audit need.
 */
export const berkasRadiologi = pgTable(
  'berkas_radiologi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    order_uid: uuid('order_uid')
      .notNull()
      .references(() => orderPenunjang.uid),
    /** The file name as uploaded (cleaned), for the download name. */
    nama: text('nama').notNull(),
    jenis: text('jenis').$type<JenisBerkasRadiologi>().notNull(),
    mime: text('mime').notNull(),
    ukuran: integer('ukuran').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the file store keeps it ('2030/01/<uuid>'). */
    kunci: text('kunci').notNull(),
    diunggah_oleh: uuid('diunggah_oleh').references(() => akun.uid),
    nama_pengunggah: text('nama_pengunggah'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('berkas_radiologi_order_idx').on(t.order_uid, t.created_at),
    uniqueIndex('berkas_radiologi_kunci_uq').on(t.kunci),
    cekDaftar(t.jenis, JENIS_BERKAS_RADIOLOGI),
  ],
);
