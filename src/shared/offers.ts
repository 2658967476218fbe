import { z } from 'zod';
import {
  MAX_PRICE_CENTS,
  MIN_OFFER_CENTS,
  OFFER_SOON_HOURS,
  OFFER_TTL_HOURS,
  RESERVATION_HOURS,
} from './constants.js';
import { plainText } from './text-rules.js';
import { bundleOfferListingIdsSchema, offerItemSchema } from './bundle-offers.js';

/**
 * Offers (docs/product/04-offers.md §4.3, §4.4, §4.5, §4.2; docs/product/10-decisions-beyond-the-spec.md §10.5): the schemas the API validates with, the client's forms use
 * and the client's responses are typed by, plus the offer state machine.
 */

/** An offer to everyone who liked a listing is at least this much below its list price. */
export const LIKERS_DISCOUNT_PERCENT = 10;
/** A seller sends an offer to a listing's likers at most once in this many hours. */
export const LIKERS_OFFER_EVERY_HOURS = 24;
const hoursText = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

export const OFFER_STATUS_VALUES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'completed',
  // A step answered by a counter-offer: the thread goes on in the counter.
  'countered',
] as const;
export type OfferStatus = (typeof OFFER_STATUS_VALUES)[number];

/** Who made a step of an offer thread: the buyer's offers and counters, or the seller's. */
export const OFFER_MAKERS = ['buyer', 'seller'] as const;
export type OfferMaker = (typeof OFFER_MAKERS)[number];

/**
 * What the asking person may do with a step now, as every offer reply says (`actions`, from
 * offerActions below): the moves of the state machine, plus paying for an accepted step. The client
 * shows a button for each and decides nothing itself.
 */
export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'cancel', 'checkout'] as const;
export type OfferActionName = (typeof OFFER_ACTIONS)[number];

export const offerMessages = {
  tooLow: 'Offer must be at least $1.00',
  ownListing: 'Cannot Make Offer: You cannot make an offer on your own listing.',
  notYourself: 'You can only make offers as yourself',
  listingNotFound: 'Listing not found',
  listingSold: 'This item has already been sold',
  listingInactive: 'This listing is not available right now',
  notFound: 'Offer not found',
  notPending: 'This offer is no longer pending',
  onlySellerAccepts: 'Only the seller can accept this offer',
  onlySellerDeclines: 'Only the seller can decline this offer',
  onlyBuyerCancels: 'Only the buyer can cancel this offer',
  notYours: 'You can only see offers you made or received',
  listOwnOnly: 'You can only see your own offers',
  listNeedsOneId: 'Provide either buyerId or sellerId',
  messageTooLong: 'Message must be at most 500 characters',
  amountNotNumber: 'Offer amount must be a number of cents',
  tooHigh: 'Offer must be at most $999,999.99',
  rateLimited: 'You have made a lot of offers in a short time. Please wait a few minutes and try again.',
  // Negotiation.
  notYourTurn: 'It is the other side’s turn to answer this offer',
  sellerCounterTooLow: 'A counter-offer must be more than the buyer’s offer',
  buyerCounterTooHigh: 'A counter-offer must be less than the seller’s price',
  onlySellerToLikers: 'Only the seller can send an offer to the people who liked this listing',
  likersOfferTooHigh: `An offer to likers must be at least ${LIKERS_DISCOUNT_PERCENT}% below the list price`,
  likersOfferTooSoon: 'You sent an offer to the likers of this listing less than 24 hours ago',
  noLikers: 'Nobody has liked this listing yet',
  countered: 'Counter-offer sent',
  // Reservations: an accepted offer holds the listing for its buyer for RESERVATION_HOURS.
  alreadyReserved: `You already accepted an offer on this item: it is reserved for that buyer until they pay or ${hoursText(RESERVATION_HOURS)} pass`,
  reservedForOther: `This item is reserved for a buyer whose offer was accepted. It is for sale again if they do not pay within ${hoursText(RESERVATION_HOURS)}.`,
  acceptanceLapsed: `This accepted offer lapsed: it was not paid within ${hoursText(RESERVATION_HOURS)} of being accepted. You can make a new offer or buy at the list price.`,
  reservedRefunded:
    'This item was reserved for a buyer whose offer was accepted, so your payment has been refunded.',
  sentToLikers: (n: number) => `Offer sent to ${n} ${n === 1 ? 'person' : 'people'} who liked this`,
} as const;

/** 'Offer cannot be more than the list price of $40.00' — built from integer cents, no float maths. */
export function offerAbovePriceMessage(priceCents: number): string {
  const dollars = `${Math.floor(priceCents / 100).toLocaleString('en-US')}.${String(priceCents % 100).padStart(2, '0')}`;
  return `Offer cannot be more than the list price of $${dollars}`;
}

