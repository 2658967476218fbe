import { Send } from 'lucide-react';
import { useState } from 'react';
import { earningsMessages, MIN_PAYOUT_CENTS, type PayoutAccount, type Payout } from '#shared/earnings';
import { formatCents } from '#shared/money';
import { Badge, type BadgeProps } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { usePayouts } from '../../api/payouts';
import { formatDay } from '../../lib/format';
import { PayoutDialog } from './payout-dialog';

const STATUS: Record<Payout['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'On its way', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/**
 * Payouts: with the local provider the seller asks for one (once the account is set up); with Stripe
 * each completed order is transferred by itself. Then every payout so far, newest first.
 */
export function PayoutsCard({
  account,
  availableCents,
}: {
  account: PayoutAccount | undefined;
  availableCents: number | undefined;
}) {
  const [open, setOpen] = useState(false);
  const canRequest =
    account?.provider === 'local' &&
    account.status === 'enabled' &&
    availableCents !== undefined &&
    availableCents >= MIN_PAYOUT_CENTS;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payouts</CardTitle>
        <CardDescription>
          {!account
            ? 'Money sent from your available balance to your bank account.'
            : account.provider === 'stripe'
              ? earningsMessages.stripePaysAutomatically
              : account.status !== 'enabled'
                ? earningsMessages.noPayoutAccount
                : canRequest
                  ? `Send up to ${formatCents(availableCents)} to your bank account.`
                  : `You can ask for a payout once ${formatCents(MIN_PAYOUT_CENTS)} or more is available.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 [&>*]:min-w-0">
        {account?.provider === 'local' && account.status === 'enabled' && (
          <div>
            <Button onClick={() => setOpen(true)} disabled={!canRequest}>
              <Send aria-hidden="true" />
              Request payout
            </Button>
            {canRequest && (
              <PayoutDialog availableCents={availableCents} open={open} onOpenChange={setOpen} />
            )}
          </div>
        )}
        <PayoutList />
      </CardContent>
    </Card>
  );
}

function PayoutList() {
  const payouts = usePayouts();
  if (payouts.isError) {
    return <p className="text-sm text-red-700">Your payouts could not be loaded.</p>;
  }
  if (!payouts.data) {
    return (
      <div role="status" aria-label="Loading your payouts" className="grid gap-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (payouts.data.length === 0) {
    return <p className="text-sm text-gray-600">No payouts yet.</p>;
  }
  return (
    <section aria-label="Payout history">
      <ul className="divide-y divide-gray-100">
        {payouts.data.map((payout) => {
          const { label, variant } = STATUS[payout.status];
          const at = payout.arrivedAt ?? payout.createdAt;
          return (
            <li key={payout.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <span className="font-semibold text-gray-900 tabular-nums">
                {formatCents(payout.amountCents)}
              </span>
              <Badge variant={variant}>{label}</Badge>
              <span className="ml-auto text-sm text-gray-600">
                {payout.arrivedAt ? 'Arrived ' : 'Requested '}
                <time dateTime={at}>{formatDay(at)}</time>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
