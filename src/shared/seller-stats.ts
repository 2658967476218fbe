import { z } from 'zod';
import { SOLD_ORDER_STATUSES } from './orders.js';

/**
 * GET /api/seller/stats: the signed-in seller's own figures for Seller Tools (docs/product/08-seller-tools.md §8.1; docs/product/10-decisions-beyond-the-spec.md §10.3:
 * the placeholder figures become real, the labels stay). Money is integer cents.
 */

/**
 * Orders in these states are sales: paid for, and not cancelled or refunded (docs/product/10-decisions-beyond-the-spec.md §10.6)
 * — the orders' own list, so a completed order stays a sale.
 */
export const SALE_ORDER_STATUSES = SOLD_ORDER_STATUSES;

/** The sales chart covers this many UTC days, today included. */
export const SALES_SERIES_DAYS = 30;

/**
 * A listing's state in My Listings. 'draft': imported without photos or one of our categories, it
 * waits, inactive, until its seller adds them (it cannot be activated before).
 */
export const SELLER_LISTING_STATUSES = ['active', 'inactive', 'sold', 'draft'] as const;
export type SellerListingStatus = (typeof SELLER_LISTING_STATUSES)[number];

export const ACTIVITY_TYPES = ['offer', 'sale', 'like', 'comment'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const sellerTotalsSchema = z.object({
  activeListings: z.number().int(),
  totalListings: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  offersReceived: z.number().int(),
  pendingOffers: z.number().int(),
  sales: z.number().int(),
  /** Σ (price − seller fee − processing fee) over the sales, from the fees stored with each order. */
  earningsCents: z.number().int(),
});
export type SellerTotals = z.infer<typeof sellerTotalsSchema>;

export const salesDaySchema = z.object({
  /** A UTC calendar day, YYYY-MM-DD. */
  date: z.string(),
  sales: z.number().int(),
  earningsCents: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export const topCategorySchema = z.object({
  category: z.string(),
  sales: z.number().int(),
  activeListings: z.number().int(),
});
export type TopCategory = z.infer<typeof topCategorySchema>;

export const activityItemSchema = z.object({
  type: z.enum(ACTIVITY_TYPES),
  listingId: z.string(),
  listingTitle: z.string(),
  /** The offer or sale amount; null for likes and comments. */
  amountCents: z.number().int().nullable(),
  /** The buyer, liker or commenter's @handle. */
  actorHandle: z.string().nullable(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const sellerListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  /** What it sold for (the sale's price: an accepted offer may be below the listing's), null until sold. */
  soldPriceCents: z.number().int().nullable(),
  status: z.enum(SELLER_LISTING_STATUSES),
  /**
   * Why Rethread took it off sale, when it did: 'operator' (after a report) or 'suspension' (while the
   * seller's account is suspended); null otherwise. The seller is told, and offered no Activate.
   */
  hiddenBy: z.enum(['operator', 'suspension']).nullable(),
  /** The operator's reason for hiding it, when an operator did and gave one. */
  hiddenNote: z.string().nullable(),
  isActive: z.boolean(),
  views: z.number().int(),
  likes: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type SellerListing = z.infer<typeof sellerListingSchema>;

export const sellerStatsSchema = z.object({
  totals: sellerTotalsSchema,
  /** Exactly SALES_SERIES_DAYS points, oldest first, zero-filled. */
  salesByDay: z.array(salesDaySchema),
  topCategories: z.array(topCategorySchema),
  recentActivity: z.array(activityItemSchema),
  /** Newest first, at most SELLER_LISTINGS_LIMIT; `totals.totalListings` says how many exist. */
  listings: z.array(sellerListingSchema),
});
export type SellerStats = z.infer<typeof sellerStatsSchema>;

export const SELLER_LISTINGS_LIMIT = 60;
export const RECENT_ACTIVITY_LIMIT = 10;
export const TOP_CATEGORIES_LIMIT = 5;
