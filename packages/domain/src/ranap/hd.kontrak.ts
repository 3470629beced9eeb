/** Contracts of inpatient hemodialysis (/hd, docs/ranap/hd.md): the HD unit's sessions for stays. */
import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { teksOpsionalMaks } from '../kunjungan/bidang.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { asesmenSchema } from '../pelayanan/asesmen.ts';
import { KELAS_RANAP } from '../pelayanan/tindak-lanjut.ts';
import { itemEnvelope, listEnvelope, pagingQuerySchema, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { JENIS_ASESMEN_SESI_HD, SHIFT_HD, STATUS_SESI_HD } from './hd.ts';

const tags = ['Hemodialisa Rawat Inap'];

/** The HD unit's list and a session are read by the unit and by the ward of the patient. */
const BACA_HD = anyOf(['hd:read', 'ranap:read']);

// --- Ordering -------------------------------------------------------------------------------

/** GET /hd/pasien: current inpatients to order a session for, by name or No. RM. */
export const pasienHdQuerySchema = z.object({
  search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter').optional(),
});

export const pasienHdSchema = z.object({
  layanan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string(), umur: z.string() }),
  ruangan: z.string(),
  no_kamar: z.string(),
  no_bed: z.string(),
  dpjp: z.string().nullable(),
});
export type PasienHd = z.infer<typeof pasienHdSchema>;

/** POST /hd/sesi: the ward's or the unit's order of a session for a date and shift. */
export const jadwalHdInputSchema = z.object({
  layanan_uid: z.uuid({ message: 'Pasien rawat inap wajib dipilih' }),
  tanggal: tanggalSchema,
  shift: z.enum(SHIFT_HD, { message: 'Shift wajib dipilih' }),
  /** Urgent (hyperkalaemia, overload): charged with the cito item. */
  cito: z.boolean({ message: 'Cito harus ya atau tidak' }).default(false),
  /** The HD doctor (nephrologist) in charge, when known at ordering. */
  dokter_uid: z
    .uuid({ message: 'Dokter tidak valid' })
    .nullish()
    .transform((v) => v ?? null),
  /** The indication and anything the unit should know ('Hiperkalemia K 6,8; CDL femoral kanan'). */
  catatan: teksOpsionalMaks(500, 'Catatan order'),
});
export type JadwalHdInput = z.infer<typeof jadwalHdInputSchema>;

// --- A session ------------------------------------------------------------------------------

export const sesiHdSchema = z.object({
  uid: z.string(),
  tanggal: z.string(),
  shift: z.enum(SHIFT_HD),
  cito: z.boolean(),
  status: z.enum(STATUS_SESI_HD),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    umur: z.string(),
    alergi: z.array(z.string()),
  }),
  /** Where the patient lies now (the open bed segment), or the last bed after discharge. */
  letak: z
    .object({ ruangan: z.string(), no_kamar: z.string(), no_bed: z.string(), kelas: z.enum(KELAS_RANAP) })
    .nullable(),
  dpjp: z.string().nullable(),
  dokter_hd: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  catatan: z.string().nullable(),
  nama_pemesan: z.string(),
  dipesan_pada: z.string(),
  mulai_pada: z.string().nullable(),
  selesai_pada: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  /** Whether the HD nurse's session record is written. */
  ada_catatan: z.boolean(),
  /** The charge written when the session finished. */
  tagihan: z.object({ kode: z.string(), nama: z.string(), total: z.number().int() }).nullable(),
});
export type SesiHd = z.infer<typeof sesiHdSchema>;

/** A session with its two assessments: the HD nurse's record (KEPERAWATAN_HD) and the doctor's (MEDIS_HD). */
export const sesiHdDetailSchema = sesiHdSchema.extend({
  keperawatan: asesmenSchema.nullable(),
  medis: asesmenSchema.nullable(),
});
export type SesiHdDetail = z.infer<typeof sesiHdDetailSchema>;

