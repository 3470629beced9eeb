import { z } from 'zod';
import { JENIS_KELAMIN, type JenisKelamin, LABEL_JENIS_KELAMIN } from '../jenis-kelamin.ts';
import { angkaDariTeks } from '../platform/common.ts';
import {
  keteranganSchema,
  kodeMasterSchema,
  masterDasarSchema,
  masterListQuerySchema,
  namaMasterSchema,
  teksOpsional,
} from './common.ts';
import { kodeLoincSchema } from './kode-satusehat.ts';
import { umurRujukanKeHari } from './labor-rujukan.ts';

export * from './labor-rujukan.ts';

/** Sections of the lab a test belongs to; the order lists and result sheets follow. */
export const KELOMPOK_LAB = [
  'HEMATOLOGI',
  'HEMOSTASIS',
  'KIMIA_KLINIK',
  'ELEKTROLIT',
  'IMUNOSEROLOGI',
  'URINALISA',
  'FESES',
  'MIKROBIOLOGI',
  'LAINNYA',
] as const;
export type KelompokLab = (typeof KELOMPOK_LAB)[number];
export const kelompokLabSchema = z.enum(KELOMPOK_LAB, { message: 'Kelompok pemeriksaan wajib dipilih' });
export const LABEL_KELOMPOK_LAB: Record<KelompokLab, string> = {
  HEMATOLOGI: 'Hematologi',
  HEMOSTASIS: 'Hemostasis',
  KIMIA_KLINIK: 'Kimia Klinik',
  ELEKTROLIT: 'Elektrolit',
  IMUNOSEROLOGI: 'Imunoserologi',
  URINALISA: 'Urinalisa',
  FESES: 'Feses',
  MIKROBIOLOGI: 'Mikrobiologi',
  LAINNYA: 'Lain-lain',
};

/** Specimens offered on the form; another may be typed (body fluids vary). */
export const SPESIMEN_LAB = [
  'Darah EDTA',
  'Darah Sitrat',
  'Darah Kapiler',
  'Serum',
  'Plasma',
  'Plasma Sitrat',
  'Urin',
  'Feses',
  'Sputum',
  'Swab',
  'Cairan Tubuh',
] as const;

/**
 * How a result is entered: a number judged against ranges, one of a fixed list
 * (Reaktif/Non-reaktif, blood groups), or free text (Widal titres, culture reports).
 */
export const JENIS_HASIL_LAB = ['ANGKA', 'PILIHAN', 'TEKS'] as const;
export type JenisHasilLab = (typeof JENIS_HASIL_LAB)[number];
export const LABEL_JENIS_HASIL_LAB: Record<JenisHasilLab, string> = {
  ANGKA: 'Angka',
  PILIHAN: 'Pilihan',
  TEKS: 'Teks bebas',
};

/** A range for one sex, or for both ('SEMUA' on screen, null when stored). */
export const LABEL_JENIS_KELAMIN_RUJUKAN: Record<JenisKelamin | 'SEMUA', string> = {
  ...LABEL_JENIS_KELAMIN,
  SEMUA: 'Semua',
};

/** The oldest age a range may name (150 years, in days). */
export const UMUR_RUJUKAN_MAKS_HARI = umurRujukanKeHari(150, 'TAHUN');

/** A number typed in a form ('13,5') or sent as one: null when empty, NaN when not a number. */
function bacaAngka(v: number | string | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  const teks = v.trim().replace(',', '.');
  if (teks === '') return null;
  return /^-?\d+(\.\d+)?$/.test(teks) ? Number(teks) : Number.NaN;
}

/** An optional decimal ('' → null), at most 4 decimals. */
function angkaOpsional(label: string) {
  return z
    .union([z.number(), z.string()], { message: `${label} harus angka` })
    .nullish()
    .transform((v, ctx) => {
      const n = bacaAngka(v);
      let galat: string | null = null;
      if (n === null) return null;
      if (!Number.isFinite(n)) galat = `${label} harus angka`;
      else if (Math.abs(n) >= 1e9) galat = `${label} terlalu besar`;
      else if (Math.abs(n * 1e4 - Math.round(n * 1e4)) > 1e-6) galat = `${label} maksimal 4 angka desimal`;
      if (galat === null) return n;
      ctx.addIssue({ code: 'custom', message: galat });
      return z.NEVER;
    });
}

