import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import type { CreateListingInput } from '#shared/listings';
import { call } from '#client/lib/endpoints';
import { refreshListingQueries } from './invalidate';

/** POST /api/listings (docs/product/02-listings.md §2.2): the caller's own id as sellerId, cents, never priceDollars. */
export function createListing(input: CreateListingInput) {
  return call(listingsApi.create, { body: input });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => refreshListingQueries(queryClient),
  });
}
