import type {
  JenisDokumenStok,
  JenisMutasiStok,
  JenisPenyesuaian,
  StatusDokumenStok,
  StatusOpname,
  StatusPenjualan,
  TempatBayar,
} from '@rawat/domain';
import {
  JENIS_MUTASI_STOK,
  STATUS_DOKUMEN_STOK,
  STATUS_OPNAME,
  STATUS_PENJUALAN,
  TEMPAT_BAYAR,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiSupplier } from '../master/master.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';

/** Every kind the document table holds: the /stok tabs, the opname (SO) and the adjustments. */
type JenisDokumen = JenisDokumenStok | 'SO' | JenisPenyesuaian | 'RETUR';
/** A /stok document's status, or an opname's and an adjustment's (DRAFT, SELESAI, BATAL). */
type StatusDokumen = StatusDokumenStok | StatusOpname;
const STATUS_DOKUMEN: readonly StatusDokumen[] = [...new Set([...STATUS_DOKUMEN_STOK, ...STATUS_OPNAME])];

/**
 * Stock on hand of one batch of one product at one location, in base units. Only the ledger
 * service (stok.ledger.ts) writes it, in the same transaction as the movement row that explains
 * the change, so `jumlah` always equals the sum of that batch's movements. The row is what a
 * dispense locks (FOR UPDATE), and the CHECK is the last guard against negative stock.
 */
export const farmasiStokBatch = pgTable(
  'farmasi_stok_batch',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    /** The manufacturer's batch (lot) number; '-' when a receipt did not name one. */
    batch: text('batch').notNull(),
    kedaluwarsa: date('kedaluwarsa', { mode: 'string' }).notNull(),
    /** Valuation per base unit (integer rupiah, HNA + PPN of the receipt that brought it). */
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    jumlah: integer('jumlah').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farmasi_stok_batch_uq').on(t.produk_uid, t.lokasi_uid, t.batch, t.kedaluwarsa),
    // First-expiry-first-out reads the batches of a product at a location in this order.
    index('farmasi_stok_batch_fefo_idx').on(t.lokasi_uid, t.produk_uid, t.kedaluwarsa),
    check('farmasi_stok_batch_jumlah_ck', sql`${t.jumlah} >= 0`),
  ],
);

/**
 * The ledger (DOMAIN.md stok_mutasi): every change of stock, never edited or deleted. `jumlah`
 * is signed (in > 0, out < 0); `sisa` is the batch's stock right after this row, so a stock card
 * reads without summing. `sumber`/`sumber_uid` point at the document line that caused it.
 */
export const farmasiStokMutasi = pgTable(
  'farmasi_stok_mutasi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    batch_uid: uuid('batch_uid')
      .notNull()
      .references(() => farmasiStokBatch.uid),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    jenis: text('jenis').$type<JenisMutasiStok>().notNull(),
    jumlah: integer('jumlah').notNull(),
    sisa: integer('sisa').notNull(),
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    /** 'farmasi_dokumen_item', 'resep_detail', 'resep_racikan', 'farmasi_penjualan_item' … */
    sumber: text('sumber').notNull(),
    sumber_uid: uuid('sumber_uid'),
    /** The human number of the document (GR-…, RSP-…), so the ledger reads without joins. */
    nomor_dokumen: text('nomor_dokumen'),
    keterangan: text('keterangan'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('farmasi_stok_mutasi_kartu_idx').on(t.lokasi_uid, t.produk_uid, t.created_at),
    index('farmasi_stok_mutasi_waktu_idx').on(t.created_at),
    index('farmasi_stok_mutasi_sumber_idx').on(t.sumber, t.sumber_uid),
    check('farmasi_stok_mutasi_jumlah_ck', sql`${t.jumlah} <> 0`),
    check('farmasi_stok_mutasi_sisa_ck', sql`${t.sisa} >= 0`),
    cekDaftar(t.jenis, JENIS_MUTASI_STOK),
  ],
);

/**
 * The stock documents: SR (stock requisition, depot → warehouse), PR (purchase requisition),
 * PO (purchase order to a supplier), GR (goods receipt against a PO), SO (stock opname), and
 * the manual adjustments (PENAMBAHAN, PENGURANGAN, RETUR). One table because they share the
 * number, status, location, history and line shape; `jenis` says which columns apply.
 */
export const farmasiDokumen = pgTable(
  'farmasi_dokumen',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    jenis: text('jenis').$type<JenisDokumen>().notNull(),
    /** 'PO-20261124-0001' from the numbering service. */
    nomor: text('nomor').notNull(),
    status: text('status').$type<StatusDokumen>().notNull(),
    /** Where the document acts: the requesting depot (SR), the buying/receiving location (PR, PO, GR), the counted one (SO). */
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    /** SR: the warehouse asked to supply. */
    lokasi_tujuan_uid: uuid('lokasi_tujuan_uid').references(() => farmasiLokasi.uid),
    /** PO, GR, RETUR: the supplier. */
    supplier_uid: uuid('supplier_uid').references(() => farmasiSupplier.uid),
    /** The document this one follows: PR for a PO, PO for a GR, SR for its transfer. */
    rujukan_uid: uuid('rujukan_uid'),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** GR: the supplier's delivery note or invoice number. */
    no_faktur: text('no_faktur'),
    catatan: text('catatan'),
    /** Rejection or cancellation reason. */
    alasan: text('alasan'),
    /** Sum of the lines at their prices (PO, GR), integer rupiah. */
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farmasi_dokumen_nomor_uq').on(t.nomor),
    index('farmasi_dokumen_daftar_idx').on(t.jenis, t.status, t.tanggal),
    index('farmasi_dokumen_rujukan_idx').on(t.rujukan_uid),
    check(
      'farmasi_dokumen_jenis_ck',
      sql`${t.jenis} in ('SR', 'PR', 'PO', 'GR', 'SO', 'PENAMBAHAN', 'PENGURANGAN', 'RETUR')`,
    ),
    cekDaftar(t.status, STATUS_DOKUMEN),
  ],
);

