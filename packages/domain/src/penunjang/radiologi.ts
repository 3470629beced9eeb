import { z } from 'zod';
import { STATUS_VERSI_HASIL } from './labor.ts';
import { kepalaOrderSchema } from './unit.ts';

/**
 * Radiology (docs/penunjang.md): the radiographer records the examination and attaches its images;
 * the radiologist writes the expertise (findings, impression) and validates it. A correction after
 * validation is a new version of the expertise, the old one kept as DIKOREKSI.
 */

/** What may be attached, recognised by the file's first bytes (not its name). */
export const JENIS_BERKAS_RADIOLOGI = ['JPEG', 'PNG', 'PDF', 'DICOM'] as const;
export type JenisBerkasRadiologi = (typeof JENIS_BERKAS_RADIOLOGI)[number];
export const MIME_BERKAS_RADIOLOGI: Record<JenisBerkasRadiologi, string> = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
  PDF: 'application/pdf',
  DICOM: 'application/dicom',
};
export const LABEL_JENIS_BERKAS_RADIOLOGI: Record<JenisBerkasRadiologi, string> = {
  JPEG: 'Gambar JPEG',
  PNG: 'Gambar PNG',
  PDF: 'Dokumen PDF',
  DICOM: 'DICOM',
};
/** For the file picker; the server checks the bytes whatever the name says. */
export const EKSTENSI_BERKAS_RADIOLOGI = ['.jpg', '.jpeg', '.png', '.pdf', '.dcm', '.dicom'] as const;
/** The default upload limit per file (RAWAT_BERKAS_MAKS_MB overrides it on the server). */
export const MAKS_UKURAN_BERKAS_RADIOLOGI = 20 * 1024 * 1024;
/** How many files one order may hold (a CT series is uploaded as its key images or a PDF). */
export const MAKS_BERKAS_PER_ORDER = 50;

export const berkasRadiologiSchema = z.object({
  uid: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_BERKAS_RADIOLOGI),
  label_jenis: z.string(),
  mime: z.string(),
  ukuran: z.number().int(),
  diunggah_oleh: z.string().nullable(),
  created_at: z.string(),
});
export type BerkasRadiologi = z.infer<typeof berkasRadiologiSchema>;

export const berkasParamSchema = z.object({
  uid: z.uuid({ message: 'uid order tidak valid' }),
  berkas_uid: z.uuid({ message: 'uid berkas tidak valid' }),
});

export const ekspertiseSchema = z.object({
  uid: z.string(),
  versi: z.number().int(),
  status: z.enum(STATUS_VERSI_HASIL),
  label_status: z.string(),
  temuan: z.string(),
  kesan: z.string(),
  dokter: z.string().nullable(),
  ditulis_pada: z.string(),
  divalidasi_pada: z.string().nullable(),
  dikoreksi_pada: z.string().nullable(),
  alasan_koreksi: z.string().nullable(),
});
export type Ekspertise = z.infer<typeof ekspertiseSchema>;

/** GET /radiologi/:uid: the order, the exam, its images and the expertise with its old versions. */
export const radiologiDetailSchema = kepalaOrderSchema.extend({
  /** The text the expertise starts from (the exam's template in /kelola-radiologi). */
  template_ekspertise: z.string().nullable(),
  berkas: z.array(berkasRadiologiSchema),
  ekspertise: ekspertiseSchema.nullable(),
  ekspertise_lama: z.array(ekspertiseSchema),
});
export type RadiologiDetail = z.infer<typeof radiologiDetailSchema>;

/** PUT /radiologi/:uid/ekspertise: the radiologist's reading. */
export const ekspertiseInputSchema = z.object({
  temuan: z
    .string({ message: 'Temuan wajib diisi' })
    .trim()
    .min(3, 'Temuan wajib diisi')
    .max(8000, 'Temuan maksimal 8000 karakter'),
  kesan: z
    .string({ message: 'Kesan wajib diisi' })
    .trim()
    .min(2, 'Kesan wajib diisi')
    .max(2000, 'Kesan maksimal 2000 karakter'),
});
export type EkspertiseInput = z.infer<typeof ekspertiseInputSchema>;

export const koreksiEkspertiseInputSchema = ekspertiseInputSchema.extend({
  alasan: z
    .string({ message: 'Alasan koreksi wajib diisi' })
    .trim()
    .min(5, 'Alasan koreksi minimal 5 karakter')
    .max(300, 'Alasan koreksi maksimal 300 karakter'),
});
export type KoreksiEkspertiseInput = z.infer<typeof koreksiEkspertiseInputSchema>;

/** Jenis of a file from its first bytes; null when it is none of the accepted kinds. */
export function jenisBerkasDariIsi(awal: Uint8Array): JenisBerkasRadiologi | null {
  const b = (i: number) => awal[i];
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'JPEG';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b(i) === v)) return 'PNG';
  if ([0x25, 0x50, 0x44, 0x46, 0x2d].every((v, i) => b(i) === v)) return 'PDF';
  // DICOM Part 10: a 128-byte preamble, then 'DICM'.
  if ([0x44, 0x49, 0x43, 0x4d].every((v, i) => b(128 + i) === v)) return 'DICOM';
  return null;
}
