import { useInfiniteQuery } from '@tanstack/react-query';
import type { BrowsePage } from '../../shared/search';
import { api } from './api';

/**
 * One page of GET /api/listings. The first page's URL is exactly `/api/listings` + the page's own
 * query string, because that is the key the server embeds the first answer under (initial data).
 */
function fetchListingsPage(search: string, cursor: string | null): Promise<BrowsePage> {
  const params = new URLSearchParams(search);
  if (cursor) params.set('cursor', cursor);
  const qs = cursor ? params.toString() : search;
  return api.get<BrowsePage>(qs ? `/api/listings?${qs}` : '/api/listings');
}

/**
 * Pages of listings for a query string, following `nextCursor` ('Load more'). `enabled: false` keeps
 * an invalid filter (min above max) from asking the server at all.
 */
export function useListingPages(search: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: ['/api/listings', 'pages', search],
    queryFn: ({ pageParam }) => fetchListingsPage(search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: BrowsePage) => last.nextCursor,
    enabled,
    meta: { errorToast: 'Failed to fetch listings' },
  });
  const listings = query.data?.pages.flatMap((p) => p.listings) ?? [];
  // Once the last page is in, the listings shown are the whole count: a count that lags behind a
  // change (or was cached by a proxy) can never put "1 item" above an empty list.
  const counted = query.data?.pages[0]?.total ?? 0;
  const total = query.hasNextPage ? Math.max(counted, listings.length) : listings.length;
  return { ...query, listings, total };
}
