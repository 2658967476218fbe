import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { pathOf } from '#shared/api/endpoint';
import { messagesApi } from '#shared/api/messages';
import type { Conversation, ConversationList, Message, MessageEvent, MessageList } from '#shared/messages';
import { call, invalidate, keyOf, queryOf } from '#client/lib/endpoints';

/**
 * The signed-in person's conversations: the first page (the navigation's unread count), every page
 * (the inbox, 'Load more'), and one conversation's messages, page by page. The two lists' keys start
 * with the list's path and a thread's with its messages path, so `refreshConversations` and
 * `invalidate(…, [messagesApi.messages])` reach them.
 */

/** The first page, as the navigation reads its count. */
export const summaryKey = keyOf(messagesApi.list);
/** Every page of the inbox loaded so far. */
export const inboxKey = [pathOf(messagesApi.list), 'pages'] as const;
/** Every page of one conversation's messages loaded so far (each page newest first). */
export const threadKey = (id: string) => [pathOf(messagesApi.messages, { id }), 'pages'] as const;

type Inbox = InfiniteData<ConversationList, string | null>;
export type Thread = InfiniteData<MessageList, string | null>;

/** The first page: the navigation's unread total. */
export function useConversationSummary() {
  return useQuery(queryOf(messagesApi.list));
}

/** The inbox: conversations, most recent first, following `nextCursor`. */
export function useInbox() {
  const query = useInfiniteQuery({
    queryKey: inboxKey,
    queryFn: ({ pageParam }) => call(messagesApi.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ConversationList) => last.nextCursor,
  });
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  return { ...query, conversations };
}

/** One conversation: the conversation itself (from the newest page) and its messages oldest first. */
export function useThread(id: string) {
  const query = useInfiniteQuery({
    queryKey: threadKey(id),
    queryFn: ({ pageParam }) =>
      call(messagesApi.messages, { params: { id }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessageList) => last.nextCursor,
  });
  const pages = query.data?.pages ?? [];
  const messages = pages.flatMap((page) => page.messages).reverse();
  return { ...query, conversation: pages[0]?.conversation, messages };
}

/** Both lists are fetched again when shown (a message arrived or was sent, or some were read). */
export function refreshConversations(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [messagesApi.list]);
}

/** Writes into both cached lists: the unread total, and optionally each conversation. */
export function patchLists(
  queryClient: QueryClient,
  unreadCount: number | null,
  patch?: (c: Conversation) => Conversation,
): void {
  const fix = (page: ConversationList): ConversationList => ({
    ...page,
    unreadCount: unreadCount === null ? page.unreadCount : Math.max(0, unreadCount),
    conversations: patch ? page.conversations.map(patch) : page.conversations,
  });
  queryClient.setQueryData<ConversationList>(summaryKey, (old) => (old ? fix(old) : old));
  queryClient.setQueryData<Inbox>(inboxKey, (old) => (old ? { ...old, pages: old.pages.map(fix) } : old));
}

/** Writes a conversation's new state (blocked, read …) into its thread and both lists. */
export function putConversation(queryClient: QueryClient, conversation: Conversation): void {
  queryClient.setQueryData<Thread>(threadKey(conversation.id), (old) =>
    old ? { ...old, pages: old.pages.map((page) => ({ ...page, conversation })) } : old,
  );
  patchLists(queryClient, null, (c) => (c.id === conversation.id ? conversation : c));
}

/** Adds a message at the newest end of its conversation, if that conversation is loaded and lacks it. */
export function addMessage(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<Thread>(threadKey(message.conversationId), (old) => {
    const [newest, ...rest] = old?.pages ?? [];
    if (!old || !newest || old.pages.some((p) => p.messages.some((m) => m.id === message.id))) return old;
    return { ...old, pages: [{ ...newest, messages: [message, ...newest.messages] }, ...rest] };
  });
}

/** What one live event changes: the count at once, the message into its open conversation. */
export function applyMessageEvent(queryClient: QueryClient, event: MessageEvent): void {
  patchLists(queryClient, event.unreadCount);
  if (event.message) addMessage(queryClient, event.message);
}

/** The navigation's count: the first page's total, kept current by the live events. */
export function unreadTotalOf(list: ConversationList | undefined): number {
  return list?.unreadCount ?? 0;
}
