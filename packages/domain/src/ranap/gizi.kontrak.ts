/** Contracts of the inpatient area 'gizi': diet orders, the kitchen's list, the nursing handover (docs/ranap/gizi.md). */
import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { bagianJakarta } from '../format/tanggal.ts';
import { teksOpsional } from '../master/common.ts';
import { itemEnvelope, listEnvelope } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { BENTUK_DIET, SHIFT_RANAP, type ShiftRanap, STATUS_DIET, WAKTU_MAKAN } from './ranap.ts';

const tags = ['Rawat Inap – Gizi & Serah Terima'];

/** What the doctor may pick from; any other diet may be typed (jenis_diet is free text). */
export const SARAN_JENIS_DIET = [
  'Diet Biasa',
  'Diet DM 1500 kkal',
  'Diet DM 1700 kkal',
  'Diet DM 1900 kkal',
  'Diet Rendah Garam II',
  'Diet Rendah Garam III',
  'Diet Jantung',
  'Diet Lambung',
  'Diet TKTP',
  'Diet Rendah Protein',
  'Diet Rendah Lemak',
  'Diet Hati',
  'Diet Rendah Purin',
  'Puasa',
] as const;

/** The shift a moment falls in (Jakarta): PAGI 07–14, SIANG 14–21, MALAM 21–07 dated by the evening it starts. */
export function shiftPada(d: Date): { tanggal: string; shift: ShiftRanap } {
  const b = bagianJakarta(d);
  const jam = b.jam;
  const tanggal = `${b.tahun}-${String(b.bulan).padStart(2, '0')}-${String(b.tanggal).padStart(2, '0')}`;
  if (jam >= 7 && jam < 14) return { tanggal, shift: 'PAGI' };
  if (jam >= 14 && jam < 21) return { tanggal, shift: 'SIANG' };
  if (jam >= 21) return { tanggal, shift: 'MALAM' };
  // 00:00–06:59 belongs to the night shift that began the evening before.
  const kemarin = new Date(Date.UTC(b.tahun, b.bulan - 1, b.tanggal - 1));
  return { tanggal: kemarin.toISOString().slice(0, 10), shift: 'MALAM' };
}

// The night shift ends at 07:00 the next morning: hour 31 of the day it starts.
const JAM_SHIFT: Record<ShiftRanap, readonly [number, number]> = {
  PAGI: [7, 14],
  SIANG: [14, 21],
  MALAM: [21, 31],
};

/** Start and end of a shift as instants ('YYYY-MM-DD' of the day it starts). */
export function rentangShift(tanggal: string, shift: ShiftRanap): { mulai: Date; selesai: Date } {
  const awal = new Date(`${tanggal}T00:00:00+07:00`).getTime();
  const [dari, sampai] = JAM_SHIFT[shift];
  return { mulai: new Date(awal + dari * 3600_000), selesai: new Date(awal + sampai * 3600_000) };
}

/** When a meal is served (Jakarta), for deciding who is on the ward for it. */
export const JAM_WAKTU_MAKAN = {
  PAGI: 7,
  SELINGAN_PAGI: 10,
  SIANG: 12,
  SELINGAN_SORE: 15,
  MALAM: 18,
} as const;

const bentukSchema = z.enum(BENTUK_DIET, { message: 'Bentuk makanan wajib dipilih' });
const waktuMakanSchema = z
  .array(z.enum(WAKTU_MAKAN, { message: 'Waktu makan tidak dikenal' }), {
    message: 'Waktu makan wajib dipilih',
  })
  .min(1, 'Pilih minimal satu waktu makan')
  .transform((v) => WAKTU_MAKAN.filter((w) => v.includes(w)));
const jenisDietSchema = z
  .string({ message: 'Jenis diet wajib diisi' })
  .trim()
  .min(2, 'Jenis diet wajib diisi')
  .max(100, 'Jenis diet maksimal 100 karakter');

