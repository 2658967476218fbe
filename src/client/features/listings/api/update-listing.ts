import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ListingPayload } from '../lib/listing-form';
import { refreshListingQueries } from './invalidate';
import type { ListingDetail } from './types';

export type ListingPatch = Partial<{ [K in keyof ListingPayload]: ListingPayload[K] | null }> & {
  isActive?: boolean;
};

/** PATCH /api/listings/{id}: the edit fields with imageUrl and images, or just {isActive} (docs/product/02-listings.md §2.2). */
export function updateListing(id: string, patch: ListingPatch) {
  return api.patch<{ listing: ListingDetail }>(`/api/listings/${encodeURIComponent(id)}`, patch);
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ListingPatch) => updateListing(id, patch),
    onSuccess: () => refreshListingQueries(queryClient),
  });
}
