import { JENIS_SURAT, KELOMPOK_SURAT, STATUS_SURAT } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * A letter written from a visit: certificates, control letters, birth certificates (docs/surat.md).
 * A DRAF is edited in place; issuing numbers it and freezes it; a change after that is a new row
 * (`versi` + 1, `mengganti_uid`) and the one it replaces becomes DIBATALKAN — both stay on record.
 * `isi` holds the kind's own fields, checked by the kind's zod schema in @rawat/domain.
 */
export const surat = pgTable(
  'surat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kelompok: text('kelompok').notNull(),
    jenis: text('jenis').notNull(),
    status: text('status').notNull().default('DRAF'),
    // The letter's own date (the date it is issued on, WIB).
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    nomor: text('nomor'),
    nomor_urut: integer('nomor_urut'),
    versi: integer('versi').notNull().default(1),
    mengganti_uid: uuid('mengganti_uid'),
    // The patient it is about (for a birth certificate: the mother).
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    // The visit it was written from; a birth certificate may be written without one.
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    // Who attests and signs it: the examining doctor (or the birth attendant).
    pegawai_uid: uuid('pegawai_uid')
      .notNull()
      .references(() => pegawai.uid),
    isi: jsonb('isi').notNull(),
    dibuat_oleh: uuid('dibuat_oleh')
      .notNull()
      .references(() => akun.uid),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
    diterbitkan_oleh: uuid('diterbitkan_oleh').references(() => akun.uid),
    diterbitkan_pada: timestamp('diterbitkan_pada', { withTimezone: true }),
    dibatalkan_pada: timestamp('dibatalkan_pada', { withTimezone: true }),
    alasan_batal: text('alasan_batal'),
  },
  (t) => [
    uniqueIndex('surat_nomor_uq').on(t.nomor),
    // One live successor per letter: two replacements of the same letter cannot both be made.
    uniqueIndex('surat_mengganti_uq').on(t.mengganti_uid).where(sql`${t.status} <> 'DIBATALKAN'`),
    index('surat_pasien_idx').on(t.pasien_uid),
    index('surat_kelompok_tanggal_idx').on(t.kelompok, t.tanggal),
    index('surat_layanan_idx').on(t.layanan_uid),
    cekDaftar(t.kelompok, KELOMPOK_SURAT, { pengganti: null }),
    cekDaftar(t.jenis, JENIS_SURAT, { pengganti: null }),
    cekDaftar(t.status, STATUS_SURAT, { pengganti: null }),
  ],
);
