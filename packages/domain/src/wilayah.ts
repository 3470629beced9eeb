import { z } from 'zod';
import { pagingQuerySchema } from './platform/common.ts';

/**
 * Indonesian regions with Kemendagri codes (Kepmendagri 300.2.2-2430/2025): provinsi,
 * kabupaten/kota, kecamatan, kelurahan/desa. A code is kept dotted ('32.73.02.1001'); SATUSEHAT
 * and BPJS want it without dots ('3273021001'), which `kodeTanpaTitik` gives.
 */
export const TINGKAT_WILAYAH = [1, 2, 3, 4] as const;
export type TingkatWilayah = (typeof TINGKAT_WILAYAH)[number];

/** What a person calls each level, for labels. */
export const LABEL_TINGKAT_WILAYAH: Record<TingkatWilayah, string> = {
  1: 'Provinsi',
  2: 'Kabupaten/Kota',
  3: 'Kecamatan',
  4: 'Kelurahan/Desa',
};

export const JENIS_WILAYAH = [
  'provinsi',
  'kabupaten',
  'kota',
  'kecamatan',
  'kelurahan',
  'desa',
  'desa adat',
] as const;
export type JenisWilayah = (typeof JENIS_WILAYAH)[number];

/** Digits of each code segment, level by level: 2.2.2.4 (e.g. 32.73.02.1001). */
export const PANJANG_SEGMEN_KODE = [2, 2, 2, 4] as const;

// Dots may only sit between segments, so '32.7302' passes and '327.302' does not.
const KODE_RE = /^\d{2}(?:\.?\d{2}(?:\.?\d{2}(?:\.?\d{4})?)?)?$/;

/** '32.73.02.1001' → '3273021001' (what SATUSEHAT and BPJS expect). */
export function kodeTanpaTitik(kode: string): string {
  return kode.trim().replaceAll('.', '');
}

/**
 * '3273021001' → '32.73.02.1001', by the fixed segment lengths 2.2.2.4. A dotted or partly
 * dotted code comes back in the dotted form; anything that is not a region code gives null.
 */
export function kodeBertitik(kode: string): string | null {
  const k = kode.trim();
  if (!KODE_RE.test(k)) return null;
  const digits = kodeTanpaTitik(k);
  const parts: string[] = [];
  let at = 0;
  for (const len of PANJANG_SEGMEN_KODE) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + len));
    at += len;
  }
  return parts.join('.');
}

/** The level of a code (1 provinsi … 4 kelurahan/desa), or null when it is not a region code. */
export function tingkatKode(kode: string): TingkatWilayah | null {
  const dotted = kodeBertitik(kode);
  return dotted ? (dotted.split('.').length as TingkatWilayah) : null;
}

/** The dotted code of the parent region ('32.73.02.1001' → '32.73.02'); null for a province. */
export function kodeInduk(kode: string): string | null {
  const dotted = kodeBertitik(kode);
  if (!dotted) return null;
  const cut = dotted.lastIndexOf('.');
  return cut < 0 ? null : dotted.slice(0, cut);
}

const CONTOH_KODE: Record<TingkatWilayah, string> = {
  1: '32',
  2: '32.73 atau 3273',
  3: '32.73.02 atau 327302',
  4: '32.73.02.1001 atau 3273021001',
};

/**
 * A region code from a request, with or without dots, answered in the dotted form. With
 * `tingkat`, only a code of that level passes.
 */
export function kodeWilayahSchema(tingkat?: TingkatWilayah) {
  const message = tingkat
    ? `Kode ${LABEL_TINGKAT_WILAYAH[tingkat].toLowerCase()} tidak valid (contoh ${CONTOH_KODE[tingkat]})`
    : `Kode wilayah tidak valid (contoh ${CONTOH_KODE[4]})`;
  return z
    .string({ message })
    .trim()
    .transform((value, ctx) => {
      const dotted = kodeBertitik(value);
      if (!dotted || (tingkat && tingkatKode(dotted) !== tingkat)) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return dotted;
    });
}

export const wilayahSchema = z.object({
  /** Dotted Kemendagri code, e.g. '32.73.02.1001'. */
  kode: z.string(),
  /** The same code without dots, e.g. '3273021001' (SATUSEHAT, BPJS). */
  kode_tanpa_titik: z.string(),
  nama: z.string(),
  tingkat: z.literal(TINGKAT_WILAYAH),
  jenis: z.enum(JENIS_WILAYAH),
  /** Dotted code of the parent region; null for a province. */
  kode_induk: z.string().nullable(),
});
export type Wilayah = z.infer<typeof wilayahSchema>;

/** A region with the regions above it; a level at or below the region itself is null. */
export const wilayahDetailSchema = wilayahSchema.extend({
  provinsi: wilayahSchema.nullable(),
  kabupaten: wilayahSchema.nullable(),
  kecamatan: wilayahSchema.nullable(),
});
export type WilayahDetail = z.infer<typeof wilayahDetailSchema>;

export const wilayahKodeParamSchema = z.object({ kode: kodeWilayahSchema() });

/** GET /api/wilayah/provinsi: paging, `limitless`, `search` on the name. */
export const provinsiListQuerySchema = pagingQuerySchema;
/** GET /api/wilayah/kabupaten?provinsi=32 (without `provinsi`: every kabupaten/kota). */
export const kabupatenListQuerySchema = pagingQuerySchema.extend({
  provinsi: kodeWilayahSchema(1).optional(),
});
/** GET /api/wilayah/kecamatan?kabupaten=32.73 */
export const kecamatanListQuerySchema = pagingQuerySchema.extend({
  kabupaten: kodeWilayahSchema(2).optional(),
});
/** GET /api/wilayah/desa?kecamatan=32.73.02 */
export const desaListQuerySchema = pagingQuerySchema.extend({ kecamatan: kodeWilayahSchema(3).optional() });
export type WilayahListQuery = z.output<typeof pagingQuerySchema>;

export const CARI_WILAYAH_MIN = 2;

/** GET /api/wilayah/cari?search=coblong: every level at once, best matches first, always paged. */
export const wilayahCariQuerySchema = pagingQuerySchema.omit({ limitless: true, search: true }).extend({
  search: z
    .string({ message: 'Kata kunci wajib diisi' })
    .trim()
    .min(CARI_WILAYAH_MIN, `Kata kunci minimal ${CARI_WILAYAH_MIN} huruf`)
    .max(100, 'Kata kunci terlalu panjang'),
  tingkat: z
    .enum(['1', '2', '3', '4'], { message: 'tingkat harus 1, 2, 3 atau 4' })
    .transform((v) => Number(v) as TingkatWilayah)
    .optional(),
});
export type WilayahCariQuery = z.output<typeof wilayahCariQuerySchema>;
