import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { listingsApi } from '#shared/api/listings';
import { checkoutMessages, paymentReturnPath } from '#shared/checkout';
import { PageMessage } from '../../components/page-message';
import { buttonClass } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { useUser } from '../../lib/auth';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { useCheckoutSession, useRestartCheckout } from './api/checkout';
import { LocalCardForm, type ClosedCheckout } from './components/local-card-form';
import { OrderSummary } from './components/order-summary';
import { StripePaymentForm } from './components/stripe-payment-form';
import { expiredOnPage, isStaleCheckout, msUntilExpiry } from './lib/stale-checkout';

/**
 * /checkout/{listingId}/{buyerId}, also /checkout/{id}/buyer and ?offerId= (docs/product/05-checkout-orders.md §5.1, §5.4): loading, then
 * an error card or the payment form, then processing while confirming. 'buyer' means the signed-in
 * person; any other id is sent as it is and the server refuses it unless it is theirs.
 */
export default function CheckoutPage() {
  const { listingId = '', buyerId: buyerParam = '' } = useParams<{ listingId: string; buyerId: string }>();
  const offerId = new URLSearchParams(useSearch()).get('offerId') ?? undefined;
  const { user } = useUser();
  const [, navigate] = useLocation();
  const buyerId = buyerParam === 'buyer' ? (user?.id ?? '') : buyerParam;
  const session = useCheckoutSession({ listingId, buyerId, offerId });
  const restartSession = useRestartCheckout({ listingId, buyerId, offerId });
  // The seller's name is not in the payment answer; the listing (often cached already) has it.
  const listing = useQuery({
    ...queryOf(listingsApi.get, { params: { id: listingId } }),
    enabled: !!listingId,
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

  if (session.isError || stripeError || closed) {
    const message =
      closed?.message ?? stripeError ?? errorMessage(session.error, checkoutMessages.initFailed);
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

  const data = session.data;
  const seller = listing.data?.listing.seller ?? null;

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 lg:px-6">
      {backToListing}
      <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Checkout</h1>
      {!data ? (
        <CheckoutSkeleton />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
          <OrderSummary
            session={data}
            seller={seller ? { handle: seller.handle, display: seller.display } : null}
          />
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
              <CardDescription className="flex items-center gap-1.5">
                <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                Secure checkout: card numbers are never stored or logged.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {data.provider === 'stripe' && data.publishableKey ? (
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
                  clientSecret={data.clientSecret}
                  totalAmount={data.totalAmount}
                  onPaid={(reply) => navigate(paymentReturnPath(reply.listingId))}
                  onClosed={setClosed}
                />
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div role="status" aria-label="Loading checkout" className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
      <div className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6">
        <div className="flex gap-4">
          <Skeleton className="size-28 rounded-xl" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-24 w-full" />
      </div>
      <div className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-6">
        <Skeleton className="h-6 w-32" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
