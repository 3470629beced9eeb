import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { bagianJakarta } from '../format/tanggal.ts';
import { teksOpsionalMaks } from '../kunjungan/bidang.ts';
import { PENJAMIN_KUNJUNGAN } from '../kunjungan/pendaftaran.ts';
import { layananParamSchema } from '../pelayanan/layanan-klinis.ts';
import { KELAS_RANAP } from '../pelayanan/tindak-lanjut.ts';
import { itemEnvelope } from '../platform/common.ts';
import { waktuSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { RISIKO_NEWS2 } from './news2.ts';
import {
  BENTUK_DIET,
  JENIS_PENEMPATAN,
  JENIS_RUANGAN,
  KESADARAN_NEWS,
  PROFESI_CPPT,
  SHIFT_RANAP,
  type ShiftRanap,
  STATUS_DIET,
  STATUS_PERAWATAN_INAP,
} from './ranap.ts';

/** The ward's day (docs/ranap/bangsal.md): the ward's patients, the stay header, CPPT and vitals. */
const tags = ['Rawat Inap – Bangsal'];

/** Vitals are the nurse's side or the doctor's; the ward's chart (ranap:read) is checked too. */
export const IZIN_OBSERVASI = anyOf(['asesmen.keperawatan:write', 'asesmen.medis:write']);

/** The ward's shift of a moment, Jakarta time: PAGI 07–14, SIANG 14–21, MALAM 21–07. */
export function shiftDariWaktu(waktu: Date | string): ShiftRanap {
  const jam = bagianJakarta(waktu).jam;
  if (jam >= 7 && jam < 14) return 'PAGI';
  if (jam >= 14 && jam < 21) return 'SIANG';
  return 'MALAM';
}

const ringkas = z.object({ uid: z.string(), nama: z.string() });
const news2Ringkas = z.object({ skor: z.number().int(), risiko: z.enum(RISIKO_NEWS2), waktu: z.string() });

/** One bed segment of a stay, oldest first. */
export const segmenRawatSchema = z.object({
  uid: z.string(),
  ruangan: z.object({ uid: z.string(), kode: z.string(), nama: z.string(), jenis: z.enum(JENIS_RUANGAN) }),
  no_kamar: z.string(),
  no_bed: z.string(),
  kelas: z.enum(KELAS_RANAP),
  kelas_tagih: z.enum(KELAS_RANAP),
  penempatan: z.enum(JENIS_PENEMPATAN),
  masuk_pada: z.string(),
  keluar_pada: z.string().nullable(),
  sebab_keluar: z.string().nullable(),
});
export type SegmenRawat = z.infer<typeof segmenRawatSchema>;

/** GET /ranap/perawatan/:layanan_uid: the header every tab of the patient's dashboard shows. */
export const headerPerawatanSchema = z.object({
  layanan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
    umur: z.string(),
    alergi: z.array(z.string()),
  }),
  /** The current segment (the last one after discharge). */
  segmen_kini: segmenRawatSchema.nullable(),
  segmen: z.array(segmenRawatSchema),
  dpjp: ringkas.nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  kelas_hak: z.enum(KELAS_RANAP).nullable(),
  masuk_pada: z.string(),
  /** Day of stay (admission day = day 1); once discharged, the length of stay by the day rule. */
  hari_rawat: z.number().int(),
  diagnosis_masuk: z.object({ kode: z.string().nullable(), nama: z.string() }).nullable(),
  status: z.enum(STATUS_PERAWATAN_INAP),
  pulang_pada: z.string().nullable(),
  resume_final: z.boolean(),
  /** Medicine plans not stopped, and the diet in force (requested or set), for the summary tab. */
  obat_aktif: z.number().int(),
  diet_aktif: z
    .object({ jenis_diet: z.string(), bentuk: z.enum(BENTUK_DIET), status: z.enum(STATUS_DIET) })
    .nullable(),
  /** What this caller may do here (the server checks again on every write). */
  boleh: z.object({ tulis_cppt: z.boolean(), observasi: z.boolean(), verifikasi_cppt: z.boolean() }),
});
export type HeaderPerawatan = z.infer<typeof headerPerawatanSchema>;

