import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApi } from '#shared/api/offers';
import type { CreateOfferInput } from '#shared/offers';
import { call, invalidate, readsOf } from '#client/lib/endpoints';

/** POST /api/offers {listingId, buyerId, offerCents, message} (docs/product/04-offers.md §4.2); the server sets the expiry. */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOfferInput) => call(offersApi.create, { body: input }),
    onSuccess: () => invalidate(queryClient, readsOf(offersApi)),
  });
}
