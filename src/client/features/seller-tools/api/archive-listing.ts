import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';

/**
 * Archive = deactivate, through the listing update call (PATCH /api/listings/{id} {isActive:false},
 * 000 §7) with the spec's toasts. Refreshes the figures and every listing grid that may show it.
 */
export function useArchiveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) =>
      api.patch(`/api/listings/${encodeURIComponent(listingId)}`, { isActive: false }),
    onSuccess: async () => {
      toast({ title: 'Listing deactivated successfully!', variant: 'success' });
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
