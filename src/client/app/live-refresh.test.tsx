// @vitest-environment jsdom
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { orderTimerCopy } from '#shared/orders';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { cleanupPage } from '#client/test/dom-stubs';
import { FakeEventSource, freshLivePage } from '#client/test/fake-event-source';
import { offerFixture } from '#client/test/fixtures';
import { renderPage } from '#client/test/render-page';
import OffersPage from '../features/offers/offers-page';
import OrderPage from '../features/orders/order-page';
import { orderFixture } from '../features/orders/orders.fixtures';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { notificationHref } from '../features/notifications/components/notification-item';
import { notification, page, sam } from '../features/notifications/test-support';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

beforeEach(() => {
  ({ routes, requests } = freshLivePage(sam, { 'GET /api/notifications': [() => json(200, page([]))] }));
});
afterEach(cleanupPage);

const asked = (key: string) => requests.filter((r) => r.key === key).length;

/** The bell's stream, open, as the navigation holds it above every page. */
async function openStream() {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const stream = FakeEventSource.opened[0]!;
  act(() => stream.open());
  return stream;
}

describe('a page under the bell follows what the bell says, without a reload', () => {
  it('a new offer: /offers reads the offers again and counts it', async () => {
    const first = offerFixture({ id: 'o1', threadId: 'o1' });
    const second = offerFixture({ id: 'o2', threadId: 'o2', offerCents: 3500 });
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [
      () => json(200, { offers: [first] }),
      () => json(200, { offers: [second, first] }),
    ];
    renderPage(
      '/offers?tab=received',
      <>
        <NotificationBell />
        <OffersPage />
      </>,
    );
    await screen.findByRole('tab', { name: 'Offers Received (1)' });
    const stream = await openStream();
    expect(asked('GET /api/offers?sellerId=sam')).toBe(1);

    act(() => stream.send({ unreadCount: 1, notification: notification({ type: 'offer_received' }) }));
    expect(await screen.findByRole('tab', { name: 'Offers Received (2)' })).toBeTruthy();
    expect(asked('GET /api/offers?sellerId=sam')).toBe(2);
  });

  it('a delivery: the open order shows its new state and the buyer’s next step', async () => {
    routes['GET /api/orders/ord1'] = [
      () => json(200, { order: orderFixture({ status: 'shipped', paidAt: '2026-11-30T10:00:00Z' }) }),
      () =>
        json(200, {
          order: orderFixture({
            status: 'delivered',
            paidAt: '2026-11-30T10:00:00Z',
            deliveredAt: '2026-12-02T10:00:00Z',
            // The buttons are the server's: after delivery the buyer may confirm or report.
            actions: ['confirm', 'report'],
          }),
        }),
    ];
    routes['GET /api/orders/ord1/review'] = [() => json(200, { review: null })];
    renderPage(
      '/orders/ord1',
      <>
        <NotificationBell />
        <Route path="/orders/:id">
          <OrderPage />
        </Route>
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Denim jacket' });
    expect(screen.queryByRole('button', { name: orderTimerCopy.confirm })).toBeNull();
    const stream = await openStream();

    act(() =>
      stream.send({
        unreadCount: 1,
        notification: notification({ type: 'order_delivered', url: '/orders/ord1' }),
      }),
    );
    expect(await screen.findByRole('button', { name: orderTimerCopy.confirm })).toBeTruthy();
  });

  it('a count change alone (read in another tab) reads nothing but the bell', async () => {
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    renderPage(
      '/offers',
      <>
        <NotificationBell />
        <OffersPage />
      </>,
    );
    await screen.findByRole('tab', { name: 'Offers Received (0)' });
    const stream = await openStream();
    await waitFor(() => expect(asked('GET /api/notifications')).toBe(2));
    act(() => stream.send({ unreadCount: 0 }));
    await waitFor(() => expect(asked('GET /api/notifications')).toBe(3));
    expect(asked('GET /api/offers?sellerId=sam')).toBe(1);
  });

  it('a stream opened again reads again what the missed events could be about', async () => {
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    renderPage(
      '/offers',
      <>
        <NotificationBell />
        <OffersPage />
      </>,
    );
    await screen.findByRole('tab', { name: 'Offers Received (0)' });
    const stream = await openStream();
    expect(asked('GET /api/offers?sellerId=sam')).toBe(1);
    // The browser reconnects by itself: the same EventSource opens again.
    act(() => stream.open());
    await waitFor(() => expect(asked('GET /api/offers?sellerId=sam')).toBe(2));
  });
});

describe('a notification opens the current state of what it is about', () => {
  it('reads its page again when clicked, even with that page already open', async () => {
    const delivered = notification({
      type: 'order_delivered',
      title: 'Denim jacket was delivered',
      url: '/orders/ord1',
    });
    routes['GET /api/notifications'] = [() => json(200, page([delivered]))];
    routes['POST /api/notifications/read'] = [() => json(200, { unreadCount: 0 })];
    routes['GET /api/orders/ord1'] = [
      () => json(200, { order: orderFixture({ status: 'shipped', paidAt: '2026-11-30T10:00:00Z' }) }),
    ];
    const memory = renderPage(
      '/orders/ord1',
      <>
        <NotificationBell />
        <Route path="/orders/:id">
          <OrderPage />
        </Route>
      </>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Denim jacket' });
    expect(asked('GET /api/orders/ord1')).toBe(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /Denim jacket was delivered/ }));
    await waitFor(() => expect(asked('GET /api/orders/ord1')).toBe(2));
    expect(memory.history.at(-1)).toBe('/orders/ord1');
  });

  it('leads an offer notification stored before links named their step to the right tab', () => {
    expect(notificationHref({ type: 'offer_received', url: '/offers' })).toBe('/offers?tab=received');
    expect(notificationHref({ type: 'offer_accepted', url: '/offers' })).toBe('/offers');
    const named = '/offers?tab=received&offer=o1&status=pending';
    expect(notificationHref({ type: 'offer_received', url: named })).toBe(named);
  });
});
