import { commentMessages, type Comment } from '#shared/comments.js';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { findVisibleListing } from '../listings/listings.service.js';
import { isUuid } from '#shared/ids.js';
import * as q from './comments.queries.js';

// A listing's thread is short in practice; the cap keeps one page bounded whatever happens.
const MAX_COMMENTS = 500;

const toComment = (row: q.CommentRow): Comment => ({
  id: row.id,
  listingId: row.listingId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  author: row.author,
});

/** Comments on a listing the viewer may see (an inactive listing's only by and for its seller). */
export async function listComments(
  ctx: AppContext,
  listingId: string,
  viewerId: string | null,
): Promise<Comment[]> {
  const listing = await findVisibleListing(ctx, listingId, viewerId);
  return (await q.listCommentRows(ctx.db, listing.id, MAX_COMMENTS)).map(toComment);
}

export async function addComment(
  ctx: AppContext,
  authorId: string,
  listingId: string,
  message: string,
  ip: string,
): Promise<Comment> {
  const listing = await findVisibleListing(ctx, listingId, authorId);
  await consumeActionLimit(ctx.db, 'comment', { userId: authorId, ip });
  const id = await q.insertComment(ctx.db, { listingId: listing.id, authorId, message });
  const row = await q.findCommentRow(ctx.db, listing.id, id);
  return toComment(row!);
}

/** The comment's author may delete it, and so may the listing's seller (moderating their own page). */
export async function removeComment(
  ctx: AppContext,
  callerId: string,
  listingId: string,
  commentId: string,
): Promise<void> {
  const listing = await findVisibleListing(ctx, listingId, callerId);
  const comment = isUuid(commentId) ? await q.findCommentRow(ctx.db, listing.id, commentId) : undefined;
  if (!comment) throw notFound(commentMessages.notFound);
  if (comment.authorId !== callerId && listing.sellerId !== callerId) {
    throw forbidden(commentMessages.notAllowed);
  }
  await q.deleteComment(ctx.db, comment.id);
}
