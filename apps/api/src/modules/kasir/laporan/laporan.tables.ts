import type { JenisTransaksi } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The daily sums of closed days that /laporan-by-item and /laporan-pasien read instead of a month
// of receipts (docs/kasir.md "Rekap harian"). Derived data: a day's rows are written together with
// its marker, deleted with it (ON DELETE CASCADE) when a void changes that day, and summed again
// at the next read. No CHECK on `jenis`/`penjamin`: they are copied from columns that have one.

/** A closed Jakarta day whose sums are stored below; no row = read the day live (and store it). */
export const kasirRekapHari = pgTable('kasir_rekap_hari', {
  tanggal: date('tanggal', { mode: 'string' }).primaryKey(),
  /** The day's receipts that still stand (/laporan-by-item `kuitansi`). */
  kuitansi: integer('kuitansi').notNull(),
  dibuat: timestamp('dibuat', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What the day's standing receipts paid for, per item as /laporan-by-item groups it: a visit's
 * charges and a walk-in sale's lines (OBAT) under one key jenis|kode|nama. Rows that net to zero
 * are kept: they still count their receipts.
 */
export const kasirRekapItem = pgTable(
  'kasir_rekap_item',
  {
    tanggal: date('tanggal', { mode: 'string' })
      .notNull()
      .references(() => kasirRekapHari.tanggal, { onDelete: 'cascade' }),
    jenis: text('jenis').$type<JenisTransaksi>().notNull(),
    kode: text('kode'),
    nama: text('nama').notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Receipts that carried the item that day: additive over days, a receipt has one day. */
    kuitansi: integer('kuitansi').notNull(),
  },
  (t) => [
    // The report's key (a missing code merges with an empty one); also the range scan by day.
    uniqueIndex('kasir_rekap_item_uq').on(t.tanggal, t.jenis, sql`coalesce(${t.kode}, '')`, t.nama),
  ],
);

/**
 * The day's receipts and voids summed per patient (a walk-in buyer without a record: per name), as
 * /laporan-pasien sums a range.
 */
export const kasirRekapPasien = pgTable(
  'kasir_rekap_pasien',
  {
    tanggal: date('tanggal', { mode: 'string' })
      .notNull()
      .references(() => kasirRekapHari.tanggal, { onDelete: 'cascade' }),
    /** pasien_uid, or 'pembeli:' + the buyer's name. */
    kunci: text('kunci').notNull(),
    pasien_uid: uuid('pasien_uid'),
    nama_pembayar: text('nama_pembayar').notNull(),
    /** What the report sorts by: the patient's name when the day was summed, else the payer's. */
    nama: text('nama').notNull(),
    penjamin: text('penjamin').array().notNull(),
    kuitansi: integer('kuitansi').notNull(),
    batal: integer('batal').notNull(),
    /**
     * The distinct visits the day's standing receipts paid: a visit paid on two days is one visit
     * of the range, so a count would not add up over days.
     */
    kunjungan: uuid('kunjungan').array().notNull(),
    total_tagihan: bigint('total_tagihan', { mode: 'number' }).notNull(),
    ditanggung_penjamin: bigint('ditanggung_penjamin', { mode: 'number' }).notNull(),
    diskon: bigint('diskon', { mode: 'number' }).notNull(),
    jumlah_bayar: bigint('jumlah_bayar', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tanggal, t.kunci] })],
);