/** POST /ranap/perawatan/:layanan_uid/diet: the doctor's request. */
export const dietInputSchema = z.object({
  jenis_diet: jenisDietSchema,
  bentuk: bentukSchema,
  pantangan: teksOpsional(300, 'Pantangan'),
  waktu_makan: waktuMakanSchema,
  catatan: teksOpsional(500, 'Catatan'),
  mulai: tanggalSchema,
});
export type DietInput = z.input<typeof dietInputSchema>;

/** PUT …/diet/:uid/tetapkan: the nutritionist may adjust type, texture, restrictions, meals. */
export const tetapkanDietSchema = z.object({
  jenis_diet: jenisDietSchema.optional(),
  bentuk: bentukSchema.optional(),
  pantangan: teksOpsional(300, 'Pantangan'),
  waktu_makan: waktuMakanSchema.optional(),
  catatan: teksOpsional(500, 'Catatan'),
});
export type TetapkanDietInput = z.input<typeof tetapkanDietSchema>;

export const dietSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  status: z.enum(STATUS_DIET),
  jenis_diet: z.string(),
  bentuk: z.enum(BENTUK_DIET),
  pantangan: z.string().nullable(),
  waktu_makan: z.array(z.enum(WAKTU_MAKAN)),
  catatan: z.string().nullable(),
  mulai: z.string(),
  diminta_oleh: z.string().nullable(),
  diminta_pada: z.string(),
  ditetapkan_oleh: z.string().nullable(),
  ditetapkan_pada: z.string().nullable(),
  dihentikan_pada: z.string().nullable(),
});
export type Diet = z.infer<typeof dietSchema>;

const layananParams = z.object({ layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }) });
const dietParams = layananParams.extend({ uid: z.uuid({ message: 'uid diet tidak valid' }) });

/** The state of a patient's food for one meal on the kitchen's list. */
export const STATUS_DAPUR = ['AKTIF', 'BELUM_ADA', 'TIDAK_DIJADWALKAN'] as const;
export type StatusDapur = (typeof STATUS_DAPUR)[number];

export const daftarDapurQuerySchema = z.object({
  tanggal: tanggalSchema.optional(),
  waktu_makan: z.enum(WAKTU_MAKAN, { message: 'Waktu makan tidak dikenal' }).optional(),
  ruangan_uid: z.uuid({ message: 'Ruangan tidak valid' }).optional(),
});

const dietRingkasSchema = z.object({
  uid: z.string(),
  jenis_diet: z.string(),
  bentuk: z.enum(BENTUK_DIET),
  pantangan: z.string().nullable(),
  waktu_makan: z.array(z.enum(WAKTU_MAKAN)),
  catatan: z.string().nullable(),
});

export const pasienDapurSchema = z.object({
  layanan_uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  umur: z.string(),
  kamar: z.string(),
  bed: z.string(),
  alergi: z.array(z.string()),
  status: z.enum(STATUS_DAPUR),
  diet: dietRingkasSchema.nullable(),
  /** A request the nutritionist has not yet set. */
  diminta: dietRingkasSchema.extend({ diminta_pada: z.string() }).nullable(),
});
export type PasienDapur = z.infer<typeof pasienDapurSchema>;

export const ruanganDapurSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  pasien: z.array(pasienDapurSchema),
  /** Portions per diet type (served patients only), most first. */
  rekap: z.array(z.object({ jenis_diet: z.string(), jumlah: z.number().int() })),
});
export type RuanganDapur = z.infer<typeof ruanganDapurSchema>;

export const daftarDapurSchema = z.object({
  tanggal: z.string(),
  waktu_makan: z.enum(WAKTU_MAKAN),
  ruangan: z.array(ruanganDapurSchema),
});
export type DaftarDapur = z.infer<typeof daftarDapurSchema>;

