import { z } from 'zod';
import { formatAngka } from '../format/rupiah.ts';
import { teksOpsional } from '../master/common.ts';
import { JENIS_HASIL_LAB, type JenisHasilLab, KELOMPOK_LAB } from '../master/labor.ts';
import { FLAG_HASIL_LAB, flagHasil, type RentangRujukan } from '../master/labor-rujukan.ts';
import { kepalaOrderSchema } from './unit.ts';

/**
 * Laboratory results (docs/penunjang.md): one sheet per order, in versions. Sample taking writes
 * version 1 with a line per test (a package expanded into its tests), each carrying the unit and
 * the reference range chosen for the patient's sex and age; the lab fills the values; the
 * validator locks it; a correction after validation is a new version, the old one kept as
 * DIKOREKSI.
 */

/** L/H/LL/HH for numbers (flagHasil), A for a choice outside the normal ones. */
export const FLAG_HASIL = [...FLAG_HASIL_LAB, 'A'] as const;
export type FlagHasil = (typeof FLAG_HASIL)[number];
export const LABEL_FLAG_HASIL: Record<FlagHasil, string> = {
  L: 'Rendah',
  H: 'Tinggi',
  LL: 'Kritis rendah',
  HH: 'Kritis tinggi',
  A: 'Abnormal',
};
export const flagKritis = (f: FlagHasil | null | undefined) => f === 'LL' || f === 'HH';
/** As printed beside the value: critical values carry a star ('HH*'). */
export const teksFlag = (f: FlagHasil | null | undefined) => (f ? (flagKritis(f) ? `${f}*` : f) : '');

export const STATUS_VERSI_HASIL = ['DRAFT', 'VALID', 'DIKOREKSI'] as const;
export type StatusVersiHasil = (typeof STATUS_VERSI_HASIL)[number];
export const LABEL_STATUS_VERSI_HASIL: Record<StatusVersiHasil, string> = {
  DRAFT: 'Belum divalidasi',
  VALID: 'Tervalidasi',
  DIKOREKSI: 'Dikoreksi',
};

/** The fields of a result line that decide how a value is read and flagged. */
export interface BarisPenilaian
  extends Pick<RentangRujukan, 'nilai_min' | 'nilai_maks' | 'kritis_min' | 'kritis_maks'> {
  jenis_hasil: JenisHasilLab;
  desimal: number;
  /** The options of a choice test, and which of them are normal. */
  pilihan: readonly { nilai: string; normal: boolean }[];
}

export type NilaiDinilai = { nilai: string | null; angka: number | null; flag: FlagHasil | null };

/**
 * A typed value as stored and flagged: a number ('10,2' or '10.2', shown with at least the test's
 * decimals), one of the options of a choice test (its own spelling), or free text. Empty → no
 * value yet. Returns an Indonesian message when the value does not fit the test.
 */
export function nilaiHasil(b: BarisPenilaian, masukan: string | null | undefined): NilaiDinilai | string {
  const teks = (masukan ?? '').trim();
  if (!teks) return { nilai: null, angka: null, flag: null };
  if (b.jenis_hasil === 'ANGKA') {
    const baku = teks.replace(',', '.');
    if (!/^-?\d+(\.\d+)?$/.test(baku)) return 'Hasil harus angka (mis. 13,5)';
    const angka = Number(baku);
    if (Math.abs(angka) >= 1e9) return 'Hasil terlalu besar';
    const desimalDiketik = baku.includes('.') ? (baku.split('.')[1]?.length ?? 0) : 0;
    if (desimalDiketik > 4) return 'Hasil maksimal 4 angka desimal';
    return {
      nilai: formatAngka(angka, Math.max(b.desimal, desimalDiketik)),
      angka,
      flag: flagHasil(angka, b),
    };
  }
  if (b.jenis_hasil === 'PILIHAN') {
    const opsi = b.pilihan.find((o) => o.nilai.toLowerCase() === teks.toLowerCase());
    if (!opsi) return `Pilih salah satu: ${b.pilihan.map((o) => o.nilai).join(', ')}`;
    const adaNormal = b.pilihan.some((o) => o.normal);
    return { nilai: opsi.nilai, angka: null, flag: adaNormal && !opsi.normal ? 'A' : null };
  }
  if (teks.length > 500) return 'Hasil maksimal 500 karakter';
  return { nilai: teks, angka: null, flag: null };
}

