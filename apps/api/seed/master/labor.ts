import {
  KELAS_TARIF,
  type KelasTarif,
  type NilaiRujukanInput,
  PENJAMIN_TARIF,
  type PenjaminTarif,
  pemeriksaanLabInputSchema,
  umurRujukanKeHari,
} from '@rawat/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../src/db/client.ts';
import {
  nilaiRujukanLab,
  paketLab,
  paketLabItem,
  pemeriksaanLab,
} from '../../src/modules/master/labor/labor.tables.ts';
import { tarif } from '../../src/modules/master/tarif/tarif.tables.ts';

const th = (n: number) => umurRujukanKeHari(n, 'TAHUN');
const bl = (n: number) => umurRujukanKeHari(n, 'BULAN');
const DEWASA = th(12);

/** A range: sex (null = both), ages [dari, sampai) in days, normal and critical limits. */
function r(
  jk: 'L' | 'P' | null,
  umur: [number, number | null],
  nilai: [number | null, number | null],
  kritis: [number | null, number | null] = [null, null],
  teks_normal: string | null = null,
): NilaiRujukanInput {
  return {
    jenis_kelamin: jk,
    umur_min: umur[0],
    umur_maks: umur[1],
    nilai_min: nilai[0],
    nilai_maks: nilai[1],
    kritis_min: kritis[0],
    kritis_maks: kritis[1],
    teks_normal,
    keterangan: null,
  };
}
const SEMUA: [number, null] = [0, null];
const ANAK: [number, number] = [0, DEWASA];
const ADULT: [number, null] = [DEWASA, null];
/** Options of a choice test; a leading '*' marks the normal one. */
const opsi = (...o: string[]) => o.map((n) => ({ nilai: n.replace(/^\*/, ''), normal: n.startsWith('*') }));

type Masukan = z.input<typeof pemeriksaanLabInputSchema>;
type Uji = Masukan & {
  /** UMUM outpatient price, whole rupiah. */
  harga: number;
};
type Dasar = Pick<Masukan, 'kelompok' | 'spesimen' | 'metode'> & Partial<Masukan>;

/** A numeric test: code, name, unit, decimals, UMUM outpatient price, ranges, other fields. */
type Angka = [string, string, string | null, number, number, NilaiRujukanInput[], Partial<Masukan>?];
/** A choice test: code, name, price, options ('*' = normal), other fields. */
type Pilihan = [string, string, number, string[], Partial<Masukan>?];

/** One lab section's tests, in the order its result sheet prints them. */
function kelompok(dasar: Dasar, angka: Angka[], pilihan: Pilihan[] = []): Uji[] {
  const a = angka.map(([kode, nama, satuan, desimal, harga, nilai_rujukan, lain]) => ({
    ...dasar,
    jenis_hasil: 'ANGKA' as const,
    kode,
    nama,
    satuan,
    desimal,
    harga,
    nilai_rujukan,
    ...lain,
  }));
  const p = pilihan.map(([kode, nama, harga, o, lain]) => ({
    ...dasar,
    jenis_hasil: 'PILIHAN' as const,
    kode,
    nama,
    harga,
    pilihan: opsi(...o),
    ...lain,
  }));
  return [...a, ...p].map((u, i) => ({ ...u, urutan: (i + 1) * 10 }));
}

const HEMA = { kelompok: 'HEMATOLOGI', spesimen: 'Darah EDTA', metode: 'Hematology analyzer' } as const;
const KIMIA = { kelompok: 'KIMIA_KLINIK', spesimen: 'Serum', metode: 'Fotometri enzimatik' } as const;
const GULA = { spesimen: 'Serum/Plasma', metode: 'GOD-PAP' } as const;
const KRITIS_GULA: [number, number] = [40, 400];
const SLIDE = { metode: 'Aglutinasi slide' } as const;
const HB: NilaiRujukanInput[] = [
  r(null, [0, bl(1)], [13.5, 19.5], [9.5, 22]),
  r(null, [bl(1), DEWASA], [11, 14.5], [7, 20]),
  r('L', ADULT, [13, 17], [7, 20]),
  r('P', ADULT, [12, 15], [7, 20]),
];
const HT = [
  r(null, ANAK, [33, 45], [20, 60]),
  r('L', ADULT, [40, 50], [20, 60]),
  r('P', ADULT, [35, 45], [20, 60]),
];
const satu = (min: number | null, maks: number | null, teks_normal: string | null = null) => [
  r(null, SEMUA, [min, maks], [null, null], teks_normal),
];
const REAKTIF = ['*Non-reaktif', 'Reaktif'];
const POSITIF = ['*Negatif', 'Positif'];
const PLUS = ['*Negatif', 'Trace', '+1', '+2', '+3', '+4'];

