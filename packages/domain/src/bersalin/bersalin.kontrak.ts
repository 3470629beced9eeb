import { z } from 'zod';
import { teksOpsionalMaks } from '../kunjungan/bidang.ts';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { tanggalSchema, waktuOpsional, waktuSchema } from '../platform/kalender.ts';
import { kontrak } from '../platform/kontrak.ts';
import {
  AIR_KETUBAN,
  CARA_PERSALINAN,
  JENIS_KELAMIN_BAYI,
  LAMA_KONTRAKSI,
  PENOLONG_PERSALINAN,
  PENYUSUPAN,
  STATUS_PERSALINAN,
} from './bersalin.ts';

/** The delivery room (docs/bersalin.md): the women in labour, partograph, delivery, newborns. */
const tags = ['Ruang Bersalin'];
const TOLAK = 'Hanya dokter atau bidan ruang bersalin yang dapat mengisi catatan ini';

const bulat = (label: string, min: number, max: number, satuan = '') =>
  z
    .number({ message: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(min, `${label} ${min}–${max}${satuan}`)
    .max(max, `${label} ${min}–${max}${satuan}`);
const opsional = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => (v === undefined ? null : v));
const pilihan = <T extends readonly [string, ...string[]]>(daftar: T, pesan: string) =>
  z
    .union([z.literal(''), z.enum(daftar)], { message: pesan })
    .nullish()
    .transform((v) => (v ? v : null));

// --- The list and a new woman in labour --------------------------------------------------------

export const daftarBersalinQuerySchema = z.object({
  status: z.enum(STATUS_PERSALINAN, { message: 'Status tidak valid' }).optional(),
});

export const bersalinRingkasSchema = z.object({
  uid: z.string(),
  status: z.enum(STATUS_PERSALINAN),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }),
  /** 'G2P1A0'. */
  gpa: z.string(),
  /** '38 minggu 5 hari' today (or on the day of birth once delivered). */
  usia_kehamilan: z.string(),
  pembukaan_terakhir: z.number().nullable(),
  masuk_pada: z.string(),
  letak: z.string(),
});
export type BersalinRingkas = z.infer<typeof bersalinRingkasSchema>;

export const cariStayBersalinQuerySchema = z.object({
  search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter').optional(),
});
/** An inpatient stay of a woman, not yet in the delivery room's records (POST /bersalin picks one). */
export const stayBersalinSchema = z.object({
  layanan_uid: z.string(),
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string(), umur: z.string() }),
  letak: z.string(),
  masuk_pada: z.string(),
});
export type StayBersalin = z.infer<typeof stayBersalinSchema>;

/** POST /bersalin: a woman's stay (admitted through Rawat Inap) enters the records with her obstetric data. */
export const bukaBersalinInputSchema = z
  .object({
    layanan_uid: z.uuid({ message: 'Pasien rawat inap wajib dipilih' }),
    gravida: bulat('Gravida', 1, 20),
    para: bulat('Para', 0, 20),
    abortus: bulat('Abortus', 0, 20),
    hpht: tanggalSchema,
    catatan: teksOpsionalMaks(1000, 'Catatan'),
  })
  .superRefine((v, ctx) => {
    // The pregnancy now is counted in G but not yet in P or A.
    if (v.para + v.abortus > v.gravida - 1)
      ctx.addIssue({
        code: 'custom',
        path: ['para'],
        message: 'Para + abortus tidak boleh melebihi gravida − 1 (kehamilan ini belum dihitung)',
      });
  });
export type BukaBersalinInput = z.infer<typeof bukaBersalinInputSchema>;

// --- Partograph --------------------------------------------------------------------------------

