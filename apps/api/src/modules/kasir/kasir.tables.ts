import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * One charge line (DOMAIN.md "transaksi"): what, how many, at which price, pointing back to its
 * source row. Never edited: a charge is undone by a reversal line (negative, `membalik_uid` set,
 * with a reason), and a source has at most one live charge.
 */
export const transaksi = pgTable(
  'transaksi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    jenis: text('jenis').notNull(),
    /** The source table ('tindakan_layanan', 'resep_detail', 'order_item') and row. */
    sumber: text('sumber').notNull(),
    sumber_uid: uuid('sumber_uid').notNull(),
    /** The item's code and name when charged. */
    kode: text('kode'),
    nama: text('nama').notNull(),
    jumlah: integer('jumlah').notNull(),
    /** Integer rupiah, the tariff in force for the visit's payer and class that day. */
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    penjamin: text('penjamin').notNull(),
    kelas: text('kelas').notNull(),
    /** Who earns the doctor's fee on it (issue 7). */
    pelaksana_uid: uuid('pelaksana_uid').references(() => pegawai.uid),
    /** Set on a reversal line: the charge it cancels. */
    membalik_uid: uuid('membalik_uid').references((): AnyPgColumn => transaksi.uid),
    alasan: text('alasan'),
    /** Set when a payment covers it (issue 7). */
    pembayaran_uid: uuid('pembayaran_uid'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transaksi_kunjungan_idx').on(t.kunjungan_uid),
    index('transaksi_sumber_idx').on(t.sumber, t.sumber_uid),
    // A charge is reversed at most once.
    uniqueIndex('transaksi_membalik_uq').on(t.membalik_uid),
    check('transaksi_jenis_ck', sql`${t.jenis} in ('TINDAKAN', 'OBAT', 'RADIOLOGI', 'LABOR', 'KONSUL')`),
    check('transaksi_total_ck', sql`${t.total} = ${t.harga_satuan} * ${t.jumlah}`),
    check('transaksi_balik_ck', sql`(${t.membalik_uid} is null) = (${t.jumlah} > 0)`),
  ],
);
