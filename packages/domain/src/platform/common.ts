import { z } from 'zod';

/** Default page size and first offset (spec §9). */
export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 100;

// Decimal notation only: '0x10', 'Infinity' or '1_000' in a field is a mistake, not a number.
const TEKS_ANGKA = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function bacaAngka(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const teks = v.trim();
  if (teks === '') return undefined;
  return TEKS_ANGKA.test(teks) ? Number(teks) : v;
}

/**
 * A number field that also takes its digits as text: a query string is always text, and some
 * forms send a text input's value as it is. Only text is read (trimmed; an empty one is a field
 * left empty); a number passes; an array, object, boolean or null meets `skema` as it is and gets
 * the field's own message. `z.coerce.number()` called Number() on anything, so `[[5]]` was 5,
 * `true` 1 and `null` 0, and a request the contract refuses was answered 200.
 *
 * Put `.optional()`, `.default()` or `.nullish()` on `skema` itself, so an empty text reaches
 * them. The OpenAPI document shows `skema` (type, minimum, maximum) for the request.
 */
export function angkaDariTeks<T extends z.ZodType<number | null | undefined>>(skema: T) {
  return z.preprocess(bacaAngka, skema);
}

/** Query of every paged list: `?offset=0&limit=15`, or `limitless=true` for the whole list. */
export const pagingQuerySchema = z.object({
  offset: angkaDariTeks(
    z.number({ message: 'offset harus angka' }).int().min(0, 'offset tidak boleh negatif').default(0),
  ),
  limit: angkaDariTeks(
    z
      .number({ message: 'limit harus angka' })
      .int()
      .min(1, 'limit minimal 1')
      .max(MAX_LIMIT, `limit maksimal ${MAX_LIMIT}`)
      .default(DEFAULT_LIMIT),
  ),
  limitless: z
    .enum(['true', 'false'], { message: 'limitless harus true atau false' })
    .optional()
    .transform((v) => v === 'true'),
  search: z.string().trim().max(100, 'Kata kunci terlalu panjang').optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

export const listMetadataSchema = z.object({
  total_data: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type ListMetadata = z.infer<typeof listMetadataSchema>;

/** The list envelope of spec §7: the rows in `respon`, the count in `metadata.total_data`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ respon: z.array(item), metadata: listMetadataSchema });
}
export interface ListEnvelope<T> {
  respon: T[];
  metadata: ListMetadata;
}

/** The single-item envelope. */
export function itemEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ respon: item });
}

export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const uidParamSchema = z.object({ uid: z.uuid({ message: 'uid tidak valid' }) });

export const STATUS_AKTIF = ['AKTIF', 'NONAKTIF'] as const;
export type StatusAktif = (typeof STATUS_AKTIF)[number];
export const statusAktifSchema = z.enum(STATUS_AKTIF, { message: 'Status harus AKTIF atau NONAKTIF' });

export const messageSchema = z.object({ message: z.string() });
