import { Link } from 'wouter';
import type { Notification } from '#shared/notifications';
import { cn } from '#client/lib/cn';
import { timeAgo } from '../lib/time-ago';

/**
 * One notification as a link to the page it is about: its title, body and age, unread ones with a
 * dot and a tinted background (and "Unread" for screen readers). Following it marks it read.
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
  const unread = !notification.readAt;
  return (
    <Link
      href={notification.url}
      onClick={() => onOpen(notification)}
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
