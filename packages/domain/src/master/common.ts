import { z } from 'zod';
import { bagianJakarta, HARI, type MasukanTanggal } from '../format/tanggal.ts';
import { angkaDariTeks, pagingQuerySchema, statusAktifSchema } from '../platform/common.ts';

/**
 * What every master record shares (spec §4 record status): a code people type on forms and
 * reports, a name, and AKTIF/NONAKTIF. A NONAKTIF record stays readable on old documents and is
 * not offered for new ones; its code may then be reused by a new active record.
 */
export const kodeMasterSchema = z
  .string({ message: 'Kode wajib diisi' })
  .trim()
  .min(1, 'Kode wajib diisi')
  .max(20, 'Kode maksimal 20 karakter')
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9][A-Z0-9./_-]*$/,
        'Kode hanya boleh berisi huruf, angka, titik, garis miring, garis bawah atau strip',
      ),
  );

export const namaMasterSchema = z
  .string({ message: 'Nama wajib diisi' })
  .trim()
  .min(2, 'Nama minimal 2 karakter')
  .max(150, 'Nama maksimal 150 karakter');

/** Optional free text: an empty string is stored as null. */
export function teksOpsional(max: number, label = 'Teks') {
  return z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));
}

export const keteranganSchema = teksOpsional(500, 'Keterangan');

/** An optional link to another record; forms send '' for "none", stored as null. */
export function uidOpsional(label: string) {
  return z
    .union([z.literal(''), z.uuid({ message: `${label} tidak valid` })], { message: `${label} tidak valid` })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional `?x=uid` list filter. */
export const filterUid = (label: string) => z.uuid({ message: `${label} harus uid` }).optional();

/** Columns every master record returns. */
export const masterDasarSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  status: statusAktifSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type MasterDasar = z.infer<typeof masterDasarSchema>;

/** `?search=&status=` on top of paging; search matches code and name. */
export const masterListQuerySchema = pagingQuerySchema.extend({
  status: statusAktifSchema.optional(),
});
export type MasterListQuery = z.infer<typeof masterListQuerySchema>;

export const masterStatusSchema = z.object({ status: statusAktifSchema });

/**
 * `/validasi`: is this code (or name) free among the active records? `kecuali` is the record
 * being edited, so its own code does not count against it.
 */
export const masterValidasiQuerySchema = z.object({
  field: z.enum(['kode', 'nama'], { message: 'field harus kode atau nama' }).default('kode'),
  value: z.string({ message: 'value wajib diisi' }).trim().min(1, 'value wajib diisi').max(150),
  kecuali: z.uuid({ message: 'kecuali harus uid' }).optional(),
});
export type MasterValidasiQuery = z.infer<typeof masterValidasiQuerySchema>;

export const masterValidasiResponseSchema = z.object({
  tersedia: z.boolean(),
  message: z.string(),
  /** The active record that holds the value, when it is taken. */
  dipakai_oleh: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }).nullable(),
});
export type MasterValidasiResponse = z.infer<typeof masterValidasiResponseSchema>;

/** Integer rupiah, as every tariff and price (spec §9: no fractions of a rupiah). */
export const rupiahSchema = angkaDariTeks(
  z
    .number({ message: 'Nominal harus angka' })
    .int('Nominal harus bilangan bulat rupiah')
    .min(0, 'Nominal tidak boleh negatif')
    .max(1_000_000_000_000, 'Nominal terlalu besar'),
);

export type Hari = (typeof HARI)[number];
export const hariSchema = z.enum(HARI, { message: 'Hari tidak valid' });

/** The weekday of a moment in Asia/Jakarta, as the schedule names it. */
export function hariDari(waktu: MasukanTanggal): Hari {
  return HARI[bagianJakarta(waktu).hari] as Hari;
}

// Dates and clock times live in platform/kalender.ts; re-exported here, where the modules import them.
export { jamSchema, tanggalOpsional, tanggalSchema } from '../platform/kalender.ts';
