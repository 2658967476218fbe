import { useCallback, useEffect, useState } from 'react';
import { checkoutMessages, type CreatePaymentIntentInput } from '#shared/checkout';
import { useAddresses } from '../../components/addresses/addresses-api';
import { errorMessage } from '../../lib/api';
import { addressProblem, useCheckoutSession, useRestartCheckout } from './api/checkout';
import type { ClosedCheckout } from './components/local-card-form';
import { expiredOnPage, isStaleCheckout, msUntilExpiry } from './lib/stale-checkout';

/** Why the page shows a card instead of the form; `restart` offers to start a new checkout. */
export type CheckoutProblem = { title: string; message: string; restart: boolean };

/**
 * What the one-listing and the bundle checkout pages share: the Ship to step comes first (the
 * payment is asked for with the chosen address: the default until the buyer picks another), then
 * the payment session, its expiry, and why the form gave way to a message.
 */
export function useCheckoutFlow(terms: Omit<CreatePaymentIntentInput, 'shippingAddressId'>) {
  const addresses = useAddresses();
  const saved = addresses.data?.addresses;
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The buyer's pick while it still exists, else the default (the list comes default first).
  const shipTo = saved?.find((a) => a.id === chosenId) ?? saved?.find((a) => a.isDefault) ?? saved?.[0];
  const input = { ...terms, shippingAddressId: shipTo?.id };
  const session = useCheckoutSession(input, { enabled: !!shipTo });
  const restartSession = useRestartCheckout(input);
  const shipToProblem = addressProblem(session.error);
  // The server no longer knows that address (deleted in another tab): read the book again.
  const refetchAddresses = addresses.refetch;
  useEffect(() => {
    if (shipToProblem) void refetchAddresses();
  }, [shipToProblem, refetchAddresses]);

  const [closed, setClosed] = useState<ClosedCheckout | null>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const onStripeError = useCallback((message: string) => setStripeError(message), []);

  // An open checkout holds the terms for a limited time (CHECKOUT_TTL_MINUTES): once it has
  // expired the form gives way to the message, rather than letting the buyer pay into a refund.
  const expiresAt = session.data?.expiresAt;
  useEffect(() => {
    const wait = msUntilExpiry(expiresAt);
    if (wait === null) return;
    const timer = setTimeout(() => setClosed({ ...expiredOnPage, restart: true }), wait);
    return () => clearTimeout(timer);
  }, [expiresAt]);
  const startAgain = () => {
    setClosed(null);
    setStripeError(null);
    void restartSession();
  };

  const failure = (session.isError && !shipToProblem) || addresses.isError;
  let problem: CheckoutProblem | null = null;
  if (failure || stripeError || closed) {
    const restart = closed ? closed.restart === true : isStaleCheckout(session.error);
    problem = {
      title: closed?.title ?? (restart ? 'Checkout Expired' : 'Checkout Error'),
      message:
        closed?.message ??
        stripeError ??
        errorMessage(session.error ?? addresses.error, checkoutMessages.initFailed),
      restart,
    };
  }

  return {
    /** The saved addresses; undefined while they load. */
    saved,
    shipTo,
    choose: setChosenId,
    shipToProblem,
    /** The open checkout, once there is an address to ship to. */
    data: shipTo ? session.data : undefined,
    problem,
    startAgain,
    onClosed: setClosed,
    onStripeError,
  };
}
