import { z } from 'zod';
import { JENIS_KUNJUNGAN } from '../format/kunjungan.ts';
import { teksOpsionalMaks } from '../kunjungan/bidang.ts';
import { tandaVitalSchema } from '../pelayanan/tanda-vital.ts';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { waktuOpsional, waktuSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { KESADARAN_NEWS } from './ranap.ts';
import {
  ASAL_TRANSISI,
  ITEM_ALDRETE,
  ITEM_STEWARD,
  SKALA_PULIH,
  STATUS_TRANSISI,
  TUJUAN_TRANSISI,
} from './transisi.ts';

/** The post-procedure transition room (docs/ranap/transisi.md): arrival, vitals, scores, leaving. */
const tags = ['Ruang Transisi'];

const teksWajib = (max: number, label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

// --- Arrival ---------------------------------------------------------------------------------

/** GET /transisi/layanan: a patient's active layanan to receive, by name or No. RM. */
export const cariLayananTransisiQuerySchema = z.object({
  search: z
    .string({ message: 'Kata kunci tidak valid' })
    .trim()
    .min(2, 'Ketik minimal 2 huruf nama atau No. RM')
    .max(100, 'Kata kunci maksimal 100 karakter'),
});

export const layananTransisiSchema = z.object({
  layanan_uid: z.string(),
  jenis: z.enum(JENIS_KUNJUNGAN),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    umur: z.string(),
  }),
  /** The clinic, the IGD, or for a stay the ward, room and bed. */
  unit: z.string(),
  tanggal: z.string(),
  dokter: z.string().nullable(),
  /** The scale this patient would be scored with by age (Steward under 12 years). */
  skala_usia: z.enum(SKALA_PULIH),
  /** Already in the room: another arrival for this layanan is refused. */
  sedang_di_transisi: z.boolean(),
});
export type LayananTransisi = z.infer<typeof layananTransisiSchema>;

