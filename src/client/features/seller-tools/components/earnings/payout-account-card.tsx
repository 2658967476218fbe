import { ExternalLink, Landmark } from 'lucide-react';
import { useState, type Ref } from 'react';
import type { PayoutAccount } from '#shared/earnings';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useStartOnboarding } from '../../api/payout-account';
import { describeRequirements } from '../../lib/stripe-requirements';
import { TestBankForm } from './test-bank-form';

/**
 * Where payouts go, by the account's status: a test bank account form (local provider) or
 * Stripe's hosted onboarding (Stripe Connect) until it is set up, then the bank's last four digits.
 * The heading takes focus when the 'waiting for a payout account' banner sends the seller here.
 */
export function PayoutAccountCard({
  account,
  isError,
  onRetry,
  headingRef,
}: {
  account: PayoutAccount | undefined;
  isError: boolean;
  onRetry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle ref={headingRef} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
            Payout account
          </CardTitle>
          {account?.testMode && <Badge variant="warning">Test mode</Badge>}
        </div>
        <CardDescription>Where your available earnings are sent.</CardDescription>
      </CardHeader>
      <CardContent>
        {account ? (
          <AccountBody account={account} />
        ) : isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-red-700">Your payout account could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <div role="status" aria-label="Loading your payout account">
            <Skeleton className="h-24" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AccountBody({ account }: { account: PayoutAccount }) {
  const [changing, setChanging] = useState(false);
  if (account.status === 'enabled' && !changing) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-3 text-sm font-medium text-gray-900">
          <span className="flex size-9 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <Landmark className="size-4" aria-hidden="true" />
          </span>
          {account.bankLast4 ? (
            <span>
              Payouts go to <span aria-hidden="true">•••• </span>
              <span className="sr-only">the account ending in </span>
              {account.bankLast4}
            </span>
          ) : (
            'Payouts go to your bank account'
          )}
        </p>
        {account.provider === 'local' && (
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            Change
          </Button>
        )}
      </div>
    );
  }
  if (account.provider === 'local') {
    return changing ? (
      <TestBankForm onSaved={() => setChanging(false)} onCancel={() => setChanging(false)} />
    ) : (
      <TestBankForm />
    );
  }
  return <StripeOnboarding account={account} />;
}

function StripeOnboarding({ account }: { account: PayoutAccount }) {
  const onboarding = useStartOnboarding();
  const started = account.status !== 'none';
  const needs = describeRequirements(account.requirementsDue);
  return (
    <div className="grid justify-items-start gap-4">
      {!started ? (
        <p className="text-sm text-gray-700">
          Rethread pays sellers through Stripe. Stripe asks once for your details and the bank account to pay
          into.
        </p>
      ) : needs.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm text-gray-700">Stripe needs a few more details before it can pay you:</p>
          <ul className="list-disc pl-5 text-sm text-gray-900">
            {needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-700">
          Stripe is checking your details. If it asked for more, finish setting up to see what is missing.
        </p>
      )}
      <Button onClick={() => onboarding.mutate()} disabled={onboarding.isPending || onboarding.isSuccess}>
        <ExternalLink aria-hidden="true" />
        {onboarding.isPending || onboarding.isSuccess
          ? 'Opening Stripe...'
          : started
            ? 'Finish setting up'
            : 'Set up payouts with Stripe'}
      </Button>
    </div>
  );
}
