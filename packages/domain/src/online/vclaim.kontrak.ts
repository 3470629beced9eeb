import { z } from 'zod';
import { itemEnvelope, listEnvelope, pagingQuerySchema, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { JNS_PELAYANAN_SEP, STATUS_SEP } from './online.ts';
import {
  ASAL_RUJUKAN,
  ASSESMENT_PEL,
  FLAG_PROCEDURE,
  KD_PENUNJANG,
  KELAS_RAWAT,
  TUJUAN_KUNJ,
} from './vclaim.ts';

// BPJS VClaim: participant and referral lookups (synchronous), SEP (through the outbox), docs/vclaim.md.
//
// For the screens:
// - POST /pendaftaran with `sep: { terbitkan: true, … }` (penjamin BPJS) makes the SEP in the
//   registration's transaction and sends it at once; its answer carries `sep` (SepRingkas: status
//   TERBIT with no_sep, or MENUNGGU when BPJS did not answer in time, or DITOLAK with pesan_bpjs).
//   Later states: GET /pendaftaran/:uid/sep (uid = the layanan's uid; null when the visit has none).
// - A participant who is not AKTIF is refused with 409 `vclaim.peserta_tidak_aktif` naming BPJS's
//   status words ("Peserta BPJS tidak aktif: NON AKTIF KARENA PREMI"); the registration is not made.
// - PUT /sep/:uid corrects an issued SEP (only klsRawat, catatan, diagAwal, noTelp, dpjpLayan,
//   poli eksekutif: other fields → 409 `vclaim.sep_bidang_terkunci`); a DITOLAK SEP takes every field
//   and is sent again as a new insert.
// - PUT /sep/:uid/hapus: only while the visit is not finished (kunjungan AKTIF) and has no paid
//   bill; BPJS is told through the outbox; DIHAPUS once BPJS confirmed (usually in the same request).

/** BPJS's code/name pairs, as BPJS names them. */
const kodeNamaSchema = z.object({ kode: z.string(), nama: z.string() });
const kodeKeteranganSchema = z.object({ kode: z.string(), keterangan: z.string() });

export const nomorKartuBpjsSchema = z
  .string({ message: 'Nomor kartu BPJS wajib diisi' })
  .trim()
  .regex(/^\d{13}$/, 'Nomor kartu BPJS harus 13 digit angka');

/** GET /vclaim/peserta: by card number or NIK, on a day (the SEP's date; today when left out). */
export const pesertaVclaimQuerySchema = z
  .object({
    no_kartu: nomorKartuBpjsSchema.optional(),
    nik: z
      .string()
      .trim()
      .regex(/^\d{16}$/, 'NIK harus 16 digit angka')
      .optional(),
    tanggal: tanggalSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.no_kartu && !v.nik)
      ctx.addIssue({ code: 'custom', path: ['no_kartu'], message: 'Isi nomor kartu BPJS atau NIK' });
  });
export type PesertaVclaimQuery = z.infer<typeof pesertaVclaimQuerySchema>;

/** A participant as BPJS answers (Peserta/nokartu/… or Peserta/nik/…). */
export const pesertaVclaimSchema = z.object({
  no_kartu: z.string(),
  nik: z.string(),
  nama: z.string(),
  tgl_lahir: z.string(),
  /** BPJS's 'L' / 'P'. */
  sex: z.string(),
  /** statusPeserta: kode '0' is AKTIF; keterangan in BPJS's words ("NON AKTIF KARENA PREMI"). */
  status: kodeKeteranganSchema.extend({ aktif: z.boolean() }),
  hak_kelas: kodeKeteranganSchema,
  jenis_peserta: kodeKeteranganSchema,
  /** The participant's primary-care provider (FKTP). */
  prov_umum: kodeNamaSchema,
  no_mr: z.string().nullable(),
  no_telepon: z.string().nullable(),
  /** Tanggal TAT (end of cover) as BPJS gives it. */
  tgl_tat: z.string().nullable(),
});
export type PesertaVclaim = z.infer<typeof pesertaVclaimSchema>;

