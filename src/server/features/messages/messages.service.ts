import { isUuid } from '#shared/ids.js';
import { clipText } from '#shared/text-rules.js';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  messageMessages,
  type Conversation,
  type ConversationList,
  type ListConversationsQuery,
  type Message,
  type MessageList,
  type OpenConversationReply,
} from '#shared/messages.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifyOnCommit } from '../../db/notify-on-commit.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { markSeen, notify } from '../notifications/notifications.service.js';
import { MESSAGE_CHANNEL, toMessage, type MessageSignal } from './messages.events.js';
import * as q from './messages.queries.js';

/** How much of a message the notification (and so its e-mail) shows; the conversation has the rest. */
const NOTIFICATION_PREVIEW = 200;

const otherPerson = (c: q.ConversationRow, me: string) => (c.buyerId === me ? c.sellerId : c.buyerId);

/** Messages count against one budget a minute, wherever they are sent; new conversations an hour. */
const limitMessages = (ctx: AppContext, me: string) =>
  consumeActionLimit(ctx.db, 'message', { userId: me, ip: '' });
const limitConversations = (ctx: AppContext, me: string) =>
  consumeActionLimit(ctx.db, 'conversation', { userId: me, ip: '' });

/** The caller's conversation, or 404 as for one that does not exist: nobody else learns it is there. */
async function conversationOf(ctx: AppContext, me: string, id: string): Promise<q.ConversationRow> {
  const row = isUuid(id) ? await q.findConversationFor(ctx.db, id, me) : undefined;
  if (!row) throw notFound(messageMessages.notFound);
  return row;
}

async function refuseIfBlocked(db: Db, me: string, other: string): Promise<void> {
  if (await q.isBlockedEitherWay(db, me, other)) throw forbidden(messageMessages.blocked);
}

/** Shapes page rows for the caller: last message, unread count and blocks, in three reads for the page. */
async function toConversations(db: Db, me: string, rows: q.ConversationPageRow[]): Promise<Conversation[]> {
  const ids = rows.map((r) => r.conversation.id);
  const [last, unread, blocks] = await Promise.all([
    q.lastMessages(db, ids),
    q.unreadByConversation(db, me, ids),
    q.blocksWith(
      db,
      me,
      rows.map((r) => r.other.id),
    ),
  ]);
  return rows.map(({ conversation: c, listingTitle, listingImageUrl, other }) => {
    const lastMessage = last.get(c.id);
    return {
      id: c.id,
      about: {
        kind: c.orderId ? 'order' : 'listing',
        listingId: c.listingId,
        orderId: c.orderId,
        title: listingTitle,
        imageUrl: listingImageUrl,
        url: c.orderId ? '/orders' : `/listing/${c.listingId}`,
      },
      otherUser: other,
      role: c.buyerId === me ? 'buyer' : 'seller',
      lastMessage: lastMessage ? toMessage(lastMessage) : null,
      unreadCount: unread.get(c.id) ?? 0,
      blockedByMe: blocks.byMe.has(other.id),
      canReply: !blocks.byMe.has(other.id) && !blocks.ofMe.has(other.id),
      updatedAt: c.lastMessageAt.toISOString(),
    };
  });
}

async function viewOf(db: Db, me: string, id: string): Promise<Conversation> {
  const rows = await q.conversationPage(db, me, { ids: [id], limit: 1 });
  const [view] = await toConversations(db, me, rows);
  if (!view) throw notFound(messageMessages.notFound);
  return view;
}

function publish(tx: Db, signal: MessageSignal): Promise<void> {
  return notifyOnCommit(tx, MESSAGE_CHANNEL, JSON.stringify(signal));
}

/**
 * Stores the message, tells the recipient (a new_message notification, one e-mail per burst through
 * its group) and both people's open streams, all in the caller's transaction: a rollback tells nobody.
 */
async function postMessage(tx: Db, c: q.ConversationRow, me: string, body: string): Promise<Message> {
  const row = await q.insertMessage(tx, { conversationId: c.id, senderId: me, body });
  const senderName = await q.findDisplayName(tx, me);
  await notify(tx, {
    userId: otherPerson(c, me),
    type: 'new_message',
    title: `New message from ${senderName}`,
    body: clipText(body, NOTIFICATION_PREVIEW),
    ...aboutConversation(c.id),
  });
  await publish(tx, { userIds: [c.buyerId, c.sellerId], messageId: row.id });
  return toMessage(row);
}

/** The page a conversation's notifications point to, and the e-mail group a burst of it shares. */
const aboutConversation = (id: string) => ({ url: `/messages/${id}`, emailGroup: `conversation:${id}` });

type About = { listingId: string; orderId: string | null; buyerId: string; sellerId: string };

/**
 * A listing: the caller is the buyer. A conversation they already have about it continues whatever
 * became of the listing; a new one needs a listing still for sale.
 */
async function aboutListing(ctx: AppContext, me: string, listingId: string) {
  const listing = await q.findListing(ctx.db, listingId);
  if (!listing) throw notFound(messageMessages.listingNotFound);
  if (listing.sellerId === me) throw forbidden(messageMessages.ownListing);
  const about: About = { listingId, orderId: null, buyerId: me, sellerId: listing.sellerId };
  const existing = await q.findListingConversation(ctx.db, listingId, me);
  if (!existing) {
    // An inactive listing exists only for its seller (listings.service canSee).
    if (!listing.isActive) throw notFound(messageMessages.listingNotFound);
    if (listing.isSold) throw forbidden(messageMessages.listingUnavailable);
  }
  return { about, existing };
}

