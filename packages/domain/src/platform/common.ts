import { z } from 'zod';

/** Default page size and first offset (spec §9). */
export const DEFAULT_LIMIT = 15;
export const MAX_LIMIT = 100;

/** Query of every paged list: `?offset=0&limit=15`, or `limitless=true` for the whole list. */
export const pagingQuerySchema = z.object({
  offset: z.coerce
    .number({ message: 'offset harus angka' })
    .int()
    .min(0, 'offset tidak boleh negatif')
    .default(0),
  limit: z.coerce
    .number({ message: 'limit harus angka' })
    .int()
    .min(1, 'limit minimal 1')
    .max(MAX_LIMIT, `limit maksimal ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT),
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
