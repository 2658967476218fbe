import type { QueryClient } from '@tanstack/react-query';
import { commentsApi } from '#shared/api/comments';
import { listingsApi } from '#shared/api/listings';
import { searchApi } from '#shared/api/search';
import { socialApi } from '#shared/api/social';
import { usersApi } from '#shared/api/users';
import { invalidate, readsOf } from '#client/lib/endpoints';

/**
 * "Listing data is refreshed after a successful save or toggle" (docs/product/02-listings.md §2.4): every
 * listing read — grids and search figures, the detail page and its comments, a seller's own list — and
 * the profile and follow counts.
 */
export function refreshListingQueries(queryClient: QueryClient): Promise<void> {
  return invalidate(
    queryClient,
    readsOf(
      listingsApi,
      commentsApi,
      searchApi,
      usersApi,
      socialApi.followState,
      socialApi.followers,
      socialApi.following,
    ),
  );
}
