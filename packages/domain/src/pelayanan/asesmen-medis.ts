import { z } from 'zod';
import { ringkasTandaVital, tandaVitalSchema } from './tanda-vital.ts';
import { gcsSchema, type LevelTriase, labelTriase } from './triase.ts';

const teks = (label: string, max = 4000) =>
  z.string().trim().max(max, `${label} maksimal ${max} karakter`).nullable().optional();

/** A number in a range, or absent; the message names the field, the range and the unit. */
function angka(label: string, min: number, maks: number, satuan: string, bulat = true) {
  const n = z.number({
    error: (i) => (i.input == null ? `${label} wajib diisi` : `${label} harus berupa angka`),
  });
  return (bulat ? n.int(`${label} harus bilangan bulat`) : n)
    .min(min, `${label} minimal ${min} ${satuan}`)
    .max(maks, `${label} maksimal ${maks} ${satuan}`);
}

/** Anamnesis as Indonesian medical records head it. */
export const anamnesisSchema = z.object({
  keluhan_utama: teks('Keluhan utama', 1000),
  riwayat_penyakit_sekarang: teks('Riwayat penyakit sekarang'),
  riwayat_penyakit_dahulu: teks('Riwayat penyakit dahulu'),
  riwayat_penyakit_keluarga: teks('Riwayat penyakit keluarga'),
  riwayat_obat: teks('Riwayat pengobatan'),
});

export const KEADAAN_UMUM = [
  'Baik',
  'Tampak sakit ringan',
  'Tampak sakit sedang',
  'Tampak sakit berat',
] as const;
export const KESADARAN = [
  'Compos mentis',
  'Apatis',
  'Delirium',
  'Somnolen',
  'Sopor',
  'Semi-koma',
  'Koma',
] as const;

/** The organ systems of the physical examination, in the order the form lists them. */
export const SISTEM_PEMERIKSAAN = [
  'kepala',
  'mata',
  'tht',
  'leher',
  'thorax_jantung',
  'thorax_paru',
  'abdomen',
  'ekstremitas',
  'kulit',
  'genitalia',
] as const;
export type SistemPemeriksaan = (typeof SISTEM_PEMERIKSAAN)[number];
export const LABEL_SISTEM_PEMERIKSAAN: Record<SistemPemeriksaan, string> = {
  kepala: 'Kepala',
  mata: 'Mata',
  tht: 'THT',
  leher: 'Leher',
  thorax_jantung: 'Thorax – Jantung',
  thorax_paru: 'Thorax – Paru',
  abdomen: 'Abdomen',
  ekstremitas: 'Ekstremitas',
  kulit: 'Kulit',
  genitalia: 'Genitalia',
};

export const HASIL_PEMERIKSAAN = ['Normal', 'Tidak normal'] as const;

/** One system: Normal or Tidak normal; an abnormal finding must say what was found. */
const temuanSchema = z
  .object({
    hasil: z.enum(HASIL_PEMERIKSAAN, { message: 'Pilih Normal atau Tidak normal' }).nullable().optional(),
    keterangan: teks('Keterangan', 1000),
  })
  .superRefine((v, ctx) => {
    if (v.hasil === 'Tidak normal' && !v.keterangan)
      ctx.addIssue({ code: 'custom', path: ['keterangan'], message: 'Jelaskan temuan yang tidak normal' });
  });

export const pemeriksaanFisikSchema = z.object({
  keadaan_umum: z.enum(KEADAAN_UMUM, { message: 'Keadaan umum tidak valid' }).nullable().optional(),
  kesadaran: z.enum(KESADARAN, { message: 'Kesadaran tidak valid' }).nullable().optional(),
  /** Optional here: the nurse usually took them; the doctor records them when re-measured. */
  tanda_vital: tandaVitalSchema.nullable().optional(),
  sistem: z.partialRecord(z.enum(SISTEM_PEMERIKSAAN), temuanSchema).nullable().optional(),
});
export type PemeriksaanFisik = z.infer<typeof pemeriksaanFisikSchema>;

/** What every medical kind holds: SOAP (S required), anamnesis, examination, patient education. */
const dasarMedis = {
  subjektif: z
    .string({ message: 'Subjektif (anamnesis) wajib diisi' })
    .trim()
    .min(1, 'Subjektif (anamnesis) wajib diisi')
    .max(4000),
  objektif: teks('Objektif'),
  asesmen: teks('Asesmen'),
  plan: teks('Plan'),
  anamnesis: anamnesisSchema.nullable().optional(),
  pemeriksaan_fisik: pemeriksaanFisikSchema.nullable().optional(),
  edukasi: teks('Edukasi', 2000),
};

