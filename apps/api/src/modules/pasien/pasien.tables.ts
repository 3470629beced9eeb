import {
  AGAMA,
  GOLONGAN_DARAH,
  HUBUNGAN_PENANGGUNG_JAWAB,
  JENIS_KELAMIN,
  PENDIDIKAN,
  RHESUS,
  STATUS_PASIEN,
  STATUS_PERKAWINAN,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { dariKata2 } from './pasien.kata.ts';

/**
 * A patient: a person, once (DOMAIN.md). Never deleted; a duplicate found later is merged by
 * pointing `digabung_ke` at the record that stays, and leaves the lists (docs/pasien.md).
 */
export const pasien = pgTable(
  'pasien',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    /** 8 digits from the numbering service (key 'RM'), never reused. */
    no_rm: text('no_rm').notNull(),
    nama: text('nama').notNull(),
    /** lipatNamaPasien(nama) with a space on both sides, for word-start LIKE and trigram search. */
    nama_cari: text('nama_cari').notNull(),
    nik: text('nik'),
    no_bpjs: text('no_bpjs'),
    jenis_kelamin: text('jenis_kelamin').notNull(),
    tempat_lahir: text('tempat_lahir'),
    tanggal_lahir: date('tanggal_lahir', { mode: 'string' }).notNull(),
    golongan_darah: text('golongan_darah'),
    rhesus: text('rhesus'),
    agama: text('agama'),
    status_perkawinan: text('status_perkawinan'),
    pendidikan: text('pendidikan'),
    pekerjaan: text('pekerjaan'),
    no_hp: text('no_hp'),
    email: text('email'),
    alamat: text('alamat').notNull(),
    rt: text('rt'),
    rw: text('rw'),
    kode_pos: text('kode_pos'),
    // Dotted Kemendagri codes, and the names as they were when the address was saved.
    provinsi_kode: text('provinsi_kode').notNull(),
    kabupaten_kode: text('kabupaten_kode').notNull(),
    kecamatan_kode: text('kecamatan_kode').notNull(),
    desa_kode: text('desa_kode').notNull(),
    provinsi_nama: text('provinsi_nama').notNull(),
    kabupaten_nama: text('kabupaten_nama').notNull(),
    kecamatan_nama: text('kecamatan_nama').notNull(),
    desa_nama: text('desa_nama').notNull(),
    nama_ibu: text('nama_ibu'),
    pj_nama: text('pj_nama'),
    pj_hubungan: text('pj_hubungan'),
    pj_no_hp: text('pj_no_hp'),
    alergi: text('alergi').array().notNull().default(sql`'{}'::text[]`),
    catatan: text('catatan'),
    status: text('status').notNull().default('AKTIF'),
    digabung_ke: uuid('digabung_ke').references((): AnyPgColumn => pasien.uid),
    /** A temporary record of an unknown patient ('Tn. X', IGD fast registration), merged later. */
    sementara: boolean('sementara').notNull().default(false),
    created_by: uuid('created_by').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // text_pattern_ops: `no_rm LIKE '0001%'` (prefix search) uses it whatever the collation.
    uniqueIndex('pasien_no_rm_uq').on(t.no_rm.op('text_pattern_ops')),
    // A NIK or BPJS card belongs to one person: unique among the records not merged away.
    uniqueIndex('pasien_nik_uq').on(t.nik).where(sql`${t.digabung_ke} is null`),
    uniqueIndex('pasien_no_bpjs_uq').on(t.no_bpjs).where(sql`${t.digabung_ke} is null`),
    // Birth-date search, and the duplicate check (same name and birth date) narrows by it first.
    index('pasien_tanggal_lahir_idx').on(t.tanggal_lahir),
    // Typo-tolerant name search (pg_trgm, created by migration 0003_katalog_trigram).
    index('pasien_nama_cari_trgm_idx').using('gin', sql`${t.nama_cari} gin_trgm_ops`),
    // Names starting with the query, already in list order (name, shorter first, No. RM): a page
    // of 15 reads 15 index entries however common the name (docs/pasien.md, "Search").
    index('pasien_nama_cari_awal_idx')
      .on(t.nama_cari.op('text_pattern_ops'), sql`length(${t.nama})`, t.no_rm)
      .where(sql`${t.digabung_ke} is null`),
    // The same from the second and from the third word on, for surnames ('sitompul'). The
    // expressions are pasien.cari.ts's namaKata2 and namaKata3, character for character.
    index('pasien_nama_kata2_idx')
      .on(sql`(${dariKata2(t.nama_cari)}) text_pattern_ops`, t.nama_cari.op('text_pattern_ops'))
      .where(sql`${t.digabung_ke} is null`),
    index('pasien_nama_kata3_idx')
      .on(sql`(${dariKata2(dariKata2(t.nama_cari))}) text_pattern_ops`, t.nama_cari.op('text_pattern_ops'))
      .where(sql`${t.digabung_ke} is null`),
    // The few temporary records waiting to be merged (/listpasien?sementara=true).
    index('pasien_sementara_idx').on(t.no_rm).where(sql`${t.sementara} and ${t.digabung_ke} is null`),
    cekDaftar(t.jenis_kelamin, JENIS_KELAMIN),
    cekDaftar(t.status, STATUS_PASIEN, { pengganti: null }),
    // Unknown (NULL) is what these fields say when a stored value is not on the KTP/KK list.
    cekDaftar(t.golongan_darah, GOLONGAN_DARAH),
    cekDaftar(t.rhesus, RHESUS),
    cekDaftar(t.agama, AGAMA),
    cekDaftar(t.status_perkawinan, STATUS_PERKAWINAN),
    cekDaftar(t.pendidikan, PENDIDIKAN),
    cekDaftar(t.pj_hubungan, HUBUNGAN_PENANGGUNG_JAWAB),
    check('pasien_digabung_ck', sql`${t.digabung_ke} is null or ${t.digabung_ke} <> ${t.uid}`),
  ],
);

/**
 * Every word that occurs in a patient's folded name, once: the dictionary a misspelt search word
 * is corrected against ('sity' → 'siti'). Filled by statement triggers on `pasien` (hand-written
 * migration), so bulk loads and imports keep it whole too; words are never removed.
 */
export const pasienKata = pgTable('pasien_kata', { kata: text('kata').primaryKey() }, (t) => [
  index('pasien_kata_trgm_idx').using('gin', sql`${t.kata} gin_trgm_ops`),
]);
