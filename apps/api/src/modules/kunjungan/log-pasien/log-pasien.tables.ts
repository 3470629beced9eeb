import { JENIS_LOG_PASIEN } from '@rawat/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { kunjungan, layanan } from '../kunjungan.tables.ts';

/**
 * The patient's timeline (spec §4 log types): what happened, when, in which visit, pointing at
 * the row that holds the detail. Not the audit log: it is clinical, and it is shown to clinicians.
 * Written by each module through `catatLogPasien` (or `catatKlinis`), in the transaction of the
 * change. It lives in kunjungan, the lowest module holding every row it points at (pasien,
 * kunjungan, layanan), so registration, the chart, the units and the pharmacy all write it
 * downward and rekam-medis reads it from here.
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
    cekDaftar(t.jenis, JENIS_LOG_PASIEN),
  ],
);
