import type { ShiftHd, StatusSesiHd } from '@rawat/domain';
import { SHIFT_HD, STATUS_SESI_HD } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../../db/cek-daftar.ts';
import { akun } from '../../akun/akun.tables.ts';
import { kunjungan, layanan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import { pegawai } from '../../master/sdm/sdm.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { asesmen, tindakanLayanan } from '../../pelayanan/pelayanan.tables.ts';

const waktu = (nama: string) => timestamp(nama, { withTimezone: true });

/**
 * One hemodialysis session of an inpatient (docs/ranap/hd.md), hanging on the stay's layanan. Its
 * records are the chart's own assessments (KEPERAWATAN_HD, MEDIS_HD on the stay's layanan, the
 * kinds and contents of outpatient HD), pointed at from here; its charge is one procedure done on
 * the stay (tindakan_layanan with its TINDAKAN line). One live session per stay per date: a
 * cancelled one leaves the date free for a new order.
 */
export const hdSesiRanap = pgTable(
  'hd_sesi_ranap',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    perawatan_inap_uid: uuid('perawatan_inap_uid')
      .notNull()
      .references(() => perawatanInap.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    shift: text('shift').$type<ShiftHd>().notNull(),
    cito: boolean('cito').notNull().default(false),
    status: text('status').$type<StatusSesiHd>().notNull().default('DIJADWALKAN'),
    /** The HD doctor (nephrologist): named at ordering or the first doctor writing MEDIS_HD. */
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    catatan: text('catatan'),
    pemesan_uid: uuid('pemesan_uid').references(() => pegawai.uid),
    nama_pemesan: text('nama_pemesan').notNull(),
    asesmen_keperawatan_uid: uuid('asesmen_keperawatan_uid').references(() => asesmen.uid),
    asesmen_medis_uid: uuid('asesmen_medis_uid').references(() => asesmen.uid),
    mulai_pada: waktu('mulai_pada'),
    mulai_oleh: uuid('mulai_oleh').references(() => akun.uid),
    selesai_pada: waktu('selesai_pada'),
    selesai_oleh: uuid('selesai_oleh').references(() => akun.uid),
    /** The procedure charged at SELESAI: set once, in the same transaction as the status. */
    tindakan_layanan_uid: uuid('tindakan_layanan_uid').references(() => tindakanLayanan.uid),
    batal_pada: waktu('batal_pada'),
    alasan_batal: text('alasan_batal'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: waktu('created_at').notNull().defaultNow(),
    updated_at: waktu('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One session per stay per date: two orders racing (a double click, ward and unit at once) cannot both land.
    uniqueIndex('hd_sesi_ranap_tanggal_uq')
      .on(t.perawatan_inap_uid, t.tanggal)
      .where(sql`${t.status} <> 'BATAL'`),
    uniqueIndex('hd_sesi_ranap_tindakan_uq').on(t.tindakan_layanan_uid),
    index('hd_sesi_ranap_hari_idx').on(t.tanggal, t.shift),
    index('hd_sesi_ranap_layanan_idx').on(t.layanan_uid, t.tanggal),
    // A session's state decides whether it was charged: no value is a safe repair.
    cekDaftar(t.status, STATUS_SESI_HD, { pengganti: null }),
    cekDaftar(t.shift, SHIFT_HD, { pengganti: null }),
  ],
);
