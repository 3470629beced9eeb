import type { KesadaranNews } from './ranap.ts';

/**
 * NEWS2 (Royal College of Physicians, National Early Warning Score 2, 2017): each of seven
 * observations scores 0–3, the sum is the aggregate; SpO2 on scale 1 (no hypercapnic target).
 */
export interface ParameterNews2 {
  napas: number | null;
  spo2: number | null;
  oksigen: boolean;
  sistol: number | null;
  nadi: number | null;
  kesadaran: KesadaranNews | null;
  suhu: number | null;
}

/** The clinical risk of an aggregate (RCP NEWS2 chart 4). */
export const RISIKO_NEWS2 = ['RENDAH', 'RENDAH_SEDANG', 'SEDANG', 'TINGGI'] as const;
export type RisikoNews2 = (typeof RISIKO_NEWS2)[number];
export const LABEL_RISIKO_NEWS2: Record<RisikoNews2, string> = {
  RENDAH: 'Risiko rendah',
  RENDAH_SEDANG: 'Risiko rendah–sedang (satu parameter bernilai 3)',
  SEDANG: 'Risiko sedang',
  TINGGI: 'Risiko tinggi',
};

/** What the ward does at each risk (RCP NEWS2 chart 4, monitoring frequency). */
export const RESPON_NEWS2: Record<RisikoNews2, string> = {
  RENDAH: 'Pemantauan rutin minimal tiap 12 jam (skor 0) atau tiap 4–6 jam',
  RENDAH_SEDANG: 'Segera dinilai perawat dan dokter jaga; pemantauan minimal tiap jam',
  SEDANG: 'Respons segera: dokter jaga menilai; pemantauan minimal tiap jam',
  TINGGI: 'Respons darurat: tim medis reaksi cepat; pemantauan kontinu',
};

export interface HasilNews2 {
  skor: number;
  risiko: RisikoNews2;
  /** The score of each parameter, for the chart's cells. */
  rincian: Record<keyof ParameterNews2, number>;
}

export const skorNapas = (n: number) => (n <= 8 ? 3 : n <= 11 ? 1 : n <= 20 ? 0 : n <= 24 ? 2 : 3);
export const skorSpo2 = (s: number) => (s <= 91 ? 3 : s <= 93 ? 2 : s <= 95 ? 1 : 0);
export const skorSistol = (s: number) => (s <= 90 ? 3 : s <= 100 ? 2 : s <= 110 ? 1 : s <= 219 ? 0 : 3);
export const skorNadi = (n: number) =>
  n <= 40 ? 3 : n <= 50 ? 1 : n <= 90 ? 0 : n <= 110 ? 1 : n <= 130 ? 2 : 3;
export const skorSuhu = (t: number) => (t <= 35 ? 3 : t <= 36 ? 1 : t <= 38 ? 0 : t <= 39 ? 1 : 2);
export const skorKesadaran = (k: KesadaranNews) => (k === 'ALERT' ? 0 : 3);

/** The risk of an aggregate: 0–4 low (low–medium when one parameter scores 3), 5–6 medium, ≥7 high. */
export function risikoNews2(skor: number, adaSkorTiga: boolean): RisikoNews2 {
  if (skor >= 7) return 'TINGGI';
  if (skor >= 5) return 'SEDANG';
  return adaSkorTiga ? 'RENDAH_SEDANG' : 'RENDAH';
}

/**
 * The NEWS2 of one set of observations; null unless all seven are there (a partial set, e.g.
 * only the fluid balance, has no score rather than a falsely low one).
 */
export function hitungNews2(p: ParameterNews2): HasilNews2 | null {
  const { napas, spo2, sistol, nadi, kesadaran, suhu } = p;
  if (napas == null || spo2 == null || sistol == null || nadi == null || kesadaran == null || suhu == null)
    return null;
  const rincian = {
    napas: skorNapas(napas),
    spo2: skorSpo2(spo2),
    oksigen: p.oksigen ? 2 : 0,
    sistol: skorSistol(sistol),
    nadi: skorNadi(nadi),
    kesadaran: skorKesadaran(kesadaran),
    suhu: skorSuhu(suhu),
  };
  const nilai = Object.values(rincian);
  const skor = nilai.reduce((a, b) => a + b, 0);
  return { skor, risiko: risikoNews2(skor, nilai.includes(3)), rincian };
}
