import type { Conversation, ConversationList, Message, MessageList } from '#shared/messages';
import { anna, conversation, message } from '#client/components/messages/messages.fixtures';

/** Test support for the messages tests (not a test file): people, conversations and messages. */

export { anna, conversation, message };

/** The signed-in buyer, as GET /api/auth/user answers him. */
export const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam_shops', bio: '', profileImageUrl: null };

export function inboxPage(
  conversations: Conversation[],
  over: Partial<ConversationList> = {},
): ConversationList {
  return {
    conversations,
    nextCursor: null,
    unreadCount: conversations.reduce((sum, c) => sum + c.unreadCount, 0),
    ...over,
  };
}

/** One page of messages as the server answers it: newest first. */
export function messagePage(
  of: Conversation,
  oldestFirst: Message[],
  over: Partial<MessageList> = {},
): MessageList {
  return { conversation: of, messages: [...oldestFirst].reverse(), nextCursor: null, ...over };
}
