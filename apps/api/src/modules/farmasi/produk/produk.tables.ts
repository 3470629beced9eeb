import type { Produk } from '@rawat/domain';
import { GOLONGAN_OBAT } from '@rawat/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../../master/crud/crud.columns.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import {
  farmasiKategori,
  farmasiKelasTerapi,
  farmasiSediaan,
  farmasiSupplier,
  farmasiVarian,
} from '../master/master.tables.ts';

/** A product the pharmacy stocks: medicine, medical device (Alkes) or consumable (BMHP). */
export const farmasiProduk = pgTable(
  'farmasi_produk',
  {
    ...kolomMaster(),
    nama_generik: text('nama_generik'),
    kategori_uid: uuid('kategori_uid')
      .notNull()
      .references(() => farmasiKategori.uid),
    varian_uid: uuid('varian_uid').references(() => farmasiVarian.uid),
    sediaan_uid: uuid('sediaan_uid').references(() => farmasiSediaan.uid),
    kelas_terapi_uid: uuid('kelas_terapi_uid').references(() => farmasiKelasTerapi.uid),
    supplier_uid: uuid('supplier_uid').references(() => farmasiSupplier.uid),
    formularium: boolean('formularium').notNull().default(false),
    fornas: boolean('fornas').notNull().default(false),
    high_alert: boolean('high_alert').notNull().default(false),
    golongan: text('golongan').$type<Produk['golongan']>().notNull().default('BIASA'),
    /** Purchase price per base unit before VAT, integer rupiah. */
    hna: bigint('hna', { mode: 'number' }).notNull().default(0),
    ppn_persen: numeric('ppn_persen', { precision: 5, scale: 2, mode: 'number' }).notNull().default(11),
    /** hargaDasar(hna, ppn_persen), stored so lists and stock valuation need not recompute it. */
    harga_dasar: bigint('harga_dasar', { mode: 'number' }).notNull().default(0),
    satuan_dasar: text('satuan_dasar').notNull(),
    keterangan: text('keterangan'),
    /** Kamus Farmasi dan Alat Kesehatan code: SATUSEHAT's Medication names a drug by it. */
    kode_kfa: text('kode_kfa'),
  },
  (t) => [
    // No repair guesses a narcotics class: an unknown value stops the migration.
    cekDaftar(t.golongan, GOLONGAN_OBAT, { pengganti: null }),
    ...indeksMaster('farmasi_produk', t),
    index('farmasi_produk_generik_idx').on(t.nama_generik),
    index('farmasi_produk_kategori_idx').on(t.kategori_uid),
    index('farmasi_produk_kelas_idx').on(t.kelas_terapi_uid),
  ],
);

/** Unit conversions: row 0 is the base unit; each later row holds `isi` of `satuan_isi`. */
export const farmasiProdukSatuan = pgTable(
  'farmasi_produk_satuan',
  {
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull(),
    satuan: text('satuan').notNull(),
    isi: integer('isi').notNull(),
    satuan_isi: text('satuan_isi'),
    isi_dasar: integer('isi_dasar').notNull(),
  },
  (t) => [primaryKey({ columns: [t.produk_uid, t.urutan] })],
);

/** Minimum stock per location, in base units (drives the below-minimum warning). */
export const farmasiProdukStokMinimum = pgTable(
  'farmasi_produk_stok_minimum',
  {
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid, { onDelete: 'cascade' }),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    stok_minimum: integer('stok_minimum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.produk_uid, t.lokasi_uid] })],
);

/** Medicine package for quick prescribing (/paketobat). */
export const farmasiPaketObat = pgTable(
  'farmasi_paket_obat',
  { ...kolomMaster(), keterangan: text('keterangan') },
  (t) => indeksMaster('farmasi_paket_obat', t),
);

export const farmasiPaketObatItem = pgTable(
  'farmasi_paket_obat_item',
  {
    paket_uid: uuid('paket_uid')
      .notNull()
      .references(() => farmasiPaketObat.uid, { onDelete: 'cascade' }),
    urutan: integer('urutan').notNull(),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    jumlah: integer('jumlah').notNull(),
    signa: text('signa').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paket_uid, t.urutan] })],
);
