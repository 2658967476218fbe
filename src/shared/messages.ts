import { z } from 'zod';
import { idParams, UUID_PATTERN } from './ids.js';
import { plainText } from './text-rules.js';

/**
 * Private messages: a conversation between a buyer and a seller about one listing (before a sale) or
 * one order (after). Only those two can read or write it. Bodies are plain text, never rendered as HTML.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;
export const REPORT_REASON_MAX_LENGTH = 1000;
/** Rate limits: messages a person may send in a minute, and new conversations they may open in an hour. */
export const MESSAGES_PER_MINUTE = 20;
export const CONVERSATIONS_PER_HOUR = 30;

export const messageMessages = {
  bodyRequired: 'Write a message before sending',
  bodyTooLong: 'Messages can be at most 2,000 characters',
  aboutRequired: 'Send { "listingId", "body" } or { "orderId", "body" }',
  notFound: 'Conversation not found',
  listingNotFound: 'Listing not found',
  orderNotFound: 'Order not found',
  ownListing: 'This is your listing: buyers message you about it, and you answer them from your inbox',
  blocked: 'You can no longer message each other in this conversation',
  // The server makes "a few minutes" exact ("a minute", "42 minutes") from the limit's window.
  rateLimited: 'You have sent a lot of messages in a short time. Please wait a few minutes and try again.',
  reportRateLimited:
    'You have sent a lot of reports in a short time. Please wait a few minutes and try again.',
  listingUnavailable: 'This listing is no longer for sale, so a new conversation about it cannot be started',
  reasonRequired: 'Tell us what is wrong with this conversation',
  reasonTooLong: 'Keep the reason under 1,000 characters',
  badCursor: 'This page link is no longer valid. Start again from the first page.',
  liveBusy: 'Live messages are busy right now. Please try again shortly.',
} as const;

export const messageBodySchema = z
  .string({ error: messageMessages.bodyRequired })
  .refine(...plainText('Message'))
  .trim()
  .min(1, { error: messageMessages.bodyRequired })
  .max(MESSAGE_MAX_LENGTH, { error: messageMessages.bodyTooLong });

const idOf = (message: string) => z.string({ error: message }).regex(UUID_PATTERN, { error: message });

/** POST /api/conversations: opens the conversation about a listing or an order, or continues it. */
export const openConversationInputSchema = z.union(
  [
    z.strictObject({ listingId: idOf(messageMessages.listingNotFound), body: messageBodySchema }),
    z.strictObject({ orderId: idOf(messageMessages.orderNotFound), body: messageBodySchema }),
  ],
  { error: messageMessages.aboutRequired },
);
export type OpenConversationInput = z.input<typeof openConversationInputSchema>;

export const sendMessageInputSchema = z.strictObject({ body: messageBodySchema });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

export const reportConversationInputSchema = z.strictObject({
  reason: z
    .string({ error: messageMessages.reasonRequired })
    .refine(...plainText('Reason'))
    .trim()
    .min(1, { error: messageMessages.reasonRequired })
    .max(REPORT_REASON_MAX_LENGTH, { error: messageMessages.reasonTooLong }),
});
export type ReportConversationInput = z.input<typeof reportConversationInputSchema>;

/** A malformed id answers 404 "Conversation not found", as a missing one does. */
export const conversationParamsSchema = idParams(messageMessages.notFound);

export const listConversationsQuerySchema = z.object({
  cursor: z.string().trim().max(500).optional(),
  /** Only the conversations with this person (the profile's Message button looks for one). */
  withUser: z.string().trim().max(100).optional(),
});
export type ListConversationsQuery = z.infer<typeof listConversationsQuerySchema>;

export const listMessagesQuerySchema = z.object({ cursor: z.string().trim().max(500).optional() });
export type ListMessagesQuery = z.infer<typeof listMessagesQuerySchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** Plain text as typed; a client shows it as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  /** What it is about: a listing (before a sale) or an order (after). */
  about: z.object({
    kind: z.enum(['listing', 'order']),
    listingId: z.string(),
    orderId: z.string().nullable(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    /** The page it is about: /listing/<id> or /orders. */
    url: z.string(),
  }),
  /** The other person in it. */
  otherUser: z.object({
    id: z.string(),
    handle: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  /** The signed-in user's role in it. */
  role: z.enum(['buyer', 'seller']),
  lastMessage: messageSchema.nullable(),
  /** Messages from the other person the signed-in user has not read. */
  unreadCount: z.number().int(),
  /** The signed-in user blocked the other person. */
  blockedByMe: z.boolean(),
  /** False when either person blocked the other: no more messages either way. */
  canReply: z.boolean(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Unread messages across all the user's conversations: the navigation's count. */
  unreadCount: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationReplySchema = z.object({ conversation: conversationSchema });
export type ConversationReply = z.infer<typeof conversationReplySchema>;

export const openConversationReplySchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type OpenConversationReply = z.infer<typeof openConversationReplySchema>;

/** One page of a conversation's messages, newest first; nextCursor pages to older ones. */
export const messageListSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageReplySchema = z.object({ message: messageSchema });
export const unreadMessagesReplySchema = z.object({ unreadCount: z.number().int() });
export type UnreadMessagesReply = z.infer<typeof unreadMessagesReplySchema>;
export const reportReplySchema = z.object({ reported: z.literal(true) });

/**
 * One server-sent event of GET /api/conversations/events: the user's new unread total, and the
 * message that arrived (in either direction: another tab's sent message shows too), if any.
 */
export const messageEventSchema = z.object({
  unreadCount: z.number().int(),
  message: messageSchema.optional(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;
