import { z } from 'zod';
import { anyOf } from '../akses/permissions.ts';
import { JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { asuransiOpsionalSchema, nomorKartuSchema, teksOpsionalMaks, uidWajib } from '../kunjungan/bidang.ts';
import { PENJAMIN_KUNJUNGAN, periksaPenjamin } from '../kunjungan/pendaftaran.ts';
import { sepRingkasSchema } from '../online/vclaim.kontrak.ts';
import { KELAS_RANAP } from '../pelayanan/tindak-lanjut.ts';
import {
  itemEnvelope,
  listEnvelope,
  messageSchema,
  pagingQuerySchema,
  uidParamSchema,
} from '../platform/common.ts';
import { tanggalOpsional, tanggalSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import { ASAL_RANAP, JENIS_PENEMPATAN } from './ranap.ts';

const tags = ['Rawat Inap'];

/** Admission and transfer: the front office (ranap:admit); a transfer also the ward's nurse. */
export const IZIN_PINDAH_KAMAR = anyOf(['ranap:admit', 'asesmen.keperawatan:write']);

const teksWajib = (max: number, label: string) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const kelasOpsional = z
  .union([z.literal(''), z.enum(KELAS_RANAP, { message: 'Kelas tidak valid' })])
  .nullish()
  .transform((v) => (v ? v : null));

/** A BPJS patient's bed against the entitled class; the server decides when a reason is needed. */
const penempatanSchema = {
  penempatan: z
    .union([z.literal(''), z.enum(JENIS_PENEMPATAN, { message: 'Penempatan tidak valid' })])
    .nullish()
    .transform((v) => (v ? v : null)),
  alasan_penempatan: teksOpsionalMaks(500, 'Alasan penempatan'),
};

/**
 * POST /ranap/admisi: a RANAP follow-up (tindak_lanjut_uid) or an elective admission (pasien_uid
 * with the payer of the new visit), into a bed, with the DPJP, admitting diagnosis and consent.
 */
export const admisiInputSchema = z
  .object({
    tindak_lanjut_uid: z
      .uuid({ message: 'Rujukan rawat inap tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    pasien_uid: z
      .uuid({ message: 'Pasien tidak valid' })
      .nullish()
      .transform((v) => v ?? null),
    bed_uid: uidWajib('Bed'),
    dpjp_uid: uidWajib('DPJP'),
    diagnosis_masuk: z
      .string({ message: 'Diagnosis masuk wajib diisi' })
      .trim()
      .toUpperCase()
      .min(1, 'Diagnosis masuk wajib diisi')
      .max(10, 'Kode ICD-10 tidak valid'),
    persetujuan: z.object(
      {
        nama: teksWajib(150, 'Nama penanda tangan persetujuan'),
        hubungan: teksWajib(50, 'Hubungan dengan pasien'),
      },
      { message: 'Persetujuan rawat inap wajib diisi' },
    ),
    kelas_hak: kelasOpsional,
    ...penempatanSchema,
    // Elective admission: the new visit's payer, as registration takes it.
    penjamin: z
      .enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin wajib dipilih' })
      .nullish()
      .transform((v) => v ?? null),
    asuransi_uid: asuransiOpsionalSchema,
    no_kartu: nomorKartuSchema('Nomor kartu'),
    no_rujukan: nomorKartuSchema('Nomor rujukan'),
    no_sep: nomorKartuSchema('Nomor SEP'),
    surat_pengantar: teksOpsionalMaks(500, 'Surat pengantar'),
    rencana_tindakan: teksOpsionalMaks(500, 'Rencana tindakan'),
    tanggal_rencana: tanggalOpsional,
    /**
     * A BPJS stay: ask BPJS for the SPRI and the inpatient SEP with the admission (docs/vclaim.md
     * "SEP rawat inap"). Off, the SEP can be made later from the stay (POST /pendaftaran/:uid/sep).
     */
    terbitkan_sep: z.boolean({ message: 'Terbitkan SEP harus ya/tidak' }).optional().default(false),
  })
  .superRefine((v, ctx) => {
    const wajib = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.tindak_lanjut_uid && !v.pasien_uid) wajib('pasien_uid', 'Pilih rujukan rawat inap atau pasien');
    if (v.tindak_lanjut_uid && v.pasien_uid)
      wajib('pasien_uid', 'Pasien rujukan diambil dari rujukannya; jangan isi pasien');
    if (v.terbitkan_sep && v.pasien_uid && v.penjamin !== 'BPJS')
      wajib('terbitkan_sep', 'SEP hanya untuk pasien BPJS');
    if (v.terbitkan_sep && v.no_sep) wajib('no_sep', 'Nomor SEP diisi BPJS bila SEP diterbitkan');
    if (v.pasien_uid) {
      if (!v.penjamin) wajib('penjamin', 'Penjamin wajib dipilih');
      else periksaPenjamin({ ...v, penjamin: v.penjamin }, ctx);
      if (v.penjamin === 'BPJS' && !v.kelas_hak) wajib('kelas_hak', 'Hak kelas BPJS wajib diisi');
    }
  });
export type AdmisiInput = z.infer<typeof admisiInputSchema>;
export type AdmisiInputMasukan = z.input<typeof admisiInputSchema>;

/** Where a patient lies: ward, room and bed, with the ward's class. */
export const letakBedSchema = z.object({
  bed_uid: z.string(),
  ruangan_uid: z.string(),
  ruangan: z.string(),
  kode_ruangan: z.string(),
  no_kamar: z.string(),
  no_bed: z.string(),
  kelas: z.enum(KELAS_RANAP),
});
export type LetakBed = z.infer<typeof letakBedSchema>;

/** The answer of an admission or a transfer: the stay and the bed it now occupies. */
export const admisiHasilSchema = z.object({
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  rawat_inap_uid: z.string(),
  letak: letakBedSchema,
  kelas_tagih: z.enum(KELAS_RANAP),
  penempatan: z.enum(JENIS_PENEMPATAN),
  deposit_diminta: z.number().int(),
  /** 'Masuk rawat inap: Mawar, kamar MWR-1, bed A (Kelas 2)'. */
  ringkasan: z.string(),
});
export type AdmisiHasil = z.infer<typeof admisiHasilSchema>;

/** The admission's answer: also the inpatient SEP asked with it (terbitkan_sep), as BPJS answered so far. */
export const admisiTerimaHasilSchema = admisiHasilSchema.extend({ sep: sepRingkasSchema.nullable() });
export type AdmisiTerimaHasil = z.infer<typeof admisiTerimaHasilSchema>;

export const pindahParamSchema = z.object({ layanan_uid: z.uuid({ message: 'Layanan tidak valid' }) });

/** POST /ranap/perawatan/:layanan_uid/pindah: to another bed, with why. */
export const pindahInputSchema = z.object({
  bed_uid: uidWajib('Bed tujuan'),
  alasan: teksWajib(500, 'Alasan pindah'),
  ...penempatanSchema,
});
export type PindahInput = z.infer<typeof pindahInputSchema>;
export type PindahInputMasukan = z.input<typeof pindahInputSchema>;

/** POST /ranap/bed/:uid/pesan: hold a free bed for a follow-up while the family decides. */
export const pesanBedInputSchema = z.object({
  tindak_lanjut_uid: uidWajib('Rujukan rawat inap'),
});

/** GET /ranap/bed-kosong: free beds for the admission's picker, the asked class first. */
export const bedKosongQuerySchema = z.object({
  kelas: kelasOpsional,
  jk: z
    .union([z.literal(''), z.enum(JENIS_KELAMIN, { message: 'Jenis kelamin harus L atau P' })])
    .optional()
    .transform((v) => (v ? v : null)),
  /** A bed held for this follow-up is offered too. */
  tindak_lanjut_uid: z.uuid({ message: 'Rujukan tidak valid' }).optional(),
});

export const bedKosongSchema = letakBedSchema.extend({
  jenis_ruangan: z.string(),
  /** The room's sex restriction (L/P), null when mixed. */
  jenis_kelamin_kamar: z.enum(JENIS_KELAMIN).nullable(),
  status: z.enum(['KOSONG', 'DIPESAN']),
  /** False when the room is for the other sex. */
  cocok: z.boolean(),
});
export type BedKosong = z.infer<typeof bedKosongSchema>;

/** The deposit asked of a UMUM patient per class (settings), for the dialog's note. */
export const depositKelasSchema = z.object({ kelas: z.enum(KELAS_RANAP), jumlah: z.number().int() });

/** GET /ranap/pasien: current stays. */
export const pasienRanapQuerySchema = pagingQuerySchema.extend({
  ruangan_uid: z.uuid({ message: 'Ruangan harus uid' }).optional(),
  kelas: kelasOpsional,
  dpjp_uid: z.uuid({ message: 'DPJP harus uid' }).optional(),
  penjamin: z
    .union([z.literal(''), z.enum(PENJAMIN_KUNJUNGAN, { message: 'Penjamin tidak valid' })])
    .optional()
    .transform((v) => (v ? v : null)),
  /** The clinician's list: only the signed-in doctor's own DPJP patients. */
  milik_saya: z
    .enum(['true', 'false'], { message: 'milik_saya harus true atau false' })
    .optional()
    .transform((v) => v === 'true'),
});
export type PasienRanapQuery = z.infer<typeof pasienRanapQuerySchema>;

/** GET /ranap/pasien-pulang: finished stays, by Jakarta date of discharge. */
export const pasienPulangQuerySchema = pagingQuerySchema
  .extend({
    dari: z.string({ message: 'Tanggal awal wajib diisi' }).pipe(tanggalSchema),
    sampai: z.string({ message: 'Tanggal akhir wajib diisi' }).pipe(tanggalSchema),
    ruangan_uid: z.uuid({ message: 'Ruangan harus uid' }).optional(),
  })
  .refine((v) => v.dari <= v.sampai, {
    path: ['sampai'],
    message: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  });
export type PasienPulangQuery = z.infer<typeof pasienPulangQuerySchema>;

/** One row of the inpatient lists. */
export const pasienRanapSchema = z.object({
  layanan_uid: z.string(),
  perawatan_inap_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    jenis_kelamin: z.string(),
    tanggal_lahir: z.string(),
  }),
  letak: letakBedSchema,
  kelas_tagih: z.enum(KELAS_RANAP),
  penempatan: z.enum(JENIS_PENEMPATAN),
  kelas_hak: z.enum(KELAS_RANAP).nullable(),
  dpjp: z.object({ uid: z.string(), nama: z.string() }).nullable(),
  penjamin: z.enum(PENJAMIN_KUNJUNGAN),
  asal: z.enum(ASAL_RANAP),
  masuk_pada: z.string(),
  /** Day of stay: 1 on the day of admission (Jakarta calendar); at discharge for finished stays. */
  hari_rawat: z.number().int(),
  diagnosis_masuk: z.object({ kode: z.string(), nama: z.string() }).nullable(),
  deposit_diminta: z.number().int(),
  pulang_pada: z.string().nullable(),
  cara_pulang: z.string().nullable(),
});
export type PasienRanap = z.infer<typeof pasienRanapSchema>;

export const admisiApi = {
  admisi: kontrak({
    method: 'POST',
    path: '/ranap/admisi',
    permission: 'ranap:admit',
    tags,
    summary: 'Menerima pasien rawat inap (rujukan poliklinik/IGD atau elektif) ke sebuah bed',
    body: admisiInputSchema,
    responses: { 201: itemEnvelope(admisiTerimaHasilSchema) },
    galat: [400, 403, 404, 409, 503],
  }),
  pindah: kontrak({
    method: 'POST',
    path: '/ranap/perawatan/:layanan_uid/pindah',
    permission: IZIN_PINDAH_KAMAR,
    tags,
    summary: 'Pindah kamar: menutup segmen bed sekarang dan membuka segmen di bed tujuan',
    params: pindahParamSchema,
    body: pindahInputSchema,
    responses: { 200: itemEnvelope(admisiHasilSchema) },
    galat: [400, 403, 404, 409],
  }),
  slipPdf: kontrak({
    method: 'GET',
    path: '/ranap/perawatan/:layanan_uid/slip-masuk.pdf',
    batas: 'pdf',
    permission: anyOf(['ranap:admit', 'ranap:read']),
    tags,
    summary:
      'Slip masuk rawat inap (PDF A4): pasien, ruangan/kamar/bed, DPJP, diagnosis, deposit, persetujuan',
    params: pindahParamSchema,
    galat: [403, 404],
  }),
  pesanBed: kontrak({
    method: 'POST',
    path: '/ranap/bed/:uid/pesan',
    permission: 'ranap:admit',
    tags,
    summary: 'Memesan bed kosong untuk pasien rujukan rawat inap sementara keluarga memutuskan',
    params: uidParamSchema,
    body: pesanBedInputSchema,
    responses: { 200: messageSchema },
    galat: [400, 403, 404, 409],
  }),
  batalPesanBed: kontrak({
    method: 'DELETE',
    path: '/ranap/bed/:uid/pesan',
    permission: 'ranap:admit',
    tags,
    summary: 'Membatalkan pesanan bed (bed kembali kosong)',
    params: uidParamSchema,
    responses: { 200: messageSchema },
    galat: [403, 404, 409],
  }),
  bedKosong: kontrak({
    method: 'GET',
    path: '/ranap/bed-kosong',
    permission: anyOf(['ranap:admit', 'ranap:read']),
    tags,
    summary: 'Bed yang dapat ditempati (kosong, atau dipesan untuk rujukan ini), kelas diminta di atas',
    query: bedKosongQuerySchema,
    responses: {
      200: z.object({ respon: z.array(bedKosongSchema), deposit: z.array(depositKelasSchema) }),
    },
  }),
  pasien: kontrak({
    method: 'GET',
    path: '/ranap/pasien',
    permission: anyOf(['ranap:read', 'ranap:admit']),
    tags,
    summary: 'Pasien yang sedang dirawat inap (semua ruangan), dengan filter ruangan, kelas, DPJP, penjamin',
    query: pasienRanapQuerySchema,
    responses: { 200: listEnvelope(pasienRanapSchema) },
  }),
  pasienPulang: kontrak({
    method: 'GET',
    path: '/ranap/pasien-pulang',
    permission: anyOf(['ranap:read', 'ranap:admit']),
    tags,
    summary: 'Pasien selesai rawat inap menurut tanggal pulang',
    query: pasienPulangQuerySchema,
    responses: { 200: listEnvelope(pasienRanapSchema) },
  }),
};
