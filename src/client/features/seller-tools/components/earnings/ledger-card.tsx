import { Link } from 'wouter';
import { LEDGER_KIND_LABELS, type LedgerBucket, type LedgerEntry } from '#shared/earnings';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { useLedgerPages } from '../../api/earnings';
import { formatDay } from '../../lib/format';
import { signedCents } from '../../lib/payout-amount';

const BUCKETS: Record<LedgerBucket, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'warning' },
  available: { label: 'Available', variant: 'success' },
  paid_out: { label: 'Paid out', variant: 'neutral' },
};

/** Every movement of the seller's money, newest first, a page at a time ('Load more'). */
export function LedgerCard() {
  const ledger = useLedgerPages();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>
          Every sale, fee, release, refund and payout, and the balance it moved.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        {ledger.isError && !ledger.data ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-red-700">Your earnings activity could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void ledger.refetch()}>
              Try again
            </Button>
          </div>
        ) : !ledger.data ? (
          <div role="status" aria-label="Loading your earnings activity" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : ledger.entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-sm text-gray-600">
            No earnings yet. When something of yours sells, the sale and its fees show up here.
          </p>
        ) : (
          <>
            <ul aria-label="Earnings activity" className="divide-y divide-gray-100">
              {ledger.entries.map((entry) => (
                <LedgerRow key={entry.id} entry={entry} />
              ))}
            </ul>
            {ledger.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={ledger.isFetchingNextPage}
                onClick={() => void ledger.fetchNextPage()}
              >
                {ledger.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const bucket = BUCKETS[entry.bucket];
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          {LEDGER_KIND_LABELS[entry.kind]}
          <Badge variant={bucket.variant}>{bucket.label}</Badge>
        </p>
        {entry.listingTitle &&
          (entry.orderId ? (
            <Link
              href={`/orders/${entry.orderId}`}
              className="block truncate text-sm text-brand-700 hover:underline"
            >
              {entry.listingTitle}
            </Link>
          ) : (
            <p className="truncate text-sm text-gray-700">{entry.listingTitle}</p>
          ))}
        <time dateTime={entry.createdAt} className="text-xs text-gray-500">
          {formatDay(entry.createdAt)}
        </time>
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          entry.amountCents > 0
            ? 'text-emerald-700'
            : entry.amountCents < 0
              ? 'text-red-700'
              : 'text-gray-700',
        )}
      >
        {signedCents(entry.amountCents)}
      </span>
    </li>
  );
}
