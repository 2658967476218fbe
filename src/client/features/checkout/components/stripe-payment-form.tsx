import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { formatCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { expiredOnPage } from '../lib/stale-checkout';
import { loadStripe, type StripeElements, type StripeInstance } from '../lib/stripe-loader';
import type { ClosedCheckout } from './local-card-form';

/** Stripe.js's error code for confirming an intent that is no longer payable (here: cancelled). */
const STRIPE_INTENT_ENDED = 'payment_intent_unexpected_state';

/**
 * Stripe's Payment Element (the provider is 'stripe' when the server has keys). Stripe takes the card;
 * on success the buyer goes to the return address (docs/product/05-checkout-orders.md §5.1) and the signed webhook settles the order.
 */
export function StripePaymentForm({
  clientSecret,
  publishableKey,
  returnPath,
  totalAmount,
  onLoadError,
  onClosed,
}: {
  clientSecret: string;
  publishableKey: string;
  /** Where the buyer lands once paid (also Stripe's return_url after a bank check). */
  returnPath: string;
  totalAmount: number;
  onLoadError: (message: string) => void;
  /** The checkout ended before the card was confirmed (its intent was cancelled): start again. */
  onClosed: (outcome: ClosedCheckout) => void;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ instance: StripeInstance; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [, navigate] = useLocation();

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    loadStripe(publishableKey)
      .then((instance) => {
        if (cancelled || !mountRef.current) return;
        const elements = instance.elements({
          clientSecret,
          appearance: { theme: 'stripe', variables: { colorPrimary: '#0f766e', borderRadius: '8px' } },
        });
        const element = elements.create('payment');
        element.on('ready', () => !cancelled && setReady(true));
        element.mount(mountRef.current);
        destroy = () => element.destroy();
        setStripe({ instance, elements });
      })
      .catch((error: unknown) => {
        if (!cancelled) onLoadError(error instanceof Error ? error.message : 'Failed to initialize checkout');
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [clientSecret, publishableKey, onLoadError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setProcessing(true);
    // Cards without a bank check finish here; those with one (3-D Secure) come back via return_url.
    const { error, paymentIntent } = await stripe.instance.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      redirect: 'if_required',
    });
    setProcessing(false);
    if (error?.code === STRIPE_INTENT_ENDED) {
      // The server cancelled this checkout's intent (the listing changed, or it expired): no charge.
      onClosed({ ...expiredOnPage, restart: true });
      return;
    }
    if (error) {
      toast({
        title: 'Payment Failed',
        description: error.message ?? 'Your payment could not be completed.',
        variant: 'destructive',
      });
      return;
    }
    if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) {
      navigate(returnPath);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" aria-busy={processing}>
      <div ref={mountRef} className="min-h-24" />
      {!ready && (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner className="size-4" />
          Loading the secure card form...
        </p>
      )}
      <Button type="submit" size="lg" disabled={!ready || processing} className="w-full">
        <Lock aria-hidden="true" />
        {processing ? 'Processing...' : `Pay ${formatCents(totalAmount)}`}
      </Button>
    </form>
  );
}
