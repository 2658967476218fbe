import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePaymentIntentReply,
  LocalConfirmInput,
  LocalConfirmReply,
} from '../../../../shared/checkout';
import { api } from '../../../lib/api';

export type CheckoutRequest = { listingId: string; buyerId: string; offerId?: string | undefined };

/**
 * POST /api/create-payment-intent (docs/product/05-checkout-orders.md §5.2). It is a POST, but it answers the page's first data and
 * the server reuses the same pending order for the same buyer and terms, so it is safe as a query:
 * a remount or a retry does not pile up orders. Never cached across visits (gcTime 0): a checkout's
 * client secret belongs to one sitting.
 */
const sessionKey = (input: CheckoutRequest) =>
  ['checkout-session', input.listingId, input.buyerId, input.offerId ?? null] as const;

export function useCheckoutSession(input: CheckoutRequest) {
  return useQuery({
    queryKey: sessionKey(input),
    queryFn: () =>
      api.post<CreatePaymentIntentReply>('/api/create-payment-intent', {
        listingId: input.listingId,
        buyerId: input.buyerId,
        ...(input.offerId ? { offerId: input.offerId } : {}),
      }),
    gcTime: 0,
    // '/buyer' means the signed-in person: wait until we know who that is.
    enabled: !!input.listingId && !!input.buyerId,
  });
}

/**
 * Starts the checkout over: the old session is dropped (the page shows its skeleton) and a new one is
 * asked for, at the listing's current terms.
 */
export function useRestartCheckout(input: CheckoutRequest) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: sessionKey(input) });
}

/** Refresh what a finished payment changes: the listing (now sold), offers and orders. */
function refreshAfterPayment(queryClient: ReturnType<typeof useQueryClient>) {
  return queryClient.invalidateQueries({
    predicate: (q) => {
      const head = q.queryKey[0];
      return (
        typeof head === 'string' &&
        (head.startsWith('/api/listings') || head.startsWith('/api/offers') || head.startsWith('/api/orders'))
      );
    },
  });
}

/** POST /api/payments/local/confirm: test mode's stand-in for Stripe.js confirming a card. */
export function useConfirmLocalPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalConfirmInput) =>
      api.post<LocalConfirmReply>('/api/payments/local/confirm', input),
    onSuccess: async (reply) => {
      if (reply.status === 'succeeded' || reply.refunded) await refreshAfterPayment(queryClient);
    },
  });
}
