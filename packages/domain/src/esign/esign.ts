import { z } from 'zod';
import { isNik } from '../format/validasi.ts';
import { pagingQuerySchema } from '../platform/common.ts';
import { tanggalSchema } from '../platform/kalender.ts';
import { JENIS_DOKUMEN_TTD, PENYEDIA_TTD, STATUS_PENANDA, STATUS_PENGAJUAN_TTD } from './jenis.ts';

/** A signing PIN: six digits, typed by the signer; stored only as a hash (docs/esign.md). */
export const pinSchema = z.string({ message: 'PIN wajib diisi' }).regex(/^\d{6}$/, 'PIN harus 6 digit angka');

/** An ID card photo or a selfie: base64 or a data URL of a JPEG or PNG (checked from its bytes). */
const fotoSchema = (label: string) =>
  z
    .string({ message: `${label} wajib diunggah` })
    .trim()
    .min(1, `${label} wajib diunggah`)
    // Base64 of 2 MB, with room for a data URL's prefix; the size rule answers with the real size.
    .max(3 * 1024 * 1024, `Ukuran ${label.toLowerCase()} maksimal 2 MB`);

export const FOTO_PENANDA_MAKS_BYTE = 2 * 1024 * 1024;

/** POST /esign/penanda: a staff member registers as a signer. */
export const penandaDaftarSchema = z
  .object({
    nik: z.string().trim().refine(isNik, 'NIK harus 16 digit angka'),
    nama_ktp: z
      .string({ message: 'Nama sesuai KTP wajib diisi' })
      .trim()
      .min(3, 'Nama sesuai KTP minimal 3 huruf')
      .max(100, 'Nama sesuai KTP maksimal 100 karakter'),
    email: z.email({ message: 'Email tidak valid' }).max(100),
    telepon: z
      .string({ message: 'Nomor HP wajib diisi' })
      .trim()
      .regex(/^(\+62|0)8\d{7,12}$/, 'Nomor HP harus nomor seluler Indonesia, mis. 081234567890'),
    foto_ktp: fotoSchema('Foto KTP'),
    selfie: fotoSchema('Swafoto'),
    persetujuan: z.literal(true, { message: 'Anda harus menyetujui ketentuan tanda tangan elektronik' }),
    pin: pinSchema,
    pin_ulang: z.string(),
  })
  .refine((v) => v.pin === v.pin_ulang, { message: 'Ulangan PIN tidak sama', path: ['pin_ulang'] });
export type PenandaDaftar = z.infer<typeof penandaDaftarSchema>;

export const sertifikatRingkasSchema = z.object({
  serial: z.string(),
  penerbit: z.string(),
  berlaku_sampai: z.string(),
});

/** A signer's registration as shown (never the PIN, the photos or the key). */
export const penandaSchema = z.object({
  uid: z.uuid(),
  akun: z.object({ uid: z.uuid(), username: z.string(), nama: z.string(), role: z.string() }),
  penyedia: z.enum(PENYEDIA_TTD),
  status: z.enum(STATUS_PENANDA),
  nik: z.string(),
  nama_ktp: z.string(),
  email: z.string(),
  telepon: z.string(),
  persetujuan_pada: z.string(),
  alasan_tolak: z.string().nullable(),
  diverifikasi_oleh: z.string().nullable(),
  diverifikasi_pada: z.string().nullable(),
  pin_terkunci: z.boolean(),
  pin_salah: z.number().int(),
  sertifikat: sertifikatRingkasSchema.nullable(),
  dibuat_pada: z.string(),
});
export type Penanda = z.infer<typeof penandaSchema>;

export const penandaListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(STATUS_PENANDA, { message: 'Status tidak dikenal' }).optional(),
});

export const FOTO_PENANDA = ['ktp', 'selfie'] as const;
export const penandaFotoParamSchema = z.object({
  uid: z.uuid({ message: 'uid tidak valid' }),
  foto: z.enum(FOTO_PENANDA, { message: 'Foto harus ktp atau selfie' }),
});

export const alasanSchema = z.object({
  alasan: z
    .string({ message: 'Alasan wajib diisi' })
    .trim()
    .min(5, 'Alasan minimal 5 karakter')
    .max(500, 'Alasan maksimal 500 karakter'),
});

// --- requests --------------------------------------------------------------------------------

/** POST /esign/pengajuan: ask the document's signer to sign it. */
export const pengajuanBuatSchema = z.object({
  jenis: z.enum(JENIS_DOKUMEN_TTD, { message: 'Jenis dokumen tidak dikenal' }),
  ref_uid: z.uuid({ message: 'Dokumen tidak valid' }),
});

export const dokumenTtdParamSchema = pengajuanBuatSchema;

