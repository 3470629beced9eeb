import { JENIS_PERANGKAT } from '@rawat/domain';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';

/**
 * A device that works without a staff login (docs/perangkat.md): the hall's kiosk, the pharmacy's
 * and the clinics' TV screens. Registered by ADMIN; its token (kept only as SHA-256) opens its own
 * feed and nothing else. `lingkup` is what it shows: the pharmacy depot's location uid, or the
 * clinics' uids for a clinic screen.
 */
export const perangkat = pgTable(
  'perangkat',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    nama: text('nama').notNull(),
    jenis: text('jenis').notNull(),
    lingkup: uuid('lingkup').array().notNull().default([]),
    token_hash: text('token_hash').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    terakhir_aktif: timestamp('terakhir_aktif', { withTimezone: true }),
    dibuat_oleh: uuid('dibuat_oleh'),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('perangkat_token_uq').on(t.token_hash), cekDaftar(t.jenis, JENIS_PERANGKAT)],
);