export const rujukanVclaimSchema = z.object({
  no_rujukan: z.string(),
  tgl_kunjungan: z.string(),
  /** tgl_kunjungan + 89 days: the last day it can be used. */
  berlaku_sampai: z.string(),
  /** Days left counting today (0 = expired). */
  sisa_hari: z.number().int(),
  asal: z.enum(ASAL_RUJUKAN),
  /** The referring provider (ppkRujukan of the SEP). */
  prov_perujuk: kodeNamaSchema,
  poli_rujukan: kodeNamaSchema,
  diagnosa: kodeNamaSchema,
  keluhan: z.string().nullable(),
  pelayanan: kodeNamaSchema,
  peserta: z.object({
    no_kartu: z.string(),
    nik: z.string(),
    nama: z.string(),
    tgl_lahir: z.string(),
    status: kodeKeteranganSchema.extend({ aktif: z.boolean() }),
    hak_kelas: kodeKeteranganSchema,
    jenis_peserta: kodeKeteranganSchema,
  }),
});
export type RujukanVclaim = z.infer<typeof rujukanVclaimSchema>;

export const noRujukanParamSchema = z.object({
  no_rujukan: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,30}$/, 'Nomor rujukan hanya huruf dan angka, maksimal 30'),
});
/** Which referral service to ask; both (FKTP first) when left out. */
export const rujukanQuerySchema = z.object({ asal: z.enum(ASAL_RUJUKAN).optional() });
export const rujukanListQuerySchema = z.object({ no_kartu: nomorKartuBpjsSchema });

const kodeIcd10Sep = z
  .string({ message: 'Diagnosa awal wajib diisi' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]\d{2}(\.?[0-9A-Z]{1,2})?$/, 'Diagnosa awal harus kode ICD-10 (mis. A09 atau A09.0)');
const noTelpSep = z
  .string({ message: 'Nomor telepon wajib diisi' })
  .trim()
  .regex(/^\+?\d{8,15}$/, 'Nomor telepon tidak valid');
const teksOpsional = (maks: number, label: string) =>
  z
    .string()
    .trim()
    .max(maks, `${label} maksimal ${maks} karakter`)
    .nullish()
    .transform((v) => (v ? v : null));

/** The SEP fields the desk fills, without defaults (a correction names only what it changes). */
const bidangSep = {
  diag_awal: kodeIcd10Sep,
  /** klsRawatHak; the participant's hak kelas when left out. */
  kelas_rawat: z.enum(KELAS_RAWAT, { message: 'Kelas rawat tidak valid' }).optional(),
  no_telp: noTelpSep,
  catatan: teksOpsional(200, 'Catatan'),
  asal_rujukan: z.enum(ASAL_RUJUKAN, { message: 'Asal rujukan tidak valid' }).optional(),
  tgl_rujukan: tanggalSchema.optional(),
  ppk_rujukan: z.string().trim().max(20, 'Kode faskes perujuk maksimal 20 karakter').optional(),
  /** The referring provider's name from the referral lookup (printed on the SEP; not sent to BPJS). */
  nama_ppk_rujukan: z.string().trim().max(200, 'Nama faskes perujuk maksimal 200 karakter').optional(),
  flag_procedure: z.enum(FLAG_PROCEDURE, { message: 'Flag prosedur tidak valid' }).optional(),
  kd_penunjang: z.enum(KD_PENUNJANG, { message: 'Kode penunjang tidak valid' }).optional(),
  assesment_pel: z.enum(ASSESMENT_PEL, { message: 'Asesmen pelayanan tidak valid' }).optional(),
  /** skdp.noSurat: the control letter (surat kontrol) of a follow-up visit. */
  no_surat_kontrol: teksOpsional(30, 'Nomor surat kontrol'),
};
const tujuanKunjSchema = z.enum(TUJUAN_KUNJ, { message: 'Tujuan kunjungan tidak valid' });

