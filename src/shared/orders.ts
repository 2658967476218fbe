import { z } from 'zod';

/**
 * Orders (docs/product/10-decisions-beyond-the-spec.md §10.6): pending → paid → shipped → delivered; pending → cancelled; paid → refunded.
 * Buyers see 'Purchases', sellers 'Sales'.
 */

export const ORDER_STATUS_VALUES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUS_VALUES)[number];

/** The states of a sale that took the listing: at most one order per listing is in one of them. */
export const SOLD_ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'completed'] as const;

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
} as const;

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
  status: z.enum(ORDER_STATUS_VALUES),
  listingId: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  offerId: z.string().nullable(),
  priceCents: z.number().int(),
  feeCents: z.number().int(),
  processingFeeCents: z.number().int(),
  /** What the seller takes home; only on the seller's view (null for the buyer). */
  earningsCents: z.number().int().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  listing: z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
  /** The other party: the seller on a purchase, the buyer on a sale. */
  counterparty: z.object({ id: z.string(), handle: z.string(), display: z.string() }),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersReplySchema = z.object({ orders: z.array(orderSchema) });
export const orderReplySchema = z.object({ order: orderSchema });
