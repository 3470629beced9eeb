import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The patient's timeline (spec §4 log types): what happened, when, in which visit, pointing at
 * the row that holds the detail. Not the audit log: it is clinical, and it is shown to clinicians.
 * Written by each module through `catatLogPasien`, in the transaction of the change.
 */
export const logPasien = pgTable(
  'log_pasien',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    kunjungan_uid: uuid('kunjungan_uid').references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    jenis: text('jenis').notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    /** One line for the timeline, e.g. 'Diagnosis utama J06.9 Infeksi saluran napas atas akut'. */
    ringkasan: text('ringkasan').notNull(),
    /** The table and row with the detail ('asesmen', 'order_penunjang', 'resep', …). */
    sumber: text('sumber'),
    sumber_uid: uuid('sumber_uid'),
    detail: jsonb('detail'),
    akun_uid: uuid('akun_uid').references(() => akun.uid),
    nama_petugas: text('nama_petugas'),
  },
  (t) => [
    // The /rm timeline pages by (pasien, waktu desc): keyset paging stays fast at 1,000 visits.
    index('log_pasien_pasien_waktu_idx').on(t.pasien_uid, t.waktu.desc(), t.id.desc()),
    index('log_pasien_kunjungan_idx').on(t.kunjungan_uid),
    check(
      'log_pasien_jenis_ck',
      sql`${t.jenis} in ('LOG_DATANG', 'LOG_PULANG', 'LOG_LABOR', 'LOG_RADIOLOGI', 'LOG_OBAT', 'LOG_ASSESSTMENT', 'LOG_OBAT_PUYER', 'LOG_TINDAKAN', 'LOG_TRANSFER_RANAP')`,
    ),
  ],
);

/**
 * The medical resume of a layanan (type RJ, IGD or HD; inpatient later): built from the visit,
 * edited by the doctor while DRAFT, then FINAL: locked, numbered, printable. `isi` holds the
 * resume's text fields; the diagnoses and procedures are copied in at finalisation so the printed
 * document never changes underneath.
 */
export const resumeMedis = pgTable(
  'resume_medis',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    jenis: text('jenis').notNull(),
    status: text('status').notNull().default('DRAFT'),
    isi: jsonb('isi').notNull(),
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    /** From the numbering service when finalised, e.g. 'RM/2026/11/000123'. */
    nomor: text('nomor'),
    difinalkan_pada: timestamp('difinalkan_pada', { withTimezone: true }),
    difinalkan_oleh: uuid('difinalkan_oleh').references(() => akun.uid),
    /** SHA-256 of the final PDF, for verification of a printed copy. */
    hash_dokumen: text('hash_dokumen'),
    /**
     * The final PDF itself, as hashed: a reprint is byte for byte the signed document, whatever
     * changes later in the letterhead or the patient's data. Never selected by lists.
     */
    dokumen_pdf: bytea('dokumen_pdf'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('resume_medis_layanan_uq').on(t.layanan_uid),
    uniqueIndex('resume_medis_nomor_uq').on(t.nomor),
    index('resume_medis_pasien_idx').on(t.pasien_uid),
    index('resume_medis_status_idx').on(t.status, t.updated_at),
    check('resume_medis_jenis_ck', sql`${t.jenis} in ('RJ', 'IGD', 'HD', 'RANAP')`),
    check('resume_medis_status_ck', sql`${t.status} in ('DRAFT', 'FINAL')`),
  ],
);
