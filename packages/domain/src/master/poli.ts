import { z } from 'zod';
import { NAMA_POLI_IGD } from '../format/kunjungan.ts';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  teksOpsional,
} from './common.ts';

/**
 * What a polyclinic is for. The emergency room is the clinic named IGD (spec §4 derives the
 * visit type from that name), so its kind and its name go together; hemodialysis is a room of
 * its own with its own queue (/list-hd).
 *
 * RAWAT_INAP is the one unit that stays hang on (created by migration 0015, never registered into
 * at the desk): the ward, room and bed of a stay live in rawat_inap (docs/ranap.md).
 */
export const JENIS_POLI = ['RAWAT_JALAN', 'IGD', 'HEMODIALISA', 'RAWAT_INAP'] as const;
export type JenisPoli = (typeof JENIS_POLI)[number];
export const LABEL_JENIS_POLI: Record<JenisPoli, string> = {
  RAWAT_JALAN: 'Rawat Jalan',
  IGD: 'Gawat Darurat',
  HEMODIALISA: 'Hemodialisa',
  RAWAT_INAP: 'Rawat Inap',
};

/** The kinds with a queue, and the only ones the clinic master may create (the ward unit is not). */
export type JenisPoliAntrian = Exclude<JenisPoli, 'RAWAT_INAP'>;
export const JENIS_POLI_MASTER = JENIS_POLI.filter((j) => j !== 'RAWAT_INAP') as JenisPoliAntrian[];

export const poliInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    jenis: z.enum(JENIS_POLI_MASTER, { message: 'Jenis poliklinik wajib dipilih' }),
    /** The letter(s) before the queue number: 'A' → A-012. Unique among active clinics. */
    prefix_antrian: z
      .string({ message: 'Prefix antrian wajib diisi' })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{1,2}$/, 'Prefix antrian 1–2 huruf (A–Z)')),
    /** Poli code in BPJS VClaim (e.g. INT, ANA, OBG); needed for SEP of BPJS visits. */
    kode_bpjs: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{0,5}$/, 'Kode poli BPJS 3–5 huruf/angka'))
      .nullish()
      .transform((v) => (v ? v : null)),
    lokasi: teksOpsional(150, 'Lokasi'),
    keterangan: keteranganSchema,
    /**
     * The doctor waits for the nurse's assessment before taking a patient (docs/antrian.md).
     * Omitted: a new clinic gets the default (on), an edit keeps what was stored.
     */
    wajib_asesmen_perawat: z.boolean({ message: 'Pengaturan asesmen perawat tidak valid' }).optional(),
  })
  .superRefine((v, ctx) => {
    const namaIgd = v.nama.trim().toUpperCase() === NAMA_POLI_IGD;
    if (namaIgd && v.jenis !== 'IGD')
      ctx.addIssue({
        code: 'custom',
        path: ['jenis'],
        message: 'Poliklinik bernama IGD harus berjenis Gawat Darurat',
      });
    if (!namaIgd && v.jenis === 'IGD')
      ctx.addIssue({
        code: 'custom',
        path: ['nama'],
        message:
          "Poliklinik Gawat Darurat harus bernama 'IGD' agar kunjungannya tercatat sebagai gawat darurat",
      });
  });
export type PoliInput = z.infer<typeof poliInputSchema>;

export const poliSchema = masterDasarSchema.extend({
  jenis: z.enum(JENIS_POLI),
  prefix_antrian: z.string(),
  kode_bpjs: z.string().nullable(),
  lokasi: z.string().nullable(),
  keterangan: z.string().nullable(),
  wajib_asesmen_perawat: z.boolean(),
});
export type Poli = z.infer<typeof poliSchema>;

export const poliListQuerySchema = masterListQuerySchema.extend({
  jenis: z.enum(JENIS_POLI, { message: 'Jenis poliklinik tidak valid' }).optional(),
});
export type PoliListQuery = z.infer<typeof poliListQuerySchema>;
