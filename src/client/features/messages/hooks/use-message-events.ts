import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathOf } from '#shared/api/endpoint';
import { messagesApi } from '#shared/api/messages';
import { messageEventSchema, type MessageEvent } from '#shared/messages';
import { refreshAfter } from '#client/lib/live-invalidation';
import { openLiveStream } from '#client/lib/live-stream';
import { applyMessageEvent, refreshConversations } from '../api/conversations';

function parse(data: string): MessageEvent | null {
  try {
    const parsed = messageEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens GET /api/conversations/events and keeps it open (`openLiveStream` reconnects it): each
 * event's count and message go into the cache, and what a message makes stale is refreshed
 * (lib/live-invalidation.ts). Answers the function
 * that closes it.
 */
function openStream(queryClient: QueryClient): () => void {
  return openLiveStream(pathOf(messagesApi.events), {
    // Whatever arrived while no stream was open is fetched once; the stream carries the rest.
    onOpen: () => void refreshConversations(queryClient),
    onMessage: (data) => {
      const event = parse(data);
      if (!event) return;
      applyMessageEvent(queryClient, event);
      void refreshAfter(queryClient, 'message');
    },
  });
}

// One stream per tab, however many components listen (the navigation's count and an open
// conversation): the first opens it, the last to go closes it.
const streams = new WeakMap<QueryClient, { users: number; close: () => void }>();

/** The signed-in person's live messages, for as long as the calling component is mounted. */
export function useMessageEvents(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const shared = streams.get(queryClient);
    if (shared) shared.users += 1;
    else streams.set(queryClient, { users: 1, close: openStream(queryClient) });
    return () => {
      const held = streams.get(queryClient);
      if (!held) return;
      held.users -= 1;
      if (held.users > 0) return;
      held.close();
      streams.delete(queryClient);
    };
  }, [userId, queryClient]);
}