export const pengajuanSchema = z.object({
  uid: z.uuid(),
  jenis: z.enum(JENIS_DOKUMEN_TTD),
  ref_uid: z.uuid(),
  judul: z.string(),
  nomor: z.string().nullable(),
  tanggal: z.string(),
  pasien: z.object({ uid: z.uuid(), nama: z.string(), no_rm: z.string().nullable() }).nullable(),
  /** The signer's account (`uid` is the account's, as the session's user uid). */
  penanda: z.object({ uid: z.uuid(), nama: z.string() }),
  status: z.enum(STATUS_PENGAJUAN_TTD),
  diajukan_oleh: z.string(),
  diajukan_pada: z.string(),
  diputus_pada: z.string().nullable(),
  alasan_tolak: z.string().nullable(),
});
export type Pengajuan = z.infer<typeof pengajuanSchema>;

/** Who asks: the signer's own list (bawaan), what I asked for, or everything (esign:manage). */
export const LINGKUP_PENGAJUAN = ['saya', 'diajukan', 'semua'] as const;
export const pengajuanListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(STATUS_PENGAJUAN_TTD, { message: 'Status tidak dikenal' }).optional(),
  jenis: z.enum(JENIS_DOKUMEN_TTD, { message: 'Jenis dokumen tidak dikenal' }).optional(),
  lingkup: z.enum(LINGKUP_PENGAJUAN, { message: 'Lingkup tidak dikenal' }).default('saya'),
  /** The document's own date (not the request's). */
  dari: tanggalSchema.optional(),
  sampai: tanggalSchema.optional(),
});

/** POST /esign/tandatangani: one or several documents with one PIN. */
export const MAKS_TTD_SEKALIGUS = 20;
export const tandatanganiSchema = z.object({
  uids: z
    .array(z.uuid({ message: 'Dokumen tidak valid' }))
    .min(1, 'Pilih dokumen yang akan ditandatangani')
    .max(MAKS_TTD_SEKALIGUS, `Paling banyak ${MAKS_TTD_SEKALIGUS} dokumen sekaligus`),
  pin: pinSchema,
});

export const hasilTandatanganiSchema = z.object({
  ditandatangani: z.array(z.object({ uid: z.uuid(), judul: z.string(), nomor: z.string().nullable() })),
});

// --- dashboard -------------------------------------------------------------------------------

export const dashboardEsignQuerySchema = z.object({ dari: tanggalSchema, sampai: tanggalSchema });

const hitungStatusSchema = z.object({
  menunggu: z.number().int(),
  ditandatangani: z.number().int(),
  ditolak: z.number().int(),
});

export const dashboardEsignSchema = z.object({
  total: hitungStatusSchema,
  per_penanda: z.array(hitungStatusSchema.extend({ akun_uid: z.uuid(), nama: z.string() })),
  per_jenis: z.array(hitungStatusSchema.extend({ jenis: z.enum(JENIS_DOKUMEN_TTD) })),
  per_hari: z.array(z.object({ tanggal: z.string(), ditandatangani: z.number().int() })),
  sertifikat: z.array(
    z.object({
      nama: z.string(),
      jenis: z.enum(['CA', 'PENANDA']),
      serial: z.string(),
      berlaku_sampai: z.string(),
      sisa_hari: z.number().int(),
    }),
  ),
  penanda_menunggu_verifikasi: z.number().int(),
});
export type DashboardEsign = z.infer<typeof dashboardEsignSchema>;

// --- public verification ---------------------------------------------------------------------

export const verifikasiTtdSchema = z.object({
  dokumen: z.object({
    jenis: z.enum(JENIS_DOKUMEN_TTD),
    judul: z.string(),
    nomor: z.string().nullable(),
    tanggal: z.string(),
  }),
  faskes: z.string().nullable(),
  pasien_inisial: z.string().nullable(),
  /** False when the document is registered but has not been signed electronically (yet). */
  ditandatangani: z.boolean(),
  /** Intact and every signature valid and trusted: checked from the stored PDF's bytes. */
  sah: z.boolean(),
  masalah: z.array(z.string()),
  penanda: z.array(
    z.object({
      nama: z.string().nullable(),
      waktu: z.string().nullable(),
      utuh: z.boolean(),
      tepercaya: z.boolean(),
      sah: z.boolean(),
      penerbit: z.string().nullable(),
      serial: z.string().nullable(),
    }),
  ),
  sha256: z.string().nullable(),
  diperiksa_pada: z.string(),
});
export type VerifikasiTtd = z.infer<typeof verifikasiTtdSchema>;

// --- certificate authority -------------------------------------------------------------------

export const caSchema = z.object({
  subjek: z.string(),
  serial: z.string(),
  sumber: z.enum(['DIBUAT', 'IMPOR']),
  berlaku_sampai: z.string(),
  sha256: z.string(),
});

export const caImporSchema = z.object({
  berkas: z
    .string({ message: 'Berkas PKCS#12 wajib diunggah' })
    .trim()
    .min(1, 'Berkas PKCS#12 wajib diunggah')
    .max(1024 * 1024),
  sandi: z.string({ message: 'Sandi berkas wajib diisi' }).max(200),
});