/** An age bound in whole days (the form converts years and months); '' → null. */
function hariOpsional(label: string) {
  return z
    .union([z.number(), z.string()], { message: `${label} harus angka` })
    .nullish()
    .transform((v, ctx) => {
      const n = bacaAngka(v);
      let galat: string | null = null;
      if (n === null) return null;
      if (!Number.isInteger(n)) galat = `${label} harus bilangan bulat`;
      else if (n < 0) galat = `${label} tidak boleh negatif`;
      else if (n > UMUR_RUJUKAN_MAKS_HARI) galat = `${label} maksimal 150 tahun`;
      if (galat === null) return n;
      ctx.addIssue({ code: 'custom', message: galat });
      return z.NEVER;
    });
}

export const nilaiRujukanInputSchema = z.object({
  /** L, P, or empty/null for both sexes. */
  jenis_kelamin: z
    .union([z.enum(JENIS_KELAMIN), z.literal('')], { message: 'Jenis kelamin tidak valid' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Days from birth, inclusive; empty = from birth. */
  umur_min: hariOpsional('Umur dari').transform((v) => v ?? 0),
  /** Days from birth, exclusive; empty = no upper bound. */
  umur_maks: hariOpsional('Umur sampai'),
  nilai_min: angkaOpsional('Nilai minimum'),
  nilai_maks: angkaOpsional('Nilai maksimum'),
  kritis_min: angkaOpsional('Batas kritis bawah'),
  kritis_maks: angkaOpsional('Batas kritis atas'),
  /** The normal result of a choice/text test ('Negatif'); on a numeric one, how to print it. */
  teks_normal: teksOpsional(100, 'Teks normal'),
  keterangan: teksOpsional(200, 'Keterangan'),
});
export type NilaiRujukanInput = z.infer<typeof nilaiRujukanInputSchema>;

export const pilihanHasilLabSchema = z.object({
  nilai: z
    .string({ message: 'Pilihan wajib diisi' })
    .trim()
    .min(1, 'Pilihan wajib diisi')
    .max(50, 'Pilihan maksimal 50 karakter'),
  /** The option a healthy patient has (Negatif, Non-reaktif); a blood group has none. */
  normal: z.boolean().default(false),
});
export type PilihanHasilLab = z.infer<typeof pilihanHasilLabSchema>;

type Isu = { path: (string | number)[]; message: string };

/** The rules across fields of a test and its ranges (each issue names the field it is about). */
function periksaPemeriksaan(v: {
  jenis_hasil: JenisHasilLab;
  pilihan: PilihanHasilLab[];
  nilai_rujukan: NilaiRujukanInput[];
}): Isu[] {
  const isu: Isu[] = [];
  const opsi = new Set<string>();
  if (v.jenis_hasil === 'PILIHAN') {
    if (v.pilihan.length < 2) isu.push({ path: ['pilihan'], message: 'Isi minimal dua pilihan hasil' });
    v.pilihan.forEach((o, i) => {
      const k = o.nilai.toLowerCase();
      if (opsi.has(k))
        isu.push({ path: ['pilihan', i, 'nilai'], message: `Pilihan '${o.nilai}' diisi dua kali` });
      opsi.add(k);
    });
  }
  v.nilai_rujukan.forEach((r, i) => {
    const at = (field: string, message: string) => isu.push({ path: ['nilai_rujukan', i, field], message });
    if (r.umur_maks !== null && r.umur_maks <= r.umur_min)
      at('umur_maks', 'Umur sampai harus lebih dari umur dari');
    if (v.jenis_hasil === 'ANGKA') {
      if (r.nilai_min === null && r.nilai_maks === null) at('nilai_min', 'Isi nilai minimum atau maksimum');
      if (r.nilai_min !== null && r.nilai_maks !== null && r.nilai_min > r.nilai_maks)
        at('nilai_maks', 'Nilai maksimum tidak boleh kurang dari nilai minimum');
      const bawah = r.nilai_min ?? r.nilai_maks;
      const atas = r.nilai_maks ?? r.nilai_min;
      if (r.kritis_min !== null && bawah !== null && r.kritis_min >= bawah)
        at('kritis_min', 'Batas kritis bawah harus di bawah nilai normal');
      if (r.kritis_maks !== null && atas !== null && r.kritis_maks <= atas)
        at('kritis_maks', 'Batas kritis atas harus di atas nilai normal');
    } else if (!r.teks_normal) {
      at('teks_normal', 'Teks nilai normal wajib diisi');
    } else if (v.jenis_hasil === 'PILIHAN' && !opsi.has(r.teks_normal.toLowerCase())) {
      at('teks_normal', 'Nilai normal harus salah satu pilihan hasil');
    }
    // Ranges of one sex must not share an age, or a patient would match two; a sex-specific
    // range may sit over a both-sexes one (it is chosen first).
    const j = v.nilai_rujukan.findIndex(
      (o, k) =>
        k < i &&
        o.jenis_kelamin === r.jenis_kelamin &&
        o.umur_min < (r.umur_maks ?? Number.POSITIVE_INFINITY) &&
        r.umur_min < (o.umur_maks ?? Number.POSITIVE_INFINITY),
    );
    if (j >= 0)
      at(
        'umur_min',
        `Rentang umur bertumpang tindih dengan baris ${j + 1} (${LABEL_JENIS_KELAMIN_RUJUKAN[r.jenis_kelamin ?? 'SEMUA']})`,
      );
  });
  return isu;
}

/**
 * A lab test (/master/lab). Fields that do not fit the kind of result are cleared (a choice or
 * text test keeps no numeric limits; only a choice test keeps options), so a form that hides
 * them cannot leave stale values behind. On a numeric range `teks_normal` is optional and only
 * changes how the range is printed ('< 200' for 0–199).
 */
export const pemeriksaanLabInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    kelompok: kelompokLabSchema,
    spesimen: z
      .string({ message: 'Spesimen wajib diisi' })
      .trim()
      .min(1, 'Spesimen wajib diisi')
      .max(50, 'Spesimen maksimal 50 karakter'),
    metode: teksOpsional(100, 'Metode'),
    satuan: teksOpsional(30, 'Satuan'),
    jenis_hasil: z.enum(JENIS_HASIL_LAB, { message: 'Jenis hasil wajib dipilih' }),
    pilihan: z.array(pilihanHasilLabSchema).max(30, 'Maksimal 30 pilihan').default([]),
    /** Digits after the comma the result is shown with. */
    desimal: angkaDariTeks(
      z
        .number({ message: 'Desimal harus angka' })
        .int('Desimal harus bilangan bulat')
        .min(0, 'Desimal tidak boleh negatif')
        .max(4, 'Desimal maksimal 4')
        .default(0),
    ),
    /** Position within its group on order forms and result sheets. */
    urutan: angkaDariTeks(
      z
        .number({ message: 'Urutan harus angka' })
        .int('Urutan harus bilangan bulat')
        .min(0, 'Urutan tidak boleh negatif')
        .max(9999, 'Urutan maksimal 9999')
        .default(0),
    ),
    keterangan: keteranganSchema,
    /** LOINC code SATUSEHAT's lab ServiceRequest and Observation carry (docs/satusehat.md). */
    kode_loinc: kodeLoincSchema,
    nilai_rujukan: z.array(nilaiRujukanInputSchema).max(40, 'Maksimal 40 nilai rujukan').default([]),
  })
  .transform((v) => ({
    ...v,
    pilihan: v.jenis_hasil === 'PILIHAN' ? v.pilihan : [],
    nilai_rujukan: v.nilai_rujukan.map((r) =>
      v.jenis_hasil === 'ANGKA'
        ? r
        : { ...r, nilai_min: null, nilai_maks: null, kritis_min: null, kritis_maks: null },
    ),
  }))
  .superRefine((v, ctx) => {
    for (const i of periksaPemeriksaan(v)) ctx.addIssue({ code: 'custom', ...i });
  });
