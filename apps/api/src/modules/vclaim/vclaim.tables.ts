import { JNS_PELAYANAN_SEP, STATUS_SEP } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';

/**
 * A visit's SEP (Surat Eligibilitas Peserta, docs/vclaim.md): what we asked BPJS in its own field
 * names (`permintaan`, VClaim's t_sep), sent through the outbox; `no_sep` and BPJS's answer once it
 * issued it. One live outpatient SEP per visit and one live inpatient SEP (the stay's, with its
 * SPRI and the discharge BPJS was told); a deleted one stays for the record.
 */
export const bpjsSep = pgTable(
  'bpjs_sep',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    /** VClaim's jnsPelayanan: '2' the visit's (clinic, IGD), '1' the stay's. */
    jns_pelayanan: text('jns_pelayanan').notNull().default('2'),
    /** An inpatient SEP's stay (its RAWAT_INAP layanan). */
    layanan_uid: uuid('layanan_uid').references(() => layanan.uid),
    no_kartu: text('no_kartu').notNull(),
    tgl_sep: date('tgl_sep', { mode: 'string' }).notNull(),
    permintaan: jsonb('permintaan').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('MENUNGGU'),
    no_sep: text('no_sep'),
    /** BPJS's `sep` answer (participant, class, clinic, diagnosis as BPJS names them): the print. */
    jawaban: jsonb('jawaban').$type<Record<string, unknown>>(),
    /** BPJS's words when it refused the SEP. */
    pesan_bpjs: text('pesan_bpjs'),
    alasan_hapus: text('alasan_hapus'),
    /** The SPRI BPJS issued before an inpatient SEP (RencanaKontrol/InsertSPRI), its skdp.noSurat. */
    no_spri: text('no_spri'),
    /** The discharge BPJS accepted (SEP/2.0/updtglplg): date and statusPulang. */
    tgl_pulang: date('tgl_pulang', { mode: 'string' }),
    status_pulang: text('status_pulang'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    dibuat_pada: timestamp('dibuat_pada', { withTimezone: true }).notNull().defaultNow(),
    diubah_pada: timestamp('diubah_pada', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bpjs_sep_kunjungan_uq')
      .on(t.kunjungan_uid, t.jns_pelayanan)
      .where(sql`${t.status} <> 'DIHAPUS'`),
    uniqueIndex('bpjs_sep_no_uq').on(t.no_sep),
    index('bpjs_sep_tanggal_idx').on(t.tgl_sep),
    cekDaftar(t.status, STATUS_SEP, { pengganti: null }),
    cekDaftar(t.jns_pelayanan, JNS_PELAYANAN_SEP, { pengganti: null }),
  ],
);
