/** Contracts of the nutritionist's work on the ward: screening, ADIME, worklist, coverage (docs/ranap/gizi.md). */
import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { asesmenSchema } from '../pelayanan/asesmen.ts';
import { JENIS_SKRINING_GIZI, TINGKAT_RISIKO_GIZI } from '../pelayanan/skrining-gizi.ts';
import { itemEnvelope } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BENTUK_DIET, WAKTU_MAKAN } from './ranap.ts';

const tags = ['Rawat Inap – Asuhan Gizi'];

// The ward nurse screens on admission with the nursing permission; the nutritionist with theirs.
const SKRINING = anyOf(['ranap.gizi.asesmen:write', 'asesmen.keperawatan:write']);
// The coverage report is also management's and medical records' (who read the ward indicators).
const CAKUPAN = anyOf(['ranap.gizi.asesmen:write', 'ranap.indikator:read']);

const layananParams = z.object({ layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }) });

/** POST …/gizi/skrining: the kind the patient's age calls for, and its answers. */
export const skriningGiziInputSchema = z.object({
  jenis: z.enum(JENIS_SKRINING_GIZI, { message: 'Jenis skrining gizi tidak valid' }),
  isi: z.record(z.string(), z.unknown(), { message: 'Isi skrining wajib diisi' }),
});
export type SkriningGiziInput = z.input<typeof skriningGiziInputSchema>;

/** PUT …/gizi/adime: the ADIME content (checked by asesmenGiziSchema, errors under isi.*). */
export const adimeInputSchema = z.object({
  isi: z.record(z.string(), z.unknown(), { message: 'Isi asesmen gizi wajib diisi' }),
});

/** A stay's nutrition record: the tool for the age, the screenings (newest first), the ADIME. */
export const giziPerawatanSchema = z.object({
  alat: z.enum(JENIS_SKRINING_GIZI),
  umur: z.string(),
  skrining: z.array(asesmenSchema),
  adime: asesmenSchema.nullable(),
});
export type GiziPerawatan = z.infer<typeof giziPerawatanSchema>;

export const STATUS_SKRINING_GIZI = ['BELUM', 'RENDAH', 'BERISIKO'] as const;
export type StatusSkriningGizi = (typeof STATUS_SKRINING_GIZI)[number];

export const worklistGiziQuerySchema = z.object({
  ruangan_uid: z.uuid({ message: 'Ruangan tidak valid' }).optional(),
});

export const pasienGiziSchema = z.object({
  layanan_uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  umur: z.string(),
  kamar: z.string(),
  bed: z.string(),
  masuk_pada: z.string(),
  hari_rawat: z.number().int(),
  dpjp: z.string().nullable(),
  diagnosis: z.string().nullable(),
  alat: z.enum(JENIS_SKRINING_GIZI),
  status_skrining: z.enum(STATUS_SKRINING_GIZI),
  skrining: z
    .object({
      jenis: z.enum(JENIS_SKRINING_GIZI),
      skor: z.number().int(),
      tingkat: z.enum(TINGKAT_RISIKO_GIZI),
      waktu: z.string(),
      oleh: z.string(),
    })
    .nullable(),
  /** Not screened and more than 24 hours since admission. */
  lewat_24_jam: z.boolean(),
  adime: z.object({ waktu: z.string(), oleh: z.string() }).nullable(),
  diet: z.object({ uid: z.string(), jenis_diet: z.string(), bentuk: z.enum(BENTUK_DIET) }).nullable(),
  /** A doctor's request waiting to be set. */
  diet_diminta: z
    .object({
      uid: z.string(),
      jenis_diet: z.string(),
      bentuk: z.enum(BENTUK_DIET),
      pantangan: z.string().nullable(),
      waktu_makan: z.array(z.enum(WAKTU_MAKAN)),
      catatan: z.string().nullable(),
    })
    .nullable(),
});
export type PasienGizi = z.infer<typeof pasienGiziSchema>;

export const worklistGiziSchema = z.object({
  ruangan: z.array(
    z.object({ uid: z.string(), kode: z.string(), nama: z.string(), pasien: z.array(pasienGiziSchema) }),
  ),
});
export type WorklistGizi = z.infer<typeof worklistGiziSchema>;

export const cakupanGiziQuerySchema = z
  .object({ dari: tanggalSchema.optional(), sampai: tanggalSchema.optional() })
  .refine((v) => !v.dari || !v.sampai || v.dari <= v.sampai, {
    message: 'Tanggal sampai tidak boleh sebelum tanggal dari',
    path: ['sampai'],
  });

const barisCakupanSchema = z.object({
  admisi: z.number().int(),
  skrining_24_jam: z.number().int(),
  /** Percent screened within 24 h, one decimal; null without admissions. */
  persen_24_jam: z.number().nullable(),
  skrining: z.number().int(),
  berisiko: z.number().int(),
  adime: z.number().int(),
});
export type BarisCakupanGizi = z.infer<typeof barisCakupanSchema>;

export const cakupanGiziSchema = z.object({
  dari: z.string(),
  sampai: z.string(),
  ruangan: z.array(barisCakupanSchema.extend({ uid: z.string(), kode: z.string(), nama: z.string() })),
  total: barisCakupanSchema,
});
export type CakupanGizi = z.infer<typeof cakupanGiziSchema>;

export const asuhanGiziApi = {
  baca: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/gizi',
    permission: 'ranap:read',
    tags,
    summary: 'Skrining gizi (MST/STRONGkids sesuai umur) dan asesmen gizi ADIME perawatan inap',
    params: layananParams,
    responses: { 200: itemEnvelope(giziPerawatanSchema) },
    galat: [400, 403, 404],
  }),
  skrining: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/gizi/skrining',
    permission: SKRINING,
    pesanTolak: 'Hanya perawat atau ahli gizi yang dapat mengisi skrining gizi',
    tags,
    summary: 'Skrining gizi awal (MST dewasa, STRONGkids anak); skor dihitung server',
    params: layananParams,
    body: skriningGiziInputSchema,
    responses: { 201: itemEnvelope(asesmenSchema) },
    galat: [400, 403, 404, 409],
  }),
  adime: kontrak({
    method: 'PUT',
    path: '/ranap/perawatan/:layanan_uid/gizi/adime',
    permission: 'ranap.gizi.asesmen:write',
    pesanTolak: 'Hanya ahli gizi yang dapat mengisi asesmen gizi',
    tags,
    summary: 'Asesmen gizi ADIME (satu per perawatan; simpan ulang memperbarui)',
    params: layananParams,
    body: adimeInputSchema,
    responses: { 200: itemEnvelope(asesmenSchema), 201: itemEnvelope(asesmenSchema) },
    galat: [400, 403, 404, 409],
  }),
  worklist: kontrak({
    method: 'GET',
    path: '/ranap/gizi/pasien',
    permission: 'ranap.gizi.asesmen:write',
    tags,
    summary: 'Daftar kerja ahli gizi: pasien rawat inap per ruangan dengan status skrining, ADIME dan diet',
    query: worklistGiziQuerySchema,
    responses: { 200: itemEnvelope(worklistGiziSchema) },
    galat: [400, 403, 404],
  }),
  cakupan: kontrak({
    method: 'GET',
    path: '/ranap/gizi/cakupan',
    permission: CAKUPAN,
    tags,
    summary: 'Cakupan skrining gizi ≤ 24 jam per ruangan dalam periode admisi, jumlah berisiko dan ADIME',
    query: cakupanGiziQuerySchema,
    responses: { 200: itemEnvelope(cakupanGiziSchema) },
    galat: [400, 403],
  }),
};