/**
 * What the desk fills for an outpatient SEP 2.0 (jnsPelayanan 2). The rest of t_sep comes from the
 * visit: noKartu, tglSep, noMR, poli.tujuan (the clinic's BPJS code), dpjpLayan (the doctor's DPJP
 * code), ppkPelayanan (settings' kode_ppk), noRujukan (the registration's). The referral fields are
 * filled from GET /vclaim/rujukan/:no; they are required except at the IGD.
 */
export const sepIsianSchema = z.object({
  ...bidangSep,
  tujuan_kunj: tujuanKunjSchema.default('0'),
  poli_eksekutif: z.boolean().default(false),
  cob: z.boolean().default(false),
  katarak: z.boolean().default(false),
});
export type SepIsian = z.output<typeof sepIsianSchema>;

function periksaTujuan(
  v: { tujuan_kunj?: string; flag_procedure?: string; kd_penunjang?: string },
  ctx: z.RefinementCtx,
) {
  if (v.tujuan_kunj === '1') {
    if (!v.flag_procedure)
      ctx.addIssue({ code: 'custom', path: ['flag_procedure'], message: 'Flag prosedur wajib dipilih' });
    if (!v.kd_penunjang)
      ctx.addIssue({ code: 'custom', path: ['kd_penunjang'], message: 'Kode penunjang wajib dipilih' });
  }
}

/** POST /pendaftaran/:uid/sep: a SEP for an existing BPJS registration (no_rujukan may be given here). */
export const sepBuatSchema = sepIsianSchema
  .extend({
    no_rujukan: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{0,30}$/, 'Nomor rujukan hanya huruf dan angka, maksimal 30')
      .optional(),
  })
  .superRefine(periksaTujuan);
export type SepBuat = z.output<typeof sepBuatSchema>;

/**
 * The registration's `sep` (POST /pendaftaran, penjamin BPJS only): `terbitkan: false` or left out
 * makes no SEP; with `terbitkan: true` the SEP fields are required as in sepIsianSchema.
 */
export const sepPendaftaranSchema = z.discriminatedUnion('terbitkan', [
  z.object({ terbitkan: z.literal(false) }),
  sepIsianSchema.extend({ terbitkan: z.literal(true) }).superRefine(periksaTujuan),
]);
export type SepPendaftaran = z.output<typeof sepPendaftaranSchema>;

/** POST /ranap/perawatan/:uid/sep: the stay gives everything; the desk may add a note. */
export const sepRanapBuatSchema = z.object({
  catatan: bidangSep.catatan,
});
export type SepRanapBuat = z.output<typeof sepRanapBuatSchema>;

/**
 * PUT /sep/:uid. An issued SEP: only kelas_rawat, catatan, diag_awal, no_telp, poli_eksekutif and
 * dokter_uid (dpjpLayan) may change. A refused (DITOLAK) SEP: every field, sent again as an insert.
 */
export const sepKoreksiSchema = z
  .object(bidangSep)
  .partial()
  .extend({
    tujuan_kunj: tujuanKunjSchema.optional(),
    poli_eksekutif: z.boolean().optional(),
    cob: z.boolean().optional(),
    katarak: z.boolean().optional(),
    no_rujukan: sepBuatSchema.shape.no_rujukan,
    /** dpjpLayan: another doctor (with a DPJP code) of the clinic. */
    dokter_uid: z.uuid({ message: 'Dokter tidak valid' }).optional(),
  })
  .superRefine(periksaTujuan);
export type SepKoreksi = z.output<typeof sepKoreksiSchema>;

export const sepHapusSchema = z.object({
  alasan: z
    .string({ message: 'Alasan hapus wajib diisi' })
    .trim()
    .min(3, 'Alasan hapus minimal 3 karakter')
    .max(200, 'Alasan hapus maksimal 200 karakter'),
});
export type SepHapus = z.infer<typeof sepHapusSchema>;

