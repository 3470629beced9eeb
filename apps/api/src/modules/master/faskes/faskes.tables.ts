import type { JenisFaskes, KelasRs, MimeLogoFaskes } from '@rawat/domain';
import { JENIS_FASKES, KELAS_RS, MIME_LOGO_FASKES } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/bytea.ts';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { indeksMaster, kolomMaster } from '../crud/crud.columns.ts';

/**
 * Facility profiles. Exactly one AKTIF profile is `digunakan` (the one whose letterhead every
 * document prints); the database holds that rule, so two simultaneous switches cannot both win.
 */
export const faskes = pgTable(
  'faskes',
  {
    ...kolomMaster(),
    jenis: text('jenis').$type<JenisFaskes>().notNull(),
    kelas_rs: text('kelas_rs').$type<KelasRs>(),
    no_izin: text('no_izin'),
    izin_berlaku_sampai: date('izin_berlaku_sampai', { mode: 'string' }),
    alamat: text('alamat').notNull(),
    // Dotted Kemendagri codes; the names come from the regions module (docs/wilayah.md).
    provinsi_kode: text('provinsi_kode').notNull(),
    kabupaten_kode: text('kabupaten_kode').notNull(),
    kecamatan_kode: text('kecamatan_kode').notNull(),
    desa_kode: text('desa_kode').notNull(),
    kode_pos: text('kode_pos'),
    telepon: text('telepon'),
    fax: text('fax'),
    email: text('email'),
    website: text('website'),
    direktur: text('direktur'),
    nip_direktur: text('nip_direktur'),
    motto: text('motto'),
    keterangan: text('keterangan'),
    digunakan: boolean('digunakan').notNull().default(false),
  },
  (t) => [
    ...indeksMaster('faskes', t, { namaUnik: true }),
    uniqueIndex('faskes_digunakan_uq').on(t.digunakan).where(sql`${t.digunakan}`),
    check('faskes_digunakan_aktif_ck', sql`not ${t.digunakan} or ${t.status} = 'AKTIF'`),
    cekDaftar(t.jenis, JENIS_FASKES),
    cekDaftar(t.kelas_rs, KELAS_RS),
  ],
);

/**
 * A profile's logo, apart from the profile so that lists and edits never carry the image bytes.
 * PNG or JPEG, at most 512 KB, checked by its first bytes before it is stored.
 */
export const faskesLogo = pgTable(
  'faskes_logo',
  {
    faskes_uid: uuid('faskes_uid')
      .primaryKey()
      .references(() => faskes.uid, { onDelete: 'cascade' }),
    mime: text('mime').$type<MimeLogoFaskes>().notNull(),
    ukuran: integer('ukuran').notNull(),
    data: bytea('data').notNull(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [cekDaftar(t.mime, MIME_LOGO_FASKES)],
);
