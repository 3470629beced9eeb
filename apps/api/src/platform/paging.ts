import type { ListEnvelope, PagingQuery } from '@rawat/domain';

/** Limit and offset for a query: `limitless` lifts the page size (spec §7 unpaged requests). */
export function pageWindow(q: PagingQuery): { limit: number | undefined; offset: number } {
  return q.limitless ? { limit: undefined, offset: 0 } : { limit: q.limit, offset: q.offset };
}

export function envelope<T>(rows: T[], total: number, q: PagingQuery): ListEnvelope<T> {
  return {
    respon: rows,
    metadata: { total_data: total, offset: q.limitless ? 0 : q.offset, limit: q.limitless ? total : q.limit },
  };
}

/** Escape LIKE wildcards so a search for '50%' finds the text, not everything. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