// Ranges as commonly printed by Indonesian hospital labs; adults from 12 years where sexes differ.
const UJI: Uji[] = [
  ...kelompok(
    HEMA,
    [
      ['HB', 'Hemoglobin', 'g/dL', 1, 25_000, HB],
      ['HT', 'Hematokrit', '%', 1, 25_000, HT],
      [
        'LEUKO',
        'Leukosit',
        '10^3/µL',
        1,
        25_000,
        [r(null, ANAK, [5, 14.5], [2, 30]), r(null, ADULT, [4, 10], [2, 30])],
      ],
      [
        'ERI',
        'Eritrosit',
        '10^6/µL',
        2,
        25_000,
        [r(null, ANAK, [3.8, 5.2]), r('L', ADULT, [4.5, 5.5]), r('P', ADULT, [4, 5])],
      ],
      ['TROMBO', 'Trombosit', '10^3/µL', 0, 25_000, [r(null, SEMUA, [150, 450], [20, 1000])]],
      ['MCV', 'MCV', 'fL', 1, 15_000, [r(null, ANAK, [75, 90]), r(null, ADULT, [80, 100])]],
      ['MCH', 'MCH', 'pg', 1, 15_000, satu(27, 31)],
      ['MCHC', 'MCHC', 'g/dL', 1, 15_000, satu(32, 36)],
      ['BASO', 'Basofil', '%', 0, 15_000, satu(0, 1)],
      ['EOS', 'Eosinofil', '%', 0, 15_000, satu(1, 3)],
      ['NEU-B', 'Neutrofil Batang', '%', 0, 15_000, satu(2, 6)],
      ['NEU-S', 'Neutrofil Segmen', '%', 0, 15_000, [r(null, ANAK, [35, 65]), r(null, ADULT, [50, 70])]],
      ['LIMFO', 'Limfosit', '%', 0, 15_000, [r(null, ANAK, [25, 50]), r(null, ADULT, [20, 40])]],
      ['MONO', 'Monosit', '%', 0, 15_000, satu(2, 8)],
      [
        'LED',
        'Laju Endap Darah',
        'mm/jam',
        0,
        20_000,
        [r(null, ANAK, [null, 10]), r('L', ADULT, [null, 15]), r('P', ADULT, [null, 20])],
        { spesimen: 'Darah Sitrat', metode: 'Westergren' },
      ],
    ],
    [
      ['GOLDA', 'Golongan Darah', 30_000, ['A', 'B', 'AB', 'O'], SLIDE],
      ['RH', 'Rhesus', 30_000, ['Positif', 'Negatif'], SLIDE],
    ],
  ),
  ...kelompok({ kelompok: 'HEMOSTASIS', spesimen: 'Plasma Sitrat', metode: 'Koagulometri' }, [
    ['PT', 'Prothrombin Time (PT)', 'detik', 1, 90_000, satu(10, 14)],
    ['APTT', 'APTT', 'detik', 1, 90_000, satu(26, 40)],
  ]),
  ...kelompok(KIMIA, [
    ['GDS', 'Glukosa Darah Sewaktu', 'mg/dL', 0, 25_000, [r(null, SEMUA, [70, 140], KRITIS_GULA)], GULA],
    ['GDP', 'Glukosa Darah Puasa', 'mg/dL', 0, 25_000, [r(null, SEMUA, [70, 100], KRITIS_GULA)], GULA],
    [
      'GD2PP',
      'Glukosa 2 Jam PP',
      'mg/dL',
      0,
      25_000,
      [r(null, SEMUA, [null, 139], KRITIS_GULA, '< 140')],
      GULA,
    ],
    ['HBA1C', 'HbA1c', '%', 1, 180_000, satu(null, 5.6, '< 5,7'), { spesimen: 'Darah EDTA', metode: 'HPLC' }],
    ['CHOL', 'Kolesterol Total', 'mg/dL', 0, 45_000, satu(null, 199, '< 200')],
    ['HDL', 'Kolesterol HDL', 'mg/dL', 0, 55_000, [r('L', SEMUA, [40, null]), r('P', SEMUA, [50, null])]],
    ['LDL', 'Kolesterol LDL', 'mg/dL', 0, 60_000, satu(null, 99, '< 100')],
    ['TG', 'Trigliserida', 'mg/dL', 0, 50_000, satu(null, 149, '< 150')],
    ['UREUM', 'Ureum', 'mg/dL', 0, 40_000, satu(10, 50)],
    [
      'KREA',
      'Kreatinin',
      'mg/dL',
      2,
      40_000,
      [r(null, ANAK, [0.3, 0.7]), r('L', ADULT, [0.7, 1.3]), r('P', ADULT, [0.6, 1.1])],
      { metode: 'Jaffe' },
    ],
    [
      'AU',
      'Asam Urat',
      'mg/dL',
      1,
      40_000,
      [r(null, ANAK, [2, 5.5]), r('L', ADULT, [3.4, 7]), r('P', ADULT, [2.4, 5.7])],
    ],
    ['SGOT', 'SGOT (AST)', 'U/L', 0, 40_000, [r('L', SEMUA, [null, 37]), r('P', SEMUA, [null, 31])]],
    ['SGPT', 'SGPT (ALT)', 'U/L', 0, 40_000, [r('L', SEMUA, [null, 42]), r('P', SEMUA, [null, 32])]],
    ['BILT', 'Bilirubin Total', 'mg/dL', 2, 40_000, satu(0.1, 1.2), { metode: 'DPD' }],
    ['BILD', 'Bilirubin Direk', 'mg/dL', 2, 40_000, satu(null, 0.3), { metode: 'DPD' }],
    ['ALB', 'Albumin', 'g/dL', 1, 40_000, satu(3.5, 5), { metode: 'BCG' }],
  ]),
  ...kelompok({ kelompok: 'ELEKTROLIT', spesimen: 'Serum', metode: 'ISE' }, [
    ['NA', 'Natrium', 'mmol/L', 0, 60_000, [r(null, SEMUA, [135, 145], [120, 160])]],
    ['K', 'Kalium', 'mmol/L', 1, 60_000, [r(null, SEMUA, [3.5, 5], [2.5, 6.5])]],
    ['CL', 'Klorida', 'mmol/L', 0, 60_000, satu(96, 106)],
  ]),
  ...kelompok(
    { kelompok: 'IMUNOSEROLOGI', spesimen: 'Serum', metode: 'Imunokromatografi' },
    [
      ['CRP', 'CRP Kuantitatif', 'mg/L', 1, 120_000, satu(null, 5), { metode: 'Turbidimetri' }],
      [
        'TROP-I',
        'hs-Troponin I',
        'ng/L',
        1,
        250_000,
        [r('L', ADULT, [null, 34.2]), r('P', ADULT, [null, 15.6])],
        { spesimen: 'Serum/Plasma', metode: 'CMIA' },
      ],
    ],
    [
      ['HBSAG', 'HBsAg', 85_000, REAKTIF],
      ['HIV', 'Anti-HIV', 150_000, REAKTIF],
      ['NS1', 'NS1 Antigen Dengue', 175_000, POSITIF],
      ['DEN-IGG', 'IgG Anti Dengue', 150_000, POSITIF],
      ['DEN-IGM', 'IgM Anti Dengue', 150_000, POSITIF],
      // A pregnancy test has no "normal" answer.
      ['HCG', 'Tes Kehamilan (HCG Urin)', 40_000, ['Negatif', 'Positif'], { spesimen: 'Urin' }],
    ],
  ),
  {
    kode: 'WIDAL',
    nama: 'Widal',
    kelompok: 'IMUNOSEROLOGI',
    spesimen: 'Serum',
    metode: 'Aglutinasi slide',
    jenis_hasil: 'TEKS',
    urutan: 100,
    harga: 75_000,
    keterangan: 'Titer S. typhi O, H dan S. paratyphi AO, BO',
    nilai_rujukan: [r(null, SEMUA, [null, null], [null, null], 'Negatif (titer < 1/160)')],
  },
  ...kelompok(
    { kelompok: 'URINALISA', spesimen: 'Urin', metode: 'Carik celup' },
    [
      ['BJ-U', 'Berat Jenis Urin', null, 3, 15_000, satu(1.005, 1.03)],
      ['PH-U', 'pH Urin', null, 1, 15_000, satu(4.5, 8)],
    ],
    [
      ['PROT-U', 'Protein Urin', 20_000, PLUS],
      ['GLU-U', 'Glukosa Urin', 20_000, PLUS],
    ],
  ),
  ...kelompok(
    { kelompok: 'FESES', spesimen: 'Feses', metode: 'Imunokromatografi' },
    [],
    [['FOBT', 'Darah Samar Feses', 60_000, POSITIF]],
  ),
  ...kelompok(
    { kelompok: 'MIKROBIOLOGI', spesimen: 'Sputum', metode: 'Ziehl-Neelsen' },
    [],
    [['BTA', 'BTA Sputum', 50_000, ['*Negatif', 'Scanty', '+1', '+2', '+3']]],
  ),
];