export const bangsalQuerySchema = z.object({
  ruangan_uid: z
    .union([z.literal(''), z.uuid({ message: 'Ruangan tidak valid' })])
    .optional()
    .transform((v) => (v ? v : null)),
});

/** The signals beside a patient on the ward list (docs/ranap/bangsal.md "Alerts"). */
export const alertPasienSchema = z.object({
  /** Lab/radiology orders and prescriptions of the last 24 h not yet done. */
  order_baru: z.number().int(),
  /** Lab/radiology results validated in the last 24 h. */
  hasil_siap: z.number().int(),
  /** Doses due within the hour or overdue (last 24 h) without an administration record. */
  obat_jatuh_tempo: z.number().int(),
  /** No observation in the last 8 hours. */
  vital_terlambat: z.boolean(),
  observasi_terakhir: z.string().nullable(),
  news2: news2Ringkas.nullable(),
});
export type AlertPasien = z.infer<typeof alertPasienSchema>;

export const pasienBangsalSchema = z.object({
  layanan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    umur: z.string(),
  }),
  ruangan: z.object({ uid: z.string(), kode: z.string(), nama: z.string() }),
  no_kamar: z.string(),
  no_bed: z.string(),
  kelas: z.enum(KELAS_RANAP),
  dpjp: z.string().nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  masuk_pada: z.string(),
  hari_rawat: z.number().int(),
  diagnosis_masuk: z.string().nullable(),
  alert: alertPasienSchema,
});
export type PasienBangsal = z.infer<typeof pasienBangsalSchema>;

export const ruanganBangsalSchema = z.object({
  uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_RUANGAN),
  jumlah_pasien: z.number().int(),
});

export const daftarBangsalSchema = z.object({
  /** Every active ward, for the selector, with its patient count. */
  ruangan: z.array(ruanganBangsalSchema),
  pasien: z.array(pasienBangsalSchema),
});
export type DaftarBangsal = z.infer<typeof daftarBangsalSchema>;

const teksSoap = (label: string) => teksOpsionalMaks(4000, label);

/** POST /ranap/perawatan/:layanan_uid/cppt (and …/koreksi): one SOAP note; at least one part. */
export const cpptInputSchema = z
  .object({
    subjektif: teksSoap('Subjektif'),
    objektif: teksSoap('Objektif'),
    asesmen: teksSoap('Asesmen'),
    plan: teksSoap('Plan'),
    instruksi: teksSoap('Instruksi'),
  })
  .superRefine((v, ctx) => {
    if (!v.subjektif && !v.objektif && !v.asesmen && !v.plan)
      ctx.addIssue({
        code: 'custom',
        path: ['subjektif'],
        message: 'Isi minimal satu bagian S, O, A atau P',
      });
  });
export type CpptInput = z.infer<typeof cpptInputSchema>;

export const cpptSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  profesi: z.enum(PROFESI_CPPT),
  nama_penulis: z.string(),
  waktu: z.string(),
  subjektif: z.string().nullable(),
  objektif: z.string().nullable(),
  asesmen: z.string().nullable(),
  plan: z.string().nullable(),
  instruksi: z.string().nullable(),
  /** The note this one corrects. */
  mengoreksi_uid: z.string().nullable(),
  /** The note that corrects this one: shown struck through as 'dikoreksi'. */
  dikoreksi_oleh_uid: z.string().nullable(),
  verifikasi: z.object({ nama: z.string(), pada: z.string() }).nullable(),
  /** For this caller: the author may correct a live note; the DPJP may verify others' notes. */
  boleh_koreksi: z.boolean(),
  boleh_verifikasi: z.boolean(),
});
export type Cppt = z.infer<typeof cpptSchema>;