export const sesiHdQuerySchema = pagingQuerySchema.extend({
  /** The day of the list; left out: every day (with layanan_uid: a stay's sessions). */
  tanggal: tanggalSchema.optional(),
  status: z.enum(STATUS_SESI_HD, { message: 'Status tidak valid' }).optional(),
  layanan_uid: z.uuid({ message: 'layanan_uid harus uid' }).optional(),
});
export type SesiHdQuery = z.infer<typeof sesiHdQuerySchema>;

/** PUT /hd/sesi/:uid/asesmen: the same assessment kinds and contents as at /list-hd. */
export const asesmenSesiHdInputSchema = z.object({
  jenis: z.enum(JENIS_ASESMEN_SESI_HD, { message: 'Jenis asesmen sesi HD tidak valid' }),
  isi: z.record(z.string(), z.unknown(), { message: 'Isi asesmen wajib diisi' }),
});
export type AsesmenSesiHdInput = z.infer<typeof asesmenSesiHdInputSchema>;

export const batalSesiHdInputSchema = z.object({
  alasan: z
    .string({ message: 'Alasan pembatalan wajib diisi' })
    .trim()
    .min(3, 'Alasan pembatalan wajib diisi')
    .max(300, 'Alasan maksimal 300 karakter'),
});

export const hdApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/hd/sesi',
    permission: BACA_HD,
    tags,
    summary: 'Daftar sesi hemodialisa pasien rawat inap (per tanggal, status, atau satu perawatan)',
    query: sesiHdQuerySchema,
    responses: { 200: listEnvelope(sesiHdSchema) },
    galat: [400, 403],
  }),
  pasien: kontrak({
    method: 'GET',
    path: '/hd/pasien',
    permission: 'hd:schedule',
    tags,
    summary: 'Pasien yang sedang dirawat, untuk dijadwalkan hemodialisa',
    query: pasienHdQuerySchema,
    responses: { 200: z.object({ respon: z.array(pasienHdSchema) }) },
    galat: [400, 403],
  }),
  jadwalkan: kontrak({
    method: 'POST',
    path: '/hd/sesi',
    permission: 'hd:schedule',
    tags,
    summary: 'Order/jadwal sesi HD untuk pasien rawat inap (satu sesi per perawatan per tanggal)',
    body: jadwalHdInputSchema,
    responses: { 201: itemEnvelope(sesiHdSchema) },
    galat: [400, 403, 404, 409],
  }),
  baca: kontrak({
    method: 'GET',
    path: '/hd/sesi/:uid',
    permission: BACA_HD,
    tags,
    summary: 'Satu sesi HD dengan catatan perawat HD dan asesmen medis HD',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(sesiHdDetailSchema) },
    galat: [400, 403, 404],
  }),
  mulai: kontrak({
    method: 'POST',
    path: '/hd/sesi/:uid/mulai',
    permission: 'hd:write',
    tags,
    summary: 'Pasien tersambung ke mesin: sesi berlangsung',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(sesiHdDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  simpanAsesmen: kontrak({
    method: 'PUT',
    path: '/hd/sesi/:uid/asesmen',
    permission: 'hd:write',
    tags,
    summary: 'Menyimpan catatan sesi HD (perawat HD) atau asesmen medis HD (dokter) sesi ini',
    params: uidParamSchema,
    body: asesmenSesiHdInputSchema,
    responses: { 200: itemEnvelope(sesiHdDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  selesai: kontrak({
    method: 'POST',
    path: '/hd/sesi/:uid/selesai',
    permission: 'hd:write',
    tags,
    summary: 'Sesi selesai: tindakan hemodialisa ditagihkan sekali ke perawatan, di kelas perawatan',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(sesiHdDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  batal: kontrak({
    method: 'POST',
    path: '/hd/sesi/:uid/batal',
    permission: anyOf(['hd:write', 'hd:schedule']),
    tags,
    summary: 'Membatalkan sesi yang belum dimulai, dengan alasan',
    params: uidParamSchema,
    body: batalSesiHdInputSchema,
    responses: { 200: itemEnvelope(sesiHdDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
};
