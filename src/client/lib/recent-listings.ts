import { useQuery } from '@tanstack/react-query';
import { searchApi } from '../../shared/api/search';
import { queryOf } from './endpoints';

/**
 * The first page of GET /api/listings, as the landing page's Popular section and the home
 * dashboard's Trending tab show it.
 */
export function useRecentListings(limit: number, options: { staleTime?: number; errorToast?: string } = {}) {
  return useQuery({
    ...queryOf(searchApi.browse, { query: { limit: String(limit) } }),
    staleTime: options.staleTime,
    meta: options.errorToast ? { errorToast: options.errorToast } : undefined,
  });
}
