import { z } from 'zod';
import type { JenisPoli } from '../master/poli.ts';

/**
 * The kinds of assessment (DOMAIN.md "asesmen": kinds, not tables). Each kind's content schema
 * lives beside its form: asesmen-keperawatan.ts and asesmen-medis.ts register theirs in
 * DEF_ASESMEN below.
 */
export const JENIS_ASESMEN = [
  'KEPERAWATAN_POLI',
  'KEPERAWATAN_ULANG',
  'KEPERAWATAN_IGD',
  'KEPERAWATAN_HD',
  'MEDIS',
  'MEDIS_IGD',
  'MEDIS_HD',
  'KEBIDANAN',
  'SKRINING_MST',
  'SKRINING_STRONGKIDS',
  'ASESMEN_GIZI',
] as const;
export type JenisAsesmen = (typeof JENIS_ASESMEN)[number];
export const jenisAsesmenSchema = z.enum(JENIS_ASESMEN, { message: 'Jenis asesmen tidak valid' });

/** Who writes the kind: the nursing or the medical side of the chart. */
export type SisiAsesmen = 'keperawatan' | 'medis';

export interface DefinisiAsesmen {
  label: string;
  sisi: SisiAsesmen;
  /** One per layanan (a later save edits it) or one per occasion (each save adds a row). */
  tunggal: boolean;
  /** The clinic kinds it belongs to. */
  poli: readonly JenisPoli[];
}

export const DEFINISI_ASESMEN: Record<JenisAsesmen, DefinisiAsesmen> = {
  KEPERAWATAN_POLI: {
    label: 'Asesmen Keperawatan',
    sisi: 'keperawatan',
    tunggal: true,
    poli: ['RAWAT_JALAN', 'HEMODIALISA'],
  },
  KEPERAWATAN_ULANG: {
    label: 'Asesmen Ulang Keperawatan',
    sisi: 'keperawatan',
    tunggal: false,
    poli: ['RAWAT_JALAN', 'IGD', 'HEMODIALISA'],
  },
  KEPERAWATAN_IGD: { label: 'Asesmen Keperawatan IGD', sisi: 'keperawatan', tunggal: true, poli: ['IGD'] },
  KEPERAWATAN_HD: {
    label: 'Asesmen Keperawatan Hemodialisa',
    sisi: 'keperawatan',
    tunggal: true,
    poli: ['HEMODIALISA'],
  },
  MEDIS: { label: 'Asesmen Medis', sisi: 'medis', tunggal: true, poli: ['RAWAT_JALAN'] },
  MEDIS_IGD: { label: 'Asesmen Medis IGD', sisi: 'medis', tunggal: true, poli: ['IGD'] },
  MEDIS_HD: { label: 'Asesmen Medis Hemodialisa', sisi: 'medis', tunggal: true, poli: ['HEMODIALISA'] },
  // The midwife's first assessment in the delivery room, on the mother's stay (docs/bersalin.md).
  KEBIDANAN: { label: 'Asesmen Awal Kebidanan', sisi: 'keperawatan', tunggal: true, poli: ['RAWAT_INAP'] },
  // Nutrition on the ward (docs/ranap/gizi.md): written only through /ranap/perawatan/:uid/gizi/*,
  // which checks the tool for the age and the nutrition permission; no clinic kind (poli: []) lets
  // the generic assessment route take them. A screening may be repeated (each save a row).
  SKRINING_MST: { label: 'Skrining Gizi (MST)', sisi: 'keperawatan', tunggal: false, poli: [] },
  SKRINING_STRONGKIDS: {
    label: 'Skrining Gizi Anak (STRONGkids)',
    sisi: 'keperawatan',
    tunggal: false,
    poli: [],
  },
  ASESMEN_GIZI: { label: 'Asesmen Gizi (ADIME)', sisi: 'keperawatan', tunggal: true, poli: [] },
};

/** One saved assessment as the screens read it; `isi` is the kind's content. */
export const asesmenSchema = z.object({
  uid: z.string(),
  layanan_uid: z.string(),
  kunjungan_uid: z.string(),
  pasien_uid: z.string(),
  jenis: jenisAsesmenSchema,
  isi: z.record(z.string(), z.unknown()),
  nama_penulis: z.string(),
  waktu: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Asesmen = z.infer<typeof asesmenSchema>;
