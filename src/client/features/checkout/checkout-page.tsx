import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import { listingsApi } from '#shared/api/listings';
import { offersApi } from '#shared/api/offers';
import { paymentReturnPath } from '#shared/checkout';
import { buttonClass } from '../../components/ui/button';
import { useUser } from '../../lib/auth';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { checkoutCopy } from './checkout-copy';
import { CheckoutBody, CheckoutProblemCard } from './components/checkout-body';
import { SummarySkeleton } from './components/checkout-skeleton';
import { ItemPreview, OrderSummary } from './components/order-summary';
import { useCheckoutFlow } from './use-checkout-flow';

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
  const buyerId = buyerParam === 'buyer' ? (user?.id ?? '') : buyerParam;
  const flow = useCheckoutFlow({ listingId, buyerId, offerId });
  const { saved, shipTo, data } = flow;
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
  usePageMeta('Checkout', 'Pay for your item securely on Rethread.');

  const listingHref = `/listing/${encodeURIComponent(listingId)}`;
  if (flow.problem) {
    return (
      <CheckoutProblemCard
        flow={flow}
        actions={
          <>
            <Link href="/" className={buttonClass(flow.problem.restart ? 'outline' : 'primary', 'md')}>
              Back to Home
            </Link>
            <Link href={listingHref} className={buttonClass('outline', 'md')}>
              Back to Listing
            </Link>
          </>
        }
      />
    );
  }

  const seller = listing.data?.listing.seller ?? null;
  const sellerName = seller ? { handle: seller.handle, display: seller.display } : null;
  const summary = data ? (
    <OrderSummary session={data} seller={sellerName} />
  ) : shipTo ? (
    <SummarySkeleton />
  ) : listing.data ? (
    <ItemPreview
      title={listing.data.listing.title}
      imageUrl={listing.data.listing.imageUrl}
      seller={sellerName}
      fromOffer={!!offerId}
      priceCents={offerId ? (offer.data?.offer.offerCents ?? null) : listing.data.listing.priceCents}
    />
  ) : (
    <p className="rounded-2xl border border-dashed border-gray-300 p-6 text-sm text-gray-600">
      {checkoutCopy.shippingAfterAddress}
    </p>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 lg:px-6">
      <Link
        href={listingHref}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Listing
      </Link>
      <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Checkout</h1>
      <CheckoutBody flow={flow} summary={summary} returnPath={() => paymentReturnPath(listingId)} />
    </div>
  );
}
