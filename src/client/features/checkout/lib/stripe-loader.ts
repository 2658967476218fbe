/**
 * Stripe.js, loaded from js.stripe.com only when the server says the provider is 'stripe' (PCI rules
 * require the script to come from Stripe, so there is no npm package for it here). Only the few
 * calls the checkout page makes are typed.
 */

export type StripeError = { type: string; code?: string; message?: string };

export type StripePaymentElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
};

export type StripeElements = {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElement;
};

export type StripeInstance = {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect?: 'always' | 'if_required';
  }): Promise<{ error?: StripeError; paymentIntent?: { status: string } }>;
};

type StripeFactory = (publishableKey: string) => StripeInstance;

const STRIPE_JS_URL = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | null = null;

function loadScript(): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js loaded but did not start'));
    };
    script.onerror = () => reject(new Error('Could not load the card form from Stripe'));
    document.head.appendChild(script);
  });
}

/** One Stripe.js per page; a failed load may be retried by calling again. */
export async function loadStripe(publishableKey: string): Promise<StripeInstance> {
  const ready = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (ready) return ready(publishableKey);
  loading ??= loadScript();
  try {
    const factory = await loading;
    return factory(publishableKey);
  } catch (error) {
    loading = null;
    throw error;
  }
}
