import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsApi } from '#shared/api/listings';
import { sellerStatsApi } from '#shared/api/seller-stats';
import { bulkMessages, type BulkListingsInput } from '#shared/listing-bulk';
import { toast } from '#client/components/ui/use-toast';
import { call, invalidate, readsOf } from '#client/lib/endpoints';
import { LISTING_READS } from '#client/lib/listing-reads';

/**
 * POST /api/listings/bulk: one action on the selected listings, all or nothing. Success says how many
 * changed and reads the seller's figures and every listing query again; a refusal (which names the
 * listing that stopped it) is shown by the action bar, which keeps the selection.
 */
export function useBulkListings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkListingsInput) => call(listingsApi.bulk, { body }),
    onSuccess: async (reply, { action }) => {
      toast({ title: bulkMessages.done(reply.count, action), variant: 'success' });
      await invalidate(queryClient, [...readsOf(sellerStatsApi), ...LISTING_READS]);
    },
  });
}