/** POST /transisi: the patient arrives in the room. */
export const terimaTransisiInputSchema = z
  .object({
    layanan_uid: z.uuid({ message: 'Layanan pasien wajib dipilih' }),
    asal: z.enum(ASAL_TRANSISI, { message: 'Asal wajib dipilih: operasi atau tindakan' }),
    /**
     * The theatre's operation the patient comes from (GET /transisi/dari-operasi): it must be
     * SELESAI and the layanan's patient's, and is received once (unique index).
     */
    operasi_uid: z
      .uuid({ message: 'Operasi tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    prosedur: teksWajib(200, 'Tindakan/jenis anestesi'),
    /** The moment of arrival; now when left out. */
    masuk_pada: waktuOpsional('Waktu masuk'),
    /** Leave out to score by age (Steward under 12 years). */
    skala: z
      .union([z.literal(''), z.enum(SKALA_PULIH)], { message: 'Skala skor tidak valid' })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((x, ctx) => {
    if (x.operasi_uid && x.asal !== 'OPERASI')
      ctx.addIssue({
        code: 'custom',
        path: ['asal'],
        message: 'Pasien dari kamar operasi diterima dengan asal "Pasca operasi"',
      });
  });
export type TerimaTransisiInput = z.infer<typeof terimaTransisiInputSchema>;

/** GET /transisi/dari-operasi: an operation finished in the last 24 hours, not yet received. */
export const operasiSiapTransisiSchema = z.object({
  operasi_uid: z.string(),
  kode_booking: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    umur: z.string(),
  }),
  /** The operative tariff item's name ('Apendektomi'). */
  tindakan: z.string(),
  /** The anaesthesia's label ('Spinal'). */
  jenis_anestesi: z.string(),
  /** The text the arrival is prefilled with: 'Apendektomi, anestesi spinal'. */
  prosedur: z.string(),
  /** The theatre ('OK 1'). */
  kamar: z.string(),
  selesai_pada: z.string(),
  /** Where to receive: the patient's stay still in, else the layanan the operation was booked from. */
  layanan: z.object({ uid: z.string(), jenis: z.enum(JENIS_KUNJUNGAN), unit: z.string() }),
  /** The scale by age at this moment (Steward under 12 years). */
  skala_usia: z.enum(SKALA_PULIH),
  /** That layanan already has a record open in the room (received without the operation). */
  sedang_di_transisi: z.boolean(),
});
export type OperasiSiapTransisi = z.infer<typeof operasiSiapTransisiSchema>;

// --- Vitals ----------------------------------------------------------------------------------

const v = tandaVitalSchema.shape;

/** POST /transisi/:uid/vital: one set, with the ranges of the clinic's vital signs. */
export const vitalTransisiInputSchema = z
  .object({
    waktu: waktuSchema('Waktu pemeriksaan'),
    td_sistolik: v.td_sistolik,
    td_diastolik: v.td_diastolik,
    nadi: v.nadi,
    respirasi: v.respirasi,
    suhu: v.suhu,
    spo2: v.spo2,
    skala_nyeri: z
      .number({ message: 'Skala nyeri harus berupa angka' })
      .int('Skala nyeri harus bilangan bulat')
      .min(0, 'Skala nyeri 0–10')
      .max(10, 'Skala nyeri 0–10')
      .nullish(),
    kesadaran: z
      .union([z.literal(''), z.enum(KESADARAN_NEWS)], { message: 'Kesadaran tidak valid' })
      .nullish()
      .transform((k) => (k ? k : null)),
    catatan: teksOpsionalMaks(500, 'Catatan'),
  })
  .superRefine((x, ctx) => {
    const ada = (n: unknown) => n !== null && n !== undefined;
    if (ada(x.td_sistolik) !== ada(x.td_diastolik))
      ctx.addIssue({
        code: 'custom',
        path: [ada(x.td_sistolik) ? 'td_diastolik' : 'td_sistolik'],
        message: 'Isi tekanan darah sistolik dan diastolik bersama',
      });
    else if (ada(x.td_sistolik) && (x.td_diastolik ?? 0) >= (x.td_sistolik ?? 0))
      ctx.addIssue({
        code: 'custom',
        path: ['td_diastolik'],
        message: 'Tekanan darah diastolik harus lebih kecil dari sistolik',
      });
    const ukur = [x.td_sistolik, x.nadi, x.respirasi, x.suhu, x.spo2, x.skala_nyeri, x.kesadaran];
    if (!ukur.some(ada))
      ctx.addIssue({ code: 'custom', path: ['nadi'], message: 'Isi minimal satu hasil pemeriksaan' });
  });
export type VitalTransisiInput = z.infer<typeof vitalTransisiInputSchema>;

export const vitalTransisiSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  td_sistolik: z.number().int().nullable(),
  td_diastolik: z.number().int().nullable(),
  nadi: z.number().int().nullable(),
  respirasi: z.number().int().nullable(),
  suhu: z.number().nullable(),
  spo2: z.number().int().nullable(),
  skala_nyeri: z.number().int().nullable(),
  kesadaran: z.enum(KESADARAN_NEWS).nullable(),
  catatan: z.string().nullable(),
  nama_petugas: z.string(),
});
export type VitalTransisi = z.infer<typeof vitalTransisiSchema>;

// --- Scores ----------------------------------------------------------------------------------

const nilaiItem = (label: string) =>
  z.union([z.literal(0), z.literal(1), z.literal(2)], { message: `${label} wajib dipilih (0, 1 atau 2)` });

const rincianAldrete = z.object(
  Object.fromEntries(ITEM_ALDRETE.map((i) => [i.kunci, nilaiItem(i.label)])) as Record<
    (typeof ITEM_ALDRETE)[number]['kunci'],
    ReturnType<typeof nilaiItem>
  >,
  { message: 'Nilai skor wajib diisi' },
);
const rincianSteward = z.object(
  Object.fromEntries(ITEM_STEWARD.map((i) => [i.kunci, nilaiItem(i.label)])) as Record<
    (typeof ITEM_STEWARD)[number]['kunci'],
    ReturnType<typeof nilaiItem>
  >,
  { message: 'Nilai skor wajib diisi' },
);

