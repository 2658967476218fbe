import {
  earningsMessages,
  MIN_PAYOUT_CENTS,
  type Payout,
  type PayoutAccount,
  type TestBankAccountInput,
} from '#shared/earnings.js';
import { formatCents } from '#shared/money.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { notify } from '../notifications/notifications.service.js';
import { appendEntries, balancesOf } from './ledger.queries.js';
import * as q from './payouts.queries.js';

/**
 * Payout accounts and payouts. In test mode (the local payment provider) a seller saves a
 * test bank account and asks for payouts, which arrive at once; with Stripe, payouts are transfers to
 * the seller's Connect account made when each order completes (stripe-connect.service.ts).
 */

const providerOf = (ctx: AppContext) => (ctx.payments.name === 'stripe' ? 'stripe' : 'local');

const toAccount = (ctx: AppContext, row: q.PayoutAccountRow | undefined): PayoutAccount => ({
  status: row?.status ?? 'none',
  provider: row?.provider ?? providerOf(ctx),
  testMode: (row?.provider ?? providerOf(ctx)) === 'local',
  bankLast4: row?.bankLast4 ?? null,
  requirementsDue: row?.requirementsDue ?? [],
});

export async function payoutAccountOf(ctx: AppContext, userId: string): Promise<PayoutAccount> {
  return toAccount(ctx, await q.findPayoutAccount(ctx.db, userId));
}

/** Whether the seller can be paid now: the notice "your earnings are waiting" goes to those who cannot. */
export async function canBePaid(db: Db, userId: string): Promise<boolean> {
  return (await q.findPayoutAccount(db, userId))?.status === 'enabled';
}

/** POST /api/payout-account: test mode's bank account; only its last four digits are kept. */
export async function saveTestBankAccount(
  ctx: AppContext,
  userId: string,
  input: TestBankAccountInput,
): Promise<PayoutAccount> {
  if (providerOf(ctx) !== 'local') throw new AppError('NOT_FOUND', 404, earningsMessages.localOnly);
  const row = await q.upsertTestBankAccount(ctx.db, userId, {
    accountHolder: input.accountHolder,
    bankLast4: input.accountNumber.slice(-4),
  });
  return toAccount(ctx, row);
}

const toPayout = (row: q.PayoutRow): Payout => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  provider: row.provider,
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
});

export async function payoutsOf(ctx: AppContext, userId: string): Promise<Payout[]> {
  const rows = await q.payoutsOfSeller(ctx.db, userId);
  return rows.map(toPayout);
}

/**
 * POST /api/payouts (test mode): pays out `amountCents` of the available balance at once. The payout
 * account's row is locked first, so two requests at once (two tabs) take turns and the second sees
 * the balance the first left: available never goes below zero through a payout.
 */
export async function requestPayout(
  ctx: AppContext,
  who: { userId: string; ip: string },
  amountCents: number,
): Promise<Payout> {
  if (providerOf(ctx) === 'stripe') throw conflict(earningsMessages.stripePaysAutomatically);
  // The route's schema says so too; the service holds the rule for every caller.
  if (!Number.isInteger(amountCents) || amountCents < MIN_PAYOUT_CENTS) {
    throw badRequest(earningsMessages.payoutTooSmall);
  }
  await consumeActionLimit(ctx.db, 'payout', who);
  const sellerId = who.userId;
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const account = await q.lockPayoutAccount(tx, sellerId);
    if (!account) throw conflict(earningsMessages.noPayoutAccount);
    if (account.status !== 'enabled') throw conflict(earningsMessages.payoutAccountNotReady);
    const { available } = await balancesOf(tx, sellerId);
    if (amountCents > available) throw badRequest(earningsMessages.payoutTooLarge);
    const payout = await q.insertLocalPayout(tx, sellerId, amountCents);
    const base = { sellerId, payoutId: payout.id, kind: 'payout' as const };
    await appendEntries(tx, [
      { ...base, bucket: 'available', amountCents: -amountCents },
      { ...base, bucket: 'paid_out', amountCents },
    ]);
    await notify(tx, {
      userId: sellerId,
      type: 'payout_sent',
      title: `${formatCents(amountCents)} is on its way to your bank`,
      body: `Test mode: it arrived at once in the account ending ${account.bankLast4 ?? '····'}.`,
      url: '/seller-tools?tab=earnings',
    });
    return toPayout(payout);
  });
}
