// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import { orderFixture } from './orders.fixtures';
import { json, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

beforeEach(() => {
  ({ routes } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] }));
});
afterEach(cleanupPage);

/** Sam's bundle of two of Anna's items: $70.00 less 10%, plus one parcel's shipping. */
const bundle = orderFixture({
  status: 'paid',
  paidAt: '2026-11-30T10:00:00Z',
  priceCents: 6300,
  discountCents: 700,
  itemCount: 2,
  items: [
    { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000 },
    { id: 'l2', title: 'Wool scarf', imageUrl: null, priceCents: 3000 },
  ],
  shippingCents: 799,
  totalCents: 7099,
});

const renderOrder = () =>
  renderPage(
    '/orders/ord1',
    <Route path="/orders/:id">
      <OrderPage />
    </Route>,
  );

describe('a bundle order', () => {
  it('lists every item with a link to it, and takes the bundle discount off in the money', async () => {
    routes['GET /api/orders/ord1'] = [() => json(200, { order: bundle })];
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Denim jacket + 1 more item' })).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Items (2)' }));
    expect(items.getByRole('link', { name: 'Wool scarf' }).getAttribute('href')).toBe('/listing/l2');
    expect(items.getByRole('link', { name: 'Denim jacket' }).getAttribute('href')).toBe('/listing/l1');
    expect(items.getByText('$30.00')).toBeTruthy();
    const money = within(screen.getByRole('region', { name: 'Payment' }));
    expect(money.getByText('Items (2)')).toBeTruthy();
    expect(money.getByText('$70.00')).toBeTruthy();
    expect(money.getByText('Bundle discount')).toBeTruthy();
    expect(money.getByText('−$7.00')).toBeTruthy();
    expect(money.getByText('$70.99')).toBeTruthy();
  });

  it('keeps a single-item order as it was: no item list, no discount line', async () => {
    routes['GET /api/orders/ord1'] = [() => json(200, { order: orderFixture({ status: 'paid' }) })];
    renderOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Denim jacket' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Items/ })).toBeNull();
    expect(screen.queryByText('Bundle discount')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Price')).toBeTruthy();
  });

  it('is named by its first item and how many more in the list of orders', async () => {
    routes['GET /api/orders?role=buyer'] = [() => json(200, { orders: [bundle] })];
    routes['GET /api/orders?role=seller'] = [() => json(200, { orders: [] })];
    renderPage('/orders', <OrdersPage />);
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('Denim jacket + 1 more item')).toBeTruthy();
  });
});
