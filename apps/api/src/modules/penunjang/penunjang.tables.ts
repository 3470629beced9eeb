import type { JenisOrder, StatusOrder } from '@rawat/domain';
import { JENIS_ORDER, STATUS_ORDER } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { paketLab, pemeriksaanLab } from '../master/labor/labor.tables.ts';
import { pemeriksaanRadiologi } from '../master/radiologi/radiologi.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * A request to the laboratory or radiology (DOMAIN.md "order"). The clinic creates it with status
 * DIMINTA; the lab/radiology module moves it on and records results (issue 6 grows this folder).
 */
export const orderPenunjang = pgTable(
  'order_penunjang',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** 'LAB-20261122-0001' / 'RAD-…' from the numbering service, printed on labels. */
    nomor: text('nomor').notNull(),
    jenis: text('jenis').$type<JenisOrder>().notNull(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    status: text('status').$type<StatusOrder>().notNull().default('DIMINTA'),
    cito: boolean('cito').notNull().default(false),
    catatan_klinis: text('catatan_klinis'),
    alasan_batal: text('alasan_batal'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_penunjang_nomor_uq').on(t.nomor),
    index('order_penunjang_layanan_idx').on(t.layanan_uid),
    // The cashier's pending orders of a visit (order.kasir.ts), read with every bill.
    index('order_penunjang_kunjungan_idx').on(t.kunjungan_uid),
    index('order_penunjang_worklist_idx').on(t.jenis, t.status, t.created_at),
    // The day's worklist of a unit whatever the status: a range on created_at within the unit.
    index('order_penunjang_hari_idx').on(t.jenis, t.created_at),
    cekDaftar(t.jenis, JENIS_ORDER),
    cekDaftar(t.status, STATUS_ORDER, { pengganti: null }),
  ],
);

/** One test, package or exam of an order. Exactly one of the three item columns is set. */
export const orderItem = pgTable(
  'order_item',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    order_uid: uuid('order_uid')
      .notNull()
      .references(() => orderPenunjang.uid),
    pemeriksaan_lab_uid: uuid('pemeriksaan_lab_uid').references(() => pemeriksaanLab.uid),
    paket_lab_uid: uuid('paket_lab_uid').references(() => paketLab.uid),
    pemeriksaan_radiologi_uid: uuid('pemeriksaan_radiologi_uid').references(() => pemeriksaanRadiologi.uid),
    /** The catalogue name when ordered. */
    nama: text('nama').notNull(),
    posisi: integer('posisi').notNull(),
    status: text('status').$type<StatusOrder>().notNull().default('DIMINTA'),
  },
  (t) => [
    index('order_item_order_idx').on(t.order_uid, t.posisi),
    check(
      'order_item_satu_ck',
      sql`num_nonnulls(${t.pemeriksaan_lab_uid}, ${t.paket_lab_uid}, ${t.pemeriksaan_radiologi_uid}) = 1`,
    ),
    cekDaftar(t.status, STATUS_ORDER, { pengganti: null }),
  ],
);

/**
 * An order's course, one row per step (sample taken, processed, examined, validated, cancelled…):
 * who moved it and when, with the step's note. Appended, never changed.
 */
export const orderRiwayat = pgTable(
  'order_riwayat',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_uid: uuid('order_uid')
      .notNull()
      .references(() => orderPenunjang.uid),
    status: text('status').$type<StatusOrder>().notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    akun_uid: uuid('akun_uid').references(() => akun.uid),
    nama_petugas: text('nama_petugas'),
    catatan: text('catatan'),
  },
  (t) => [index('order_riwayat_order_idx').on(t.order_uid, t.id), cekDaftar(t.status, STATUS_ORDER)],
);