/** POST /bersalin/:uid/partograf: one examination on the WHO partograph. */
export const partografInputSchema = z
  .object({
    waktu: waktuSchema('Waktu pemeriksaan'),
    pembukaan_cm: opsional(
      z
        .number({ message: 'Pembukaan serviks harus berupa angka' })
        .min(0, 'Pembukaan serviks 0–10 cm')
        .max(10, 'Pembukaan serviks 0–10 cm')
        .multipleOf(0.5, 'Pembukaan serviks dalam kelipatan 0,5 cm'),
    ),
    /** Descent of the head in fifths palpable above the brim (5/5 … 0/5). */
    penurunan: opsional(bulat('Penurunan kepala', 0, 5, ' per lima')),
    djj: opsional(bulat('DJJ', 60, 220, ' kali/menit')),
    his_per_10: opsional(bulat('Frekuensi kontraksi', 0, 6, ' kali per 10 menit')),
    lama_his: pilihan(LAMA_KONTRAKSI, 'Lama kontraksi tidak valid'),
    air_ketuban: pilihan(AIR_KETUBAN, 'Air ketuban tidak valid (U, J, M, D, K)'),
    penyusupan: pilihan(PENYUSUPAN, 'Penyusupan tidak valid (0–3)'),
    nadi: opsional(bulat('Nadi', 30, 220, ' kali/menit')),
    td_sistolik: opsional(bulat('Tekanan darah sistolik', 50, 260, ' mmHg')),
    td_diastolik: opsional(bulat('Tekanan darah diastolik', 20, 180, ' mmHg')),
    suhu: opsional(
      z.number({ message: 'Suhu harus berupa angka' }).min(34, 'Suhu 34–43 °C').max(43, 'Suhu 34–43 °C'),
    ),
    oksitosin_ui: opsional(
      z
        .number({ message: 'Oksitosin harus berupa angka' })
        .min(0, 'Oksitosin 0–40 U/L')
        .max(40, 'Oksitosin 0–40 U/L'),
    ),
    tetes_per_menit: opsional(bulat('Tetesan', 0, 100, ' tetes/menit')),
    obat: teksOpsionalMaks(300, 'Obat dan cairan'),
    catatan: teksOpsionalMaks(500, 'Catatan'),
  })
  .superRefine((x, ctx) => {
    const ada = (n: unknown) => n !== null && n !== undefined;
    const isu = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (ada(x.td_sistolik) !== ada(x.td_diastolik))
      isu(
        ada(x.td_sistolik) ? 'td_diastolik' : 'td_sistolik',
        'Isi tekanan darah sistolik dan diastolik bersama',
      );
    else if (ada(x.td_sistolik) && (x.td_diastolik ?? 0) >= (x.td_sistolik ?? 0))
      isu('td_diastolik', 'Tekanan darah diastolik harus lebih kecil dari sistolik');
    if (ada(x.his_per_10) && x.his_per_10 !== 0 && !x.lama_his)
      isu('lama_his', 'Isi lama kontraksi bersama frekuensinya');
    if (!ada(x.his_per_10) && x.lama_his) isu('his_per_10', 'Isi frekuensi kontraksi bersama lamanya');
    const temuan = [
      x.pembukaan_cm,
      x.penurunan,
      x.djj,
      x.his_per_10,
      x.air_ketuban,
      x.penyusupan,
      x.nadi,
      x.td_sistolik,
      x.suhu,
      x.oksitosin_ui,
      x.tetes_per_menit,
      x.obat,
    ];
    if (!temuan.some(ada)) isu('pembukaan_cm', 'Isi minimal satu hasil pemeriksaan');
  });
export type PartografInput = z.infer<typeof partografInputSchema>;
export type PartografInputMasukan = z.input<typeof partografInputSchema>;

export const partografSchema = z.object({
  uid: z.string(),
  waktu: z.string(),
  pembukaan_cm: z.number().nullable(),
  penurunan: z.number().int().nullable(),
  djj: z.number().int().nullable(),
  his_per_10: z.number().int().nullable(),
  lama_his: z.enum(LAMA_KONTRAKSI).nullable(),
  air_ketuban: z.enum(AIR_KETUBAN).nullable(),
  penyusupan: z.enum(PENYUSUPAN).nullable(),
  nadi: z.number().int().nullable(),
  td_sistolik: z.number().int().nullable(),
  td_diastolik: z.number().int().nullable(),
  suhu: z.number().nullable(),
  oksitosin_ui: z.number().nullable(),
  tetes_per_menit: z.number().int().nullable(),
  obat: z.string().nullable(),
  catatan: z.string().nullable(),
  nama_petugas: z.string(),
});
export type Partograf = z.infer<typeof partografSchema>;

// --- Delivery and newborns ---------------------------------------------------------------------

const bayiInputSchema = z.object({
  /** Twins are born minutes apart: each baby's own time, the delivery's when left out. */
  waktu_lahir: waktuOpsional('Waktu lahir bayi'),
  jenis_kelamin: z.enum(JENIS_KELAMIN_BAYI, { message: 'Jenis kelamin bayi wajib dipilih' }),
  berat_gram: bulat('Berat lahir', 300, 7000, ' gram'),
  panjang_cm: z
    .number({ message: 'Panjang badan harus berupa angka' })
    .min(20, 'Panjang badan 20–70 cm')
    .max(70, 'Panjang badan 20–70 cm'),
  lingkar_kepala_cm: opsional(
    z
      .number({ message: 'Lingkar kepala harus berupa angka' })
      .min(15, 'Lingkar kepala 15–50 cm')
      .max(50, 'Lingkar kepala 15–50 cm'),
  ),
  apgar_1: bulat('APGAR menit 1', 0, 10),
  apgar_5: bulat('APGAR menit 5', 0, 10),
  kelainan: teksOpsionalMaks(500, 'Kelainan bawaan'),
});

