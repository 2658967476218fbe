import { z } from 'zod';
import { orderClaimSchema } from './claims.js';
import { ORDER_ACTIONS } from './order-machine.js';
import { AUTO_CANCEL_AFTER_DAYS, SHIP_WITHIN_BUSINESS_DAYS } from './order-timers.js';
import { orderAddressSchema, orderShipmentSchema, timelineEntrySchema } from './shipments.js';
import { parcelSizeSchema, shippingPayerSchema } from './shipping.js';

/**
 * Orders (docs/product/10-decisions-beyond-the-spec.md §10.6): pending → paid → shipped → delivered →
 * completed; pending → cancelled; paid → refunded (a double sale, or not shipped in time: order-timers.ts);
 * shipped or delivered → disputed while a claim is open (claims.ts) → refunded, or completed
 * when the money goes to the seller (in full, or less a partial refund).
 * Buyers see 'Purchases', sellers 'Sales'.
 */

export const ORDER_STATUS_VALUES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'disputed',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** The states of a sale that took the listing: at most one order per listing is in one of them. */
export const SOLD_ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'disputed', 'completed'] as const;

/** Whether an order is a sale that took its listing (paid and not undone): see SOLD_ORDER_STATUSES. */
export const isSold = (status: string): boolean =>
  (SOLD_ORDER_STATUSES as readonly string[]).includes(status);

export const orderMessages = {
  notFound: 'Order not found',
  roleRequired: "Choose role 'buyer' or 'seller'",
  onlySellerShips: 'Only the seller can mark this order as shipped',
  onlyBuyerReceives: 'Only the buyer can confirm this order was received',
  notPaid: 'Only a paid order can be marked as shipped',
  notShipped: 'Only a shipped order can be marked as received',
  carrierRequired: 'Carrier is required',
  carrierTooLong: 'Carrier must be at most 50 characters',
  trackingRequired: 'Tracking number is required',
  trackingInvalid: 'Tracking number may contain only letters, digits, spaces and dashes (at most 60)',
  onlyBuyerConfirms: 'Only the buyer can confirm this order',
  notDelivered: 'Only a delivered order can be confirmed, and only once',
  onlyBuyerCancels: 'Only the buyer can cancel this order',
  notCancellable: 'Only a paid order that has not shipped can be cancelled',
  /** Refund reasons kept on the order and shown to both sides. */
  cancelledByBuyer: `Cancelled by the buyer: not shipped within ${SHIP_WITHIN_BUSINESS_DAYS} business days. Refunded in full.`,
  cancelledUnshipped: `Cancelled automatically: not shipped within ${AUTO_CANCEL_AFTER_DAYS} days. Refunded in full.`,
} as const;

const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A deadline as both sides read it, in UTC as the timers count: "Wed, Dec 2, 3:04 PM UTC". */
export const formatDeadline = (at: Date) => deadlineFormat.format(at);

/**
 * Where a refund goes and when, as the e-mails and notices of every refund say it: back to the card
 * it was paid with (the payment provider refunds the original charge), in the banks' usual time.
 */
export const REFUND_ARRIVAL =
  'It goes back to the card you paid with; banks usually show it within 5–10 business days.';

/** A shipping address on one line, as a receipt prints it. */
export const addressLine = (to: {
  name: string;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  zip: string;
}) => [to.name, to.line1, to.line2, `${to.city}, ${to.state} ${to.zip}`].filter(Boolean).join(', ');

