import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { pathOf } from '#shared/api/endpoint';
import { notificationsApi } from '#shared/api/notifications';
import type {
  MarkNotificationsReadInput,
  Notification,
  NotificationEvent,
  NotificationList,
  NotificationPreferences,
  UpdateNotificationPreferencesInput,
} from '#shared/notifications';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { call, invalidate, keyOf, queryOf } from '#client/lib/endpoints';

/**
 * The signed-in person's notifications: the first page (the bell: the latest few and the unread
 * count), every page (the /notifications page, 'Load more'), marking read, and the e-mail
 * preferences. Both lists' keys start with the list's path, so `refreshNotifications` reaches them.
 */

/** The first page, as the bell reads it. */
export const latestKey = keyOf(notificationsApi.list);
/** Every page loaded so far, as the page reads them. */
export const pagesKey = [pathOf(notificationsApi.list), 'pages'] as const;

/** The first page: the latest notifications and the unread count, for the bell. */
export function useLatestNotifications(enabled = true) {
  return useQuery({ ...queryOf(notificationsApi.list), enabled });
}

/** Pages of notifications, newest first, following `nextCursor`. */
export function useNotificationPages() {
  const query = useInfiniteQuery({
    queryKey: pagesKey,
    queryFn: ({ pageParam }) =>
      call(notificationsApi.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: NotificationList) => last.nextCursor,
  });
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  return { ...query, notifications };
}

/** Both lists are fetched again when shown (a notification arrived, or some were read). */
export function refreshNotifications(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [notificationsApi.list]);
}

/**
 * Writes into both cached lists: the unread count, and optionally each notification (marking read
 * shows at once, before the server's answer).
 */
function patchLists(
  queryClient: QueryClient,
  unreadCount: number | ((old: number) => number),
  patch?: (n: Notification) => Notification,
): void {
  const fix = (page: NotificationList): NotificationList => ({
    ...page,
    unreadCount: Math.max(0, typeof unreadCount === 'function' ? unreadCount(page.unreadCount) : unreadCount),
    notifications: patch ? page.notifications.map(patch) : page.notifications,
  });
  queryClient.setQueryData<NotificationList>(latestKey, (old) => (old ? fix(old) : old));
  queryClient.setQueryData<InfiniteData<NotificationList, string | null>>(pagesKey, (old) =>
    old ? { ...old, pages: old.pages.map(fix) } : old,
  );
}

/** What one live event changes: the count at once, a new notification first in the bell's list. */
export function applyNotificationEvent(queryClient: QueryClient, event: NotificationEvent): void {
  patchLists(queryClient, event.unreadCount);
  const arrived = event.notification;
  if (arrived) {
    queryClient.setQueryData<NotificationList>(latestKey, (old) =>
      old && !old.notifications.some((n) => n.id === arrived.id)
        ? { ...old, notifications: [arrived, ...old.notifications] }
        : old,
    );
  }
}

/** The unread count as the bell shows it: the first page's, kept current by the live events. */
export function unreadCountOf(list: NotificationList | undefined): number {
  return list?.unreadCount ?? 0;
}

/**
 * POST /api/notifications/read, some ids or all. Shown read at once; the server's count is written
 * back, and both lists are refreshed either way (another tab may have read them too).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsReadInput) => call(notificationsApi.markRead, { body: input }),
    onMutate: (input) => {
      const now = new Date().toISOString();
      if ('all' in input) {
        patchLists(queryClient, 0, (n) => (n.readAt ? n : { ...n, readAt: now }));
        return;
      }
      const ids = new Set(input.ids);
      const unread = (queryClient.getQueryData<NotificationList>(latestKey)?.notifications ?? []).filter(
        (n) => ids.has(n.id) && !n.readAt,
      ).length;
      patchLists(
        queryClient,
        (old) => old - unread,
        (n) => (ids.has(n.id) && !n.readAt ? { ...n, readAt: now } : n),
      );
    },
    onSuccess: ({ unreadCount }) => patchLists(queryClient, unreadCount),
    onError: (error) =>
      toast({
        title: 'Failed to mark notifications as read',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      }),
    onSettled: () => refreshNotifications(queryClient),
  });
}

/** GET /api/notification-preferences: every type with whether it is e-mailed. */
export function useNotificationPreferences() {
  return useQuery({
    ...queryOf(notificationsApi.preferences),
    meta: { errorToast: 'Failed to load preferences' },
  });
}

/**
 * PUT /api/notification-preferences with the types that changed. The switch moves at once; a failure
 * puts it back and says so.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const key = keyOf(notificationsApi.preferences);
  return useMutation({
    mutationFn: (changes: UpdateNotificationPreferencesInput) =>
      call(notificationsApi.updatePreferences, { body: changes }),
    onMutate: (changes) => {
      const before = queryClient.getQueryData<NotificationPreferences>(key);
      if (before) {
        queryClient.setQueryData<NotificationPreferences>(key, {
          email: { ...before.email, ...(changes.email as NotificationPreferences['email']) },
        });
      }
      return { before };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      toast({ title: 'Preferences saved', variant: 'success' });
    },
    onError: (error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({
        title: 'Failed to save preferences',
        description: errorMessage(error, 'Please try again in a moment.'),
        variant: 'destructive',
      });
    },
  });
}
