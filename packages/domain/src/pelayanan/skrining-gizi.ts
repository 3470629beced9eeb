import { z } from 'zod';
import type { MasukanTanggal } from '../format/tanggal.ts';
import { hitungUmur } from '../format/umur.ts';
import { PENURUNAN_BB_MST, type PenurunanBbMst, skorMst } from './asesmen-keperawatan.ts';

// Nutrition screening on admission (docs/ranap/gizi.md): MST for adults, STRONGkids for children
// (1 month – 18 years). The answers are stored with the score the domain computed from them, so a
// client can never store a score that does not follow from its answers.

/** The two screening kinds of the assessment table. */
export const JENIS_SKRINING_GIZI = ['SKRINING_MST', 'SKRINING_STRONGKIDS'] as const;
export type JenisSkriningGizi = (typeof JENIS_SKRINING_GIZI)[number];

// MST's weight-loss answers and their points are the outpatient nursing assessment's
// (PENURUNAN_BB_MST, skorMst in asesmen-keperawatan.ts): one MST in the whole chart.
const OPSI_PENURUNAN_BB = Object.keys(PENURUNAN_BB_MST) as [PenurunanBbMst, ...PenurunanBbMst[]];

/** STRONGkids items and their points (Hulst et al. 2010). */
export const BUTIR_STRONGKIDS = [
  { kunci: 'klinis_kurang_gizi', poin: 1, label: 'Penilaian klinis subjektif: anak tampak kurang gizi' },
  {
    kunci: 'penyakit_risiko_tinggi',
    poin: 2,
    label: 'Penyakit dengan risiko tinggi malnutrisi atau rencana operasi besar',
  },
  {
    kunci: 'asupan_kehilangan',
    poin: 1,
    label: 'Asupan berkurang / diare ≥ 5 kali atau muntah > 3 kali sehari dalam beberapa hari terakhir',
  },
  {
    kunci: 'bb_turun',
    poin: 1,
    label: 'Berat badan turun atau tidak naik (bayi < 1 tahun) dalam beberapa minggu/bulan terakhir',
  },
] as const;
export type ButirStrongkids = (typeof BUTIR_STRONGKIDS)[number]['kunci'];

/** RENDAH / SEDANG / TINGGI for STRONGkids; RENDAH / BERISIKO for MST. */
export const TINGKAT_RISIKO_GIZI = ['RENDAH', 'SEDANG', 'TINGGI', 'BERISIKO'] as const;
export type TingkatRisikoGizi = (typeof TINGKAT_RISIKO_GIZI)[number];
export const LABEL_TINGKAT_RISIKO_GIZI: Record<TingkatRisikoGizi, string> = {
  RENDAH: 'Risiko rendah',
  SEDANG: 'Risiko sedang',
  TINGGI: 'Risiko tinggi',
  BERISIKO: 'Berisiko malnutrisi',
};

export interface JawabanMst {
  penurunan_bb: PenurunanBbMst;
  asupan_berkurang: boolean;
}
export type JawabanStrongkids = Record<ButirStrongkids, boolean>;

export interface HasilSkriningGizi {
  skor: number;
  tingkat: TingkatRisikoGizi;
  /** Flagged for the nutritionist's assessment (ADIME). */
  berisiko: boolean;
}

/**
 * The score of a screening from its answers. MST: ≥ 2 is at risk. STRONGkids: 0 low, 1–3 medium,
 * 4–5 high; medium and high are both flagged for the nutritionist (the tool asks for a dietitian
 * at high risk and for follow-up of weight and intake at medium risk: both are the nutritionist's work).
 */
export function skorSkriningGizi(
  ...[jenis, j]: ['SKRINING_MST', JawabanMst] | ['SKRINING_STRONGKIDS', JawabanStrongkids]
): HasilSkriningGizi {
  if (jenis === 'SKRINING_MST') {
    const skor = skorMst(j);
    return skor >= 2
      ? { skor, tingkat: 'BERISIKO', berisiko: true }
      : { skor, tingkat: 'RENDAH', berisiko: false };
  }
  const skor = BUTIR_STRONGKIDS.reduce((n, b) => n + (j[b.kunci] ? b.poin : 0), 0);
  if (skor === 0) return { skor, tingkat: 'RENDAH', berisiko: false };
  return { skor, tingkat: skor >= 4 ? 'TINGGI' : 'SEDANG', berisiko: true };
}

/** The tool for the patient's age on a day: STRONGkids below 18 years, MST from 18 on. */
export function alatSkriningGizi(tanggalLahir: MasukanTanggal, pada: MasukanTanggal): JenisSkriningGizi {
  return hitungUmur(tanggalLahir, pada).tahun < 18 ? 'SKRINING_STRONGKIDS' : 'SKRINING_MST';
}

const yaTidak = (label: string) => z.boolean({ message: `${label}: pilih Ya atau Tidak` });
const catatan = z
  .string({ message: 'Catatan harus berupa teks' })
  .trim()
  .max(500, 'Catatan maksimal 500 karakter')
  .nullish()
  .transform((v) => v || null);

/** Kind SKRINING_MST: the two answers; skor, tingkat and berisiko are computed here. */
export const skriningMstSchema = z
  .object({
    penurunan_bb: z.enum(OPSI_PENURUNAN_BB, { message: 'Penurunan berat badan wajib dipilih' }),
    asupan_berkurang: yaTidak('Asupan makan berkurang'),
    catatan,
  })
  .transform((v) => ({ ...v, ...skorSkriningGizi('SKRINING_MST', v) }));

/** Kind SKRINING_STRONGKIDS: the four answers and the computed result. */
export const skriningStrongkidsSchema = z
  .object({
    klinis_kurang_gizi: yaTidak('Penilaian klinis'),
    penyakit_risiko_tinggi: yaTidak('Penyakit risiko tinggi'),
    asupan_kehilangan: yaTidak('Asupan/kehilangan'),
    bb_turun: yaTidak('Penurunan berat badan'),
    catatan,
  })
  .transform((v) => ({ ...v, ...skorSkriningGizi('SKRINING_STRONGKIDS', v) }));

/** The stored result as screens read it back. */
export const hasilSkriningSchema = z.object({
  skor: z.number().int(),
  tingkat: z.enum(TINGKAT_RISIKO_GIZI),
  berisiko: z.boolean(),
});

const ringkasHasil = (nama: string, v: HasilSkriningGizi) =>
  `${nama} skor ${v.skor} – ${LABEL_TINGKAT_RISIKO_GIZI[v.tingkat]}`;
export const ringkasSkriningMst = (v: HasilSkriningGizi) => ringkasHasil('MST', v);
export const ringkasSkriningStrongkids = (v: HasilSkriningGizi) => ringkasHasil('STRONGkids', v);
