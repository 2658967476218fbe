import { z } from 'zod';
import { formatCents } from './money.js';
import { plainText } from './text-rules.js';

/**
 * Sellers' money: an append-only ledger of every movement, in integer cents, tied to its
 * cause. A balance is the sum of a bucket's entries, never a stored number: pending (sales whose order
 * has not completed), available (completed, not paid out) and paid out.
 */

export const LEDGER_BUCKETS = ['pending', 'available', 'paid_out'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

/**
 * Why money moved. A sale books its price and, against it, the seller fee, payment processing and (with
 * free shipping) the label, all pending; completion releases the net out of pending into available; a
 * refund takes the order's net back out of whichever bucket holds it; a payout moves available to
 * paid out (and a failed one moves it back).
 */
export const LEDGER_KINDS = [
  'sale',
  'seller_fee',
  'processing_fee',
  'shipping_label',
  'release',
  'refund',
  'partial_refund',
  'payout',
  'payout_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  sale: 'Sale',
  seller_fee: 'Seller fee',
  processing_fee: 'Payment processing',
  shipping_label: 'Shipping label',
  release: 'Released: order completed',
  refund: 'Refunded to the buyer',
  partial_refund: 'Partly refunded to the buyer',
  payout: 'Payout',
  payout_reversal: 'Payout returned',
};

/** A payout request is at least this much: smaller ones cost more to move than they are worth. */
export const MIN_PAYOUT_CENTS = 100;
export const EARNINGS_PAGE_SIZE = 50;

export const earningsMessages = {
  payoutTooSmall: `A payout must be at least ${formatCents(MIN_PAYOUT_CENTS)}`,
  payoutTooLarge: 'You can pay out at most your available balance',
  payoutRateLimited: 'Too many payout requests. Try again in a while.',
  payoutAmountInvalid: 'Enter the amount in cents as a whole number',
  noPayoutAccount: 'Add a payout account first',
  payoutAccountNotReady: 'Your payout account is not ready yet: finish setting it up first',
  stripePaysAutomatically:
    'With Stripe, your earnings are transferred to your account when each order completes',
  localOnly: 'Test bank accounts are only for test mode',
  stripeOnly: 'Stripe onboarding is not enabled: add a test bank account instead',
  holderRequired: 'Enter the account holder’s name',
  holderTooLong: 'Account holder must be at most 100 characters',
  routingInvalid: 'Enter a 9-digit US routing number',
  accountInvalid: 'Enter an account number of 4 to 17 digits',
  // Page and toasts.
  payoutSent: 'Payout sent',
  accountSaved: 'Payout account saved',
  waitingForAccount: 'Your earnings are waiting for a payout account. Add one to get paid.',
  testBank: 'Test mode: no real bank account is used. Try routing number 110000000 and account 000123456789.',
} as const;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  bucket: z.enum(LEDGER_BUCKETS),
  /** Signed: money into the bucket is positive. */
  amountCents: z.number().int(),
  orderId: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The item the order was for, when the entry is about an order. */
  listingTitle: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const earningsQuerySchema = z.object({
  /** The nextCursor of the previous page. */
  cursor: z.string().max(200).optional(),
});

export const earningsReplySchema = z.object({
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
  paidOutCents: z.number().int(),
  /** Newest first, EARNINGS_PAGE_SIZE at a time. */
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type EarningsReply = z.infer<typeof earningsReplySchema>;

// ---- Payout accounts ----

export const PAYOUT_PROVIDERS = ['local', 'stripe'] as const;
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'requirements_due'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const payoutAccountSchema = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  provider: z.enum(PAYOUT_PROVIDERS),
  /** The local provider's accounts are test accounts: the page says so. */
  testMode: z.boolean(),
  /** The last four digits of the bank account, when known. */
  bankLast4: z.string().nullable(),
  /** What Stripe still needs from the seller (its requirement names); empty when nothing. */
  requirementsDue: z.array(z.string()),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;
export const payoutAccountReplySchema = z.object({ account: payoutAccountSchema });

/** The ABA checksum every US routing number carries (3-7-1 weights, a multiple of ten). */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

/** POST /api/payout-account: the local provider's test bank account. */
export const testBankAccountInputSchema = z.strictObject({
  accountHolder: z
    .string({ error: earningsMessages.holderRequired })
    .refine(...plainText('Account holder'))
    .trim()
    .min(1, { error: earningsMessages.holderRequired, abort: true })
    .max(100, { error: earningsMessages.holderTooLong }),
  routingNumber: z
    .string({ error: earningsMessages.routingInvalid })
    .trim()
    .refine(isRoutingNumber, { error: earningsMessages.routingInvalid }),
  accountNumber: z
    .string({ error: earningsMessages.accountInvalid })
    .trim()
    .regex(/^\d{4,17}$/, { error: earningsMessages.accountInvalid }),
});
export type TestBankAccountInput = z.infer<typeof testBankAccountInputSchema>;

export const onboardingReplySchema = z.object({ url: z.string() });

// ---- Payouts ----

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;

export const createPayoutInputSchema = z.strictObject({
  amountCents: z
    .number({ error: earningsMessages.payoutAmountInvalid })
    .int({ error: earningsMessages.payoutAmountInvalid })
    .min(MIN_PAYOUT_CENTS, { error: earningsMessages.payoutTooSmall })
    .max(100_000_000, { error: earningsMessages.payoutTooLarge }),
});

export const payoutSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  provider: z.enum(PAYOUT_PROVIDERS),
  /** The order whose completion transferred it (Stripe), or null for a payout the seller asked for. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;
export const payoutReplySchema = z.object({ payout: payoutSchema });
export const payoutsReplySchema = z.object({ payouts: z.array(payoutSchema) });