/** What the order page says about the timers and their buttons. */
export const orderTimerCopy = {
  confirm: 'Everything is OK',
  confirmTitle: (total: string, seller: string) => `Release ${total} to @${seller}?`,
  confirmDescription: (total: string, seller: string) => [
    `Saying everything is OK completes the order: the ${total} you paid is released to @${seller}, and your window to report a problem with it closes.`,
    'This cannot be undone. If something is wrong with the item, close this and choose Report a problem instead.',
  ],
  notYet: 'Not yet',
  confirmed: 'Order complete',
  confirmedDescription: 'Thanks for confirming everything is OK.',
  confirmFailed: 'Failed to confirm the order',
  cancel: 'Cancel order',
  cancelTitle: 'Cancel this order?',
  // A cancelled sale leaves the listing off sale (orders.cancel.ts): the seller decides whether to list it again.
  cancelDescription: (total: string) => [
    `The seller did not ship it by the ship-by date. The ${total} you paid goes back to the card you paid with, in full; the order cannot be reopened.`,
    'The item stays off sale: the seller decides whether to list it again.',
  ],
  keep: 'Keep the order',
  cancelled: 'Order cancelled',
  cancelledDescription: 'Your payment is refunded in full.',
  cancelFailed: 'Failed to cancel the order',
} as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} left`;

/** The countdown line of an order card; days are formatted by the viewer's clock ("Wed, Dec 2"). */
export const orderCountdownCopy = {
  shipBy: (day: string, left: string) => `Ship by ${day} · ${left}`,
  daysLeft: (days: number) => plural(days, 'day'),
  hoursLeft: (hours: number) => plural(hours, 'hour'),
  shipByPassedBuyer: (day: string, cancelDay: string) =>
    `Not shipped by ${day}: you can cancel for a full refund · cancelled by itself on ${cancelDay}`,
  shipByPassedSeller: (day: string, cancelDay: string) =>
    `Ship-by date passed (${day}): the buyer may cancel · cancelled and refunded on ${cancelDay} if not shipped`,
  completesBuyer: (day: string) => `Completes on ${day} unless you report a problem`,
  completesSeller: (day: string) => `Completes on ${day} unless the buyer reports a problem`,
} as const;

/** The 409 a buyer gets for cancelling while the seller still has time to ship. */
export const cancelTooEarlyMessage = (shipBy: Date) =>
  `The seller has until ${formatDeadline(shipBy)} to ship. If it has not shipped by then, you can cancel for a full refund.`;

const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/**
 * The card that paid, as the receipt and the buyer's order page say it: "Visa •••• 4242", or
 * "Card •••• 4242" when the brand is not known; null when the last four digits are not known.
 */
export function paidWithCard(card: { brand: string | null; last4: string | null }): string | null {
  if (!card.last4) return null;
  const brand = (card.brand && CARD_BRANDS[card.brand.toLowerCase()]) || 'Card';
  return `${brand} •••• ${card.last4}`;
}

export const ordersQuerySchema = z.object({
  role: z.enum(['buyer', 'seller'], { error: orderMessages.roleRequired }),
});
export type OrdersRole = z.infer<typeof ordersQuerySchema>['role'];

export const shipOrderInputSchema = z.object({
  carrier: z
    .string({ error: orderMessages.carrierRequired })
    .trim()
    .min(1, { error: orderMessages.carrierRequired, abort: true })
    .max(50, { error: orderMessages.carrierTooLong }),
  trackingNumber: z
    .string({ error: orderMessages.trackingRequired })
    .trim()
    .min(1, { error: orderMessages.trackingRequired, abort: true })
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,59}$/, { error: orderMessages.trackingInvalid }),
});
export type ShipOrderInput = z.infer<typeof shipOrderInputSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** Which side of the order the asking person is on: its buttons and wording follow. */
  role: z.enum(['buyer', 'seller']),
  status: z.enum(ORDER_STATUS_VALUES),
  listingId: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  offerId: z.string().nullable(),
  /** What the buyer paid for the items: the price, the accepted offer, or a bundle's prices less its discount. */
  priceCents: z.number().int(),
  /** A bundle's discount off its items' prices (0 for a single item). */
  discountCents: z.number().int(),
  itemCount: z.number().int(),
  /** Every item in the parcel, the first being `listing`; prices as sold, before any bundle discount. */
  items: z.array(
    z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable(), priceCents: z.number().int() }),
  ),
  feeCents: z.number().int(),
  processingFeeCents: z.number().int(),
  /** What the buyer paid for shipping on top of the price (0 with free shipping or on older orders). */
  shippingCents: z.number().int(),
  /** What the buyer paid: price + shipping. */
  totalCents: z.number().int(),
  /** The card that paid ("Visa •••• 4242"), on the buyer's view only; null when not known. */
  paidWith: z.string().nullable(),
  parcelSize: parcelSizeSchema,
  shippingPayer: shippingPayerSchema,
  /**
   * Where the parcel goes: the buyer sees it always; the seller until 30 days after the order
   * completes (SHIP_TO_VISIBLE_DAYS_AFTER_COMPLETION); null on orders made before addresses.
   */
  shipTo: orderAddressSchema.nullable(),
  /** The prepaid label and its tracking; null until the order is paid. */
  shipment: orderShipmentSchema.nullable(),
  /** The carrier's public tracking page for carrier + trackingNumber, when the carrier is known. */
  trackingUrl: z.string().nullable(),
  /** What happened so far, oldest first. */
  timeline: z.array(timelineEntrySchema),
  /** The buyer's claim on this order, if one was made. */
  claim: orderClaimSchema.nullable(),
  /**
   * When the buyer may report a problem (ISO): after delivery until the order completes, or
   * a shipped parcel from NOT_RECEIVED_AFTER_DAYS after shipping as not received. Null on the seller's
   * view and when no claim can be made (one already made, not shipped, completed, refunded).
   */
  claimWindow: z.object({ opensAt: z.string(), closesAt: z.string().nullable() }).nullable(),
  /** What went back to the buyer, in cents (a refund in full or in part). */
  refundedCents: z.number().int(),
  /** What the seller takes home; only on the seller's view (null for the buyer). */
  earningsCents: z.number().int().nullable(),
  /**
   * What the prepaid label costs the seller (free shipping: the seller pays it out of the sale), 0 when
   * the buyer pays shipping; only on the seller's view (null for the buyer). With it the page can show
   * what a refund took: the sale's earnings before the refund less the earnings now.
   */
  sellerLabelCents: z.number().int().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The timers running now (ISO, null when none applies): ship by, cancelled by itself at, completes at. */
  deadlines: z.object({
    shipBy: z.string().nullable(),
    cancelsAt: z.string().nullable(),
    completesAt: z.string().nullable(),
  }),
  listing: z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  /** The other party: the seller on a purchase, the buyer on a sale. */
  counterparty: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
  /**
   * What the asking person may do to the order now (the shared order machine's events they may fire,
   * guards included): the client draws its buttons from these and decides nothing itself.
   */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersReplySchema = z.object({ orders: z.array(orderSchema) });
export const orderReplySchema = z.object({ order: orderSchema });

/** The order page of one purchase or sale, where notifications about it lead. */
/** How an order's items are named in one line: the title, or a bundle's "Crewneck + 2 more items". */
export function orderTitle(titles: readonly string[]): string {
  const [first = '', ...rest] = titles;
  if (rest.length === 0) return first;
  return `${first} + ${rest.length} more item${rest.length === 1 ? '' : 's'}`;
}

export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
