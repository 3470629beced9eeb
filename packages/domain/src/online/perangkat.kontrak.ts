import { z } from 'zod';
import { displayAntrianSchema } from '../farmasi/resep-pelayanan.ts';
import { itemEnvelope, uidParamSchema } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { JENIS_PERANGKAT, type JenisPerangkat } from './online.ts';

// Devices without a staff login (docs/perangkat.md): ADMIN registers them, each gets its own
// token, and a device reads only its own feed (`permission: 'perangkat'`).

/** The page a device of each kind opens; its activation link is `<page>?aktivasi=<token>`. */
export const HALAMAN_PERANGKAT: Record<JenisPerangkat, string> = {
  ANJUNGAN: '/anjungan',
  LAYAR_FARMASI: '/farmasi/display-antrian',
  LAYAR_POLI: '/display-poli',
};

/** The header a device sends: `Authorization: Perangkat <token>`. */
export const SKEMA_OTORISASI_PERANGKAT = 'Perangkat';

const namaPerangkat = z
  .string({ message: 'Nama perangkat wajib diisi' })
  .trim()
  .min(3, 'Nama perangkat minimal 3 karakter')
  .max(100, 'Nama perangkat maksimal 100 karakter');
const lingkupSchema = z
  .array(z.uuid({ message: 'Lingkup tidak valid' }), { message: 'Lingkup tidak valid' })
  .max(20, 'Paling banyak 20 poliklinik per layar')
  .default([])
  .transform((v) => [...new Set(v)]);

/** POST /perangkat. The scope: the depot of a pharmacy screen, the clinics of a clinic screen. */
export const perangkatInputSchema = z
  .object({
    nama: namaPerangkat,
    jenis: z.enum(JENIS_PERANGKAT, { message: 'Jenis perangkat wajib dipilih' }),
    lingkup: lingkupSchema,
  })
  .superRefine(periksaLingkup);
export type PerangkatInput = z.infer<typeof perangkatInputSchema>;

/** PUT /perangkat/:uid: rename and change the scope (the kind stays). */
export const perangkatUbahSchema = z.object({ nama: namaPerangkat, lingkup: lingkupSchema });
export type PerangkatUbah = z.infer<typeof perangkatUbahSchema>;

export const perangkatStatusSchema = z.object({ aktif: z.boolean({ message: 'Status wajib diisi' }) });

function periksaLingkup(v: { jenis: JenisPerangkat; lingkup: string[] }, ctx: z.RefinementCtx) {
  if (v.jenis === 'LAYAR_FARMASI' && v.lingkup.length !== 1)
    ctx.addIssue({
      code: 'custom',
      path: ['lingkup'],
      message: 'Layar farmasi wajib memilih satu depo farmasi',
    });
  if (v.jenis === 'LAYAR_POLI' && v.lingkup.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['lingkup'],
      message: 'Layar poliklinik wajib memilih minimal satu poli',
    });
}

export const perangkatSchema = z.object({
  uid: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_PERANGKAT),
  jenis_label: z.string(),
  lingkup: z.array(z.string()),
  /** The scope's names (depot or clinics), for the table. */
  lingkup_nama: z.array(z.string()),
  aktif: z.boolean(),
  terakhir_aktif: z.string().nullable(),
  dibuat_pada: z.string(),
});
export type Perangkat = z.infer<typeof perangkatSchema>;

/** A new device or a new token: the token is shown this once and never again. */
export const perangkatTokenSchema = z.object({
  perangkat: perangkatSchema,
  token: z.string(),
  /** Path (without the host) to open on the device: stores the token there. */
  tautan: z.string(),
});

export const pilihanLingkupSchema = z.object({
  poli: z.array(z.object({ uid: z.string(), nama: z.string() })),
  depo: z.array(z.object({ uid: z.string(), nama: z.string() })),
});

/** What a device learns about itself (GET /perangkat/saya). */
export const perangkatSayaSchema = z.object({
  uid: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_PERANGKAT),
  lingkup_nama: z.array(z.string()),
});
export type PerangkatSaya = z.infer<typeof perangkatSayaSchema>;

