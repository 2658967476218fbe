import { Bell, CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { Notification } from '#shared/notifications';
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
          <div className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-medium text-red-800">Your notifications could not be loaded.</p>
            <Button variant="outline" className="mt-4" onClick={() => void pages.refetch()}>
              Try again
            </Button>
          </div>
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
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Bell className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold text-gray-900">No notifications yet</h2>
      <p className="mt-1 max-w-sm text-sm text-gray-600">
        Offers, sales, shipping updates and messages will show up here as they happen.
      </p>
      <Link href="/trending" className={buttonClass('primary', 'md', 'mt-5')}>
        Browse Items
      </Link>
    </div>
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
