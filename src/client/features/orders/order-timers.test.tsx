// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderMessages, orderTimerCopy, type Order } from '#shared/orders';
import OrdersPage from './orders-page';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { orderFixture } from './orders.fixtures';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

// Deadlines as the server sends them (paid Monday Nov 30 2026); the card only formats them against
// the clock, which each test sets.
const NONE = { shipBy: null, cancelsAt: null, completesAt: null };
const PAID = {
  status: 'paid',
  paidAt: '2026-11-30T10:00:00Z',
  deadlines: { shipBy: '2026-12-02T10:00:00Z', cancelsAt: '2026-12-07T10:00:00Z', completesAt: null },
} as const;
const DELIVERED = {
  status: 'delivered',
  paidAt: '2026-11-30T10:00:00Z',
  shippedAt: '2026-11-30T15:00:00Z',
  deliveredAt: '2026-12-01T10:00:00Z',
  deadlines: { shipBy: null, cancelsAt: null, completesAt: '2026-12-04T10:00:00Z' },
} as const;

function order(over: Partial<Order>): Order {
  return orderFixture({ deadlines: NONE, ...over });
}

const at = (iso: string) => vi.setSystemTime(new Date(iso));

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  // Only the clock is fake: the page's own timers and Testing Library's waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  cleanupPage();
});

const purchases = (...answers: Order[][]) => {
  routes['GET /api/orders?role=buyer'] = answers.map((orders) => () => json(200, { orders }));
  routes['GET /api/orders?role=seller'] ??= [() => json(200, { orders: [] })];
};

describe('the order timers on the order card', () => {
  it('shows the seller the days left to ship', async () => {
    at('2026-11-30T12:00:00Z');
    routes['GET /api/orders?role=seller'] = [
      () => json(200, { orders: [order({ ...PAID, earningsCents: 2730 })] }),
    ];
    renderPage('/orders?tab=sales', <OrdersPage />);
    expect(await screen.findByText('Ship by Wed, Dec 2 · 2 days left')).toBeTruthy();
  });

  it('offers the buyer no cancel before the ship-by date, and hours in the last day', async () => {
    at('2026-12-02T07:30:00Z');
    purchases([order(PAID)]);
    renderPage('/orders', <OrdersPage />);
    expect(await screen.findByText('Ship by Wed, Dec 2 · 3 hours left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: orderTimerCopy.cancel })).toBeNull();
  });

  it('lets the buyer cancel once the ship-by date passed, after asking', async () => {
    at('2026-12-03T09:00:00Z');
    purchases(
      // Past the ship-by date the server offers the buyer the cancel action.
      [order({ ...PAID, actions: ['cancel'] })],
      [
        order({
          ...PAID,
          status: 'refunded',
          refundReason: orderMessages.cancelledByBuyer,
          deadlines: NONE,
        }),
      ],
    );
    routes['POST /api/orders/ord1/cancel'] = [() => json(200, { order: order({ status: 'refunded' }) })];
    renderPage('/orders', <OrdersPage />);
    expect(
      await screen.findByText(
        'Not shipped by Wed, Dec 2: you can cancel for a full refund · cancelled by itself on Mon, Dec 7',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: orderTimerCopy.cancel }));
    const dialog = await screen.findByRole('alertdialog', { name: orderTimerCopy.cancelTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: orderTimerCopy.keep }));
    expect(requests.some((r) => r.key.startsWith('POST'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: orderTimerCopy.cancel }));
    const again = await screen.findByRole('alertdialog', { name: orderTimerCopy.cancelTitle });
    fireEvent.click(within(again).getByRole('button', { name: orderTimerCopy.cancel }));
    expect(await screen.findByText(orderMessages.cancelledByBuyer)).toBeTruthy();
    expect(requests.filter((r) => r.key === 'POST /api/orders/ord1/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: orderTimerCopy.cancel })).toBeNull();
  });

  it('lets the buyer say "Everything is OK" on a delivered order', async () => {
    at('2026-12-02T12:00:00Z');
    purchases(
      [order({ ...DELIVERED, actions: ['confirm'] })],
      [order({ ...DELIVERED, status: 'completed', completedAt: '2026-12-02T12:00:00Z', deadlines: NONE })],
    );
    routes['POST /api/orders/ord1/confirm'] = [() => json(200, { order: order({ status: 'completed' }) })];
    renderPage('/orders', <OrdersPage />);
    expect(await screen.findByText('Completes on Fri, Dec 4 unless you report a problem')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: orderTimerCopy.confirm }));
    const dialog = await screen.findByRole('alertdialog', {
      name: orderTimerCopy.confirmTitle('$37.99', 'anna_closet'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: orderTimerCopy.confirm }));
    await waitFor(() => expect(screen.getByText('Completed')).toBeTruthy());
    expect(screen.queryByText(/Completes on/)).toBeNull();
    expect(screen.queryByRole('button', { name: orderTimerCopy.confirm })).toBeNull();
  });

  it('tells the seller when a delivered sale completes, with no button', async () => {
    at('2026-12-02T12:00:00Z');
    routes['GET /api/orders?role=seller'] = [
      () => json(200, { orders: [order({ ...DELIVERED, earningsCents: 2730 })] }),
    ];
    renderPage('/orders?tab=sales', <OrdersPage />);
    expect(
      await screen.findByText('Completes on Fri, Dec 4 unless the buyer reports a problem'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: orderTimerCopy.confirm })).toBeNull();
  });
});
