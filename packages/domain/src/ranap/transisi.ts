import { hitungUmur } from '../format/umur.ts';

// The post-procedure transition (recovery) room, docs/ranap/transisi.md: the lists of the record
// and the two recovery scores with their discharge criteria. Pure: no I/O.

/** What brought the patient: an operation in the theatre or a procedure under sedation. */
export const ASAL_TRANSISI = ['OPERASI', 'TINDAKAN'] as const;
export type AsalTransisi = (typeof ASAL_TRANSISI)[number];
export const LABEL_ASAL_TRANSISI: Record<AsalTransisi, string> = {
  OPERASI: 'Pasca operasi',
  TINDAKAN: 'Pasca tindakan (sedasi/anestesi)',
};

/** OBSERVASI while in the room; SELESAI once the patient has left it. */
export const STATUS_TRANSISI = ['OBSERVASI', 'SELESAI'] as const;
export type StatusTransisi = (typeof STATUS_TRANSISI)[number];

/** Where the patient goes next: back to the ward, to the ICU, or home (day surgery). */
export const TUJUAN_TRANSISI = ['BANGSAL', 'ICU', 'PULANG'] as const;
export type TujuanTransisi = (typeof TUJUAN_TRANSISI)[number];
export const LABEL_TUJUAN_TRANSISI: Record<TujuanTransisi, string> = {
  BANGSAL: 'Kembali ke bangsal',
  ICU: 'ICU',
  PULANG: 'Pulang (bedah sehari)',
};

/** The recovery score a record is scored with: Aldrete for adults, Steward for children. */
export const SKALA_PULIH = ['ALDRETE', 'STEWARD'] as const;
export type SkalaPulih = (typeof SKALA_PULIH)[number];
export const LABEL_SKALA_PULIH: Record<SkalaPulih, string> = {
  ALDRETE: 'Aldrete (modifikasi)',
  STEWARD: 'Steward (anak)',
};

/** Vital signs are due every 15 minutes in the room (docs/ranap/transisi.md "Monitoring"). */
export const INTERVAL_VITAL_MENIT = 15;

/** Under this age (whole years at arrival) the record is scored with Steward. */
export const UMUR_ANAK_STEWARD = 12;

/**
 * The lowest total that lets a patient leave: modified Aldrete ≥ 9 of 10 (Aldrete 1995), Steward
 * ≥ 5 of 6 (Steward 1975; the threshold Indonesian recovery-room SPOs use). One number each, so a
 * hospital whose SPO differs changes it here.
 */
export const KRITERIA_PULIH: Record<SkalaPulih, { minimal: number; maksimal: number }> = {
  ALDRETE: { minimal: 9, maksimal: 10 },
  STEWARD: { minimal: 5, maksimal: 6 },
};

/** One item of a score: its key, its label and what each of 0, 1, 2 means. */
export interface ItemSkor<K extends string> {
  kunci: K;
  label: string;
  /** Index = points (0, 1, 2). */
  pilihan: readonly [string, string, string];
}

/** Modified Aldrete score (Aldrete JA, J Clin Anesth 1995;7:89–91): SpO2 replaces colour. */
export const ITEM_ALDRETE = [
  {
    kunci: 'aktivitas',
    label: 'Aktivitas',
    pilihan: [
      'Tidak mampu menggerakkan ekstremitas',
      'Menggerakkan 2 ekstremitas',
      'Menggerakkan 4 ekstremitas',
    ],
  },
  {
    kunci: 'pernapasan',
    label: 'Pernapasan',
    pilihan: ['Apnea', 'Dispnea/napas dangkal terbatas', 'Napas dalam dan batuk bebas'],
  },
  {
    kunci: 'sirkulasi',
    label: 'Sirkulasi (TD dibanding pra-anestesi)',
    pilihan: ['Berbeda > 50 mmHg', 'Berbeda 20–50 mmHg', 'Berbeda ≤ 20 mmHg'],
  },
  {
    kunci: 'kesadaran',
    label: 'Kesadaran',
    pilihan: ['Tidak berespons', 'Bangun bila dipanggil', 'Sadar penuh'],
  },
  {
    kunci: 'saturasi',
    label: 'Saturasi O2',
    pilihan: ['SpO2 < 90% walau dengan O2', 'Perlu O2 agar SpO2 > 90%', 'SpO2 > 92% dengan udara ruangan'],
  },
] as const satisfies readonly ItemSkor<string>[];
export type KunciAldrete = (typeof ITEM_ALDRETE)[number]['kunci'];

