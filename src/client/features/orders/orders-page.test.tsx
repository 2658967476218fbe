// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '#shared/orders';
import OrdersPage from './orders-page';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { shipmentMessages } from '#shared/shipments';
import { orderFixture, shipmentFixture } from './orders.fixtures';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

function order(over: Partial<Order>): Order {
  return orderFixture({
    earningsCents: 2730,
    createdAt: '2026-05-01T10:00:00Z',
    paidAt: '2026-05-01T10:05:00Z',
    counterparty: { id: 'sam', handle: 'sam_shops', display: 'Sam' },
    ...over,
  });
}

const saleListing = { id: 'l2', title: 'Silk scarf', imageUrl: null };

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
});

afterEach(cleanupPage);

const renderAt = (path: string) => renderPage(path, <OrdersPage />);

describe('/orders', () => {
  it('shows a sale with price, fees and earnings, and ships it with a carrier and tracking number', async () => {
    routes['GET /api/orders?role=seller'] = [
      () => json(200, { orders: [order({ actions: ['ship'] })] }),
      () => json(200, { orders: [order({ status: 'shipped', carrier: 'USPS', trackingNumber: '9400 1' })] }),
    ];
    routes['PATCH /api/orders/ord1/ship'] = [() => json(200, { order: order({ status: 'shipped' }) })];
    renderAt('/orders?tab=sales');
    const sale = await screen.findByRole('listitem');
    for (const text of ['$30.00', '−$2.40', '−$0.30', '$27.30', 'Paid', '@sam_shops']) {
      expect(within(sale).getByText(text)).toBeTruthy();
    }

    fireEvent.click(within(sale).getByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('Carrier is required')).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('PATCH'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'USPS' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: '9400 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('9400 1')).toBeTruthy();
    expect(requests.find((r) => r.key === 'PATCH /api/orders/ord1/ship')?.body).toEqual({
      carrier: 'USPS',
      trackingNumber: '9400 1',
    });
  });

  it('lets the buyer confirm a shipped purchase', async () => {
    routes['GET /api/orders?role=buyer'] = [
      () =>
        json(200, {
          orders: [
            order({
              status: 'shipped',
              earningsCents: null,
              carrier: 'UPS',
              trackingNumber: '1Z9',
              actions: ['receive'],
            }),
          ],
        }),
      () => json(200, { orders: [order({ status: 'delivered', earningsCents: null })] }),
    ];
    routes['PATCH /api/orders/ord1/received'] = [() => json(200, { order: order({ status: 'delivered' }) })];
    routes['GET /api/orders?role=seller'] = [() => json(200, { orders: [] })];
    renderAt('/orders');
    expect(await screen.findByText('1Z9')).toBeTruthy();
    expect(screen.queryByText('Your earnings')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'I received it' }));
    await waitFor(() => expect(screen.getByText('Delivered')).toBeTruthy());
  });

  it('opens a seller on Sales when they have sales and no purchase waiting for them', async () => {
    routes['GET /api/orders?role=buyer'] = [() => json(200, { orders: [order({ status: 'completed' })] })];
    routes['GET /api/orders?role=seller'] = [
      () => json(200, { orders: [order({ shipment: shipmentFixture({}), listing: saleListing })] }),
    ];
    renderAt('/orders');
    const sales = await screen.findByRole('list', { name: 'Sales' });
    expect(screen.getByRole('tab', { name: 'Sales' }).getAttribute('aria-selected')).toBe('true');
    // A sale with a ready label offers it right on the card.
    const download = within(sales).getByRole('link', {
      name: `${shipmentMessages.downloadLabel}: Silk scarf`,
    });
    expect(download.getAttribute('href')).toBe('/api/orders/ord1/label');
  });

  it('keeps a person on Purchases while one is on its way to them, and Purchases stays chosen', async () => {
    routes['GET /api/orders?role=buyer'] = [() => json(200, { orders: [order({ status: 'shipped' })] })];
    routes['GET /api/orders?role=seller'] = [() => json(200, { orders: [order({ listing: saleListing })] })];
    const memory = renderAt('/orders');
    expect(await screen.findByRole('list', { name: 'Purchases' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByRole('list', { name: 'Sales' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Purchases' }));
    await waitFor(() => expect(memory.history.at(-1)).toBe('/orders?tab=purchases'));
    expect(await screen.findByRole('list', { name: 'Purchases' })).toBeTruthy();
  });

  it('offers no label on a refunded sale', async () => {
    routes['GET /api/orders?role=seller'] = [
      () =>
        json(200, {
          orders: [
            order({
              status: 'refunded',
              refundReason: 'Refunded by Rethread',
              shipment: shipmentFixture({ labelStatus: 'voided', labelUrl: null }),
            }),
          ],
        }),
    ];
    renderAt('/orders?tab=sales');
    const sale = await screen.findByRole('list', { name: 'Sales' });
    expect(await within(sale).findByText('Refunded by Rethread')).toBeTruthy();
    expect(within(sale).queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('shows a refund on a sale as a line of its own, in part or in full', async () => {
    routes['GET /api/orders?role=seller'] = [
      () =>
        json(200, {
          orders: [
            order({
              id: 'o1',
              status: 'completed',
              refundedCents: 1000,
              earningsCents: 1730,
              sellerLabelCents: 0,
            }),
            order({
              id: 'o2',
              status: 'refunded',
              earningsCents: 0,
              sellerLabelCents: 0,
              listing: saleListing,
            }),
          ],
        }),
    ];
    renderAt('/orders?tab=sales');
    const [part, full] = within(await screen.findByRole('list', { name: 'Sales' })).getAllByRole('listitem');
    expect(part!.textContent).toContain('Partly refunded−$10.00');
    expect(part!.textContent).toContain('Your earnings$17.30');
    expect(full!.textContent).toContain('Refunded−$27.30');
    expect(full!.textContent).toContain('Your earnings$0.00');
  });
});
