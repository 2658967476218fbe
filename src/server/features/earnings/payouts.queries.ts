import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payoutAccounts, payouts, users } from '../../db/schema.js';
import type { ConnectAccountState } from '../../lib/payments/connect.js';

/** The rows of payout accounts and payouts: test mode's (payouts.service) and Stripe Connect's. */

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export async function findPayoutAccount(db: Db, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/** Test mode's bank account, made or replaced: only its last four digits are kept. */
export async function upsertTestBankAccount(
  db: Db,
  userId: string,
  account: { accountHolder: string; bankLast4: string },
): Promise<PayoutAccountRow | undefined> {
  const values = {
    provider: 'local' as const,
    status: 'enabled' as const,
    accountHolder: account.accountHolder,
    bankLast4: account.bankLast4,
    updatedAt: sql`now()`,
  };
  const [row] = await db
    .insert(payoutAccounts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: values })
    .returning();
  return row;
}

export function payoutsOfSeller(db: Db, sellerId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(200);
}

/** The seller's payout account, locked until the transaction ends (FOR UPDATE). */
export async function lockPayoutAccount(tx: Db, userId: string): Promise<PayoutAccountRow | undefined> {
  const [account] = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .for('update');
  return account;
}

/** Test mode's payout: paid and arrived at once. */
export async function insertLocalPayout(tx: Db, sellerId: string, amountCents: number): Promise<PayoutRow> {
  const [payout] = await tx
    .insert(payouts)
    .values({ sellerId, amountCents, status: 'paid', provider: 'local', arrivedAt: sql`now()` })
    .returning();
  return payout!;
}

export async function findUserEmail(db: Db, userId: string): Promise<{ email: string } | undefined> {
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return person;
}

/** The seller's Stripe Express account, pending until Stripe says otherwise. */
export async function saveStripeAccount(db: Db, userId: string, accountId: string): Promise<void> {
  await db
    .insert(payoutAccounts)
    .values({ userId, provider: 'stripe', status: 'pending', stripeAccountId: accountId })
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: { provider: 'stripe', stripeAccountId: accountId, status: 'pending', updatedAt: sql`now()` },
    });
}

/** Answers whether an account of ours has that Stripe id. */
export async function updateStripeAccountState(
  db: Db,
  accountId: string,
  state: ConnectAccountState,
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({
      status: state.status,
      requirementsDue: state.requirementsDue,
      bankLast4: state.bankLast4,
      updatedAt: sql`now()`,
    })
    .where(eq(payoutAccounts.stripeAccountId, accountId))
    .returning({ userId: payoutAccounts.userId });
  return rows.length > 0;
}

/** A pending Stripe payout of the order's earnings; one per order (unique index), so a repeat adds none. */
export async function insertPendingTransfer(
  tx: Db,
  order: { id: string; sellerId: string },
  amountCents: number,
): Promise<void> {
  await tx
    .insert(payouts)
    .values({
      sellerId: order.sellerId,
      amountCents,
      provider: 'stripe',
      status: 'pending',
      orderId: order.id,
    })
    .onConflictDoNothing({ target: payouts.orderId });
}

/** Pending Stripe payouts whose seller's account is enabled, oldest first. */
export function dueTransfers(db: Db, limit: number): Promise<{ id: string }[]> {
  return db
    .select({ id: payouts.id })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.sellerId))
    .where(
      and(
        eq(payouts.provider, 'stripe'),
        eq(payouts.status, 'pending'),
        eq(payoutAccounts.status, 'enabled'),
      ),
    )
    .orderBy(payouts.createdAt)
    .limit(limit);
}

/** The payout if still pending, with its seller's Stripe account, locked; undefined if another sweep holds it. */
export async function lockPendingTransfer(tx: Db, payoutId: string) {
  const [payout] = await tx
    .select({
      id: payouts.id,
      sellerId: payouts.sellerId,
      amountCents: payouts.amountCents,
      orderId: payouts.orderId,
      accountId: payoutAccounts.stripeAccountId,
    })
    .from(payouts)
    .innerJoin(payoutAccounts, eq(payoutAccounts.userId, payouts.sellerId))
    .where(and(eq(payouts.id, payoutId), eq(payouts.status, 'pending')))
    .for('update', { of: payouts, skipLocked: true });
  return payout;
}

/** Locks the seller's payout account row (FOR UPDATE) without reading it. */
export async function lockSellerAccount(tx: Db, sellerId: string): Promise<void> {
  await tx
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, sellerId))
    .for('update');
}

export async function markTransferPaid(tx: Db, payoutId: string, transferId: string): Promise<void> {
  await tx
    .update(payouts)
    .set({ status: 'paid', stripeTransferId: transferId, arrivedAt: sql`now()` })
    .where(eq(payouts.id, payoutId));
}

export async function paidPayoutOfOrder(db: Db, orderId: string): Promise<PayoutRow | undefined> {
  const [payout] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.orderId, orderId), eq(payouts.status, 'paid')));
  return payout;
}
