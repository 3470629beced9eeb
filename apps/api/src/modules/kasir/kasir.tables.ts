import type {
  JenisDeposit,
  JenisFee,
  JenisTransaksi,
  KelasTarif,
  MetodeBayar,
  MetodeDeposit,
  PenjaminKunjungan,
  PenjaminTarif,
  TipeFee,
} from '@rawat/domain';
import {
  JENIS_DEPOSIT,
  JENIS_FEE,
  JENIS_TRANSAKSI,
  KELAS_TARIF,
  METODE_BAYAR,
  METODE_DEPOSIT,
  PENJAMIN_KUNJUNGAN,
  PENJAMIN_TARIF,
  TIPE_FEE,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { bank } from '../master/keuangan/keuangan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * The pharmacy's walk-in sale (farmasi/stok/stok.tables.ts), named by its SQL table alone for the
 * foreign key of pembayaran.penjualan_uid: the pharmacy sits above the cashier and calls its
 * ledger, so the cashier imports nothing of it (docs/architecture.md "Layers"). Never queried
 * here (sales are read through PenjualanUntukKasir) and never exported, so drizzle-kit and
 * db/schema.ts see only the pharmacy's own definition; the constraint is the same.
 */
const penjualanFarmasi = pgTable('farmasi_penjualan', { uid: uuid('uid').primaryKey() });

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
    jenis: text('jenis').$type<JenisTransaksi>().notNull(),
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
    penjamin: text('penjamin').$type<PenjaminTarif>().notNull(),
    kelas: text('kelas').$type<KelasTarif>().notNull(),
    /** Who earns the doctor's fee on it (issue 7). */
    pelaksana_uid: uuid('pelaksana_uid').references(() => pegawai.uid),
    /** Set on a reversal line: the charge it cancels. */
    membalik_uid: uuid('membalik_uid').references((): AnyPgColumn => transaksi.uid),
    alasan: text('alasan'),
    /** Set when a payment covers it (issue 7). */
    pembayaran_uid: uuid('pembayaran_uid').references((): AnyPgColumn => pembayaran.uid),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transaksi_kunjungan_idx').on(t.kunjungan_uid),
    index('transaksi_sumber_idx').on(t.sumber, t.sumber_uid),
    index('transaksi_pembayaran_idx').on(t.pembayaran_uid),
    // What a visit still owes, read by the cashier's queue once per visit of the day: an
    // index-only probe into the unpaid lines alone, however long the ledger grows.
    index('transaksi_belum_dibayar_idx').on(t.kunjungan_uid, t.total).where(sql`${t.pembayaran_uid} is null`),
    index('transaksi_created_idx').on(t.created_at),
    // A charge is reversed at most once.
    uniqueIndex('transaksi_membalik_uq').on(t.membalik_uid),
    cekDaftar(t.jenis, JENIS_TRANSAKSI),
    cekDaftar(t.penjamin, PENJAMIN_TARIF),
    cekDaftar(t.kelas, KELAS_TARIF),
    check('transaksi_total_ck', sql`${t.total} = ${t.harga_satuan} * ${t.jumlah}`),
    check('transaksi_balik_ck', sql`(${t.membalik_uid} is null) = (${t.jumlah} > 0)`),
  ],
);

/**
 * A cashier's shift: opened with the float in the drawer (modal awal), closed with the cash
 * counted. Every payment, void and deposit belongs to the shift that took it; one open shift per
 * account at a time.
 */
export const kasirShift = pgTable(
  'kasir_shift',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    akun_uid: uuid('akun_uid')
      .notNull()
      .references(() => akun.uid),
    dibuka_pada: timestamp('dibuka_pada', { withTimezone: true }).notNull().defaultNow(),
    modal_awal: bigint('modal_awal', { mode: 'number' }).notNull().default(0),
    ditutup_pada: timestamp('ditutup_pada', { withTimezone: true }),
    /** Cash counted in the drawer at closing (rupiah). */
    kas_dihitung: bigint('kas_dihitung', { mode: 'number' }),
    catatan: text('catatan'),
  },
  (t) => [
    uniqueIndex('kasir_shift_terbuka_uq').on(t.akun_uid).where(sql`${t.ditutup_pada} is null`),
    index('kasir_shift_dibuka_idx').on(t.dibuka_pada),
    check('kasir_shift_modal_ck', sql`${t.modal_awal} >= 0 and coalesce(${t.kas_dihitung}, 0) >= 0`),
  ],
);

/**
 * A receipt (kuitansi) with its invoice number: what the patient paid for a visit's charges, or
 * for a walk-in pharmacy sale. Never edited: a void is a second row with the amounts negated,
 * `membalik_uid` pointing at the original and the reason, taken in the voiding cashier's shift.
 * total_tagihan = ditanggung_penjamin + diskon + jumlah_bayar (the patient's due).
 */
