import { z } from 'zod';
import { addDays, CONFIRM_WITHIN_DAYS } from './order-timers.js';
import { plainText } from './text-rules.js';

/**
 * Claims: a buyer whose parcel is not what was promised reports a problem within the
 * confirmation window after delivery (or when a shipped parcel has not arrived NOT_RECEIVED_AFTER_DAYS
 * after shipping). The order's timer stops and the seller's earnings stay held. The seller answers
 * within SELLER_ANSWER_DAYS — refund in full, ask for the item back (a prepaid return label; the refund
 * follows the return's delivery), or disagree — and disagreeing, or not answering, sends the claim to
 * Rethread's operators, who refund in full or in part or release the money to the seller.
 */

export const CLAIM_REASONS = ['not_as_described', 'damaged', 'wrong_item', 'not_received'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  not_as_described: 'Not as described',
  damaged: 'Arrived damaged',
  wrong_item: 'Wrong item',
  not_received: 'Never arrived',
};

/**
 * awaiting_seller → (refund) resolved · (return) return_requested → (return delivered) resolved ·
 * (disagree or no answer) awaiting_operator → (operator decision) resolved.
 */
export const CLAIM_STATUSES = [
  'awaiting_seller',
  'return_requested',
  'awaiting_operator',
  'resolved',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** How a resolved claim ended: the buyer refunded in full or in part, or the money released to the seller. */
export const CLAIM_RESOLUTIONS = ['refunded', 'partially_refunded', 'released'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

/** Why a claim reached the operators. */
export const CLAIM_ESCALATIONS = ['seller_disagreed', 'seller_did_not_answer'] as const;
export type ClaimEscalation = (typeof CLAIM_ESCALATIONS)[number];

/** Where the item on its way back stands. */
export const RETURN_STATUSES = ['label_ready', 'in_transit', 'delivered'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The seller answers a claim within this many days; then it goes to the operators. */
export const SELLER_ANSWER_DAYS = 2;
/** A shipped parcel that has not arrived this many days after shipping may be claimed as not received. */
export const NOT_RECEIVED_AFTER_DAYS = 7;
/** The buyer ships a requested return within this many days, or the claim closes in the seller's favour. */
export const RETURN_SHIP_WITHIN_DAYS = 5;
export const MAX_CLAIM_PHOTOS = 5;
export const CLAIM_MESSAGE_MAX_LENGTH = 2000;
export const CLAIM_NOTE_MAX_LENGTH = 1000;

export const claimMessages = {
  notFound: 'Claim not found',
  orderNotFound: 'Order not found',
  onlyBuyer: 'Only the buyer can report a problem with this order',
  onlySeller: 'Only the seller can answer this claim',
  alreadyClaimed: 'A problem has already been reported for this order',
  notOpenYet: `You can report a parcel as not received once it has been on its way for ${NOT_RECEIVED_AFTER_DAYS} days`,
  notClaimable: 'A problem can be reported after delivery, before the order completes',
  notReceivedAfterDelivery: 'The parcel was delivered: choose what is wrong with it',
  notDeliveredYet: 'The parcel has not been delivered yet: report it as not received',
  reasonRequired: 'Choose what went wrong',
  itemNotInOrder: 'Choose one of the items in this order',
  messageRequired: 'Describe the problem',
  messageTooLong: `The description can be at most ${CLAIM_MESSAGE_MAX_LENGTH} characters`,
  tooManyPhotos: `Add at most ${MAX_CLAIM_PHOTOS} photos`,
  photoNotYours: 'Photos must be ones you uploaded',
  actionRequired: 'Choose how to answer the claim',
  disagreeNeedsNote: 'Say why you disagree',
  noteTooLong: `The note can be at most ${CLAIM_NOTE_MAX_LENGTH} characters`,
  notAwaitingSeller: 'This claim is no longer waiting for your answer',
  returnNeedsAddress: 'Add a ship-from address so the return label can be made',
  returnLabelNotReady: 'There is no return label for this claim',
  returnTrackingDone: 'The return has already been delivered',
  testTrackingOnly: 'Only a test-mode return label can be moved by hand',
  // The page's words and toasts.
  reported: 'Problem reported',
  answered: 'Answer sent',
} as const;

const noteSchema = z
  .string({ error: claimMessages.noteTooLong })
  .refine(...plainText('Note'))
  .trim()
  .max(CLAIM_NOTE_MAX_LENGTH, { error: claimMessages.noteTooLong });

/** POST /api/orders/:id/claims */
export const createClaimInputSchema = z.strictObject({
  reason: z.enum(CLAIM_REASONS, { error: claimMessages.reasonRequired }),
  message: z
    .string({ error: claimMessages.messageRequired })
    .refine(...plainText('Description'))
    .trim()
    .min(1, { error: claimMessages.messageRequired, abort: true })
    .max(CLAIM_MESSAGE_MAX_LENGTH, { error: claimMessages.messageTooLong }),
  photos: z
    .array(z.string().max(500), { error: claimMessages.tooManyPhotos })
    .max(MAX_CLAIM_PHOTOS, { error: claimMessages.tooManyPhotos })
    .default([]),
  /** On an order of several items, the one the problem is with; left out, the whole order. */
  listingId: z
    .string({ error: claimMessages.itemNotInOrder })
    .trim()
    .max(100, { error: claimMessages.itemNotInOrder })
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type CreateClaimInput = z.input<typeof createClaimInputSchema>;

/** POST /api/claims/:id/respond: the seller's answer. */
export const respondClaimInputSchema = z
  .strictObject({
    action: z.enum(['refund', 'return', 'disagree'], { error: claimMessages.actionRequired }),
    note: noteSchema.optional(),
  })
  .refine((v) => v.action !== 'disagree' || (v.note ?? '').length > 0, {
    error: claimMessages.disagreeNeedsNote,
    path: ['note'],
  });
export type RespondClaimInput = z.input<typeof respondClaimInputSchema>;

export const claimEventSchema = z.object({
  at: z.string(),
  title: z.string(),
  /** Who said it, in their words, when a person did. */
  note: z.string().nullable(),
});

export const claimSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(CLAIM_STATUSES),
  reason: z.enum(CLAIM_REASONS),
  message: z.string(),
  photos: z.array(z.string()),
  sellerNote: z.string().nullable(),
  /** Until when the seller may answer (ISO), while they may. */
  answerBy: z.string().nullable(),
  escalation: z.enum(CLAIM_ESCALATIONS).nullable(),
  resolution: z.enum(CLAIM_RESOLUTIONS).nullable(),
  /** What went back to the buyer, in cents (null until resolved; 0 when released to the seller). */
  refundCents: z.number().int().nullable(),
  /**
   * The one item of a bundle the problem is with (null: the whole order). Refunding it returns that
   * item's share of what was paid for the items (itemShareCents), not the shipping.
   */
  item: z.object({ id: z.string(), title: z.string(), shareCents: z.number().int() }).nullable(),
  /** The operator's reason for their decision, shown to both sides. */
  decisionNote: z.string().nullable(),
  /** The prepaid return label, once the seller asked for the item back. */
  returnShipment: z
    .object({
      status: z.enum(RETURN_STATUSES),
      carrier: z.string(),
      trackingNumber: z.string(),
      trackingUrl: z.string().nullable(),
      testMode: z.boolean(),
      /** Ship it back by then (ISO), while it has not been shipped. */
      shipBy: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  timeline: z.array(claimEventSchema),
  /** The order's total the buyer paid, the most a refund can be. */
  orderTotalCents: z.number().int(),
  listing: z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  buyer: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  seller: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  /** Which side the viewer is on: an operator reads every claim. */
  viewerRole: z.enum(['buyer', 'seller', 'operator']),
});
export type Claim = z.infer<typeof claimSchema>;
export const claimReplySchema = z.object({ claim: claimSchema });

/** What an order carries about its claim: enough for the order page and the cards. */
export const orderClaimSchema = z.object({
  id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  resolution: z.enum(CLAIM_RESOLUTIONS).nullable(),
});
export type OrderClaim = z.infer<typeof orderClaimSchema>;

/** The return label's PDF is the buyer's to print; the path is under the claim. */
export const claimPath = (id: string) => `/claims/${encodeURIComponent(id)}`;

/**
 * When the buyer of an order in this state may report a problem: from delivery until the order
 * completes by itself, or — a parcel shipped and not delivered — from NOT_RECEIVED_AFTER_DAYS after
 * shipping (as not received) for as long as it stays undelivered. Null when no claim can be made. The
 * server's guard and the order page read the same window.
 */
export function claimWindowOf(order: {
  status: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}): { opensAt: Date; closesAt: Date | null; notReceivedOnly: boolean } | null {
  if (order.status === 'delivered' && order.deliveredAt) {
    return {
      opensAt: order.deliveredAt,
      closesAt: addDays(order.deliveredAt, CONFIRM_WITHIN_DAYS),
      notReceivedOnly: false,
    };
  }
  if (order.status === 'shipped' && order.shippedAt) {
    return {
      opensAt: addDays(order.shippedAt, NOT_RECEIVED_AFTER_DAYS),
      closesAt: null,
      notReceivedOnly: true,
    };
  }
  return null;
}

/**
 * One item's share of what the buyer paid for a bundle's items: its price's part of the items' prices,
 * applied to the amount paid for them (after the bundle discount or at the accepted offer), to the cent.
 */
export function itemShareCents(paidForItemsCents: number, itemPriceCents: number, itemsPriceCents: number): number {
  if (itemsPriceCents <= 0) return 0;
  return Math.round((paidForItemsCents * itemPriceCents) / itemsPriceCents);
}
