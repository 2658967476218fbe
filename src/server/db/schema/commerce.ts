// Money changing hands: offers, orders, the fee configuration and payment events.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, sqlList, tsz } from './columns.js';
import { OFFER_MAKERS, OFFER_STATUS_VALUES } from '../../../shared/offers.js';
import { ORDER_STATUS_VALUES, SOLD_ORDER_STATUSES } from '../../../shared/orders.js';
import { CHECKOUT_CANCEL_REASONS } from '../../../shared/checkout.js';
import { SELLER_CANCEL_REASONS } from '../../../shared/seller-cancel.js';
import { PARCEL_SIZES, SHIPPING_PAYERS } from '../../../shared/shipping.js';
import type { OrderAddress } from '../../../shared/shipments.js';
import { ownedBy, users } from './people.js';
import { listings } from './listings.js';

export const offers = pgTable(
  'offers',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: ownedBy('buyer_id'),
    sellerId: ownedBy('seller_id'),
    offerCents: integer('offer_cents').notNull(),
    message: text('message'),
    status: text('status', { enum: OFFER_STATUS_VALUES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    acceptedAt: tsz('accepted_at'),
    declinedAt: tsz('declined_at'),
    cancelledAt: tsz('cancelled_at'),
    // When the buyer was told the offer expires within 6 hours: set once, by the UPDATE that decides to tell.
    expiryWarnedAt: tsz('expiry_warned_at'),
    // Negotiation: a counter-offer names the first offer of its thread (null on that first
    // offer: its own id is the thread's); who made the step; and whether the seller sent it to everyone
    // who liked the listing.
    threadId: uuid('thread_id'),
    madeBy: text('made_by', { enum: OFFER_MAKERS }).notNull().default('buyer'),
    toLikers: boolean('to_likers').notNull().default(false),
    // How many items the offer is for: 1, or 2–20 for an offer on a bundle (offer_items; listing_id is
    // the first of them). A bundle offer is its own thread, apart from the single offers on its items.
    itemCount: integer('item_count').notNull().default(1),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
    index('offers_seller_idx').on(t.sellerId, t.createdAt),
    index('offers_listing_idx').on(t.listingId, t.status),
    index('offers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // At most one pending single-item offer per buyer and listing: a new offer replaces the old one.
    uniqueIndex('offers_one_pending_unique')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.status} = 'pending' and ${t.itemCount} = 1`),
    index('offers_thread_idx').on(t.threadId, t.createdAt),
    check('offers_min_amount', sql`${t.offerCents} >= 100`),
    check('offers_item_count_range', sql`${t.itemCount} between 1 and 20`),
    check('offers_made_by_valid', sql`${t.madeBy} in ${sql.raw(sqlList(OFFER_MAKERS))}`),
    check('offers_status_valid', sql`${t.status} in ${sql.raw(sqlList(OFFER_STATUS_VALUES))}`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    offerId: uuid('offer_id').references(() => offers.id),
    // What the buyer pays for the items: the list price, the accepted offer, or a bundle's prices less
    // its discount (discount_cents, shown on the receipt). Fees are computed on this amount.
    priceCents: integer('price_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    // How many items the parcel holds (order_items); listing_id is the first of them.
    itemCount: integer('item_count').notNull().default(1),
    feeCents: integer('fee_cents').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull(),
    // Shipping as sold: the parcel, its rate then, who pays it, and the buyer's part of it
    // (the rate, or 0 with free shipping). What the buyer is charged is price_cents + shipping_cents.
    parcelSize: text('parcel_size', { enum: PARCEL_SIZES }).notNull().default('medium'),
    shippingPayer: text('shipping_payer', { enum: SHIPPING_PAYERS }).notNull().default('buyer'),
    shippingRateCents: integer('shipping_rate_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    // A copy of the buyer's address as it was at checkout: editing the address book changes no order.
    // The saved address's id is kept to know whether a reopened checkout is for the same address.
    shipTo: jsonb('ship_to').$type<OrderAddress>(),
    shipToAddressId: uuid('ship_to_address_id'),
    paymentProvider: text('payment_provider').notNull().default('local'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    // The card that paid, for the receipt: its last four digits and brand ("visa") when the provider
    // says; never more of the number. Set when the payment settles; null for older orders.
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    status: text('status', { enum: ORDER_STATUS_VALUES }).notNull().default('pending'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    refundReason: text('refund_reason'),
    // What went back to the buyer: the whole total on a refunded order, a part of it after
    // an operator's or a claim's partial refund. One refund per order, so this is set once.
    refundedCents: integer('refunded_cents').notNull().default(0),
    // An unpaid checkout holds the listing's terms until then (CHECKOUT_TTL_MINUTES); null once irrelevant.
    expiresAt: tsz('expires_at'),
    cancelReason: text('cancel_reason', { enum: CHECKOUT_CANCEL_REASONS }),
    // Why the seller called off a paid sale before shipping; set once, with the refund. Counted per
    // seller (orders_seller_cancelled_idx) for the operators and the seller's record.
    sellerCancelReason: text('seller_cancel_reason', { enum: SELLER_CANCEL_REASONS }),
    createdAt: createdAt(),
    paidAt: tsz('paid_at'),
    shippedAt: tsz('shipped_at'),
    deliveredAt: tsz('delivered_at'),
    completedAt: tsz('completed_at'),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    // Open checkouts by listing (cancelled when its price or availability changes) and by expiry (the sweep).
    index('orders_pending_listing_idx')
      .on(t.listingId)
      .where(sql`${t.status} = 'pending'`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // The last line of defence for "one listing sells exactly once" (docs/product/10-decisions-beyond-the-spec.md §10.5).
    uniqueIndex('orders_one_sale_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} in ${sql.raw(sqlList(SOLD_ORDER_STATUSES))}`),
    // The order timers' sweeps: unshipped paid orders by payment, delivered ones by delivery.
    index('orders_paid_timer_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    index('orders_delivered_timer_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'delivered'`),
    index('orders_seller_cancelled_idx')
      .on(t.sellerId)
      .where(sql`${t.sellerCancelReason} is not null`),
    check(
      'orders_seller_cancel_reason_valid',
      sql`${t.sellerCancelReason} is null or (${t.sellerCancelReason} in ${sql.raw(sqlList(SELLER_CANCEL_REASONS))} and ${t.status} = 'refunded')`,
    ),
    check('orders_card_last4_valid', sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
    check(
      'orders_money_nonneg',
      sql`${t.priceCents} >= 0 and ${t.feeCents} >= 0 and ${t.processingFeeCents} >= 0 and ${t.discountCents} >= 0`,
    ),
    check('orders_item_count_range', sql`${t.itemCount} between 1 and 20`),
    check(
      'orders_shipping_valid',
      sql`${t.shippingRateCents} >= 0 and ${t.shippingCents} in (0, ${t.shippingRateCents}) and ${t.parcelSize} in ${sql.raw(sqlList(PARCEL_SIZES))} and ${t.shippingPayer} in ${sql.raw(sqlList(SHIPPING_PAYERS))}`,
    ),
    check(
      'orders_refunded_range',
      sql`${t.refundedCents} between 0 and ${t.priceCents} + ${t.shippingCents}`,
    ),
    check('orders_status_valid', sql`${t.status} in ${sql.raw(sqlList(ORDER_STATUS_VALUES))}`),
  ],
);

/**
 * The items an order's parcel holds: one for a single purchase, 2–20 for a bundle, each with the
 * terms it was sold at (list price before any bundle discount, its parcel and who pays its shipping),
 * so a checkout can tell when one of its listings changed and a claim can refund one item's share.
 */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id),
    position: integer('position').notNull(),
    priceCents: integer('price_cents').notNull(),
    parcelSize: text('parcel_size', { enum: PARCEL_SIZES }).notNull(),
    shippingPayer: text('shipping_payer', { enum: SHIPPING_PAYERS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.listingId] }),
    index('order_items_listing_idx').on(t.listingId),
    check('order_items_price_nonneg', sql`${t.priceCents} >= 0`),
    check(
      'order_items_shipping_valid',
      sql`${t.parcelSize} in ${sql.raw(sqlList(PARCEL_SIZES))} and ${t.shippingPayer} in ${sql.raw(sqlList(SHIPPING_PAYERS))}`,
    ),
  ],
);

/**
 * The items of an offer on a bundle (offers.item_count > 1), in the buyer's order. A counter-offer
 * copies its step's items, so every step of a bundle thread names the same set.
 */
export const offerItems = pgTable(
  'offer_items',
  {
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.listingId] }),
    // Reservations and a sale look up the offers holding an item.
    index('offer_items_listing_idx').on(t.listingId),
  ],
);

export const feeConfigs = pgTable(
  'fee_configs',
  {
    id: integer('id').primaryKey().default(1),
    sellerPercentBps: integer('seller_percent_bps').notNull().default(800),
    lowPriceFlatFeeCents: integer('low_price_flat_fee_cents').notNull().default(150),
    lowPriceThresholdCents: integer('low_price_threshold_cents').notNull().default(1500),
    buyerProtectionBps: integer('buyer_protection_bps').notNull().default(200),
    buyerProtectionCapCents: integer('buyer_protection_cap_cents').notNull().default(800),
  },
  (t) => [
    check('fee_configs_single_row', sql`${t.id} = 1`),
    check(
      'fee_configs_nonneg',
      sql`${t.sellerPercentBps} between 0 and 10000 and ${t.lowPriceFlatFeeCents} >= 0 and ${t.lowPriceThresholdCents} >= 0 and ${t.buyerProtectionBps} between 0 and 10000 and ${t.buyerProtectionCapCents} >= 0`,
    ),
  ],
);

/**
 * The price of each parcel size, configured like fee_configs: one row per size, seeded by
 * its migration; the shipping service reads it through a short cache.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    parcelSize: text('parcel_size', { enum: PARCEL_SIZES }).primaryKey(),
    priceCents: integer('price_cents').notNull(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shipping_rates_size_valid', sql`${t.parcelSize} in ${sql.raw(sqlList(PARCEL_SIZES))}`),
    // A label over $1,000 is a typo, not a price.
    check('shipping_rates_price_range', sql`${t.priceCents} between 0 and 100000`),
  ],
);

export const paymentEvents = pgTable('payment_events', {
  // The provider's event id: storing it first makes every webhook delivery idempotent.
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tsz('received_at').notNull().defaultNow(),
});
