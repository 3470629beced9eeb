import { z } from 'zod';
import {
  alergiSchema,
  denganImt,
  nyeriFields,
  ringkasNyeri,
  teksKeperawatan,
} from './asesmen-keperawatan.ts';
import { ringkasTandaVital, tandaVitalSchema } from './tanda-vital.ts';

// ── Triase: Australasian Triage Scale, five levels ──────────────────────────────────────────

export const LEVEL_TRIASE = [1, 2, 3, 4, 5] as const;
export type LevelTriase = (typeof LEVEL_TRIASE)[number];
export const WARNA_TRIASE = ['Merah', 'Oranye', 'Kuning', 'Hijau', 'Putih'] as const;
export type WarnaTriase = (typeof WARNA_TRIASE)[number];

export interface DefinisiTriase {
  label: string;
  /**
   * The card colour. Rawat follows the colours Indonesian IGDs hang on the wall (red → white by
   * falling urgency: merah, oranye, kuning, hijau, putih) rather than ATS's own green at 3 and
   * blue at 4, so yellow means 'urgent' as it does in every other triage chart the staff know.
   */
  warna: WarnaTriase;
  /** The longest safe wait before a doctor sees the patient. */
  waktu: string;
  contoh: string;
}

export const TRIASE_ATS: Record<LevelTriase, DefinisiTriase> = {
  1: {
    label: 'Resusitasi',
    warna: 'Merah',
    waktu: 'Segera',
    contoh: 'Henti jantung/napas, sumbatan jalan napas, syok berat, GCS < 9',
  },
  2: {
    label: 'Emergensi',
    warna: 'Oranye',
    waktu: '≤ 10 menit',
    contoh: 'Nyeri dada khas jantung, sesak berat, GCS 9–12, nyeri hebat',
  },
  3: {
    label: 'Urgen',
    warna: 'Kuning',
    waktu: '≤ 30 menit',
    contoh: 'Hipertensi berat, sesak sedang, muntah terus-menerus, nyeri sedang',
  },
  4: {
    label: 'Semi-urgen',
    warna: 'Hijau',
    waktu: '≤ 60 menit',
    contoh: 'Luka robek ringan, cedera ringan ekstremitas, nyeri ringan',
  },
  5: {
    label: 'Tidak urgen',
    warna: 'Putih',
    waktu: '≤ 120 menit',
    contoh: 'Keluhan ringan menahun, kontrol luka, minta resep ulang',
  },
};

/** 'ATS 2 – Emergensi (Oranye)' */
export function labelTriase(level: LevelTriase): string {
  const t = TRIASE_ATS[level];
  return `ATS ${level} – ${t.label} (${t.warna})`;
}

// ── Glasgow Coma Scale ──────────────────────────────────────────────────────────────────────

/** The responses, highest first, as Indonesian charts word them. */
export const GCS_EYE = ['Spontan', 'Terhadap suara', 'Terhadap nyeri', 'Tidak ada respons'] as const;
export const GCS_VERBAL = [
  'Orientasi baik',
  'Bingung',
  'Kata-kata tidak tepat',
  'Suara tidak jelas (mengerang)',
  'Tidak ada respons',
] as const;
export const GCS_MOTORIK = [
  'Mengikuti perintah',
  'Melokalisasi nyeri',
  'Menarik diri dari nyeri',
  'Fleksi abnormal (dekortikasi)',
  'Ekstensi (deserebrasi)',
  'Tidak ada respons',
] as const;

/** The level of consciousness Indonesian charts name for a GCS total. */
export function kesadaranGcs(total: number): string {
  if (total >= 14) return 'Compos mentis';
  if (total >= 12) return 'Apatis';
  if (total >= 10) return 'Delirium';
  if (total >= 7) return 'Somnolen';
  if (total >= 5) return 'Sopor';
  if (total === 4) return 'Semi-koma';
  return 'Koma';
}

