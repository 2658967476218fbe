import { adminMessages, type AdminRefundInput, type DecideClaimInput } from '#shared/admin.js';
import { claimMessages, type Claim, type ClaimStatus } from '#shared/claims.js';
import { isUuid } from '#shared/ids.js';
import { formatCents } from '#shared/money.js';
import { orderMessages, orderPath, REFUND_ARRIVAL } from '#shared/orders.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin/audit.service.js';
import { partialRefund } from '../earnings/ledger.service.js';
import { moveOrder } from '../orders/order-status.service.js';
import { reverseOrderTransfer } from '../earnings/stripe-connect.service.js';
import { notifyMany } from '../notifications/notifications.service.js';
import { endClaim, type Ending } from './claims.money.js';
import * as q from './claims.queries.js';
import { claimView } from './claims.steps.js';
import { presentClaim } from './claims.view.js';

/**
 * What operators do with claims and orders: decide a claim sent to them, and refund any
 * paid order in full or in part. Every decision names its reason and is written to the audit log in
 * the transaction that makes it.
 */

const OPEN: readonly ClaimStatus[] = ['awaiting_seller', 'return_requested', 'awaiting_operator'];

/** GET /api/admin/claims: waiting for a decision (oldest first), all open, or resolved (newest first). */
export async function claimsForOperators(
  ctx: AppContext,
  status: 'awaiting_operator' | 'open' | 'resolved',
): Promise<Claim[]> {
  const rows =
    status === 'resolved'
      ? await q.claimViews(ctx.db, q.inStatuses(['resolved']), 'newest')
      : await q.claimViews(ctx.db, q.inStatuses(status === 'open' ? OPEN : ['awaiting_operator']), 'oldest');
  return rows.map((row) => presentClaim(row, 'operator'));
}

/** POST /api/admin/claims/:id/decide */
export async function decideClaim(
  ctx: AppContext,
  adminId: string,
  claimId: string,
  input: DecideClaimInput,
  now = new Date(),
): Promise<Claim> {
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const claim = isUuid(claimId) ? await q.lockClaim(tx, claimId) : undefined;
    if (!claim) throw notFound(claimMessages.notFound);
    if (claim.status !== 'awaiting_operator') throw conflict(adminMessages.claimNotAwaiting);
    const ending: Ending =
      input.decision === 'partial_refund'
        ? { kind: 'partially_refunded', refundCents: input.refundCents }
        : { kind: input.decision === 'refund' ? 'refunded' : 'released' };
    const ended = await endClaim(
      ctx,
      tx,
      claim,
      ending,
      { note: input.note, decidedBy: adminId, by: 'operator' },
      now,
    );
    if (!ended) throw conflict(adminMessages.claimNotAwaiting);
    await recordAudit(tx, {
      actorId: adminId,
      action: `claim.${input.decision}`,
      targetKind: 'claim',
      targetId: claim.id,
      reason: input.note,
      details: { orderId: claim.orderId, refundCents: ended.refundCents, orderTotalCents: ended.totalCents },
    });
  });
  return claimView(ctx.db, claimId, 'operator');
}

const REFUNDABLE = ['paid', 'shipped', 'delivered', 'completed'] as const;

/**
 * POST /api/admin/orders/:id/refund: what is left of the total refunds the order in full (refunded,
 * the seller's earnings taken back); less refunds part of it and the order goes on. Once per order.
 * A refund after Stripe transferred the earnings reverses the transfer (after the commit, as the
 * completion's transfer is made after its commit).
 */
export async function refundOrderByOperator(
  ctx: AppContext,
  adminId: string,
  orderId: string,
  input: AdminRefundInput,
  _now = new Date(),
): Promise<void> {
  const full = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const order = isUuid(orderId) ? await q.lockOrder(tx, orderId) : undefined;
    if (!order) throw notFound(orderMessages.notFound);
    if (order.status === 'disputed') throw conflict(adminMessages.orderHasOpenClaim);
    if (!(REFUNDABLE as readonly string[]).includes(order.status) || order.refundedCents > 0) {
      throw conflict(adminMessages.orderNotRefundable);
    }
    const total = order.priceCents + order.shippingCents;
    if (input.amountCents > total) throw badRequest(adminMessages.refundAmountInvalid);
    const isFull = input.amountCents === total;
    if (order.intentId) {
      await ctx.payments.refund(order.intentId, order.id, isFull ? undefined : input.amountCents);
    }
    const said = `Refunded ${isFull ? 'in full' : `${formatCents(input.amountCents)} of ${formatCents(total)}`} by Rethread's support team.`;
    // In full, the order ends refunded and the ledger takes back the sale (the move's subscribers);
    // in part, the order goes on and the seller's earnings lose that part.
    if (isFull) {
      await moveOrder(tx, order.id, {
        event: 'refund',
        by: 'operator',
        from: [order.status],
        fields: { refundedCents: input.amountCents, refundReason: said },
      });
    } else {
      await q.recordRefundedCents(tx, order.id, input.amountCents);
      await partialRefund(tx, { id: order.id, sellerId: order.sellerId }, input.amountCents);
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'order.refund',
      targetKind: 'order',
      targetId: order.id,
      reason: input.note,
      details: {
        amountCents: input.amountCents,
        orderTotalCents: total,
        full: isFull,
        statusBefore: order.status,
      },
    });
    const refunded = formatCents(input.amountCents);
    await notifyMany(tx, [
      {
        userId: order.buyerId,
        type: 'order_refunded',
        title: `${refunded} refunded for ${order.title}`,
        body: `${said} ${REFUND_ARRIVAL}`,
        url: orderPath(order.id),
      },
      {
        userId: order.sellerId,
        type: 'order_refunded',
        title: `${order.title}: ${refunded} refunded to the buyer`,
        body: said,
        url: orderPath(order.id),
      },
    ]);
    return isFull && order.status === 'completed';
  });
  if (full) await reverseOrderTransfer(ctx, orderId);
}
