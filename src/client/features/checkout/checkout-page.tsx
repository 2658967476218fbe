import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { listingsApi } from '#shared/api/listings';
import { offersApi } from '#shared/api/offers';
import { checkoutMessages, paymentReturnPath } from '#shared/checkout';
import { useAddresses } from '../../components/addresses/addresses-api';
import { PageMessage } from '../../components/page-message';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/auth';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { addressProblem, useCheckoutSession, useRestartCheckout } from './api/checkout';
import { checkoutCopy } from './checkout-copy';
import { CheckoutSkeleton, SummarySkeleton } from './components/checkout-skeleton';
import { LocalCardForm, type ClosedCheckout } from './components/local-card-form';
import { ItemPreview, OrderSummary } from './components/order-summary';
import { ShipToStep } from './components/ship-to-step';
import { StripePaymentForm } from './components/stripe-payment-form';
import { expiredOnPage, isStaleCheckout, msUntilExpiry } from './lib/stale-checkout';

/**
 * /checkout/{listingId}/{buyerId}, also /checkout/{id}/buyer and ?offerId= (docs/product/05-checkout-orders.md §5.1, §5.4): loading, then
 * an error card or the payment form, then processing while confirming. 'buyer' means the signed-in
 * person; any other id is sent as it is and the server refuses it unless it is theirs.
 * The Ship to step comes first: the payment is asked for with the chosen address (the
 * default until the buyer picks another), and a buyer with no address adds one before any payment form.
 */
export default function CheckoutPage() {
  const { listingId = '', buyerId: buyerParam = '' } = useParams<{ listingId: string; buyerId: string }>();
  const offerId = new URLSearchParams(useSearch()).get('offerId') ?? undefined;
  const { user } = useUser();
  const [, navigate] = useLocation();
  const buyerId = buyerParam === 'buyer' ? (user?.id ?? '') : buyerParam;
  const addresses = useAddresses();
  const saved = addresses.data?.addresses;
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The buyer's pick while it still exists, else the default (the list comes default first).
  const shipTo = saved?.find((a) => a.id === chosenId) ?? saved?.find((a) => a.isDefault) ?? saved?.[0];
  const terms = { listingId, buyerId, offerId, shippingAddressId: shipTo?.id };
  const session = useCheckoutSession(terms, { enabled: !!shipTo });
  const restartSession = useRestartCheckout(terms);
  const shipToProblem = addressProblem(session.error);
  // The server no longer knows that address (deleted in another tab): read the book again.
  const refetchAddresses = addresses.refetch;
  useEffect(() => {
    if (shipToProblem) void refetchAddresses();
  }, [shipToProblem, refetchAddresses]);
  // The seller's name is not in the payment answer; the listing (often cached already) has it.
  const listing = useQuery({
    ...queryOf(listingsApi.get, { params: { id: listingId } }),
    enabled: !!listingId,
  });
  // Before there is an address (so no checkout yet), the accepted offer's amount is the item's price.
  const offer = useQuery({
    ...queryOf(offersApi.get, { params: { id: offerId ?? '' } }),
    enabled: !!offerId && !!saved && !shipTo,
  });
  const [closed, setClosed] = useState<ClosedCheckout | null>(null);
  const [stripeError, setStripeError] = useState<string | null>(null);
  const onStripeError = useCallback((message: string) => setStripeError(message), []);
  usePageMeta('Checkout', 'Pay for your item securely on Rethread.');

  // An open checkout holds the listing's terms for a limited time (CHECKOUT_TTL_MINUTES): once it has
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

  const listingHref = `/listing/${encodeURIComponent(listingId)}`;
  const backToListing = (
    <Link
      href={listingHref}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Listing
    </Link>
  );

  const failure = (session.isError && !shipToProblem) || addresses.isError;
  if (failure || stripeError || closed) {
    const message =
      closed?.message ??
      stripeError ??
      errorMessage(session.error ?? addresses.error, checkoutMessages.initFailed);
    const restart = closed ? closed.restart === true : isStaleCheckout(session.error);
    return (
      <PageMessage
        icon={CircleAlert}
        title={closed?.title ?? (restart ? 'Checkout Expired' : 'Checkout Error')}
        actions={
          <>
            {restart && (
              <button type="button" onClick={startAgain} className={buttonClass('primary', 'md')}>
                Start Again
              </button>
            )}
            <Link href="/" className={buttonClass(restart ? 'outline' : 'primary', 'md')}>
              Back to Home
            </Link>
            <Link href={listingHref} className={buttonClass('outline', 'md')}>
              Back to Listing
            </Link>
          </>
        }
      >
        <p>{message}</p>
      </PageMessage>
    );
  }

  const data = shipTo ? session.data : undefined;
  const seller = listing.data?.listing.seller ?? null;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 lg:px-6">
      {backToListing}
      <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Checkout</h1>
      {!saved ? (
        <CheckoutSkeleton />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          {data ? (
            <OrderSummary
              session={data}
              seller={seller ? { handle: seller.handle, display: seller.display } : null}
            />
          ) : shipTo ? (
            <SummarySkeleton />
          ) : listing.data ? (
            <ItemPreview
              title={listing.data.listing.title}
              imageUrl={listing.data.listing.imageUrl}
              seller={seller ? { handle: seller.handle, display: seller.display } : null}
              fromOffer={!!offerId}
              priceCents={offerId ? (offer.data?.offer.offerCents ?? null) : listing.data.listing.priceCents}
            />
          ) : (
            <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-sm text-gray-600">
              {checkoutCopy.shippingAfterAddress}
            </p>
          )}
          <div className="grid gap-6">
            <ShipToStep
              addresses={saved}
              selectedId={shipTo?.id ?? null}
              onSelect={setChosenId}
              problem={shipToProblem}
            />
            {shipTo && (
              <Card>
                <CardHeader>
                  <CardTitle>Payment</CardTitle>
                  <CardDescription className="flex items-center gap-1.5">
                    <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    Secure checkout: card numbers are never stored or logged.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  {!data ? (
                    <div role="status" aria-label="Loading payment" className="grid gap-4">
                      <Skeleton className="h-10 w-full" />
                      <Skeleton className="h-10 w-full" />
                      <Skeleton className="h-12 w-full" />
                    </div>
                  ) : data.provider === 'stripe' && data.publishableKey ? (
                    <StripePaymentForm
                      clientSecret={data.clientSecret}
                      publishableKey={data.publishableKey}
                      listingId={data.listing.id}
                      totalAmount={data.totalAmount}
                      onLoadError={onStripeError}
                      onClosed={setClosed}
                    />
                  ) : (
                    <LocalCardForm
                      // A new address means a new checkout: the form starts afresh with it.
                      key={data.clientSecret}
                      clientSecret={data.clientSecret}
                      totalAmount={data.totalAmount}
                      onPaid={(reply) => navigate(paymentReturnPath(reply.listingId))}
                      onClosed={setClosed}
                    />
                  )}
                </CardContent>
              </Card>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
