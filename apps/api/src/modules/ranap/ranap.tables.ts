import type {
  BentukDiet,
  ItemTagihanHari,
  KesadaranNews,
  ProfesiCppt,
  ShiftRanap,
  StatusDiet,
  StatusPemberianObat,
  WaktuMakan,
} from '@rawat/domain';
import {
  BENTUK_DIET,
  ITEM_TAGIHAN_HARI,
  KESADARAN_NEWS,
  PROFESI_CPPT,
  SHIFT_RANAP,
  STATUS_DIET,
  STATUS_PEMBERIAN_OBAT,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { transaksi } from '../kasir/kasir.tables.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { perawatanInap, rawatInap } from '../kunjungan/rawat-inap.tables.ts';
import { ruangan } from '../master/ruangan/ruangan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

const dibuat = () => ({
  dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The stay a clinical row belongs to: its layanan (jenis RAWAT_INAP) and the patient. */
const stay = () => ({
  uid: uuid('uid').primaryKey().defaultRandom(),
  layanan_uid: uuid('layanan_uid')
    .notNull()
    .references(() => layanan.uid),
  pasien_uid: uuid('pasien_uid')
    .notNull()
    .references(() => pasien.uid),
});

/**
 * What a day of a stay has been charged for: one row per stay, day and item, so running the day
 * charges twice never doubles a day (the unique index), and a transfer's day belongs to the bed
 * the patient is in at the end of it.
 */
export const ranapTagihanHari = pgTable(
  'ranap_tagihan_hari',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    perawatan_inap_uid: uuid('perawatan_inap_uid')
      .notNull()
      .references(() => perawatanInap.uid),
    rawat_inap_uid: uuid('rawat_inap_uid')
      .notNull()
      .references(() => rawatInap.uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    item: text('item').$type<ItemTagihanHari>().notNull(),
    /** For VISITE: the doctor; one visit charged per doctor per day. */
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    transaksi_uid: uuid('transaksi_uid')
      .notNull()
      .references(() => transaksi.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ranap_tagihan_hari_uq').on(
      t.perawatan_inap_uid,
      t.tanggal,
      t.item,
      sql`coalesce(${t.pegawai_uid}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    cekDaftar(t.item, ITEM_TAGIHAN_HARI),
  ],
);

/**
 * CPPT: one integrated progress note (SOAP) by one professional. Signed when saved and never
 * edited: a correction is a new note naming the one it amends. The DPJP verifies (co-signs)
 * other professionals' notes.
 */
export const cppt = pgTable(
  'cppt',
  {
    ...stay(),
    profesi: text('profesi').$type<ProfesiCppt>().notNull(),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_penulis: text('nama_penulis').notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    subjektif: text('subjektif'),
    objektif: text('objektif'),
    asesmen: text('asesmen'),
    plan: text('plan'),
    /** Instructions for the next professional (instruksi PPA). */
    instruksi: text('instruksi'),
    mengoreksi_uid: uuid('mengoreksi_uid').references((): AnyPgColumn => cppt.uid),
    diverifikasi_oleh: uuid('diverifikasi_oleh').references(() => pegawai.uid),
    diverifikasi_pada: timestamp('diverifikasi_pada', { withTimezone: true }),
    ...dibuat(),
  },
  (t) => [
    index('cppt_layanan_idx').on(t.layanan_uid, t.waktu),
    uniqueIndex('cppt_koreksi_uq').on(t.mengoreksi_uid),
    cekDaftar(t.profesi, PROFESI_CPPT),
  ],
);

/**
 * One set of vital signs and observations, with its NEWS2 score computed when saved. Fluid
 * intake and output are per entry; the daily balance is their sum over the Jakarta day.
 */
export const observasi = pgTable(
  'observasi',
  {
    ...stay(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    shift: text('shift').$type<ShiftRanap>().notNull(),
    suhu: numeric('suhu', { precision: 4, scale: 1, mode: 'number' }),
    nadi: integer('nadi'),
    napas: integer('napas'),
    sistol: integer('sistol'),
    diastol: integer('diastol'),
    spo2: integer('spo2'),
    /** On supplemental oxygen (NEWS2 adds 2). */
    oksigen: boolean('oksigen').notNull().default(false),
    skala_nyeri: integer('skala_nyeri'),
    kesadaran: text('kesadaran').$type<KesadaranNews>(),
    intake_ml: integer('intake_ml'),
    output_ml: integer('output_ml'),
    news2: integer('news2'),
    catatan: text('catatan'),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [
    index('observasi_layanan_idx').on(t.layanan_uid, t.waktu),
    cekDaftar(t.shift, SHIFT_RANAP),
    cekDaftar(t.kesadaran, KESADARAN_NEWS),
  ],
);

/**
 * The daily medicine plan: what is given when (times of day), from a prescription line or
 * written by the doctor; stopped by setting dihentikan_pada.
 */
export const rencanaObat = pgTable(
  'rencana_obat',
  {
    ...stay(),
    /** The prescription line it serves, when there is one (farmasi_resep_detail.uid). */
    resep_detail_uid: uuid('resep_detail_uid'),
    produk_uid: uuid('produk_uid'),
    nama_obat: text('nama_obat').notNull(),
    dosis: text('dosis').notNull(),
    rute: text('rute').notNull(),
    /** Times of day, 'HH:MM' Jakarta, e.g. {06:00,14:00,22:00}. */
    jam: text('jam').array().notNull(),
    mulai: date('mulai', { mode: 'string' }).notNull(),
    selesai: date('selesai', { mode: 'string' }),
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    dihentikan_pada: timestamp('dihentikan_pada', { withTimezone: true }),
    alasan_henti: text('alasan_henti'),
    ...dibuat(),
  },
  (t) => [index('rencana_obat_layanan_idx').on(t.layanan_uid)],
);

/** The medication administration record: each scheduled dose given, delayed or not given. */
export const pemberianObat = pgTable(
  'pemberian_obat',
  {
    ...stay(),
    rencana_obat_uid: uuid('rencana_obat_uid')
      .notNull()
      .references(() => rencanaObat.uid),
    jadwal_pada: timestamp('jadwal_pada', { withTimezone: true }).notNull(),
    status: text('status').$type<StatusPemberianObat>().notNull(),
    alasan: text('alasan'),
    diberikan_pada: timestamp('diberikan_pada', { withTimezone: true }),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [
    // A delayed dose may be given later: the later row is the record (one live row per dose).
    uniqueIndex('pemberian_obat_dosis_uq')
      .on(t.rencana_obat_uid, t.jadwal_pada)
      .where(sql`${t.status} <> 'DITUNDA'`),
    index('pemberian_obat_layanan_idx').on(t.layanan_uid, t.jadwal_pada),
    cekDaftar(t.status, STATUS_PEMBERIAN_OBAT),
    check(
      'pemberian_obat_alasan_ck',
      sql`${t.status} = 'DIBERIKAN' or coalesce(trim(${t.alasan}), '') <> ''`,
    ),
  ],
);

/** A diet order: requested by the doctor, set by the nutritionist, stopped when changed. */
export const dietOrder = pgTable(
  'diet_order',
  {
    ...stay(),
    status: text('status').$type<StatusDiet>().notNull().default('DIMINTA'),
    jenis_diet: text('jenis_diet').notNull(),
    bentuk: text('bentuk').$type<BentukDiet>().notNull(),
    pantangan: text('pantangan'),
    waktu_makan: text('waktu_makan').$type<WaktuMakan[]>().array().notNull(),
    catatan: text('catatan'),
    mulai: date('mulai', { mode: 'string' }).notNull(),
    diminta_oleh: uuid('diminta_oleh').references(() => pegawai.uid),
    ditetapkan_oleh: uuid('ditetapkan_oleh').references(() => pegawai.uid),
    ditetapkan_pada: timestamp('ditetapkan_pada', { withTimezone: true }),
    dihentikan_pada: timestamp('dihentikan_pada', { withTimezone: true }),
    ...dibuat(),
  },
  (t) => [
    index('diet_order_layanan_idx').on(t.layanan_uid, t.created_at),
    cekDaftar(t.status, STATUS_DIET, { pengganti: null }),
    cekDaftar(t.bentuk, BENTUK_DIET),
  ],
);

/** The nursing handover of one patient at the end of a shift (SBAR). */
export const serahTerima = pgTable(
  'serah_terima',
  {
    ...stay(),
    ruangan_uid: uuid('ruangan_uid')
      .notNull()
      .references(() => ruangan.uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    shift: text('shift').$type<ShiftRanap>().notNull(),
    situasi: text('situasi'),
    latar: text('latar'),
    penilaian: text('penilaian'),
    rekomendasi: text('rekomendasi'),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [
    uniqueIndex('serah_terima_shift_uq').on(t.layanan_uid, t.tanggal, t.shift),
    index('serah_terima_ruangan_idx').on(t.ruangan_uid, t.tanggal, t.shift),
    cekDaftar(t.shift, SHIFT_RANAP),
  ],
);
