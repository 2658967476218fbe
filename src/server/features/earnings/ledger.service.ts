import { saleLedger } from '#shared/fees.js';
import { EARNINGS_PAGE_SIZE, earningsMessages, type EarningsReply } from '#shared/earnings.js';
import { formatCents } from '#shared/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import { notify } from '../notifications/notifications.service.js';
import * as q from './ledger.queries.js';
import { queueTransfer } from './stripe-connect.service.js';
import { canBePaid } from './payouts.service.js';

/**
 * The sellers' ledger (docs/decisions/016): the order and payout flows call these in their
 * own transactions, so money moves in the ledger exactly when the order or payout changes, and a
 * rolled-back change moves nothing. Each step is idempotent (a repeated completion books nothing).
 */

export type BookedOrder = {
  id: string;
  sellerId: string;
  priceCents: number;
  feeCents: number;
  processingFeeCents: number;
  shippingPayer: 'buyer' | 'seller';
  shippingRateCents: number;
};

/** Paid: the price in, the fees and a seller-paid label out, all pending until the order completes. */
export async function bookSale(tx: Db, order: BookedOrder, at?: Date): Promise<void> {
  const sale = saleLedger({
    priceCents: order.priceCents,
    sellerFeeCents: order.feeCents,
    processingFeeCents: order.processingFeeCents,
    sellerShippingCents: order.shippingPayer === 'seller' ? order.shippingRateCents : 0,
  });
  const entry = (kind: q.NewEntry['kind'], amountCents: number): q.NewEntry => ({
    sellerId: order.sellerId,
    orderId: order.id,
    bucket: 'pending',
    kind,
    amountCents,
    ...(at ? { createdAt: at } : {}),
  });
  await q.appendEntries(tx, [
    entry('sale', sale.saleCents),
    entry('seller_fee', -sale.sellerFeeCents),
    entry('processing_fee', -sale.processingFeeCents),
    entry('shipping_label', -sale.shippingLabelCents),
  ]);
}

/**
 * Completed: releases the order's earnings (releaseOrder), queues their transfer with Stripe, and,
 * when the seller has no payout account ready, tells them their money is waiting for one.
 */
export async function releaseEarnings(
  tx: Db,
  order: { id: string; sellerId: string },
  title: string,
  payments: 'local' | 'stripe',
) {
  const released = await releaseOrder(tx, order);
  // With Stripe the earnings go to the seller's account by a transfer, queued with the completion.
  if (released > 0 && payments === 'stripe') await queueTransfer(tx, order, released);
  if (released > 0 && !(await canBePaid(tx, order.sellerId))) {
    await notify(tx, {
      userId: order.sellerId,
      type: 'earnings_waiting',
      title: `${formatCents(released)} from ${title} is ready to pay out`,
      body: earningsMessages.waitingForAccount,
      url: '/seller-tools?tab=earnings',
    });
  }
}

/** Completed: the order's earnings move from pending to available. Answers the amount released now. */
export async function releaseOrder(
  tx: Db,
  order: { id: string; sellerId: string },
  at?: Date,
): Promise<number> {
  const held = (await q.orderHoldings(tx, order.id)).pending;
  if (held <= 0) return 0;
  const base = {
    sellerId: order.sellerId,
    orderId: order.id,
    kind: 'release' as const,
    ...(at ? { createdAt: at } : {}),
  };
  const added = await q.appendEntries(tx, [
    { ...base, bucket: 'pending', amountCents: -held },
    { ...base, bucket: 'available', amountCents: held },
  ]);
  return added > 0 ? held : 0;
}

/**
 * Refunded: every cent the order still holds comes back out of the bucket holding it — pending before
 * completion, available after. Earnings already paid out are not clawed back from paid out: the
 * seller's available balance goes below zero and later sales make it up before any payout
 * (docs/decisions/016), as Stripe Connect does with negative balances.
 */
export async function refundOrder(tx: Db, order: { id: string; sellerId: string }): Promise<void> {
  const held = await q.orderHoldings(tx, order.id);
  const released = held.available + held.paid_out;
  const base = { sellerId: order.sellerId, orderId: order.id, kind: 'refund' as const };
  await q.appendEntries(tx, [
    { ...base, bucket: 'pending', amountCents: -held.pending },
    { ...base, bucket: 'available', amountCents: -released },
  ]);
}

/**
 * A refund of part of what the buyer paid (a claim's or an operator's) comes out of the
 * seller's earnings from the order, never more than the order earned them: before completion out of
 * pending, after it out of available (below zero if it was already paid out, as refundOrder does).
 * What a refund exceeds the seller's earnings by — the fees and a seller-paid label — Rethread bears
 * (docs/decisions/017). Answers the cents taken from the seller.
 */
export async function partialRefund(
  tx: Db,
  order: { id: string; sellerId: string },
  amountCents: number,
): Promise<number> {
  const held = await q.orderHoldings(tx, order.id);
  const bucket = held.pending > 0 ? 'pending' : 'available';
  const earned = bucket === 'pending' ? held.pending : held.available + held.paid_out;
  const taken = Math.max(0, Math.min(amountCents, earned));
  if (taken === 0) return 0;
  const added = await q.appendEntries(tx, [
    { sellerId: order.sellerId, orderId: order.id, kind: 'partial_refund', bucket, amountCents: -taken },
  ]);
  return added > 0 ? taken : 0;
}

/** GET /api/earnings: the three balances and a page of entries, newest first. */
export async function earningsOf(ctx: AppContext, sellerId: string, cursor?: string): Promise<EarningsReply> {
  const after = decodeCursor(cursor);
  const [balances, rows] = await Promise.all([
    q.balancesOf(ctx.db, sellerId),
    q.pageOfEntries(ctx.db, sellerId, EARNINGS_PAGE_SIZE + 1, after),
  ]);
  const { page, nextCursor } = pageOf(rows, EARNINGS_PAGE_SIZE);
  return {
    pendingCents: balances.pending,
    availableCents: balances.available,
    paidOutCents: balances.paid_out,
    entries: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor,
  };
}
