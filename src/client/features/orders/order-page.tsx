import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams } from 'wouter';
import { ListLoadError } from '#client/components/list-states';
import { ListingThumb } from '#client/components/listing-thumb';
import { OrderMessageButton } from '#client/components/messages/message-buttons';
import { NotFound } from '#client/components/not-found';
import { Badge } from '#client/components/ui/badge';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorStatus } from '#client/lib/api';
import { useUser } from '#client/lib/auth';
import { usePageMeta } from '#client/lib/page-meta';
import { useOrder } from './api/orders';
import { ClaimSection } from './components/claim-section';
import { LabelBlock, TestModeBadge } from './components/label-block';
import { OrderActions } from './components/order-actions';
import { OrderCountdown } from './components/order-countdown';
import { OrderItems } from './components/order-items';
import { OrderMoney } from './components/order-money';
import { OrderSection, ShipToSection } from './components/order-sections';
import { OrderTimeline } from './components/order-timeline';
import { ClaimOpensNote, ReportProblemButton } from './components/report-problem';
import { ReviewSection } from './components/review-section';
import { canAdvanceTestTracking, TestTrackingButton } from './components/test-tracking-button';
import { useNow } from './hooks/use-now';
import { ORDER_STATUS } from '#client/lib/order-status';
import { orderPageCopy as copy, titleOf } from './order-page-copy';

/**
 * /orders/{id}: one purchase or sale — the item, the other party, the money, where it
 * ships, the timers with their buttons, the seller's prepaid label, and the parcel's timeline. Only
 * the buyer and the seller can read it: anyone else gets the same 404 as a missing order.
 */
export default function OrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const order = useOrder(id);
  const { user } = useUser();
  const now = useNow();
  const ids = useId();
  usePageMeta(
    order.data ? `Order: ${titleOf(order.data)}` : 'Order',
    'Your order on Rethread: payment, shipping label, tracking and timers.',
  );

  if (order.isError) {
    if (errorStatus(order.error) === 404) return <NotFound />;
    return (
      <div className="mx-auto max-w-4xl px-4 pt-8 pb-16 lg:px-6">
        <ListLoadError message={copy.loadFailed} onRetry={() => void order.refetch()} />
      </div>
    );
  }

  const back = (
    <Link
      href="/orders"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {copy.backToOrders}
    </Link>
  );
  const data = order.data;
  if (!data) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4 px-4 pt-6 pb-16 lg:px-6">
        {back}
        <div role="status" aria-label={copy.loading} className="grid gap-4">
          <Skeleton className="h-32 rounded-2xl" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-32 rounded-2xl" />
            <Skeleton className="h-32 rounded-2xl" />
          </div>
        </div>
      </div>
    );
  }

  const role = user?.id === data.sellerId ? 'seller' : 'buyer';
  const status = ORDER_STATUS[data.status];
  const listingHref = `/listing/${encodeURIComponent(data.listingId)}`;
  const { shipment } = data;
  const trackingUrl = shipment?.trackingUrl ?? data.trackingUrl;

  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-4 pt-6 pb-16 lg:px-6">
      {back}
      <header className="flex gap-4">
        <ListingThumb
          href={listingHref}
          imageUrl={data.listing.imageUrl}
          px={96}
          className="max-sm:size-20"
        />
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={status.variant}>{status.label}</Badge>
            {shipment?.testMode && <TestModeBadge />}
          </div>
          <h1 className="text-xl font-bold tracking-tight break-words text-gray-900 sm:text-2xl">
            <Link href={listingHref} className="hover:text-brand-700 hover:underline">
              {titleOf(data)}
            </Link>
          </h1>
          <p className="text-sm text-gray-600">
            {role === 'buyer' ? copy.purchaseFrom : copy.saleTo}{' '}
            <Link
              href={`/profile/${encodeURIComponent(data.counterparty.handle)}`}
              className="font-medium text-gray-800 hover:underline"
            >
              {data.counterparty.display} <span className="text-gray-500">@{data.counterparty.handle}</span>
            </Link>
          </p>
        </div>
      </header>

      <div className="grid gap-3">
        <OrderCountdown order={data} role={role} now={now} />
        <ClaimOpensNote order={data} role={role} now={now} />
        {data.status === 'refunded' && data.refundReason && (
          <p className="text-sm text-red-700">{data.refundReason}</p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <OrderActions order={data} />
          <ReportProblemButton order={data} role={role} now={now} />
          {data.status !== 'pending' && <OrderMessageButton order={data} role={role} />}
        </div>
      </div>

      <ClaimSection id={`${ids}-claim`} order={data} />
      <OrderItems id={`${ids}-items`} order={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <OrderSection id={`${ids}-money`} title={copy.money}>
          <OrderMoney order={data} role={role} className={role === 'seller' ? 'sm:grid-cols-2' : undefined} />
          {role === 'seller' && data.shippingPayer === 'seller' && (
            <p className="text-xs text-gray-600">{copy.sellerPaysShipping}</p>
          )}
        </OrderSection>
        <ShipToSection id={`${ids}-ship-to`} order={data} role={role} />
        {role === 'seller' && shipment && (
          <OrderSection id={`${ids}-label`} title={copy.label}>
            <LabelBlock shipment={shipment} />
          </OrderSection>
        )}
        <OrderSection
          id={`${ids}-tracking`}
          title={copy.tracking}
          action={canAdvanceTestTracking(data) ? <TestTrackingButton orderId={data.id} /> : undefined}
        >
          <OrderTimeline timeline={data.timeline} trackingUrl={trackingUrl} />
        </OrderSection>
      </div>
      <ReviewSection id={`${ids}-review`} order={data} role={role} />
    </div>
  );
}
