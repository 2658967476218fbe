import { and, asc, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingComments, userBlocks, users } from '../../db/schema.js';

const commentColumns = {
  id: listingComments.id,
  listingId: listingComments.listingId,
  message: listingComments.message,
  createdAt: listingComments.createdAt,
  author: {
    id: users.id,
    handle: users.handle,
    display: users.display,
    profileImageUrl: users.profileImageUrl,
  },
};

export type CommentRow = Awaited<ReturnType<typeof listCommentRows>>[number];

/** Oldest first, as a conversation reads. */
export async function listCommentRows(db: Db, listingId: string, limit: number) {
  return (
    db
      .select(commentColumns)
      .from(listingComments)
      .innerJoin(users, eq(users.id, listingComments.authorId))
      // A comment operators hid is kept for the record and shown to nobody.
      .where(and(eq(listingComments.listingId, listingId), isNull(listingComments.hiddenAt)))
      .orderBy(asc(listingComments.createdAt), asc(listingComments.id))
      .limit(limit)
  );
}

export async function findCommentRow(db: Db, listingId: string, commentId: string) {
  const [row] = await db
    .select({ ...commentColumns, authorId: listingComments.authorId })
    .from(listingComments)
    .innerJoin(users, eq(users.id, listingComments.authorId))
    .where(and(eq(listingComments.id, commentId), eq(listingComments.listingId, listingId)))
    .limit(1);
  return row;
}

export async function insertComment(
  db: Db,
  values: { listingId: string; authorId: string; message: string },
): Promise<string> {
  const [row] = await db.insert(listingComments).values(values).returning({ id: listingComments.id });
  return row!.id;
}

export async function deleteComment(db: Db, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(listingComments)
    .where(eq(listingComments.id, commentId))
    .returning({ id: listingComments.id });
  return rows.length === 1;
}

/**
 * Everyone but the seller who commented on the listing, most recent first, each once; never someone
 * who blocked the seller or whom the seller blocked.
 */
export async function listingAskers(db: Db, listingId: string, sellerId: string, limit: number) {
  const rows = await db
    .select({ id: listingComments.authorId })
    .from(listingComments)
    .where(
      and(
        eq(listingComments.listingId, listingId),
        ne(listingComments.authorId, sellerId),
        sql`not exists (select 1 from ${userBlocks} b
              where (b.blocker_id = ${listingComments.authorId} and b.blocked_id = ${sellerId})
                 or (b.blocker_id = ${sellerId} and b.blocked_id = ${listingComments.authorId}))`,
      ),
    )
    .groupBy(listingComments.authorId)
    .orderBy(desc(max(listingComments.createdAt)))
    .limit(limit);
  return rows.map((r) => r.id);
}
