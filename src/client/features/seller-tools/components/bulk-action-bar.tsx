import { useState } from 'react';
import {
  bulkMessages,
  PERCENT_OFF_MAX,
  PERCENT_OFF_MIN,
  priceProblem,
  type BulkAction,
  type BulkListingsInput,
} from '#shared/listing-bulk';
import { dollarsToCents, formatCents } from '#shared/money';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { errorMessage, HttpError } from '#client/lib/api';
import { useBulkListings } from '../api/bulk-listings';

const VERBS: Record<BulkAction, string> = {
  price: 'Reprice',
  activate: 'Activate',
  deactivate: 'Deactivate',
  relist: 'Relist',
};

/** The listing a refusal names (`listingId` beside `{ error, code }`), if any. */
function refusedListingId(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const body = JSON.parse(error.body) as { listingId?: unknown };
    return typeof body.listingId === 'string' ? body.listingId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sticky bar under My Listings while listings are selected: % off, one price, Activate,
 * Deactivate or Relist, each confirmed with the count first. A refusal changes nothing and is shown
 * here, naming the listing that stopped it; the selection stays so the seller can fix and retry.
 */
export function BulkActionBar({
  ids,
  titles,
  onDone,
  onClear,
}: {
  ids: string[];
  titles: Map<string, string>;
  onDone: () => void;
  onClear: () => void;
}) {
  const bulk = useBulkListings();
  const [percent, setPercent] = useState('');
  const [price, setPrice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<BulkListingsInput | null>(null);
  const count = ids.length;
  const what = count === 1 ? '1 listing' : `${count} listings`;

  const ask = (input: Omit<BulkListingsInput, 'ids'>) => {
    setProblem(null);
    bulk.reset();
    setPending({ ...input, ids });
  };
  const askPercent = () => {
    const p = Number(percent);
    if (!Number.isInteger(p) || p < PERCENT_OFF_MIN || p > PERCENT_OFF_MAX)
      return setProblem(bulkMessages.percentOff);
    ask({ action: 'price', percentOff: p });
  };
  const askPrice = () => {
    const cents = dollarsToCents(price);
    const rule = cents === null ? 'Enter a price in dollars' : priceProblem(cents);
    if (rule || cents === null) return setProblem(rule);
    ask({ action: 'price', priceCents: cents });
  };
  const confirm = () => {
    if (!pending) return;
    bulk.mutate(pending, { onSuccess: onDone });
    setPending(null);
  };

  const failedId = refusedListingId(bulk.error);
  const failedTitle = failedId ? titles.get(failedId) : undefined;
  const error = bulk.isError ? errorMessage(bulk.error, 'Could not change your listings') : problem;

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="sticky bottom-0 z-20 -mx-4 grid gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-lg backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-gray-900" aria-live="polite">
          {what} selected
        </p>
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex items-end gap-1">
          <label className="grid gap-1 text-sm text-gray-700">
            Percent off
            <Input
              inputMode="numeric"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              className="w-20"
              placeholder="20"
            />
          </label>
          <Button variant="outline" size="sm" className="h-10" onClick={askPercent} disabled={bulk.isPending}>
            % off
          </Button>
        </div>
        <div className="flex items-end gap-1">
          <label className="grid gap-1 text-sm text-gray-700">
            New price ($)
            <Input
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              className="w-24"
              placeholder="25.00"
            />
          </label>
          <Button variant="outline" size="sm" className="h-10" onClick={askPrice} disabled={bulk.isPending}>
            Set price
          </Button>
        </div>
        {(['activate', 'deactivate', 'relist'] as const).map((action) => (
          <Button
            key={action}
            variant={action === 'relist' ? 'primary' : 'outline'}
            size="sm"
            className="h-10"
            disabled={bulk.isPending}
            onClick={() => ask({ action })}
          >
            {VERBS[action]}
          </Button>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
          {failedTitle && !error.includes(failedTitle) ? ` (${failedTitle})` : ''}
        </p>
      )}
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{pending ? `${VERBS[pending.action]} ${what}?` : ''}</AlertDialogTitle>
          <AlertDialogDescription>{pending ? describe(pending) : ''}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirm}>
              {pending ? `${VERBS[pending.action]} ${what}` : ''}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function describe(input: BulkListingsInput): string {
  switch (input.action) {
    case 'price':
      return input.percentOff !== undefined
        ? `Each price drops by ${input.percentOff}%, rounded to the cent. Open checkouts at the old prices end.`
        : `Each one will cost ${formatCents(input.priceCents ?? 0)}. Open checkouts at the old prices end.`;
    case 'activate':
      return 'They go back on sale.';
    case 'deactivate':
      return 'They leave the shop until you activate them again; open checkouts end.';
    case 'relist':
      return 'Each becomes a fresh listing, new in the feeds, with the same photos and details. Likes stay with the old listing, which is retired; its open offers and checkouts end.';
  }
}
