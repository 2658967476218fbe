import { useQuery } from '@tanstack/react-query';
import type { BrowsePage } from '../../shared/search';

/**
 * The first page of GET /api/listings, as the landing page's Popular section and the home
 * dashboard's Trending tab show it. The key doubles as the address (the default query function).
 */
export function useRecentListings(limit: number, options: { staleTime?: number; errorToast?: string } = {}) {
  return useQuery<BrowsePage>({
    queryKey: ['/api/listings', { limit }],
    staleTime: options.staleTime,
    meta: options.errorToast ? { errorToast: options.errorToast } : undefined,
  });
}