export type PemeriksaanLabInput = z.infer<typeof pemeriksaanLabInputSchema>;

export const nilaiRujukanSchema = z.object({
  jenis_kelamin: z.enum(JENIS_KELAMIN).nullable(),
  umur_min: z.number().int(),
  umur_maks: z.number().int().nullable(),
  nilai_min: z.number().nullable(),
  nilai_maks: z.number().nullable(),
  kritis_min: z.number().nullable(),
  kritis_maks: z.number().nullable(),
  teks_normal: z.string().nullable(),
  keterangan: z.string().nullable(),
});
export type NilaiRujukan = z.infer<typeof nilaiRujukanSchema>;

export const pemeriksaanLabSchema = masterDasarSchema.extend({
  kelompok: kelompokLabSchema,
  spesimen: z.string(),
  metode: z.string().nullable(),
  satuan: z.string().nullable(),
  jenis_hasil: z.enum(JENIS_HASIL_LAB),
  pilihan: z.array(z.object({ nilai: z.string(), normal: z.boolean() })),
  desimal: z.number().int(),
  urutan: z.number().int(),
  keterangan: z.string().nullable(),
  kode_loinc: z.string().nullable(),
  /** In the order they were entered. */
  nilai_rujukan: z.array(nilaiRujukanSchema),
  /** General outpatient price in force today; null when not set. */
  tarif_umum_rj: z.number().nullable(),
});
export type PemeriksaanLab = z.infer<typeof pemeriksaanLabSchema>;

