import { z } from 'zod';
import { plainText } from './text-rules.js';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_REPLY_MAX_LENGTH, reviewMessages } from './review-rules.js';

export * from './review-rules.js';

/** POST /api/orders/:id/review */
export const createReviewInputSchema = z.strictObject({
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int({ error: reviewMessages.ratingInvalid })
    .min(1, { error: reviewMessages.ratingInvalid })
    .max(5, { error: reviewMessages.ratingInvalid }),
  comment: z
    .string({ error: reviewMessages.commentTooLong })
    .refine(...plainText('Review'))
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, { error: reviewMessages.commentTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

/** POST /api/reviews/:id/reply */
export const replyInputSchema = z.strictObject({
  reply: z
    .string({ error: reviewMessages.replyRequired })
    .refine(...plainText('Reply'))
    .trim()
    .min(1, { error: reviewMessages.replyRequired, abort: true })
    .max(REVIEW_REPLY_MAX_LENGTH, { error: reviewMessages.replyTooLong }),
});

export const reviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  sellerId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  reviewer: z.object({
    id: z.string(),
    handle: z.string(),
    display: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  listing: z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() }),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewReplySchema = z.object({ review: reviewSchema });

/** A seller's rating: the average to one decimal (null with no reviews) and how many reviews. */
export const ratingSummarySchema = z.object({
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const reviewsReplySchema = ratingSummarySchema.extend({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewsReply = z.infer<typeof reviewsReplySchema>;

/** What an order page needs: the order's review if any, and whether the viewer may write one now. */
export const orderReviewSchema = z.object({
  review: reviewSchema.nullable(),
  canReview: z.boolean(),
  /** Until when a review may be written (ISO), while it may. */
  reviewableUntil: z.string().nullable(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;
