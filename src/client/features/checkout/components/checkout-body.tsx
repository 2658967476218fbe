import { CircleAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageMessage } from '#client/components/page-message';
import { buttonClass } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import type { useCheckoutFlow } from '../use-checkout-flow';
import { CheckoutSkeleton } from './checkout-skeleton';
import { LocalCardForm } from './local-card-form';
import { ShipToStep } from './ship-to-step';
import { StripePaymentForm } from './stripe-payment-form';

type Flow = ReturnType<typeof useCheckoutFlow>;

/**
 * Both checkout pages' body: the summary on one side; the Ship to step, then the payment form
 * (once there is an address), on the other. `returnPath` is where the buyer lands after paying.
 */
export function CheckoutBody({
  flow,
  summary,
  returnPath,
}: {
  flow: Flow;
  summary: ReactNode;
  returnPath: (orderId: string) => string;
}) {
  const [, navigate] = useLocation();
  const { saved, shipTo, data } = flow;
  if (!saved) return <CheckoutSkeleton />;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_1.1fr] lg:items-start">
      {summary}
      <div className="grid gap-6">
        <ShipToStep
          addresses={saved}
          selectedId={shipTo?.id ?? null}
          onSelect={flow.choose}
          problem={flow.shipToProblem}
        />
        {shipTo && (
          <Card>
            <CardHeader>
              <CardTitle>Payment</CardTitle>
              <CardDescription className="flex items-center gap-1.5">
                <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
                Secure checkout: card numbers are never stored or logged.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {!data ? (
                <div role="status" aria-label="Loading payment" className="grid gap-4">
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-10 w-full" />
                  <Skeleton className="h-12 w-full" />
                </div>
              ) : data.provider === 'stripe' && data.publishableKey ? (
                <StripePaymentForm
                  clientSecret={data.clientSecret}
                  publishableKey={data.publishableKey}
                  returnPath={returnPath(data.orderId)}
                  totalAmount={data.totalAmount}
                  onLoadError={flow.onStripeError}
                  onClosed={flow.onClosed}
                />
              ) : (
                <LocalCardForm
                  // A new address means a new checkout: the form starts afresh with it.
                  key={data.clientSecret}
                  clientSecret={data.clientSecret}
                  totalAmount={data.totalAmount}
                  onPaid={(reply) => navigate(returnPath(reply.orderId))}
                  onClosed={flow.onClosed}
                />
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </div>
  );
}

/** The card that replaces the form when the checkout cannot go on, with the page's own way back. */
export function CheckoutProblemCard({ flow, actions }: { flow: Flow; actions: ReactNode }) {
  const problem = flow.problem;
  if (!problem) return null;
  return (
    <PageMessage
      icon={CircleAlert}
      title={problem.title}
      actions={
        <>
          {problem.restart && (
            <button type="button" onClick={flow.startAgain} className={buttonClass('primary', 'md')}>
              Start Again
            </button>
          )}
          {actions}
        </>
      }
    >
      <p>{problem.message}</p>
    </PageMessage>
  );
}
