import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { refreshListingQueries } from './invalidate';
import type { ListingDetail } from './types';
import type { ListingPayload } from '../lib/listing-form';

/** POST /api/listings (docs/product/02-listings.md §2.2): the caller's own id as sellerId, cents, never priceDollars. */
export function createListing(input: ListingPayload & { sellerId: string }) {
  return api.post<{ listing: ListingDetail }>('/api/listings', input);
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => refreshListingQueries(queryClient),
  });
}