/** Steward recovery score for children (Steward DJ, Can Anaesth Soc J 1975;22:111–3). */
export const ITEM_STEWARD = [
  {
    kunci: 'kesadaran',
    label: 'Kesadaran',
    pilihan: ['Tidak berespons', 'Berespons terhadap rangsang', 'Bangun/sadar penuh'],
  },
  {
    kunci: 'jalan_napas',
    label: 'Jalan napas',
    pilihan: ['Perlu bantuan jalan napas', 'Mempertahankan jalan napas baik', 'Batuk atas perintah/menangis'],
  },
  {
    kunci: 'gerakan',
    label: 'Gerakan',
    pilihan: ['Tidak bergerak', 'Gerak tidak bertujuan', 'Menggerakkan anggota badan bertujuan'],
  },
] as const satisfies readonly ItemSkor<string>[];
export type KunciSteward = (typeof ITEM_STEWARD)[number]['kunci'];

export type NilaiItem = 0 | 1 | 2;
export type RincianAldrete = Record<KunciAldrete, NilaiItem>;
export type RincianSteward = Record<KunciSteward, NilaiItem>;

export interface HasilSkorPulih {
  skala: SkalaPulih;
  total: number;
  minimal: number;
  maksimal: number;
  /** The total meets the discharge criterion of its scale. */
  memenuhi: boolean;
}

function hasil(skala: SkalaPulih, nilai: readonly number[]): HasilSkorPulih {
  const total = nilai.reduce((a, b) => a + b, 0);
  const { minimal, maksimal } = KRITERIA_PULIH[skala];
  return { skala, total, minimal, maksimal, memenuhi: total >= minimal };
}

/** Modified Aldrete: the sum of five items of 0–2; the patient may leave at ≥ 9. */
export function hitungAldrete(r: RincianAldrete): HasilSkorPulih {
  return hasil(
    'ALDRETE',
    ITEM_ALDRETE.map((i) => r[i.kunci]),
  );
}

/** Steward: the sum of three items of 0–2; the child may leave at ≥ 5. */
export function hitungSteward(r: RincianSteward): HasilSkorPulih {
  return hasil(
    'STEWARD',
    ITEM_STEWARD.map((i) => r[i.kunci]),
  );
}

/** The score of either scale from its items (the items are checked by the contract). */
export function hitungSkorPulih(skala: SkalaPulih, rincian: Record<string, number>): HasilSkorPulih {
  const item = skala === 'ALDRETE' ? ITEM_ALDRETE : ITEM_STEWARD;
  return hasil(
    skala,
    item.map((i) => rincian[i.kunci] ?? 0),
  );
}

/** The scale a patient is scored with at `pada`: Steward under 12 whole years, else Aldrete. */
export function skalaUntukUmur(tanggalLahir: string, pada: Date | string): SkalaPulih {
  return hitungUmur(tanggalLahir, pada).tahun < UMUR_ANAK_STEWARD ? 'STEWARD' : 'ALDRETE';
}

/**
 * When the next set of vitals is due: 15 minutes after the last one, or after arrival when none
 * was taken yet; late once that moment has passed.
 */
export function jadwalVitalBerikut(
  masukPada: Date | string,
  vitalTerakhir: Date | string | null,
  sekarang: Date,
): { jatuh_tempo: Date; terlambat: boolean } {
  const dasar = new Date(vitalTerakhir ?? masukPada);
  const jatuhTempo = new Date(dasar.getTime() + INTERVAL_VITAL_MENIT * 60_000);
  return { jatuh_tempo: jatuhTempo, terlambat: sekarang.getTime() > jatuhTempo.getTime() };
}