/** What a registration's answer carries of its SEP. */
export const sepRingkasSchema = z.object({
  uid: z.string(),
  status: z.enum(STATUS_SEP),
  no_sep: z.string().nullable(),
  pesan_bpjs: z.string().nullable(),
});
export type SepRingkas = z.infer<typeof sepRingkasSchema>;

export const sepSchema = sepRingkasSchema.extend({
  /** '1' the stay's SEP (rawat inap), '2' the visit's outpatient SEP. */
  jns_pelayanan: z.enum(JNS_PELAYANAN_SEP),
  kunjungan_uid: z.string(),
  /** An inpatient SEP: the stay's layanan; else the visit's first layanan (/detailpendaftaran/:id). */
  layanan_uid: z.string().nullable(),
  /** The SPRI (Surat Perintah Rawat Inap) BPJS issued for an inpatient SEP. */
  no_spri: z.string().nullable(),
  /** The discharge date BPJS has been told (SEP/2.0/updtglplg); inpatient SEPs only. */
  tgl_pulang: z.string().nullable(),
  no_kartu: z.string(),
  tgl_sep: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  /** The clinic of the visit's first layanan (an inpatient SEP: the stay's unit). */
  poli_uid: z.string().nullable(),
  poli_nama: z.string().nullable(),
  dokter_nama: z.string().nullable(),
  /** The DPJP the SEP names at BPJS (dpjpLayan; an inpatient SEP: skdp.kodeDPJP). */
  kode_dpjp: z.string().nullable(),
  no_rujukan: z.string().nullable(),
  diag_awal: z.string().nullable(),
  kelas_rawat: z.string().nullable(),
  no_telp: z.string().nullable(),
  catatan: z.string().nullable(),
  poli_eksekutif: z.boolean(),
  alasan_hapus: z.string().nullable(),
  /** A correction or deletion still on its way to BPJS. */
  perubahan_menunggu: z.boolean(),
  boleh_ubah: z.boolean(),
  boleh_hapus: z.boolean(),
  /** Why not (e.g. "Kunjungan sudah selesai"); null when allowed. */
  alasan_tidak_boleh_hapus: z.string().nullable(),
  dibuat_oleh_nama: z.string().nullable(),
  dibuat_pada: z.string(),
  diubah_pada: z.string(),
});
export type Sep = z.infer<typeof sepSchema>;

/** A message to BPJS about this SEP (from the outbox). */
export const sepRiwayatSchema = z.object({
  jenis: z.string(),
  ringkasan: z.string(),
  status: z.string(),
  percobaan: z.number().int(),
  dibuat_pada: z.string(),
  pesan_galat: z.string().nullable(),
});

export const sepDetailSchema = sepSchema.extend({
  /** VClaim t_sep exactly as sent. */
  permintaan: z.record(z.string(), z.unknown()),
  /** BPJS's `sep` answer (for the print). */
  jawaban: z.record(z.string(), z.unknown()).nullable(),
  riwayat_bpjs: z.array(sepRiwayatSchema),
});
export type SepDetail = z.infer<typeof sepDetailSchema>;

export const sepListQuerySchema = pagingQuerySchema.extend({
  tanggal: tanggalSchema.optional(),
  status: z.enum(STATUS_SEP, { message: 'Status SEP tidak valid' }).optional(),
  jns_pelayanan: z.enum(JNS_PELAYANAN_SEP, { message: 'Jenis pelayanan SEP tidak valid' }).optional(),
});
export type SepListQuery = z.infer<typeof sepListQuerySchema>;

const tagsLookup = ['VClaim BPJS'];
const tagsSep = ['SEP BPJS'];
const baca = { tags: tagsLookup, permission: 'vclaim:read', galat: [404, 409, 503] } as const;
const sep = { tags: tagsSep, permission: 'sep:write' } as const;

