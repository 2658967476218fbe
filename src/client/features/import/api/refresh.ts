import type { QueryClient } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import { searchApi } from '#shared/api/search';
import { usersApi } from '#shared/api/users';
import { invalidate, readsOf } from '#client/lib/endpoints';

/**
 * "After a successful job completion or import, listings data is refreshed" (docs/product/06-imports.md §6.2): the
 * listings, every search and count over them, and the profile counts.
 */
export function refreshListings(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, readsOf(searchApi, listingsApi, usersApi));
}
