import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../components/ui/use-toast';
import { api, errorMessage } from './api';

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
      api.patch(`/api/listings/${encodeURIComponent(id)}`, { isActive }),
    onSuccess: async (_data, { isActive }) => {
      toast({
        title: isActive ? 'Listing activated successfully!' : 'Listing deactivated successfully!',
        variant: 'success',
      });
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const head = query.queryKey[0];
          return (
            typeof head === 'string' &&
            (head.startsWith('/api/seller') ||
              head.startsWith('/api/listings') ||
              head.startsWith('/api/users'))
          );
        },
      });
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
