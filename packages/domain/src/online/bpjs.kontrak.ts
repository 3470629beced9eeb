import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';

// The BPJS Antrean RS connection settings (/pengaturan-bridging, docs/bpjs-antrean.md). The secret
// and the user key are write-only: stored encrypted, never sent back, only whether they are set.

export const pengaturanBpjsSchema = z.object({
  url: z.string(),
  cons_id: z.string(),
  aktif: z.boolean(),
  rahasia_terisi: z.boolean(),
  user_key_terisi: z.boolean(),
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
    .string({ message: 'Alamat layanan wajib diisi' })
    .trim()
    .min(1, 'Alamat layanan wajib diisi')
    .max(300, 'Alamat layanan maksimal 300 karakter')
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v), 'Alamat layanan harus diawali http:// atau https://'),
  cons_id: z
    .string({ message: 'Consumer ID wajib diisi' })
    .trim()
    .min(1, 'Consumer ID wajib diisi')
    .max(50, 'Consumer ID maksimal 50 karakter'),
  aktif: z.boolean({ message: 'Aktif harus ya atau tidak' }),
  rahasia: teksRahasia('Consumer secret'),
  user_key: teksRahasia('User key'),
});
export type PengaturanBpjsSimpan = z.input<typeof pengaturanBpjsSimpanSchema>;

export const ujiKoneksiBpjsSchema = z.object({
  berhasil: z.boolean(),
  /** BPJS's metadata.code, or null when it could not be reached. */
  kode: z.string().nullable(),
  pesan: z.string(),
  /** How many clinics BPJS's reference answered with (ref/poli). */
  jumlah_poli: z.number().int().nullable(),
  durasi_ms: z.number().int(),
});
export type UjiKoneksiBpjs = z.infer<typeof ujiKoneksiBpjsSchema>;

const tags = ['Bridging'];

export const bpjsAntreanApi = {
  pengaturan: kontrak({
    tags,
    method: 'GET',
    path: '/integrasi/bpjs-antrean',
    permission: 'integrasi:manage',
    summary: 'Pengaturan koneksi BPJS Antrean RS (tanpa rahasia: hanya apakah sudah diisi)',
    responses: { 200: itemEnvelope(pengaturanBpjsSchema) },
  }),
  simpan: kontrak({
    tags,
    method: 'PUT',
    path: '/integrasi/bpjs-antrean',
    permission: 'integrasi:manage',
    summary: 'Menyimpan pengaturan BPJS Antrean RS; consumer secret dan user key disimpan terenkripsi',
    body: pengaturanBpjsSimpanSchema,
    responses: { 200: itemEnvelope(pengaturanBpjsSchema) },
    galat: [400, 409],
  }),
  uji: kontrak({
    tags,
    method: 'POST',
    path: '/integrasi/bpjs-antrean/uji',
    permission: 'integrasi:manage',
    summary: 'Uji koneksi: memanggil referensi poli BPJS dengan pengaturan tersimpan',
    responses: { 200: itemEnvelope(ujiKoneksiBpjsSchema) },
    galat: [409],
  }),
};