export const vclaimApi = {
  peserta: kontrak({
    ...baca,
    method: 'GET',
    path: '/vclaim/peserta',
    summary: 'Data peserta BPJS menurut nomor kartu atau NIK pada tanggal SEP (status, hak kelas, FKTP)',
    query: pesertaVclaimQuerySchema,
    responses: { 200: itemEnvelope(pesertaVclaimSchema) },
  }),
  rujukan: kontrak({
    ...baca,
    method: 'GET',
    path: '/vclaim/rujukan/:no_rujukan',
    summary: 'Satu rujukan (FKTP atau RS) dengan masa berlaku 90 hari dan sisa harinya',
    params: noRujukanParamSchema,
    query: rujukanQuerySchema,
    responses: { 200: itemEnvelope(rujukanVclaimSchema) },
  }),
  rujukanPeserta: kontrak({
    ...baca,
    method: 'GET',
    path: '/vclaim/rujukan',
    summary: 'Daftar rujukan satu kartu (FKTP dan RS), terbaru dahulu',
    query: rujukanListQuerySchema,
    responses: { 200: itemEnvelope(z.array(rujukanVclaimSchema)) },
  }),
};

export const sepApi = {
  daftar: kontrak({
    ...sep,
    method: 'GET',
    path: '/sep',
    summary: 'Daftar SEP (per tanggal SEP, status; cari nama, No. RM, nomor kartu atau nomor SEP)',
    query: sepListQuerySchema,
    responses: { 200: listEnvelope(sepSchema) },
  }),
  detail: kontrak({
    ...sep,
    method: 'GET',
    path: '/sep/:uid',
    summary: 'Detail SEP dengan isian yang dikirim, jawaban BPJS dan riwayat pengiriman',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(sepDetailSchema) },
    galat: [404],
  }),
  pendaftaran: kontrak({
    ...sep,
    method: 'GET',
    path: '/pendaftaran/:uid/sep',
    summary: 'SEP kunjungan dari pendaftaran ini (uid layanan); null bila belum ada',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(sepDetailSchema.nullable()) },
    galat: [404],
  }),
  buat: kontrak({
    ...sep,
    method: 'POST',
    path: '/pendaftaran/:uid/sep',
    summary: 'Membuat SEP untuk pendaftaran BPJS yang sudah ada; dikirim ke BPJS lewat outbox',
    params: uidParamSchema,
    body: sepBuatSchema,
    responses: { 201: itemEnvelope(sepDetailSchema) },
    galat: [404, 409],
  }),
  buatRanap: kontrak({
    ...sep,
    method: 'POST',
    path: '/ranap/perawatan/:uid/sep',
    summary:
      'Membuat SPRI dan SEP rawat inap untuk perawatan BPJS yang masuk hari ini tanpa SEP; dikirim ke BPJS lewat outbox',
    params: uidParamSchema,
    body: sepRanapBuatSchema,
    responses: { 201: itemEnvelope(sepDetailSchema) },
    galat: [404, 409],
  }),
  ubah: kontrak({
    ...sep,
    method: 'PUT',
    path: '/sep/:uid',
    summary:
      'Koreksi SEP terbit (kelas rawat, catatan, diagnosa awal, telepon, DPJP, poli eksekutif) atau kirim ulang SEP yang ditolak',
    params: uidParamSchema,
    body: sepKoreksiSchema,
    responses: { 200: itemEnvelope(sepDetailSchema) },
    galat: [404, 409],
  }),
  hapus: kontrak({
    ...sep,
    method: 'PUT',
    path: '/sep/:uid/hapus',
    summary: 'Menghapus SEP kunjungan yang belum selesai dan belum dibayar, dengan alasan',
    params: uidParamSchema,
    body: sepHapusSchema,
    responses: { 200: itemEnvelope(sepDetailSchema) },
    galat: [404, 409],
  }),
  cetak: kontrak({
    ...sep,
    method: 'GET',
    path: '/sep/:uid/cetak',
    batas: 'pdf',
    summary: 'Cetak SEP (PDF) seperti lembar SEP BPJS; hanya SEP yang sudah terbit',
    params: uidParamSchema,
    galat: [404, 409],
  }),
};