/** POST /bersalin/:uid/persalinan: the delivery record, once, with every baby of it. */
export const persalinanInputSchema = z.object({
  waktu_lahir: waktuSchema('Waktu lahir'),
  cara: z.enum(CARA_PERSALINAN, { message: 'Cara persalinan wajib dipilih' }),
  penolong: z.enum(PENOLONG_PERSALINAN, { message: 'Penolong persalinan wajib dipilih: dokter atau bidan' }),
  nama_penolong: z
    .string({ message: 'Nama penolong wajib diisi' })
    .trim()
    .min(1, 'Nama penolong wajib diisi')
    .max(150, 'Nama penolong maksimal 150 karakter'),
  plasenta_lengkap: z.boolean({ message: 'Kelengkapan plasenta wajib dipilih' }),
  plasenta_lahir_pada: waktuOpsional('Waktu lahir plasenta'),
  perdarahan_ml: bulat('Perdarahan', 0, 10000, ' ml'),
  komplikasi: teksOpsionalMaks(1000, 'Komplikasi'),
  bayi: z
    .array(bayiInputSchema, { message: 'Data bayi wajib diisi' })
    .min(1, 'Isi data minimal satu bayi')
    .max(6, 'Paling banyak 6 bayi dalam satu persalinan'),
});
export type PersalinanInput = z.infer<typeof persalinanInputSchema>;
export type PersalinanInputMasukan = z.input<typeof persalinanInputSchema>;

export const bayiSchema = z.object({
  urutan: z.number().int(),
  waktu_lahir: z.string(),
  jenis_kelamin: z.enum(JENIS_KELAMIN_BAYI),
  berat_gram: z.number().int(),
  panjang_cm: z.number(),
  lingkar_kepala_cm: z.number().nullable(),
  apgar_1: z.number().int(),
  apgar_5: z.number().int(),
  kelainan: z.string().nullable(),
  /** The newborn's own patient record, once registered. */
  pasien: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string() }).nullable(),
  layanan_uid: z.string().nullable(),
});
export type Bayi = z.infer<typeof bayiSchema>;

export const persalinanSchema = z.object({
  waktu_lahir: z.string(),
  cara: z.enum(CARA_PERSALINAN),
  penolong: z.enum(PENOLONG_PERSALINAN),
  nama_penolong: z.string(),
  plasenta_lengkap: z.boolean(),
  plasenta_lahir_pada: z.string().nullable(),
  perdarahan_ml: z.number().int(),
  komplikasi: z.string().nullable(),
  nama_pencatat: z.string(),
});

const titikSchema = z.object({ waktu: z.string(), pembukaan_cm: z.number() });
const garisSchema = z.object({ dari: titikSchema, sampai: titikSchema });

export const bersalinDetailSchema = z.object({
  uid: z.string(),
  status: z.enum(STATUS_PERSALINAN),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien: z.object({
    uid: z.string(),
    no_rm: z.string(),
    nama: z.string(),
    tanggal_lahir: z.string(),
    umur: z.string(),
  }),
  letak: z.string(),
  dpjp: z.string().nullable(),
  masuk_pada: z.string(),
  gravida: z.number().int(),
  para: z.number().int(),
  abortus: z.number().int(),
  hpht: z.string(),
  taksiran_persalinan: z.string(),
  usia_kehamilan: z.object({ minggu: z.number().int(), hari: z.number().int() }),
  catatan: z.string().nullable(),
  partograf: z.array(partografSchema),
  garis: z.object({ waspada: garisSchema, tindakan: garisSchema }).nullable(),
  posisi: z.enum(['BELUM_FASE_AKTIF', 'NORMAL', 'LEWAT_WASPADA', 'LEWAT_TINDAKAN']),
  persalinan: persalinanSchema.nullable(),
  bayi: z.array(bayiSchema),
  /** The midwife's first assessment (asesmen kind KEBIDANAN) on the stay: who and when, or null. */
  asesmen_kebidanan: z.object({ nama_penulis: z.string(), updated_at: z.string() }).nullable(),
  /** The caller writes in the delivery room (its doctors and midwives; ADMIN and MANAGEMENT read). */
  boleh_tulis: z.boolean(),
});
export type BersalinDetail = z.infer<typeof bersalinDetailSchema>;

const bayiParamSchema = uidParamSchema.extend({
  urutan: z.coerce
    .number({ message: 'Urutan bayi tidak valid' })
    .int('Urutan bayi tidak valid')
    .min(1, 'Urutan bayi tidak valid')
    .max(6, 'Urutan bayi tidak valid'),
});

