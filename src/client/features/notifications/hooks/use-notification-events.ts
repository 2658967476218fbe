import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pathOf } from '#shared/api/endpoint';
import { notificationsApi } from '#shared/api/notifications';
import type { NotificationEvent } from '#shared/notifications';
import { refreshAfter, refreshAllLive } from '#client/lib/live-invalidation';
import { openLiveStream } from '#client/lib/live-stream';
import { applyNotificationEvent, refreshNotifications } from '../api/notifications';

function parse(data: string): NotificationEvent | null {
  try {
    const event = JSON.parse(data) as Partial<NotificationEvent> | null;
    return event && typeof event.unreadCount === 'number' ? (event as NotificationEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in person's live notifications: one stream per tab (the bell, mounted once in the
 * navigation, calls this), writing each event's unread count into the cache, refreshing the lists and
 * whatever the notification is about (lib/live-invalidation.ts).
 * The stream reconnects by itself (`openLiveStream`); it is closed when the person signs out
 * (`userId` null) or the bell unmounts.
 */
export function useNotificationEvents(userId: string | null): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let opened = false;
    return openLiveStream(pathOf(notificationsApi.events), {
      // Whatever arrived while no stream was open is fetched once; the stream carries the rest. On
      // the first open the page has just read everything itself; on a reopen whatever the missed
      // events were about is read again too.
      onOpen: () => {
        void refreshNotifications(queryClient);
        if (opened) void refreshAllLive(queryClient);
        opened = true;
      },
      onMessage: (data) => {
        const event = parse(data);
        if (!event) return;
        applyNotificationEvent(queryClient, event);
        void refreshNotifications(queryClient);
        // The page under the bell shows what the notification says: whatever it is about is read again.
        if (event.notification) void refreshAfter(queryClient, event.notification.type);
      },
    });
  }, [userId, queryClient]);
}
