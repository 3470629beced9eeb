import { type JenisAsesmen, SISTEM_PEMERIKSAAN, type SistemPemeriksaan } from '@rawat/domain';

/**
 * The doctor's assessment as the form holds it: every field a string (what the inputs give), so
 * an empty box is '' rather than a missing key. `keIsi` turns it into the kind's `isi` (empty →
 * null, numbers parsed) for the same zod schema the server checks; `nilaiAwal` goes back.
 */
export const KOLOM_ANAMNESIS = [
  'keluhan_utama',
  'riwayat_penyakit_sekarang',
  'riwayat_penyakit_dahulu',
  'riwayat_penyakit_keluarga',
  'riwayat_obat',
] as const;
export const KOLOM_TTV = ['td_sistolik', 'td_diastolik', 'nadi', 'respirasi', 'suhu', 'spo2'] as const;
export const KOLOM_HD = [
  'durasi_jam',
  'qb',
  'qd',
  'target_uf',
  'dialisat',
  'heparin_awal',
  'heparin_maintenance',
  'bb_kering',
] as const;

type Teks<K extends string> = Record<K, string>;

export interface NilaiAsesmenMedis {
  subjektif: string;
  objektif: string;
  asesmen: string;
  plan: string;
  edukasi: string;
  anamnesis: Teks<(typeof KOLOM_ANAMNESIS)[number]>;
  pemeriksaan_fisik: {
    keadaan_umum: string;
    kesadaran: string;
    tanda_vital: Teks<(typeof KOLOM_TTV)[number]>;
    sistem: Record<SistemPemeriksaan, { hasil: string; keterangan: string }>;
  };
  kondisi: string;
  prioritas: string;
  gcs: { e: string; v: string; m: string };
  resusitasi: string[];
  resusitasi_keterangan: string;
  resep_hd: Teks<(typeof KOLOM_HD)[number]>;
  evaluasi: string;
}

const kosong = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Teks<K>;

type Isi = Record<string, unknown>;
const objek = (v: unknown): Isi => (v && typeof v === 'object' ? (v as Isi) : {});
const teks = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const teksSemua = <K extends string>(keys: readonly K[], sumber: unknown) =>
  Object.fromEntries(keys.map((k) => [k, teks(objek(sumber)[k])])) as Teks<K>;

/** Whether a vital-signs object holds any of the values the doctor's form has fields for. */
export const adaTandaVital = (v: unknown): boolean => KOLOM_TTV.some((k) => objek(v)[k] != null);

/** Whether the doctor's saved `isi` has vital signs of its own. */
export const adaTandaVitalDokter = (isi: Isi | null | undefined): boolean =>
  adaTandaVital(objek(isi?.pemeriksaan_fisik).tanda_vital);

/**
 * The form's values from a saved `isi` (or the empty form, with the nurse's complaint filled in).
 * Vital signs start from the nurse's latest until the doctor has saved their own, so the doctor
 * checks them instead of retyping what was measured minutes ago.
 */
