// Private messages between a buyer and a seller, the blocks between people and reports of conversations.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX_LENGTH } from '../../../shared/messages.js';
import { id, createdAt, tsz } from './columns.js';
import { listings } from './listings.js';
import { orders } from './commerce.js';
import { ownedBy } from './people.js';

/**
 * One conversation per buyer and listing before a sale (order_id null), one per order after it. Each
 * side's last read time makes the unread count: the other person's messages after it.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: ownedBy('buyer_id'),
    sellerId: ownedBy('seller_id'),
    buyerLastReadAt: tsz('buyer_last_read_at'),
    sellerLastReadAt: tsz('seller_last_read_at'),
    createdAt: createdAt(),
    lastMessageAt: tsz('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    // "Opens or continues": two tabs opening at once still make one conversation (insert … on conflict).
    uniqueIndex('conversations_listing_buyer_unique')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.orderId} is null`),
    uniqueIndex('conversations_order_unique')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // Each participant's inbox, most recent activity first, paged by (last_message_at, id).
    index('conversations_buyer_recent_idx').on(t.buyerId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_seller_recent_idx').on(t.sellerId, t.lastMessageAt.desc(), t.id.desc()),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: ownedBy('sender_id'),
    /** Plain text as typed; never HTML-escaped here, the client shows it as text. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A conversation's messages newest first, paged by (created_at, id); also its last message.
    index('messages_conversation_newest_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    check(
      'messages_body_length',
      sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}`,
    ),
  ],
);

/** Per pair of people, whatever the conversation: while either blocked the other, no messages either way. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: ownedBy('blocker_id'),
    blockedId: ownedBy('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Did they block me?" reads by the blocked side.
    index('user_blocks_blocked_idx').on(t.blockedId),
    check('user_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
