import { z } from 'zod';
import { JENIS_POLI } from '../master/poli.ts';
import { angkaDariTeks, pagingQuerySchema } from '../platform/common.ts';
import { JENIS_LOG_PASIEN, type JenisLogPasien, logPasienSchema } from './log-pasien.ts';
import { jenisResumeSchema, STATUS_RESUME } from './resume.ts';

export const pasienRmParamSchema = z.object({ pasien_uid: z.uuid({ message: 'pasien_uid harus uid' }) });

/** GET /rm/:pasien_uid: the header of the medical record. */
export const rmPasienSchema = z.object({
  uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  tanggal_lahir: z.string(),
  umur: z.string(),
  golongan_darah: z.string().nullable(),
  alergi: z.array(z.string()),
  nik_tersamar: z.string().nullable(),
  no_bpjs: z.string().nullable(),
  alamat_singkat: z.string(),
  status: z.string(),
  /** The record this one was merged into, when it was a duplicate. */
  digabung_ke: z.string().nullable(),
  jumlah_kunjungan: z.number().int(),
  kunjungan_terakhir: z.object({ tanggal: z.string(), poli: z.string() }).nullable(),
});
export type RmPasien = z.infer<typeof rmPasienSchema>;

/** GET /rm/:pasien_uid/kunjungan: one row per layanan (a clinic within a visit), newest first. */
export const rmKunjunganSchema = z.object({
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  tanggal: z.string(),
  status: z.string(),
  poli: z.object({ nama: z.string(), jenis: z.enum(JENIS_POLI) }),
  dokter: z.string().nullable(),
  penjamin: z.string(),
  diagnosis_utama: z.object({ kode: z.string(), nama: z.string() }).nullable(),
  resume: z
    .object({ jenis: jenisResumeSchema, status: z.enum(STATUS_RESUME), nomor: z.string().nullable() })
    .nullable(),
});
export type RmKunjungan = z.infer<typeof rmKunjunganSchema>;
export const rmKunjunganQuerySchema = pagingQuerySchema.pick({ offset: true, limit: true });

/**
 * GET /rm/:pasien_uid/timeline. Keyset paging: `sebelum` is the `berikutnya` cursor of the page
 * before (opaque); `jenis` one or more log types, comma separated; `layanan_uid` one visit.
 */
export const rmTimelineQuerySchema = z.object({
  // `<microseconds>_<log id>`; the id is an int4 column, so a larger one is refused here, not
  // answered 500 by the database ("integer out of range").
  sebelum: z
    .string()
    .regex(/^\d{1,18}_\d{1,10}$/, 'Kursor halaman tidak valid')
    .refine((v) => Number(v.split('_')[1]) <= 2_147_483_647, 'Kursor halaman tidak valid')
    .optional(),
  jenis: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const daftar = [
        ...new Set(
          v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      const salah = daftar.find((j) => !(JENIS_LOG_PASIEN as readonly string[]).includes(j));
      if (salah) {
        ctx.addIssue({ code: 'custom', message: `Jenis log tidak dikenal: ${salah}` });
        return z.NEVER;
      }
      return daftar as JenisLogPasien[];
    }),
  layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }).optional(),
  limit: angkaDariTeks(
    z
      .number({ message: 'limit harus angka' })
      .int()
      .min(1, 'limit minimal 1')
      .max(100, 'limit maksimal 100')
      .default(30),
  ),
});
export type RmTimelineQuery = z.output<typeof rmTimelineQuerySchema>;

export const entriTimelineSchema = logPasienSchema.extend({ poli: z.string().nullable() });
export type EntriTimeline = z.infer<typeof entriTimelineSchema>;

export const rmTimelineSchema = z.object({
  respon: z.array(entriTimelineSchema),
  metadata: z.object({ limit: z.number().int(), berikutnya: z.string().nullable() }),
});
export type RmTimeline = z.infer<typeof rmTimelineSchema>;
