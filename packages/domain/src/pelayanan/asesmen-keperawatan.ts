import { z } from 'zod';
import {
  hitungImt,
  kategoriImt,
  ringkasTandaVital,
  type TandaVital,
  tandaVitalSchema,
} from './tanda-vital.ts';

/** Optional free text; '' is stored as null so an emptied field reads as not filled. */
export const teksKeperawatan = (label: string, max = 2000) =>
  z
    .string({ message: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .nullish()
    .transform((v) => v || null);

const wajib = (label: string, max = 1000) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const pilihan = <T extends readonly [string, ...string[]]>(nilai: T, label: string) =>
  z.enum(nilai, { message: `${label} tidak valid` });

const yaTidak = z.boolean({ message: 'Pilih Ya atau Tidak' });

// ── Nyeri: Numeric Rating Scale 0–10 ─────────────────────────────────────────────────────────

export const SIFAT_NYERI = [
  'Tajam',
  'Tumpul',
  'Berdenyut',
  'Terbakar',
  'Tertusuk',
  'Kram',
  'Menjalar',
] as const;

/** Pain fields shared by the first and the repeated assessments (flat: `isi.skala_nyeri`). */
export const nyeriFields = {
  skala_nyeri: z
    .number({ message: 'Skala nyeri harus berupa angka' })
    .int('Skala nyeri 0–10')
    .min(0, 'Skala nyeri 0–10')
    .max(10, 'Skala nyeri 0–10')
    .nullable()
    .optional(),
  lokasi_nyeri: teksKeperawatan('Lokasi nyeri', 200),
  sifat_nyeri: pilihan(SIFAT_NYERI, 'Sifat nyeri').nullable().optional(),
};

/** The NRS bands nurses chart: 0 none, 1–3 mild, 4–6 moderate, 7–10 severe. */
export function kategoriNyeri(skala: number | null | undefined): string | null {
  if (skala == null) return null;
  if (skala === 0) return 'Tidak nyeri';
  if (skala <= 3) return 'Nyeri ringan';
  if (skala <= 6) return 'Nyeri sedang';
  return 'Nyeri berat';
}

// ── Risiko jatuh: Get Up and Go (outpatient screening, Kemenkes/SNARS) ───────────────────────

export const HASIL_RISIKO_JATUH = ['Tidak berisiko', 'Risiko rendah', 'Risiko tinggi'] as const;
export type HasilRisikoJatuh = (typeof HASIL_RISIKO_JATUH)[number];

/** Neither sign: no risk; one of them: low; both: high. */
export function hasilRisikoJatuh(v: { jalan_tidak_seimbang: boolean; menopang_saat_duduk: boolean }) {
  const n = Number(v.jalan_tidak_seimbang) + Number(v.menopang_saat_duduk);
  return HASIL_RISIKO_JATUH[n] as HasilRisikoJatuh;
}

/** The two observations; `hasil` is computed here, whatever the client sent. */
export const risikoJatuhSchema = z
  .object({
    /** a. Walks unsteadily, staggers, or needs an aid (crutch, walker, wheelchair, another person). */
    jalan_tidak_seimbang: yaTidak,
    /** b. Holds on to the chair, table or another object for support when sitting down. */
    menopang_saat_duduk: yaTidak,
  })
  .transform((v) => ({ ...v, hasil: hasilRisikoJatuh(v) }));

// ── Alergi ───────────────────────────────────────────────────────────────────────────────────

export const JENIS_ALERGI = ['Obat', 'Makanan', 'Lainnya'] as const;

/**
 * The allergy section: either explicitly none, or at least one allergen with its reaction.
 * Leaving both empty is refused, so 'no allergies' is always a statement, never an omission.
 */
export const alergiSchema = z
  .object({
    tidak_ada: z.boolean({ message: "Centang 'Tidak ada alergi' atau isi daftar alergi" }),
    daftar: z
      .array(
        z.object({
          jenis: pilihan(JENIS_ALERGI, 'Jenis alergi'),
          nama: wajib('Nama alergen', 100),
          reaksi: teksKeperawatan('Reaksi', 200),
        }),
      )
      .max(30, 'Paling banyak 30 alergi'),
  })
  .superRefine((v, ctx) => {
    if (v.tidak_ada && v.daftar.length)
      ctx.addIssue({
        code: 'custom',
        path: ['tidak_ada'],
        message: "Pasien punya daftar alergi; hapus daftarnya atau batalkan 'Tidak ada alergi'",
      });
    if (!v.tidak_ada && !v.daftar.length)
      ctx.addIssue({
        code: 'custom',
        path: ['tidak_ada'],
        message: "Isi alergi pasien atau centang 'Tidak ada alergi'",
      });
  });
export type Alergi = z.infer<typeof alergiSchema>;

/**
 * The allergen names an assessment records, from any kind whose content carries the shared
 * `alergi` section; the server adds the new ones to the patient's master list.
 */
export function alergiDariIsi(isi: unknown): string[] {
  if (typeof isi !== 'object' || isi === null || !('alergi' in isi)) return [];
  const a = alergiSchema.safeParse(isi.alergi);
  return a.success && !a.data.tidak_ada ? a.data.daftar.map((x) => x.nama) : [];
}

function ringkasAlergi(a: Alergi | null | undefined): string {
  if (!a) return '';
  if (a.tidak_ada) return 'Tidak ada alergi';
  return `Alergi: ${a.daftar.map((x) => x.nama).join(', ')}`;
}

// ── Skrining gizi: Malnutrition Screening Tool (MST) ─────────────────────────────────────────

/** Unintended weight loss in the last 6 months, with its MST score. */
export const PENURUNAN_BB_MST = {
  Tidak: 0,
  'Tidak yakin': 2,
  'Ya, 1–5 kg': 1,
  'Ya, 6–10 kg': 2,
  'Ya, 11–15 kg': 3,
  'Ya, > 15 kg': 4,
  'Ya, tidak tahu berapa kg': 2,
} as const;
export type PenurunanBbMst = keyof typeof PENURUNAN_BB_MST;
const OPSI_PENURUNAN_BB = Object.keys(PENURUNAN_BB_MST) as [PenurunanBbMst, ...PenurunanBbMst[]];

/** MST total: weight-loss score + 1 for eating less; 2 or more is at risk (refer to the dietitian). */
export function skorMst(v: { penurunan_bb: PenurunanBbMst; asupan_berkurang: boolean }): number {
  return PENURUNAN_BB_MST[v.penurunan_bb] + (v.asupan_berkurang ? 1 : 0);
}

export const skriningGiziSchema = z
  .object({
    penurunan_bb: z.enum(OPSI_PENURUNAN_BB, { message: 'Pilih jawaban penurunan berat badan' }),
    asupan_berkurang: yaTidak,
  })
  .transform((v) => {
    const skor = skorMst(v);
    return { ...v, skor, berisiko: skor >= 2 };
  });

// ── Status fungsional dan psikososial ───────────────────────────────────────────────────────

export const STATUS_FUNGSIONAL = ['Mandiri', 'Perlu bantuan sebagian', 'Ketergantungan penuh'] as const;
export const STATUS_PSIKOLOGIS = ['Tenang', 'Cemas', 'Takut', 'Marah', 'Sedih', 'Gelisah'] as const;
export const HUBUNGAN_KELUARGA = ['Baik', 'Tidak baik'] as const;

// ── The kinds ───────────────────────────────────────────────────────────────────────────────

/** BMI from the vital signs, always computed by whoever parses (the server for what it stores). */
export function denganImt<T extends { tanda_vital: TandaVital }>(v: T) {
  const imt = hitungImt(v.tanda_vital.berat_badan, v.tanda_vital.tinggi_badan);
  return { ...v, imt, kategori_imt: kategoriImt(imt) };
}

/** Nursing assessment at a clinic (/keperawatan-poli/:id), as the outpatient form of SNARS asks it. */
export const asesmenKeperawatanPoliSchema = z
  .object({
    tanda_vital: tandaVitalSchema,
    keluhan_utama: wajib('Keluhan utama'),
    ...nyeriFields,
    risiko_jatuh: risikoJatuhSchema.nullable().optional(),
    alergi: alergiSchema.nullable().optional(),
    skrining_gizi: skriningGiziSchema.nullable().optional(),
    status_fungsional: pilihan(STATUS_FUNGSIONAL, 'Status fungsional').nullable().optional(),
    alat_bantu: teksKeperawatan('Alat bantu', 200),
    status_psikologis: z.array(pilihan(STATUS_PSIKOLOGIS, 'Status psikologis')).optional(),
    hubungan_keluarga: pilihan(HUBUNGAN_KELUARGA, 'Hubungan dengan keluarga').nullable().optional(),
    catatan: teksKeperawatan('Catatan'),
  })
  .transform(denganImt);
export type AsesmenKeperawatanPoli = z.output<typeof asesmenKeperawatanPoliSchema>;

/** A repeated assessment (/assesmen-ulang-keperawatan/:id): the course since the first one. */
export const asesmenUlangKeperawatanSchema = z
  .object({
    tanda_vital: tandaVitalSchema,
    // Named as in the first assessment so both read alike on the timeline and in the resume.
    keluhan_utama: wajib('Keluhan saat ini'),
    ...nyeriFields,
    evaluasi: teksKeperawatan('Evaluasi'),
    tindakan_keperawatan: teksKeperawatan('Tindakan keperawatan'),
    catatan: teksKeperawatan('Catatan'),
  })
  .transform(denganImt);
export type AsesmenUlangKeperawatan = z.output<typeof asesmenUlangKeperawatanSchema>;

const koma = (n: number) => String(n).replace('.', ',');

export function ringkasNyeri(skala: number | null | undefined): string {
  return skala == null ? '' : `Nyeri ${skala}/10`;
}

export function ringkasKeperawatan(isi: AsesmenKeperawatanPoli): string {
  return [
    isi.keluhan_utama,
    ringkasTandaVital(isi.tanda_vital),
    isi.imt != null ? `IMT ${koma(isi.imt)} (${isi.kategori_imt})` : '',
    ringkasNyeri(isi.skala_nyeri),
    isi.risiko_jatuh ? `Jatuh: ${isi.risiko_jatuh.hasil.toLowerCase()}` : '',
    ringkasAlergi(isi.alergi),
  ]
    .filter(Boolean)
    .join('; ');
}

export function ringkasKeperawatanUlang(isi: AsesmenUlangKeperawatan): string {
  return [
    isi.keluhan_utama,
    ringkasTandaVital(isi.tanda_vital),
    ringkasNyeri(isi.skala_nyeri),
    isi.tindakan_keperawatan ? `Tindakan: ${isi.tindakan_keperawatan}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}
