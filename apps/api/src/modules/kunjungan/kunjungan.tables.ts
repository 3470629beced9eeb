import type { JenisKunjungan, PenjaminKunjungan, StatusAntrian, StatusKunjungan } from '@rawat/domain';
import { PENJAMIN_KUNJUNGAN, STATUS_ANTRIAN, STATUS_KUNJUNGAN } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { asuransi } from '../master/keuangan/keuangan.tables.ts';
import { poli } from '../master/poli/poli.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/** One arrival of a patient until they go home, with its payer (DOMAIN.md). */
export const kunjungan = pgTable(
  'kunjungan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    /** The Jakarta calendar day of the visit. */
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    penjamin: text('penjamin').$type<PenjaminKunjungan>().notNull(),
    asuransi_uid: uuid('asuransi_uid').references(() => asuransi.uid),
    no_kartu: text('no_kartu'),
    no_rujukan: text('no_rujukan'),
    no_sep: text('no_sep'),
    status: text('status').$type<StatusKunjungan>().notNull().default('AKTIF'),
    alasan_batal: text('alasan_batal'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kunjungan_pasien_idx').on(t.pasien_uid, t.tanggal),
    index('kunjungan_tanggal_idx').on(t.tanggal),
    cekDaftar(t.penjamin, PENJAMIN_KUNJUNGAN),
    cekDaftar(t.status, STATUS_KUNJUNGAN, { pengganti: null }),
  ],
);

/** Service at one clinic within a kunjungan, with one doctor (none allowed at the IGD). */
export const layanan = pgTable(
  'layanan',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    /** Copied from the kunjungan so the one-per-clinic-per-day rule is a unique index. */
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
    dokter_uid: uuid('dokter_uid').references(() => pegawai.uid),
    /**
     * GAWAT_DARURAT at the IGD, RAWAT_JALAN elsewhere (spec §4), fixed when registered; RAWAT_INAP
     * for a stay, created by admission at the inpatient unit (docs/ranap.md).
     */
    jenis: text('jenis').$type<JenisKunjungan>().notNull(),
    /** The doctor's session the number falls in (schedule at registration time). */
    jam_mulai: text('jam_mulai'),
    jam_selesai: text('jam_selesai'),
    keluhan: text('keluhan'),
    /** The same three states as its visit. */
    status: text('status').$type<StatusKunjungan>().notNull().default('AKTIF'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('layanan_kunjungan_idx').on(t.kunjungan_uid),
    index('layanan_poli_tanggal_idx').on(t.poli_uid, t.tanggal, t.dokter_uid),
    // A doctor's services of a day: the clinic queue puts them first (antrian-klinik.daftar.ts).
    index('layanan_dokter_tanggal_idx').on(t.dokter_uid, t.tanggal),
    // A patient's services newest first: the record's header, visit list and history (rm.service.ts)
    // at any count of visits; the unique index below leaves out stays, so it cannot serve them.
    index('layanan_pasien_tanggal_idx').on(t.pasien_uid, t.tanggal, t.created_at),
    // The day's registrations newest first (GET /pendaftaran): the day, not the whole index.
    index('layanan_tanggal_idx').on(t.tanggal, t.created_at),
    // One patient, one clinic, one day, unless cancelled: the guard under concurrent saves. A stay
    // has its own (perawatan_inap: one at a time), so a same-day readmission is not refused here.
    uniqueIndex('layanan_pasien_poli_hari_uq')
      .on(t.pasien_uid, t.poli_uid, t.tanggal)
      .where(sql`${t.status} <> 'BATAL' and ${t.jenis} <> 'RAWAT_INAP'`),
    // A patient's stays under a unit (not cancelled): RL 5.1's "new at this clinic" asks it once a
    // visit (laporan/rl/rl.kunjungan.ts); a small index, stays being a few percent of services.
    index('layanan_ranap_pasien_poli_idx')
      .on(t.pasien_uid, t.poli_uid, t.tanggal)
      .where(sql`${t.jenis} = 'RAWAT_INAP' and ${t.status} <> 'BATAL'`),
    check('layanan_jenis_ck', sql`${t.jenis} in ('GAWAT_DARURAT', 'RAWAT_JALAN', 'RAWAT_INAP')`),
    cekDaftar(t.status, STATUS_KUNJUNGAN, { pengganti: null }),
  ],
);

/** The queue entry of a layanan: number per clinic per day, status, public ticket code. */
export const antrian = pgTable(
  'antrian',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    poli_uid: uuid('poli_uid')
      .notNull()
      .references(() => poli.uid),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    nomor: integer('nomor').notNull(),
    /** 'A-012' as printed; the prefix may change later, the ticket does not. */
    nomor_antrian: text('nomor_antrian').notNull(),
    status: text('status').$type<StatusAntrian>().notNull().default('WAITING'),
    /** Random, unguessable: the public /tiket-pendaftaran?kode=… looks the ticket up by it. */
    kode_tiket: text('kode_tiket').notNull(),
    status_diubah_pada: timestamp('status_diubah_pada', { withTimezone: true }).notNull().defaultNow(),
    /** Calls of the number at the clinic (docs/antrian.md): how often and the last time. */
    jumlah_panggil: integer('jumlah_panggil').notNull().default(0),
    dipanggil_pada: timestamp('dipanggil_pada', { withTimezone: true }),
    /**
     * When the patient's wait at the clinic ended: the first call, or the first WAITING → ON_PROCESS
     * without a call. Written once, where it happens, so the dashboard's registration → doctor wait
     * reads one column instead of searching the audit log for every entry of a month.
     */
    mulai_dilayani_pada: timestamp('mulai_dilayani_pada', { withTimezone: true }),
    /**
     * When the first nursing assessment of the layanan was written (set by the chart): a clinic that
     * makes the doctor wait for the nurse (poli.wajib_asesmen_perawat) reads it on the queue.
     */
    asesmen_perawat_pada: timestamp('asesmen_perawat_pada', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('antrian_layanan_uq').on(t.layanan_uid),
    uniqueIndex('antrian_poli_tanggal_nomor_uq').on(t.poli_uid, t.tanggal, t.nomor),
    uniqueIndex('antrian_kode_tiket_uq').on(t.kode_tiket),
    cekDaftar(t.status, STATUS_ANTRIAN, { pengganti: null }),
  ],
);
