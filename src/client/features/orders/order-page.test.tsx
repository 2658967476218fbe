// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { Order } from '#shared/orders';
import { shipmentMessages, TIMELINE_TITLES } from '#shared/shipments';
import OrderPage from './order-page';
import OrdersPage from './orders-page';
import { orderPageCopy } from './order-page-copy';
import { orderFixture, shipmentFixture } from './orders.fixtures';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const anna = { id: 'anna', display: 'Anna', handle: 'anna_closet', bio: '', profileImageUrl: null };
const PAID = { status: 'paid', paidAt: '2026-11-30T10:00:00Z' } as const;

/** The order as the seller (Anna) reads it: the buyer is Sam, and the earnings are hers. */
const sale = (over: Partial<Order>) =>
  orderFixture({
    ...PAID,
    role: 'seller',
    earningsCents: 2730,
    counterparty: { id: 'sam', handle: 'sam', display: 'Sam Lee' },
    // What the server offers the seller: shipping or cancelling, while the sale is paid.
    actions: (over.status ?? 'paid') === 'paid' ? ['ship', 'cancel'] : [],
    ...over,
  });

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, sam)] }));
});
afterEach(cleanupPage);

const asSeller = () => {
  routes['GET /api/auth/user'] = [() => json(200, anna)];
};
const answer = (...orders: Order[]) => {
  routes['GET /api/orders/ord1'] = orders.map((order) => () => json(200, { order }));
};
const renderAt = (path = '/orders/ord1') =>
  renderPage(
    path,
    <Route path="/orders/:id">
      <OrderPage />
    </Route>,
  );
const heading = () => screen.findByRole('heading', { level: 1, name: 'Denim jacket' });
const section = (name: string) => screen.getByRole('region', { name });

