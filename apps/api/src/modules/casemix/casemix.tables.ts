import { STATUS_KLAIM, type StatusKlaim } from '@rawat/domain';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan } from '../kunjungan/kunjungan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { bpjsSep } from '../vclaim/vclaim.tables.ts';

/** One BPJS claim: one SEP (a clinic/IGD visit or an inpatient stay) sent through E-Klaim. */
export const klaim = pgTable(
  'klaim',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    sep_uid: uuid('sep_uid')
      .notNull()
      .references(() => bpjsSep.uid),
    no_sep: text('no_sep').notNull(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    /** '1' inpatient, '2' outpatient, '3' IGD: E-Klaim's jenis_rawat. */
    jenis_rawat: text('jenis_rawat').notNull(),
    status: text('status').$type<StatusKlaim>().notNull().default('DRAF'),
    /** The grouper's answer: INA-CBG code, description, tariff and special CMGs. */
    kode_cbg: text('kode_cbg'),
    deskripsi_cbg: text('deskripsi_cbg'),
    tarif_cbg: bigint('tarif_cbg', { mode: 'number' }),
    hasil_grouping: jsonb('hasil_grouping').$type<Record<string, unknown>>(),
    /** The special CMG codes chosen for grouper stage 2 (empty: stage 1 only). */
    special_cmg: jsonb('special_cmg').$type<string[]>(),
    /** E-Klaim's admission_id from new_claim: set once, so the claim is opened there only once. */
    eklaim_admission_id: text('eklaim_admission_id'),
    /** The hospital's bill for the SEP's visit or stay when grouped, in rupiah. */
    tarif_rs: bigint('tarif_rs', { mode: 'number' }),
    /** Why BPJS held or disputed it, and what the hospital did about it. */
    alasan_pending: text('alasan_pending'),
    perbaikan: text('perbaikan'),
    dikirim_pada: timestamp('dikirim_pada', { withTimezone: true }),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('klaim_sep_uq').on(t.sep_uid),
    index('klaim_status_idx').on(t.status, t.updated_at),
    index('klaim_kunjungan_idx').on(t.kunjungan_uid),
    cekDaftar(t.status, STATUS_KLAIM, { pengganti: null }),
  ],
);

/** Every change of a claim's state, with who and why (the worklist's history). */
export const klaimRiwayat = pgTable(
  'klaim_riwayat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    klaim_uid: uuid('klaim_uid')
      .notNull()
      .references(() => klaim.uid),
    status: text('status').$type<StatusKlaim>().notNull(),
    catatan: text('catatan'),
    oleh: uuid('oleh').references(() => akun.uid),
    nama_oleh: text('nama_oleh').notNull(),
    /** Insertion order: steps in one second (or under a test's fixed clock) keep their order. */
    urut: bigserial('urut', { mode: 'number' }).notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('klaim_riwayat_klaim_idx').on(t.klaim_uid, t.waktu),
    cekDaftar(t.status, STATUS_KLAIM, { pengganti: null }),
  ],
);
