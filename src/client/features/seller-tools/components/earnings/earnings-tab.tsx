import { AlertCircle } from 'lucide-react';
import { useRef } from 'react';
import { earningsMessages } from '#shared/earnings';
import { Button } from '#client/components/ui/button';
import { useEarnings } from '../../api/earnings';
import { usePayoutAccount } from '../../api/payout-account';
import { BalanceTiles } from './balance-tiles';
import { LedgerCard } from './ledger-card';
import { PayoutAccountCard } from './payout-account-card';
import { PayoutsCard } from './payouts-card';

/**
 * Earnings: the three balances, where payouts go, payouts, and the ledger behind the
 * balances. Money waiting with nowhere to go is said at the top, with a way to the account card.
 */
export function EarningsTab() {
  const earnings = useEarnings();
  const account = usePayoutAccount();
  const accountHeading = useRef<HTMLHeadingElement>(null);
  const availableCents = earnings.data?.availableCents;
  const waiting = !!account.data && account.data.status !== 'enabled' && (availableCents ?? 0) > 0;

  const goToAccount = () => {
    const heading = accountHeading.current;
    // jsdom has no scrollIntoView; browsers do.
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div className="grid gap-6 [&>*]:min-w-0">
      {waiting && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center"
        >
          <AlertCircle className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden="true" />
          <p className="flex-1 text-sm font-medium text-amber-900">{earningsMessages.waitingForAccount}</p>
          <Button variant="outline" size="sm" onClick={goToAccount}>
            Set up payouts
          </Button>
        </div>
      )}
      {earnings.isError && !earnings.data ? (
        <div className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          Your balances could not be loaded.{' '}
          <Button variant="link" size="sm" className="h-auto" onClick={() => void earnings.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BalanceTiles balances={earnings.data} />
      )}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start [&>*]:min-w-0">
        <PayoutAccountCard
          account={account.data}
          isError={account.isError}
          onRetry={() => void account.refetch()}
          headingRef={accountHeading}
        />
        <PayoutsCard account={account.data} availableCents={availableCents} />
      </div>
      <LedgerCard />
    </div>
  );
}
