import { MITRA_OUTBOX, STATUS_SEP } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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

/**
 * A partner's connection settings (ADMIN, docs/bpjs-antrean.md, docs/vclaim.md, docs/satusehat.md):
 * the address and consumer (client) id in clear, the secret and user key encrypted with the master
 * key (never in the database in clear, never sent back to the screen); `opsi` holds what else the
 * partner needs that is not secret (VClaim's PPK code; SATUSEHAT's token address and organisation
 * id). No row, or `aktif` false: nothing is enqueued or sent.
 */
export const integrasiPengaturan = pgTable(
  'integrasi_pengaturan',
  {
    mitra: text('mitra').primaryKey(),
    aktif: boolean('aktif').notNull().default(false),
    url: text('url').notNull(),
    cons_id: text('cons_id').notNull(),
    rahasia_terenkripsi: text('rahasia_terenkripsi').notNull(),
    /** BPJS's user_key; SATUSEHAT has none. */
    user_key_terenkripsi: text('user_key_terenkripsi'),
    opsi: jsonb('opsi').$type<Record<string, string>>().notNull().default({}),
    diubah_oleh: uuid('diubah_oleh'),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cekDaftar(t.mitra, MITRA_OUTBOX)],
);

/**
 * A visit's SEP (Surat Eligibilitas Peserta, docs/vclaim.md): what we asked BPJS in its own field
 * names (`permintaan`, VClaim's t_sep), sent through the outbox; `no_sep` and BPJS's answer once it
 * issued it. One live SEP per visit; a deleted one stays for the record.
 */
export const bpjsSep = pgTable(
  'bpjs_sep',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    no_kartu: text('no_kartu').notNull(),
    tgl_sep: date('tgl_sep', { mode: 'string' }).notNull(),
    permintaan: jsonb('permintaan').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('MENUNGGU'),
    no_sep: text('no_sep'),
    /** BPJS's `sep` answer (participant, class, clinic, diagnosis as BPJS names them): the print. */
    jawaban: jsonb('jawaban').$type<Record<string, unknown>>(),
    /** BPJS's words when it refused the SEP. */
    pesan_bpjs: text('pesan_bpjs'),
    alasan_hapus: text('alasan_hapus'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bpjs_sep_kunjungan_uq').on(t.kunjungan_uid).where(sql`${t.status} <> 'DIHAPUS'`),
    uniqueIndex('bpjs_sep_no_uq').on(t.no_sep),
    index('bpjs_sep_tanggal_idx').on(t.tgl_sep),
    cekDaftar(t.status, STATUS_SEP, { pengganti: null }),
  ],
);
