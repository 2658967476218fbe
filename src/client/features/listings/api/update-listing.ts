import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import type { UpdateListingInput } from '#shared/listings';
import { call } from '#client/lib/endpoints';
import { refreshListingQueries } from './invalidate';

/** PATCH /api/listings/{id}: the edit fields with imageUrl and images, or just {isActive} (docs/product/02-listings.md §2.2). */
export function updateListing(id: string, patch: UpdateListingInput) {
  return call(listingsApi.update, { params: { id }, body: patch });
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateListingInput) => updateListing(id, patch),
    onSuccess: () => refreshListingQueries(queryClient),
  });
}
