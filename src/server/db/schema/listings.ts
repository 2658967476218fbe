// What is for sale, and how buyers engage with it: views, comments, likes.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tsvector, id, createdAt, sqlList, tsz } from './columns.js';
import { PARCEL_SIZES, SHIPPING_PAYERS } from '../../../shared/shipping.js';
import { ownedBy } from './people.js';

/** Why Rethread took a listing off sale: after a report, or while its seller is suspended. */
export const LISTING_HIDDEN_REASONS = ['operator', 'suspension'] as const;

export const listings = pgTable(
  'listings',
  {
    id: id(),
    sellerId: ownedBy('seller_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: text('category'),
    gender: text('gender'),
    // Spelt as the size filter reads it (src/shared/sizes.ts: "M8" on shoes → "US 8").
    size: text('size'),
    // The size as the seller or the imported page wrote it ("M8"), when that differs from `size`;
    // the listing page shows this one, the filter reads `size`.
    sizeAsWritten: text('size_as_written'),
    color: text('color'),
    type: text('type'),
    condition: text('condition'),
    brand: text('brand'),
    styleTags: text('style_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    originalUrl: text('original_url'),
    sourcePlatform: text('source_platform'),
    // The imported item's identity: the other site's own id (`poshmark:<24 hex>`, `mercari:m…`) or a
    // CSV row's content hash (`csv:…`). Re-imports de-duplicate on it.
    sourceListingKey: text('source_listing_key'),
    // A CSV row without a usable photo lands as an inactive draft that cannot go live until it has one.
    needsPhotos: boolean('needs_photos').notNull().default(false),
    // An imported page Rethread could not place in a fashion category (a console, a "Men › Other")
    // lands as an inactive draft that cannot go live until its seller chooses a category.
    needsCategory: boolean('needs_category').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    // Engagement counters kept by triggers on favorites, listing_comments and offers (migration 0003),
    // so every writer (API, import, seed) keeps them right and cards never count rows.
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    offerCount: integer('offer_count').notNull().default(0),
    // popularity = weighted engagement; hotScore = log10(1 + popularity) + age decay (docs/decisions/005).
    popularity: doublePrecision('popularity').notNull().default(0),
    hotScore: doublePrecision('hot_score').notNull().default(0),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
    isActive: boolean('is_active').notNull().default(true),
    isSold: boolean('is_sold').notNull().default(false),
    // Taken off sale by Rethread: 'operator' after a report, 'suspension' while its seller
    // is suspended. A hidden listing is also inactive, so every browse query leaves it out, and its
    // seller cannot make it active again until an operator lifts it.
    hiddenReason: text('hidden_reason', { enum: LISTING_HIDDEN_REASONS }),
    // Why an operator hid it, in the operator's words: shown to its seller only, on its page and in
    // their listings. Kept while it is hidden; cleared when it is shown again.
    hiddenNote: text('hidden_note'),
    // The negotiation's once-a-day limits: the seller's last offer to everyone who liked it, and the last
    // price-drop notice its likers got. Each is claimed by a conditional UPDATE before anyone is told.
    likersOfferAt: tsz('likers_offer_at'),
    priceDropAlertAt: tsz('price_drop_alert_at'),
    // The parcel the item ships in (its category's by default) and who pays for it.
    parcelSize: text('parcel_size', { enum: PARCEL_SIZES }).notNull().default('medium'),
    shippingPayer: text('shipping_payer', { enum: SHIPPING_PAYERS }).notNull().default('buyer'),
    // Set when its seller relisted it: the fresh copy that replaced it. A relisted listing is retired
    // (inactive for good), kept because orders, offers and likes may name it, and left out of the
    // seller's own lists so it does not read as paused.
    relistedAs: uuid('relisted_as').references((): AnyPgColumn => listings.id, { onDelete: 'set null' }),
    // When it sold (on Rethread or elsewhere): the closet's Sold section and sold search read newest first.
    soldAt: tsz('sold_at'),
    // Set when it sold on another site (its seller said so, or the source page did): sold with no order.
    soldElsewhereAt: tsz('sold_elsewhere_at'),
    // The last re-check of an imported listing's source page; the sweep takes the oldest first.
    sourceCheckedAt: tsz('source_checked_at'),
  },
  (t) => [
    index('listings_seller_idx').on(t.sellerId, t.createdAt),
    // Sold items, newest sale first: a seller's closet, and sold search for price research.
    index('listings_seller_sold_idx')
      .on(t.sellerId, t.soldAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.isSold}`),
    index('listings_sold_recent_idx')
      .on(t.soldAt.desc().nullsLast(), t.id.desc())
      .where(sql`${t.isSold} and ${t.isActive}`),
    // The source re-check's queue: imported listings still for sale, least recently checked first.
    index('listings_source_check_idx')
      .on(t.sourceCheckedAt)
      .where(sql`${t.originalUrl} is not null and not ${t.isSold}`),
    index('listings_browse_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_browse_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    // Re-importing the same original page for the same seller links, never duplicates (docs/product/10-decisions-beyond-the-spec.md §10.10).
    uniqueIndex('listings_seller_original_url_unique').on(t.sellerId, t.originalUrl),
    uniqueIndex('listings_seller_source_key_unique').on(t.sellerId, t.sourceListingKey),
    check('listings_price_positive', sql`${t.priceCents} >= 1`),
    check(
      'listings_hidden_reason_valid',
      sql`${t.hiddenReason} is null or (${t.hiddenReason} in ${sql.raw(sqlList(LISTING_HIDDEN_REASONS))} and not ${t.isActive})`,
    ),
    check('listings_needs_category_inactive', sql`not ${t.needsCategory} or not ${t.isActive}`),
    check('listings_relisted_inactive', sql`${t.relistedAs} is null or not ${t.isActive}`),
    check('listings_images_max', sql`coalesce(array_length(${t.images}, 1), 0) <= 10`),
    check('listings_view_count_nonneg', sql`${t.viewCount} >= 0`),
    check('listings_parcel_size_valid', sql`${t.parcelSize} in ${sql.raw(sqlList(PARCEL_SIZES))}`),
    check('listings_shipping_payer_valid', sql`${t.shippingPayer} in ${sql.raw(sqlList(SHIPPING_PAYERS))}`),
    check(
      'listings_counts_nonneg',
      sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.offerCount} >= 0`,
    ),
    // Migration 0008 adds INCLUDE (search_vector), which Drizzle cannot declare: relevance search
    // walks this index without visiting the table.
    index('listings_browse_hot_idx')
      .on(t.hotScore, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_browse_popular_idx')
      .on(t.popularity, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_search_idx').using('gin', t.searchVector),
    index('listings_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('listings_brand_trgm_idx').using('gin', sql`lower(${t.brand}) gin_trgm_ops`),
    index('listings_category_idx').on(t.category),
    // Browsing one category in trending order reads this index in order and stops after a page.
    index('listings_category_hot_idx')
      .on(t.category, t.hotScore, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    // A category in price, newest or popular order reads its own index in order too; the price one
    // also counts a category's price range without visiting the table (the page's total).
    index('listings_category_price_idx')
      .on(t.category, t.priceCents, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_category_recent_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_category_popular_idx')
      .on(t.category, t.popularity, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
  ],
);

/** One view per visitor per listing per hour; the listing's view_count follows these rows. */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    hourBucket: tsz('hour_bucket').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitorKey, t.hourBucket] })],
);

export const listingComments = pgTable(
  'listing_comments',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    authorId: ownedBy('author_id'),
    message: text('message').notNull(),
    // Hidden by an operator after a report: kept for the record, shown to nobody.
    hiddenAt: tsz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_comments_listing_idx').on(t.listingId, t.createdAt),
    check('listing_comments_length', sql`char_length(${t.message}) between 1 and 1000`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: ownedBy('user_id'),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favorites_listing_idx').on(t.listingId)],
);

/**
 * One row whose `value` goes up with every committed change to what a search can find (a listing
 * added, removed, activated, deactivated, sold, or edited in a filtered or searched field). Search
 * counts are cached under it, so every app instance sees a change at once. Kept by the
 * deferred trigger `listings_bump_generation` (migration 0009); views, likes and other engagement
 * counters do not move it.
 */
export const listingsGeneration = pgTable(
  'listings_generation',
  {
    id: boolean('id').primaryKey().default(true),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listings_generation_single_row', sql`${t.id}`)],
);

/**
 * A listing its seller saved before it was complete (no photo, no price yet…). Kept apart from
 * `listings` so that no browse, search, count, feed or alert query can ever see one; publishing
 * inserts the listing under the draft's id and deletes the draft in one transaction. `fields` holds
 * the draft's well-formed fields as the create form sends them (src/shared/drafts.ts).
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: id(),
    sellerId: ownedBy('seller_id'),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('listing_drafts_seller_idx').on(t.sellerId, t.updatedAt)],
);