/**
 * A line of a stock document. Quantities are in base units (`jumlah`); `satuan`/`isi` keep the
 * packing unit the user chose (10 Box of 100) for printing. `jumlah_diproses` is how much was
 * fulfilled so far: transferred for an SR line, received for a PO line. GR and SO lines carry
 * the batch; SO lines the counted and system quantities.
 */
export const farmasiDokumenItem = pgTable(
  'farmasi_dokumen_item',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    dokumen_uid: uuid('dokumen_uid')
      .notNull()
      .references(() => farmasiDokumen.uid),
    posisi: integer('posisi').notNull(),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    satuan: text('satuan').notNull(),
    isi: integer('isi').notNull().default(1),
    jumlah: integer('jumlah').notNull(),
    jumlah_diproses: integer('jumlah_diproses').notNull().default(0),
    /** Price per base unit (PO, GR), integer rupiah incl. PPN. */
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull().default(0),
    batch: text('batch'),
    kedaluwarsa: date('kedaluwarsa', { mode: 'string' }),
    /** The line this one follows (a PO line for a GR line). */
    rujukan_item_uid: uuid('rujukan_item_uid'),
    /** SO: what the system held when the count was saved. */
    jumlah_sistem: integer('jumlah_sistem'),
    keterangan: text('keterangan'),
  },
  (t) => [
    uniqueIndex('farmasi_dokumen_item_posisi_uq').on(t.dokumen_uid, t.posisi),
    index('farmasi_dokumen_item_produk_idx').on(t.produk_uid),
    check('farmasi_dokumen_item_jumlah_ck', sql`${t.jumlah} >= 0 and ${t.jumlah_diproses} >= 0`),
  ],
);

/** Each status a document went through, who moved it and why (the document's history). */
export const farmasiDokumenRiwayat = pgTable(
  'farmasi_dokumen_riwayat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    dokumen_uid: uuid('dokumen_uid')
      .notNull()
      .references(() => farmasiDokumen.uid),
    status: text('status').$type<StatusDokumen>().notNull(),
    keterangan: text('keterangan'),
    oleh: uuid('oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('farmasi_dokumen_riwayat_idx').on(t.dokumen_uid, t.created_at),
    cekDaftar(t.status, STATUS_DOKUMEN),
  ],
);

/**
 * Over-the-counter sale to a walk-in buyer (/farmasi/penjualan-mandiri): no visit, no RM. Paid
 * at the pharmacy or at the cashier; stock leaves when the medicine is handed over.
 */
export const farmasiPenjualan = pgTable(
  'farmasi_penjualan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    nomor: text('nomor').notNull(),
    /** Queue number for /antrian-obat-mandiri, 'M-001' per day. */
    nomor_antrian: text('nomor_antrian').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    nama_pembeli: text('nama_pembeli').notNull(),
    telepon: text('telepon'),
    status: text('status').$type<StatusPenjualan>().notNull(),
    /** FARMASI (paid at the pharmacy counter) or KASIR (paid at the cashier). */
    tempat_bayar: text('tempat_bayar').$type<TempatBayar>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    dibayar: bigint('dibayar', { mode: 'number' }),
    dibayar_pada: timestamp('dibayar_pada', { withTimezone: true }),
    dipanggil_pada: timestamp('dipanggil_pada', { withTimezone: true }),
    diserahkan_pada: timestamp('diserahkan_pada', { withTimezone: true }),
    alasan: text('alasan'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farmasi_penjualan_nomor_uq').on(t.nomor),
    index('farmasi_penjualan_tanggal_idx').on(t.tanggal, t.status),
    cekDaftar(t.status, STATUS_PENJUALAN),
    cekDaftar(t.tempat_bayar, TEMPAT_BAYAR),
  ],
);

export const farmasiPenjualanItem = pgTable(
  'farmasi_penjualan_item',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    penjualan_uid: uuid('penjualan_uid')
      .notNull()
      .references(() => farmasiPenjualan.uid),
    posisi: integer('posisi').notNull(),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    jumlah: integer('jumlah').notNull(),
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    aturan_pakai: text('aturan_pakai'),
  },
  (t) => [
    uniqueIndex('farmasi_penjualan_item_posisi_uq').on(t.penjualan_uid, t.posisi),
    check('farmasi_penjualan_item_jumlah_ck', sql`${t.jumlah} > 0`),
  ],
);
