import type { AdminOrder } from '#shared/admin.js';
import { isUuid } from '#shared/ids.js';
import { orderMessages } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import * as q from './admin-orders.queries.js';

/** The operators' order look-up: by id, or by a buyer's or seller's e-mail or handle. */

const toAdminOrder = (row: q.AdminOrderRow): AdminOrder => ({
  id: row.id,
  status: row.status,
  totalCents: row.priceCents + row.shippingCents,
  priceCents: row.priceCents,
  shippingCents: row.shippingCents,
  refundedCents: row.refundedCents,
  refundReason: row.refundReason,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  completedAt: row.completedAt?.toISOString() ?? null,
  listing: row.listing,
  buyer: row.buyer,
  seller: { ...row.seller, cancellations: row.sellerCancellations },
  claim: row.claimId && row.claimStatus ? { id: row.claimId, status: row.claimStatus } : null,
});

/** GET /api/admin/orders?q=: an order id finds that order; anything else is an e-mail or a handle. */
export async function lookUpOrders(ctx: AppContext, query: string): Promise<AdminOrder[]> {
  const term = query.trim().replace(/^@/, '');
  if (isUuid(term)) {
    const row = await q.findAdminOrder(ctx.db, term);
    return row ? [toAdminOrder(row)] : [];
  }
  return (await q.ordersOfPerson(ctx.db, term)).map(toAdminOrder);
}

/** One order as the console shows it (after a refund). */
export async function adminOrder(ctx: AppContext, orderId: string): Promise<AdminOrder> {
  const row = isUuid(orderId) ? await q.findAdminOrder(ctx.db, orderId) : undefined;
  if (!row) throw notFound(orderMessages.notFound);
  return toAdminOrder(row);
}
