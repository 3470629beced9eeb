import type { Hari, JenisKelamin, JenisPegawai, Spesialisasi } from '@rawat/domain';
import { HARI, JENIS_KELAMIN, JENIS_PEGAWAI, SPESIALISASI } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';
import { jabatan, unit } from '../organisasi/organisasi.tables.ts';
import { poli } from '../poli/poli.tables.ts';

/**
 * Employees (kode = NIP). Doctors and nurses are employees with a profile row in `dokter` or
 * `perawat`, keyed by the employee's uid, so other modules point at a doctor by that uid.
 */
export const pegawai = pgTable(
  'pegawai',
  {
    ...kolomMaster(),
    gelar_depan: text('gelar_depan'),
    gelar_belakang: text('gelar_belakang'),
    nik: text('nik'),
    jenis_kelamin: text('jenis_kelamin').$type<JenisKelamin>().notNull(),
    tempat_lahir: text('tempat_lahir'),
    tanggal_lahir: date('tanggal_lahir', { mode: 'string' }),
    telepon: text('telepon'),
    email: text('email'),
    alamat: text('alamat'),
    jabatan_uid: uuid('jabatan_uid').references(() => jabatan.uid),
    unit_uid: uuid('unit_uid').references(() => unit.uid),
    jenis_pegawai: text('jenis_pegawai').$type<JenisPegawai>().notNull(),
    tanggal_masuk: date('tanggal_masuk', { mode: 'string' }),
    akun_uid: uuid('akun_uid').references(() => akun.uid),
    keterangan: text('keterangan'),
  },
  (t) => {
    const aktif = sql`${t.status} = 'AKTIF'`;
    return [
      ...indeksMaster('pegawai', t),
      // One login belongs to one active person; one person is registered once.
      uniqueIndex('pegawai_akun_aktif_uq').on(t.akun_uid).where(aktif),
      uniqueIndex('pegawai_nik_aktif_uq').on(t.nik).where(aktif),
      index('pegawai_unit_idx').on(t.unit_uid),
      index('pegawai_jabatan_idx').on(t.jabatan_uid),
      cekDaftar(t.jenis_kelamin, JENIS_KELAMIN),
      cekDaftar(t.jenis_pegawai, JENIS_PEGAWAI),
    ];
  },
);

/** A doctor's practice profile (1:1 with the employee). Status lives on the employee. */
export const dokter = pgTable(
  'dokter',
  {
    pegawai_uid: uuid('pegawai_uid')
      .primaryKey()
      .references(() => pegawai.uid),
    spesialisasi: text('spesialisasi').$type<Spesialisasi>().notNull(),
    no_sip: text('no_sip'),
    sip_berlaku_sampai: date('sip_berlaku_sampai', { mode: 'string' }),
    no_str: text('no_str'),
    kode_dpjp_bpjs: text('kode_dpjp_bpjs'),
    tampil_online: boolean('tampil_online').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cekDaftar(t.spesialisasi, Object.keys(SPESIALISASI))],
);

/** The polyclinics a doctor practises at. */
export const dokterPoli = pgTable(
  'dokter_poli',
  {
    dokter_uid: uuid('dokter_uid')
      .notNull()
      .references(() => dokter.pegawai_uid),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
  },
  (t) => [primaryKey({ columns: [t.dokter_uid, t.poli_uid] }), index('dokter_poli_poli_idx').on(t.poli_uid)],
);

/**
 * Weekly sessions. Saving a doctor replaces the whole set; the audit row keeps the old one, so no
 * other table may point at a session row (registration keeps doctor, clinic, date and time).
 */
export const dokterJadwal = pgTable(
  'dokter_jadwal',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    dokter_uid: uuid('dokter_uid')
      .notNull()
      .references(() => dokter.pegawai_uid),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
    hari: text('hari').$type<Hari>().notNull(),
    jam_mulai: text('jam_mulai').notNull(),
    jam_selesai: text('jam_selesai').notNull(),
    kuota: integer('kuota').notNull(),
    /**
     * Of `kuota`, how many are for JKN (BPJS) patients, desk and online alike; the rest are non-JKN.
     * Null: not split (either kind may take the whole quota). Published on /admin-dokteronline.
     */
    kuota_jkn: integer('kuota_jkn'),
  },
  (t) => [
    index('dokter_jadwal_dokter_idx').on(t.dokter_uid),
    index('dokter_jadwal_poli_hari_idx').on(t.poli_uid, t.hari),
    cekDaftar(t.hari, HARI),
  ],
);

/**
 * A doctor's leave (cuti) or a day off: no registration or booking on those days; patients already
 * booked are listed for the desk to call (docs/antrean-online.md) and BPJS is told.
 */
export const dokterCuti = pgTable(
  'dokter_cuti',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    dokter_uid: uuid('dokter_uid')
      .notNull()
      .references(() => dokter.pegawai_uid),
    tanggal_mulai: date('tanggal_mulai', { mode: 'string' }).notNull(),
    tanggal_selesai: date('tanggal_selesai', { mode: 'string' }).notNull(),
    alasan: text('alasan').notNull(),
    dibatalkan_pada: timestamp('dibatalkan_pada', { withTimezone: true }),
    dibuat_oleh: uuid('dibuat_oleh'),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dokter_cuti_dokter_idx').on(t.dokter_uid, t.tanggal_mulai)],
);

/** A nurse's (or midwife's) registration profile (1:1 with the employee). */
export const perawat = pgTable('perawat', {
  pegawai_uid: uuid('pegawai_uid')
    .primaryKey()
    .references(() => pegawai.uid),
  no_str: text('no_str'),
  str_berlaku_sampai: date('str_berlaku_sampai', { mode: 'string' }),
  no_sipp: text('no_sipp'),
  poli_uid: uuid('poli_uid').references(() => poli.uid),
  kompetensi: text('kompetensi'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
