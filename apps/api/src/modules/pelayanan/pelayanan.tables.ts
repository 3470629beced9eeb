import type {
  JenisAsesmen,
  JenisDiagnosis,
  JenisTindakLanjut,
  KasusDiagnosis,
  KelasRanap,
  StatusTindakanLayanan,
} from '@rawat/domain';
import {
  JENIS_ASESMEN,
  JENIS_DIAGNOSIS,
  JENIS_TINDAK_LANJUT,
  KASUS_DIAGNOSIS,
  KELAS_RANAP,
  KONDISI_PULANG,
  STATUS_TINDAKAN_LAYANAN,
} from '@rawat/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cekDaftar } from '../../db/cek-daftar.ts';
import { akun } from '../akun/akun.tables.ts';
import { kunjungan, layanan } from '../kunjungan/kunjungan.tables.ts';
import { pegawai } from '../master/sdm/sdm.tables.ts';
import { tindakan } from '../master/tindakan/tindakan.tables.ts';
import { pasien } from '../pasien/pasien.tables.ts';

/** The columns every clinical row carries: where it hangs on the patient's spine (DOMAIN.md). */
const spine = () => ({
  uid: uuid('uid').primaryKey().defaultRandom(),
  kunjungan_uid: uuid('kunjungan_uid')
    .notNull()
    .references(() => kunjungan.uid),
  layanan_uid: uuid('layanan_uid')
    .notNull()
    .references(() => layanan.uid),
  pasien_uid: uuid('pasien_uid')
    .notNull()
    .references(() => pasien.uid),
});

