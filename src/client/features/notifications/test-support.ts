import type { Notification, NotificationList } from '#shared/notifications';

/** Test support for the notifications tests (not a test file): notifications and a fake stream. */

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

/** An EventSource the test drives: every one opened is kept in `FakeEventSource.opened`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
