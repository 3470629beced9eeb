import { z } from 'zod';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  teksOpsional,
} from '../master/common.ts';
import { angkaDariTeks } from '../platform/common.ts';

/** The simple pharmacy master lists of spec §7 (/farmasi/master/{jenis}). */
export const JENIS_MASTER_FARMASI = ['kategori', 'varian', 'sediaan', 'supplier', 'kelas_terapi'] as const;
export type JenisMasterFarmasi = (typeof JENIS_MASTER_FARMASI)[number];

/** Category (Obat, Alkes, BMHP), variant (Generik, Paten) and dosage form (Tablet, Sirup…; labelled Satuan). */
export const masterFarmasiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  keterangan: keteranganSchema,
});
export type MasterFarmasiInput = z.infer<typeof masterFarmasiInputSchema>;
export const masterFarmasiSchema = masterDasarSchema.extend({ keterangan: z.string().nullable() });
export type MasterFarmasi = z.infer<typeof masterFarmasiSchema>;

const teleponSchema = z
  .string()
  .trim()
  .regex(/^[0-9+()\s-]*$/, 'Telepon hanya angka, spasi, +, ( ) dan strip')
  .max(30, 'Telepon maksimal 30 karakter')
  .nullish()
  .transform((v) => (v ? v : null));

/** A pharmaceutical wholesaler (PBF) the hospital buys from. NPWP: 15 or 16 digits, dots and dashes allowed. */
export const supplierInputSchema = masterFarmasiInputSchema.extend({
  alamat: teksOpsional(300, 'Alamat'),
  telepon: teleponSchema,
  email: z
    .union([z.literal(''), z.email('Format email tidak valid')])
    .nullish()
    .transform((v) => (v ? v : null)),
  npwp: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^\d{15,16}$/.test(v.replace(/[.-]/g, '')), {
      message: 'NPWP harus 15 atau 16 digit',
    }),
  kontak_nama: teksOpsional(150, 'Nama kontak'),
  kontak_telepon: teleponSchema,
});
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export const supplierSchema = masterFarmasiSchema.extend({
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  npwp: z.string().nullable(),
  kontak_nama: z.string().nullable(),
  kontak_telepon: z.string().nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/**
 * Therapy classes form a two-level tree: a class without parent is a "Kelas Terapi Obat"
 * (/kelas-terapi/data, e.g. Antiinfeksi), a class with a parent is a "Kelas Terapi Item"
 * (/kelas-terapi/subject, e.g. Antibiotik Beta-laktam under Antiinfeksi).
 */
export const kelasTerapiInputSchema = masterFarmasiInputSchema.extend({
  induk_uid: z
    .union([z.literal(''), z.uuid({ message: 'Kelas induk tidak valid' })], {
      message: 'Kelas induk tidak valid',
    })
    .nullish()
    .transform((v) => v || null),
});
export type KelasTerapiInput = z.infer<typeof kelasTerapiInputSchema>;
export const kelasTerapiSchema = masterFarmasiSchema.extend({
  induk_uid: z.string().nullable(),
  induk_nama: z.string().nullable(),
});
export type KelasTerapi = z.infer<typeof kelasTerapiSchema>;

export const kelasTerapiQuerySchema = masterListQuerySchema.extend({
  /** 1 = Kelas Terapi Obat (no parent), 2 = Kelas Terapi Item (with a parent). */
  tingkat: angkaDariTeks(z.number().int().min(1).max(2).optional()),
  induk_uid: z.uuid({ message: 'induk_uid harus uid' }).optional(),
});
export type KelasTerapiQuery = z.infer<typeof kelasTerapiQuerySchema>;

/** Pharmacy location: the warehouse (GUDANG) or a depot (DEPO). */
export const JENIS_LOKASI = ['GUDANG', 'DEPO'] as const;
export const lokasiFarmasiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  jenis: z.enum(JENIS_LOKASI, { message: 'Jenis lokasi harus GUDANG atau DEPO' }),
  keterangan: keteranganSchema,
});
export type LokasiFarmasiInput = z.infer<typeof lokasiFarmasiInputSchema>;
export const lokasiFarmasiSchema = masterDasarSchema.extend({
  jenis: z.enum(JENIS_LOKASI),
  keterangan: z.string().nullable(),
});
export type LokasiFarmasi = z.infer<typeof lokasiFarmasiSchema>;
export const lokasiQuerySchema = masterListQuerySchema.extend({ jenis: z.enum(JENIS_LOKASI).optional() });

export const lokasiDetailQuerySchema = z.object({ uid: z.uuid({ message: 'uid tidak valid' }) });
/** GET /farmasi/lokasi/detail: the location and who holds which rights there. */
export const lokasiDetailSchema = lokasiFarmasiSchema.extend({
  pengguna: z.array(
    z.object({ username: z.string(), nama: z.string(), role: z.string(), akses: z.array(z.string()) }),
  ),
});
export const lokasiUserQuerySchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'Username wajib diisi').optional(),
});