export const pembayaran = pgTable(
  'pembayaran',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** INV-YYYYMMDD-NNNN, allocated in the paying transaction (platform/penomoran.ts). */
    nomor: text('nomor').notNull().unique(),
    kunjungan_uid: uuid('kunjungan_uid').references(() => kunjungan.uid),
    penjualan_uid: uuid('penjualan_uid').references(() => penjualanFarmasi.uid),
    pasien_uid: uuid('pasien_uid').references(() => pasien.uid),
    nama_pembayar: text('nama_pembayar').notNull(),
    penjamin: text('penjamin').$type<PenjaminKunjungan>().notNull(),
    total_tagihan: bigint('total_tagihan', { mode: 'number' }).notNull(),
    ditanggung_penjamin: bigint('ditanggung_penjamin', { mode: 'number' }).notNull().default(0),
    diskon: bigint('diskon', { mode: 'number' }).notNull().default(0),
    alasan_diskon: text('alasan_diskon'),
    jumlah_bayar: bigint('jumlah_bayar', { mode: 'number' }).notNull(),
    shift_uid: uuid('shift_uid')
      .notNull()
      .references(() => kasirShift.uid),
    kasir_uid: uuid('kasir_uid')
      .notNull()
      .references(() => akun.uid),
    /** Set on a void row: the receipt it cancels (at most once). */
    membalik_uid: uuid('membalik_uid').references((): AnyPgColumn => pembayaran.uid),
    alasan: text('alasan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pembayaran_kunjungan_idx').on(t.kunjungan_uid),
    index('pembayaran_created_idx').on(t.created_at),
    index('pembayaran_shift_idx').on(t.shift_uid),
    uniqueIndex('pembayaran_membalik_uq').on(t.membalik_uid),
    // A walk-in sale is paid once (its void frees it again).
    uniqueIndex('pembayaran_penjualan_uq').on(t.penjualan_uid).where(sql`${t.membalik_uid} is null`),
    cekDaftar(t.penjamin, PENJAMIN_KUNJUNGAN),
    check('pembayaran_sumber_ck', sql`(${t.kunjungan_uid} is null) <> (${t.penjualan_uid} is null)`),
    check(
      'pembayaran_jumlah_ck',
      sql`${t.total_tagihan} = ${t.ditanggung_penjamin} + ${t.diskon} + ${t.jumlah_bayar}`,
    ),
    check(
      'pembayaran_tanda_ck',
      sql`case when ${t.membalik_uid} is null
        then ${t.ditanggung_penjamin} >= 0 and ${t.diskon} >= 0 and ${t.jumlah_bayar} >= 0
        else ${t.ditanggung_penjamin} <= 0 and ${t.diskon} <= 0 and ${t.jumlah_bayar} <= 0 end`,
    ),
  ],
);

/**
 * How a receipt was paid, one line per method (a split payment has several). Cash keeps what was
 * handed over and the change; transfer and card name the bank; QRIS and card keep the reference.
 * A void copies the lines negated.
 */
export const pembayaranMetode = pgTable(
  'pembayaran_metode',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    pembayaran_uid: uuid('pembayaran_uid')
      .notNull()
      .references(() => pembayaran.uid),
    metode: text('metode').$type<MetodeBayar>().notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    bank_uid: uuid('bank_uid').references(() => bank.uid),
    referensi: text('referensi'),
    /** Cash only: the money handed over and the change given back. */
    diterima: bigint('diterima', { mode: 'number' }),
    kembalian: bigint('kembalian', { mode: 'number' }),
  },
  (t) => [index('pembayaran_metode_pembayaran_idx').on(t.pembayaran_uid), cekDaftar(t.metode, METODE_BAYAR)],
);

/** The charges a receipt covered, kept after a void so the voided kuitansi can still be shown. */
export const pembayaranItem = pgTable(
  'pembayaran_item',
  {
    pembayaran_uid: uuid('pembayaran_uid')
      .notNull()
      .references(() => pembayaran.uid),
    transaksi_uid: uuid('transaksi_uid')
      .notNull()
      .references(() => transaksi.uid),
  },
  (t) => [
    primaryKey({ columns: [t.pembayaran_uid, t.transaksi_uid] }),
    index('pembayaran_item_transaksi_idx').on(t.transaksi_uid),
  ],
);

/**
 * Deposit (uang muka) of a visit, usually an inpatient stay: money taken in (SETOR), used against
 * the bill (PAKAI, negative, tied to the receipt; PAKAI_BATAL gives it back when that receipt is
 * voided) and the rest refunded (REFUND, negative). Balance = Σ jumlah, never below 0.
 */
