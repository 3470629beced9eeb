import type {
  BagianChecklist,
  JenisAnestesi,
  KodeNamaOperasi,
  StatusOperasi,
  UrgensiOperasi,
} from '@rawat/domain';
import { BAGIAN_CHECKLIST, JENIS_ANESTESI, STATUS_OPERASI, URGENSI_OPERASI } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
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
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { tindakanLayanan } from '../pelayanan/pelayanan.tables.ts';

const waktu = (nama: string) => timestamp(nama, { withTimezone: true });

/** The theatres (kamar operasi, "OK 1", "OK 2"): a small master of their own. */
export const kamarOperasi = pgTable(
  'kamar_operasi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    created_at: waktu('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kamar_operasi_kode_uq').on(t.kode)],
);

/**
 * One scheduled operation. The layanan it comes from (clinic, IGD or stay) is kept; the charges
 * go to the stay when the patient is admitted at SELESAI (docs/operasi.md). Overlaps of a theatre
 * or of a doctor are refused by the service under advisory locks on each of them.
 */
export const operasi = pgTable(
  'operasi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** The booking code the payer's "jadwal operasi" web service shows. */
    kode_booking: text('kode_booking').notNull(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    kamar_operasi_uid: uuid('kamar_operasi_uid')
      .notNull()
      .references(() => kamarOperasi.uid),
    mulai: waktu('mulai').notNull(),
    selesai_rencana: waktu('selesai_rencana').notNull(),
    operator_uid: uuid('operator_uid')
      .notNull()
      .references(() => pegawai.uid),
    asisten_uid: uuid('asisten_uid').references(() => pegawai.uid),
    anestesi_uid: uuid('anestesi_uid').references(() => pegawai.uid),
    jenis_anestesi: text('jenis_anestesi').$type<JenisAnestesi>().notNull(),
    /** The operative tariff item the operator's fee is charged by (its golongan prices the rest). */
    tindakan_uid: uuid('tindakan_uid')
      .notNull()
      .references(() => tindakan.uid),
    prosedur: jsonb('prosedur').$type<KodeNamaOperasi>().notNull(),
    diagnosis: jsonb('diagnosis').$type<KodeNamaOperasi>().notNull(),
    urgensi: text('urgensi').$type<UrgensiOperasi>().notNull(),
    status: text('status').$type<StatusOperasi>().notNull().default('DIJADWALKAN'),
    catatan: text('catatan'),
    alasan_batal: text('alasan_batal'),
    dimulai_pada: waktu('dimulai_pada'),
    diselesaikan_pada: waktu('diselesaikan_pada'),
    /** The layanan the charges were written to at SELESAI (once). */
    ditagih_layanan_uid: uuid('ditagih_layanan_uid').references(() => layanan.uid),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: waktu('created_at').notNull().defaultNow(),
    updated_at: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operasi_kode_booking_uq').on(t.kode_booking),
    index('operasi_kamar_mulai_idx').on(t.kamar_operasi_uid, t.mulai),
    index('operasi_mulai_idx').on(t.mulai),
    index('operasi_pasien_idx').on(t.pasien_uid),
    check('operasi_rentang_ck', sql`${t.selesai_rencana} > ${t.mulai}`),
    cekDaftar(t.jenis_anestesi, JENIS_ANESTESI, { pengganti: null }),
    cekDaftar(t.urgensi, URGENSI_OPERASI, { pengganti: null }),
    cekDaftar(t.status, STATUS_OPERASI, { pengganti: null }),
  ],
);

/** Every change of an operation's state: who, when, why. */
export const operasiRiwayat = pgTable(
  'operasi_riwayat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    dari: text('dari').$type<StatusOperasi>(),
    ke: text('ke').$type<StatusOperasi>().notNull(),
    alasan: text('alasan'),
    oleh: uuid('oleh').references(() => akun.uid),
    nama_petugas: text('nama_petugas').notNull(),
    pada: waktu('pada').notNull(),
  },
  (t) => [
    index('operasi_riwayat_operasi_idx').on(t.operasi_uid, t.pada),
    cekDaftar(t.dari, STATUS_OPERASI, { pengganti: null }),
    cekDaftar(t.ke, STATUS_OPERASI, { pengganti: null }),
  ],
);

