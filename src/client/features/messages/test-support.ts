import type { Conversation, ConversationList, Message, MessageList } from '#shared/messages';
import { anna, conversation, message } from '#client/components/messages/messages.fixtures';

/** Test support for the messages tests (not a test file): people, conversations and a fake stream. */

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

/** An EventSource the test drives: every one opened is kept in `FakeEventSource.opened`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
