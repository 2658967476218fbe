import { Eye, HandCoins, Package, Wallet, type LucideIcon } from 'lucide-react';
import type { EarningsReply } from '#shared/earnings';
import { formatCents } from '#shared/money';
import type { SellerTotals } from '#shared/seller-stats';
import { Skeleton } from '#client/components/ui/skeleton';
import { plural } from '../lib/format';

/** The balances, still loading (undefined), or not to be had: the tile then falls back to the sales' net. */
export type EarningsFigures =
  Pick<EarningsReply, 'pendingCents' | 'availableCents' | 'paidOutCents'> | 'unavailable' | undefined;

/** A null value is still loading. */
type Tile = { label: string; value: string | null; hint: string; icon: LucideIcon };

/**
 * Total Earnings is the seller's ledger: everything earned after fees and refunds, whether
 * still pending, available or already paid out, so it matches the Earnings tab to the cent.
 */
function earningsTile(t: SellerTotals, earnings: EarningsFigures): Pick<Tile, 'value' | 'hint'> {
  if (earnings === 'unavailable') {
    return { value: formatCents(t.earningsCents), hint: `${plural(t.sales, 'sale')}, after fees` };
  }
  if (!earnings) return { value: null, hint: `${plural(t.sales, 'sale')}, after fees` };
  const balance = earnings.pendingCents + earnings.availableCents;
  return {
    value: formatCents(balance + earnings.paidOutCents),
    hint: `${formatCents(balance)} in your balance, ${formatCents(earnings.paidOutCents)} paid out`,
  };
}

function tilesOf(t: SellerTotals, earnings: EarningsFigures): Tile[] {
  return [
    {
      label: 'Active Listings',
      value: t.activeListings.toLocaleString('en-US'),
      hint: `${plural(t.totalListings, 'listing')} in all`,
      icon: Package,
    },
    {
      label: 'Total Views',
      value: t.views.toLocaleString('en-US'),
      hint: plural(t.likes, 'like'),
      icon: Eye,
    },
    {
      label: 'Offers Received',
      value: t.offersReceived.toLocaleString('en-US'),
      hint: `${t.pendingOffers.toLocaleString('en-US')} pending`,
      icon: HandCoins,
    },
    { label: 'Total Earnings', ...earningsTile(t, earnings), icon: Wallet },
  ];
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** The four stat tiles of Seller Tools (docs/product/08-seller-tools.md §8.1), from the seller's real figures (docs/product/10-decisions-beyond-the-spec.md §10.3). */
export function StatTiles({
  totals,
  earnings,
}: {
  totals: SellerTotals | undefined;
  earnings: EarningsFigures;
}) {
  if (!totals) {
    return (
      <div role="status" aria-label="Loading your figures" className={gridClass}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Your figures" className={gridClass}>
      {tilesOf(totals, earnings).map(({ label, value, hint, icon: Icon }) => (
        <li
          key={label}
          className="flex flex-col gap-1 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-gray-600">{label}</p>
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          {value === null ? (
            <Skeleton className="h-8 w-24 sm:h-9" />
          ) : (
            <p className="text-2xl font-bold tracking-tight text-gray-900 tabular-nums sm:text-3xl">
              {value}
            </p>
          )}
          <p className="text-xs text-gray-600">{hint}</p>
        </li>
      ))}
    </ul>
  );
}
