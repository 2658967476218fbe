import { useInfiniteQuery } from '@tanstack/react-query';
import { pathOf } from '../../shared/api/endpoint';
import { searchApi } from '../../shared/api/search';
import type { BrowsePage } from '../../shared/search';
import { call } from './endpoints';

/**
 * One page of GET /api/listings for a page's own query string. The first page asks with exactly the
 * query object the server builds from that string when it embeds the first answer (pages.service.ts
 * trendingHead), so both spell the same URL.
 */
function fetchListingsPage(search: string, cursor: string | null): Promise<BrowsePage> {
  const query = Object.fromEntries(new URLSearchParams(search));
  return call(searchApi.browse, { query: cursor ? { ...query, cursor } : query });
}

/**
 * Pages of listings for a query string, following `nextCursor` ('Load more'). `enabled: false` keeps
 * an invalid filter (min above max) from asking the server at all.
 */
export function useListingPages(search: string, enabled = true) {
  const query = useInfiniteQuery({
    // Its head is the browse path, so invalidating the search API's reads refreshes these pages too.
    queryKey: [pathOf(searchApi.browse), 'pages', search],
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
