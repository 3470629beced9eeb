import { z } from 'zod';
import { itemEnvelope } from '../platform/common.ts';
import { kontrak } from '../platform/kontrak.ts';
import { MITRA_OUTBOX } from './online.ts';

// The Ministry's E-Klaim (INA-CBG) web service settings (/pengaturan-bridging, tab E-Klaim;
// docs/eklaim.md). The Encryption Key is write-only: stored encrypted, never sent back, only
// whether it is set. Off until saved with `aktif`.

/** Every partner with a row in integrasi_pengaturan: the outbox's partners and E-Klaim (called directly). */
export const MITRA_PENGATURAN = [...MITRA_OUTBOX, 'EKLAIM'] as const;
export type MitraPengaturan = (typeof MITRA_PENGATURAN)[number];

/** INA-CBG tariff codes (E-Klaim's set_claim_data `kode_tarif`): hospital class and ownership. */
export const KODE_TARIF_EKLAIM = [
  'AP',
  'AS',
  'BP',
  'BS',
  'CP',
  'CS',
  'DP',
  'DS',
  'RSCM',
  'RSJP',
  'RSD',
  'RSAB',
] as const;
export type KodeTarifEklaim = (typeof KODE_TARIF_EKLAIM)[number];
export const LABEL_KODE_TARIF_EKLAIM: Record<KodeTarifEklaim, string> = {
  AP: 'RS kelas A pemerintah',
  AS: 'RS kelas A swasta',
  BP: 'RS kelas B pemerintah',
  BS: 'RS kelas B swasta',
  CP: 'RS kelas C pemerintah',
  CS: 'RS kelas C swasta',
  DP: 'RS kelas D pemerintah',
  DS: 'RS kelas D swasta',
  RSCM: 'RSUPN Cipto Mangunkusumo',
  RSJP: 'RSJPD Harapan Kita',
  RSD: 'RS Kanker Dharmais',
  RSAB: 'RSAB Harapan Kita',
};

export const pengaturanEklaimSchema = z.object({
  /** The web service address, e.g. http://10.0.0.5/E-Klaim/ws.php; '' before the first save. */
  url: z.string(),
  aktif: z.boolean(),
  kunci_terisi: z.boolean(),
  kode_tarif: z.enum(KODE_TARIF_EKLAIM).nullable(),
  /** The coder's NIK E-Klaim records on set_claim_data and claim_final when the coder gives none. */
  coder_nik: z.string(),
  diubah_pada: z.string().nullable(),
});
export type PengaturanEklaim = z.infer<typeof pengaturanEklaimSchema>;

/** PUT: the key may be left empty to keep the stored one. */
export const pengaturanEklaimSimpanSchema = z.object({
  url: z
    .string({ message: 'Alamat web service E-Klaim wajib diisi' })
    .trim()
    .min(1, 'Alamat web service E-Klaim wajib diisi')
    .max(300, 'Alamat web service maksimal 300 karakter')
    .refine(
      (v) => /^https?:\/\/[^\s/]+\S*$/.test(v),
      'Alamat web service harus diawali http:// atau https://',
    ),
  kunci: z
    .string({ message: 'Kunci enkripsi harus teks' })
    .trim()
    .max(200, 'Kunci enkripsi maksimal 200 karakter')
    .refine(
      (v) => v === '' || /^[0-9a-fA-F]{64}$/.test(v),
      'Kunci enkripsi E-Klaim harus 64 karakter heksadesimal',
    )
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
  kode_tarif: z.enum(KODE_TARIF_EKLAIM, { message: 'Kode tarif INA-CBG tidak dikenal' }),
  coder_nik: z
    .string({ message: 'NIK coder wajib diisi' })
    .trim()
    .regex(/^\d{6,20}$/, 'NIK coder harus 6 sampai 20 digit angka, terdaftar sebagai pengguna di E-Klaim'),
  aktif: z.boolean({ message: 'Aktif harus ya atau tidak' }),
});
export type PengaturanEklaimSimpan = z.input<typeof pengaturanEklaimSimpanSchema>;

export const ujiKoneksiEklaimSchema = z.object({
  berhasil: z.boolean(),
  /** E-Klaim's error_no when it refused (E2031: the key does not match), null otherwise. */
  kode: z.string().nullable(),
  pesan: z.string(),
  durasi_ms: z.number().int(),
});
export type UjiKoneksiEklaim = z.infer<typeof ujiKoneksiEklaimSchema>;

const tags = ['Bridging'];

export const eklaimApi = {
  pengaturan: kontrak({
    tags,
    method: 'GET',
    path: '/integrasi/eklaim',
    permission: 'integrasi:manage',
    summary: 'Pengaturan web service E-Klaim (INA-CBG) tanpa kunci enkripsi: hanya apakah sudah diisi',
    responses: { 200: itemEnvelope(pengaturanEklaimSchema) },
  }),
  simpan: kontrak({
    tags,
    method: 'PUT',
    path: '/integrasi/eklaim',
    permission: 'integrasi:manage',
    summary: 'Menyimpan pengaturan E-Klaim; kunci enkripsi disimpan terenkripsi',
    body: pengaturanEklaimSimpanSchema,
    responses: { 200: itemEnvelope(pengaturanEklaimSchema) },
    galat: [400, 409],
  }),
  uji: kontrak({
    tags,
    method: 'POST',
    path: '/integrasi/eklaim/uji',
    permission: 'integrasi:manage',
    summary:
      'Uji koneksi E-Klaim dengan pengaturan tersimpan: satu permintaan terenkripsi yang tidak mengubah data',
    responses: { 200: itemEnvelope(ujiKoneksiEklaimSchema) },
    galat: [409],
  }),
};
