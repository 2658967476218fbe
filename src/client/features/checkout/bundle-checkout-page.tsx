import { ArrowLeft, CircleAlert, ShoppingBag } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { offersApi } from '#shared/api/offers';
import { bundleTierFor, MIN_BUNDLE_ITEMS } from '#shared/bundle-rules';
import type { BagGroup } from '#shared/bundles';
import { useBag } from '../../components/bag/bag-api';
import { PageMessage } from '../../components/page-message';
import { buttonClass } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { queryOf } from '../../lib/endpoints';
import { usePageMeta } from '../../lib/page-meta';
import { checkoutCopy } from './checkout-copy';
import { BundleSummary } from './components/bundle-summary';
import { CheckoutBody, CheckoutProblemCard } from './components/checkout-body';
import { CheckoutSkeleton } from './components/checkout-skeleton';
import { useCheckoutFlow } from './use-checkout-flow';

const backToBag = (
  <Link href="/bag" className={buttonClass('primary', 'md')}>
    {checkoutCopy.backToBag}
  </Link>
);

/**
 * /bag/checkout/{sellerId}: the bag's group of that seller checks out as one bundle, its available
 * items in one payment and one parcel (docs/decisions/033-bundles.md). Paid, the buyer lands on the
 * order. The items are the ones the bag held when the page opened: paying empties the bag, and the
 * page must not turn into "not enough items" before it has moved on to the order.
 */
export default function BundleCheckoutPage() {
  const { sellerId = '' } = useParams<{ sellerId: string }>();
  usePageMeta('Checkout', 'Pay for your bundle securely on Rethread.');
  const offerId = new URLSearchParams(useSearch()).get('offerId');
  return offerId ? <OfferCheckout offerId={offerId} /> : <BagCheckout sellerId={sellerId} />;
}

/** The bag's group of one seller, at the items' prices less the seller's bundle discount. */
function BagCheckout({ sellerId }: { sellerId: string }) {
  const bag = useBag();
  const [held, setHeld] = useState<BagGroup | null>(null);
  const fresh = bag.data?.groups.find((g) => g.seller.id === sellerId) ?? null;
  useEffect(() => {
    if (!held && fresh) setHeld(fresh);
  }, [held, fresh]);
  const group = held ?? fresh;
  const items = (group?.items ?? []).filter((i) => i.available);
  const flow = useCheckoutFlow({ listingIds: items.map((i) => i.listingId) });

  if (bag.isError) {
    return (
      <PageMessage icon={CircleAlert} title="Checkout Error" actions={backToBag}>
        <p>{errorMessage(bag.error, 'Could not load your bag.')}</p>
      </PageMessage>
    );
  }
  if (bag.isPending)
    return (
      <BundleFrame>
        <CheckoutSkeleton />
      </BundleFrame>
    );
  if (!group || items.length < MIN_BUNDLE_ITEMS) {
    return (
      <PageMessage icon={ShoppingBag} title={checkoutCopy.tooFewItems} actions={backToBag}>
        <p>{checkoutCopy.tooFewItemsHint}</p>
      </PageMessage>
    );
  }
  // A refusal (an item sold, two sellers, your own listing): the server's words, and the way back.
  if (flow.problem) return <CheckoutProblemCard flow={flow} actions={backToBag} />;

  const summaryItems =
    flow.data?.items ?? items.map((i) => ({ ...i, id: i.listingId, priceCents: i.priceCents ?? 0 }));
  return (
    <BundleFrame>
      <CheckoutBody
        flow={flow}
        summary={
          <BundleSummary
            seller={group.seller}
            items={summaryItems}
            discountPercent={bundleTierFor(summaryItems.length, group.tiers)?.percent ?? 0}
            session={flow.data ?? null}
          />
        }
        returnPath={(orderId) => `/orders/${encodeURIComponent(orderId)}`}
      />
    </BundleFrame>
  );
}

/** An accepted offer on a bundle: exactly its items, at the offer's amount plus one shipping charge. */
function OfferCheckout({ offerId }: { offerId: string }) {
  const offer = useQuery(queryOf(offersApi.get, { params: { id: offerId } }));
  const found = offer.data?.offer;
  const flow = useCheckoutFlow({ listingIds: found?.items.map((i) => i.id) ?? [], offerId });
  if (offer.isError) {
    return (
      <PageMessage icon={CircleAlert} title="Checkout Error" actions={backToBag}>
        <p>{errorMessage(offer.error, 'Could not load your offer.')}</p>
      </PageMessage>
    );
  }
  if (!found)
    return (
      <BundleFrame>
        <CheckoutSkeleton />
      </BundleFrame>
    );
  if (flow.problem) return <CheckoutProblemCard flow={flow} actions={backToBag} />;
  return (
    <BundleFrame>
      <CheckoutBody
        flow={flow}
        summary={
          <BundleSummary
            seller={found.seller}
            items={flow.data?.items ?? found.items}
            discountPercent={0}
            session={flow.data ?? null}
            offerCents={found.offerCents}
          />
        }
        returnPath={(orderId) => `/orders/${encodeURIComponent(orderId)}`}
      />
    </BundleFrame>
  );
}

function BundleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 lg:px-6">
      <Link
        href="/bag"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {checkoutCopy.backToBag}
      </Link>
      <h1 className="mt-4 mb-6 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">Checkout</h1>
      {children}
    </div>
  );
}
