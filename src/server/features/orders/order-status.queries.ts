import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '#shared/order-machine.js';
import type { SellerCancelReason } from '#shared/seller-cancel.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';

/**
 * The one place that writes `orders.status` (docs/decisions/023). Every write is conditional on the
 * states the move may start from, so of two racing moves (a double click, the sweep on two
 * instances, a scan beside the seller's click) exactly one changes the row; the other changes nothing
 * and learns so from the empty answer. Callers go through order-status.service.ts, which checks the
 * move against the shared table first.
 */

/** What a move may write beside the status; the time of the new state is set from `at`. */
export type OrderFields = {
  carrier?: string;
  trackingNumber?: string;
  refundReason?: string;
  refundedCents?: number;
  cancelReason?: 'replaced' | 'expired' | 'listing_changed' | 'sold';
  sellerCancelReason?: SellerCancelReason;
};

/** Which orders a move is about: one, several, or a condition a feature's queries wrote. */
export type OrderTarget = { id: string } | { ids: readonly string[] } | { where: SQL };

const targetOf = (target: OrderTarget): SQL | undefined =>
  'id' in target
    ? eq(orders.id, target.id)
    : 'ids' in target
      ? inArray(orders.id, [...target.ids])
      : target.where;

/** The column stamped when an order enters a state. */
const stampOf: Partial<Record<OrderState, keyof typeof orders.$inferInsert>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  completed: 'completedAt',
};

export type MovedOrder = Awaited<ReturnType<typeof writeOrderStatus>>[number];

export async function writeOrderStatus(
  tx: Db,
  target: OrderTarget,
  from: readonly OrderState[],
  to: OrderState,
  fields: OrderFields,
  at: Date | undefined,
) {
  if ('ids' in target && target.ids.length === 0) return [];
  const when = at ?? sql`now()`;
  const stamp = stampOf[to];
  return tx
    .update(orders)
    .set({ ...fields, status: to, ...(stamp ? { [stamp]: when } : {}), updatedAt: when })
    .where(and(targetOf(target), inArray(orders.status, [...from])))
    .returning({
      id: orders.id,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      listingId: orders.listingId,
      intentId: orders.stripePaymentIntentId,
      paymentProvider: orders.paymentProvider,
    });
}