export const OFFER_MESSAGE_MAX = 500;

const optionalMessage = z
  .string()
  .refine(...plainText('Message'))
  .trim()
  .max(OFFER_MESSAGE_MAX, { error: offerMessages.messageTooLong })
  .nullish()
  .transform((v) => (v ? v : null));

const offerCentsSchema = z
  .number({ error: offerMessages.amountNotNumber })
  .int({ error: 'Offer must be a whole number of cents' })
  .min(MIN_OFFER_CENTS, { error: offerMessages.tooLow })
  .max(MAX_PRICE_CENTS, { error: offerMessages.tooHigh });

/**
 * POST /api/offers/:id/counter. The bounds that depend on the thread (above the buyer's
 * offer and at most the list price for the seller, below the seller's price for the buyer) are the
 * server's.
 */
export const counterOfferInputSchema = z.strictObject({
  offerCents: offerCentsSchema,
  message: optionalMessage,
});
export type CounterOfferInput = z.input<typeof counterOfferInputSchema>;

/** POST /api/listings/:id/offer-to-likers: at most (100 − LIKERS_DISCOUNT_PERCENT)% of the list price. */
export const likersOfferInputSchema = z.strictObject({ offerCents: offerCentsSchema });
export const likersOfferReplySchema = z.object({
  /** How many people who liked the listing got the offer (those already negotiating keep their thread). */
  sent: z.number().int(),
});

/** The most an offer to likers may be: LIKERS_DISCOUNT_PERCENT below the list price, in whole cents. */
export const maxLikersOfferCents = (priceCents: number) =>
  Math.floor((priceCents * (100 - LIKERS_DISCOUNT_PERCENT)) / 100);

/**
 * POST /api/offers. `expiresAt` is accepted for compatibility with the spec's client and ignored: the
 * server sets it to 48 hours from now. The upper bound (the list price) is checked by the server.
 */
export const createOfferInputSchema = z
  .object({
    listingId: z
      .string({ error: offerMessages.listingNotFound })
      .trim()
      .min(1, offerMessages.listingNotFound)
      .max(100, offerMessages.listingNotFound)
      .optional(),
    /** An offer on a bundle (bundle-offers.ts): its 2–20 items; the buyer is the session's. */
    listingIds: bundleOfferListingIdsSchema.optional(),
    buyerId: z
      .string({ error: offerMessages.notYourself })
      .trim()
      .min(1, offerMessages.notYourself)
      .max(100)
      .optional(),
    offerCents: offerCentsSchema,
    message: optionalMessage,
    expiresAt: z.unknown().optional(),
  })
  .superRefine((input, ctx) => {
    // One listing needs its id and the buyer's, as the spec's payload has them.
    if (input.listingIds === undefined) {
      if (input.listingId === undefined)
        ctx.addIssue({ code: 'custom', path: ['listingId'], message: offerMessages.listingNotFound });
      if (input.buyerId === undefined)
        ctx.addIssue({ code: 'custom', path: ['buyerId'], message: offerMessages.notYourself });
    }
  });
export type CreateOfferInput = z.input<typeof createOfferInputSchema>;

/**
 * The offer dialog's form: dollars typed by a person, bounded by the list price (docs/product/04-offers.md §4.1), or
 * a bundle's total with its own wording (`aboveMessage`).
 */
export function offerFormSchema(listPriceCents: number, aboveMessage?: string) {
  return z.object({
    amount: z
      .number({ error: offerMessages.tooLow })
      .min(MIN_OFFER_CENTS / 100, { error: offerMessages.tooLow })
      .max(listPriceCents / 100, { error: aboveMessage ?? offerAbovePriceMessage(listPriceCents) }),
    message: z.string().trim().max(OFFER_MESSAGE_MAX, { error: offerMessages.messageTooLong }).optional(),
  });
}

export const listOffersQuerySchema = z.object({
  buyerId: z.string().trim().min(1).optional(),
  sellerId: z.string().trim().min(1).optional(),
});

/** What a seller would take home if they accept (docs/product/10-decisions-beyond-the-spec.md §10.1: fees are never a surprise). */
export const offerEarningsSchema = z.object({
  sellerFeeCents: z.number().int(),
  processingFeeCents: z.number().int(),
  /** The label the seller pays for when the listing ships free (0 when the buyer pays shipping). */
  shippingLabelCents: z.number().int(),
  earningsCents: z.number().int(),
});

