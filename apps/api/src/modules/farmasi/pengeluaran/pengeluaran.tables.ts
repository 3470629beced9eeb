import type { KategoriPengeluaran, MetodePengeluaran, StatusPengeluaran } from '@rawat/domain';
import { KATEGORI_PENGELUARAN, METODE_PENGELUARAN, STATUS_PENGELUARAN } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';

/**
 * Money paid out of a pharmacy's till (/pengeluaran-obat): a supplier's invoice paid in cash, a
 * courier, small operational costs. The pharmacy cashier's report (/laporan-pengeluaran) sets
 * these against the walk-in sales taken at the same counter. Never edited: a mistake is voided
 * with a reason (status BATAL) and written again.
 */
export const farmasiPengeluaran = pgTable(
  'farmasi_pengeluaran',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    nomor: text('nomor').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    kategori: text('kategori').$type<KategoriPengeluaran>().notNull(),
    uraian: text('uraian').notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    /** TUNAI or TRANSFER. */
    metode: text('metode').$type<MetodePengeluaran>().notNull(),
    /** The receipt's or invoice's own number, as written on the paper kept with the till. */
    referensi: text('referensi'),
    supplier_uid: uuid('supplier_uid').references(() => farmasiSupplier.uid),
    status: text('status').$type<StatusPengeluaran>().notNull().default('AKTIF'),
    alasan_batal: text('alasan_batal'),
    dibatalkan_oleh: uuid('dibatalkan_oleh').references(() => akun.uid),
    dibatalkan_pada: timestamp('dibatalkan_pada', { withTimezone: true }),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farmasi_pengeluaran_nomor_uq').on(t.nomor),
    index('farmasi_pengeluaran_tanggal_idx').on(t.tanggal, t.lokasi_uid),
    check('farmasi_pengeluaran_jumlah_ck', sql`${t.jumlah} > 0`),
    cekDaftar(t.status, STATUS_PENGELUARAN, { pengganti: null }),
    cekDaftar(t.metode, METODE_PENGELUARAN),
    cekDaftar(t.kategori, KATEGORI_PENGELUARAN, { pengganti: 'LAIN_LAIN' }),
  ],
);
