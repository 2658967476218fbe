import { ChevronRight, Download, Truck } from 'lucide-react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import { orderPath, type Order, type OrdersRole } from '#shared/orders';
import { shippingMessages } from '#shared/shipping';
import { shipmentMessages } from '#shared/shipments';
import { DealCardTitle } from '#client/components/deal-card-title';
import { ListingThumb } from '#client/components/listing-thumb';
import { OrderMessageButton } from '#client/components/messages/message-buttons';
import { Badge } from '#client/components/ui/badge';
import { buttonClass } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useNow } from '../hooks/use-now';
import { ORDER_STATUS } from '#client/lib/order-status';
import { orderPageCopy, titleOf } from '../order-page-copy';
import { OrderActions } from './order-actions';
import { OrderCountdown } from './order-countdown';
import { OrderMoney } from './order-money';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

/**
 * One purchase or sale (docs/product/10-decisions-beyond-the-spec.md §10.6): item, the other party, status, dates, money, next step,
 * and a link to the order's own page (address, label, tracking, timeline).
 */
export function OrderCard({ order, role }: { order: Order; role: OrdersRole }) {
  const now = useNow();
  const status = ORDER_STATUS[order.status];
  const listingHref = `/listing/${encodeURIComponent(order.listingId)}`;
  const dates = [
    ['Ordered', formatDate(order.createdAt)],
    ['Paid', formatDate(order.paidAt)],
    ['Shipped', formatDate(order.shippedAt)],
    ['Delivered', formatDate(order.deliveredAt)],
    ['Completed', formatDate(order.completedAt)],
  ].filter((d): d is [string, string] => d[1] !== null);

  return (
    <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
      <ListingThumb href={listingHref} imageUrl={order.listing.imageUrl} px={96} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <DealCardTitle href={listingHref} title={titleOf(order)} />
            <p className="text-sm text-gray-600">
              {role === 'buyer' ? 'Seller' : 'Buyer'}{' '}
              <Link
                href={`/profile/${encodeURIComponent(order.counterparty.handle)}`}
                className="font-medium text-gray-800 hover:underline"
              >
                @{order.counterparty.handle}
              </Link>
            </p>
          </div>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>

        <p className="text-xs text-gray-500">
          {dates.map(([label, date]) => `${label} ${date}`).join(' · ')}
        </p>

        {role === 'seller' ? (
          <OrderMoney order={order} role={role} />
        ) : (
          <p className="text-sm text-gray-700">
            You paid <strong className="font-semibold text-gray-900">{formatCents(order.totalCents)}</strong>
            <span className="text-gray-500">
              {' '}
              ·{' '}
              {order.shippingCents > 0
                ? `${formatCents(order.shippingCents)} shipping`
                : shippingMessages.freeShipping}
            </span>
          </p>
        )}

        <OrderCountdown order={order} role={role} now={now} />

        {order.trackingNumber && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-gray-700">
            <Truck className="size-4 text-brand-700" aria-hidden="true" />
            {order.carrier}: <span className="font-mono">{order.trackingNumber}</span>
          </p>
        )}
        {role === 'buyer' && order.status === 'paid' && (
          <p className="text-sm text-gray-600">
            The seller is getting it ready; tracking appears here once it ships.
          </p>
        )}
        {order.status === 'refunded' && order.refundReason && (
          <p className="text-sm text-red-700">{order.refundReason}</p>
        )}

        <OrderActions order={order} />
        <div className="flex flex-wrap items-center gap-2">
          {/* The server sends the link only to the seller, only while the label is good to use. */}
          {order.shipment?.labelUrl && (
            <a
              href={order.shipment.labelUrl}
              download
              className={buttonClass('outline', 'sm')}
              aria-label={`${shipmentMessages.downloadLabel}: ${titleOf(order)}`}
            >
              <Download aria-hidden="true" />
              {shipmentMessages.downloadLabel}
            </a>
          )}
          {order.status !== 'pending' && <OrderMessageButton order={order} role={role} />}
          <Link
            href={orderPath(order.id)}
            className="inline-flex items-center gap-0.5 text-sm font-medium text-brand-700 hover:underline"
            aria-label={`${orderPageCopy.viewOrder}: ${titleOf(order)}`}
          >
            {orderPageCopy.viewOrder}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Card>
  );
}