export function nilaiAwal(
  isi: Isi | null,
  keluhanPerawat: string | null,
  ttvPerawat: unknown = null,
): NilaiAsesmenMedis {
  const pf = objek(isi?.pemeriksaan_fisik);
  const sistem = objek(pf.sistem);
  const anamnesis = teksSemua(KOLOM_ANAMNESIS, isi?.anamnesis);
  if (!isi && keluhanPerawat) anamnesis.keluhan_utama = keluhanPerawat;
  const ttv = adaTandaVital(pf.tanda_vital) ? pf.tanda_vital : ttvPerawat;
  return {
    subjektif: teks(isi?.subjektif),
    objektif: teks(isi?.objektif),
    asesmen: teks(isi?.asesmen),
    plan: teks(isi?.plan),
    edukasi: teks(isi?.edukasi),
    anamnesis,
    pemeriksaan_fisik: {
      keadaan_umum: teks(pf.keadaan_umum),
      kesadaran: teks(pf.kesadaran),
      tanda_vital: teksSemua(KOLOM_TTV, ttv),
      sistem: Object.fromEntries(
        SISTEM_PEMERIKSAAN.map((s) => [
          s,
          { hasil: teks(objek(sistem[s]).hasil), keterangan: teks(objek(sistem[s]).keterangan) },
        ]),
      ) as NilaiAsesmenMedis['pemeriksaan_fisik']['sistem'],
    },
    kondisi: teks(isi?.kondisi),
    prioritas: teks(isi?.prioritas),
    gcs: teksSemua(['e', 'v', 'm'], isi?.gcs),
    resusitasi: Array.isArray(isi?.resusitasi) ? (isi.resusitasi as string[]) : [],
    resusitasi_keterangan: teks(isi?.resusitasi_keterangan),
    resep_hd: isi?.resep_hd
      ? teksSemua(KOLOM_HD, isi.resep_hd)
      : { ...kosong(KOLOM_HD), dialisat: 'Bikarbonat' },
    evaluasi: teks(isi?.evaluasi),
  };
}

const atauNull = (s: string) => (s.trim() === '' ? null : s.trim());
/** '36,8' and '36.8' are the same number; anything else is left for zod to refuse. */
const angka = (s: string): number | null => {
  const t = s.trim().replace(',', '.');
  return t === '' ? null : Number(t);
};
const angkaSemua = <K extends string>(v: Teks<K>, kecuali: readonly string[] = []) => {
  const hasil = Object.fromEntries(
    Object.entries<string>(v).map(([k, s]) => [k, kecuali.includes(k) ? atauNull(s) : angka(s)]),
  );
  return Object.values(hasil).some((x) => x !== null) ? hasil : null;
};
const teksSemuaAtauNull = <K extends string>(v: Teks<K>) => {
  const hasil = Object.fromEntries(Object.entries<string>(v).map(([k, s]) => [k, atauNull(s)]));
  return Object.values(hasil).some((x) => x !== null) ? hasil : null;
};

/** The kind's `isi` from the form's values: only the fields of that kind, empty as null. */
export function keIsi(n: NilaiAsesmenMedis, jenis: JenisAsesmen): Isi {
  const sistem = Object.fromEntries(
    Object.entries(n.pemeriksaan_fisik.sistem)
      .filter(([, v]) => v.hasil || v.keterangan.trim())
      .map(([k, v]) => [k, { hasil: v.hasil || null, keterangan: atauNull(v.keterangan) }]),
  );
  const isi: Isi = {
    subjektif: n.subjektif.trim(),
    objektif: atauNull(n.objektif),
    asesmen: atauNull(n.asesmen),
    plan: atauNull(n.plan),
    edukasi: atauNull(n.edukasi),
    anamnesis: teksSemuaAtauNull(n.anamnesis),
    pemeriksaan_fisik: {
      keadaan_umum: n.pemeriksaan_fisik.keadaan_umum || null,
      kesadaran: n.pemeriksaan_fisik.kesadaran || null,
      tanda_vital: angkaSemua(n.pemeriksaan_fisik.tanda_vital),
      sistem: Object.keys(sistem).length ? sistem : null,
    },
  };
  if (jenis === 'MEDIS_IGD') {
    Object.assign(isi, {
      kondisi: n.kondisi || undefined,
      prioritas: angka(n.prioritas),
      gcs: angkaSemua(n.gcs),
      resusitasi: n.resusitasi,
      resusitasi_keterangan: atauNull(n.resusitasi_keterangan),
    });
  }
  if (jenis === 'MEDIS_HD') {
    Object.assign(isi, {
      resep_hd: angkaSemua(n.resep_hd, ['dialisat']) ?? {},
      evaluasi: atauNull(n.evaluasi),
    });
  }
  return isi;
}