export const cpptParamSchema = layananParamSchema.extend({ uid: z.uuid({ message: 'uid tidak valid' }) });

const angka = (label: string, min: number, maks: number, satuan: string, bulat = true) => {
  const pesan = `${label} harus antara ${min} dan ${maks}${satuan}`;
  const dasar = z.number({ message: `${label} harus berupa angka` });
  return (bulat ? dasar.int(`${label} harus bilangan bulat`) : dasar)
    .min(min, pesan)
    .max(maks, pesan)
    .nullish()
    .transform((v) => v ?? null);
};

/**
 * POST /ranap/perawatan/:layanan_uid/observasi. Ranges are what a living patient can show (a typing
 * slip like 375 for 37,5 °C is refused); at least one measurement. NEWS2 is computed when the
 * seven parameters are all there.
 */
export const observasiInputSchema = z
  .object({
    waktu: waktuSchema('Waktu observasi'),
    suhu: angka('Suhu', 30, 45, ' °C', false).refine(
      (v) => v === null || Math.round(v * 10) === v * 10,
      'Suhu paling banyak satu angka desimal',
    ),
    nadi: angka('Nadi', 20, 250, ' x/menit'),
    napas: angka('Frekuensi napas', 4, 80, ' x/menit'),
    sistol: angka('Tekanan sistolik', 50, 300, ' mmHg'),
    diastol: angka('Tekanan diastolik', 20, 200, ' mmHg'),
    spo2: angka('SpO2', 50, 100, '%'),
    oksigen: z.boolean({ message: 'Oksigen harus ya/tidak' }).default(false),
    skala_nyeri: angka('Skala nyeri', 0, 10, ''),
    kesadaran: z
      .union([z.literal(''), z.enum(KESADARAN_NEWS)], { message: 'Kesadaran tidak valid' })
      .nullish()
      .transform((v) => (v ? v : null)),
    intake_ml: angka('Intake', 0, 20000, ' ml'),
    output_ml: angka('Output', 0, 20000, ' ml'),
    catatan: teksOpsionalMaks(1000, 'Catatan'),
  })
  .superRefine((v, ctx) => {
    if (v.sistol !== null && v.diastol !== null && v.diastol >= v.sistol)
      ctx.addIssue({
        code: 'custom',
        path: ['diastol'],
        message: 'Tekanan diastolik harus lebih kecil dari sistolik',
      });
    if ((v.sistol === null) !== (v.diastol === null))
      ctx.addIssue({
        code: 'custom',
        path: [v.sistol === null ? 'sistol' : 'diastol'],
        message: 'Isi tekanan darah sistolik dan diastolik bersama',
      });
    const ukur = [
      v.suhu,
      v.nadi,
      v.napas,
      v.sistol,
      v.spo2,
      v.skala_nyeri,
      v.kesadaran,
      v.intake_ml,
      v.output_ml,
    ];
    if (ukur.every((x) => x === null))
      ctx.addIssue({ code: 'custom', path: ['suhu'], message: 'Isi minimal satu hasil observasi' });
  });
export type ObservasiInput = z.infer<typeof observasiInputSchema>;

export const observasiSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  shift: z.enum(SHIFT_RANAP),
  suhu: z.number().nullable(),
  nadi: z.number().int().nullable(),
  napas: z.number().int().nullable(),
  sistol: z.number().int().nullable(),
  diastol: z.number().int().nullable(),
  spo2: z.number().int().nullable(),
  oksigen: z.boolean(),
  skala_nyeri: z.number().int().nullable(),
  kesadaran: z.enum(KESADARAN_NEWS).nullable(),
  intake_ml: z.number().int().nullable(),
  output_ml: z.number().int().nullable(),
  news2: z.number().int().nullable(),
  risiko: z.enum(RISIKO_NEWS2).nullable(),
  catatan: z.string().nullable(),
  nama_petugas: z.string(),
});
export type Observasi = z.infer<typeof observasiSchema>;