export const barisHasilLabSchema = z.object({
  uid: z.string(),
  order_item_uid: z.string(),
  /** The package the test came from, when ordered as one. */
  paket: z.string().nullable(),
  pemeriksaan_uid: z.string(),
  kode: z.string(),
  nama: z.string(),
  kelompok: z.enum(KELOMPOK_LAB),
  spesimen: z.string(),
  metode: z.string().nullable(),
  satuan: z.string().nullable(),
  jenis_hasil: z.enum(JENIS_HASIL_LAB),
  desimal: z.number().int(),
  pilihan: z.array(z.object({ nilai: z.string(), normal: z.boolean() })),
  nilai_min: z.number().nullable(),
  nilai_maks: z.number().nullable(),
  kritis_min: z.number().nullable(),
  kritis_maks: z.number().nullable(),
  /** The range as printed ('13,0–17,0', 'Negatif'); null when the test has none for this patient. */
  rujukan: z.string().nullable(),
  nilai: z.string().nullable(),
  flag: z.enum(FLAG_HASIL).nullable(),
  catatan: z.string().nullable(),
});
export type BarisHasilLab = z.infer<typeof barisHasilLabSchema>;

export const versiHasilLabSchema = z.object({
  uid: z.string(),
  versi: z.number().int(),
  status: z.enum(STATUS_VERSI_HASIL),
  label_status: z.string(),
  catatan: z.string().nullable(),
  alasan_koreksi: z.string().nullable(),
  diisi_oleh: z.string().nullable(),
  diisi_pada: z.string().nullable(),
  validator: z.string().nullable(),
  divalidasi_pada: z.string().nullable(),
  dikoreksi_pada: z.string().nullable(),
  baris: z.array(barisHasilLabSchema),
});
export type VersiHasilLab = z.infer<typeof versiHasilLabSchema>;

/** GET /labor/:uid: the order, its course, the current sheet and the corrected versions. */
export const laborDetailSchema = kepalaOrderSchema.extend({
  /** The sheet in force: the draft being filled, or the valid version. Null before sample taking. */
  hasil: versiHasilLabSchema.nullable(),
  /** Versions replaced by a correction, newest first; still shown, marked DIKOREKSI. */
  versi_lama: z.array(versiHasilLabSchema),
});
export type LaborDetail = z.infer<typeof laborDetailSchema>;

const barisInput = z.object({
  uid: z.uuid({ message: 'Baris hasil tidak valid' }),
  nilai: z
    .string({ message: 'Hasil harus teks' })
    .max(500, 'Hasil maksimal 500 karakter')
    .nullish()
    .transform((v) => v ?? null),
  catatan: teksOpsional(200, 'Catatan'),
});

/** PUT /labor/:uid/hasil: values for some or all lines; an empty value clears it. */
export const hasilLabInputSchema = z.object({
  hasil: z
    .array(barisInput, { message: 'Isi minimal satu hasil' })
    .min(1, 'Isi minimal satu hasil')
    .max(300, 'Maksimal 300 baris hasil'),
  /** Interpretation / note of the lab for the whole sheet. */
  catatan: teksOpsional(1000, 'Catatan hasil'),
});
export type HasilLabInput = z.infer<typeof hasilLabInputSchema>;

/** POST /labor/:uid/koreksi: the changed values and why. */
export const koreksiLabInputSchema = hasilLabInputSchema.extend({
  alasan: z
    .string({ message: 'Alasan koreksi wajib diisi' })
    .trim()
    .min(5, 'Alasan koreksi minimal 5 karakter')
    .max(300, 'Alasan koreksi maksimal 300 karakter'),
});
export type KoreksiLabInput = z.infer<typeof koreksiLabInputSchema>;

/** The flags of a sheet, for a one-line summary ('Hemoglobin 10,2 g/dL (L)'). */
export function ringkasHasilLab(baris: readonly Pick<BarisHasilLab, 'nama' | 'nilai' | 'satuan' | 'flag'>[]) {
  const abnormal = baris.filter((b) => b.flag);
  const teks = abnormal.map(
    (b) => `${b.nama} ${b.nilai ?? ''}${b.satuan ? ` ${b.satuan}` : ''} (${teksFlag(b.flag)})`,
  );
  const normal = baris.length - abnormal.length;
  if (!abnormal.length) return `${baris.length} pemeriksaan dalam batas normal`;
  return normal ? `${teks.join('; ')}; ${normal} pemeriksaan lain normal` : teks.join('; ');
}
