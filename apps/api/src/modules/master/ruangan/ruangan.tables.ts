import type { JenisItemHarian, JenisRuangan, KelasRanap, StatusBed } from '@rawat/domain';
import { JENIS_ITEM_HARIAN, JENIS_RUANGAN, KELAS_RANAP, STATUS_BED } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/**
 * Wards, rooms and beds (docs/ranap.md "Beds and rooms"): master data, with the bed's current
 * status and its history. The stays that occupy them are kunjungan/rawat-inap.tables.ts.
 */

/**
 * A ward: of a class (BANGSAL) or a special care unit (ICU, HCU, …) with its own day tariff. A
 * special unit's `kelas` is the class its other charges are priced at for non-BPJS patients.
 */
export const ruangan = pgTable(
  'ruangan',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisRuangan>().notNull().default('BANGSAL'),
    kelas: text('kelas').$type<KelasRanap>().notNull(),
    lantai: text('lantai'),
    keterangan: text('keterangan'),
  },
  (t) => [
    ...indeksMaster('ruangan', t, { namaUnik: true }),
    cekDaftar(t.jenis, JENIS_RUANGAN),
    cekDaftar(t.kelas, KELAS_RANAP),
  ],
);

/** A room of a ward; a sex restriction (L/P) when the room is for men or women only. */
export const kamar = pgTable(
  'kamar',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    ruangan_uid: uuid('ruangan_uid')
      .notNull()
      .references(() => ruangan.uid),
    no_kamar: text('no_kamar').notNull(),
    jenis_kelamin: text('jenis_kelamin'),
    aktif: boolean('aktif').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('kamar_ruangan_no_uq').on(t.ruangan_uid, t.no_kamar),
    check('kamar_jk_ck', sql`${t.jenis_kelamin} is null or ${t.jenis_kelamin} in ('L', 'P')`),
  ],
);

/** A bed and its current status; every change is a bed_riwayat row. */
export const bed = pgTable(
  'bed',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kamar_uid: uuid('kamar_uid')
      .notNull()
      .references(() => kamar.uid),
    /** Copied from the room so the board reads one table per ward. */
    ruangan_uid: uuid('ruangan_uid')
      .notNull()
      .references(() => ruangan.uid),
    no_bed: text('no_bed').notNull(),
    status: text('status').$type<StatusBed>().notNull().default('KOSONG'),
    status_diubah_pada: timestamp('status_diubah_pada', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While DIPESAN: the RANAP follow-up (tindak_lanjut.uid) the bed is held for; only its admission
     * may take the bed. No foreign key: the chart sits above master data (docs/architecture.md).
     */
    dipesan_untuk_tindak_lanjut_uid: uuid('dipesan_untuk_tindak_lanjut_uid'),
    aktif: boolean('aktif').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bed_kamar_no_uq').on(t.kamar_uid, t.no_bed),
    index('bed_ruangan_idx').on(t.ruangan_uid, t.status),
    cekDaftar(t.status, STATUS_BED, { pengganti: null }),
  ],
);

/** Every status change of a bed: from, to, why, who and when (append-only). */
export const bedRiwayat = pgTable(
  'bed_riwayat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    bed_uid: uuid('bed_uid')
      .notNull()
      .references(() => bed.uid),
    status_lama: text('status_lama').$type<StatusBed>(),
    status_baru: text('status_baru').$type<StatusBed>().notNull(),
    alasan: text('alasan'),
    /** The stay that caused it (admission, transfer, discharge), when one did. */
    perawatan_inap_uid: uuid('perawatan_inap_uid'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bed_riwayat_bed_idx').on(t.bed_uid, t.created_at)],
);

/**
 * A daily care item priced on the tariff grid (tarif.jenis_item 'HARIAN', payer × class): the
 * room-day and nursing care per day of ordinary wards (jenis_ruangan null) or of one kind of
 * special unit (ICU, HCU, …).
 */
export const itemHarian = pgTable(
  'item_harian',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisItemHarian>().notNull(),
    jenis_ruangan: text('jenis_ruangan').$type<JenisRuangan>(),
  },
  (t) => [
    ...indeksMaster('item_harian', t),
    // One active item of a kind per kind of ward (null = the ordinary wards).
    uniqueIndex('item_harian_jenis_aktif_uq')
      .on(t.jenis, sql`coalesce(${t.jenis_ruangan}, '')`)
      .where(sql`${t.status} = 'AKTIF'`),
    cekDaftar(t.jenis, JENIS_ITEM_HARIAN),
    cekDaftar(t.jenis_ruangan, JENIS_RUANGAN),
  ],
);