/** Intake and output summed per Jakarta day. */
export const balansCairanSchema = z.object({
  tanggal: z.string(),
  intake_ml: z.number().int(),
  output_ml: z.number().int(),
  balans_ml: z.number().int(),
});
export type BalansCairan = z.infer<typeof balansCairanSchema>;

export const daftarObservasiSchema = z.object({
  /** Oldest first (the charts' order). */
  observasi: z.array(observasiSchema),
  balans: z.array(balansCairanSchema),
});

export const bangsalApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/ranap/bangsal',
    permission: 'ranap:read',
    tags,
    summary: 'Pasien yang sedang dirawat di sebuah ruangan dengan tanda peringatannya',
    query: bangsalQuerySchema,
    responses: { 200: itemEnvelope(daftarBangsalSchema) },
    galat: [400, 403],
  }),
  header: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid',
    permission: 'ranap:read',
    tags,
    summary: 'Kepala dashboard pasien rawat inap: pasien, bed, kelas, DPJP, hari rawat, riwayat bed',
    params: layananParamSchema,
    responses: { 200: itemEnvelope(headerPerawatanSchema) },
    galat: [400, 403, 404],
  }),
  cpptDaftar: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/cppt',
    permission: 'ranap:read',
    tags,
    summary: 'CPPT sebuah perawatan, terbaru dahulu',
    params: layananParamSchema,
    responses: { 200: z.object({ respon: z.array(cpptSchema) }) },
    galat: [400, 403, 404],
  }),
  cpptTulis: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/cppt',
    permission: 'ranap.cppt:write',
    pesanTolak: 'Hanya tenaga kesehatan ruangan yang dapat menulis CPPT',
    tags,
    summary: 'Menulis catatan CPPT (SOAP); profesi dari peran penulis, ditandatangani saat disimpan',
    params: layananParamSchema,
    body: cpptInputSchema,
    responses: { 201: itemEnvelope(cpptSchema) },
    galat: [400, 403, 404, 409],
  }),
  cpptKoreksi: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/cppt/:uid/koreksi',
    permission: 'ranap.cppt:write',
    pesanTolak: 'Hanya tenaga kesehatan ruangan yang dapat menulis CPPT',
    tags,
    summary: 'Mengoreksi catatan CPPT sendiri: catatan baru, yang lama tetap tersimpan (dikoreksi)',
    params: cpptParamSchema,
    body: cpptInputSchema,
    responses: { 201: itemEnvelope(cpptSchema) },
    galat: [400, 403, 404, 409],
  }),
  cpptVerifikasi: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/cppt/:uid/verifikasi',
    permission: 'ranap.cppt:write',
    pesanTolak: 'Hanya DPJP yang dapat memverifikasi CPPT',
    tags,
    summary: 'DPJP memverifikasi (menandatangani bersama) catatan CPPT profesi lain',
    params: cpptParamSchema,
    responses: { 200: itemEnvelope(cpptSchema) },
    galat: [400, 403, 404, 409],
  }),
  observasiDaftar: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/observasi',
    permission: 'ranap:read',
    tags,
    summary: 'Tanda vital dan observasi sebuah perawatan (lama ke baru) dengan balans cairan harian',
    params: layananParamSchema,
    responses: { 200: itemEnvelope(daftarObservasiSchema) },
    galat: [400, 403, 404],
  }),
  observasiTulis: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/observasi',
    permission: IZIN_OBSERVASI,
    pesanTolak: 'Hanya perawat atau dokter yang dapat mengisi tanda vital',
    tags,
    summary: 'Mencatat tanda vital dan observasi; shift dan skor NEWS2 dihitung server',
    params: layananParamSchema,
    body: observasiInputSchema,
    responses: { 201: itemEnvelope(observasiSchema) },
    galat: [400, 403, 404, 409],
  }),
};