/**
 * LOINC codes of the tests (loinc.org; SATUSEHAT's lab Observation needs them). Widal has none: a
 * titre panel without one LOINC term, so SATUSEHAT refuses it until the lab picks the terms it reports.
 */
const LOINC: Record<string, string> = {
  HB: '718-7',
  HT: '4544-3',
  LEUKO: '6690-2',
  ERI: '789-8',
  TROMBO: '777-3',
  MCV: '787-2',
  MCH: '785-6',
  MCHC: '786-4',
  BASO: '706-2',
  EOS: '713-8',
  'NEU-B': '764-1',
  'NEU-S': '769-0',
  LIMFO: '736-9',
  MONO: '5905-5',
  LED: '4537-7',
  GOLDA: '883-9',
  RH: '10331-7',
  PT: '5902-2',
  APTT: '14979-9',
  GDS: '2345-7',
  GDP: '1558-6',
  GD2PP: '1521-4',
  HBA1C: '4548-4',
  CHOL: '2093-3',
  HDL: '2085-9',
  LDL: '2089-1',
  TG: '2571-8',
  UREUM: '3091-6',
  KREA: '2160-0',
  AU: '3084-1',
  SGOT: '1920-8',
  SGPT: '1742-6',
  BILT: '1975-2',
  BILD: '1968-7',
  ALB: '1751-7',
  NA: '2951-2',
  K: '2823-3',
  CL: '2075-0',
  CRP: '1988-5',
  'TROP-I': '89579-7',
  HBSAG: '5196-1',
  HIV: '31201-7',
  NS1: '75377-2',
  'DEN-IGG': '25338-5',
  'DEN-IGM': '25392-2',
  HCG: '2106-3',
  'BJ-U': '5811-5',
  'PH-U': '5803-2',
  'PROT-U': '20454-5',
  'GLU-U': '25428-4',
  FOBT: '2335-8',
  BTA: '11545-1',
};

