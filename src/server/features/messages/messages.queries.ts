import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reports, conversations, listings, messages, orders, userBlocks, users } from '../../db/schema.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The listing a conversation may be about: who sells it and whether it is still for sale. */
export async function findListing(db: Db, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      isActive: listings.isActive,
      isSold: listings.isSold,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .limit(1);
  return row;
}

export async function findOrderParties(db: Db, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      listingId: orders.listingId,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
    })
    .from(orders)
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** The buyer's conversation about a listing before any sale, if they have one. */
export async function findListingConversation(db: Db, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.listingId, listingId),
        eq(conversations.buyerId, buyerId),
        sql`${conversations.orderId} is null`,
      ),
    )
    .limit(1);
  return row;
}

export async function findOrderConversation(db: Db, orderId: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.orderId, orderId)).limit(1);
  return row;
}

/**
 * Inserts the conversation, or answers the one that exists: the partial unique indexes decide, so two
 * requests racing to open it (two tabs) end in the same row. The no-op update makes RETURNING answer
 * the existing row too, and locks it until the caller's transaction ends.
 */
export async function upsertConversation(
  tx: Db,
  values: { listingId: string; orderId: string | null; buyerId: string; sellerId: string },
): Promise<ConversationRow> {
  const insert = tx.insert(conversations).values(values);
  const set = { lastMessageAt: sql`${conversations.lastMessageAt}` };
  const [row] = await (
    values.orderId
      ? insert.onConflictDoUpdate({
          target: conversations.orderId,
          targetWhere: sql`${conversations.orderId} is not null`,
          set,
        })
      : insert.onConflictDoUpdate({
          target: [conversations.listingId, conversations.buyerId],
          targetWhere: sql`${conversations.orderId} is null`,
          set,
        })
  ).returning();
  return row!;
}

/** The conversation when `userId` is one of its two people; anyone else gets nothing. */
export async function findConversationFor(db: Db, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, id),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    )
    .limit(1);
  return row;
}

/** True while either person has blocked the other. */
export async function isBlockedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** Stores a message and moves its conversation to the top of both inboxes (same transaction time). */
export async function insertMessage(
  tx: Db,
  values: { conversationId: string; senderId: string; body: string },
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

export async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function findDisplayName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ display: users.display }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.display ?? '';
}

/** The caller's last read time in a conversation: buyer's or seller's, whichever side they are. */
const myLastRead = (me: string) =>
  sql`coalesce(case when ${conversations.buyerId} = ${me} then ${conversations.buyerLastReadAt} else ${conversations.sellerLastReadAt} end, '-infinity'::timestamptz)`;

const isMine = (me: string) => or(eq(conversations.buyerId, me), eq(conversations.sellerId, me));

/** The other person's messages after my last read, in my conversations (all, or those given). */
const unreadWhere = (me: string, ids?: string[]) =>
  and(
    isMine(me),
    ids ? inArray(conversations.id, ids) : undefined,
    ne(messages.senderId, me),
    sql`${messages.createdAt} > ${myLastRead(me)}`,
  );

export async function countUnread(db: Db, me: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(unreadWhere(me));
  return row?.n ?? 0;
}

export async function unreadByConversation(db: Db, me: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: conversations.id, n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(unreadWhere(me, ids))
    .groupBy(conversations.id);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Marks everything in the conversation up to now read for the caller's side. */
export async function markRead(tx: Db, conversation: ConversationRow, me: string): Promise<void> {
  await tx
    .update(conversations)
    .set(conversation.buyerId === me ? { buyerLastReadAt: sql`now()` } : { sellerLastReadAt: sql`now()` })
    .where(eq(conversations.id, conversation.id));
}

/**
 * The caller's conversations with what each is about and who the other person is, most recent
 * activity first, strictly after the cursor conversation. The cursor's position is compared in SQL
 * against the stored timestamp, not a copy that went through a JS Date (which drops microseconds).
 */
export async function conversationPage(
  db: Db,
  me: string,
  filter: { ids?: string[]; withUser?: string; afterId?: string; limit: number },
) {
  const otherId = sql`case when ${conversations.buyerId} = ${me} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  const conditions: (SQL | undefined)[] = [isMine(me)];
  if (filter.ids) conditions.push(inArray(conversations.id, filter.ids));
  if (filter.withUser) conditions.push(sql`${otherId} = ${filter.withUser}`);
  if (filter.afterId) {
    conditions.push(
      sql`(${conversations.lastMessageAt}, ${conversations.id}) < (select c.last_message_at, c.id from ${conversations} c where c.id = ${filter.afterId})`,
    );
  }
  return db
    .select({
      conversation: conversations,
      listingTitle: listings.title,
      listingImageUrl: listings.imageUrl,
      other: {
        id: users.id,
        handle: users.handle,
        displayName: users.display,
        avatarUrl: users.profileImageUrl,
      },
    })
    .from(conversations)
    .innerJoin(listings, eq(listings.id, conversations.listingId))
    .innerJoin(users, sql`${users.id} = ${otherId}`)
    .where(and(...conditions))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(filter.limit);
}

export type ConversationPageRow = Awaited<ReturnType<typeof conversationPage>>[number];

/** The newest message of each conversation given. */
export async function lastMessages(db: Db, ids: string[]): Promise<Map<string, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, ids))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** Of the people given, those the caller blocked and those who blocked the caller. */
export async function blocksWith(db: Db, me: string, others: string[]) {
  const byMe = new Set<string>();
  const ofMe = new Set<string>();
  if (others.length === 0) return { byMe, ofMe };
  const rows = await db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), inArray(userBlocks.blockedId, others)),
        and(eq(userBlocks.blockedId, me), inArray(userBlocks.blockerId, others)),
      ),
    );
  for (const r of rows) {
    if (r.blockerId === me) byMe.add(r.blockedId);
    else ofMe.add(r.blockerId);
  }
  return { byMe, ofMe };
}

export async function isMessageCursor(db: Db, conversationId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, id), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row !== undefined;
}

/** A conversation's messages newest first, strictly after the cursor message. */
export async function messagePage(
  db: Db,
  conversationId: string,
  afterId: string | undefined,
  limit: number,
) {
  const after = afterId
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${afterId})`
    : undefined;
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), after))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

/** Idempotent: blocking twice keeps the first block. */
export async function insertBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/**
 * A conversation's report joins the operators' queue as kind 'conversation' with the
 * person's words; reporting the same conversation again replaces the words of their one report.
 */
export async function insertReport(
  db: Db,
  values: { conversationId: string; reporterId: string; reason: string },
): Promise<void> {
  await db
    .insert(reports)
    .values({
      kind: 'conversation',
      targetId: values.conversationId,
      reporterId: values.reporterId,
      reason: 'other',
      message: values.reason,
    })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.kind, reports.targetId],
      set: { message: values.reason },
    });
}
