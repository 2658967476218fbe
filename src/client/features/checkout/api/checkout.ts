import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bagApi } from '#shared/api/bag';
import { checkoutApi } from '#shared/api/checkout';
import { MIN_BUNDLE_ITEMS } from '#shared/bundle-rules';
import { listingsApi } from '#shared/api/listings';
import { offersApi } from '#shared/api/offers';
import { ordersApi } from '#shared/api/orders';
import { searchApi } from '#shared/api/search';
import { checkoutMessages, type CreatePaymentIntentInput, type LocalConfirmInput } from '#shared/checkout';
import { errorMessage, errorStatus } from '#client/lib/api';
import { call, invalidate, readsOf } from '#client/lib/endpoints';

/**
 * POST /api/create-payment-intent (docs/product/05-checkout-orders.md §5.2). It is a POST, but it answers the page's first data and
 * the server reuses the same pending order for the same buyer and terms, so it is safe as a query:
 * a remount or a retry does not pile up orders. Never cached across visits (gcTime 0): a checkout's
 * client secret belongs to one sitting. The shipping address is part of the terms: picking
 * another one asks again, and the server replaces the open checkout with one at the new shipping price.
 * A bundle names its items (`listingIds`) and no buyer: the server takes the signed-in person.
 */
const sessionKey = (input: CreatePaymentIntentInput) =>
  [
    'checkout-session',
    input.listingIds ? null : (input.listingId ?? null),
    input.listingIds ?? null,
    input.listingIds ? null : (input.buyerId ?? null),
    input.offerId ?? null,
    input.shippingAddressId ?? null,
  ] as const;

function sessionBody(input: CreatePaymentIntentInput): CreatePaymentIntentInput {
  const shipTo = input.shippingAddressId ? { shippingAddressId: input.shippingAddressId } : {};
  if (input.listingIds) {
    return { listingIds: input.listingIds, ...(input.offerId ? { offerId: input.offerId } : {}), ...shipTo };
  }
  return {
    listingId: input.listingId,
    buyerId: input.buyerId,
    ...(input.offerId ? { offerId: input.offerId } : {}),
    ...shipTo,
  };
}

/** Whether the terms name something to buy: a bundle's items, or one listing and its buyer. */
function hasTerms(input: CreatePaymentIntentInput): boolean {
  if (input.listingIds) return input.listingIds.length >= MIN_BUNDLE_ITEMS;
  return !!input.listingId && !!input.buyerId;
}

export function useCheckoutSession(input: CreatePaymentIntentInput, { enabled = true } = {}) {
  return useQuery({
    queryKey: sessionKey(input),
    queryFn: () => call(checkoutApi.createPaymentIntent, { body: sessionBody(input) }),
    gcTime: 0,
    // '/buyer' means the signed-in person: wait until we know who that is (and where the parcel goes).
    enabled: enabled && hasTerms(input),
  });
}

/**
 * The server's refusals that mean "choose or add a shipping address" (400 none saved, 404 not one of
 * yours), which the page answers in the Ship to step rather than as a checkout error.
 */
export function addressProblem(error: unknown): string | null {
  const status = errorStatus(error);
  if (status !== 400 && status !== 404) return null;
  const message = errorMessage(error, '');
  return message === checkoutMessages.addressRequired || message === checkoutMessages.addressNotFound
    ? message
    : null;
}

/**
 * Starts the checkout over: the old session is dropped (the page shows its skeleton) and a new one is
 * asked for, at the listing's current terms.
 */
export function useRestartCheckout(input: CreatePaymentIntentInput) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: sessionKey(input) });
}

/**
 * Refresh what a finished payment changes: the listing (now sold) wherever it shows, offers, orders,
 * and the bag (the bought item leaves it).
 */
function refreshAfterPayment(queryClient: QueryClient) {
  return invalidate(queryClient, readsOf(listingsApi, searchApi, offersApi, ordersApi, bagApi));
}

/** POST /api/payments/local/confirm: test mode's stand-in for Stripe.js confirming a card. */
export function useConfirmLocalPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LocalConfirmInput) => call(checkoutApi.confirmLocal, { body: input }),
    onSuccess: async (reply) => {
      if (reply.status === 'succeeded' || reply.refunded) await refreshAfterPayment(queryClient);
    },
  });
}
