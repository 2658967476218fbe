import { QueryCache, QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { queryStringOf } from '../../shared/api/endpoint';
import { api } from './api';

/** Extra knobs a query can carry; the query cache reads them once, for every feature. */
export type QueryMeta = {
  /** Toast title shown when this query fails (e.g. 'Failed to fetch listings', docs/product/README.md §0.3). */
  errorToast?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta;
  }
}

/**
 * The spec's default query function (docs/product/README.md §0.3): a GET whose address is the key's segments joined by
 * '/'. A trailing plain object becomes the query string, so `['/api/listings', { limit: 6 }]`
 * fetches `/api/listings?limit=6`; undefined, null and empty values are left out.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const parts = [...queryKey];
  const last = parts[parts.length - 1];
  let query: Record<string, unknown> | undefined;
  if (last !== null && typeof last === 'object' && !Array.isArray(last)) {
    parts.pop();
    query = last as Record<string, unknown>;
  }
  return parts.map(String).join('/') + queryStringOf(query);
}

export const defaultQueryFn: QueryFunction = ({ queryKey }) => api.get(queryKeyToUrl(queryKey));

export type QueryErrorHandler = (error: Error, meta: QueryMeta | undefined) => void;

/**
 * TanStack Query with the spec's defaults: no refetch interval, no refetch on window focus, data
 * never stale, no retries. `onQueryError` lets the app shell show toasts without this module
 * knowing about the UI.
 */
export function createQueryClient(onQueryError?: QueryErrorHandler): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onQueryError?.(error, query.meta),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
        // The API is same-origin: a browser that thinks it is offline can still reach it.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
