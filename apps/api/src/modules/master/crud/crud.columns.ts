import type { StatusAktif } from '@rawat/domain';
import { STATUS_AKTIF } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';

/** The columns every master table starts with (spread into pgTable's column object). */
export function kolomMaster() {
  return {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kode: text('kode').notNull(),
    nama: text('nama').notNull(),
    status: text('status').$type<StatusAktif>().notNull().default('AKTIF'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * Codes are unique among AKTIF records only (a retired code may be given to a new record), and
 * the database says so, so two simultaneous saves cannot both win. With `namaUnik` the name is too.
 */
export function indeksMaster(
  tabel: string,
  t: { kode: AnyPgColumn; nama: AnyPgColumn; status: AnyPgColumn },
  opsi: { namaUnik?: boolean } = {},
) {
  const aktif = sql`${t.status} = 'AKTIF'`;
  return [
    // An unknown status hides the record rather than offering it (and cannot clash with an AKTIF code).
    cekDaftar(t.status, STATUS_AKTIF, { pengganti: 'NONAKTIF' }),
    uniqueIndex(`${tabel}_kode_aktif_uq`).on(t.kode).where(aktif),
    opsi.namaUnik
      ? uniqueIndex(`${tabel}_nama_aktif_uq`).on(sql`lower(${t.nama})`).where(aktif)
      : index(`${tabel}_nama_idx`).on(sql`lower(${t.nama})`),
  ];
}
