import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offersApi } from '#shared/api/offers';
import { offerMessages, type OfferAction } from '#shared/offers';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, invalidate, queryOf, readsOf } from '#client/lib/endpoints';

export type OffersRole = 'sent' | 'received';

/** The user's offers, sent (?buyerId=) or received (?sellerId=) (docs/product/04-offers.md §4.2). */
export function useOffers(role: OffersRole, userId: string) {
  return useQuery({
    ...queryOf(offersApi.list, { query: role === 'sent' ? { buyerId: userId } : { sellerId: userId } }),
    select: (data) => data.offers,
  });
}

/** Every offers query: the lists and any single offer (the listing page's dialog reads the same list). */
export function refreshOfferQueries(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, readsOf(offersApi));
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
      call(offersApi[action], { params: { id } }),
    onError: (error, { action }) =>
      toast({
        title: OFFER_ACTION_FAILED[action],
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshOfferQueries(queryClient),
  });
}

/**
 * POST /api/offers/{id}/counter {offerCents, message}. The toast is the hook's: once the
 * offers refresh, the countered step is no longer the viewer's turn and its dialog is gone. Errors are
 * left to the caller: the counter dialog shows the server's refusal next to the amount.
 */
export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offerCents, message }: { id: string; offerCents: number; message: string | null }) =>
      call(offersApi.counter, { params: { id }, body: { offerCents, message } }),
    onSuccess: () => toast({ title: offerMessages.countered, variant: 'success' }),
    onSettled: () => refreshOfferQueries(queryClient),
  });
}
