import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Column names are snake_case in SQL and camelCase in TypeScript, as the spec names them.
/** Maintained by a trigger (migration 0003) from title, brand, category, tags, colour and description. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: id(),
    handle: text('handle').notNull(),
    display: text('display').notNull(),
    bio: text('bio').notNull().default(''),
    stripeCustomerId: text('stripe_customer_id'),
    stripeAccountId: text('stripe_account_id'),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    authProvider: text('auth_provider').notNull().default('password'),
    externalId: text('external_id').unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    passwordHash: text('password_hash'),
    // Holds the HMAC of the single-use reset token, never the token itself (DESIGN §5.7).
    resetToken: text('reset_token'),
    resetTokenExpiry: tsz('reset_token_expiry'),
    lastLoginAt: tsz('last_login_at'),
    createdAt: createdAt(),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Handles and e-mails are compared case-insensitively: 'Anna' and 'anna' are one person.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_handle_unique').on(sql`lower(${t.handle})`),
    uniqueIndex('users_reset_token_unique').on(t.resetToken),
    check('users_handle_format', sql`${t.handle} ~ '^[A-Za-z0-9_]{3,30}$'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // HMAC-SHA256 of the cookie's random token; the token itself is never stored.
    sid: text('sid').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sess: jsonb('sess').$type<{ staySignedIn: boolean; userAgent?: string }>().notNull(),
    expire: tsz('expire').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: uuid('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followedId),
    index('follows_followed_idx').on(t.followedId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    size: text('size'),
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
    // A CSV row without a usable photo lands as an inactive draft that cannot go live until it has one.
    needsPhotos: boolean('needs_photos').notNull().default(false),
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
  },
  (t) => [
    index('listings_seller_idx').on(t.sellerId, t.createdAt),
    index('listings_browse_recent_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    index('listings_browse_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`${t.isActive} and not ${t.isSold}`),
    // Re-importing the same original page for the same seller links, never duplicates (DESIGN §5.10).
    uniqueIndex('listings_seller_original_url_unique').on(t.sellerId, t.originalUrl),
    check('listings_price_positive', sql`${t.priceCents} >= 1`),
    check('listings_images_max', sql`coalesce(array_length(${t.images}, 1), 0) <= 10`),
    check('listings_view_count_nonneg', sql`${t.viewCount} >= 0`),
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
  ],
);

/** One view per visitor per listing per hour (issue 7); the listing's view_count follows these rows. */
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
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index('favorites_listing_idx').on(t.listingId)],
);

export const OFFER_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'completed',
] as const;

export const offers = pgTable(
  'offers',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerCents: integer('offer_cents').notNull(),
    message: text('message'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    acceptedAt: tsz('accepted_at'),
    declinedAt: tsz('declined_at'),
    cancelledAt: tsz('cancelled_at'),
  },
  (t) => [
    index('offers_buyer_idx').on(t.buyerId, t.createdAt),
    index('offers_seller_idx').on(t.sellerId, t.createdAt),
    index('offers_listing_idx').on(t.listingId, t.status),
    index('offers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // At most one pending offer per buyer and listing: a new offer replaces the old one.
    uniqueIndex('offers_one_pending_unique')
      .on(t.buyerId, t.listingId)
      .where(sql`${t.status} = 'pending'`),
    check('offers_min_amount', sql`${t.offerCents} >= 100`),
    check(
      'offers_status_valid',
      sql`${t.status} in ('pending','accepted','declined','expired','cancelled','completed')`,
    ),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

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
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull(),
    paymentProvider: text('payment_provider').notNull().default('local'),
    stripePaymentIntentId: text('stripe_payment_intent_id').unique(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    paidAt: tsz('paid_at'),
    shippedAt: tsz('shipped_at'),
    deliveredAt: tsz('delivered_at'),
    updatedAt: tsz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_seller_idx').on(t.sellerId, t.createdAt),
    // The last line of defence for "one listing sells exactly once" (DESIGN §5.5).
    uniqueIndex('orders_one_sale_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} in ('paid','shipped','delivered')`),
    check(
      'orders_money_nonneg',
      sql`${t.priceCents} >= 0 and ${t.feeCents} >= 0 and ${t.processingFeeCents} >= 0`,
    ),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending','paid','shipped','delivered','cancelled','refunded')`,
    ),
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

export const paymentEvents = pgTable('payment_events', {
  // The provider's event id: storing it first makes every webhook delivery idempotent.
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: tsz('received_at').notNull().defaultNow(),
});

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

export type JobProgressEntry = {
  url: string;
  status: 'success' | 'failed' | 'skipped';
  listing?: { id: string; title: string; priceCents: number };
  error?: string;
};

export const bulkImportJobs = pgTable(
  'bulk_import_jobs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    totalUrls: integer('total_urls').notNull().default(0),
    processedUrls: integer('processed_urls').notNull().default(0),
    successfulUrls: integer('successful_urls').notNull().default(0),
    failedUrls: integer('failed_urls').notNull().default(0),
    sourceUrls: text('source_urls').array().notNull(),
    progressData: jsonb('progress_data').$type<JobProgressEntry[]>().notNull().default([]),
    errorMessage: text('error_message'),
    // Which worker holds the job and when it last proved alive, so a crashed worker's job is resumed.
    lockedBy: text('locked_by'),
    heartbeatAt: tsz('heartbeat_at'),
    startedAt: tsz('started_at'),
    completedAt: tsz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bulk_import_jobs_user_idx').on(t.userId, t.createdAt),
    index('bulk_import_jobs_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending','processing')`),
    check(
      'bulk_import_jobs_status_valid',
      sql`${t.status} in ('pending','processing','completed','failed','cancelled')`,
    ),
    check(
      'bulk_import_jobs_counts',
      sql`${t.processedUrls} >= 0 and ${t.successfulUrls} >= 0 and ${t.failedUrls} >= 0 and ${t.processedUrls} <= ${t.totalUrls}`,
    ),
  ],
);

export const SHOW_STATUSES = ['scheduled', 'live', 'ended'] as const;

export const liveShows = pgTable(
  'live_shows',
  {
    id: id(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startAt: tsz('start_at').notNull(),
    streamUrl: text('stream_url'),
    status: text('status', { enum: SHOW_STATUSES }).notNull().default('scheduled'),
    startedAt: tsz('started_at'),
    endedAt: tsz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('live_shows_start_idx').on(t.status, t.startAt),
    index('live_shows_host_idx').on(t.hostId),
    check('live_shows_status_valid', sql`${t.status} in ('scheduled','live','ended')`),
  ],
);

export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: id(),
    showId: uuid('show_id')
      .notNull()
      .references(() => liveShows.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('qa_questions_show_idx').on(t.showId, t.createdAt),
    check('qa_questions_length', sql`char_length(${t.body}) between 1 and 500`),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  reference: text('reference').notNull().unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  category: text('category').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('body_text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tsz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** Words that appear in listing titles and brands, for correcting typos in searches (docs/decisions/006). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** Fixed-window counters shared by every app instance (login, contact, questions). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tsz('window_start').notNull(),
  count: integer('count').notNull(),
});
