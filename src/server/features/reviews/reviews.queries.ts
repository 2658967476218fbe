import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listings, orders, reviews, users } from '../../db/schema.js';
import type { KeysetCursor } from '../../lib/keyset-cursor.js';
import { afterCursor } from '../../lib/keyset-cursor.queries.js';

const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  sellerId: reviews.sellerId,
  buyerId: reviews.buyerId,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  reviewer: {
    id: users.id,
    handle: users.handle,
    display: users.display,
    profileImageUrl: users.profileImageUrl,
  },
  listing: { id: listings.id, title: listings.title, imageUrl: listings.imageUrl },
};

function selectReviews(db: Db, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(listings, eq(listings.id, orders.listingId))
    .where(where);
}

export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export async function findReview(db: Db, id: string) {
  const [row] = await selectReviews(db, eq(reviews.id, id)).limit(1);
  return row;
}

export async function findReviewOfOrder(db: Db, orderId: string) {
  const [row] = await selectReviews(db, eq(reviews.orderId, orderId)).limit(1);
  return row;
}

/** Inserts the order's review; undefined when it already has one (the unique order index). */
export async function insertReview(
  tx: Db,
  values: { orderId: string; sellerId: string; buyerId: string; rating: number; comment: string | null },
) {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return row;
}

/** The seller's one reply: only while there is none, so a second (or a race) changes nothing. */
export async function setReply(db: Db, id: string, sellerId: string, reply: string) {
  const rows = await db
    .update(reviews)
    .set({ reply, repliedAt: sql`now()` })
    .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length === 1;
}

export async function pageOfReviews(db: Db, sellerId: string, limit: number, cursor?: KeysetCursor) {
  return selectReviews(
    db,
    and(eq(reviews.sellerId, sellerId), afterCursor(reviews.createdAt, reviews.id, cursor)),
  )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** The seller's average (one decimal) and count, from the same rows the list pages through. */
export async function ratingOf(db: Db, sellerId: string) {
  const [row] = await db
    .select({
      averageRating: sql<number | null>`round(avg(${reviews.rating}), 1)::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(eq(reviews.sellerId, sellerId));
  return { averageRating: row?.averageRating ?? null, reviewCount: row?.reviewCount ?? 0 };
}

/**
 * The rating of each seller who has reviews among `sellerIds`, in one grouped read of the seller
 * index (a page of cards asks once, never once per card). Sellers without reviews have no row.
 */
export async function ratingsOf(db: Db, sellerIds: string[]) {
  if (!sellerIds.length) return [];
  return db
    .select({
      sellerId: reviews.sellerId,
      averageRating: sql<number>`round(avg(${reviews.rating}), 1)::float8`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(inArray(reviews.sellerId, sellerIds))
    .groupBy(reviews.sellerId);
}
