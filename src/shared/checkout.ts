import { z } from 'zod';
import { MAX_BUNDLE_ITEMS, MIN_BUNDLE_ITEMS } from './bundle-rules.js';
import { orderAddressSchema } from './shipments.js';

/**
 * Checkout (docs/product/05-checkout-orders.md §5.1, §5.5, §5.2; docs/product/12-engineering.md §12.1 payments; docs/product/10-decisions-beyond-the-spec.md §10.5): the create-payment-intent call, the local test-mode
 * card form and its confirm call. Every amount is integer cents and computed by the server.
 */

export const checkoutMessages = {
  listingNotFound: 'Listing not found',
  offerNotFound: 'Offer not found',
  offerNotAccepted: 'Offer must be accepted to proceed with checkout',
  invalidOffer: 'Invalid offer for this checkout',
  notYourself: 'You can only check out as yourself',
  ownListing: 'You cannot buy your own listing',
  listingSold: 'This item has already been sold',
  listingInactive: 'This listing is not available for purchase',
  initFailed: 'Failed to initialize checkout',
  paymentFailed: 'Payment Failed',
  soldToSomeoneElse: 'This item was just bought by someone else. Your payment has been refunded.',
  checkoutReplaced: 'This checkout was replaced by a newer one. Your payment has been refunded.',
  listingWithdrawn: 'The seller took this listing down. Your payment has been refunded.',
  paid: 'Payment successful! Your purchase is complete.',
  alreadyPaid: 'This payment has already been completed.',
  invalidSession: 'This checkout session is invalid or has expired. Please start checkout again.',
  listingChanged: 'This checkout has expired because the listing changed. Please start again.',
  expired: 'This checkout has expired. Please start again.',
  listingChangedRefunded: 'The listing changed before your payment arrived. Your payment has been refunded.',
  expiredRefunded: 'This checkout expired before your payment arrived. Your payment has been refunded.',
  notYourCheckout: 'This checkout belongs to another account',
  addressRequired: 'Add a shipping address to check out',
  addressNotFound: 'Shipping address not found',
  testMode: 'Test mode: no real money moves. Use card 4242 4242 4242 4242 with any future date and any CVC.',
} as const;

/** A bundle's checkout: several items of one seller, one payment, one parcel. */
export const bundleCheckoutMessages = {
  itemCount: `A bundle holds ${MIN_BUNDLE_ITEMS} to ${MAX_BUNDLE_ITEMS} different items`,
  oneSeller: 'A bundle holds items from one seller: check out each seller separately',
  itemNotFound: 'One of these items no longer exists: remove it from your bag and try again',
  itemSold: (title: string) => `"${title}" has already sold: remove it from your bag and try again`,
  itemInactive: (title: string) => `"${title}" is no longer for sale: remove it from your bag and try again`,
  itemReserved: (title: string) => `"${title}" is held for another buyer whose offer was accepted`,
  soldToSomeoneElse: (title: string) =>
    `"${title}" was just bought by someone else. Your payment has been refunded.`,
  withdrawn: (title: string) => `The seller took "${title}" down. Your payment has been refunded.`,
} as const;

/**
 * How long an open checkout holds its terms. Long enough to find a card and pass a bank's
 * 3-D Secure step; short enough that nobody pays a price the seller set long ago. Applied when a
 * checkout is confirmed or reused, and by a periodic sweep that also cancels the provider's intent.
 */
export const CHECKOUT_TTL_MINUTES = 60;

/**
 * Why an unpaid checkout was cancelled, so confirming it later says why: a newer checkout replaced it,
 * the listing's price or availability changed, it outlived CHECKOUT_TTL_MINUTES, or the item sold.
 */
export const CHECKOUT_CANCEL_REASONS = ['replaced', 'listing_changed', 'expired', 'sold'] as const;
export type CheckoutCancelReason = (typeof CHECKOUT_CANCEL_REASONS)[number];

/** The error code of a 409 that means "this checkout is stale: start again" (the page offers to). */
export const CHECKOUT_EXPIRED_CODE = 'CHECKOUT_EXPIRED';

const listingIdSchema = z
  .string({ error: checkoutMessages.listingNotFound })
  .trim()
  .min(1, checkoutMessages.listingNotFound)
  .max(100, checkoutMessages.listingNotFound);

/**
 * The spec's payload, for one listing (`listingId`, `buyerId`, `offerId?`), or a bundle's (`listingIds`:
 * 2–20 items of one seller, `offerId?` an accepted offer on exactly them); anything else the client
 * sends (an amount, fees) is ignored.
 */
