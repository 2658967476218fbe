import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { pathOf } from '#shared/api/endpoint';
import { earningsApi } from '#shared/api/earnings';
import type { EarningsReply } from '#shared/earnings';
import { call, invalidate, queryOf } from '#client/lib/endpoints';

/**
 * GET /api/earnings: the balances, read by the stat tiles and the Earnings tab alike, and
 * the ledger's pages, read only by the Earnings tab. Both keys start with the endpoint's path, so one
 * `refreshEarnings` reaches them.
 */

/** The first page: the three balances (pending, available, paid out). */
export function useEarnings() {
  return useQuery({
    ...queryOf(earningsApi.get),
    // Balances move with every sale, completion and payout: fresh whenever the dashboard opens.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Every ledger page loaded so far, newest first, following `nextCursor` ('Load more'). */
export const ledgerPagesKey = [pathOf(earningsApi.get), 'pages'] as const;

export function useLedgerPages() {
  const query = useInfiniteQuery({
    queryKey: ledgerPagesKey,
    queryFn: ({ pageParam }) => call(earningsApi.get, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: EarningsReply) => last.nextCursor,
  });
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];
  return { ...query, entries };
}

/** After a payout: the balances, the ledger and the payouts list are read again. */
export function refreshEarnings(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, [earningsApi.get, earningsApi.payouts]);
}
