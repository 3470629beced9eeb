import { JENIS_RESUME, STATUS_RESUME } from '@rawat/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.ts';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * The medical resume of a layanan (type RJ, IGD or HD; inpatient later): built from the visit,
 * edited by the doctor while DRAFT, then FINAL: locked, numbered, printable. `isi` holds the
 * resume's text fields; the diagnoses and procedures are copied in at finalisation so the printed
 * document never changes underneath.
 *
 * Written only by rekam-medis (resume.service.ts); the table sits here, with the chart, because a
 * final resume locks the chart and every clinical module checks that lock through
 * layanan-klinis.ts, which must not reach up to rekam-medis (docs/architecture.md "Layers").
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
    cekDaftar(t.jenis, JENIS_RESUME),
    // A signed summary must not fall back to an editable draft.
    cekDaftar(t.status, STATUS_RESUME, { pengganti: null }),
  ],
);
