import type { Order, OrdersRole } from '#shared/orders';

/** A purchase still on its way to the buyer, or waiting for them to confirm it: the buyer's to watch. */
const OPEN_PURCHASE: ReadonlySet<Order['status']> = new Set([
  'pending',
  'paid',
  'shipped',
  'delivered',
  'disputed',
]);

/**
 * Which tab /orders opens on when the URL names none: Sales for a seller who has sales and no purchase
 * waiting for them, Purchases otherwise. Null while either list is still loading, so the page does not
 * show one tab and then jump to the other.
 */
export function defaultOrdersTab(
  purchases: readonly Order[] | undefined,
  sales: readonly Order[] | undefined,
): OrdersRole | null {
  // A purchase waiting for them decides it alone: no need to wait for the sales.
  if (purchases?.some((order) => OPEN_PURCHASE.has(order.status))) return 'buyer';
  if (!purchases || !sales) return null;
  return sales.length > 0 ? 'seller' : 'buyer';
}
