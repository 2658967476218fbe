import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import { orderTimerCopy, type Order, type OrderStatus, type OrdersRole } from '#shared/orders';
import { ListingThumb } from '#client/components/listing-thumb';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useConfirmOrder, useReceiveOrder } from '../api/orders';
import { useNow } from '../hooks/use-now';
import { CancelOrderButton } from './cancel-order-dialog';
import { OrderCountdown } from './order-countdown';
import { ShipDialog } from './ship-dialog';
import { DealCardTitle } from '#client/components/deal-card-title';
import { OrderMessageButton } from '#client/components/messages/message-buttons';

const STATUS: Record<OrderStatus, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Awaiting payment', variant: 'warning' },
  paid: { label: 'Paid', variant: 'default' },
  shipped: { label: 'Shipped', variant: 'default' },
  delivered: { label: 'Delivered', variant: 'success' },
  completed: { label: 'Completed', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
  refunded: { label: 'Refunded', variant: 'destructive' },
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : null);

/** One purchase or sale (docs/product/10-decisions-beyond-the-spec.md §10.6): item, the other party, status, dates, money, next step. */
export function OrderCard({ order, role }: { order: Order; role: OrdersRole }) {
  const [shipping, setShipping] = useState(false);
  const receive = useReceiveOrder();
  const confirm = useConfirmOrder();
  const now = useNow();
  const { shipBy } = order.deadlines;
  const mayCancel =
    role === 'buyer' && order.status === 'paid' && shipBy !== null && now >= Date.parse(shipBy);
  const status = STATUS[order.status];
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
            <DealCardTitle href={listingHref} title={order.listing.title} />
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
          <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            <Money label="Price" cents={order.priceCents} />
            <Money label="Seller fee" cents={-order.feeCents} />
            <Money label="Processing fee" cents={-order.processingFeeCents} />
            <Money label="Your earnings" cents={order.earningsCents ?? 0} strong />
          </dl>
        ) : (
          <p className="text-sm text-gray-700">
            You paid <strong className="font-semibold text-gray-900">{formatCents(order.priceCents)}</strong>
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

        {role === 'seller' && order.status === 'paid' && (
          <div>
            <Button size="sm" onClick={() => setShipping(true)}>
              Mark as shipped
            </Button>
            <ShipDialog
              orderId={order.id}
              title={order.listing.title}
              open={shipping}
              onOpenChange={setShipping}
            />
          </div>
        )}
        {role === 'buyer' && order.status === 'shipped' && (
          <div>
            <Button size="sm" disabled={receive.isPending} onClick={() => receive.mutate(order.id)}>
              I received it
            </Button>
          </div>
        )}
        {role === 'buyer' && order.status === 'delivered' && (
          <div>
            <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(order.id)}>
              {orderTimerCopy.confirm}
            </Button>
          </div>
        )}
        {mayCancel && (
          <div>
            <CancelOrderButton orderId={order.id} />
          </div>
        )}
        {order.status !== 'pending' && (
          <div>
            <OrderMessageButton order={order} role={role} />
          </div>
        )}
      </div>
    </Card>
  );
}

function Money({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className={strong ? 'font-semibold text-emerald-700' : 'text-gray-800'}>
        {cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}
      </dd>
    </div>
  );
}
