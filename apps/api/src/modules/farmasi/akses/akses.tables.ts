import type { AksesLokasi, LokasiFarmasi, StatusAktif } from '@rawat/domain';
import { AKSES_LOKASI, JENIS_LOKASI, STATUS_AKTIF } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';

/**
 * Pharmacy locations (depots and the warehouse). The pharmacy module owns and grows this table;
 * the platform needs it now because location access (spec §6) guards the stock screens.
 */
export const farmasiLokasi = pgTable(
  'farmasi_lokasi',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    jenis: text('jenis').$type<LokasiFarmasi['jenis']>().notNull().default('DEPO'),
    status: text('status').$type<StatusAktif>().notNull().default('AKTIF'),
    keterangan: text('keterangan'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Codes are unique among active records (a deactivated code may be reused).
  (t) => [
    uniqueIndex('farmasi_lokasi_kode_aktif').on(t.kode).where(sql`status = 'AKTIF'`),
    cekDaftar(t.jenis, JENIS_LOKASI),
    cekDaftar(t.status, STATUS_AKTIF, { pengganti: 'NONAKTIF' }),
  ],
);

/** Per user, per location, the rights of spec §6 (one row per right, so grants and revokes are plain rows). */
export const farmasiAksesLokasi = pgTable(
  'farmasi_akses_lokasi',
  {
    akun_uid: uuid('akun_uid')
      .notNull()
      .references(() => akun.uid),
    lokasi_uid: uuid('lokasi_uid')
      .notNull()
      .references(() => farmasiLokasi.uid),
    akses: text('akses').$type<AksesLokasi>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.akun_uid, t.lokasi_uid, t.akses] }),
    cekDaftar(t.akses, AKSES_LOKASI, { pengganti: null }),
  ],
);
