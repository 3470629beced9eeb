import { JENIS_PASIEN_ANTREAN, STATUS_BOOKING, SUMBER_BOOKING } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { layanan } from '../kunjungan/kunjungan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { dokter } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * A booking for a clinic, doctor, day and practice session (docs/antrean-online.md): from Mobile JKN
 * through the WS RS or from the hospital's own channel. Its queue number is taken at booking from
 * the clinic's day counter (the desk's), so check-in keeps it; `pasien_uid` is null for a new
 * patient until the desk completes the record.
 */
export const bookingOnline = pgTable(
  'booking_online',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kodebooking: text('kodebooking').notNull(),
    sumber: text('sumber').notNull(),
    status: text('status').notNull().default('DIPESAN'),
    pasien_uid: uuid('pasien_uid').references(() => pasien.uid),
    nomorkartu: text('nomorkartu'),
    nik: text('nik').notNull(),
    nohp: text('nohp'),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
    dokter_uid: uuid('dokter_uid')
      .notNull()
      .references(() => dokter.pegawai_uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jam_mulai: text('jam_mulai').notNull(),
    jam_selesai: text('jam_selesai').notNull(),
    jenis_pasien: text('jenis_pasien').notNull(),
    jenis_kunjungan: integer('jenis_kunjungan'),
    nomor_referensi: text('nomor_referensi'),
    nomor: integer('nomor').notNull(),
    nomor_antrian: text('nomor_antrian').notNull(),
    estimasi_dilayani: timestamp('estimasi_dilayani', { withTimezone: true }).notNull(),
    /** The registration it became at check-in. */
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    checkin_pada: timestamp('checkin_pada', { withTimezone: true }),
    batal_pada: timestamp('batal_pada', { withTimezone: true }),
    alasan_batal: text('alasan_batal'),
    /** The desk called the patient about a schedule change or leave. */
    dihubungi_pada: timestamp('dihubungi_pada', { withTimezone: true }),
    dihubungi_catatan: text('dihubungi_catatan'),
    dibuat_oleh: text('dibuat_oleh'),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_online_kode_uq').on(t.kodebooking),
    uniqueIndex('booking_online_nomor_uq').on(t.poli_uid, t.tanggal, t.nomor),
    // One live booking per person, clinic and day (BPJS: "Nomor antrean hanya dapat diambil 1 kali").
    uniqueIndex('booking_online_nik_hari_uq')
      .on(t.nik, t.poli_uid, t.tanggal)
      .where(sql`${t.status} in ('DIPESAN', 'CHECKIN')`),
    index('booking_online_tanggal_idx').on(t.tanggal, t.poli_uid),
    index('booking_online_dokter_idx').on(t.dokter_uid, t.tanggal),
    cekDaftar(t.sumber, SUMBER_BOOKING),
    cekDaftar(t.status, STATUS_BOOKING),
    cekDaftar(t.jenis_pasien, JENIS_PASIEN_ANTREAN),
  ],
);

/** Accounts of the WS RS that BPJS calls (x-username / x-password); the password as argon2id. */
export const wsAkun = pgTable(
  'ws_akun',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ws_akun_username_uq').on(t.username)],
);

/** Tokens handed out by GET /token, stored as their SHA-256; they expire. */
export const wsToken = pgTable(
  'ws_token',
  {
    token_hash: text('token_hash').primaryKey(),
    akun_uid: uuid('akun_uid')
      .notNull()
      .references(() => wsAkun.uid),
    kedaluwarsa: timestamp('kedaluwarsa', { withTimezone: true }).notNull(),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ws_token_kedaluwarsa_idx').on(t.kedaluwarsa)],
);
