// Sellers' money: the ledger, payout accounts and payouts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  LEDGER_BUCKETS,
  LEDGER_KINDS,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
} from '../../../shared/earnings.js';
import { createdAt, id, sqlList, tsz } from './columns.js';
import { orders } from './commerce.js';
import { ownedBy, users } from './people.js';

/** Where a seller's payouts go: a test bank account (local) or their Stripe Connect Express account. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull().default('pending'),
    stripeAccountId: text('stripe_account_id').unique(),
    accountHolder: text('account_holder'),
    bankLast4: text('bank_last4'),
    requirementsDue: text('requirements_due')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payout_accounts_status_valid', sql`${t.status} in ${sql.raw(sqlList(PAYOUT_ACCOUNT_STATUSES))}`),
    check('payout_accounts_provider_valid', sql`${t.provider} in ${sql.raw(sqlList(PAYOUT_PROVIDERS))}`),
  ],
);

/** Money leaving the platform for a seller: asked for (local) or transferred on completion (Stripe). */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    sellerId: ownedBy('seller_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull(),
    // A Stripe transfer is per order: at most one per order, whatever retries.
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    stripeTransferId: text('stripe_transfer_id').unique(),
    createdAt: createdAt(),
    arrivedAt: tsz('arrived_at'),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId, t.createdAt),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_status_valid', sql`${t.status} in ${sql.raw(sqlList(PAYOUT_STATUSES))}`),
  ],
);

/**
 * The ledger: every movement of a seller's money, append-only, signed (into the bucket is positive),
 * tied to its cause. Balances are sums of it. Each cause writes each of its entries once — the unique
 * indexes make a repeated completion, refund or payout step a no-op instead of a second movement.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    sellerId: ownedBy('seller_id'),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    bucket: text('bucket', { enum: LEDGER_BUCKETS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_seller_idx').on(t.sellerId, t.createdAt, t.id),
    uniqueIndex('ledger_entries_order_once')
      .on(t.orderId, t.kind, t.bucket)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('ledger_entries_payout_once')
      .on(t.payoutId, t.kind, t.bucket)
      .where(sql`${t.payoutId} is not null`),
    check('ledger_entries_kind_valid', sql`${t.kind} in ${sql.raw(sqlList(LEDGER_KINDS))}`),
    check('ledger_entries_bucket_valid', sql`${t.bucket} in ${sql.raw(sqlList(LEDGER_BUCKETS))}`),
    check('ledger_entries_has_cause', sql`${t.orderId} is not null or ${t.payoutId} is not null`),
  ],
);
