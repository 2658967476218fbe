import { Clock, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import type { EarningsReply } from '#shared/earnings';
import { formatCents } from '#shared/money';
import { Skeleton } from '#client/components/ui/skeleton';

type Balances = Pick<EarningsReply, 'pendingCents' | 'availableCents' | 'paidOutCents'>;

const TILES: { key: keyof Balances; label: string; hint: string; icon: LucideIcon }[] = [
  { key: 'pendingCents', label: 'Pending', hint: 'From orders not yet completed', icon: Clock },
  { key: 'availableCents', label: 'Available', hint: 'Ready to pay out', icon: Wallet },
  { key: 'paidOutCents', label: 'Paid out', hint: 'Sent to your bank account', icon: Landmark },
];

const gridClass = 'grid gap-3 sm:grid-cols-3 sm:gap-4';

/** The three balances of the Earnings tab, each the sum of its ledger entries (the server adds them). */
export function BalanceTiles({ balances }: { balances: Balances | undefined }) {
  if (!balances) {
    return (
      <div role="status" aria-label="Loading your balances" className={gridClass}>
        {TILES.map(({ key }) => (
          <Skeleton key={key} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Your balances" className={gridClass}>
      {TILES.map(({ key, label, hint, icon: Icon }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-gray-600">{label}</p>
            <p className="text-2xl font-bold tracking-tight text-gray-900 tabular-nums">
              {formatCents(balances[key])}
            </p>
            <p className="text-xs text-gray-600">{hint}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
