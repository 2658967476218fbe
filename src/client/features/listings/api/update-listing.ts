import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';
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

/**
 * Activate/Deactivate: sends the negated isActive (docs/product/02-listings.md §2.4) with the spec's toasts; a failure shows
 * the server's words under 'Error'.
 */
export function useToggleListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: { id: string; isActive: boolean }) =>
      updateListing(listing.id, { isActive: !listing.isActive }),
    onSuccess: async (_data, listing) => {
      toast({
        title: listing.isActive ? 'Listing deactivated successfully!' : 'Listing activated successfully!',
        variant: 'success',
      });
      await refreshListingQueries(queryClient);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update listing'),
        variant: 'destructive',
      });
    },
  });
}