/** POST /transisi/:uid/skor: the items of the record's scale; the total is the server's. */
export const skorTransisiInputSchema = z.discriminatedUnion(
  'skala',
  [
    z.object({ skala: z.literal('ALDRETE'), rincian: rincianAldrete }),
    z.object({ skala: z.literal('STEWARD'), rincian: rincianSteward }),
  ],
  { message: 'Skala skor wajib dipilih: ALDRETE atau STEWARD' },
);
export type SkorTransisiInput = z.infer<typeof skorTransisiInputSchema>;

export const skorTransisiSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  skala: z.enum(SKALA_PULIH),
  rincian: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  minimal: z.number().int(),
  maksimal: z.number().int(),
  memenuhi: z.boolean(),
  nama_petugas: z.string(),
});
export type SkorTransisi = z.infer<typeof skorTransisiSchema>;

// --- Leaving ---------------------------------------------------------------------------------

/**
 * POST /transisi/:uid/keluar. Below the criterion (or unscored) only a doctor may send the
 * patient on, with `alasan_override`.
 */
export const keluarTransisiInputSchema = z.object({
  tujuan: z.enum(TUJUAN_TRANSISI, { message: 'Tujuan wajib dipilih: bangsal, ICU atau pulang' }),
  catatan: teksOpsionalMaks(500, 'Catatan serah terima'),
  alasan_override: z
    .string()
    .trim()
    .max(500, 'Alasan maksimal 500 karakter')
    .nullish()
    .transform((a) => (a ? a : null))
    .refine((a) => a === null || a.length >= 5, 'Alasan minimal 5 karakter'),
});
export type KeluarTransisiInput = z.infer<typeof keluarTransisiInputSchema>;

// --- The record ------------------------------------------------------------------------------

export const transisiSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  jenis_layanan: z.enum(JENIS_KUNJUNGAN),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    umur: z.string(),
  }),
  unit: z.string(),
  asal: z.enum(ASAL_TRANSISI),
  operasi_uid: z.string().nullable(),
  prosedur: z.string(),
  skala: z.enum(SKALA_PULIH),
  masuk_pada: z.string(),
  nama_penerima: z.string(),
  status: z.enum(STATUS_TRANSISI),
  /** Minutes in the room: up to now, or up to leaving. */
  menit_di_ruang: z.number().int(),
  /** While in the room: when the next vitals are due and whether that has passed. */
  vital_berikut: z.object({ jatuh_tempo: z.string(), terlambat: z.boolean() }).nullable(),
  vital_terakhir: z.string().nullable(),
  skor_terakhir: skorTransisiSchema.nullable(),
  keluar_pada: z.string().nullable(),
  tujuan: z.enum(TUJUAN_TRANSISI).nullable(),
  nama_pengirim: z.string().nullable(),
  catatan_keluar: z.string().nullable(),
  /** A doctor sent the patient on below the criterion. */
  override: z.object({ alasan: z.string(), nama: z.string() }).nullable(),
  /** The recovery-room observation charged when the patient left, or why nothing was. */
  tagihan: z.object({ kode: z.string(), nama: z.string(), total: z.number().int() }).nullable(),
  tarif_kosong: z.boolean(),
});
export type Transisi = z.infer<typeof transisiSchema>;

export const detailTransisiSchema = transisiSchema.extend({
  /** Oldest first (the chart's order). */
  vital: z.array(vitalTransisiSchema),
  /** Oldest first. */
  skor: z.array(skorTransisiSchema),
  /** For this caller (the server checks again). */
  boleh: z.object({ tulis: z.boolean(), override: z.boolean(), pindah_kamar: z.boolean() }),
});
export type DetailTransisi = z.infer<typeof detailTransisiSchema>;

export const daftarTransisiQuerySchema = z.object({
  status: z
    .union([z.literal(''), z.enum(STATUS_TRANSISI)], { message: 'Status tidak valid' })
    .optional()
    .transform((s) => (s ? s : 'OBSERVASI')),
});