export const createPaymentIntentInputSchema = z
  .object({
    listingId: listingIdSchema.optional(),
    listingIds: z
      .array(listingIdSchema, { error: bundleCheckoutMessages.itemCount })
      .min(MIN_BUNDLE_ITEMS, bundleCheckoutMessages.itemCount)
      .max(MAX_BUNDLE_ITEMS, bundleCheckoutMessages.itemCount)
      .refine((ids) => new Set(ids).size === ids.length, bundleCheckoutMessages.itemCount)
      .optional(),
    buyerId: z
      .string({ error: checkoutMessages.notYourself })
      .trim()
      .min(1, checkoutMessages.notYourself)
      .optional(),
    offerId: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : undefined)),
    /**
     * One of the buyer's saved addresses; left out, the buyer's default address is used, and
     * a buyer with none is asked to add one (400 addressRequired).
     */
    shippingAddressId: z
      .string({ error: checkoutMessages.addressNotFound })
      .trim()
      .max(100, { error: checkoutMessages.addressNotFound })
      .nullish()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((input, ctx) => {
    // One listing needs its id and the buyer's; a bundle names its items (the buyer is the session's).
    if (input.listingIds === undefined) {
      if (input.listingId === undefined)
        ctx.addIssue({ code: 'custom', path: ['listingId'], message: checkoutMessages.listingNotFound });
      if (input.buyerId === undefined)
        ctx.addIssue({ code: 'custom', path: ['buyerId'], message: checkoutMessages.notYourself });
    }
  });
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInputSchema>;

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const createPaymentIntentReplySchema = z.object({
  clientSecret: z.string(),
  /** What the buyer pays, in cents: the list price or the accepted offer, plus shipping. */
  totalAmount: z.number().int(),
  /** The shipping part of totalAmount: the parcel's rate, or 0 when the seller pays shipping. */
  shippingAmount: z.number().int(),
  /** The saved address the parcel goes to, and the copy the order keeps. */
  shippingAddressId: z.string(),
  shippingAddress: orderAddressSchema,
  /** The seller's side of the sale, in cents (the buyer pays totalAmount and nothing more). */
  fees: z.object({ sellerFee: z.number().int(), processingFee: z.number().int() }),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Only for the stripe provider: what Stripe.js is initialised with. */
  publishableKey: z.string().nullable(),
  orderId: z.string(),
  /** When this checkout stops holding its terms (ISO 8601); the page then offers to start again. */
  expiresAt: z.string(),
  purchaseType: z.enum(['direct', 'offer']),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    priceCents: z.number().int(),
  }),
  /** Every item paid for (one for a single listing), and a bundle's discount off their prices. */
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      priceCents: z.number().int(),
    }),
  ),
  discountAmount: z.number().int(),
});
export type CreatePaymentIntentReply = z.infer<typeof createPaymentIntentReplySchema>;

// ---- The local provider's card form (test mode) ----

export const cardMessages = {
  numberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
} as const;

/** Digits only: people type spaces and dashes. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. Two-digit years mean 20xx. */
export function isCardExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const firstDayAfter = new Date(Date.UTC(year, expMonth, 1));
  return firstDayAfter.getTime() <= now.getTime();
}

export const cardSchema = z.object({
  number: z
    .string({ error: cardMessages.numberInvalid })
    .max(40, { error: cardMessages.numberInvalid })
    .transform(normalizeCardNumber)
    .refine(passesLuhn, { error: cardMessages.numberInvalid }),
  expMonth: z.coerce
    .number({ error: cardMessages.expiryInvalid })
    .int({ error: cardMessages.expiryInvalid })
    .min(1, { error: cardMessages.expiryInvalid })
    .max(12, { error: cardMessages.expiryInvalid }),
  expYear: z.coerce
    .number({ error: cardMessages.expiryInvalid })
    .int({ error: cardMessages.expiryInvalid })
    .min(0, { error: cardMessages.expiryInvalid })
    .max(2100, { error: cardMessages.expiryInvalid }),
  cvc: z.string({ error: cardMessages.cvcInvalid }).regex(/^\d{3,4}$/, { error: cardMessages.cvcInvalid }),
});
export type CardInput = z.input<typeof cardSchema>;

export const localConfirmInputSchema = z
  .object({
    clientSecret: z.string({ error: checkoutMessages.invalidSession }).min(1).max(300),
    card: cardSchema,
  })
  .refine((v) => !isCardExpired(v.card.expMonth, v.card.expYear), {
    error: cardMessages.expired,
    path: ['card', 'expYear'],
  });
export type LocalConfirmInput = z.input<typeof localConfirmInputSchema>;

export const localConfirmReplySchema = z.object({
  status: z.enum(['succeeded', 'failed']),
  message: z.string(),
  /** True when the card was charged but the item had already sold: the money went straight back. */
  refunded: z.boolean(),
  orderId: z.string(),
  listingId: z.string(),
});
export type LocalConfirmReply = z.infer<typeof localConfirmReplySchema>;

/** What the Stripe webhook answers: 2xx even for events it ignores or has seen, so Stripe stops retrying. */
export const stripeWebhookReplySchema = z.object({ received: z.literal(true), handled: z.boolean() });

/** Where the provider returns the buyer after paying (docs/product/05-checkout-orders.md §5.1). */
export function paymentReturnPath(listingId: string): string {
  return `/?payment=success&listing=${encodeURIComponent(listingId)}`;
}
