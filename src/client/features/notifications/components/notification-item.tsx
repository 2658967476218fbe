import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Notification } from '#shared/notifications';
import { cn } from '#client/lib/cn';
import { refreshAfter } from '#client/lib/live-invalidation';
import { timeAgo } from '../lib/time-ago';

/**
 * Where a notification leads. Offers' notifications name their step (offerStepUrl); those stored
 * before they did say only /offers, and a new offer on one's listing is under Received.
 */
export function notificationHref(notification: Pick<Notification, 'type' | 'url'>): string {
  return notification.url === '/offers' && notification.type === 'offer_received'
    ? '/offers?tab=received'
    : notification.url;
}

/**
 * One notification as a link to the page it is about: its title, body and age, unread ones with a
 * dot and a tinted background (and "Unread" for screen readers). Following it marks it read and reads
 * what it is about again, so the page shows its state now, even when that page is already open.
 */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  compact?: boolean;
}) {
  const queryClient = useQueryClient();
  const unread = !notification.readAt;
  return (
    <Link
      href={notificationHref(notification)}
      onClick={() => {
        void refreshAfter(queryClient, notification.type);
        onOpen(notification);
      }}
      className={cn(
        'flex gap-3 rounded-xl text-left transition-colors hover:bg-gray-100',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        compact ? 'px-3 py-2.5' : 'px-4 py-3.5',
        unread && 'bg-brand-50/70 hover:bg-brand-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn('text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">Unread: </span>}
          {notification.title}
        </span>
        {notification.body && (
          <span className={cn('text-sm text-gray-600', compact && 'line-clamp-2')}>{notification.body}</span>
        )}
        <time dateTime={notification.createdAt} className="text-xs text-gray-500">
          {timeAgo(notification.createdAt)}
        </time>
      </span>
    </Link>
  );
}
