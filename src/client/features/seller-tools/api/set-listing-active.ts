import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';

/**
 * Activate or Deactivate, as on the seller dashboard block (docs/product/08-seller-tools.md §8.1): PATCH /api/listings/{id}
 * {isActive} with the spec's toasts. Refreshes the figures and every listing query that may count or
 * show it (grids, search counts, the trending figures, profile counts).
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
