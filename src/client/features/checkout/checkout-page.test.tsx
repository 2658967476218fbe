// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import CheckoutPage from './checkout-page';
import { json, stubFetch, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const home = {
  id: 'a1',
  name: 'Sam Lee',
  line1: '12 Market Street',
  line2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
} as const;
const { id: _id, isDefault: _default, createdAt: _c, updatedAt: _u, ...homeCopy } = home;
const session = {
  clientSecret: 'local_pi_1_secret_x',
  totalAmount: 3000,
  shippingAmount: 0,
  shippingAddressId: 'a1',
  shippingAddress: homeCopy,
  fees: { sellerFee: 240, processingFee: 30 },
  provider: 'local',
  publishableKey: null,
  orderId: 'ord1',
  purchaseType: 'offer',
  listing: { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000 },
};
const listing = {
  listing: { id: 'l1', seller: { id: 'anna', handle: 'anna_vintage', display: 'Anna Kim' } },
};

beforeEach(() => {
  requests = [];
  routes = {
    'GET /api/auth/user': [() => json(200, sam)],
    'GET /api/listings/l1': [() => json(200, listing)],
    'GET /api/addresses': [() => json(200, { addresses: [home] })],
  };
  stubFetch(routes, requests);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) =>
  renderPage(
    path,
    <Route path="/checkout/:listingId/:buyerId">
      <CheckoutPage />
    </Route>,
  );

async function payWith(number: string) {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '1240' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay $30.00' }));
}

describe('/checkout/{id}/buyer', () => {
  it('shows the server’s reason in the Checkout Error card when checkout cannot start', async () => {
    routes['POST /api/create-payment-intent'] = [
      () => json(409, { error: 'This item has already been sold', code: 'CONFLICT' }),
    ];
    renderAt('/checkout/l1/buyer');
    expect(await screen.findByRole('heading', { name: 'Checkout Error' })).toBeTruthy();
    expect(screen.getByText('This item has already been sold')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('falls back to the spec’s text when the server gives no reason', async () => {
    routes['POST /api/create-payment-intent'] = [() => json(500, { error: 'Internal error' })];
    renderAt('/checkout/l1/buyer');
    expect(await screen.findByText('Failed to initialize checkout')).toBeTruthy();
  });

  it('sends the signed-in buyer and the offer, keeps the form after a decline, then returns home paid', async () => {
    routes['POST /api/create-payment-intent'] = [() => json(200, session)];
    routes['POST /api/payments/local/confirm'] = [
      () =>
        json(200, {
          status: 'failed',
          message: 'Your card was declined.',
          refunded: false,
          orderId: 'ord1',
          listingId: 'l1',
        }),
      () =>
        json(200, {
          status: 'succeeded',
          message: 'Payment successful!',
          refunded: false,
          orderId: 'ord1',
          listingId: 'l1',
        }),
    ];
    const memory = renderAt('/checkout/l1/buyer?offerId=off1');
    expect(await screen.findByText('Sold by Anna Kim')).toBeTruthy();
    expect(screen.getByText(/Test mode — no money moves/)).toBeTruthy();
    expect(requests.find((r) => r.key === 'POST /api/create-payment-intent')?.body).toEqual({
      listingId: 'l1',
      buyerId: 'sam',
      offerId: 'off1',
      shippingAddressId: 'a1',
    });

    await payWith('4000 0000 0000 0002');
    expect(await screen.findByText('Payment Failed')).toBeTruthy();
    expect(screen.getByText('Your card was declined.')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');

    await payWith('4242424242424242');
    await waitFor(() => expect(memory.history.at(-1)).toBe('/?payment=success&listing=l1'));
    const confirms = requests.filter((r) => r.key === 'POST /api/payments/local/confirm');
    expect(confirms[1]?.body).toEqual({
      clientSecret: 'local_pi_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
  });

  it('catches a mistyped card before asking the server', async () => {
    routes['POST /api/create-payment-intent'] = [() => json(200, session)];
    renderAt('/checkout/l1/buyer');
    await payWith('4242 4242 4242 4241');
    expect(await screen.findByText('Your card number is invalid.')).toBeTruthy();
    expect(requests.some((r) => r.key === 'POST /api/payments/local/confirm')).toBe(false);
  });

  it('explains a refund when the item sold to someone else first', async () => {
    routes['POST /api/create-payment-intent'] = [() => json(200, session)];
    routes['POST /api/payments/local/confirm'] = [
      () =>
        json(200, {
          status: 'failed',
          message: 'This item was just bought by someone else. Your payment has been refunded.',
          refunded: true,
          orderId: 'ord1',
          listingId: 'l1',
        }),
    ];
    renderAt('/checkout/l1/buyer');
    await payWith('4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Payment Refunded' })).toBeTruthy();
    expect(screen.getByText(/bought by someone else/)).toBeTruthy();
  });

  it('offers to start again when the listing changed before the buyer paid, at the new price', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    routes['POST /api/create-payment-intent'] = [
      () => json(200, { ...session, purchaseType: 'direct', totalAmount: 3000, expiresAt: later }),
      () => json(200, { ...session, orderId: 'ord2', totalAmount: 25_000, expiresAt: later }),
    ];
    routes['POST /api/payments/local/confirm'] = [
      () =>
        json(409, {
          error: 'This checkout has expired because the listing changed. Please start again.',
          code: 'CHECKOUT_EXPIRED',
        }),
    ];
    renderAt('/checkout/l1/buyer');
    await payWith('4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Checkout Expired' })).toBeTruthy();
    expect(screen.getByText(/expired because the listing changed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Listing' }).getAttribute('href')).toBe('/listing/l1');

    fireEvent.click(screen.getByRole('button', { name: 'Start Again' }));
    expect(await screen.findByRole('button', { name: 'Pay $250.00' })).toBeTruthy();
    expect(requests.filter((r) => r.key === 'POST /api/create-payment-intent')).toHaveLength(2);
  });

  it('shows the checkout as expired once its time is up, without taking a payment', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    routes['POST /api/create-payment-intent'] = [() => json(200, { ...session, expiresAt: past })];
    renderAt('/checkout/l1/buyer');
    expect(await screen.findByRole('heading', { name: 'Checkout Expired' })).toBeTruthy();
    expect(screen.getByText('This checkout has expired. Please start again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Again' })).toBeTruthy();
    expect(requests.some((r) => r.key === 'POST /api/payments/local/confirm')).toBe(false);
  });

  it('offers to start again when opening the checkout finds it ended meanwhile', async () => {
    routes['POST /api/create-payment-intent'] = [
      () =>
        json(409, {
          error: 'This checkout has expired because the listing changed. Please start again.',
          code: 'CHECKOUT_EXPIRED',
        }),
      () => json(200, session),
    ];
    renderAt('/checkout/l1/buyer');
    fireEvent.click(await screen.findByRole('button', { name: 'Start Again' }));
    expect(await screen.findByRole('button', { name: 'Pay $30.00' })).toBeTruthy();
  });
});
