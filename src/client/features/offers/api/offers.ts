import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Offer, OfferAction } from '../../../../shared/offers';
import { toast } from '../../../components/ui/use-toast';
import { api, errorMessage } from '../../../lib/api';

export type OffersRole = 'sent' | 'received';

/** GET /api/offers?buyerId= (sent) or ?sellerId= (received); the key is the address (docs/product/04-offers.md §4.2). */
export function offersKey(role: OffersRole, userId: string) {
  return ['/api/offers', role === 'sent' ? { buyerId: userId } : { sellerId: userId }] as const;
}

export function useOffers(role: OffersRole, userId: string) {
  return useQuery<{ offers: Offer[] }, Error, Offer[]>({
    queryKey: offersKey(role, userId),
    select: (data) => data.offers,
  });
}

/** Every offers query: the lists and any single offer (the listing page's dialog uses the same prefix). */
export function refreshOfferQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/offers'),
  });
}

/** The toast titles of docs/product/04-offers.md §4.5, one per action. */
export const OFFER_ACTION_FAILED: Record<OfferAction, string> = {
  accept: 'Failed to accept offer',
  decline: 'Failed to decline offer',
  cancel: 'Failed to cancel offer',
};

/**
 * PATCH /api/offers/{id}/accept | decline | cancel with an empty body. Offers are refreshed after
 * every attempt: a failure usually means the offer moved on (expired, cancelled) meanwhile.
 */
export function useOfferAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: OfferAction }) =>
      api.patch<{ offer: Offer }>(`/api/offers/${encodeURIComponent(id)}/${action}`),
    onError: (error, { action }) =>
      toast({
        title: OFFER_ACTION_FAILED[action],
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshOfferQueries(queryClient),
  });
}
