import { z } from 'zod';
import { pagingQuerySchema } from './platform/common.ts';

/** An ICD-10 category (3 characters, e.g. A09) or subcategory (4 characters, e.g. A09.0), WHO 2010. */
export const icd10Schema = z.object({
  kode: z.string(),
  kode_tanpa_titik: z.string(),
  /** The WHO English title. */
  judul: z.string(),
  /** The Indonesian title (corrected translation; every leaf has one): the line a user reads first. */
  judul_id: z.string().nullable(),
  level: z.union([z.literal(3), z.literal(4)]),
  /** No subdivisions below it: the most specific code, the one a diagnosis should carry. */
  leaf: z.boolean(),
  /** Chapter, two digits as in the WHO files ('01' = Chapter I … '22' = Chapter XXII). */
  bab: z.string(),
  /** Block, a code range such as 'A00-A09'. */
  blok: z.string(),
  /** In a search: the Indonesian clinical term that matched ('DBD', 'kencing manis'), if any. */
  istilah: z.string().nullable().optional(),
});
export type Icd10 = z.infer<typeof icd10Schema>;

/** An ICD-9-CM volume 3 procedure code (v32, the last release), e.g. 00.01. */
export const icd9Schema = z.object({
  kode: z.string(),
  kode_tanpa_titik: z.string(),
  judul: z.string(),
  judul_singkat: z.string(),
});
export type Icd9 = z.infer<typeof icd9Schema>;

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} harus true atau false` })
    .optional()
    .transform((v) => v === 'true');

// No `limitless` here: a catalogue of twelve thousand codes is searched, never sent whole.
export const katalogListQuerySchema = pagingQuerySchema.omit({ limitless: true });
export type KatalogListQuery = z.output<typeof katalogListQuerySchema>;

export const icd10ListQuerySchema = katalogListQuerySchema.extend({
  /** Only codes without subdivisions: what a diagnosis form should offer. */
  hanya_leaf: flag('hanya_leaf'),
});
export type Icd10ListQuery = z.output<typeof icd10ListQuerySchema>;

export const kodeIcdParamSchema = z.object({
  kode: z.string().trim().min(1, 'Kode wajib diisi').max(10, 'Kode terlalu panjang'),
});

/** 'a09.0', ' A090 ', 'A09.0†' → 'A090': the form stored in kode_tanpa_titik. */
export function kodeIcdTanpaTitik(kode: string): string {
  return kode.replace(/[\s.†*+]/g, '').toUpperCase();
}

/** A query that reads as (the start of) an ICD-10 code: 'a', 'A09', 'a09.', 'A09.0', 'a090'. */
export function miripKodeIcd10(q: string): boolean {
  return /^[a-z](\d{0,2}|\d{2}\.\d{0,2}|\d{3})$/i.test(q.trim());
}

/** A query that reads as (the start of) an ICD-9-CM procedure code: '4', '45', '45.1', '4513'. */
export function miripKodeIcd9(q: string): boolean {
  return /^(\d{1,4}|\d{2}\.\d{0,2})$/.test(q.trim());
}

/**
 * Search form of a text: lower case, diacritics removed, every run of punctuation or space made one
 * space ("Ménière's disease" → 'meniere s disease', 'paru-paru' → 'paru paru'), so that 'meniere'
 * finds it and a word can be matched from its start. Titles are stored this way (padded with a space
 * on both sides) and every query is folded the same way.
 */
export function lipatTeksCari(teks: string): string {
  // Most titles are plain ASCII: skip the costly decomposition for them.
  const dasar = /[^\x20-\x7e]/.test(teks) ? teks.normalize('NFD').replace(/\p{M}/gu, '') : teks;
  return dasar
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
