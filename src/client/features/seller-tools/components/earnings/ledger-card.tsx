import { Link } from 'wouter';
import { formatCents } from '#shared/money';
import { LEDGER_KIND_LABELS, type LedgerBucket } from '#shared/earnings';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { useLedgerPages } from '../../api/earnings';
import { formatDay } from '../../lib/format';
import { ledgerLines, type LedgerLine } from '../../lib/ledger-lines';
import { signedCents } from '../../lib/payout-amount';

const BUCKETS: Record<LedgerBucket, { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Pending', variant: 'warning' },
  available: { label: 'Available', variant: 'success' },
  paid_out: { label: 'Paid out', variant: 'neutral' },
};

/**
 * Every movement of the seller's money, newest first, a page at a time ('Load more'): one line per
 * event (a sale net of its fees, a release from pending to available), not one per ledger entry.
 */
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
              {ledgerLines(ledger.entries).map((line) => (
                <LedgerRow key={line.id} line={line} />
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

function LedgerRow({ line }: { line: LedgerLine }) {
  const to = BUCKETS[line.buckets.to];
  const from = line.buckets.from && BUCKETS[line.buckets.from];
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
          {LEDGER_KIND_LABELS[line.kind]}
          {from && (
            <>
              <Badge variant={from.variant}>{from.label}</Badge>
              <span aria-label="to">→</span>
            </>
          )}
          <Badge variant={to.variant}>{to.label}</Badge>
        </p>
        {line.listingTitle &&
          (line.orderId ? (
            <Link
              href={`/orders/${line.orderId}`}
              className="block truncate text-sm text-brand-700 hover:underline"
            >
              {line.listingTitle}
            </Link>
          ) : (
            <p className="truncate text-sm text-gray-700">{line.listingTitle}</p>
          ))}
        {line.breakdown && <p className="text-xs text-gray-600">{line.breakdown}</p>}
        <time dateTime={line.createdAt} className="text-xs text-gray-500">
          {formatDay(line.createdAt)}
        </time>
      </div>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          // A move between balances is neither money in nor out.
          line.buckets.from
            ? 'text-gray-700'
            : line.amountCents > 0
              ? 'text-emerald-700'
              : line.amountCents < 0
                ? 'text-red-700'
                : 'text-gray-700',
        )}
      >
        {line.buckets.from ? formatCents(line.amountCents) : signedCents(line.amountCents)}
      </span>
    </li>
  );
}