/** What a birth letter (surat kelahiran) takes from the delivery record. */
export const dataKelahiranSchema = z.object({
  /** The newborn's own patient record. */
  pasien_uid: z.string(),
  nama_bayi: z.string(),
  no_rm: z.string(),
  jenis_kelamin: z.enum(JENIS_KELAMIN_BAYI),
  waktu_lahir: z.string(),
  berat_gram: z.number().int(),
  panjang_cm: z.number(),
  urutan: z.number().int(),
  jumlah_bayi: z.number().int(),
  cara: z.enum(CARA_PERSALINAN),
  penolong: z.enum(PENOLONG_PERSALINAN),
  nama_penolong: z.string(),
  /** The child's order among the mother's births (anak ke-): para before this delivery + its order. */
  kelahiran_ke: z.number().int(),
  ibu: z.object({ uid: z.string(), no_rm: z.string(), nama: z.string(), alamat: z.string() }),
  /** The father, when the mother's record names her husband as the person responsible. */
  ayah: z.object({ nama: z.string() }).nullable(),
});
export type DataKelahiran = z.infer<typeof dataKelahiranSchema>;

export const bersalinApi = {
  daftar: kontrak({
    method: 'GET',
    path: '/bersalin',
    permission: 'bersalin:read',
    tags,
    summary: 'Daftar ibu di ruang bersalin (inpartu / sudah bersalin)',
    query: daftarBersalinQuerySchema,
    responses: { 200: itemEnvelope(z.array(bersalinRingkasSchema)) },
    galat: [400, 403],
  }),
  cariStay: kontrak({
    method: 'GET',
    path: '/bersalin/stay',
    permission: 'bersalin:read',
    tags,
    summary: 'Pasien perempuan rawat inap yang belum tercatat di ruang bersalin',
    query: cariStayBersalinQuerySchema,
    responses: { 200: itemEnvelope(z.array(stayBersalinSchema)) },
    galat: [400, 403],
  }),
  buka: kontrak({
    method: 'POST',
    path: '/bersalin',
    permission: 'bersalin:write',
    pesanTolak: TOLAK,
    tags,
    summary: 'Mencatat ibu inpartu dari rawat inapnya, dengan G P A dan HPHT',
    body: bukaBersalinInputSchema,
    responses: { 201: itemEnvelope(bersalinDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  detail: kontrak({
    method: 'GET',
    path: '/bersalin/:uid',
    permission: 'bersalin:read',
    tags,
    summary: 'Catatan persalinan: data obstetri, partograf, persalinan, bayi',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(bersalinDetailSchema) },
    galat: [400, 403, 404],
  }),
  partograf: kontrak({
    method: 'POST',
    path: '/bersalin/:uid/partograf',
    permission: 'bersalin:write',
    pesanTolak: TOLAK,
    tags,
    summary: 'Menambah pemeriksaan pada partograf',
    params: uidParamSchema,
    body: partografInputSchema,
    responses: { 201: itemEnvelope(partografSchema) },
    galat: [400, 403, 404, 409],
  }),
  persalinan: kontrak({
    method: 'POST',
    path: '/bersalin/:uid/persalinan',
    permission: 'bersalin:write',
    pesanTolak: TOLAK,
    tags,
    summary: 'Mencatat persalinan dan bayi yang lahir',
    params: uidParamSchema,
    body: persalinanInputSchema,
    responses: { 201: itemEnvelope(bersalinDetailSchema) },
    galat: [400, 403, 404, 409],
  }),
  daftarkanBayi: kontrak({
    method: 'POST',
    path: '/bersalin/:uid/bayi/:urutan/pasien',
    permission: 'bersalin:write',
    pesanTolak: TOLAK,
    tags,
    summary: 'Mendaftarkan bayi sebagai pasien (No. RM sendiri), sekali per bayi',
    params: bayiParamSchema,
    responses: { 201: itemEnvelope(bayiSchema) },
    galat: [400, 403, 404, 409],
  }),
  cetakPartograf: kontrak({
    method: 'GET',
    path: '/bersalin/:uid/partograf.pdf',
    permission: 'bersalin:read',
    tags,
    summary: 'Partograf WHO dalam PDF (grafik, garis waspada dan bertindak)',
    params: uidParamSchema,
    galat: [400, 403, 404],
    batas: 'pdf',
  }),
  kelahiran: kontrak({
    method: 'GET',
    path: '/bersalin/bayi/:uid/kelahiran',
    permission: 'bersalin:read',
    tags,
    summary: 'Data kelahiran bayi (uid pasien bayi) untuk surat keterangan lahir',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(dataKelahiranSchema) },
    galat: [400, 403, 404],
  }),
};
