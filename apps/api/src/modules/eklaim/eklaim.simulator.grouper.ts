/*
 * The simulator's INA-CBG grouper: a small, deterministic table, NOT the Ministry's UNU grouper
 * (docs/eklaim.md "What the grouper does and does not do"). The codes follow INA-CBG's shape
 * (CMG letter - case type - number - severity: 1 inpatient procedure, 4 inpatient medical,
 * 5 outpatient, 6 delivery; severity I/II/III, 0 for outpatient), the tariffs are plausible kelas-3
 * amounts for a class C government hospital ('CP'), scaled for the other tariff codes and classes.
 * The hip/knee case and its special CMGs are the manual's own example (§ grouper stage 1 and 2).
 */

export type JenisRawatSim = '1' | '2' | '3';

export interface OpsiSpecialCmg {
  /** What stage 1 offers (special_cmg_option.code), e.g. 'RR04Hip'. */
  code: string;
  description: string;
  type: 'Special Procedure' | 'Special Prosthesis' | 'Special Investigation' | 'Special Drug';
  /** What stage 2 applies (special_cmg[].code, .description, .tariff). */
  kode_terpakai: string;
  deskripsi_terpakai: string;
  tarif: number;
}

export interface HasilGrouperSim {
  cbg: { code: string; description: string; tariff: number };
  /** The tariff in each class (tarif_alt), kelas_1..kelas_3. */
  tarif_kelas: { kelas_1: number; kelas_2: number; kelas_3: number };
  kelas: string;
  opsi: OpsiSpecialCmg[];
}

interface BarisCbg {
  /** Without the severity suffix, e.g. 'J-4-16'. */
  kode: string;
  nama: string;
  /** Kelas 3 tariff at level I (or the outpatient tariff), class C government. */
  tarif: number;
  opsi?: OpsiSpecialCmg[];
}

const INAP_PROSEDUR: { prosedur: RegExp; cbg: BarisCbg }[] = [
  {
    // Hip/knee replacement (ICD-9-CM 81.51-81.55): the manual's M-1-04 with its three options.
    prosedur: /^81\.5[1-5]/,
    cbg: {
      kode: 'M-1-04',
      nama: 'PROSEDUR PADA SENDI TUNGKAI BAWAH',
      tarif: 31_713_400,
      opsi: [
        {
          code: 'RR04Hip',
          description: 'Hip Implant',
          type: 'Special Prosthesis',
          kode_terpakai: 'RR-04-III-Hip',
          deskripsi_terpakai: 'HIP IMPLANT',
          tarif: 18_000_000,
        },
        {
          code: 'RR04Knee',
          description: 'Knee Implant',
          type: 'Special Prosthesis',
          kode_terpakai: 'RR-04-III-Knee',
          deskripsi_terpakai: 'KNEE IMPLANT',
          tarif: 16_500_000,
        },
        {
          code: 'YY01',
          description: 'Hip Replacement / Knee Replacement',
          type: 'Special Procedure',
          kode_terpakai: 'YY-01-II',
          deskripsi_terpakai: 'HIP REPLACEMENT / KNEE REPLACEMENT',
          tarif: 13_099_000,
        },
      ],
    },
  },
  // Appendectomy (47.0x).
  { prosedur: /^47\.0/, cbg: { kode: 'K-1-12', nama: 'PROSEDUR APENDIKS', tarif: 6_412_300 } },
  // Caesarean section (74.x).
  {
    prosedur: /^74\./,
    cbg: { kode: 'O-6-10', nama: 'PROSEDUR OPERASI PEMBEDAHAN CAESAR', tarif: 5_936_100 },
  },
];

const INAP_DIAGNOSA: { diagnosa: RegExp; cbg: BarisCbg }[] = [
  { diagnosa: /^O80/, cbg: { kode: 'O-6-13', nama: 'PERSALINAN VAGINAL', tarif: 2_722_600 } },
  {
    diagnosa: /^J1[2-8]/,
    cbg: { kode: 'J-4-16', nama: 'SIMPLE PNEUMONIA & WHOOPING COUGH', tarif: 3_672_700 },
  },
  { diagnosa: /^E1[0-4]/, cbg: { kode: 'E-4-10', nama: 'DIABETES MELITUS', tarif: 3_184_500 } },
  { diagnosa: /^I1[0-5]/, cbg: { kode: 'I-4-12', nama: 'HIPERTENSI', tarif: 2_496_800 } },
  {
    diagnosa: /^I21/,
    cbg: {
      kode: 'I-4-11',
      nama: 'INFARK MIOKARD AKUT',
      tarif: 5_851_200,
      opsi: [
        {
          code: 'DD01',
          description: 'Streptokinase',
          type: 'Special Drug',
          kode_terpakai: 'DD-01-II',
          deskripsi_terpakai: 'STREPTOKINASE',
          tarif: 5_320_000,
        },
      ],
    },
  },
  {
    diagnosa: /^K35/,
    cbg: { kode: 'K-4-17', nama: 'NYERI ABDOMEN & GASTROENTERITIS LAIN-LAIN', tarif: 2_317_900 },
  },
];

/** Outpatient groups (case type 5, no severity): chronic minor, acute minor, antenatal. */
const JALAN: { diagnosa: RegExp; cbg: BarisCbg }[] = [
  {
    diagnosa: /^(I1[0-5]|E1[0-4]|J4[4-5]|N18)/,
    cbg: { kode: 'Q-5-44', nama: 'PENYAKIT KRONIS KECIL LAIN-LAIN', tarif: 204_400 },
  },
  { diagnosa: /^(Z3[4-6]|O)/, cbg: { kode: 'O-5-10', nama: 'PERAWATAN ANTENATAL', tarif: 187_800 } },
];
const JALAN_LAIN: BarisCbg = { kode: 'Q-5-42', nama: 'PENYAKIT AKUT KECIL LAIN-LAIN', tarif: 179_300 };

