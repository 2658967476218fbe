import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import type { Order } from '#shared/orders';
import { ListingThumb } from '#client/components/listing-thumb';
import { orderPageCopy as copy } from '../order-page-copy';
import { OrderSection } from './order-sections';

/**
 * A bundle's items, each with its photo, title and price as sold (before the bundle discount, which
 * the money section takes off). A single-item order has none: its header is the item.
 */
export function OrderItems({ id, order }: { id: string; order: Order }) {
  if (order.itemCount <= 1) return null;
  return (
    <OrderSection id={id} title={copy.items(order.itemCount)}>
      <ul className="divide-y divide-gray-100">
        {order.items.map((item) => {
          const href = `/listing/${encodeURIComponent(item.id)}`;
          return (
            <li key={item.id} className="flex items-center gap-3 py-2 first:pt-0 last:pb-0">
              <ListingThumb href={href} imageUrl={item.imageUrl} px={64} className="size-14" />
              <Link
                href={href}
                className="min-w-0 flex-1 text-sm font-medium break-words text-gray-900 hover:underline"
              >
                {item.title}
              </Link>
              <span className="text-sm text-gray-700">{formatCents(item.priceCents)}</span>
            </li>
          );
        })}
      </ul>
    </OrderSection>
  );
}
