import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/offers';
import { api } from '../../../lib/api';

/** POST /api/offers {listingId, buyerId, offerCents, message} (docs/product/04-offers.md §4.2); the server sets the expiry. */
export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { listingId: string; buyerId: string; offerCents: number; message: string | null }) =>
      api.post<{ offer: Offer }>('/api/offers', input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/offers'),
      }),
  });
}
