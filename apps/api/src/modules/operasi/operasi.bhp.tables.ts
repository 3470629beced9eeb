import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { akun } from '../akun/akun.tables.ts';
import { farmasiLokasi } from '../farmasi/akses/akses.tables.ts';
import { farmasiProduk } from '../farmasi/produk/produk.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { operasi } from './operasi.tables.ts';

const waktu = (nama: string) => timestamp(nama, { withTimezone: true });

/**
 * One line of consumables or drugs used on an operation (docs/operasi.md "Consumables and
 * drugs"). The stock left the theatre's depot through the pharmacy ledger (farmasi_stok_mutasi,
 * jenis PEMAKAIAN, sumber 'operasi_bhp' = this row) and the OBAT charge points back here
 * (transaksi.sumber 'operasi_bhp'). Never deleted: a cancellation keeps the row with who, when
 * and why, puts the same batches back and reverses the charge.
 */
export const operasiBhp = pgTable(
  'operasi_bhp',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    /** The visit and layanan charged (the stay, or the layanan it was booked from). */
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    /** Base units of the product. */
    jumlah: integer('jumlah').notNull(),
    /** Selling price per base unit for the visit's payer when used, integer rupiah. */
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    oleh: uuid('oleh').references(() => akun.uid),
    nama_petugas: text('nama_petugas').notNull(),
    created_at: waktu('created_at').notNull().defaultNow(),
    dibatalkan_pada: waktu('dibatalkan_pada'),
    dibatalkan_oleh: uuid('dibatalkan_oleh').references(() => akun.uid),
    nama_pembatal: text('nama_pembatal'),
    alasan_batal: text('alasan_batal'),
  },
  (t) => [
    index('operasi_bhp_operasi_idx').on(t.operasi_uid, t.created_at),
    check('operasi_bhp_jumlah_ck', sql`${t.jumlah} > 0`),
  ],
);
