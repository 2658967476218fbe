import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathOf } from '#shared/api/endpoint';
import { notificationsApi } from '#shared/api/notifications';
import type { NotificationEvent } from '#shared/notifications';
import { applyNotificationEvent, refreshNotifications } from '../api/notifications';

/** The first wait before opening a stream the server closed, doubled each time up to the last. */
export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_MAX_MS = 60_000;

function parse(data: string): NotificationEvent | null {
  try {
    const event = JSON.parse(data) as Partial<NotificationEvent> | null;
    return event && typeof event.unreadCount === 'number' ? (event as NotificationEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in person's live notifications: one EventSource per tab (the bell, mounted once in the
 * navigation, calls this), writing each event's unread count into the cache and refreshing the lists.
 * The browser retries a dropped connection by itself; when the server refuses or closes the stream
 * for good (restart, sign-in expired), this waits 2 s, 4 s, … up to a minute, with some jitter so a
 * restarted server is not met by every tab at once, and not while the tab is hidden. Closed when
 * the person signs out (`userId` null) or the bell unmounts.
 */
export function useNotificationEvents(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_FIRST_MS;
    let stopped = false;

    const open = () => {
      timer = undefined;
      if (stopped) return;
      if (document.visibilityState === 'hidden') return; // reopened when the tab is shown again
      source = new EventSource(pathOf(notificationsApi.events));
      source.onopen = () => {
        delay = RECONNECT_FIRST_MS;
        // Whatever arrived while no stream was open is fetched once; the stream carries the rest.
        void refreshNotifications(queryClient);
      };
      source.onmessage = (message: MessageEvent<string>) => {
        const event = parse(message.data);
        if (!event) return;
        applyNotificationEvent(queryClient, event);
        void refreshNotifications(queryClient);
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
  }, [userId, queryClient]);
}
