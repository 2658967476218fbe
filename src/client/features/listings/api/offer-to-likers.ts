import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offersApi } from '#shared/api/offers';
import { call, invalidate, readsOf } from '#client/lib/endpoints';

/** POST /api/listings/{id}/offer-to-likers {offerCents} → {sent}; errors are the dialog's. */
export function useOfferToLikers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, offerCents }: { listingId: string; offerCents: number }) =>
      call(offersApi.toLikers, { params: { id: listingId }, body: { offerCents } }),
    onSuccess: () => invalidate(queryClient, readsOf(offersApi)),
  });
}
