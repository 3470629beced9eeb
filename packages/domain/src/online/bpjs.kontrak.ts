import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import type { MitraOutbox } from './online.ts';

// A partner's connection settings (/pengaturan-bridging; docs/bpjs-antrean.md, docs/vclaim.md,
// docs/satusehat.md). The secret and the user key are write-only: stored encrypted, never sent
// back, only whether they are set. For SATUSEHAT `cons_id` is the OAuth2 client id and `rahasia`
// its client secret.

/** The partner in the address: /integrasi/bpjs-antrean, /integrasi/bpjs-vclaim, /integrasi/satusehat. */
export const SLUG_INTEGRASI = ['bpjs-antrean', 'bpjs-vclaim', 'satusehat'] as const;
export type SlugIntegrasi = (typeof SLUG_INTEGRASI)[number];
export const MITRA_SLUG: Record<SlugIntegrasi, MitraOutbox> = {
  'bpjs-antrean': 'BPJS_ANTREAN',
  'bpjs-vclaim': 'BPJS_VCLAIM',
  satusehat: 'SATUSEHAT',
};
const mitraParamSchema = z.object({
  mitra: z.enum(SLUG_INTEGRASI, { message: 'Mitra integrasi tidak dikenal' }),
});

/**
 * What a partner needs besides address and keys, not secret: VClaim's `kode_ppk` (the hospital's
 * BPJS provider code, ppkPelayanan of every SEP); SATUSEHAT's `auth_url` (the OAuth2 base) and
 * `organization_id` (the facility's IHS organisation id, which scopes our identifiers).
 */
export const opsiIntegrasiSchema = z.object({
  kode_ppk: z.string().trim().max(20, 'Kode PPK maksimal 20 karakter').optional(),
  auth_url: z
    .string()
    .trim()
    .max(300, 'Alamat token maksimal 300 karakter')
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/]+/.test(v),
      'Alamat token harus diawali http:// atau https://',
    )
    .optional(),
  organization_id: z.string().trim().max(64, 'ID organisasi maksimal 64 karakter').optional(),
});
export type OpsiIntegrasi = z.infer<typeof opsiIntegrasiSchema>;

export const pengaturanBpjsSchema = z.object({
  mitra: z.enum(SLUG_INTEGRASI),
  url: z.string(),
  cons_id: z.string(),
  aktif: z.boolean(),
  rahasia_terisi: z.boolean(),
  user_key_terisi: z.boolean(),
  opsi: opsiIntegrasiSchema,
  diubah_pada: z.string().nullable(),
});
export type PengaturanBpjs = z.infer<typeof pengaturanBpjsSchema>;

const teksRahasia = (label: string) =>
  z
    .string()
    .trim()
    .max(200, `${label} maksimal 200 karakter`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** PUT: the secret and user key may be left empty to keep the stored ones. */
export const pengaturanBpjsSimpanSchema = z.object({
  url: z
    .string({ message: 'Alamat layanan (SATUSEHAT: alamat FHIR) wajib diisi' })
    .trim()
    .min(1, 'Alamat layanan (SATUSEHAT: alamat FHIR) wajib diisi')
    .max(300, 'Alamat layanan maksimal 300 karakter')
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), 'Alamat layanan harus diawali http:// atau https://'),
  cons_id: z
    .string({ message: 'Consumer ID (SATUSEHAT: Client ID) wajib diisi' })
    .trim()
    .min(1, 'Consumer ID (SATUSEHAT: Client ID) wajib diisi')
    .max(50, 'Consumer ID (SATUSEHAT: Client ID) maksimal 50 karakter'),
  aktif: z.boolean({ message: 'Aktif harus ya atau tidak' }),
  rahasia: teksRahasia('Consumer secret'),
  user_key: teksRahasia('User key'),
  opsi: opsiIntegrasiSchema.optional(),
});
export type PengaturanBpjsSimpan = z.input<typeof pengaturanBpjsSimpanSchema>;

export const ujiKoneksiBpjsSchema = z.object({
  berhasil: z.boolean(),
  /** BPJS's metadata.code, or null when it could not be reached. */
  kode: z.string().nullable(),
  pesan: z.string(),
  /** How many clinics BPJS's reference answered with (ref/poli); null for SATUSEHAT. */
  jumlah_poli: z.number().int().nullable(),
  durasi_ms: z.number().int(),
});
export type UjiKoneksiBpjs = z.infer<typeof ujiKoneksiBpjsSchema>;

const tags = ['Bridging'];

export const integrasiApi = {
  pengaturan: kontrak({
    tags,
    method: 'GET',
    path: '/integrasi/:mitra',
    permission: 'integrasi:manage',
    summary:
      'Pengaturan koneksi mitra (BPJS Antrean RS, VClaim, SATUSEHAT) tanpa rahasia: hanya apakah sudah diisi',
    params: mitraParamSchema,
    responses: { 200: itemEnvelope(pengaturanBpjsSchema) },
    galat: [400],
  }),
  simpan: kontrak({
    tags,
    method: 'PUT',
    path: '/integrasi/:mitra',
    permission: 'integrasi:manage',
    summary: 'Menyimpan pengaturan mitra; consumer secret (client secret) dan user key disimpan terenkripsi',
    params: mitraParamSchema,
    body: pengaturanBpjsSimpanSchema,
    responses: { 200: itemEnvelope(pengaturanBpjsSchema) },
    galat: [400, 409],
  }),
  uji: kontrak({
    tags,
    method: 'POST',
    path: '/integrasi/:mitra/uji',
    permission: 'integrasi:manage',
    summary: 'Uji koneksi dengan pengaturan tersimpan: referensi poli BPJS, atau token SATUSEHAT',
    params: mitraParamSchema,
    responses: { 200: itemEnvelope(ujiKoneksiBpjsSchema) },
    galat: [400, 409],
  }),
};
