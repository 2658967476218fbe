import { Bell, CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Notification } from '#shared/notifications';
import { CountBadge, unreadLabel } from '#client/components/count-badge';
import { buttonClass } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useUser } from '#client/lib/auth';
import { cn } from '#client/lib/cn';
import { unreadCountOf, useLatestNotifications, useMarkRead } from '../api/notifications';
import { useNotificationEvents } from '../hooks/use-notification-events';
import { NotificationItem } from './notification-item';

/** How many of the latest notifications the bell's popover lists; the page has the rest. */
export const BELL_LATEST = 5;

/**
 * The navigation's bell (signed-in people only): the unread count, kept live by the notifications
 * stream, and a popover with the latest few, "Mark all as read" and the way to /notifications.
 */
export function NotificationBell() {
  const { user } = useUser();
  if (!user) return null;
  return <SignedInBell userId={user.id} />;
}

function SignedInBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  useNotificationEvents(userId);
  const latest = useLatestNotifications();
  const markRead = useMarkRead();
  const count = unreadCountOf(latest.data);

  const openOne = (notification: Notification) => {
    setOpen(false);
    if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={unreadLabel('Notifications', count)}
        className={buttonClass('ghost', 'md', 'relative px-2.5')}
      >
        <Bell aria-hidden="true" />
        <CountBadge count={count} testId="notification-badge" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-gray-200 bg-white shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-3 py-2">
            <h2 className="text-sm font-semibold text-gray-900">Notifications</h2>
            {count > 0 && (
              <button
                type="button"
                onClick={() => markRead.mutate({ all: true })}
                className={buttonClass('ghost', 'sm', 'h-7 px-2 text-brand-700 hover:text-brand-800')}
              >
                <CheckCheck aria-hidden="true" />
                Mark all as read
              </button>
            )}
          </div>
          <div className="max-h-[min(24rem,70dvh)] overflow-y-auto p-1">
            {latest.isError ? (
              <p className="px-3 py-6 text-center text-sm text-gray-600">
                Notifications could not be loaded.
              </p>
            ) : !latest.data ? (
              <div role="status" aria-label="Loading notifications" className="grid gap-2 p-2">
                <Skeleton className="h-12 w-full" />
                <Skeleton className="h-12 w-full" />
              </div>
            ) : latest.data.notifications.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-gray-600">You have no notifications yet.</p>
            ) : (
              <ul aria-label="Latest notifications" className="grid gap-0.5">
                {latest.data.notifications.slice(0, BELL_LATEST).map((n) => (
                  <li key={n.id}>
                    <NotificationItem notification={n} onOpen={openOne} compact />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-gray-100 p-1">
            <Link
              href="/notifications"
              onClick={() => setOpen(false)}
              className={cn(
                'block rounded-lg px-3 py-2 text-center text-sm font-medium text-brand-700 hover:bg-gray-100',
                'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              )}
            >
              See all notifications
            </Link>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
