import { z } from 'zod';

/** Questions & Comments on a listing (000 §2, §5): the API route and the comment form share these. */
export const COMMENT_MAX_LENGTH = 1000;

export const commentMessages = {
  empty: 'Comment cannot be empty',
  tooLong: `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  notFound: 'Comment not found',
  notAllowed: 'You can only delete your own comments or comments on your listings',
  rateLimited: 'You are commenting very quickly. Please wait a minute and try again.',
} as const;

export const createCommentInputSchema = z.strictObject({
  message: z
    .string({ error: commentMessages.empty })
    .trim()
    .min(1, { error: commentMessages.empty, abort: true })
    .max(COMMENT_MAX_LENGTH, commentMessages.tooLong),
});
export type CreateCommentInput = z.input<typeof createCommentInputSchema>;

export const commentSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  message: z.string(),
  createdAt: z.string(),
  author: z.object({
    id: z.string(),
    handle: z.string(),
    display: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentReplySchema = z.object({ comment: commentSchema });
export const commentListSchema = z.object({ comments: z.array(commentSchema) });
