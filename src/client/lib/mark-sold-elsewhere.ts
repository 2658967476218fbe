import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '../../shared/api/listings';
import { offersApi } from '../../shared/api/offers';
import { sellerStatsApi } from '../../shared/api/seller-stats';
import { soldElsewhereMessages } from '../../shared/sold-elsewhere';
import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';
import { call, invalidate, readsOf } from './endpoints';
import { LISTING_READS } from './listing-reads';

/**
 * "Sold elsewhere" (the listing page and Seller Tools): POST /api/listings/{id}/sold-elsewhere. The
 * listing leaves every grid and its offers end, so both refresh; a refusal shows the server's words.
 */
export function useMarkSoldElsewhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(listingsApi.soldElsewhere, { params: { id } }),
    onSuccess: async () => {
      toast({ title: soldElsewhereMessages.done, variant: 'success' });
      await invalidate(queryClient, [...readsOf(sellerStatsApi, offersApi), ...LISTING_READS]);
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
