import { z } from 'zod';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
} from './common.ts';

/**
 * What a procedure is, as Indonesian hospital tariff lists group them. Room charges are not here:
 * they belong to the room classes of bed management.
 */
export const KATEGORI_TINDAKAN = [
  'KONSULTASI',
  'VISITE',
  'TINDAKAN_MEDIS',
  'TINDAKAN_OPERATIF',
  'TINDAKAN_KEPERAWATAN',
  'TINDAKAN_KEBIDANAN',
  'ADMINISTRASI',
] as const;
export type KategoriTindakan = (typeof KATEGORI_TINDAKAN)[number];
export const kategoriTindakanSchema = z.enum(KATEGORI_TINDAKAN, {
  message: 'Kategori tindakan wajib dipilih',
});
export const LABEL_KATEGORI_TINDAKAN: Record<KategoriTindakan, string> = {
  KONSULTASI: 'Konsultasi',
  VISITE: 'Visite Dokter',
  TINDAKAN_MEDIS: 'Tindakan Medis',
  TINDAKAN_OPERATIF: 'Tindakan Operatif',
  TINDAKAN_KEPERAWATAN: 'Tindakan Keperawatan',
  TINDAKAN_KEBIDANAN: 'Tindakan Kebidanan',
  ADMINISTRASI: 'Administrasi',
};

/** Size class of an operation (operasi kecil/sedang/besar/khusus), which sets its fee band. */
export const GOLONGAN_OPERASI = ['KECIL', 'SEDANG', 'BESAR', 'KHUSUS'] as const;
export type GolonganOperasi = (typeof GOLONGAN_OPERASI)[number];
export const LABEL_GOLONGAN_OPERASI: Record<GolonganOperasi, string> = {
  KECIL: 'Operasi Kecil',
  SEDANG: 'Operasi Sedang',
  BESAR: 'Operasi Besar',
  KHUSUS: 'Operasi Khusus',
};

/** The cashier's transaction types (spec §4) a procedure can become. */
export type JenisTransaksiTindakan = 'KONSUL' | 'TINDAKAN';

/**
 * How the cashier bills a procedure: a consultation is a KONSUL transaction, everything else
 * (visits, procedures, administration) a TINDAKAN one (spec §4 transaction types).
 */
export function jenisTransaksiTindakan(kategori: KategoriTindakan): JenisTransaksiTindakan {
  return kategori === 'KONSULTASI' ? 'KONSUL' : 'TINDAKAN';
}

/**
 * An ICD-9-CM vol. 3 code as the catalogue writes it ('99.29'); '9929' and ' 99.29 ' are accepted
 * and written with the dot. Whether the code exists is checked by the server against the catalogue.
 */
export const kodeIcd9Schema = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(
    z
      .string()
      .regex(/^\d{2}\.?\d{1,2}$/, 'Kode ICD-9-CM berformat 99.9 atau 99.99')
      .transform((v) => (v.includes('.') ? v : `${v.slice(0, 2)}.${v.slice(2)}`))
      .nullable(),
  );

export const tindakanInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    kategori: kategoriTindakanSchema,
    /** Only for TINDAKAN_OPERATIF, where it is required. */
    golongan: z
      .union([z.literal(''), z.enum(GOLONGAN_OPERASI, { message: 'Golongan operasi tidak valid' })])
      .nullish()
      .transform((v) => (v ? v : null)),
    kode_icd9: kodeIcd9Schema,
    /** Clinics that offer it; empty means every clinic. */
    poli_uids: z
      .array(z.uuid({ message: 'Poliklinik tidak valid' }), { message: 'Poliklinik tidak valid' })
      .max(50, 'Maksimal 50 poliklinik')
      .nullish()
      .transform((v) => [...new Set(v ?? [])]),
    keterangan: keteranganSchema,
  })
  .superRefine((v, ctx) => {
    if (v.kategori === 'TINDAKAN_OPERATIF' && !v.golongan)
      ctx.addIssue({ code: 'custom', path: ['golongan'], message: 'Golongan operasi wajib dipilih' });
    if (v.kategori !== 'TINDAKAN_OPERATIF' && v.golongan)
      ctx.addIssue({
        code: 'custom',
        path: ['golongan'],
        message: 'Golongan hanya untuk tindakan operatif',
      });
  });
export type TindakanInput = z.infer<typeof tindakanInputSchema>;

export const tindakanSchema = masterDasarSchema.extend({
  kategori: kategoriTindakanSchema,
  golongan: z.enum(GOLONGAN_OPERASI).nullable(),
  kode_icd9: z.string().nullable(),
  /** The catalogue's title of `kode_icd9` (null when there is no code or the catalogue is not loaded). */
  judul_icd9: z.string().nullable(),
  poli_uids: z.array(z.uuid()),
  /** The clinics of `poli_uids`, with their status (a linked clinic may have been retired since). */
  poli: z.array(z.object({ uid: z.uuid(), kode: z.string(), nama: z.string(), status: z.string() })),
  keterangan: z.string().nullable(),
  /** The UMUM × RAWAT_JALAN price in force today, integer rupiah; null when none is set. */
  tarif_umum_rj: z.number().nullable(),
});
export type Tindakan = z.infer<typeof tindakanSchema>;

export const tindakanListQuerySchema = masterListQuerySchema.extend({
  kategori: z.enum(KATEGORI_TINDAKAN, { message: 'Kategori tindakan tidak valid' }).optional(),
  /** Procedures offered at this clinic: those with no clinic list, or whose list holds it. */
  poli: z.uuid({ message: 'poli harus uid' }).optional(),
});
export type TindakanListQuery = z.infer<typeof tindakanListQuerySchema>;