export const serahTerimaQuerySchema = z.object({
  ruangan_uid: z.uuid({ message: 'Ruangan wajib dipilih' }),
  tanggal: tanggalSchema.optional(),
  shift: z.enum(SHIFT_RANAP, { message: 'Shift tidak dikenal' }).optional(),
});

export const serahTerimaInputSchema = z
  .object({
    layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }),
    tanggal: tanggalSchema,
    shift: z.enum(SHIFT_RANAP, { message: 'Shift wajib dipilih' }),
    situasi: teksOpsional(1000, 'Situasi'),
    latar: teksOpsional(1000, 'Latar belakang'),
    penilaian: teksOpsional(1000, 'Penilaian'),
    rekomendasi: teksOpsional(1000, 'Rekomendasi'),
  })
  .refine((v) => v.situasi || v.latar || v.penilaian || v.rekomendasi, {
    message: 'Isi minimal satu bagian SBAR',
    path: ['situasi'],
  });
export type SerahTerimaInput = z.input<typeof serahTerimaInputSchema>;

export const sbarSchema = z.object({
  uid: z.string(),
  situasi: z.string().nullable(),
  latar: z.string().nullable(),
  penilaian: z.string().nullable(),
  rekomendasi: z.string().nullable(),
  nama_petugas: z.string(),
  waktu: z.string(),
});
export type Sbar = z.infer<typeof sbarSchema>;

export const pasienSerahTerimaSchema = z.object({
  layanan_uid: z.string(),
  no_rm: z.string(),
  nama: z.string(),
  jenis_kelamin: z.string(),
  umur: z.string(),
  kamar: z.string(),
  bed: z.string(),
  alergi: z.array(z.string()),
  hari_rawat: z.number().int(),
  dpjp: z.string().nullable(),
  diagnosis: z.string().nullable(),
  observasi: z
    .object({
      waktu: z.string(),
      suhu: z.number().nullable(),
      nadi: z.number().nullable(),
      napas: z.number().nullable(),
      sistol: z.number().nullable(),
      diastol: z.number().nullable(),
      spo2: z.number().nullable(),
      oksigen: z.boolean(),
      kesadaran: z.string().nullable(),
      news2: z.number().nullable(),
    })
    .nullable(),
  obat: z.array(
    z.object({ nama_obat: z.string(), dosis: z.string(), rute: z.string(), jam: z.array(z.string()) }),
  ),
  diet: z.string().nullable(),
  /** Orders, results and procedures of the last 24 hours (the patient's timeline). */
  kejadian: z.array(z.object({ waktu: z.string(), jenis: z.string(), ringkasan: z.string() })),
  sbar: sbarSchema.nullable(),
});
export type PasienSerahTerima = z.infer<typeof pasienSerahTerimaSchema>;

export const serahTerimaSchema = z.object({
  ruangan: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  tanggal: z.string(),
  shift: z.enum(SHIFT_RANAP),
  pasien: z.array(pasienSerahTerimaSchema),
});
export type SerahTerima = z.infer<typeof serahTerimaSchema>;

/** Stopping a diet: the doctor or the nutritionist. */
const HENTI_DIET = anyOf(['asesmen.medis:write', 'ranap.gizi:write']);

