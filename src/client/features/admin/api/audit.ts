import { useInfiniteQuery } from '@tanstack/react-query';
import { adminApi } from '#shared/api/admin';
import { pathOf } from '#shared/api/endpoint';
import { call } from '#client/lib/endpoints';

/** Every audit page loaded so far, newest first, following nextCursor ('Load more'). */
export function useAuditPages() {
  const query = useInfiniteQuery({
    // Starts with the endpoint's path, so the console's refresh reaches it.
    queryKey: [pathOf(adminApi.audit), 'pages'],
    queryFn: ({ pageParam }) => call(adminApi.audit, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return { ...query, entries };
}
