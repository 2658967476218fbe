import { isUuid } from '#shared/ids.js';
import { addDays } from '#shared/order-timers.js';
import { orderPath } from '#shared/orders.js';
import {
  REVIEWS_PAGE_SIZE,
  REVIEW_WINDOW_DAYS,
  reviewMessages,
  type OrderReview,
  type RatingSummary,
  type Review,
  type ReviewsReply,
} from '#shared/reviews.js';
import { profileMessages } from '#shared/user-profile.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { decodeCursor, pageOf } from '../../lib/keyset-cursor.js';
import { notify } from '../notifications/notifications.service.js';
import { orderForReview } from '../orders/orders.service.js';
import { userExists } from '../users/users.service.js';
import * as q from './reviews.queries.js';

/**
 * Reviews: the buyer of a completed order rates its seller once, within REVIEW_WINDOW_DAYS
 * of completion; the seller answers once, publicly. A seller's rating is read from the reviews
 * themselves, never stored.
 */

const toReview = (row: q.ReviewRow): Review => ({
  id: row.id,
  orderId: row.orderId,
  sellerId: row.sellerId,
  rating: row.rating,
  comment: row.comment,
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  reviewer: row.reviewer,
  listing: row.listing,
});

/** The order, as its buyer or seller asks about its review; anyone else hears it does not exist. */
async function partyOrder(ctx: AppContext, userId: string, orderId: string) {
  const order = isUuid(orderId) ? await orderForReview(ctx.db, orderId) : undefined;
  if (!order || (order.buyerId !== userId && order.sellerId !== userId)) {
    throw notFound(reviewMessages.orderNotFound);
  }
  return order;
}

const windowEnd = (completedAt: Date) => addDays(completedAt, REVIEW_WINDOW_DAYS);

/** POST /api/orders/:id/review */
export async function createReview(
  ctx: AppContext,
  userId: string,
  orderId: string,
  input: { rating: number; comment: string | null },
  now: Date = new Date(),
): Promise<Review> {
  const order = await partyOrder(ctx, userId, orderId);
  if (order.buyerId !== userId) throw forbidden(reviewMessages.onlyBuyer);
  if (order.status !== 'completed' || !order.completedAt) throw conflict(reviewMessages.notCompleted);
  if (now > windowEnd(order.completedAt)) throw conflict(reviewMessages.windowClosed);
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const row = await q.insertReview(tx, {
      orderId,
      sellerId: order.sellerId,
      buyerId: userId,
      rating: input.rating,
      comment: input.comment,
    });
    if (!row) throw conflict(reviewMessages.alreadyReviewed);
    await notify(tx, {
      userId: order.sellerId,
      type: 'review_received',
      title: `${'★'.repeat(input.rating)}${'☆'.repeat(5 - input.rating)} for ${order.title}`,
      body: input.comment ?? 'Your buyer left a rating without a comment.',
      url: orderPath(orderId),
    });
    return row.id;
  });
  return toReview((await q.findReview(ctx.db, id))!);
}

/** GET /api/orders/:id/review */
export async function reviewOfOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  now: Date = new Date(),
): Promise<OrderReview> {
  const order = await partyOrder(ctx, userId, orderId);
  const row = await q.findReviewOfOrder(ctx.db, orderId);
  const until = order.status === 'completed' && order.completedAt ? windowEnd(order.completedAt) : null;
  const canReview = !row && order.buyerId === userId && until !== null && now <= until;
  return {
    review: row ? toReview(row) : null,
    canReview,
    reviewableUntil: canReview ? until!.toISOString() : null,
  };
}

/** POST /api/reviews/:id/reply */
export async function replyToReview(ctx: AppContext, userId: string, id: string, reply: string) {
  const row = isUuid(id) ? await q.findReview(ctx.db, id) : undefined;
  if (!row) throw notFound(reviewMessages.notFound);
  if (row.sellerId !== userId) throw forbidden(reviewMessages.onlySeller);
  if (!(await q.setReply(ctx.db, id, userId, reply))) throw conflict(reviewMessages.alreadyReplied);
  return toReview((await q.findReview(ctx.db, id))!);
}

/** GET /api/users/:id/reviews */
export async function reviewsOf(ctx: AppContext, sellerId: string, cursor?: string): Promise<ReviewsReply> {
  if (!(await userExists(ctx, sellerId))) throw notFound(profileMessages.notFound);
  const after = decodeCursor(cursor);
  const [rating, rows] = await Promise.all([
    q.ratingOf(ctx.db, sellerId),
    q.pageOfReviews(ctx.db, sellerId, REVIEWS_PAGE_SIZE + 1, after),
  ]);
  const { page, nextCursor } = pageOf(rows, REVIEWS_PAGE_SIZE);
  return {
    ...rating,
    reviews: page.map(toReview),
    nextCursor,
  };
}

/**
 * Each seller's rating (average to one decimal, count) for a page of cards or listings, read in one
 * query whatever the number of sellers. Every id asked for has an entry: a seller without reviews
 * gets a null average and 0. Other features call this rather than reading the reviews table.
 */
export async function ratingsOfSellers(
  db: Db,
  sellerIds: Iterable<string>,
): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(sellerIds)];
  const ratings = new Map<string, RatingSummary>(
    ids.map((id) => [id, { averageRating: null, reviewCount: 0 }]),
  );
  for (const row of await q.ratingsOf(db, ids)) {
    ratings.set(row.sellerId, { averageRating: row.averageRating, reviewCount: row.reviewCount });
  }
  return ratings;
}