/** An inpatient case the table does not know (medical, case type 4). */
const INAP_LAIN: BarisCbg = {
  kode: 'Z-4-12',
  nama: 'KONTAK DENGAN PELAYANAN KESEHATAN LAIN-LAIN',
  tarif: 2_106_400,
};

/** The tariff codes E-Klaim accepts (manual, set_claim_data `kode_tarif`) and this grouper's scale. */
export const SKALA_KODE_TARIF: Record<string, number> = {
  AP: 1.52,
  AS: 1.57,
  BP: 1.24,
  BS: 1.28,
  CP: 1,
  CS: 1.03,
  DP: 0.91,
  DS: 0.94,
  RSCM: 1.85,
  RSJP: 1.85,
  RSD: 1.85,
  RSAB: 1.85,
};

/** A well-formed ICD-10 code (E-Klaim's own list decides validity; the simulator checks the form). */
export const ICD10_SAH = /^[A-TV-Z]\d{2}(\.\d{1,2})?$/;

const SKALA_KELAS = { kelas_3: 1, kelas_2: 1.2, kelas_1: 1.4 } as const;
const SKALA_TINGKAT = { I: 1, II: 1.45, III: 2.1 } as const;
const ratus = (n: number) => Math.round(n / 100) * 100;

/** Severity from the number of secondary diagnoses (INA-CBG uses comorbidity lists; this is a stand-in). */
function tingkat(sekunder: number): keyof typeof SKALA_TINGKAT {
  return sekunder === 0 ? 'I' : sekunder === 1 ? 'II' : 'III';
}

/** An ungroupable result (E-Klaim's X codes: nothing to pay, cannot be finalised). */
function galatGrouper(kode: string, nama: string, kelas: string): HasilGrouperSim {
  return {
    cbg: { code: kode, description: nama, tariff: 0 },
    tarif_kelas: { kelas_1: 0, kelas_2: 0, kelas_3: 0 },
    kelas,
    opsi: [],
  };
}

/**
 * Groups one claim: procedures first (an inpatient operation decides the group), then the primary
 * diagnosis; outpatient and IGD visits get case-type-5 groups whatever the class.
 */
export function grouperSim(k: {
  diagnosa: string[];
  prosedur: string[];
  jenisRawat: JenisRawatSim;
  kelasRawat: string;
  kodeTarif: string;
}): HasilGrouperSim {
  const inap = k.jenisRawat === '1';
  const kelas = inap ? `kelas_${['1', '2', '3'].includes(k.kelasRawat) ? k.kelasRawat : '3'}` : 'kelas_3';
  const utama = k.diagnosa[0]?.toUpperCase() ?? '';
  if (!ICD10_SAH.test(utama)) return galatGrouper('X-0-98-X', 'ERROR: INVALID PRINCIPAL DIAGNOSIS', kelas);
  const skala = SKALA_KODE_TARIF[k.kodeTarif] ?? 1;

  let baris: BarisCbg;
  let akhiran: string;
  if (inap) {
    baris =
      INAP_PROSEDUR.find((b) => k.prosedur.some((p) => b.prosedur.test(p)))?.cbg ??
      INAP_DIAGNOSA.find((b) => b.diagnosa.test(utama))?.cbg ??
      INAP_LAIN;
    akhiran = tingkat(k.diagnosa.length - 1);
  } else {
    baris = JALAN.find((b) => b.diagnosa.test(utama))?.cbg ?? JALAN_LAIN;
    akhiran = '0';
  }
  const dasar = baris.tarif * skala * (inap ? SKALA_TINGKAT[akhiran as keyof typeof SKALA_TINGKAT] : 1);
  const tarifKelas = (kls: keyof typeof SKALA_KELAS) => ratus(dasar * (inap ? SKALA_KELAS[kls] : 1));
  const tarif_kelas = {
    kelas_1: tarifKelas('kelas_1'),
    kelas_2: tarifKelas('kelas_2'),
    kelas_3: tarifKelas('kelas_3'),
  };
  const nama = inap ? `${baris.nama} (${{ I: 'RINGAN', II: 'SEDANG', III: 'BERAT' }[akhiran]})` : baris.nama;
  return {
    cbg: {
      code: `${baris.kode}-${akhiran}`,
      description: nama,
      tariff: tarif_kelas[kelas as keyof typeof tarif_kelas],
    },
    tarif_kelas,
    kelas,
    // Special CMGs belong to inpatient episodes in this table.
    opsi: inap ? (baris.opsi ?? []) : [],
  };
}

/**
 * Stage 2: the offered options the codes name, one per type (the manual: codes of different types
 * are joined with '#'). Codes that were not offered are left out, as E-Klaim only applies its options.
 */
export function pilihSpecialCmg(opsi: OpsiSpecialCmg[], kode: string[], skala: number): OpsiSpecialCmg[] {
  const dipilih: OpsiSpecialCmg[] = [];
  for (const k of kode) {
    const c = k.trim().toLowerCase();
    // The manual's stage-2 sample sends 'RR04' for the option 'RR04Hip': a prefix names the first match.
    const o =
      opsi.find((x) => x.code.toLowerCase() === c) ??
      (c ? opsi.find((x) => x.code.toLowerCase().startsWith(c)) : undefined);
    if (o && !dipilih.some((d) => d.type === o.type)) dipilih.push({ ...o, tarif: ratus(o.tarif * skala) });
  }
  return dipilih;
}
