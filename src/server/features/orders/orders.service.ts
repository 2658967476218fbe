import { CONFIRM_WITHIN_DAYS, orderDeadlines } from '#shared/order-timers.js';
import { orderMessages, type Order, type OrdersRole, type ShipOrderInput } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '#shared/ids.js';
import { notify } from '../notifications/notifications.service.js';
import * as q from './orders.queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// From the fees stored with the sale, so a later fee change never rewrites a past payout; a sale
// cancelled and refunded pays the seller nothing.
const earnings = (row: q.OrderViewRow) =>
  row.status === 'refunded' ? 0 : Math.max(0, row.priceCents - row.feeCents - row.processingFeeCents);

function toOrder(row: q.OrderViewRow, role: OrdersRole): Order {
  // From the same numbers and date math the scheduler runs on, so the page shows when it will act.
  const deadlines = orderDeadlines(row);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    completedAt: iso(row.completedAt),
    deadlines: {
      shipBy: iso(deadlines.shipBy),
      cancelsAt: iso(deadlines.cancelsAt),
      completesAt: iso(deadlines.completesAt),
    },
    earningsCents: role === 'seller' ? earnings(row) : null,
  };
}

/** 'Purchases' (role buyer) or 'Sales' (role seller) of the signed-in user (docs/product/10-decisions-beyond-the-spec.md §10.6). */
export async function listOrders(ctx: AppContext, userId: string, role: OrdersRole) {
  const rows = await q.listOrderViews(ctx.db, userId, role);
  return rows.map((row) => toOrder(row, role));
}

export async function partiesOrThrow(ctx: AppContext, id: string) {
  const order = isUuid(id) ? await q.findOrderParties(ctx.db, id) : undefined;
  if (!order) throw notFound(orderMessages.notFound);
  return order;
}

export async function view(ctx: AppContext, id: string, role: OrdersRole) {
  const row = await q.findOrderView(ctx.db, id, role);
  if (!row) throw notFound(orderMessages.notFound);
  return toOrder(row, role);
}

/** The seller adds the carrier and tracking number of a paid order. */
export async function markShipped(ctx: AppContext, userId: string, id: string, input: ShipOrderInput) {
  const order = await partiesOrThrow(ctx, id);
  if (order.sellerId !== userId) {
    throw order.buyerId === userId
      ? forbidden(orderMessages.onlySellerShips)
      : notFound(orderMessages.notFound);
  }
  const shipped = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    if (!(await q.shipOrder(tx, id, userId, input.carrier, input.trackingNumber))) return false;
    // The buyer's view names the seller as the counterparty.
    const sent = await q.findOrderView(tx, id, 'buyer');
    await notify(tx, {
      userId: order.buyerId,
      type: 'order_shipped',
      title: `${sent!.counterparty.display} shipped ${sent!.listing.title}`,
      body: `${input.carrier} tracking number ${input.trackingNumber}.`,
      url: '/orders',
    });
    return true;
  });
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
  const received = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    if (!(await q.receiveOrder(tx, id, userId))) return false;
    // The seller's view names the buyer as the counterparty.
    const got = await q.findOrderView(tx, id, 'seller');
    await notify(tx, {
      userId: order.sellerId,
      type: 'order_delivered',
      title: `${got!.counterparty.display} received ${got!.listing.title}`,
      body: `They have ${CONFIRM_WITHIN_DAYS} days to confirm or report a problem; then the order completes.`,
      url: '/orders',
    });
    return true;
  });
  if (!received) throw conflict(orderMessages.notShipped);
  return view(ctx, id, 'buyer');
}
