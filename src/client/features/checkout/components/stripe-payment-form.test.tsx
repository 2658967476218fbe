// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '#client/components/ui/toast';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ClosedCheckout } from './local-card-form';
import { StripePaymentForm } from './stripe-payment-form';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

type ReadyHandler = () => void;

/** A stand-in for Stripe.js on window, recording what the page asks of it. */
function fakeStripe(confirmResult: {
  error?: { type: string; code?: string; message?: string };
  paymentIntent?: { status: string };
}) {
  const calls = { keys: [] as string[], secrets: [] as string[], mounted: 0, confirms: [] as unknown[] };
  let ready: ReadyHandler = () => undefined;
  const elements = {
    create: () => ({
      mount: () => {
        calls.mounted++;
        setTimeout(() => ready(), 0);
      },
      destroy: () => undefined,
      on: (_: 'ready', handler: ReadyHandler) => (ready = handler),
    }),
  };
  vi.stubGlobal('Stripe', (key: string) => {
    calls.keys.push(key);
    return {
      elements: ({ clientSecret }: { clientSecret: string }) => {
        calls.secrets.push(clientSecret);
        return elements;
      },
      confirmPayment: async (options: unknown) => {
        calls.confirms.push(options);
        return confirmResult;
      },
    };
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(onClosed: (outcome: ClosedCheckout) => void = () => undefined) {
  const memory = memoryLocation({ path: '/checkout/l1/buyer', record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <ToastProvider>
        <StripePaymentForm
          clientSecret="pi_123_secret_abc"
          publishableKey="pk_test_123"
          returnPath="/?payment=success&listing=l1"
          totalAmount={4000}
          onLoadError={() => undefined}
          onClosed={onClosed}
        />
      </ToastProvider>
    </Router>,
  );
  return memory;
}

describe('StripePaymentForm', () => {
  it('mounts the Payment Element with the publishable key and the intent, and returns to the success address', async () => {
    const calls = fakeStripe({ error: { type: 'card_error', message: 'Your card was declined.' } });
    renderForm();
    const pay = await screen.findByRole('button', { name: 'Pay $40.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    expect(calls).toMatchObject({ keys: ['pk_test_123'], secrets: ['pi_123_secret_abc'], mounted: 1 });

    fireEvent.click(pay);
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect(calls.confirms[0]).toMatchObject({
      confirmParams: { return_url: `${window.location.origin}/?payment=success&listing=l1` },
      redirect: 'if_required',
    });
  });

  it('goes to the success address when Stripe confirms without a redirect', async () => {
    fakeStripe({ paymentIntent: { status: 'succeeded' } });
    const memory = renderForm();
    const pay = await screen.findByRole('button', { name: 'Pay $40.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(memory.history.at(-1)).toBe('/?payment=success&listing=l1'));
  });

  it('closes the form with Start Again when the server cancelled the intent (listing changed, expired)', async () => {
    fakeStripe({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent could not be confirmed because it has a status of canceled.',
      },
    });
    const onClosed = vi.fn();
    renderForm(onClosed);
    const pay = await screen.findByRole('button', { name: 'Pay $40.00' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() =>
      expect(onClosed).toHaveBeenCalledWith({
        title: 'Checkout Expired',
        message: 'This checkout has expired. Please start again.',
        restart: true,
      }),
    );
    expect(screen.queryByText(/could not be confirmed/)).toBeNull();
  });
});
