import { z } from 'zod';
import { isNik } from '../format/validasi.ts';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import {
  filterUid,
  keteranganSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  tanggalOpsional,
  teksOpsional,
  uidOpsional,
} from './common.ts';

/** The employee number (NIP) people type; same characters as a master code. */
export const nipSchema = z
  .string({ message: 'NIP wajib diisi' })
  .trim()
  .min(1, 'NIP wajib diisi')
  .max(20, 'NIP maksimal 20 karakter')
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9][A-Z0-9./_-]*$/,
        'NIP hanya boleh berisi huruf, angka, titik, garis miring, garis bawah atau strip',
      ),
  );

/** Optional, but when given a NIK is 16 digits (the rule patients follow too). */
export const nikOpsionalSchema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isNik(v), 'NIK harus 16 digit angka');

const teleponSchema = z
  .string()
  .trim()
  .regex(/^[0-9+()\s-]*$/, 'Telepon hanya angka, spasi, +, ( ) dan strip')
  .max(30, 'Telepon maksimal 30 karakter')
  .nullish()
  .transform((v) => (v ? v : null));

const emailSchema = z
  .union([z.literal(''), z.email('Format email tidak valid')])
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

/** Which professions an employee belongs to, as Indonesian hospital staffing counts them. */
export const JENIS_PEGAWAI = ['MEDIS', 'PARAMEDIS', 'PENUNJANG', 'NON_MEDIS'] as const;
export type JenisPegawai = (typeof JENIS_PEGAWAI)[number];
export const jenisPegawaiSchema = z.enum(JENIS_PEGAWAI, { message: 'Jenis pegawai wajib dipilih' });
export const LABEL_JENIS_PEGAWAI: Record<JenisPegawai, string> = {
  MEDIS: 'Tenaga Medis',
  PARAMEDIS: 'Paramedis (Keperawatan/Kebidanan)',
  PENUNJANG: 'Penunjang Medis',
  NON_MEDIS: 'Non-Medis',
};

/** The professional profile an employee carries besides the employee record. */
export const PROFIL_PEGAWAI = ['DOKTER', 'PERAWAT'] as const;
export type ProfilPegawai = (typeof PROFIL_PEGAWAI)[number];

/** 'dr. Andi Pratama, Sp.PD': the name with the titles around it, as letters and tickets print it. */
export function namaBergelar(p: {
  nama: string;
  gelar_depan?: string | null;
  gelar_belakang?: string | null;
}): string {
  const depan = p.gelar_depan ? `${p.gelar_depan} ` : '';
  const belakang = p.gelar_belakang ? `, ${p.gelar_belakang}` : '';
  return `${depan}${p.nama}${belakang}`;
}

/** The fields of the employee record (pegawai) every staff form carries (doctors' and nurses' forms too). */
export const identitas = {
  kode: nipSchema,
  nama: namaMasterSchema,
  gelar_depan: teksOpsional(30, 'Gelar depan'),
  gelar_belakang: teksOpsional(60, 'Gelar belakang'),
  nik: nikOpsionalSchema,
  jenis_kelamin: z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin wajib dipilih' }),
  tempat_lahir: teksOpsional(100, 'Tempat lahir'),
  tanggal_lahir: tanggalOpsional,
  telepon: teleponSchema,
  email: emailSchema,
  alamat: teksOpsional(300, 'Alamat'),
  jabatan_uid: uidOpsional('Jabatan'),
  unit_uid: uidOpsional('Unit'),
  tanggal_masuk: tanggalOpsional,
  /** The login account this employee uses; one account belongs to at most one active employee. */
  akun_uid: uidOpsional('Akun'),
  keterangan: keteranganSchema,
};

type Identitas = { tanggal_lahir: string | null; tanggal_masuk: string | null };
export function periksaIdentitas(v: Identitas, ctx: z.RefinementCtx) {
  if (v.tanggal_lahir && v.tanggal_masuk && v.tanggal_masuk <= v.tanggal_lahir)
    ctx.addIssue({
      code: 'custom',
      path: ['tanggal_masuk'],
      message: 'Tanggal masuk harus setelah tanggal lahir',
    });
}