/** GET /layar/poli: the clinic screen's feed (numbers only, never names). */
export const layarPoliQuerySchema = z.object({
  poli_uid: z.uuid({ message: 'Poli tidak valid' }).optional(),
});
const panggilanLayarSchema = z.object({
  uid: z.string(),
  nomor_antrian: z.string(),
  poli_uid: z.string(),
  poli_nama: z.string(),
  dipanggil_pada: z.string(),
  jumlah_panggil: z.number().int(),
  /** The sentence to speak ('Nomor antrian A nol nol satu, silakan menuju Poli Umum'). */
  teks: z.string(),
});
export type PanggilanLayar = z.infer<typeof panggilanLayarSchema>;
export const layarPoliSchema = z.object({
  tanggal: z.string(),
  poli: z.array(
    z.object({
      uid: z.string(),
      nama: z.string(),
      /** The number called last (and not done or cancelled): now serving. */
      dipanggil: z.string().nullable(),
      /** The next waiting numbers, in order. */
      menunggu: z.array(z.string()),
      jumlah_menunggu: z.number().int(),
    }),
  ),
  /** The day's latest calls across the screen's clinics, newest first. */
  panggilan: z.array(panggilanLayarSchema),
});
export type LayarPoli = z.infer<typeof layarPoliSchema>;

const tags = ['Perangkat & Layar'];
const perangkatUmum = { permission: 'perangkat:manage', tags } as const;

/** Device registry (ADMIN) and the devices' own feeds. */
export const perangkatApi = {
  daftar: kontrak({
    ...perangkatUmum,
    method: 'GET',
    path: '/perangkat',
    summary: 'Daftar perangkat (anjungan, layar farmasi, layar poli)',
    responses: { 200: z.object({ respon: z.array(perangkatSchema) }) },
  }),
  pilihan: kontrak({
    ...perangkatUmum,
    method: 'GET',
    path: '/perangkat/pilihan',
    summary: 'Pilihan lingkup perangkat: poliklinik aktif dan depo farmasi aktif',
    responses: { 200: z.object({ respon: pilihanLingkupSchema }) },
  }),
  buat: kontrak({
    ...perangkatUmum,
    method: 'POST',
    path: '/perangkat',
    summary: 'Mendaftarkan perangkat; token dan tautan aktivasi ditampilkan sekali ini saja',
    body: perangkatInputSchema,
    responses: { 201: itemEnvelope(perangkatTokenSchema) },
    galat: [400, 409],
  }),
  ubah: kontrak({
    ...perangkatUmum,
    method: 'PUT',
    path: '/perangkat/:uid',
    summary: 'Mengganti nama dan lingkup perangkat',
    params: uidParamSchema,
    body: perangkatUbahSchema,
    responses: { 200: itemEnvelope(perangkatSchema) },
    galat: [400, 404, 409],
  }),
  status: kontrak({
    ...perangkatUmum,
    method: 'PUT',
    path: '/perangkat/:uid/status',
    summary: 'Mengaktifkan atau menonaktifkan perangkat (token perangkat nonaktif ditolak)',
    params: uidParamSchema,
    body: perangkatStatusSchema,
    responses: { 200: itemEnvelope(perangkatSchema) },
    galat: [404],
  }),
  tokenBaru: kontrak({
    ...perangkatUmum,
    method: 'POST',
    path: '/perangkat/:uid/token',
    summary: 'Menerbitkan token baru; token lama langsung tidak berlaku',
    params: uidParamSchema,
    responses: { 200: itemEnvelope(perangkatTokenSchema) },
    galat: [404, 409],
  }),
  saya: kontrak({
    method: 'GET',
    path: '/perangkat/saya',
    permission: 'perangkat',
    tags,
    summary: 'Perangkat pemilik token ini (nama, jenis, lingkup)',
    responses: { 200: itemEnvelope(perangkatSayaSchema) },
  }),
  layarPoli: kontrak({
    method: 'GET',
    path: '/layar/poli',
    permission: 'perangkat',
    pesanTolak: 'Hanya layar antrean poliklinik yang dapat membuka data ini',
    tags,
    summary:
      'Layar antrean poliklinik: nomor yang dipanggil, nomor berikutnya, panggilan terakhir (tanpa nama)',
    query: layarPoliQuerySchema,
    responses: { 200: itemEnvelope(layarPoliSchema) },
    galat: [400, 403],
  }),
  layarFarmasi: kontrak({
    method: 'GET',
    path: '/layar/farmasi',
    permission: 'perangkat',
    pesanTolak: 'Hanya layar antrean farmasi yang dapat membuka data ini',
    tags,
    summary: 'Layar antrean farmasi untuk depo perangkat ini',
    responses: { 200: itemEnvelope(displayAntrianSchema) },
    galat: [403],
  }),
};