const skor = (label: string, maks: number) =>
  z
    .number({ message: `${label} wajib dipilih` })
    .int(`${label} 1–${maks}`)
    .min(1, `${label} 1–${maks}`)
    .max(maks, `${label} 1–${maks}`);

/** E, V and M; the total and the level of consciousness are computed here. */
export const gcsSchema = z
  .object({ e: skor('GCS mata (E)', 4), v: skor('GCS verbal (V)', 5), m: skor('GCS motorik (M)', 6) })
  .transform((g) => {
    const total = g.e + g.v + g.m;
    return { ...g, total, kesadaran: kesadaranGcs(total) };
  });

// ── Survei primer (ABCDE) ───────────────────────────────────────────────────────────────────

export const AIRWAY = ['Bebas', 'Sumbatan parsial', 'Sumbatan total'] as const;
export const BREATHING = ['Spontan, adekuat', 'Spontan, tidak adekuat', 'Apnea'] as const;
export const CIRCULATION = ['Normal', 'Terganggu', 'Nadi tidak teraba'] as const;
export const PUPIL = ['Isokor', 'Anisokor'] as const;
export const REFLEKS_CAHAYA = ['Positif', 'Negatif'] as const;
export const CARA_DATANG = [
  'Datang sendiri',
  'Diantar keluarga',
  'Ambulans',
  'Rujukan faskes lain',
  'Diantar polisi',
] as const;

const pilih = <T extends readonly [string, ...string[]]>(nilai: T, label: string) =>
  z.enum(nilai, { message: `${label} wajib dipilih` });

export const surveiPrimerSchema = z.object({
  airway: pilih(AIRWAY, 'Airway'),
  airway_catatan: teksKeperawatan('Catatan airway', 200),
  breathing: pilih(BREATHING, 'Breathing'),
  breathing_catatan: teksKeperawatan('Catatan breathing', 200),
  circulation: pilih(CIRCULATION, 'Circulation'),
  circulation_catatan: teksKeperawatan('Catatan circulation', 200),
  gcs: gcsSchema,
  pupil: pilih(PUPIL, 'Pupil').nullable().optional(),
  refleks_cahaya: pilih(REFLEKS_CAHAYA, 'Refleks cahaya').nullable().optional(),
  exposure: teksKeperawatan('Exposure', 500),
});

/** The IGD nurse's first assessment (/keperawatan-igd/:id): triage first, then ABCDE. */
export const asesmenKeperawatanIgdSchema = z
  .object({
    triase: z
      .number({ message: 'Level triase wajib dipilih' })
      .int('Level triase 1–5')
      .min(1, 'Level triase 1–5')
      .max(5, 'Level triase 1–5'),
    cara_datang: pilih(CARA_DATANG, 'Cara datang'),
    keluhan_utama: z
      .string({ message: 'Keluhan utama wajib diisi' })
      .trim()
      .min(1, 'Keluhan utama wajib diisi')
      .max(1000, 'Keluhan utama maksimal 1000 karakter'),
    mekanisme_cedera: teksKeperawatan('Mekanisme cedera', 1000),
    survei_primer: surveiPrimerSchema,
    tanda_vital: tandaVitalSchema,
    ...nyeriFields,
    alergi: alergiSchema.nullable().optional(),
    catatan: teksKeperawatan('Catatan'),
  })
  .transform((v) => denganImt({ ...v, triase: v.triase as LevelTriase }));
export type AsesmenKeperawatanIgd = z.output<typeof asesmenKeperawatanIgdSchema>;

/** 'ATS 2 – Emergensi (Oranye); Sesak napas; GCS 15 (E4V5M6); TD …' — the level first. */
export function ringkasKeperawatanIgd(isi: AsesmenKeperawatanIgd): string {
  const g = isi.survei_primer.gcs;
  return [
    labelTriase(isi.triase),
    isi.keluhan_utama,
    `GCS ${g.total} (E${g.e}V${g.v}M${g.m})`,
    ringkasTandaVital(isi.tanda_vital),
    ringkasNyeri(isi.skala_nyeri),
  ]
    .filter(Boolean)
    .join('; ');
}