/** The doctor's assessment at a clinic (/assesmen-medis/:id). */
export const asesmenMedisSchema = z.object(dasarMedis);
export type AsesmenMedis = z.infer<typeof asesmenMedisSchema>;

/** The four emergency conditions Indonesian IGDs sort patients into. */
export const KONDISI_IGD = [
  'Gawat darurat',
  'Gawat tidak darurat',
  'Darurat tidak gawat',
  'Tidak gawat tidak darurat',
] as const;

export const TINDAKAN_RESUSITASI = [
  'Bebaskan jalan napas',
  'Oksigenasi',
  'Ventilasi bantu (BVM)',
  'Intubasi',
  'RJP',
  'Defibrilasi',
  'Akses IV dan resusitasi cairan',
  'Kontrol perdarahan',
  'Imobilisasi servikal',
] as const;

/** The doctor's assessment at the IGD (/assesmen-igd/:id): the same plus triage and resuscitation. */
export const asesmenMedisIgdSchema = z.object({
  ...dasarMedis,
  kondisi: z.enum(KONDISI_IGD, { message: 'Kondisi pasien wajib dipilih' }),
  /** The doctor's triage level (ATS 1–5, as the nurse's triase), when it differs or was not set. */
  prioritas: z
    .number({ message: 'Prioritas triase 1–5' })
    .int('Prioritas triase 1–5')
    .min(1, 'Prioritas triase 1–5')
    .max(5, 'Prioritas triase 1–5')
    .nullable()
    .optional(),
  gcs: gcsSchema.nullable().optional(),
  resusitasi: z.array(z.enum(TINDAKAN_RESUSITASI, { message: 'Tindakan resusitasi tidak valid' })).optional(),
  resusitasi_keterangan: teks('Keterangan resusitasi', 2000),
});
export type AsesmenMedisIgd = z.output<typeof asesmenMedisIgdSchema>;

export const DIALISAT = ['Bikarbonat', 'Asetat'] as const;

/** One session's hemodialysis prescription. */
export const resepHdSchema = z.object({
  durasi_jam: angka('Durasi', 1, 8, 'jam', false),
  qb: angka('QB', 50, 500, 'ml/menit'),
  qd: angka('QD', 300, 800, 'ml/menit'),
  target_uf: angka('Target UF', 0, 6000, 'ml'),
  dialisat: z.enum(DIALISAT, { message: 'Dialisat tidak valid' }).nullable().optional(),
  heparin_awal: angka('Heparin dosis awal', 0, 10000, 'IU').nullable().optional(),
  heparin_maintenance: angka('Heparin maintenance', 0, 5000, 'IU/jam').nullable().optional(),
  bb_kering: angka('Berat badan kering', 10, 250, 'kg', false).nullable().optional(),
});
export type ResepHd = z.infer<typeof resepHdSchema>;

/** The doctor's assessment in the HD room (/list-hd/assesmen-medis/:id): the same plus the HD prescription. */
export const asesmenMedisHdSchema = z.object({
  ...dasarMedis,
  resep_hd: resepHdSchema,
  evaluasi: teks('Evaluasi', 2000),
});
export type AsesmenMedisHd = z.infer<typeof asesmenMedisHdSchema>;

const koma = (n: number) => String(n).replace('.', ',');

export function ringkasMedis(isi: AsesmenMedis): string {
  const ttv = ringkasTandaVital(isi.pemeriksaan_fisik?.tanda_vital);
  return [`S: ${isi.subjektif}`, ttv ? `O: ${ttv}` : '', isi.asesmen ? `A: ${isi.asesmen}` : '']
    .filter(Boolean)
    .join('; ');
}

export function ringkasMedisIgd(isi: AsesmenMedisIgd): string {
  const prioritas = isi.prioritas ? labelTriase(isi.prioritas as LevelTriase) : '';
  const gcs = isi.gcs ? `GCS ${isi.gcs.total}` : '';
  return [[isi.kondisi, prioritas, gcs].filter(Boolean).join(', '), ringkasMedis(isi)].join('; ');
}

export function ringkasMedisHd(isi: AsesmenMedisHd): string {
  const r = isi.resep_hd;
  return [
    ringkasMedis(isi),
    `HD ${koma(r.durasi_jam)} jam, QB ${r.qb}, QD ${r.qd}, UF ${r.target_uf} ml`,
  ].join('; ');
}