export const deposit = pgTable(
  'deposit',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** DEP-YYYYMMDD-NNNN for SETOR and REFUND (the slips the patient keeps). */
    nomor: text('nomor').unique(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    jenis: text('jenis').$type<JenisDeposit>().notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    /** SETOR and REFUND: how the money moved (TUNAI, TRANSFER, DEBIT, KREDIT, QRIS). */
    metode: text('metode').$type<MetodeDeposit>(),
    bank_uid: uuid('bank_uid').references(() => bank.uid),
    referensi: text('referensi'),
    pembayaran_uid: uuid('pembayaran_uid').references(() => pembayaran.uid),
    keterangan: text('keterangan'),
    shift_uid: uuid('shift_uid')
      .notNull()
      .references(() => kasirShift.uid),
    kasir_uid: uuid('kasir_uid')
      .notNull()
      .references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposit_kunjungan_idx').on(t.kunjungan_uid),
    index('deposit_created_idx').on(t.created_at),
    cekDaftar(t.jenis, JENIS_DEPOSIT),
    // Money held: an unknown method stops the migration rather than becoming 'not recorded'.
    cekDaftar(t.metode, METODE_DEPOSIT, { pengganti: null }),
    check(
      'deposit_tanda_ck',
      sql`case when ${t.jenis} in ('SETOR', 'PAKAI_BATAL') then ${t.jumlah} > 0 else ${t.jumlah} < 0 end`,
    ),
  ],
);

/**
 * A cashier account's discount authority, set by ADMIN or MANAGEMENT: the largest discount, as a
 * percentage of the patient's due, it may give. No row = no discounts.
 */
export const kasirWewenang = pgTable(
  'kasir_wewenang',
  {
    akun_uid: uuid('akun_uid')
      .primaryKey()
      .references(() => akun.uid),
    maks_diskon_persen: integer('maks_diskon_persen').notNull(),
    diubah_oleh: uuid('diubah_oleh').references(() => akun.uid),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('kasir_wewenang_persen_ck', sql`${t.maks_diskon_persen} between 0 and 100`)],
);

/**
 * A doctor's fee rule: for the doctor's charges of one type (TINDAKAN, KONSUL…), for one procedure
 * (`tindakan_uid`) or, when that is null, for every other item of the type; a percentage of the
 * charge or a fixed amount per unit. The specific rule wins over the type's default.
 */
export const feeAturan = pgTable(
  'fee_aturan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    pegawai_uid: uuid('pegawai_uid')
      .notNull()
      .references(() => pegawai.uid),
    jenis_transaksi: text('jenis_transaksi').$type<JenisFee>().notNull(),
    tindakan_uid: uuid('tindakan_uid').references(() => tindakan.uid),
    tipe: text('tipe').$type<TipeFee>().notNull(),
    nilai: numeric('nilai', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    aktif: boolean('aktif').notNull().default(true),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_aturan_aktif_uq')
      .on(
        t.pegawai_uid,
        t.jenis_transaksi,
        sql`coalesce(${t.tindakan_uid}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.aktif}`),
    cekDaftar(t.tipe, TIPE_FEE),
    check('fee_aturan_nilai_ck', sql`${t.nilai} > 0 and (${t.tipe} <> 'PERSEN' or ${t.nilai} <= 100)`),
    cekDaftar(t.jenis_transaksi, JENIS_FEE),
  ],
);

/**
 * The fee a paid charge earned its doctor, computed when the receipt is taken from the rule then
 * in force (copied here, so a later rule change does not rewrite history). Voiding the receipt
 * sets `batal_pada`; paying again writes a new row.
 */
export const feeDokter = pgTable(
  'fee_dokter',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    transaksi_uid: uuid('transaksi_uid')
      .notNull()
      .references(() => transaksi.uid),
    pembayaran_uid: uuid('pembayaran_uid')
      .notNull()
      .references(() => pembayaran.uid),
    pegawai_uid: uuid('pegawai_uid')
      .notNull()
      .references(() => pegawai.uid),
    aturan_uid: uuid('aturan_uid').references(() => feeAturan.uid),
    /** The charge's total the fee was computed from. */
    dasar: bigint('dasar', { mode: 'number' }).notNull(),
    tipe: text('tipe').$type<TipeFee>().notNull(),
    nilai: numeric('nilai', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    batal_pada: timestamp('batal_pada', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_dokter_transaksi_uq').on(t.transaksi_uid).where(sql`${t.batal_pada} is null`),
    index('fee_dokter_pegawai_idx').on(t.pegawai_uid, t.created_at),
    index('fee_dokter_pembayaran_idx').on(t.pembayaran_uid),
    check('fee_dokter_jumlah_ck', sql`${t.jumlah} >= 0`),
    cekDaftar(t.tipe, TIPE_FEE),
  ],
);

// The reports' daily sums live beside the reports (laporan/laporan.tables.ts).
export * from './laporan/laporan.tables.ts';
