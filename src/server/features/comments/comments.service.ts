import { commentMessages, type Comment } from '#shared/comments.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { findListingForSale } from '../listings/listings.sale.service.js';
import { findVisibleListing } from '../listings/listings.service.js';
import { notify, notifyMany } from '../notifications/notifications.service.js';
import { isUuid } from '#shared/ids.js';
import * as q from './comments.queries.js';

// A listing's thread is short in practice; the cap keeps one page bounded whatever happens.
const MAX_COMMENTS = 500;
// Told in the reply's own transaction, so bounded: the most recent askers of a (short) thread.
const MAX_ASKERS_TOLD = 100;

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
  const row = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const id = await q.insertComment(tx, { listingId: listing.id, authorId, message });
    const comment = (await q.findCommentRow(tx, listing.id, id))!;
    const { title } = (await findListingForSale(tx, listing.id))!;
    const url = `/listing/${listing.id}`;
    // The seller hears of comments on their listing, in the comment's transaction; not of their own.
    if (listing.sellerId !== authorId) {
      await notify(tx, {
        userId: listing.sellerId,
        type: 'listing_comment',
        title: `${comment.author.display} commented on ${title}`,
        body: comment.message,
        url,
      });
    } else {
      // Comments have no threads, so a reply to a question is the seller's own comment: everyone who
      // commented before (asked) hears of it, once each, however many times they asked. Those who
      // blocked the seller, or whom the seller blocked, are left out.
      const askers = await q.listingAskers(tx, listing.id, authorId, MAX_ASKERS_TOLD);
      await notifyMany(
        tx,
        askers.map((userId) => ({
          userId,
          type: 'question_reply' as const,
          title: `${comment.author.display} replied on ${title}`,
          body: comment.message,
          url,
        })),
      );
    }
    return comment;
  });
  return toComment(row);
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