/** An order: only its buyer and seller; anyone else is told it does not exist. */
async function aboutOrder(ctx: AppContext, me: string, orderId: string) {
  const order = await q.findOrderParties(ctx.db, orderId);
  if (!order || (order.buyerId !== me && order.sellerId !== me))
    throw notFound(messageMessages.orderNotFound);
  const about: About = {
    listingId: order.listingId,
    orderId,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
  };
  return { about, existing: await q.findOrderConversation(ctx.db, orderId) };
}

/**
 * POST /api/conversations: opens the conversation about a listing or an order with a first message,
 * or adds the message to the one that exists. Two requests at once (two tabs) still make one: the
 * unique index decides inside the insert.
 */
export async function openConversation(
  ctx: AppContext,
  me: string,
  input: { listingId: string; body: string } | { orderId: string; body: string },
): Promise<OpenConversationReply> {
  const { about, existing } =
    'listingId' in input
      ? await aboutListing(ctx, me, input.listingId)
      : await aboutOrder(ctx, me, input.orderId);
  await refuseIfBlocked(ctx.db, me, about.buyerId === me ? about.sellerId : about.buyerId);
  await limitMessages(ctx, me);
  if (!existing) await limitConversations(ctx, me);
  const message = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const conversation = await q.upsertConversation(tx, about);
    return postMessage(tx, conversation, me, input.body);
  });
  return { conversation: await viewOf(ctx.db, me, message.conversationId), message };
}

/** POST /api/conversations/{id}/messages. */
export async function sendMessage(ctx: AppContext, me: string, id: string, body: string): Promise<Message> {
  const conversation = await conversationOf(ctx, me, id);
  await refuseIfBlocked(ctx.db, me, otherPerson(conversation, me));
  await limitMessages(ctx, me);
  return ctx.db.transaction((t) => postMessage(t as Db, conversation, me, body));
}

/** GET /api/conversations: newest activity first, optionally only those with one person. */
export async function listConversations(
  ctx: AppContext,
  me: string,
  query: ListConversationsQuery,
): Promise<ConversationList> {
  const cursor = query.cursor || undefined;
  if (cursor !== undefined && !(isUuid(cursor) && (await q.findConversationFor(ctx.db, cursor, me)))) {
    throw badRequest(messageMessages.badCursor, 'BAD_CURSOR');
  }
  const unreadCount = await q.countUnread(ctx.db, me);
  const withUser = query.withUser || undefined;
  // An id that cannot name anyone has no conversations with the caller.
  if (withUser !== undefined && !isUuid(withUser))
    return { conversations: [], nextCursor: null, unreadCount };
  const rows = await q.conversationPage(ctx.db, me, {
    ...(withUser ? { withUser } : {}),
    ...(cursor ? { afterId: cursor } : {}),
    limit: CONVERSATIONS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  return {
    conversations: await toConversations(ctx.db, me, page),
    nextCursor: rows.length > CONVERSATIONS_PAGE_SIZE ? page[page.length - 1]!.conversation.id : null,
    unreadCount,
  };
}

/** GET /api/conversations/{id}/messages: newest first; the cursor is the last message of a page. */
export async function listMessages(
  ctx: AppContext,
  me: string,
  id: string,
  cursorParam: string | undefined,
): Promise<MessageList> {
  const conversation = await conversationOf(ctx, me, id);
  const cursor = cursorParam || undefined;
  if (
    cursor !== undefined &&
    !(isUuid(cursor) && (await q.isMessageCursor(ctx.db, conversation.id, cursor)))
  ) {
    throw badRequest(messageMessages.badCursor, 'BAD_CURSOR');
  }
  const rows = await q.messagePage(ctx.db, conversation.id, cursor, MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  return {
    conversation: await viewOf(ctx.db, me, conversation.id),
    messages: page.map(toMessage),
    nextCursor: rows.length > MESSAGES_PAGE_SIZE ? page[page.length - 1]!.id : null,
  };
}

/**
 * POST /api/conversations/{id}/read: everything the other person sent up to now is read. The caller's
 * other tabs hear the new total.
 */
export async function markRead(ctx: AppContext, me: string, id: string): Promise<{ unreadCount: number }> {
  const conversation = await conversationOf(ctx, me, id);
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.markRead(tx, conversation, me);
    // What the bell said about these messages is seen too, and their unsent e-mail is not needed.
    await markSeen(tx, me, aboutConversation(conversation.id));
    await publish(tx, { userIds: [me] });
    return { unreadCount: await q.countUnread(tx, me) };
  });
}

export function unreadCount(ctx: AppContext, me: string): Promise<number> {
  return q.countUnread(ctx.db, me);
}

/** Blocks the other person of the conversation, in every conversation between them. Idempotent. */
export async function block(ctx: AppContext, me: string, id: string): Promise<Conversation> {
  const conversation = await conversationOf(ctx, me, id);
  await q.insertBlock(ctx.db, me, otherPerson(conversation, me));
  return viewOf(ctx.db, me, conversation.id);
}

/** Lifts the caller's own block; one the other person made stays. Idempotent. */
export async function unblock(ctx: AppContext, me: string, id: string): Promise<Conversation> {
  const conversation = await conversationOf(ctx, me, id);
  await q.deleteBlock(ctx.db, me, otherPerson(conversation, me));
  return viewOf(ctx.db, me, conversation.id);
}

/** Stores a report for the operators. Allowed whoever blocked whom: a block is often why. */
export async function report(ctx: AppContext, me: string, id: string, reason: string): Promise<void> {
  const conversation = await conversationOf(ctx, me, id);
  await consumeActionLimit(ctx.db, 'conversationReport', { userId: me, ip: '' });
  await q.insertReport(ctx.db, { conversationId: conversation.id, reporterId: me, reason });
}
