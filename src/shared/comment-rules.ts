/**
 * Questions & Comments rules (docs/product/02-listings.md §2.1, §2.5) without the schemas of `comments.ts`: the listing page's
 * comment form checks these at first paint, and importing them must not bring zod along.
 */
export const COMMENT_MAX_LENGTH = 1000;

export const commentMessages = {
  empty: 'Comment cannot be empty',
  tooLong: `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  notFound: 'Comment not found',
  notAllowed: 'You can only delete your own comments or comments on your listings',
  rateLimited: 'You are commenting very quickly. Please wait a minute and try again.',
} as const;
