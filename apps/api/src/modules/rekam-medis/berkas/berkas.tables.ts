import {
  BENTUK_INFORMASI,
  type BentukInformasi,
  CARA_PERSETUJUAN,
  type CaraPersetujuan,
  DASAR_PELEPASAN,
  type DasarPelepasan,
  HUBUNGAN_PERSETUJUAN,
  type HubunganPersetujuan,
  JENIS_PEMOHON,
  type JenisPemohon,
  KEPERLUAN_PINJAM,
  type KeperluanPinjam,
  STATUS_PELEPASAN,
  type StatusPelepasan,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';

const waktu = (nama: string) => timestamp(nama, { withTimezone: true });

/**
 * A loan of a patient's record file to a unit or person (peminjaman berkas rekam medis). Open
 * while `dikembalikan_pada` is null; the partial unique index keeps one open loan per record, so
 * of two lends at once one wins and the other is refused (docs/rekam-medis.md "Borrowing").
 */
export const rmPeminjaman = pgTable(
  'rm_peminjaman',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    nomor: text('nomor').notNull(),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    peminjam: text('peminjam').notNull(),
    unit: text('unit').notNull(),
    keperluan: text('keperluan').$type<KeperluanPinjam>().notNull(),
    catatan: text('catatan'),
    dipinjam_pada: waktu('dipinjam_pada').notNull(),
    dipinjamkan_oleh: uuid('dipinjamkan_oleh').references(() => akun.uid),
    jatuh_tempo: date('jatuh_tempo', { mode: 'string' }).notNull(),
    dikembalikan_pada: waktu('dikembalikan_pada'),
    diterima_oleh: uuid('diterima_oleh').references(() => akun.uid),
    catatan_kembali: text('catatan_kembali'),
  },
  (t) => [
    uniqueIndex('rm_peminjaman_nomor_uq').on(t.nomor),
    uniqueIndex('rm_peminjaman_terbuka_uq').on(t.pasien_uid).where(sql`${t.dikembalikan_pada} is null`),
    index('rm_peminjaman_pasien_idx').on(t.pasien_uid, t.dipinjam_pada),
    index('rm_peminjaman_dipinjam_idx').on(t.dipinjam_pada),
    cekDaftar(t.keperluan, KEPERLUAN_PINJAM, { pengganti: 'LAINNYA' }),
  ],
);

/**
 * A request to release information from a record (pelepasan informasi): requester, legal basis,
 * the patient's consent, RM's decision and the handover. The CHECK repeats the service's rule in
 * the database: nothing is approved or handed over without consent, except on the legal basis
 * that needs none (a written order of law enforcement or a court).
 */
export const rmPelepasan = pgTable(
  'rm_pelepasan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    nomor: text('nomor').notNull(),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    pemohon_jenis: text('pemohon_jenis').$type<JenisPemohon>().notNull(),
    pemohon_nama: text('pemohon_nama').notNull(),
    pemohon_instansi: text('pemohon_instansi'),
    dasar: text('dasar').$type<DasarPelepasan>().notNull(),
    nomor_surat: text('nomor_surat'),
    bentuk: text('bentuk').$type<BentukInformasi>().notNull(),
    isi: text('isi').notNull(),
    keperluan: text('keperluan'),
    persetujuan_nama: text('persetujuan_nama'),
    persetujuan_hubungan: text('persetujuan_hubungan').$type<HubunganPersetujuan>(),
    persetujuan_waktu: waktu('persetujuan_waktu'),
    persetujuan_cara: text('persetujuan_cara').$type<CaraPersetujuan>(),
    persetujuan_saksi: text('persetujuan_saksi'),
    persetujuan_dicatat_oleh: uuid('persetujuan_dicatat_oleh').references(() => akun.uid),
    status: text('status').$type<StatusPelepasan>().notNull().default('DIAJUKAN'),
    diajukan_pada: waktu('diajukan_pada').notNull(),
    diajukan_oleh: uuid('diajukan_oleh').references(() => akun.uid),
    diputus_pada: waktu('diputus_pada'),
    diputus_oleh: uuid('diputus_oleh').references(() => akun.uid),
    alasan: text('alasan'),
    diserahkan_pada: waktu('diserahkan_pada'),
    diserahkan_oleh: uuid('diserahkan_oleh').references(() => akun.uid),
    diterima_oleh: text('diterima_oleh'),
    catatan_serah: text('catatan_serah'),
  },
  (t) => [
    uniqueIndex('rm_pelepasan_nomor_uq').on(t.nomor),
    index('rm_pelepasan_pasien_idx').on(t.pasien_uid, t.diajukan_pada),
    index('rm_pelepasan_diajukan_idx').on(t.diajukan_pada),
    cekDaftar(t.pemohon_jenis, JENIS_PEMOHON, { pengganti: null }),
    cekDaftar(t.dasar, DASAR_PELEPASAN, { pengganti: null }),
    cekDaftar(t.bentuk, BENTUK_INFORMASI, { pengganti: null }),
    cekDaftar(t.persetujuan_hubungan, HUBUNGAN_PERSETUJUAN),
    cekDaftar(t.persetujuan_cara, CARA_PERSETUJUAN),
    cekDaftar(t.status, STATUS_PELEPASAN, { pengganti: null }),
    check(
      'rm_pelepasan_persetujuan_ck',
      sql`${t.status} not in ('DISETUJUI', 'DISERAHKAN') or ${t.dasar} = 'PENEGAKAN_HUKUM' or ${t.persetujuan_waktu} is not null`,
    ),
  ],
);
