import { adminMessages } from '#shared/admin.js';
import { itemShareCents, type ClaimResolution } from '#shared/claims.js';
import { formatCents } from '#shared/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { publish } from '../../lib/events/bus.js';
import { partialRefund } from '../earnings/ledger.service.js';
import { moveOrder } from '../orders/order-status.service.js';
import * as q from './claims.queries.js';

/**
 * How a claim ends, with the money (docs/decisions/017). Each runs in the caller's
 * transaction with the claim's row locked and then locks the order: the refund is asked of the payment
 * provider inside that window (one refund per order, keyed by the order at the provider), the order
 * and the ledger change with it, and a provider failure rolls everything back for a retry. A claim
 * that is no longer in the state the caller found ends nothing and moves no money.
 */

export type Ending =
  { kind: 'refunded' } | { kind: 'partially_refunded'; refundCents: number } | { kind: 'released' };

/** Who ended it (the seller refunding, an operator, a timer, the return's delivery scan) and why. */
type Decision = {
  note?: string | null;
  decidedBy?: string | null;
  by: 'seller' | 'operator' | 'timer' | 'carrier';
};

/** What an ending moved: the refund and the order's total, or null when the claim had already ended. */
export type Ended = { refundCents: number; totalCents: number } | null;

export async function endClaim(
  ctx: AppContext,
  tx: Db,
  claim: q.ClaimRow,
  ending: Ending,
  decision: Decision,
  now: Date,
): Promise<Ended> {
  const order = await q.lockOrder(tx, claim.orderId);
  if (!order || order.status !== 'disputed') return null;
  const total = order.priceCents + order.shippingCents;
  // A claim about one item of a bundle refunds that item's share, never the whole parcel: "refund in
  // full" means in full for the item, and the rest of the order goes to the seller.
  if (ending.kind === 'refunded' && claim.listingId) {
    const item = await q.itemOfOrder(tx, order.id, claim.listingId);
    if (item) {
      const share = itemShareCents(order.priceCents, item.priceCents, item.itemsPriceCents);
      ending = { kind: 'partially_refunded', refundCents: share };
    }
  }
  // A part of everything is a full refund, which is its own decision.
  if (ending.kind === 'partially_refunded' && ending.refundCents >= total) {
    throw badRequest(adminMessages.partialMustBeLess);
  }
  const refundCents =
    ending.kind === 'refunded' ? total : ending.kind === 'partially_refunded' ? ending.refundCents : 0;
  if (refundCents > 0 && order.intentId) {
    await ctx.payments.refund(order.intentId, order.id, refundCents < total ? refundCents : undefined);
  }
  const resolution: ClaimResolution = ending.kind;
  if (
    !(await q.moveClaim(tx, claim.id, claim.status, {
      status: 'resolved',
      resolution,
      refundCents,
      resolvedAt: now,
      decisionNote: decision.note ?? null,
      decidedBy: decision.decidedBy ?? null,
    }))
  ) {
    return null;
  }
  // The ledger follows the move (earnings subscribers): a full refund takes back what the sale
  // booked; a release makes the rest available, after a partial refund took its part.
  if (ending.kind === 'refunded') {
    const reason = `Refunded in full (${formatCents(total)}) after a claim.`;
    await moveOrder(tx, order.id, {
      event: 'resolve_refund',
      by: decision.by,
      fields: { refundedCents: total, refundReason: reason },
      at: now,
    });
  } else {
    if (refundCents > 0) await partialRefund(tx, { id: order.id, sellerId: order.sellerId }, refundCents);
    const by = decision.by === 'operator' ? 'operator' : 'timer';
    await moveOrder(tx, order.id, {
      event: 'resolve_release',
      by,
      fields: { refundedCents: refundCents },
      at: now,
    });
  }
  await publish(tx, 'claim.resolved', {
    claimId: claim.id,
    orderId: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    title: order.title,
    resolution,
    refundCents,
    totalCents: total,
    note: decision.note ?? null,
  });
  return { refundCents, totalCents: total };
}
