import type { AsalRanap, CaraPulang, JenisPenempatan, KelasRanap, StatusPerawatanInap } from '@rawat/domain';
import { ASAL_RANAP, CARA_PULANG, JENIS_PENEMPATAN, KELAS_RANAP, STATUS_PERAWATAN_INAP } from '@rawat/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { bed, kamar, ruangan } from '../master/ruangan/ruangan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';
import { kunjungan, layanan } from './kunjungan.tables.ts';

/**
 * The clinic's follow-up (pelayanan/pelayanan.tables.ts), named by its SQL table alone for the
 * foreign key of perawatan_inap.tindak_lanjut_uid: the chart sits above the visit spine, so the
 * spine imports nothing of it (docs/architecture.md "Layers"). Never queried here, never exported.
 */
const tindakLanjutKlinik = pgTable('tindak_lanjut', { uid: uuid('uid').primaryKey() });

const dibuat = () => ({
  dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An inpatient stay: one per layanan of jenis RAWAT_INAP (its DPJP is the layanan's doctor). The
 * beds it occupies are its rawat_inap segments; discharge fills the pulang_* columns.
 */
export const perawatanInap = pgTable(
  'perawatan_inap',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    kunjungan_uid: uuid('kunjungan_uid')
      .notNull()
      .references(() => kunjungan.uid),
    asal: text('asal').$type<AsalRanap>().notNull(),
    /** The RANAP follow-up it answers (clinic or IGD); null for an elective admission. */
    tindak_lanjut_uid: uuid('tindak_lanjut_uid').references(() => tindakLanjutKlinik.uid),
    status: text('status').$type<StatusPerawatanInap>().notNull().default('DIRAWAT'),
    diagnosis_masuk_kode: text('diagnosis_masuk_kode'),
    diagnosis_masuk_nama: text('diagnosis_masuk_nama'),
    /** A BPJS patient's entitled class (hak kelas); null for other payers. */
    kelas_hak: text('kelas_hak').$type<KelasRanap>(),
    /** Elective admission: the doctor's letter and the planned procedure date. */
    surat_pengantar: text('surat_pengantar'),
    rencana_tindakan: text('rencana_tindakan'),
    tanggal_rencana: date('tanggal_rencana', { mode: 'string' }),
    /** Informed consent for admission: who signed (patient or family) and how related. */
    persetujuan_nama: text('persetujuan_nama'),
    persetujuan_hubungan: text('persetujuan_hubungan'),
    persetujuan_pada: timestamp('persetujuan_pada', { withTimezone: true }),
    /** The deposit asked of the patient at admission (rupiah; taken through the cashier). */
    deposit_diminta: bigint('deposit_diminta', { mode: 'number' }).notNull().default(0),
    masuk_pada: timestamp('masuk_pada', { withTimezone: true }).notNull().defaultNow(),
    /** The doctor's discharge order. */
    cara_pulang: text('cara_pulang').$type<CaraPulang>(),
    kondisi_pulang: text('kondisi_pulang'),
    faskes_rujukan: text('faskes_rujukan'),
    waktu_meninggal: timestamp('waktu_meninggal', { withTimezone: true }),
    pulang_pada: timestamp('pulang_pada', { withTimezone: true }),
    dipulangkan_oleh: uuid('dipulangkan_oleh').references(() => akun.uid),
    ...dibuat(),
  },
  (t) => [
    uniqueIndex('perawatan_inap_layanan_uq').on(t.layanan_uid),
    // A follow-up is admitted once.
    uniqueIndex('perawatan_inap_tindak_lanjut_uq').on(t.tindak_lanjut_uid),
    // One stay at a time per patient.
    uniqueIndex('perawatan_inap_pasien_dirawat_uq').on(t.pasien_uid).where(sql`${t.status} = 'DIRAWAT'`),
    index('perawatan_inap_masuk_idx').on(t.masuk_pada),
    index('perawatan_inap_pulang_idx').on(t.pulang_pada),
    // A visit's stay (the cashier's bill, the chart's header): one lookup, not a scan of every stay.
    index('perawatan_inap_kunjungan_idx').on(t.kunjungan_uid),
    cekDaftar(t.asal, ASAL_RANAP),
    cekDaftar(t.status, STATUS_PERAWATAN_INAP, { pengganti: null }),
    cekDaftar(t.kelas_hak, KELAS_RANAP),
    cekDaftar(t.cara_pulang, CARA_PULANG),
  ],
);

/**
 * One bed segment of a stay (DOMAIN.md rawat_inap): a transfer closes the open row and opens the
 * next, so the history is kept and each day is charged at its own segment's class.
 */
export const rawatInap = pgTable(
  'rawat_inap',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    perawatan_inap_uid: uuid('perawatan_inap_uid')
      .notNull()
      .references(() => perawatanInap.uid),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    pasien_uid: uuid('pasien_uid')
      .notNull()
      .references(() => pasien.uid),
    ruangan_uid: uuid('ruangan_uid')
      .notNull()
      .references(() => ruangan.uid),
    kamar_uid: uuid('kamar_uid')
      .notNull()
      .references(() => kamar.uid),
    bed_uid: uuid('bed_uid')
      .notNull()
      .references(() => bed.uid),
    /** The class of the bed's ward. */
    kelas: text('kelas').$type<KelasRanap>().notNull(),
    /**
     * The class everything of these days is charged at: the entitled class for BPJS (also in a
     * special unit, and for titipan and naik kelas), the bed's class otherwise (docs/ranap.md).
     */
    kelas_tagih: text('kelas_tagih').$type<KelasRanap>().notNull(),
    penempatan: text('penempatan').$type<JenisPenempatan>().notNull().default('SESUAI_HAK'),
    alasan_penempatan: text('alasan_penempatan'),
    masuk_pada: timestamp('masuk_pada', { withTimezone: true }).notNull().defaultNow(),
    keluar_pada: timestamp('keluar_pada', { withTimezone: true }),
    /** Why the segment closed: PINDAH (transfer) or PULANG (discharge). */
    sebab_keluar: text('sebab_keluar'),
    alasan_pindah: text('alasan_pindah'),
    ...dibuat(),
  },
  (t) => [
    // Two admissions racing for one bed: the database lets one in (docs/ranap.md).
    uniqueIndex('rawat_inap_bed_terisi_uq').on(t.bed_uid).where(sql`${t.keluar_pada} is null`),
    uniqueIndex('rawat_inap_perawatan_terbuka_uq')
      .on(t.perawatan_inap_uid)
      .where(sql`${t.keluar_pada} is null`),
    index('rawat_inap_perawatan_idx').on(t.perawatan_inap_uid, t.masuk_pada),
    index('rawat_inap_layanan_idx').on(t.layanan_uid, t.masuk_pada),
    index('rawat_inap_ruangan_idx').on(t.ruangan_uid, t.masuk_pada),
    cekDaftar(t.kelas, KELAS_RANAP),
    cekDaftar(t.kelas_tagih, KELAS_RANAP),
    cekDaftar(t.penempatan, JENIS_PENEMPATAN),
    check(
      'rawat_inap_keluar_ck',
      sql`(${t.keluar_pada} is null) = (${t.sebab_keluar} is null) and (${t.sebab_keluar} is null or ${t.sebab_keluar} in ('PINDAH', 'PULANG'))`,
    ),
  ],
);

/** The deposit asked at admission of a UMUM patient, per class (settings; docs/ranap.md). */
export const ranapDepositKelas = pgTable('ranap_deposit_kelas', {
  kelas: text('kelas').$type<KelasRanap>().primaryKey(),
  jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
  diubah_oleh: uuid('diubah_oleh').references(() => akun.uid),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
