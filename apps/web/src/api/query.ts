import {
  type BarisDari,
  DEFAULT_LIMIT,
  type DefinisiKontrak,
  type ListEnvelope,
  type Masukan,
} from '@rawat/domain';
import { keepPreviousData, QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, getUrl } from './client.ts';
import { urlKontrak } from './kontrak.ts';

/** Polling default of spec §9. */
export const POLLING_MS = 20_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // List results are cached per request for 60 s (spec §9).
      staleTime: 60_000,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

type Filters = Record<string, string | number | boolean | undefined>;

export interface PagedList<T> {
  rows: T[];
  total: number;
  offset: number;
  limit: number;
  /** Zero-based page, as MUI's TablePagination counts. */
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  search: string;
  /** Typing a search resets the offset to 0 (spec §9). */
  setSearch: (q: string) => void;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** The whole answer of the current page (kept while the next one loads), for envelope extras. */
  jawaban: ListEnvelope<T> | undefined;
}

/**
 * A paged list from an endpoint contract that answers the list envelope (`respon`,
 * `metadata.total_data`); the row type comes from the contract. `filters` go to the query string,
 * `opts.params` fill the path. `polling` refreshes it every 20 s (spec §7 polling helper).
 */
export function usePagedList<K extends DefinisiKontrak>(
  k: K,
  filters: Filters = {},
  opts: { polling?: boolean; enabled?: boolean; params?: Record<string, string> } = {},
): PagedList<BarisDari<K>> {
  type T = BarisDari<K>;
  const [offset, setOffset] = useState(0);
  const [limit, setLimitState] = useState(DEFAULT_LIMIT);
  const [search, setSearchState] = useState('');
  const query = { ...filters, offset, limit, search: search.trim() || undefined };
  const q = useQuery({
    queryKey: [k.path, opts.params ?? null, query],
    queryFn: () =>
      getUrl<ListEnvelope<T>>(urlKontrak(k, { params: opts.params, query } as unknown as Masukan<K>)),
    placeholderData: keepPreviousData,
    refetchInterval: opts.polling ? POLLING_MS : false,
    enabled: opts.enabled ?? true,
  });
  const total = q.data?.metadata.total_data ?? 0;
  return {
    rows: q.data?.respon ?? [],
    total,
    offset,
    limit,
    page: Math.floor(offset / limit),
    totalPages: Math.max(1, Math.ceil(total / limit)),
    setPage: (page) => setOffset(page * limit),
    setLimit: (l) => {
      setLimitState(l);
      setOffset(0);
    },
    search,
    setSearch: (s) => {
      setSearchState(s);
      setOffset(0);
    },
    isLoading: q.isLoading,
    isFetching: q.isFetching,
    isError: q.isError,
    error: q.error,
    refetch: () => void q.refetch(),
    jawaban: q.data,
  };
}