const PAKET: { kode: string; nama: string; harga: number; uji: string[]; keterangan?: string }[] = [
  {
    kode: 'PKT-DL',
    nama: 'Paket Darah Lengkap',
    harga: 95_000,
    uji: [
      'HB',
      'HT',
      'LEUKO',
      'ERI',
      'TROMBO',
      'MCV',
      'MCH',
      'MCHC',
      'BASO',
      'EOS',
      'NEU-B',
      'NEU-S',
      'LIMFO',
      'MONO',
      'LED',
    ],
  },
  {
    kode: 'PKT-HATI',
    nama: 'Paket Fungsi Hati',
    harga: 180_000,
    uji: ['SGOT', 'SGPT', 'BILT', 'BILD', 'ALB'],
  },
  { kode: 'PKT-GINJAL', nama: 'Paket Fungsi Ginjal', harga: 110_000, uji: ['UREUM', 'KREA', 'AU'] },
  { kode: 'PKT-LIPID', nama: 'Paket Lipid', harga: 190_000, uji: ['CHOL', 'HDL', 'LDL', 'TG'] },
  {
    kode: 'PKT-MCU',
    nama: 'Paket Medical Check Up',
    harga: 450_000,
    keterangan: 'Pemeriksaan kesehatan umum / kerja',
    uji: [
      'HB',
      'HT',
      'LEUKO',
      'TROMBO',
      'GDP',
      'CHOL',
      'TG',
      'AU',
      'SGOT',
      'SGPT',
      'UREUM',
      'KREA',
      'PROT-U',
      'GLU-U',
    ],
  },
  {
    kode: 'PKT-DBD',
    nama: 'Paket Demam Berdarah',
    harga: 550_000,
    uji: ['HB', 'HT', 'LEUKO', 'TROMBO', 'NS1', 'DEN-IGG', 'DEN-IGM'],
  },
];

