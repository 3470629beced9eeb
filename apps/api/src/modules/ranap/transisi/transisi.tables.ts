import type { AsalTransisi, KesadaranNews, SkalaPulih, StatusTransisi, TujuanTransisi } from '@rawat/domain';
import { ASAL_TRANSISI, KESADARAN_NEWS, SKALA_PULIH, STATUS_TRANSISI, TUJUAN_TRANSISI } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { transaksi } from '../../kasir/kasir.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { operasi } from '../../operasi/operasi.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';

const dibuat = () => ({
  dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One stay of a patient in the post-procedure transition (recovery) room, on the layanan the
 * procedure belongs to (a stay, a clinic visit for day surgery, the IGD). At most one open record
 * per layanan (the partial unique index): two nurses receiving the same patient cannot both win.
 */
export const transisi = pgTable(
  'transisi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    asal: text('asal').$type<AsalTransisi>().notNull(),
    /** The operation the patient comes from (null: a procedure outside the theatre, e.g. endoscopy). */
    operasi_uid: uuid('operasi_uid').references(() => operasi.uid),
    /** The procedure and the anaesthesia, as the theatre hands over ('Apendektomi, anestesi spinal'). */
    prosedur: text('prosedur').notNull(),
    skala: text('skala').$type<SkalaPulih>().notNull(),
    status: text('status').$type<StatusTransisi>().notNull().default('OBSERVASI'),
    masuk_pada: timestamp('masuk_pada', { withTimezone: true }).notNull(),
    penerima_uid: uuid('penerima_uid').references(() => pegawai.uid),
    nama_penerima: text('nama_penerima').notNull(),
    keluar_pada: timestamp('keluar_pada', { withTimezone: true }),
    tujuan: text('tujuan').$type<TujuanTransisi>(),
    pengirim_uid: uuid('pengirim_uid').references(() => pegawai.uid),
    nama_pengirim: text('nama_pengirim'),
    catatan_keluar: text('catatan_keluar'),
    /** A doctor's decision to send the patient on below the discharge criterion, and why. */
    alasan_override: text('alasan_override'),
    /** The recovery-room observation charged when the patient left (null: no tariff). */
    transaksi_uid: uuid('transaksi_uid').references(() => transaksi.uid),
    ...dibuat(),
  },
  (t) => [
    uniqueIndex('transisi_layanan_terbuka_uq').on(t.layanan_uid).where(sql`${t.status} = 'OBSERVASI'`),
    index('transisi_status_idx').on(t.status, t.masuk_pada),
    index('transisi_pasien_idx').on(t.pasien_uid),
    uniqueIndex('transisi_operasi_uq').on(t.operasi_uid),
    cekDaftar(t.asal, ASAL_TRANSISI),
    cekDaftar(t.skala, SKALA_PULIH),
    cekDaftar(t.status, STATUS_TRANSISI),
    cekDaftar(t.tujuan, TUJUAN_TRANSISI),
    check(
      'transisi_keluar_ck',
      sql`(${t.status} = 'SELESAI') = (${t.keluar_pada} is not null and ${t.tujuan} is not null)`,
    ),
  ],
);

/** One set of vital signs in the room (every 15 minutes). */
export const transisiVital = pgTable(
  'transisi_vital',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    transisi_uid: uuid('transisi_uid')
      .notNull()
      .references(() => transisi.uid),
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    td_sistolik: integer('td_sistolik'),
    td_diastolik: integer('td_diastolik'),
    nadi: integer('nadi'),
    respirasi: integer('respirasi'),
    suhu: numeric('suhu', { precision: 4, scale: 1, mode: 'number' }),
    spo2: integer('spo2'),
    skala_nyeri: integer('skala_nyeri'),
    kesadaran: text('kesadaran').$type<KesadaranNews>(),
    catatan: text('catatan'),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [index('transisi_vital_idx').on(t.transisi_uid, t.waktu), cekDaftar(t.kesadaran, KESADARAN_NEWS)],
);

/** One Aldrete or Steward scoring: its items, total and whether it met the criterion, by whom. */
export const transisiSkor = pgTable(
  'transisi_skor',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    transisi_uid: uuid('transisi_uid')
      .notNull()
      .references(() => transisi.uid),
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    skala: text('skala').$type<SkalaPulih>().notNull(),
    rincian: jsonb('rincian').$type<Record<string, number>>().notNull(),
    total: integer('total').notNull(),
    memenuhi: boolean('memenuhi').notNull(),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [index('transisi_skor_idx').on(t.transisi_uid, t.waktu), cekDaftar(t.skala, SKALA_PULIH)],
);
