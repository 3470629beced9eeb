import type { BentukRacikan, JenisDetailResep, StatusResep } from '@rawat/domain';
import { BENTUK_RACIKAN, JENIS_DETAIL_RESEP, STATUS_RESEP } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { farmasiLokasi } from '../akses/akses.tables.ts';
import { farmasiProduk } from '../produk/produk.tables.ts';

/**
 * A prescription: the spec's "medicine request" (§3, §7 /farmasi/obat/request). Written by the
 * clinic through `buatResep`; the pharmacy approves or rejects it, dispenses (done) and may take
 * medicines back (retur).
 */
export const resep = pgTable(
  'resep',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** 'RSP-20261122-0001' from the numbering service. */
    nomor: text('nomor').notNull(),
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
    /** The depot that will dispense it (outpatient pharmacy by default). */
    lokasi_uid: uuid('lokasi_uid').references(() => farmasiLokasi.uid),
    status: text('status').$type<StatusResep>().notNull().default('REQUEST'),
    /** Rejection reason (spec §3 `alasan`). */
    alasan: text('alasan'),
    catatan: text('catatan'),
    /**
     * The pharmacy queue number the patient waits with: 'N-007' for ready-made medicines,
     * 'R-003' when a racikan must be compounded (a longer wait, so a queue of its own).
     */
    nomor_antrian: text('nomor_antrian'),
    disetujui_oleh: uuid('disetujui_oleh').references(() => akun.uid),
    disetujui_pada: timestamp('disetujui_pada', { withTimezone: true }),
    /** Dispensed: stock left the depot and the OBAT charges went to the cashier. */
    selesai_oleh: uuid('selesai_oleh').references(() => akun.uid),
    selesai_pada: timestamp('selesai_pada', { withTimezone: true }),
    /** Last call on the display panel, and how many times the number was called. */
    dipanggil_pada: timestamp('dipanggil_pada', { withTimezone: true }),
    dipanggil_kali: integer('dipanggil_kali').notNull().default(0),
    /** Handed over to the patient (or family), with who received it. */
    diserahkan_oleh: uuid('diserahkan_oleh').references(() => akun.uid),
    diserahkan_pada: timestamp('diserahkan_pada', { withTimezone: true }),
    penerima: text('penerima'),
    diretur_oleh: uuid('diretur_oleh').references(() => akun.uid),
    diretur_pada: timestamp('diretur_pada', { withTimezone: true }),
    alasan_retur: text('alasan_retur'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resep_nomor_uq').on(t.nomor),
    index('resep_layanan_idx').on(t.layanan_uid),
    index('resep_status_idx').on(t.status, t.created_at),
    // The pharmacy's open queue, oldest first (TAHAP_RESEP_ANTREAN: requested, approved, ready
    // and not handed over), written as syaratTahap writes it: a few hundred rows of a day, where
    // resep_status_idx made the ready stage read every prescription ever dispensed.
    index('resep_antrean_idx')
      .on(t.created_at, t.nomor)
      .where(
        sql`${t.status} = 'REQUEST' or ${t.status} = 'APPROVED' or (${t.status} = 'DONE' and ${t.diserahkan_pada} is null)`,
      ),
    cekDaftar(t.status, STATUS_RESEP, { pengganti: null }),
  ],
);

/**
 * A line of a prescription. NON_RACIKAN: one product. RACIKAN (compounded, e.g. a puyer): a name,
 * a number of divided doses and its mix_detail lines (`resep_racikan`) ordered by position.
 */
export const resepDetail = pgTable(
  'resep_detail',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    resep_uid: uuid('resep_uid')
      .notNull()
      .references(() => resep.uid),
    /** config.position of spec §3. */
    posisi: integer('posisi').notNull(),
    jenis: text('jenis').$type<JenisDetailResep>().notNull(),
    produk_uid: uuid('produk_uid').references(() => farmasiProduk.uid),
    nama_racikan: text('nama_racikan'),
    /** PUYER, KAPSUL, SALEP, SIRUP … for a racikan. */
    bentuk_racikan: text('bentuk_racikan').$type<BentukRacikan>(),
    /** Quantity dispensed: tablets for a product, divided doses (bungkus) for a racikan. */
    jumlah: integer('jumlah').notNull(),
    satuan: text('satuan').notNull(),
    /** The signa, e.g. '3 x 1 sesudah makan'. */
    aturan_pakai: text('aturan_pakai').notNull(),
    catatan: text('catatan'),
    /** Price per jumlah unit for the visit's payer, fixed when the pharmacy dispenses (integer rupiah). */
    harga_satuan: bigint('harga_satuan', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('resep_detail_posisi_uq').on(t.resep_uid, t.posisi),
    cekDaftar(t.jenis, JENIS_DETAIL_RESEP),
    cekDaftar(t.bentuk_racikan, BENTUK_RACIKAN),
    check(
      'resep_detail_isi_ck',
      sql`(${t.jenis} = 'NON_RACIKAN' and ${t.produk_uid} is not null) or (${t.jenis} = 'RACIKAN' and ${t.nama_racikan} is not null)`,
    ),
    check('resep_detail_jumlah_ck', sql`${t.jumlah} > 0`),
  ],
);

/** mix_detail of a racikan line: each product and how much of it goes into the whole mix. */
export const resepRacikan = pgTable(
  'resep_racikan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    resep_detail_uid: uuid('resep_detail_uid')
      .notNull()
      .references(() => resepDetail.uid),
    posisi: integer('posisi').notNull(),
    produk_uid: uuid('produk_uid')
      .notNull()
      .references(() => farmasiProduk.uid),
    /** Amount in the product's base unit for the whole racikan (e.g. 5 tablets for 10 puyer). */
    jumlah: numeric('jumlah', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** The dose per divided portion as the doctor wrote it, e.g. '250 mg'. */
    dosis: text('dosis'),
  },
  (t) => [
    uniqueIndex('resep_racikan_posisi_uq').on(t.resep_detail_uid, t.posisi),
    index('resep_racikan_detail_idx').on(t.resep_detail_uid),
    check('resep_racikan_jumlah_ck', sql`${t.jumlah} > 0`),
  ],
);