/** One part of the WHO Surgical Safety Checklist, saved once by who did it. */
export const operasiChecklist = pgTable(
  'operasi_checklist',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    bagian: text('bagian').$type<BagianChecklist>().notNull(),
    jawaban: jsonb('jawaban').$type<Record<string, string>>().notNull(),
    catatan: text('catatan'),
    oleh: uuid('oleh').references(() => akun.uid),
    nama_petugas: text('nama_petugas').notNull(),
    pada: waktu('pada').notNull(),
  },
  (t) => [
    uniqueIndex('operasi_checklist_bagian_uq').on(t.operasi_uid, t.bagian),
    cekDaftar(t.bagian, BAGIAN_CHECKLIST, { pengganti: null }),
  ],
);

export const JENIS_CATATAN_OPERASI = ['PRA_ANESTESI', 'ANESTESI'] as const;

/** The pre-anaesthesia assessment and the anaesthesia record: one of each, rewritten in place. */
export const operasiCatatan = pgTable(
  'operasi_catatan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    jenis: text('jenis').$type<(typeof JENIS_CATATAN_OPERASI)[number]>().notNull(),
    isi: jsonb('isi').$type<Record<string, unknown>>().notNull(),
    oleh: uuid('oleh').references(() => akun.uid),
    nama_petugas: text('nama_petugas').notNull(),
    pada: waktu('pada').notNull(),
  },
  (t) => [
    uniqueIndex('operasi_catatan_jenis_uq').on(t.operasi_uid, t.jenis),
    cekDaftar(t.jenis, JENIS_CATATAN_OPERASI, { pengganti: null }),
  ],
);

/** The operation report: a draft, then FINAL with its number (then signed by the operator). */
export const laporanOperasi = pgTable(
  'laporan_operasi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    status: text('status').$type<'DRAF' | 'FINAL'>().notNull().default('DRAF'),
    nomor: text('nomor'),
    isi: jsonb('isi').$type<Record<string, unknown>>().notNull(),
    perdarahan_ml: integer('perdarahan_ml'),
    ditulis_oleh: uuid('ditulis_oleh').references(() => akun.uid),
    nama_penulis: text('nama_penulis').notNull(),
    difinalkan_pada: waktu('difinalkan_pada'),
    created_at: waktu('created_at').notNull().defaultNow(),
    updated_at: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('laporan_operasi_operasi_uq').on(t.operasi_uid),
    uniqueIndex('laporan_operasi_nomor_uq').on(t.nomor),
    cekDaftar(t.status, ['DRAF', 'FINAL'], { pengganti: null }),
  ],
);

export const PERAN_TAGIHAN_OPERASI = ['OPERATOR', 'ANESTESI', 'ASISTEN', 'KAMAR'] as const;

/**
 * The procedures charged for an operation at SELESAI, one per role: the unique index makes a
 * second SELESAI (a double click, a retry) unable to charge twice.
 */
export const operasiTagihan = pgTable(
  'operasi_tagihan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    operasi_uid: uuid('operasi_uid')
      .notNull()
      .references(() => operasi.uid),
    peran: text('peran').$type<(typeof PERAN_TAGIHAN_OPERASI)[number]>().notNull(),
    tindakan_layanan_uid: uuid('tindakan_layanan_uid')
      .notNull()
      .references(() => tindakanLayanan.uid),
    created_at: waktu('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operasi_tagihan_peran_uq').on(t.operasi_uid, t.peran),
    cekDaftar(t.peran, PERAN_TAGIHAN_OPERASI, { pengganti: null }),
  ],
);
