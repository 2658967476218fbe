// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { BagGroup, BagItem, BagReply } from '#shared/bundles';
import { json, stubFetch, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import BundleCheckoutPage from './bundle-checkout-page';

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

const item = (listingId: string, over: Partial<BagItem> = {}): BagItem => ({
  listingId,
  title: `Item ${listingId}`,
  imageUrl: null,
  size: 'M',
  priceCents: 3500,
  priceWhenAddedCents: 3500,
  priceChanged: false,
  parcelSize: 'small',
  shippingPayer: 'buyer',
  available: true,
  unavailableReason: null,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const annaGroup = (items: BagItem[]): BagGroup => ({
  seller: { id: 'anna', handle: 'anna_vintage', display: 'Anna Kim' },
  tiers: [{ minItems: 2, percent: 10 }],
  items,
  availableCount: items.filter((i) => i.available).length,
  subtotalCents: 7000,
  discountPercent: 10,
  discountCents: 700,
  parcelSize: 'medium',
  shippingCents: 799,
  totalCents: 7099,
});
const bag = (items: BagItem[]): BagReply => ({ itemCount: items.length, groups: [annaGroup(items)] });

const session = {
  clientSecret: 'local_pi_9_secret_x',
  totalAmount: 7099,
  shippingAmount: 799,
  shippingAddressId: 'a1',
  shippingAddress: homeCopy,
  fees: { sellerFee: 567, processingFee: 63 },
  provider: 'local',
  publishableKey: null,
  orderId: 'ord9',
  expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  purchaseType: 'direct',
  listing: { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000 },
  items: [
    { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000 },
    { id: 'l2', title: 'Wool scarf', imageUrl: null, priceCents: 3000 },
  ],
  discountAmount: 700,
};

beforeEach(() => {
  requests = [];
  routes = {
    'GET /api/auth/user': [() => json(200, sam)],
    'GET /api/addresses': [() => json(200, { addresses: [home] })],
    'GET /api/bag': [
      () =>
        json(200, bag([item('l1'), item('l2'), item('l3', { available: false, unavailableReason: 'sold' })])),
    ],
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
    <Route path="/bag/checkout/:sellerId">
      <BundleCheckoutPage />
    </Route>,
  );

describe('/bag/checkout/{sellerId}', () => {
  it('asks for the available items of the group, shows each with the discount, then opens the order', async () => {
    routes['POST /api/create-payment-intent'] = [() => json(200, session)];
    routes['POST /api/payments/local/confirm'] = [
      () =>
        json(200, {
          status: 'succeeded',
          message: 'Paid',
          refunded: false,
          orderId: 'ord9',
          listingId: 'l1',
        }),
    ];
    const memory = renderAt('/bag/checkout/anna');
    const list = await screen.findByRole('list', { name: 'Items in this bundle' });
    await waitFor(() => expect(within(list).getByText('Denim jacket')).toBeTruthy());
    expect(within(list).getByText('Wool scarf')).toBeTruthy();
    expect(within(list).getByText('$40.00')).toBeTruthy();
    expect(screen.getByText('Sold by Anna Kim')).toBeTruthy();
    expect(screen.getByText('Bundle discount (10%)')).toBeTruthy();
    expect(screen.getByText('−$7.00')).toBeTruthy();
    expect(screen.getAllByText('Shipping (one parcel)')).toHaveLength(1);
    expect(screen.getByText('$7.99')).toBeTruthy();
    expect(screen.getByText('Ship to')).toBeTruthy();
    // A bundle names its available items and no buyer (the sold one stays out).
    expect(requests.find((r) => r.key === 'POST /api/create-payment-intent')?.body).toEqual({
      listingIds: ['l1', 'l2'],
      shippingAddressId: 'a1',
    });

    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry date (MM/YY)'), { target: { value: '1240' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    // Paying empties the bag: the page must still move on to the order.
    routes['GET /api/bag'] = [() => json(200, { itemCount: 0, groups: [] })];
    fireEvent.click(screen.getByRole('button', { name: 'Pay $70.99' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/orders/ord9'));
  });

  it('shows the server’s words when an item sold, with the way back to the bag', async () => {
    routes['POST /api/create-payment-intent'] = [
      () =>
        json(409, {
          error: '"Wool scarf" has already sold: remove it from your bag and try again',
          code: 'CONFLICT',
        }),
    ];
    renderAt('/bag/checkout/anna');
    expect(await screen.findByRole('heading', { name: 'Checkout Error' })).toBeTruthy();
    expect(
      screen.getByText('"Wool scarf" has already sold: remove it from your bag and try again'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bag' }).getAttribute('href')).toBe('/bag');
  });

  it('says a bundle needs two available items, and asks for no payment', async () => {
    routes['GET /api/bag'] = [
      () => json(200, bag([item('l1'), item('l2', { available: false, unavailableReason: 'inactive' })])),
    ];
    renderAt('/bag/checkout/anna');
    expect(await screen.findByRole('heading', { name: 'Not enough items for a bundle' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Bag' }).getAttribute('href')).toBe('/bag');
    expect(requests.some((r) => r.key === 'POST /api/create-payment-intent')).toBe(false);
  });
});