const jejak = () => ({
  dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One assessment by one professional at one time. Its content is a typed document: `isi` is
 * validated by the zod schema of its `jenis` (@rawat/domain pelayanan/asesmen), so nursing,
 * medical, IGD and HD forms are kinds, not tables.
 */
export const asesmen = pgTable(
  'asesmen',
  {
    ...spine(),
    jenis: text('jenis').$type<JenisAsesmen>().notNull(),
    isi: jsonb('isi').$type<Record<string, unknown>>().notNull(),
    /** The professional who wrote it (the account's employee), shown on the timeline. */
    pegawai_uid: uuid('pegawai_uid').references(() => pegawai.uid),
    nama_penulis: text('nama_penulis').notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    ...jejak(),
  },
  (t) => [
    index('asesmen_layanan_idx').on(t.layanan_uid, t.jenis, t.waktu),
    index('asesmen_pasien_idx').on(t.pasien_uid, t.waktu),
    cekDaftar(t.jenis, JENIS_ASESMEN),
  ],
);

/** ICD-10 diagnoses of a layanan: one UTAMA (primary), any number of SEKUNDER. */
export const diagnosis = pgTable(
  'diagnosis',
  {
    ...spine(),
    kode_icd10: text('kode_icd10').notNull(),
    /** The catalogue title when it was chosen (the catalogue may be corrected later). */
    nama: text('nama').notNull(),
    jenis: text('jenis').$type<JenisDiagnosis>().notNull(),
    /** BARU (new case) or LAMA (known case), as the RL reports count them. */
    kasus: text('kasus').$type<KasusDiagnosis>().notNull().default('BARU'),
    keterangan: text('keterangan'),
    ...jejak(),
  },
  (t) => [
    index('diagnosis_layanan_idx').on(t.layanan_uid),
    index('diagnosis_pasien_idx').on(t.pasien_uid),
    uniqueIndex('diagnosis_utama_uq').on(t.layanan_uid).where(sql`${t.jenis} = 'UTAMA'`),
    uniqueIndex('diagnosis_kode_uq').on(t.layanan_uid, t.kode_icd10),
    cekDaftar(t.jenis, JENIS_DIAGNOSIS),
    cekDaftar(t.kasus, KASUS_DIAGNOSIS, { pengganti: null }),
  ],
);

/** ICD-9-CM procedure codes of a layanan (coding, not billing). */
export const prosedur = pgTable(
  'prosedur',
  {
    ...spine(),
    kode_icd9: text('kode_icd9').notNull(),
    nama: text('nama').notNull(),
    keterangan: text('keterangan'),
    ...jejak(),
  },
  (t) => [
    index('prosedur_layanan_idx').on(t.layanan_uid),
    uniqueIndex('prosedur_kode_uq').on(t.layanan_uid, t.kode_icd9),
  ],
);

/**
 * A procedure done for the patient (consultation included): what the clinic did, by whom. Each
 * row has one charge (`transaksi` with sumber 'tindakan_layanan'); removing it reverses that
 * charge, it is never edited.
 */
export const tindakanLayanan = pgTable(
  'tindakan_layanan',
  {
    ...spine(),
    tindakan_uid: uuid('tindakan_uid')
      .notNull()
      .references(() => tindakan.uid),
    jumlah: integer('jumlah').notNull().default(1),
    /** The doctor (or other professional) who did it: the fee goes to them. */
    pelaksana_uid: uuid('pelaksana_uid').references(() => pegawai.uid),
    catatan: text('catatan'),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<StatusTindakanLayanan>().notNull().default('AKTIF'),
    alasan_batal: text('alasan_batal'),
    ...jejak(),
  },
  (t) => [
    index('tindakan_layanan_layanan_idx').on(t.layanan_uid),
    check('tindakan_layanan_jumlah_ck', sql`${t.jumlah} between 1 and 100`),
    // A cancelled procedure must not come back as billable: no default repair.
    cekDaftar(t.status, STATUS_TINDAKAN_LAYANAN, { pengganti: null }),
  ],
);

/**
 * A doctor who charts another doctor's patient confirms taking the patient over: the layanan's
 * doctor becomes the one who took over, and this row records who it was before, when and why.
 */
export const layananAlihDokter = pgTable(
  'layanan_alih_dokter',
  {
    uid: uuid('uid').primaryKey().defaultRandom(),
    layanan_uid: uuid('layanan_uid')
      .notNull()
      .references(() => layanan.uid),
    dokter_lama_uid: uuid('dokter_lama_uid').references(() => pegawai.uid),
    dokter_baru_uid: uuid('dokter_baru_uid')
      .notNull()
      .references(() => pegawai.uid),
    alasan: text('alasan'),
    dibuat_oleh: uuid('dibuat_oleh').references(() => akun.uid),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('layanan_alih_dokter_layanan_idx').on(t.layanan_uid, t.created_at)],
);

/**
 * How the layanan ends (one per layanan): home, control date, referred out, transferred to
 * inpatient care, or death (IGD). A RANAP row is what /pasien-rujuk-ranap lists.
 */
export const tindakLanjut = pgTable(
  'tindak_lanjut',
  {
    ...spine(),
    jenis: text('jenis').$type<JenisTindakLanjut>().notNull(),
    tanggal_kontrol: date('tanggal_kontrol', { mode: 'string' }),
    faskes_rujukan: text('faskes_rujukan'),
    alasan: text('alasan'),
    kondisi_pulang: text('kondisi_pulang'),
    waktu_meninggal: timestamp('waktu_meninggal', { withTimezone: true }),
    /** For RANAP: the room class asked for; the inpatient module admits and sets diterima_pada. */
    kelas_diminta: text('kelas_diminta').$type<KelasRanap>(),
    diterima_pada: timestamp('diterima_pada', { withTimezone: true }),
    catatan: text('catatan'),
    ...jejak(),
  },
  (t) => [
    uniqueIndex('tindak_lanjut_layanan_uq').on(t.layanan_uid),
    index('tindak_lanjut_jenis_idx').on(t.jenis, t.created_at),
    cekDaftar(t.jenis, JENIS_TINDAK_LANJUT),
    cekDaftar(t.kondisi_pulang, KONDISI_PULANG),
    cekDaftar(t.kelas_diminta, KELAS_RANAP),
  ],
);