export const karyawanInputSchema = z
  .object({ ...identitas, jenis_pegawai: jenisPegawaiSchema })
  .superRefine(periksaIdentitas);
export type KaryawanInput = z.infer<typeof karyawanInputSchema>;

/** The employee as /kelola-karyawan shows it: personal data, read only by staff managers. */
export const karyawanSchema = masterDasarSchema.extend({
  gelar_depan: z.string().nullable(),
  gelar_belakang: z.string().nullable(),
  nama_lengkap: z.string(),
  nik: z.string().nullable(),
  jenis_kelamin: z.enum(JENIS_KELAMIN),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  alamat: z.string().nullable(),
  jabatan_uid: z.string().nullable(),
  jabatan_nama: z.string().nullable(),
  unit_uid: z.string().nullable(),
  unit_nama: z.string().nullable(),
  jenis_pegawai: jenisPegawaiSchema,
  tanggal_masuk: z.string().nullable(),
  akun_uid: z.string().nullable(),
  akun_username: z.string().nullable(),
  keterangan: z.string().nullable(),
  /** DOKTER or PERAWAT when the employee has that profile in /kelola-dokter or /kelola-perawat. */
  profil: z.enum(PROFIL_PEGAWAI).nullable(),
});
export type Karyawan = z.infer<typeof karyawanSchema>;

export const karyawanListQuerySchema = masterListQuerySchema.extend({
  jenis_pegawai: jenisPegawaiSchema.optional(),
  unit: filterUid('unit'),
  jabatan: filterUid('jabatan'),
  /** Employees without any professional profile yet (to take into /kelola-dokter or /kelola-perawat). */
  tanpa_profil: z
    .enum(['true', 'false'], { message: 'tanpa_profil harus true atau false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type KaryawanListQuery = z.infer<typeof karyawanListQuerySchema>;

/** A login account as the staff forms offer it, with the active employee it already belongs to. */
export const akunTautanSchema = z.object({
  uid: z.uuid(),
  username: z.string(),
  nama: z.string(),
  role: z.string(),
  status: z.string(),
  pegawai_uid: z.string().nullable(),
  pegawai_nama: z.string().nullable(),
});
export type AkunTautan = z.infer<typeof akunTautanSchema>;
export const akunTautanQuerySchema = pagingQuerySchema;

const profilPerawat = {
  no_str: teksOpsional(60, 'Nomor STR'),
  str_berlaku_sampai: tanggalOpsional,
  no_sipp: teksOpsional(60, 'Nomor SIPP'),
  /** The clinic the nurse is placed at, besides (or instead of) the employee's unit. */
  poli_uid: uidOpsional('Poli penempatan'),
  kompetensi: teksOpsional(300, 'Kompetensi'),
};

/** A nurse (or midwife) is an employee with a registration profile, saved in one go like a doctor. */
export const perawatInputSchema = z
  .object({ ...identitas, ...profilPerawat, pegawai_uid: uidOpsional('Karyawan') })
  .superRefine(periksaIdentitas);
export type PerawatInput = z.infer<typeof perawatInputSchema>;

export const perawatSchema = karyawanSchema.extend({
  no_str: z.string().nullable(),
  str_berlaku_sampai: z.string().nullable(),
  no_sipp: z.string().nullable(),
  poli_uid: z.string().nullable(),
  poli_nama: z.string().nullable(),
  kompetensi: z.string().nullable(),
});
export type Perawat = z.infer<typeof perawatSchema>;

export const perawatListQuerySchema = masterListQuerySchema.extend({
  poli: filterUid('poli'),
  unit: filterUid('unit'),
  username: z.string().trim().toLowerCase().max(32).optional(),
});
export type PerawatListQuery = z.infer<typeof perawatListQuerySchema>;
