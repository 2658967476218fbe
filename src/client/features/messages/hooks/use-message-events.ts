import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathOf } from '#shared/api/endpoint';
import { messagesApi } from '#shared/api/messages';
import { messageEventSchema, type MessageEvent } from '#shared/messages';
import { applyMessageEvent, refreshConversations } from '../api/conversations';

/** The first wait before opening a stream the server closed, doubled each time up to the last. */
export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 60_000;

function parse(data: string): MessageEvent | null {
  try {
    const parsed = messageEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Opens GET /api/conversations/events and keeps it open: each event's count and message go into the
 * cache, and the lists are refreshed. The browser retries a dropped connection by itself; when the
 * server closes the stream for good (restart, sign-in expired) this waits 2 s, 4 s, … up to a
 * minute, with jitter so a restarted server is not met by every tab at once, and not while the tab
 * is hidden. Answers the function that closes it.
 */
function openStream(queryClient: QueryClient): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_FIRST_MS;
  let stopped = false;

  const open = () => {
    timer = undefined;
    if (stopped || document.visibilityState === 'hidden') return; // reopened when the tab is shown
    source = new EventSource(pathOf(messagesApi.events));
    source.onopen = () => {
      delay = RECONNECT_FIRST_MS;
      // Whatever arrived while no stream was open is fetched once; the stream carries the rest.
      void refreshConversations(queryClient);
    };
    source.onmessage = (message: { data: string }) => {
      const event = parse(message.data);
      if (!event) return;
      applyMessageEvent(queryClient, event);
      void refreshConversations(queryClient);
    };
    source.onerror = () => {
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so we try later ourselves.
      if (source?.readyState !== EventSource.CLOSED) return;
      source.close();
      source = null;
      schedule();
    };
  };
  const schedule = () => {
    if (stopped || timer) return;
    const wait = delay * (0.75 + Math.random() * 0.5);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    timer = setTimeout(open, wait);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible' && !source && !timer) open();
  };

  open();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

// One stream per tab, however many components listen (the navigation's count and an open
// conversation): the first opens it, the last to go closes it.
const streams = new WeakMap<QueryClient, { users: number; close: () => void }>();

/** The signed-in person's live messages, for as long as the calling component is mounted. */
export function useMessageEvents(userId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
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
