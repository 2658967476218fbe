import { orderMessages, type OrdersRole, type ShipOrderInput } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '#shared/ids.js';
import { testControlsEnabled } from '../../lib/test-mode.js';
import { moveOrder } from './order-status.service.js';
import * as q from './orders.queries.js';
import { presentOrders } from './orders.view.js';

/** 'Purchases' (role buyer) or 'Sales' (role seller) of the signed-in user (docs/product/10-decisions-beyond-the-spec.md §10.6). */
export async function listOrders(ctx: AppContext, userId: string, role: OrdersRole) {
  return presentOrders(ctx.db, await q.listOrderViews(ctx.db, userId, role), role, testControlsEnabled(ctx));
}

/**
 * GET /api/orders/:id: the order as its buyer or its seller sees it. Anyone else, and an order its
 * side does not list (an unpaid checkout, a second payment refunded), is not found.
 */
export async function getOrder(ctx: AppContext, userId: string, id: string) {
  const order = await partiesOrThrow(ctx, id);
  const role = roleOf(order, userId);
  const row = role && (await q.findOrderView(ctx.db, id, role, { visibleOnly: true }));
  if (!role || !row) throw notFound(orderMessages.notFound);
  const [presented] = await presentOrders(ctx.db, [row], role, testControlsEnabled(ctx));
  return presented!;
}

/** The order's row as one side sees it (the other side is its counterparty), in the caller's transaction. */
export const orderAsSeenBy = (db: Db, id: string, role: OrdersRole) => q.findOrderView(db, id, role);

/** What reviews need of an order: its two people, state, completion and item title. */
export const orderForReview = (db: Db, id: string) => q.findOrderForReview(db, id);

/** Which side of the order the person is on, if any. */
export const roleOf = (order: { buyerId: string; sellerId: string }, userId: string): OrdersRole | null =>
  order.buyerId === userId ? 'buyer' : order.sellerId === userId ? 'seller' : null;

export async function partiesOrThrow(ctx: AppContext, id: string) {
  const order = isUuid(id) ? await q.findOrderParties(ctx.db, id) : undefined;
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

export async function view(ctx: AppContext, id: string, role: OrdersRole) {
  const row = await q.findOrderView(ctx.db, id, role);
  if (!row) throw notFound(orderMessages.notFound);
  const [presented] = await presentOrders(ctx.db, [row], role, testControlsEnabled(ctx));
  return presented!;
}

/** The seller adds the carrier and tracking number of a paid order. */
export async function markShipped(ctx: AppContext, userId: string, id: string, input: ShipOrderInput) {
  const order = await partiesOrThrow(ctx, id);
  if (order.sellerId !== userId) {
    throw order.buyerId === userId
      ? forbidden(orderMessages.onlySellerShips)
      : notFound(orderMessages.notFound);
  }
  const shipped = await ctx.db.transaction((tx) =>
    moveOrder(tx as Db, id, {
      event: 'ship',
      by: 'seller',
      fields: { carrier: input.carrier, trackingNumber: input.trackingNumber },
    }),
  );
  if (!shipped) throw conflict(orderMessages.notPaid);
  return view(ctx, id, 'seller');
}

/** The buyer confirms a shipped order arrived. */
export async function markReceived(ctx: AppContext, userId: string, id: string) {
  const order = await partiesOrThrow(ctx, id);
  if (order.buyerId !== userId) {
    throw order.sellerId === userId
      ? forbidden(orderMessages.onlyBuyerReceives)
      : notFound(orderMessages.notFound);
  }
  const received = await ctx.db.transaction((tx) =>
    moveOrder(tx as Db, id, { event: 'receive', by: 'buyer' }),
  );
  if (!received) throw conflict(orderMessages.notShipped);
  return view(ctx, id, 'buyer');
}