const IZIN_TULIS = 'transisi:write' as const;
const TOLAK_TULIS = 'Hanya perawat atau dokter ruang transisi yang dapat mengisi catatan ini';

export const transisiApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/transisi',
    permission: 'transisi:read',
    tags,
    summary: 'Pasien di ruang transisi (OBSERVASI) atau yang sudah keluar hari ini (SELESAI)',
    query: daftarTransisiQuerySchema,
    responses: { 200: z.object({ respon: z.array(transisiSchema) }) },
    galat: [400, 403],
  }),
  cariLayanan: kontrak({
    method: 'GET',
    path: '/transisi/layanan',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary: 'Mencari layanan aktif pasien (rawat inap, rawat jalan hari ini, IGD) untuk diterima',
    query: cariLayananTransisiQuerySchema,
    responses: { 200: z.object({ respon: z.array(layananTransisiSchema) }) },
    galat: [400, 403],
  }),
  dariOperasi: kontrak({
    method: 'GET',
    path: '/transisi/dari-operasi',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary: 'Operasi yang selesai dalam 24 jam terakhir dan pasiennya belum diterima di ruang transisi',
    responses: { 200: z.object({ respon: z.array(operasiSiapTransisiSchema) }) },
    galat: [403],
  }),
  perOperasi: kontrak({
    method: 'GET',
    path: '/transisi/operasi/:uid',
    permission: 'transisi:read',
    tags,
    summary: 'Catatan ruang transisi sebuah operasi (null bila pasien belum diterima)',
    params: uidParamSchema,
    responses: { 200: z.object({ respon: transisiSchema.nullable() }) },
    galat: [400, 403],
  }),
  terima: kontrak({
    method: 'POST',
    path: '/transisi',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary: 'Menerima pasien pasca operasi/tindakan di ruang transisi (satu catatan terbuka per layanan)',
    body: terimaTransisiInputSchema,
    responses: { 201: itemEnvelope(detailTransisiSchema) },
    galat: [400, 403, 404, 409],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/transisi/:uid',
    permission: 'transisi:read',
    tags,
    summary: 'Catatan ruang transisi: tanda vital, skor pulih, tujuan keluar',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(detailTransisiSchema) },
    galat: [400, 403, 404],
  }),
  vital: kontrak({
    method: 'POST',
    path: '/transisi/:uid/vital',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary: 'Mencatat tanda vital (tiap 15 menit)',
    params: uidParamSchema,
    body: vitalTransisiInputSchema,
    responses: { 201: itemEnvelope(detailTransisiSchema) },
    galat: [400, 403, 404, 409],
  }),
  skor: kontrak({
    method: 'POST',
    path: '/transisi/:uid/skor',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary: 'Mencatat skor Aldrete (dewasa) atau Steward (anak); total dan kriteria dihitung server',
    params: uidParamSchema,
    body: skorTransisiInputSchema,
    responses: { 201: itemEnvelope(detailTransisiSchema) },
    galat: [400, 403, 404, 409],
  }),
  keluar: kontrak({
    method: 'POST',
    path: '/transisi/:uid/keluar',
    permission: IZIN_TULIS,
    pesanTolak: TOLAK_TULIS,
    tags,
    summary:
      'Memindahkan pasien keluar ruang transisi (bangsal, ICU, pulang); di bawah kriteria hanya dokter dengan alasan',
    params: uidParamSchema,
    body: keluarTransisiInputSchema,
    responses: { 200: itemEnvelope(detailTransisiSchema) },
    galat: [400, 403, 404, 409],
  }),
  cetak: kontrak({
    method: 'GET',
    path: '/transisi/:uid/catatan.pdf',
    permission: 'transisi:read',
    tags,
    summary: 'Lembar catatan ruang pemulihan (PDF A4)',
    params: uidParamSchema,
    galat: [400, 403, 404],
    batas: 'pdf',
  }),
};
