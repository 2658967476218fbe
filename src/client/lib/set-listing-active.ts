import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '../../shared/api/listings';
import { sellerStatsApi } from '../../shared/api/seller-stats';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';
import { call, invalidate, readsOf } from './endpoints';
import { LISTING_READS } from './listing-reads';

/**
 * Activate or Deactivate (docs/product/02-listings.md §2.4, docs/product/08-seller-tools.md §8.1), on the
 * listing page, the seller dashboard and Seller Tools: PATCH /api/listings/{id} {isActive} with the spec's
 * toasts; a failure shows the server's words under 'Error'. Refreshes the seller's figures and every
 * listing query that may count or show it (grids, the detail page, search counts, profile counts).
 */
export function useSetListingActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      call(listingsApi.update, { params: { id }, body: { isActive } }),
    onSuccess: async (_data, { isActive }) => {
      toast({
        title: isActive ? 'Listing activated successfully!' : 'Listing deactivated successfully!',
        variant: 'success',
      });
      await invalidate(queryClient, [...readsOf(sellerStatsApi), ...LISTING_READS]);
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
