import type { Notification, NotificationList } from '#shared/notifications';

/** Test support for the notifications tests (not a test file): a signed-in person and notifications. */

export const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

let next = 0;
export function notification(over: Partial<Notification> = {}): Notification {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'offer_received',
    title: 'New offer on Denim jacket',
    body: '@anna offered $30.00',
    url: '/offers?tab=received',
    readAt: null,
    createdAt: new Date().toISOString(),
    ...over,
  };
}

export function page(notifications: Notification[], over: Partial<NotificationList> = {}): NotificationList {
  return {
    notifications,
    nextCursor: null,
    unreadCount: notifications.filter((n) => !n.readAt).length,
    ...over,
  };
}
