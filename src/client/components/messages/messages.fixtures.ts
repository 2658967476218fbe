import type { Conversation, Message } from '#shared/messages';

/** Test fixtures for the messages tests (not a test file): Anna, her messages and a conversation with her. */

export const anna = { id: 'anna', handle: 'anna_vintage', displayName: 'Anna Kim', avatarUrl: null };

let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
};

export function message(over: Partial<Message> = {}): Message {
  return {
    id: uuid(),
    conversationId: 'c1',
    senderId: anna.id,
    body: 'Is it still available?',
    createdAt: new Date().toISOString(),
    ...over,
  };
}

/** Sam's conversation with Anna about her denim jacket, with `over` changed. */
export function conversation(over: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    about: {
      kind: 'listing',
      listingId: 'l1',
      orderId: null,
      title: 'Denim jacket',
      imageUrl: null,
      url: '/listing/l1',
    },
    otherUser: anna,
    role: 'buyer',
    lastMessage: null,
    unreadCount: 0,
    blockedByMe: false,
    canReply: true,
    updatedAt: new Date().toISOString(),
    ...over,
  };
}
