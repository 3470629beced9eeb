import { z } from 'zod';
import { angkaDariTeks } from '../platform/common.ts';
import {
  filterUid,
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  teksOpsional,
  uidOpsional,
} from './common.ts';

/** The kinds of legal body that own or run the hospital (/organisasi). */
export const JENIS_ORGANISASI = ['YAYASAN', 'PERUSAHAAN', 'RUMAH_SAKIT', 'KLINIK', 'LAINNYA'] as const;
export type JenisOrganisasi = (typeof JENIS_ORGANISASI)[number];
export const jenisOrganisasiSchema = z.enum(JENIS_ORGANISASI, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Jenis organisasi wajib dipilih'
      : 'Jenis organisasi tidak valid',
});
export const LABEL_JENIS_ORGANISASI: Record<JenisOrganisasi, string> = {
  YAYASAN: 'Yayasan',
  PERUSAHAAN: 'Perusahaan',
  RUMAH_SAKIT: 'Rumah Sakit',
  KLINIK: 'Klinik',
  LAINNYA: 'Lainnya',
};

/** A legal body (foundation, company, the hospital itself), optionally under a parent body. */
export const organisasiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  jenis: jenisOrganisasiSchema,
  induk_uid: uidOpsional('Organisasi induk'),
  keterangan: keteranganSchema,
});
export type OrganisasiInput = z.infer<typeof organisasiInputSchema>;
export const organisasiSchema = masterDasarSchema.extend({
  jenis: jenisOrganisasiSchema,
  induk_uid: z.string().nullable(),
  induk_nama: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type Organisasi = z.infer<typeof organisasiSchema>;
export const organisasiListQuerySchema = masterListQuerySchema.extend({
  jenis: jenisOrganisasiSchema.optional(),
  induk: filterUid('induk'),
});
export type OrganisasiListQuery = z.infer<typeof organisasiListQuerySchema>;

/**
 * A physical place where services happen: a building, a floor, a room (/lokasi). Not the pharmacy
 * depots, which are stock locations kept by the pharmacy (/farmasi/lokasi).
 */
export const lokasiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  organisasi_uid: uidOpsional('Organisasi'),
  gedung: teksOpsional(100, 'Gedung'),
  lantai: teksOpsional(20, 'Lantai'),
  keterangan: keteranganSchema,
});
export type LokasiInput = z.infer<typeof lokasiInputSchema>;
export const lokasiSchema = masterDasarSchema.extend({
  organisasi_uid: z.string().nullable(),
  organisasi_nama: z.string().nullable(),
  gedung: z.string().nullable(),
  lantai: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type Lokasi = z.infer<typeof lokasiSchema>;
export const lokasiListQuerySchema = masterListQuerySchema.extend({ organisasi: filterUid('organisasi') });
export type LokasiListQuery = z.infer<typeof lokasiListQuerySchema>;

/** A division of an organisation (Pelayanan Medis, Keuangan…), which units belong to. */
export const divisiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  organisasi_uid: uidOpsional('Organisasi'),
  kepala: teksOpsional(150, 'Kepala divisi'),
  keterangan: keteranganSchema,
});
export type DivisiInput = z.infer<typeof divisiInputSchema>;
export const divisiSchema = masterDasarSchema.extend({
  organisasi_uid: z.string().nullable(),
  organisasi_nama: z.string().nullable(),
  kepala: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type Divisi = z.infer<typeof divisiSchema>;
export const divisiListQuerySchema = masterListQuerySchema.extend({ organisasi: filterUid('organisasi') });
export type DivisiListQuery = z.infer<typeof divisiListQuerySchema>;

/** The three kinds of position in Indonesian hospital staffing. */
export const JENIS_JABATAN = ['STRUKTURAL', 'FUNGSIONAL', 'PELAKSANA'] as const;
export type JenisJabatan = (typeof JENIS_JABATAN)[number];
export const jenisJabatanSchema = z.enum(JENIS_JABATAN, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Jenis jabatan wajib dipilih'
      : 'Jenis jabatan tidak valid',
});
export const LABEL_JENIS_JABATAN: Record<JenisJabatan, string> = {
  STRUKTURAL: 'Struktural',
  FUNGSIONAL: 'Fungsional',
  PELAKSANA: 'Pelaksana',
};

/** A position staff hold (Direktur, Perawat…); `tingkat` orders them, 1 being the highest. */
export const jabatanInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  jenis: jenisJabatanSchema,
  tingkat: z
    .union([
      z.literal(''),
      angkaDariTeks(
        z
          .number({ message: 'Tingkat harus angka' })
          .int('Tingkat harus bilangan bulat')
          .min(1, 'Tingkat minimal 1')
          .max(99, 'Tingkat maksimal 99'),
      ),
    ])
    .nullish()
    .transform((v) => (typeof v === 'number' ? v : null)),
  keterangan: keteranganSchema,
});
export type JabatanInput = z.infer<typeof jabatanInputSchema>;
export const jabatanSchema = masterDasarSchema.extend({
  jenis: jenisJabatanSchema,
  tingkat: z.number().int().nullable(),
  keterangan: z.string().nullable(),
});
export type Jabatan = z.infer<typeof jabatanSchema>;
export const jabatanListQuerySchema = masterListQuerySchema.extend({ jenis: jenisJabatanSchema.optional() });
export type JabatanListQuery = z.infer<typeof jabatanListQuerySchema>;

/** A working unit (Instalasi Gawat Darurat, Farmasi…), in a division and at a location. */
export const unitInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  divisi_uid: uidOpsional('Divisi'),
  lokasi_uid: uidOpsional('Lokasi'),
  keterangan: keteranganSchema,
});
export type UnitInput = z.infer<typeof unitInputSchema>;
export const unitSchema = masterDasarSchema.extend({
  divisi_uid: z.string().nullable(),
  divisi_nama: z.string().nullable(),
  lokasi_uid: z.string().nullable(),
  lokasi_nama: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitListQuerySchema = masterListQuerySchema.extend({
  divisi: filterUid('divisi'),
  lokasi: filterUid('lokasi'),
});
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;