describe('/orders/{id} for the buyer', () => {
  it('shows the item, the seller, what was paid, where it goes, and the timeline with a tracking link', async () => {
    answer(
      orderFixture({
        ...PAID,
        status: 'shipped',
        paidWith: 'Visa •••• 4242',
        shipment: shipmentFixture({
          labelUrl: null,
          trackingStatus: 'in_transit',
          testMode: false,
          testTracking: false,
        }),
        timeline: [
          { kind: 'paid', at: '2026-11-30T10:00:00Z', detail: null },
          { kind: 'label_created', at: '2026-11-30T10:00:05Z', detail: null },
          { kind: 'accepted', at: '2026-12-01T09:00:00Z', detail: 'Picked up at the Post Office' },
        ],
      }),
    );
    renderAt();
    expect((await heading()).querySelector('a')?.getAttribute('href')).toBe('/listing/l1');
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Anna @anna_closet/ }).getAttribute('href')).toBe(
      '/profile/anna_closet',
    );

    const money = section(orderPageCopy.money);
    expect(money.textContent).toContain('Price$30.00');
    expect(money.textContent).toContain('Shipping$7.99');
    expect(money.textContent).toContain('Total$37.99');
    expect(money.textContent).toContain('Paid withVisa •••• 4242');
    expect(screen.queryByText('Your earnings')).toBeNull();

    expect(section(orderPageCopy.shipToBuyer).textContent).toContain('12 Market Street');
    expect(screen.queryByRole('region', { name: orderPageCopy.label })).toBeNull();

    const steps = within(screen.getByRole('list', { name: orderPageCopy.timeline })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('p')?.textContent)).toEqual([
      TIMELINE_TITLES.paid,
      TIMELINE_TITLES.label_created,
      TIMELINE_TITLES.accepted,
    ]);
    expect(steps[2]!.textContent).toContain('Picked up at the Post Office');
    expect(steps[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T10:00:00Z');

    const track = screen.getByRole('link', { name: /Track parcel/ });
    expect(track.getAttribute('href')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000001',
    );
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toContain('noopener');
    // The label is the seller's.
    expect(screen.queryByRole('link', { name: shipmentMessages.downloadLabel })).toBeNull();
  });

  it('links a hand-entered tracking number to its carrier, and says Free shipping', async () => {
    answer(
      orderFixture({
        ...PAID,
        status: 'shipped',
        shippingCents: 0,
        totalCents: 3000,
        carrier: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      }),
    );
    renderAt();
    await heading();
    expect(section(orderPageCopy.money).textContent).toContain('ShippingFree shipping');
    expect(screen.getByRole('link', { name: /Track parcel/ }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999',
    );
  });

  it('moves a test-mode parcel one step per click, sending once for a double click', async () => {
    const before = orderFixture({ ...PAID, shipment: shipmentFixture({ labelUrl: null }) });
    const after = orderFixture({
      ...PAID,
      status: 'shipped',
      shipment: shipmentFixture({ labelUrl: null, trackingStatus: 'accepted' }),
      timeline: [{ kind: 'accepted', at: '2026-12-01T09:00:00Z', detail: null }],
    });
    answer(before, after);
    routes['POST /api/orders/ord1/test-tracking'] = [() => json(200, { order: after })];
    renderAt();
    const button = await screen.findByRole('button', { name: shipmentMessages.advanceTracking });
    expect(screen.getAllByText(orderPageCopy.testMode).length).toBeGreaterThan(0);
    fireEvent.click(button);
    fireEvent.click(button);
    // The toast names the new step; the order is read again.
    expect((await screen.findAllByText(TIMELINE_TITLES.accepted)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText('Shipped')).toBeTruthy());
    expect(requests.filter((r) => r.key === 'POST /api/orders/ord1/test-tracking')).toHaveLength(1);
  });

  it('offers no test control once the parcel is delivered, nor for a real label', async () => {
    answer(
      orderFixture({
        ...PAID,
        status: 'delivered',
        shipment: shipmentFixture({ labelUrl: null, trackingStatus: 'delivered', testTracking: false }),
      }),
    );
    renderAt();
    await heading();
    expect(screen.queryByRole('button', { name: shipmentMessages.advanceTracking })).toBeNull();
  });

  it('offers no test control on a test label the server would not move (real payments, production)', async () => {
    answer(orderFixture({ ...PAID, shipment: shipmentFixture({ labelUrl: null, testTracking: false }) }));
    renderAt();
    await heading();
    expect(screen.getAllByText(orderPageCopy.testMode).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: shipmentMessages.advanceTracking })).toBeNull();
  });

  it('shows the app’s not-found page for an order that is not theirs', async () => {
    routes['GET /api/orders/ord1'] = [() => json(404, { error: 'Order not found', code: 'NOT_FOUND' })];
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('/orders/{id} for the seller', () => {
  beforeEach(asSeller);

  it('shows the ship-to address, the earnings and the ready label to download', async () => {
    answer(sale({ shipment: shipmentFixture({}) }));
    renderAt();
    await heading();
    expect(screen.getByRole('link', { name: /Sam Lee @sam/ })).toBeTruthy();
    expect(section(orderPageCopy.shipToSeller).textContent).toContain('San Francisco, CA 94105');
    expect(section(orderPageCopy.money).textContent).toContain('Your earnings$27.30');
    const label = section(orderPageCopy.label);
    const download = within(label).getByRole('link', { name: shipmentMessages.downloadLabel });
    expect(download.getAttribute('href')).toBe('/api/orders/ord1/label');
    expect(download.hasAttribute('download')).toBe(true);
    expect(label.textContent).toContain('USPS: 9400100000000000000001');
    expect(label.textContent).toContain(shipmentMessages.testModeLabel);
    // A seller can still ship with a label of their own.
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeTruthy();
  });

  it('shows what a free-shipping label takes from the earnings', async () => {
    answer(
      sale({
        shippingPayer: 'seller',
        shippingCents: 0,
        totalCents: 3000,
        earningsCents: 1930,
        sellerLabelCents: 800,
      }),
    );
    renderAt();
    await heading();
    const money = section(orderPageCopy.money);
    expect(money.textContent).toContain('Shipping label−$8.00');
    expect(money.textContent).not.toContain('refunded');
    expect(money.textContent).toContain('Your earnings$19.30');
    expect(money.textContent).toContain(orderPageCopy.sellerPaysShipping);
  });

  it('says the label is being made, and reads the order again until it is ready', async () => {
    answer(
      sale({ shipment: shipmentFixture({ labelStatus: 'pending', labelUrl: null }) }),
      sale({ shipment: shipmentFixture({}) }),
    );
    renderAt();
    expect(await screen.findByText(shipmentMessages.labelPending)).toBeTruthy();
    expect(screen.queryByRole('link', { name: shipmentMessages.downloadLabel })).toBeNull();
    expect(
      await screen.findByRole('link', { name: shipmentMessages.downloadLabel }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(requests.filter((r) => r.key === 'GET /api/orders/ord1')).toHaveLength(2);
  }, 15_000);

  it('sends a seller without a ship-from address to Settings', async () => {
    answer(sale({ shipment: shipmentFixture({ labelStatus: 'needs_address', labelUrl: null }) }));
    renderAt();
    expect(await screen.findByText(shipmentMessages.labelNeedsAddress)).toBeTruthy();
    expect(screen.getByRole('link', { name: orderPageCopy.openSettings }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it("says a cancelled order's label was voided, with no download", async () => {
    answer(
      sale({
        status: 'refunded',
        shipTo: null,
        shipment: shipmentFixture({ labelStatus: 'voided', labelUrl: null, testTracking: false }),
      }),
    );
    renderAt();
    expect(await screen.findByText(shipmentMessages.labelVoided)).toBeTruthy();
    expect(screen.queryByRole('link', { name: shipmentMessages.downloadLabel })).toBeNull();
  });

  it('keeps the manual ship dialog when the label failed', async () => {
    answer(
      sale({
        shipment: shipmentFixture({
          labelStatus: 'failed',
          labelUrl: null,
          testMode: false,
          testTracking: false,
        }),
      }),
    );
    renderAt();
    expect(await screen.findByText(shipmentMessages.labelFailed)).toBeTruthy();
    expect(screen.queryByText(orderPageCopy.testMode)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByRole('dialog', { name: 'Mark as shipped' })).toBeTruthy();
  });

  it('no longer shows the address a while after the order completed', async () => {
    answer(
      sale({
        status: 'completed',
        completedAt: '2026-10-01T10:00:00Z',
        shipTo: null,
        shipment: shipmentFixture({ trackingStatus: 'delivered', testTracking: false }),
      }),
    );
    routes['GET /api/orders/ord1/review'] = [
      () => json(200, { review: null, canReview: false, reviewableUntil: null }),
    ];
    renderAt();
    await heading();
    const shipTo = section(orderPageCopy.shipToSeller);
    expect(shipTo.textContent).toBe(`${orderPageCopy.shipToSeller}${orderPageCopy.addressGone}`);
    expect(screen.queryByText(/12 Market Street/)).toBeNull();
    expect(screen.queryByRole('button', { name: shipmentMessages.advanceTracking })).toBeNull();
  });

  it('says a refunded sale was refunded, with a voided label and nothing to download', async () => {
    answer(
      sale({
        status: 'refunded',
        refundReason: 'Cancelled by the buyer: not shipped in time',
        earningsCents: 0,
        shipTo: null,
        shipment: shipmentFixture({ labelStatus: 'voided', labelUrl: null }),
      }),
    );
    renderAt();
    await heading();
    expect(section(orderPageCopy.shipToSeller).textContent).toContain(orderPageCopy.addressRefunded);
    expect(screen.queryByText(orderPageCopy.noAddress)).toBeNull();
    expect(section(orderPageCopy.label).textContent).toContain(shipmentMessages.labelVoided);
    expect(screen.queryByRole('link', { name: shipmentMessages.downloadLabel })).toBeNull();
  });
});

describe('/orders', () => {
  it('links each card to its order page', async () => {
    routes['GET /api/orders?role=buyer'] = [() => json(200, { orders: [orderFixture(PAID)] })];
    routes['GET /api/orders?role=seller'] = [() => json(200, { orders: [] })];
    renderPage('/orders', <OrdersPage />);
    const link = await screen.findByRole('link', { name: `${orderPageCopy.viewOrder}: Denim jacket` });
    expect(link.getAttribute('href')).toBe('/orders/ord1');
  });
});