export const pemeriksaanLabListQuerySchema = masterListQuerySchema.extend({
  kelompok: z.enum(KELOMPOK_LAB, { message: 'Kelompok pemeriksaan tidak valid' }).optional(),
});
export type PemeriksaanLabListQuery = z.infer<typeof pemeriksaanLabListQuerySchema>;

/** A lab package (/master/paket-lab): tests ordered together at a price of its own. */
export const paketLabInputSchema = z
  .object({
    kode: kodeMasterSchema,
    nama: namaMasterSchema,
    /** The tests in the order they are printed; each active, none twice. */
    pemeriksaan_uid: z
      .array(z.uuid({ message: 'Pemeriksaan tidak valid' }), { message: 'Pilih minimal satu pemeriksaan' })
      .min(1, 'Pilih minimal satu pemeriksaan')
      .max(100, 'Maksimal 100 pemeriksaan dalam satu paket'),
    keterangan: keteranganSchema,
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.pemeriksaan_uid.forEach((uid, i) => {
      if (seen.has(uid))
        ctx.addIssue({
          code: 'custom',
          path: ['pemeriksaan_uid', i],
          message: 'Pemeriksaan dipilih dua kali',
        });
      seen.add(uid);
    });
  });
export type PaketLabInput = z.infer<typeof paketLabInputSchema>;

export const paketLabItemSchema = z.object({
  uid: z.uuid(),
  kode: z.string(),
  nama: z.string(),
  kelompok: kelompokLabSchema,
  satuan: z.string().nullable(),
  /** A test retired after the package was made shows here as NONAKTIF. */
  status: z.enum(['AKTIF', 'NONAKTIF']),
});
export type PaketLabItem = z.infer<typeof paketLabItemSchema>;

export const paketLabSchema = masterDasarSchema.extend({
  keterangan: z.string().nullable(),
  pemeriksaan: z.array(paketLabItemSchema),
  tarif_umum_rj: z.number().nullable(),
});
export type PaketLab = z.infer<typeof paketLabSchema>;
