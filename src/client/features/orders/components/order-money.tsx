import { formatCents } from '#shared/money';
import type { Order, OrdersRole } from '#shared/orders';
import { shippingMessages } from '#shared/shipping';
import { cn } from '#client/lib/cn';

function Money({
  label,
  cents,
  text,
  strong,
}: {
  label: string;
  cents?: number;
  text?: string;
  strong?: boolean;
}) {
  return (
    <div>
      <dt className="text-gray-500">{label}</dt>
      <dd className={strong ? 'font-semibold text-emerald-700' : 'text-gray-800'}>
        {text ?? (cents! < 0 ? `−${formatCents(-cents!)}` : formatCents(cents!))}
      </dd>
    </div>
  );
}

/**
 * The price paid for the items; a bundle shows its items' prices and the discount taken off them
 * (priceCents is already the discounted amount, the one fees and earnings are counted on).
 */
function PriceLines({ order }: { order: Order }) {
  if (order.discountCents <= 0) return <Money label="Price" cents={order.priceCents} />;
  return (
    <>
      <Money label={`Items (${order.itemCount})`} cents={order.priceCents + order.discountCents} />
      <Money label="Bundle discount" cents={-order.discountCents} />
    </>
  );
}

/**
 * The money of an order: the seller's earnings after fees (as the card shows), or what the buyer
 * paid — price, shipping and total.
 */
export function OrderMoney({
  order,
  role,
  className,
}: {
  order: Order;
  role: OrdersRole;
  className?: string;
}) {
  if (role === 'seller') {
    // With free shipping the label comes out of the earnings; a refund, in full or in part, takes what
    // the sale had earned down to what the server says is left, so it is a line of its own.
    const labelCents = order.sellerLabelCents ?? 0;
    const earnedBeforeRefund = Math.max(
      0,
      order.priceCents - order.feeCents - order.processingFeeCents - labelCents,
    );
    const refundCents = Math.max(0, earnedBeforeRefund - (order.earningsCents ?? earnedBeforeRefund));
    return (
      <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4', className)}>
        <PriceLines order={order} />
        <Money label="Seller fee" cents={-order.feeCents} />
        <Money label="Processing fee" cents={-order.processingFeeCents} />
        {labelCents > 0 && <Money label="Shipping label" cents={-labelCents} />}
        {refundCents > 0 && (
          <Money label={order.status === 'refunded' ? 'Refunded' : 'Partly refunded'} cents={-refundCents} />
        )}
        <Money label="Your earnings" cents={order.earningsCents ?? 0} strong />
      </dl>
    );
  }
  return (
    <dl
      className={cn(
        order.discountCents > 0
          ? 'grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:max-w-md'
          : 'grid grid-cols-3 gap-x-6 gap-y-1 text-sm sm:max-w-md',
        className,
      )}
    >
      <PriceLines order={order} />
      <Money
        label="Shipping"
        {...(order.shippingCents > 0
          ? { cents: order.shippingCents }
          : { text: shippingMessages.freeShipping })}
      />
      <Money label="Total" cents={order.totalCents} />
      {order.paidWith && <Money label="Paid with" text={order.paidWith} />}
    </dl>
  );
}
