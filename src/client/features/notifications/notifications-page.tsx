import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { Notification } from '#shared/notifications';
import { ListEmptyState, ListLoadError } from '#client/components/list-states';
import { PageHeader } from '#client/components/page-header';
import { Button, buttonClass } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { usePageMeta } from '#client/lib/page-meta';
import { useMarkRead, useNotificationPages } from './api/notifications';
import { EmailPreferences } from './components/email-preferences';
import { NotificationItem } from './components/notification-item';

/**
 * /notifications: everything the person was told, newest first, unread ones marked, with 'Load
 * more' and 'Mark all as read'; below, which types are also e-mailed.
 */
export default function NotificationsPage() {
  usePageMeta('Notifications', 'Offers, sales, orders and messages on Rethread: everything you were told.');
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;

  const openOne = (notification: Notification) => {
    if (!notification.readAt) markRead.mutate({ ids: [notification.id] });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-8 pb-16 lg:px-6">
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        action={
          unread > 0 && (
            <Button variant="outline" onClick={() => markRead.mutate({ all: true })}>
              <CheckCheck aria-hidden="true" />
              Mark all as read
            </Button>
          )
        }
      />
      <section aria-label="Your notifications">
        {pages.isError ? (
          <ListLoadError
            message="Your notifications could not be loaded."
            onRetry={() => void pages.refetch()}
          />
        ) : !pages.data ? (
          <ListSkeleton />
        ) : pages.notifications.length === 0 ? (
          <EmptyNotifications />
        ) : (
          <>
            <ul
              aria-label="Notifications"
              className="grid gap-1 rounded-2xl border border-gray-200 bg-white p-1.5 shadow-sm"
            >
              {pages.notifications.map((n) => (
                <li key={n.id}>
                  <NotificationItem notification={n} onOpen={openOne} />
                </li>
              ))}
            </ul>
            {pages.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  disabled={pages.isFetchingNextPage}
                  onClick={() => void pages.fetchNextPage()}
                >
                  {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      <EmailPreferences />
    </div>
  );
}

function EmptyNotifications() {
  return (
    <ListEmptyState
      icon={Bell}
      title="No notifications yet"
      action={
        <Link href="/trending" className={buttonClass('primary', 'md', 'mt-5')}>
          Browse Items
        </Link>
      }
    >
      Offers, sales, shipping updates and messages will show up here as they happen.
    </ListEmptyState>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading notifications" className="grid gap-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex gap-3 rounded-2xl border border-gray-200 bg-white p-4">
          <Skeleton className="mt-1 size-2 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
      ))}
    </div>
  );
}
