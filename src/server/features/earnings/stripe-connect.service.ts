import { earningsMessages, type PayoutAccount } from '#shared/earnings.js';
import { formatCents } from '#shared/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isInsufficientBalance, type ConnectAccountState } from '../../lib/payments/connect.js';
import { notify } from '../notifications/notifications.service.js';
import { appendEntries, balancesOf } from './ledger.queries.js';
import * as q from './payouts.queries.js';

/**
 * Stripe Connect payouts (docs/decisions/016): each seller's Express account, and a transfer
 * of each completed order's earnings to it. Charges stay on the platform; the completion queues a
 * pending payout row (one per order, by unique index), and a sweep transfers it once the seller's
 * account can take it — with the order as transfer group and `transfer:<orderId>` as idempotency key,
 * under the row's lock, so two sweeps or a retry never transfer twice.
 */

function connectOf(ctx: AppContext) {
  if (!ctx.connect) throw new AppError('NOT_FOUND', 404, earningsMessages.stripeOnly);
  return ctx.connect;
}

/** POST /api/payout-account/onboarding: the seller's Express account (made once, kept) and a link into it. */
export async function onboardingUrl(ctx: AppContext, userId: string): Promise<string> {
  const connect = connectOf(ctx);
  const row = await q.findPayoutAccount(ctx.db, userId);
  let accountId = row?.stripeAccountId;
  if (!accountId) {
    const person = await q.findUserEmail(ctx.db, userId);
    accountId = (await connect.createExpressAccount({ userId, email: person!.email })).accountId;
    // Kept at once: Stripe's idempotency key protects a retry for 24 hours only.
    await q.saveStripeAccount(ctx.db, userId, accountId);
  }
  // Back to the Earnings tab either way; the page reads the account's state again when it opens.
  const back = `${ctx.config.origin}/seller-tools?tab=earnings`;
  return connect.onboardingLink(accountId, { refreshUrl: back, returnUrl: back });
}

/** Stores what Stripe says of an account (account.updated, or a read when the seller comes back). */
export async function applyAccountState(db: Db, accountId: string, state: ConnectAccountState) {
  return q.updateStripeAccountState(db, accountId, state);
}

/** A seller coming back from onboarding sees where it stands now, not at the last webhook. */
export async function refreshStripeAccount(ctx: AppContext, account: PayoutAccount, userId: string) {
  if (
    !ctx.connect ||
    account.provider !== 'stripe' ||
    account.status === 'enabled' ||
    account.status === 'none'
  )
    return false;
  const row = await q.findPayoutAccount(ctx.db, userId);
  if (!row?.stripeAccountId) return false;
  const state = await ctx.connect.accountStatus(row.stripeAccountId).catch(() => undefined);
  return state ? applyAccountState(ctx.db, row.stripeAccountId, state) : false;
}

/** In the completion's transaction: the order's released earnings wait to be transferred. */
export async function queueTransfer(tx: Db, order: { id: string; sellerId: string }, amountCents: number) {
  await q.insertPendingTransfer(tx, order, amountCents);
}

/**
 * The sweep: transfers each pending order payout whose seller's account is enabled. Answers how many
 * it transferred. A failure leaves the payout pending for the next run (the key makes it safe).
 */
export async function transferDueEarnings(ctx: AppContext, limit = 50): Promise<number> {
  const connect = ctx.connect;
  if (!connect) return 0;
  const due = await q.dueTransfers(ctx.db, limit);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await transferOne(ctx, id)) sent++;
    } catch {
      // Left pending: the next run retries with the same idempotency key.
    }
  }
  return sent;
}

async function transferOne(ctx: AppContext, payoutId: string): Promise<boolean> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const payout = await q.lockPendingTransfer(tx, payoutId);
    if (!payout?.orderId || !payout.accountId) return false;
    // A balance below zero (a refund after an earlier transfer could not be reversed) is made up from
    // later sales first: this transfer waits until available covers it. The seller's account row is
    // locked so their transfers are weighed against the balance one at a time.
    await q.lockSellerAccount(tx, payout.sellerId);
    if ((await balancesOf(tx, payout.sellerId)).available < payout.amountCents) return false;
    const { transferId } = await ctx.connect!.transfer({
      orderId: payout.orderId,
      accountId: payout.accountId,
      amountCents: payout.amountCents,
    });
    await q.markTransferPaid(tx, payout.id, transferId);
    const base = { sellerId: payout.sellerId, payoutId: payout.id, kind: 'payout' as const };
    await appendEntries(tx, [
      { ...base, bucket: 'available', amountCents: -payout.amountCents },
      { ...base, bucket: 'paid_out', amountCents: payout.amountCents },
    ]);
    await notify(tx, {
      userId: payout.sellerId,
      type: 'payout_sent',
      title: `${formatCents(payout.amountCents)} was sent to your Stripe account`,
      body: 'Stripe pays it out to your bank on your payout schedule.',
      url: '/seller-tools?tab=earnings',
    });
    return true;
  });
}

/**
 * After a refund of an order whose earnings were transferred: takes them back from the seller's
 * account. If Stripe already paid them out to the bank it refuses, and the seller's available balance
 * stays below zero until later sales make it up (docs/decisions/016). Answers whether it reversed.
 */
export async function reverseOrderTransfer(ctx: AppContext, orderId: string): Promise<boolean> {
  const connect = ctx.connect;
  if (!connect) return false;
  const payout = await q.paidPayoutOfOrder(ctx.db, orderId);
  if (!payout?.stripeTransferId) return false;
  try {
    await connect.reverseTransfer({
      orderId,
      transferId: payout.stripeTransferId,
      amountCents: payout.amountCents,
    });
  } catch (err) {
    if (isInsufficientBalance(err)) return false;
    throw err;
  }
  const base = { sellerId: payout.sellerId, payoutId: payout.id, kind: 'payout_reversal' as const };
  await appendEntries(ctx.db, [
    { ...base, bucket: 'paid_out', amountCents: -payout.amountCents },
    { ...base, bucket: 'available', amountCents: payout.amountCents },
  ]);
  return true;
}
