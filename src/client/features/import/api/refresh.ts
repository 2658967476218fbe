import type { QueryClient } from '@tanstack/react-query';

/**
 * "After a successful job completion or import, listings data is refreshed" (docs/product/06-imports.md §6.2): every query
 * whose address starts with /api/listings, and the profile counts under /api/users.
 */
export function refreshListings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0];
      return typeof head === 'string' && (head.startsWith('/api/listings') || head.startsWith('/api/users'));
    },
  });
}
