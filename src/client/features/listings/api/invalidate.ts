import type { QueryClient } from '@tanstack/react-query';
import { invalidate } from '#client/lib/endpoints';
import { LISTING_READS } from '#client/lib/listing-reads';

/**
 * "Listing data is refreshed after a successful save or toggle" (docs/product/02-listings.md §2.4): every
 * listing read and the counts beside them.
 */
export function refreshListingQueries(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, LISTING_READS);
}
