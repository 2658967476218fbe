import type { QueryClient } from '@tanstack/react-query';

/**
 * "Listing data is refreshed after a successful save or toggle" (docs/product/02-listings.md §2.4): every query whose address
 * starts with /api/listings — grids, the detail page, a seller's own list — and the profile counts.
 */
export function refreshListingQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && (head.startsWith('/api/listings') || head.startsWith('/api/users'));
    },
  });
}