// Price per class and payer relative to the general outpatient price, rounded to whole thousands.
const FAKTOR_KELAS: Record<KelasTarif, number> = {
  RAWAT_JALAN: 1,
  KELAS_3: 1,
  KELAS_2: 1.15,
  KELAS_1: 1.3,
  VIP: 1.6,
  VVIP: 2,
};
const FAKTOR_PENJAMIN: Record<PenjaminTarif, number> = { UMUM: 1, BPJS: 0.9, ASKES: 0.9, ASURANSI: 1.25 };

function daftarTarif(jenis: 'LAB' | 'PAKET_LAB', itemUid: string, harga: number) {
  return PENJAMIN_TARIF.flatMap((penjamin) =>
    KELAS_TARIF.map((kelas) => ({
      jenis_item: jenis,
      item_uid: itemUid,
      penjamin,
      kelas,
      berlaku_mulai: '2026-01-01',
      jumlah: Math.round((harga * FAKTOR_KELAS[kelas] * FAKTOR_PENJAMIN[penjamin]) / 1000) * 1000,
      dibuat_oleh: 'seed',
    })),
  );
}

async function uidAktif(tx: DbOrTx, t: typeof pemeriksaanLab | typeof paketLab, kode: string[]) {
  const rows = await tx
    .select({ uid: t.uid, kode: t.kode })
    .from(t)
    .where(and(inArray(t.kode, kode), eq(t.status, 'AKTIF')));
  return new Map(rows.map((r) => [r.kode, r.uid]));
}

function ambil(peta: Map<string, string>, kode: string): string {
  const uid = peta.get(kode);
  if (!uid) throw new Error(`seed labor: kode ${kode} tidak ditemukan`);
  return uid;
}

/**
 * The common tests of a hospital lab with their units and reference ranges, the usual
 * packages, and their prices from 2026-01-01. Idempotent: a second run adds nothing.
 */
export async function seedLabor(tx: DbOrTx): Promise<void> {
  // Through the contract, so the demo data keeps the rules the forms keep (no overlapping ranges…).
  const uji = UJI.map(({ harga, ...u }) => ({
    harga,
    ...pemeriksaanLabInputSchema.parse({ ...u, kode_loinc: LOINC[String(u.kode)] ?? null }),
  }));
  await tx
    .insert(pemeriksaanLab)
    .values(uji.map(({ harga: _h, nilai_rujukan: _r, ...u }) => u))
    .onConflictDoNothing();
  const ujiUid = await uidAktif(
    tx,
    pemeriksaanLab,
    uji.map((u) => u.kode),
  );
  const sudahAda = new Set(
    (
      await tx
        .selectDistinct({ uid: nilaiRujukanLab.pemeriksaan_uid })
        .from(nilaiRujukanLab)
        .where(inArray(nilaiRujukanLab.pemeriksaan_uid, [...ujiUid.values()]))
    ).map((r) => r.uid),
  );
  const rentang = uji.flatMap((u) => {
    const uid = ambil(ujiUid, u.kode);
    if (sudahAda.has(uid)) return [];
    return u.nilai_rujukan.map((n, i) => ({ ...n, pemeriksaan_uid: uid, urutan: i }));
  });
  if (rentang.length) await tx.insert(nilaiRujukanLab).values(rentang);

  await tx
    .insert(paketLab)
    .values(PAKET.map((p) => ({ kode: p.kode, nama: p.nama, keterangan: p.keterangan ?? null })))
    .onConflictDoNothing();
  const paketUid = await uidAktif(
    tx,
    paketLab,
    PAKET.map((p) => p.kode),
  );
  await tx
    .insert(paketLabItem)
    .values(
      PAKET.flatMap((p) =>
        p.uji.map((kode, i) => ({
          paket_uid: ambil(paketUid, p.kode),
          pemeriksaan_uid: ambil(ujiUid, kode),
          urutan: i,
        })),
      ),
    )
    .onConflictDoNothing();

  await tx
    .insert(tarif)
    .values([
      ...uji.flatMap((u) => daftarTarif('LAB', ambil(ujiUid, u.kode), u.harga)),
      ...PAKET.flatMap((p) => daftarTarif('PAKET_LAB', ambil(paketUid, p.kode), p.harga)),
    ])
    .onConflictDoNothing();
}
