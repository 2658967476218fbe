/**
 * Reviews: after an order completes its buyer may rate the seller once — 1 to 5 stars and
 * an optional comment — within REVIEW_WINDOW_DAYS; the seller may answer once, publicly. No review
 * without a completed sale, so every rating is a real trade.
 */

export const REVIEW_WINDOW_DAYS = 30;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
export const REVIEWS_PAGE_SIZE = 20;

export const reviewMessages = {
  notFound: 'Review not found',
  orderNotFound: 'Order not found',
  onlyBuyer: 'Only the buyer can review this order',
  notCompleted: 'You can review an order once it is complete',
  alreadyReviewed: 'You have already reviewed this order',
  windowClosed: `Reviews can be left within ${REVIEW_WINDOW_DAYS} days of the order completing`,
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
  commentTooLong: `A review can be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  onlySeller: 'Only the seller can reply to this review',
  alreadyReplied: 'You have already replied to this review',
  replyRequired: 'Write a reply',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX_LENGTH} characters`,
  // Toasts and the page's words.
  posted: 'Review posted',
  replied: 'Reply posted',
  none: 'No reviews yet.',
} as const;
