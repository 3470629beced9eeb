import { z } from 'zod';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { tanggalSchema } from '../master/common.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import {
  AGAMA,
  GOLONGAN_DARAH,
  HUBUNGAN_PENANGGUNG_JAWAB,
  PENDIDIKAN,
  RHESUS,
  STATUS_PASIEN,
  STATUS_PERKAWINAN,
} from './pilihan.ts';

/** A patient as the detail screen shows it (read with an access row in the activity log). */
export const pasienSchema = z.object({
  uid: z.uuid(),
  no_rm: z.string(),
  nama: z.string(),
  nik: z.string().nullable(),
  no_bpjs: z.string().nullable(),
  jenis_kelamin: z.enum(JENIS_KELAMIN),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string(),
  golongan_darah: z.enum(GOLONGAN_DARAH).nullable(),
  rhesus: z.enum(RHESUS).nullable(),
  agama: z.enum(AGAMA).nullable(),
  status_perkawinan: z.enum(STATUS_PERKAWINAN).nullable(),
  pendidikan: z.enum(PENDIDIKAN).nullable(),
  pekerjaan: z.string().nullable(),
  no_hp: z.string().nullable(),
  email: z.string().nullable(),
  alamat: z.string(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  kode_pos: z.string().nullable(),
  provinsi_kode: z.string(),
  kabupaten_kode: z.string(),
  kecamatan_kode: z.string(),
  desa_kode: z.string(),
  /** Region names as they were when the address was saved (docs/wilayah.md). */
  provinsi_nama: z.string(),
  kabupaten_nama: z.string(),
  kecamatan_nama: z.string(),
  desa_nama: z.string(),
  nama_ibu: z.string().nullable(),
  pj_nama: z.string().nullable(),
  pj_hubungan: z.enum(HUBUNGAN_PENANGGUNG_JAWAB).nullable(),
  pj_no_hp: z.string().nullable(),
  alergi: z.array(z.string()),
  catatan: z.string().nullable(),
  status: z.enum(STATUS_PASIEN),
  /** The patient this record was merged into; such a record leaves the lists. */
  digabung_ke: z.string().nullable(),
  /** A temporary record of an unknown patient (IGD fast registration), to be merged later. */
  sementara: z.boolean(),
  created_by: z.string().nullable(),
  created_by_nama: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pasien = z.infer<typeof pasienSchema>;

/** A patient in a list: enough to recognise them, the NIK partly hidden (docs/pasien.md). */
export const pasienRingkasSchema = z.object({
  uid: z.uuid(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.enum(JENIS_KELAMIN),
  tempat_lahir: z.string().nullable(),
  tanggal_lahir: z.string(),
  nik_tersamar: z.string().nullable(),
  no_bpjs: z.string().nullable(),
  no_hp: z.string().nullable(),
  alamat_singkat: z.string(),
  nama_ibu: z.string().nullable(),
  status: z.enum(STATUS_PASIEN),
  sementara: z.boolean(),
});
export type PasienRingkas = z.infer<typeof pasienRingkasSchema>;

/** The short address lists show: street with RT/RW, then kelurahan/desa and kabupaten/kota. */
export function alamatSingkat(p: {
  alamat: string;
  rt: string | null;
  rw: string | null;
  desa_nama: string;
  kabupaten_nama: string;
}): string {
  const rtrw = p.rt || p.rw ? ` RT ${p.rt ?? '-'}/RW ${p.rw ?? '-'}` : '';
  return `${p.alamat}${rtrw}, ${p.desa_nama}, ${p.kabupaten_nama}`;
}

/** GET /pasien: one search box (No. RM, NIK, No. BPJS, name, birth date) and filters. */
export const pasienListQuerySchema = pagingQuerySchema.extend({
  tanggal_lahir: tanggalSchema.optional(),
  status: z.enum(STATUS_PASIEN, { message: 'Status pasien tidak valid' }).optional(),
  /** `true`: only temporary records (unknown patients waiting to be merged). */
  sementara: z
    .enum(['true', 'false'], { message: 'sementara harus true atau false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type PasienListQuery = z.output<typeof pasienListQuerySchema>;