export const offerSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  offerCents: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(OFFER_STATUS_VALUES),
  expiresAt: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The thread this step belongs to: the id of its first offer. */
  threadId: z.string(),
  /** Who made this step: the buyer's offer or counter, or the seller's counter or offer to likers. */
  madeBy: z.enum(OFFER_MAKERS),
  /** The seller's offer to everyone who liked the listing. */
  toLikers: z.boolean(),
  listing: z.object({
    id: z.string(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    priceCents: z.number().int(),
    isSold: z.boolean(),
    isActive: z.boolean(),
    /** Whether an accepted offer holds the listing now (for this step's buyer or another). */
    reserved: z.boolean(),
  }),
  buyer: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  seller: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  /** Every item the offer is for, in order: the listing alone, or a bundle's 2–20 items. */
  items: z.array(offerItemSchema),
  /** Only on the seller's view of an offer; null for the buyer. */
  earnings: offerEarningsSchema.nullable(),
  /** What the asking person may do with this step now (offerActions); empty when it is not their turn. */
  actions: z.array(z.enum(OFFER_ACTIONS)),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerReplySchema = z.object({ offer: offerSchema });
export const offersReplySchema = z.object({ offers: z.array(offerSchema) });

// ---- The offer state machine (docs/product/10-decisions-beyond-the-spec.md §10.5) ----

export type OfferAction = 'accept' | 'decline' | 'cancel';
/** Every move on a pending step: the three answers of the spec plus a counter-offer. */
export type OfferMove = OfferAction | 'counter';
export type OfferRole = 'buyer' | 'seller';

/**
 * Who may make each move on a step, by who made it: the other party answers (accept, decline, counter),
 * the maker withdraws. The refusals keep the spec's words for a buyer's offer (a buyer accepting their
 * own offer is told only the seller accepts); on a seller's step the seller is simply out of turn.
 */
const MOVE_RULES: Record<
  OfferMove,
  { to: OfferStatus; byMaker: boolean; refusal: Record<OfferMaker, string> }
> = {
  accept: {
    to: 'accepted',
    byMaker: false,
    refusal: { buyer: offerMessages.onlySellerAccepts, seller: offerMessages.notYourTurn },
  },
  decline: {
    to: 'declined',
    byMaker: false,
    refusal: { buyer: offerMessages.onlySellerDeclines, seller: offerMessages.notYourTurn },
  },
  counter: {
    to: 'countered',
    byMaker: false,
    refusal: { buyer: offerMessages.notYourTurn, seller: offerMessages.notYourTurn },
  },
  cancel: {
    to: 'cancelled',
    byMaker: true,
    refusal: { buyer: offerMessages.onlyBuyerCancels, seller: offerMessages.notYourTurn },
  },
};

export type OfferTransition =
  { ok: true; to: OfferStatus } | { ok: false; reason: 'forbidden' | 'not_pending'; message: string };

/**
 * Whether `role` may make `move` on a step in `status` made by `madeBy` (the spec's offers are the
 * buyer's). Only a pending step moves. The server applies the move with a conditional UPDATE, so two
 * people (or two tabs) acting at once still leave exactly one outcome.
 */
export function offerTransition(
  status: OfferStatus,
  move: OfferMove,
  role: OfferRole,
  madeBy: OfferMaker = 'buyer',
): OfferTransition {
  const rule = MOVE_RULES[move];
  if ((role === madeBy) !== rule.byMaker) {
    return { ok: false, reason: 'forbidden', message: rule.refusal[madeBy] };
  }
  if (status !== 'pending') return { ok: false, reason: 'not_pending', message: offerMessages.notPending };
  return { ok: true, to: rule.to };
}

/**
 * The amounts a counter to `step` may name, or the refusal: the seller asks more than the
 * buyer offered and at most the list price; the buyer offers less than the seller asked (the schema
 * keeps it at least MIN_OFFER_CENTS).
 */
export function counterRefusal(
  step: { offerCents: number; madeBy: OfferMaker },
  offerCents: number,
  listPriceCents: number,
): string | null {
  if (step.madeBy === 'buyer') {
    if (offerCents <= step.offerCents) return offerMessages.sellerCounterTooLow;
    if (offerCents > listPriceCents) return offerAbovePriceMessage(listPriceCents);
    return null;
  }
  return offerCents < step.offerCents ? null : offerMessages.buyerCounterTooHigh;
}

/** When an offer made at `createdAt` lapses. */
export function offerExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + OFFER_TTL_HOURS * 60 * 60 * 1000);
}

/** The red 'Soon' flag: pending with 6 hours or less left (docs/product/04-offers.md §4.6). */
export function isOfferExpiringSoon(
  offer: { status: OfferStatus; expiresAt: string | Date },
  now = new Date(),
) {
  const left = new Date(offer.expiresAt).getTime() - now.getTime();
  return offer.status === 'pending' && left > 0 && left <= OFFER_SOON_HOURS * 60 * 60 * 1000;
}
