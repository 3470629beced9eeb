import { JENIS_DOKUMEN_TTD, PENYEDIA_TTD, STATUS_PENANDA, STATUS_PENGAJUAN_TTD } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from '../../db/bytea.ts';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/**
 * The facility's own certificate authority (docs/esign.md): made at first start or imported from
 * a PKCS#12; one row is active. The private key is encrypted at rest with the master key, which is
 * never in the database.
 */
export const esignCa = pgTable(
  'esign_ca',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    aktif: boolean('aktif').notNull().default(true),
    sumber: text('sumber').notNull(),
    sertifikat_pem: text('sertifikat_pem').notNull(),
    kunci_privat: text('kunci_privat').notNull(),
    berlaku_sampai: timestamp('berlaku_sampai', { withTimezone: true }).notNull(),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('esign_ca_aktif_uq').on(t.aktif).where(sql`${t.aktif}`)],
);

/**
 * A staff member registered as a signer: identity as on the ID card, the photos, consent; the PIN
 * only as an argon2id hash; the certificate issued when verified, its key encrypted at rest.
 */
export const esignPenanda = pgTable(
  'esign_penanda',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    akun_uid: uuid('akun_uid')
      .notNull()
      .references(() => akun.uid),
    penyedia: text('penyedia').notNull().default('LOKAL'),
    id_penyedia: text('id_penyedia'),
    status: text('status').notNull().default('DIAJUKAN'),
    nik: text('nik').notNull(),
    nama_ktp: text('nama_ktp').notNull(),
    email: text('email').notNull(),
    telepon: text('telepon').notNull(),
    foto_ktp: bytea('foto_ktp').notNull(),
    foto_ktp_tipe: text('foto_ktp_tipe').notNull(),
    selfie: bytea('selfie').notNull(),
    selfie_tipe: text('selfie_tipe').notNull(),
    persetujuan_pada: timestamp('persetujuan_pada', { withTimezone: true }).notNull(),
    pin_hash: text('pin_hash').notNull(),
    pin_salah: integer('pin_salah').notNull().default(0),
    terkunci_pada: timestamp('terkunci_pada', { withTimezone: true }),
    alasan_tolak: text('alasan_tolak'),
    diverifikasi_oleh: uuid('diverifikasi_oleh').references(() => akun.uid),
    diverifikasi_pada: timestamp('diverifikasi_pada', { withTimezone: true }),
    sertifikat_pem: text('sertifikat_pem'),
    kunci_privat: text('kunci_privat'),
    sertifikat_serial: text('sertifikat_serial'),
    sertifikat_berlaku_sampai: timestamp('sertifikat_berlaku_sampai', { withTimezone: true }),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live registration per account; a rejected or revoked one may be followed by a new one.
    uniqueIndex('esign_penanda_akun_uq').on(t.akun_uid).where(sql`${t.status} in ('DIAJUKAN', 'AKTIF')`),
    index('esign_penanda_status_idx').on(t.status),
    cekDaftar(t.penyedia, PENYEDIA_TTD, { pengganti: null }),
    cekDaftar(t.status, STATUS_PENANDA, { pengganti: 'NONAKTIF' }),
  ],
);

/**
 * A document's request for a signature, and once signed, the signed PDF itself: the public
 * verification page checks these bytes, never a flag.
 */
export const esignPengajuan = pgTable(
  'esign_pengajuan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    jenis: text('jenis').notNull(),
    ref_uid: uuid('ref_uid').notNull(),
    judul: text('judul').notNull(),
    nomor: text('nomor'),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    pasien_uid: uuid('pasien_uid').references(() => pasien.uid),
    penanda_akun_uid: uuid('penanda_akun_uid')
      .notNull()
      .references(() => akun.uid),
    status: text('status').notNull().default('MENUNGGU'),
    diajukan_oleh: uuid('diajukan_oleh')
      .notNull()
      .references(() => akun.uid),
    diajukan_pada: timestamp('diajukan_pada', { withTimezone: true }).notNull().defaultNow(),
    diputus_pada: timestamp('diputus_pada', { withTimezone: true }),
    alasan_tolak: text('alasan_tolak'),
    penanda_uid: uuid('penanda_uid').references(() => esignPenanda.uid),
    pdf: bytea('pdf'),
    pdf_sha256: text('pdf_sha256'),
  },
  (t) => [
    // A document is waiting for, or holds, one signature at a time.
    uniqueIndex('esign_pengajuan_dokumen_uq')
      .on(t.jenis, t.ref_uid)
      .where(sql`${t.status} in ('MENUNGGU', 'DITANDATANGANI')`),
    index('esign_pengajuan_penanda_status_idx').on(t.penanda_akun_uid, t.status),
    index('esign_pengajuan_diajukan_idx').on(t.diajukan_pada),
    cekDaftar(t.jenis, JENIS_DOKUMEN_TTD, { pengganti: null }),
    cekDaftar(t.status, STATUS_PENGAJUAN_TTD, { pengganti: null }),
  ],
);
