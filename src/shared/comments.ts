import { z } from 'zod';
import { COMMENT_MAX_LENGTH, commentMessages } from './comment-rules.js';
import { plainText } from './text-rules.js';

/** Questions & Comments on a listing (docs/product/02-listings.md §2.1, §2.5): the API route and the comment form share these. */
export { COMMENT_MAX_LENGTH, commentMessages } from './comment-rules.js';

export const createCommentInputSchema = z.strictObject({
  message: z
    .string({ error: commentMessages.empty })
    .refine(...plainText('Comment'))
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
