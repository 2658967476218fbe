import type { ClaimReason, ClaimResolution } from '#shared/claims.js';
import type { OrderActor, OrderEvent, OrderState } from '#shared/order-machine.js';

/**
 * Every domain event, by name, with what it carries (docs/decisions/023). An event is published
 * inside the transaction that made the change, and its subscribers (each feature's
 * `*.subscribers.ts`, registered in src/server/subscribers.ts) run in that same transaction: a change
 * that rolls back tells nobody and buys nothing. Payloads carry ids and facts, not rows, so a
 * subscriber reads what it needs through the owning feature's service.
 */

/** An order's move, as the order status owner publishes it. */
export type OrderMoved = {
  orderId: string;
  buyerId: string;
  sellerId: string;
  listingId: string;
  /** The payment provider that took the money (the ledger books against it). */
  paymentProvider: string;
  event: OrderEvent;
  by: OrderActor;
  from: readonly OrderState[];
  to: OrderState;
  /** Why, in the words both sides are shown (a cancellation, a refund). */
  reason?: string;
  carrier?: string;
  trackingNumber?: string;
};

export type DomainEvents = {
  /** A payment became a sale: the order is paid and its listing sold, in the settling transaction. */
  'sale.settled': {
    orderId: string;
    /** The order's first item (a single purchase's only one). */
    listingId: string;
    /** Every item in the parcel, the first being listingId's. */
    items: Array<{ listingId: string; title: string }>;
    buyerId: string;
    sellerId: string;
    offerId: string | null;
    /** What both sides are told was sold: the title, or a bundle's "A + 2 more items". */
    listingTitle: string;
    sellerDisplay: string;
    priceCents: number;
    /** What the ledger books, as the order stored it (a later fee change never rewrites a sale). */
    booked: {
      feeCents: number;
      processingFeeCents: number;
      shippingPayer: 'buyer' | 'seller';
      shippingRateCents: number;
    };
    /** The label provider the sale's label is bought through. */
    labelProvider: 'local' | 'easypost';
  };
  /** paid → shipped, by the seller or the carrier's first scan. */
  'order.shipped': OrderMoved;
  /** shipped → delivered, by the buyer or the carrier. */
  'order.delivered': OrderMoved;
  /** delivered → completed ("Everything is OK" or the window ended), or a claim released the money. */
  'order.completed': OrderMoved;
  /** A paid order cancelled unshipped (by the buyer or the timer) and refunded in full. */
  'order.cancelled': OrderMoved;
  /** A sale refunded in full afterwards (a claim, an operator). */
  'order.refunded': OrderMoved;
  /** The buyer reported a problem: the order is disputed until the claim ends. */
  'claim.opened': {
    claimId: string;
    orderId: string;
    buyerId: string;
    sellerId: string;
    /** The order's item(s), as both sides are told. */
    title: string;
    reason: ClaimReason;
    answerBy: Date;
  };
  /** A claim ended with the money moved (refund, part refund) or released to the seller. */
  'claim.resolved': {
    claimId: string;
    orderId: string;
    buyerId: string;
    sellerId: string;
    title: string;
    resolution: ClaimResolution;
    refundCents: number;
    totalCents: number;
    /** The seller's or operator's note, shown to both. */
    note: string | null;
  };
  /**
   * A listing sold on another site (its seller said so, or its source page did): sold with no order,
   * in that transaction. Its open offers end and their buyers are told.
   */
  'listing.sold_elsewhere': {
    listingId: string;
    sellerId: string;
    title: string;
    by: 'seller' | 'source';
    /** The site it sold on, when Rethread knows it (an imported listing's source). */
    platform: string | null;
  };
  /** The seller accepted a pending offer: the listing is held for its buyer until paid or lapsed. */
  'offer.accepted': { offerId: string; listingId: string; buyerId: string; sellerId: string };
};

export type DomainEventName = keyof DomainEvents;

/** The domain event an order's move publishes, if any: unpaid checkouts' moves are nobody else's business. */
export function orderEventOf(
  event: OrderEvent,
): Exclude<DomainEventName, 'sale.settled' | 'listing.sold_elsewhere'> | null {
  switch (event) {
    case 'ship':
      return 'order.shipped';
    case 'receive':
      return 'order.delivered';
    case 'confirm':
    case 'resolve_release':
      return 'order.completed';
    case 'cancel':
      return 'order.cancelled';
    case 'resolve_refund':
    case 'refund':
      return 'order.refunded';
    default:
      return null;
  }
}
