import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { awayMessageNow, awayUntilNow } from '../../db/away.js';
import type { Db } from '../../db/client.js';
import { listings, users } from '../../db/schema.js';

export type NewListingRow = typeof listings.$inferInsert;
export type ListingChanges = Partial<
  Pick<
    NewListingRow,
    | 'title'
    | 'description'
    | 'priceCents'
    | 'imageUrl'
    | 'images'
    | 'category'
    | 'gender'
    | 'size'
    | 'color'
    | 'type'
    | 'condition'
    | 'brand'
    | 'styleTags'
    | 'isActive'
    | 'needsPhotos'
    | 'needsCategory'
    | 'sizeAsWritten'
    | 'parcelSize'
    | 'shippingPayer'
  >
>;

/** The seller as every listing shows them: never their e-mail or anything private. */
export const sellerSummaryColumns = {
  id: users.id,
  display: users.display,
  handle: users.handle,
  bio: users.bio,
  profileImageUrl: users.profileImageUrl,
};

const detailColumns = {
  id: listings.id,
  sellerId: listings.sellerId,
  title: listings.title,
  description: listings.description,
  priceCents: listings.priceCents,
  imageUrl: listings.imageUrl,
  images: listings.images,
  category: listings.category,
  gender: listings.gender,
  size: listings.size,
  sizeAsWritten: listings.sizeAsWritten,
  color: listings.color,
  type: listings.type,
  condition: listings.condition,
  brand: listings.brand,
  styleTags: listings.styleTags,
  originalUrl: listings.originalUrl,
  sourcePlatform: listings.sourcePlatform,
  needsPhotos: listings.needsPhotos,
  needsCategory: listings.needsCategory,
  isActive: listings.isActive,
  isSold: listings.isSold,
  hiddenBy: listings.hiddenReason,
  hiddenNote: listings.hiddenNote,
  parcelSize: listings.parcelSize,
  shippingPayer: listings.shippingPayer,
  // Kept by triggers on favorites and listing_comments (migration 0003), so reading them is free.
  likeCount: listings.likeCount,
  commentCount: listings.commentCount,
  viewCount: listings.viewCount,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
  seller: sellerSummaryColumns,
  // Checked on the way in (PUT /api/me/bundle-discount); the service re-reads them with storedTiers.
  bundleTiers: users.bundleTiers,
  // The seller's away mode, null once its date has passed: the page says so and disables buying.
  sellerAway: { until: awayUntilNow(), message: awayMessageNow() },
  // The seller card's rating, in the same statement: two reads of the reviews' seller
  // index, no extra round trip on the most read page. Same rule as reviews' ratingsOfSellers.
  sellerRating: {
    averageRating: sql<number | null>`(select round(avg(r.rating), 1)::float8 from reviews r
      where r.seller_id = ${listings.sellerId})`,
    reviewCount: sql<number>`(select count(*)::int from reviews r where r.seller_id = ${listings.sellerId})`,
  },
  // The accepted offer holding the listing for its buyer, if any (the offers' rule: accepted and not
  // past its hold), read through the offers' listing index in the same statement. Whom it is held for
  // is not said: listing answers are shared between people, so a buyer learns it from their own offer.
  reservation: {
    untilMs: sql<number | null>`(select (extract(epoch from o.expires_at) * 1000)::float8 from offers o
      where o.listing_id = ${listings.id} and o.status = 'accepted' and o.expires_at > now() limit 1)`,
  },
};

const prepareListingDetail = (db: Db) =>
  db
    .select(detailColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('listing_detail');

// The most read query of all (every listing page and share preview): built once per database, not
// per request — building a Drizzle query costs more CPU than running this one.
const listingDetailQueries = new WeakMap<Db, ReturnType<typeof prepareListingDetail>>();

export type ListingDetailRow = NonNullable<Awaited<ReturnType<typeof findListingDetail>>>;

/** One listing with its seller summary, whatever its state; the service decides who may see it. */
export async function findListingDetail(db: Db, id: string) {
  let query = listingDetailQueries.get(db);
  if (!query) listingDetailQueries.set(db, (query = prepareListingDetail(db)));
  const [row] = await query.execute({ id });
  return row;
}

/** The few columns that decide who may read or change a listing. */
export async function findListingAccess(db: Db, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      isActive: listings.isActive,
      needsPhotos: listings.needsPhotos,
      needsCategory: listings.needsCategory,
      images: listings.images,
      category: listings.category,
      size: listings.size,
      sizeAsWritten: listings.sizeAsWritten,
      hiddenReason: listings.hiddenReason,
      relistedAs: listings.relistedAs,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

export async function insertListing(db: Db, values: NewListingRow): Promise<string> {
  const [row] = await db.insert(listings).values(values).returning({ id: listings.id });
  return row!.id;
}

/** Applies changes only while the row still belongs to `sellerId`; answers whether a row changed. */
export async function updateListingRow(
  db: Db,
  id: string,
  sellerId: string,
  changes: ListingChanges,
): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(
        eq(listings.id, id),
        eq(listings.sellerId, sellerId),
        // Never back on sale while operators hide it, even if they hid it a moment ago.
        changes.isActive === true ? isNull(listings.hiddenReason) : undefined,
      ),
    )
    .returning({ id: listings.id });
  return rows.length === 1;
}

/** What a price change is compared with, locked until the edit's transaction ends. */
export async function lockListingTerms(db: Db, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      priceCents: listings.priceCents,
      isActive: listings.isActive,
      isSold: listings.isSold,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** Takes the listing's price-drop notice for the next 24 hours; false when one went out within them. */
export async function claimPriceDropAlert(tx: Db, id: string): Promise<boolean> {
  const claimed = await tx
    .update(listings)
    .set({ priceDropAlertAt: sql`now()` })
    .where(
      and(
        eq(listings.id, id),
        or(
          isNull(listings.priceDropAlertAt),
          lt(listings.priceDropAlertAt, sql`now() - interval '24 hours'`),
        ),
      ),
    )
    .returning({ id: listings.id });
  return claimed.length > 0;
}