export const dietApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/diet',
    permission: 'ranap:read',
    tags,
    summary: 'Riwayat order diet perawatan inap, terbaru dahulu (paling banyak satu AKTIF)',
    params: layananParams,
    responses: { 200: listEnvelope(dietSchema) },
    galat: [400, 403, 404],
  }),
  minta: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/diet',
    permission: 'asesmen.medis:write',
    pesanTolak: 'Hanya dokter yang dapat meminta diet',
    tags,
    summary: 'Dokter meminta diet (DIMINTA); permintaan lain yang belum ditetapkan diganti',
    params: layananParams,
    body: dietInputSchema,
    responses: { 201: itemEnvelope(dietSchema) },
    galat: [400, 403, 404, 409],
  }),
  // The nutritionist orders a diet herself (after her assessment), in force at once (docs/ranap/gizi.md).
  atur: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/diet/atur',
    permission: 'ranap.gizi:write',
    pesanTolak: 'Hanya ahli gizi yang dapat menetapkan diet',
    tags,
    summary:
      'Ahli gizi menetapkan diet baru langsung (AKTIF); diet aktif dan permintaan yang menunggu dihentikan',
    params: layananParams,
    body: dietInputSchema,
    responses: { 201: itemEnvelope(dietSchema) },
    galat: [400, 403, 404, 409],
  }),
  tetapkan: kontrak({
    method: 'PUT',
    path: '/ranap/perawatan/:layanan_uid/diet/:uid/tetapkan',
    permission: 'ranap.gizi:write',
    pesanTolak: 'Hanya ahli gizi yang dapat menetapkan diet',
    tags,
    summary: 'Ahli gizi menetapkan diet (AKTIF, boleh disesuaikan); diet aktif sebelumnya dihentikan',
    params: dietParams,
    body: tetapkanDietSchema,
    responses: { 200: itemEnvelope(dietSchema) },
    galat: [400, 403, 404, 409],
  }),
  hentikan: kontrak({
    method: 'PUT',
    path: '/ranap/perawatan/:layanan_uid/diet/:uid/hentikan',
    permission: HENTI_DIET,
    pesanTolak: 'Hanya dokter atau ahli gizi yang dapat menghentikan diet',
    tags,
    summary: 'Menghentikan diet aktif atau membatalkan permintaan diet',
    params: dietParams,
    responses: { 200: itemEnvelope(dietSchema) },
    galat: [400, 403, 404, 409],
  }),
  dapur: kontrak({
    method: 'GET',
    path: '/ranap/gizi/daftar-dapur',
    permission: 'ranap:read',
    tags,
    summary:
      'Daftar diet untuk dapur per ruangan dan waktu makan: pasien, kamar/bed, umur, diet aktif, bentuk, pantangan, alergi',
    query: daftarDapurQuerySchema,
    responses: { 200: itemEnvelope(daftarDapurSchema) },
    galat: [400, 403],
  }),
  dapurPdf: kontrak({
    method: 'GET',
    path: '/ranap/gizi/daftar-dapur.pdf',
    batas: 'pdf',
    permission: 'ranap:read',
    tags,
    summary:
      'Daftar diet untuk dapur (PDF A4) per ruangan dan waktu makan, dengan jumlah porsi per jenis diet',
    query: daftarDapurQuerySchema,
    galat: [400, 403],
  }),
};

export const serahTerimaApi = {
  baca: kontrak({
    method: 'GET',
    path: '/ranap/serah-terima',
    permission: 'ranap:read',
    tags,
    summary:
      'Serah terima shift satu ruangan: ringkasan otomatis tiap pasien (TTV + NEWS2, obat, diet, 24 jam terakhir) dan SBAR shift itu',
    query: serahTerimaQuerySchema,
    responses: { 200: itemEnvelope(serahTerimaSchema) },
    galat: [400, 403, 404],
  }),
  simpan: kontrak({
    method: 'PUT',
    path: '/ranap/serah-terima',
    permission: 'asesmen.keperawatan:write',
    pesanTolak: 'Hanya perawat yang dapat mengisi serah terima',
    tags,
    summary:
      'Menyimpan SBAR satu pasien untuk satu shift (satu baris per pasien per shift; disimpan ulang diperbarui)',
    body: serahTerimaInputSchema,
    responses: { 200: itemEnvelope(sbarSchema), 201: itemEnvelope(sbarSchema) },
    galat: [400, 403, 404, 409],
  }),
  pdf: kontrak({
    method: 'GET',
    path: '/ranap/serah-terima.pdf',
    batas: 'pdf',
    permission: 'ranap:read',
    tags,
    summary: 'Lembar serah terima shift satu ruangan (PDF A4)',
    query: serahTerimaQuerySchema,
    galat: [400, 403, 404],
  }),
};
