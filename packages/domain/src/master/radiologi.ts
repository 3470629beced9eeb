import { z } from 'zod';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  teksOpsional,
} from './common.ts';

/**
 * Imaging modality, as DICOM (PS3.3 C.7.3.1.1.1) codes it, so a future worklist can route an
 * order to the right device. Plain films are DX (digital) or CR (cassette-based).
 */
export const MODALITAS_RADIOLOGI = [
  'DX',
  'CR',
  'US',
  'CT',
  'MR',
  'MG',
  'RF',
  'XA',
  'PX',
  'IO',
  'BMD',
] as const;
export type ModalitasRadiologi = (typeof MODALITAS_RADIOLOGI)[number];
export const modalitasRadiologiSchema = z.enum(MODALITAS_RADIOLOGI, { message: 'Modalitas wajib dipilih' });
export const LABEL_MODALITAS_RADIOLOGI: Record<ModalitasRadiologi, string> = {
  DX: 'Rontgen (X-Ray)',
  CR: 'Rontgen CR',
  US: 'USG',
  CT: 'CT Scan',
  MR: 'MRI',
  MG: 'Mamografi',
  RF: 'Fluoroskopi',
  XA: 'Angiografi',
  PX: 'Panoramik Gigi',
  IO: 'Rontgen Gigi Intraoral',
  BMD: 'Densitometri Tulang',
};

/** '87.44' or '8744': an ICD-9-CM volume 3 procedure code; the catalogue decides if it exists. */
const kodeIcd9Schema = z
  .string()
  .trim()
  .regex(/^(\d{2}(\.?\d{1,2})?)?$/, 'Kode ICD-9-CM berformat 2 angka, titik, 1–2 angka (mis. 87.44)')
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A radiology exam doctors order (/kelola-radiologi). `persiapan` is printed on the order for the
 * patient; `template_ekspertise` is the text the radiologist's report starts from.
 */
export const radiologiInputSchema = z.object({
  kode: kodeMasterSchema,
  nama: namaMasterSchema,
  modalitas: modalitasRadiologiSchema,
  bagian_tubuh: z
    .string({ message: 'Bagian tubuh wajib diisi' })
    .trim()
    .min(2, 'Bagian tubuh wajib diisi')
    .max(100, 'Bagian tubuh maksimal 100 karakter'),
  proyeksi: teksOpsional(50, 'Proyeksi'),
  kontras: z.boolean({ message: 'Kontras harus ya atau tidak' }).default(false),
  persiapan: teksOpsional(1000, 'Persiapan'),
  kode_icd9: kodeIcd9Schema,
  template_ekspertise: teksOpsional(4000, 'Template ekspertise'),
  keterangan: keteranganSchema,
});
export type RadiologiInput = z.infer<typeof radiologiInputSchema>;

export const radiologiSchema = masterDasarSchema.extend({
  modalitas: modalitasRadiologiSchema,
  bagian_tubuh: z.string(),
  proyeksi: z.string().nullable(),
  kontras: z.boolean(),
  persiapan: z.string().nullable(),
  kode_icd9: z.string().nullable(),
  /** The catalogue's title of `kode_icd9` (null when absent). */
  judul_icd9: z.string().nullable(),
  template_ekspertise: z.string().nullable(),
  keterangan: z.string().nullable(),
  /** The general (UMUM) outpatient price in force today; null while no price is set. */
  tarif_umum_rj: z.number().nullable(),
});
export type Radiologi = z.infer<typeof radiologiSchema>;

export const radiologiListQuerySchema = masterListQuerySchema.extend({
  modalitas: z.enum(MODALITAS_RADIOLOGI, { message: 'Modalitas tidak valid' }).optional(),
});
export type RadiologiListQuery = z.infer<typeof radiologiListQuerySchema>;
