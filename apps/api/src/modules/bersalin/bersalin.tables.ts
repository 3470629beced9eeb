import type {
  AirKetuban,
  CaraPersalinan,
  LamaKontraksi,
  PenolongPersalinan,
  Penyusupan,
  StatusPersalinan,
} from '@rawat/domain';
import {
  AIR_KETUBAN,
  CARA_PERSALINAN,
  JENIS_KELAMIN_BAYI,
  LAMA_KONTRAKSI,
  PENOLONG_PERSALINAN,
  PENYUSUPAN,
  STATUS_PERSALINAN,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
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
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

const dibuat = () => ({
  dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A woman in the delivery room: one per inpatient stay (the layanan admission made), with her
 * obstetric data and, once she has given birth, the delivery record (docs/bersalin.md).
 */
export const persalinan = pgTable(
  'persalinan',
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
    status: text('status').$type<StatusPersalinan>().notNull().default('INPARTU'),
    gravida: integer('gravida').notNull(),
    para: integer('para').notNull(),
    abortus: integer('abortus').notNull(),
    hpht: date('hpht', { mode: 'string' }).notNull(),
    catatan: text('catatan'),
    masuk_pada: timestamp('masuk_pada', { withTimezone: true }).notNull(),
    // The delivery record: all null while INPARTU (the check below).
    waktu_lahir: timestamp('waktu_lahir', { withTimezone: true }),
    cara: text('cara').$type<CaraPersalinan>(),
    penolong: text('penolong').$type<PenolongPersalinan>(),
    nama_penolong: text('nama_penolong'),
    plasenta_lengkap: boolean('plasenta_lengkap'),
    plasenta_lahir_pada: timestamp('plasenta_lahir_pada', { withTimezone: true }),
    perdarahan_ml: integer('perdarahan_ml'),
    komplikasi: text('komplikasi'),
    pencatat_uid: uuid('pencatat_uid').references(() => pegawai.uid),
    nama_pencatat: text('nama_pencatat'),
    ...dibuat(),
  },
  (t) => [
    uniqueIndex('persalinan_layanan_uq').on(t.layanan_uid),
    index('persalinan_status_idx').on(t.status, t.masuk_pada),
    index('persalinan_pasien_idx').on(t.pasien_uid),
    cekDaftar(t.status, STATUS_PERSALINAN),
    cekDaftar(t.cara, CARA_PERSALINAN),
    cekDaftar(t.penolong, PENOLONG_PERSALINAN),
    check(
      'persalinan_selesai_ck',
      sql`(${t.status} = 'SELESAI') = (${t.waktu_lahir} is not null and ${t.cara} is not null)`,
    ),
  ],
);

/** One examination on the WHO partograph. */
export const persalinanPartograf = pgTable(
  'persalinan_partograf',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    persalinan_uid: uuid('persalinan_uid')
      .notNull()
      .references(() => persalinan.uid),
    waktu: timestamp('waktu', { withTimezone: true }).notNull(),
    pembukaan_cm: numeric('pembukaan_cm', { precision: 3, scale: 1, mode: 'number' }),
    penurunan: integer('penurunan'),
    djj: integer('djj'),
    his_per_10: integer('his_per_10'),
    lama_his: text('lama_his').$type<LamaKontraksi>(),
    air_ketuban: text('air_ketuban').$type<AirKetuban>(),
    penyusupan: text('penyusupan').$type<Penyusupan>(),
    nadi: integer('nadi'),
    td_sistolik: integer('td_sistolik'),
    td_diastolik: integer('td_diastolik'),
    suhu: numeric('suhu', { precision: 4, scale: 1, mode: 'number' }),
    oksitosin_ui: numeric('oksitosin_ui', { precision: 4, scale: 1, mode: 'number' }),
    tetes_per_menit: integer('tetes_per_menit'),
    obat: text('obat'),
    catatan: text('catatan'),
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_petugas: text('nama_petugas').notNull(),
    ...dibuat(),
  },
  (t) => [
    index('persalinan_partograf_idx').on(t.persalinan_uid, t.waktu),
    cekDaftar(t.lama_his, LAMA_KONTRAKSI),
    cekDaftar(t.air_ketuban, AIR_KETUBAN),
    cekDaftar(t.penyusupan, PENYUSUPAN),
  ],
);

/**
 * One baby of a delivery (twins are two rows), and the link mother → newborn: once registered the
 * baby has its own patient record (`pasien_uid`) and its own visit's layanan. The unique
 * (persalinan, urutan) and the row lock make registration happen once per baby.
 */
export const persalinanBayi = pgTable(
  'persalinan_bayi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    persalinan_uid: uuid('persalinan_uid')
      .notNull()
      .references(() => persalinan.uid),
    urutan: integer('urutan').notNull(),
    ibu_pasien_uid: uuid('ibu_pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    waktu_lahir: timestamp('waktu_lahir', { withTimezone: true }).notNull(),
    jenis_kelamin: text('jenis_kelamin').$type<(typeof JENIS_KELAMIN_BAYI)[number]>().notNull(),
    berat_gram: integer('berat_gram').notNull(),
    panjang_cm: numeric('panjang_cm', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    lingkar_kepala_cm: numeric('lingkar_kepala_cm', { precision: 4, scale: 1, mode: 'number' }),
    apgar_1: integer('apgar_1').notNull(),
    apgar_5: integer('apgar_5').notNull(),
    kelainan: text('kelainan'),
    pasien_uid: uuid('pasien_uid').references(() => pasien.uid),
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    didaftarkan_pada: timestamp('didaftarkan_pada', { withTimezone: true }),
    ...dibuat(),
  },
  (t) => [
    uniqueIndex('persalinan_bayi_urutan_uq').on(t.persalinan_uid, t.urutan),
    uniqueIndex('persalinan_bayi_pasien_uq').on(t.pasien_uid),
    index('persalinan_bayi_ibu_idx').on(t.ibu_pasien_uid),
    cekDaftar(t.jenis_kelamin, JENIS_KELAMIN_BAYI),
    check('persalinan_bayi_apgar_ck', sql`${t.apgar_1} between 0 and 10 and ${t.apgar_5} between 0 and 10`),
  ],
);
