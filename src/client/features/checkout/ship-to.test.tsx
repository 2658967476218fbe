// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Address } from '#shared/addresses';
import { checkoutMessages } from '#shared/checkout';
import CheckoutPage from './checkout-page';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';
import { renderPage } from '../../test/render-page';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const address = (over: Partial<Address>): Address => ({
  id: 'a1',
  name: 'Sam Lee',
  line1: '12 Market Street',
  line2: null,
  city: 'San Francisco',
  state: 'CA',
  zip: '94105',
  country: 'US',
  isDefault: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const home = address({ id: 'a1', isDefault: true });
const work = address({ id: 'a2', line1: '500 Pine Road', city: 'Oakland', zip: '94612' });

/** What create-payment-intent answers for the address `body` names: $40 plus $7.99 shipping. */
function sessionFor(body: unknown, over: object = {}) {
  const id = (body as { shippingAddressId?: string }).shippingAddressId ?? 'a1';
  return json(200, {
    clientSecret: `local_pi_${id}_secret_x`,
    totalAmount: 4799,
    shippingAmount: 799,
    shippingAddressId: id,
    shippingAddress: {
      name: 'Sam Lee',
      line1: '12 Market Street',
      line2: null,
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'US',
    },
    fees: { sellerFee: 320, processingFee: 30 },
    provider: 'local',
    publishableKey: null,
    orderId: `ord-${id}`,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    purchaseType: 'direct',
    listing: { id: 'l1', title: 'Denim jacket', imageUrl: null, priceCents: 4000 },
    ...over,
  });
}

beforeEach(() => {
  ({ routes, requests } = freshFakeApi({
    'GET /api/auth/user': [() => json(200, sam)],
    'GET /api/listings/l1': [
      () =>
        json(200, {
          listing: {
            id: 'l1',
            title: 'Denim jacket',
            priceCents: 4000,
            imageUrl: null,
            seller: { id: 'anna', handle: 'anna', display: 'Anna' },
          },
        }),
    ],
    'POST /api/create-payment-intent': [(body) => sessionFor(body)],
  }));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  Element.prototype.scrollIntoView = () => {};
});
afterEach(cleanupPage);

const renderAt = () =>
  renderPage(
    '/checkout/l1/buyer',
    <Route path="/checkout/:listingId/:buyerId">
      <CheckoutPage />
    </Route>,
  );
const intents = () => requests.filter((r) => r.key === 'POST /api/create-payment-intent').map((r) => r.body);
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('the Ship to step of checkout', () => {
  it('checks the default address, pays with its id, and shows price, shipping and total', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [home, work] })];
    renderAt();
    expect(await screen.findByRole('button', { name: 'Pay $47.99' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Choose where the item is shipped' });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(intents()).toEqual([{ listingId: 'l1', buyerId: 'sam', shippingAddressId: 'a1' }]);

    const summary = screen.getByText('Item price').closest('dl')!;
    expect(summary.textContent).toContain('Item price$40.00');
    expect(summary.textContent).toContain('Shipping$7.99');
    expect(summary.textContent).toContain('Total$47.99');
  });

  it('says Free when the seller pays shipping', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [home] })];
    routes['POST /api/create-payment-intent'] = [
      (body) => sessionFor(body, { totalAmount: 4000, shippingAmount: 0 }),
    ];
    renderAt();
    expect(await screen.findByRole('button', { name: 'Pay $40.00' })).toBeTruthy();
    expect(screen.getByText('Shipping').nextElementSibling?.textContent).toBe('Free shipping');
  });

  it('asks again with the other address when the buyer picks it', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [home, work] })];
    renderAt();
    await screen.findByRole('button', { name: 'Pay $47.99' });
    fireEvent.click(screen.getByRole('radio', { name: /500 Pine Road/ }));
    await waitFor(() => expect(intents()).toHaveLength(2));
    expect(intents()[1]).toEqual({ listingId: 'l1', buyerId: 'sam', shippingAddressId: 'a2' });
    expect(await screen.findByRole('button', { name: 'Pay $47.99' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /500 Pine Road/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks a buyer with no address for one first, then pays to it', async () => {
    const added = address({ id: 'a9', line1: '9 Elm Street', city: 'Boston', state: 'MA', zip: '02110' });
    routes['GET /api/addresses'] = [
      () => json(200, { addresses: [] }),
      () => json(200, { addresses: [{ ...added, isDefault: true }] }),
    ];
    routes['POST /api/addresses'] = [() => json(201, { address: { ...added, isDefault: true } })];
    renderAt();
    const form = await screen.findByRole('form', { name: 'Where should the seller ship your item?' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    // No checkout without an address, but the item and its price are shown all the same.
    expect(await screen.findByRole('heading', { name: 'Denim jacket' })).toBeTruthy();
    expect(screen.getByText('Item price').nextElementSibling?.textContent).toBe('$40.00');
    expect(screen.getByText(/Sold by Anna/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();

    type(form, 'Full name', 'Sam Lee');
    type(form, 'Street address', '9 Elm Street');
    type(form, 'City', 'Boston');
    fireEvent.change(form.querySelector('select[name="state"]')!, { target: { value: 'MA' } });
    type(form, 'ZIP code', '02110');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));

    const radio = await screen.findByRole('radio', { name: /9 Elm Street/ });
    await waitFor(() => expect(document.activeElement).toBe(radio));
    expect((radio as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(intents()).toEqual([{ listingId: 'l1', buyerId: 'sam', shippingAddressId: 'a9' }]);
    expect(requests.filter((r) => r.key === 'POST /api/addresses')).toHaveLength(1);
  });

  it('adds another address from the step and checks it', async () => {
    const added = address({ id: 'a3', line1: '7 Oak Lane' });
    routes['GET /api/addresses'] = [
      () => json(200, { addresses: [home] }),
      () => json(200, { addresses: [home, added] }),
    ];
    routes['POST /api/addresses'] = [() => json(201, { address: added })];
    renderAt();
    await screen.findByRole('button', { name: 'Pay $47.99' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = screen.getByRole('form', { name: 'A new address' });
    type(form, 'Full name', 'Sam Lee');
    type(form, 'Street address', '7 Oak Lane');
    type(form, 'City', 'San Francisco');
    fireEvent.change(form.querySelector('select[name="state"]')!, { target: { value: 'CA' } });
    type(form, 'ZIP code', '94105');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    const radio = await screen.findByRole('radio', { name: /7 Oak Lane/ });
    await waitFor(() => expect(document.activeElement).toBe(radio));
    await waitFor(() => expect(intents().at(-1)).toMatchObject({ shippingAddressId: 'a3' }));
    expect(screen.queryByRole('form', { name: 'A new address' })).toBeNull();
  });

  it('asks for an address when the server finds none (deleted in another tab)', async () => {
    routes['GET /api/addresses'] = [
      () => json(200, { addresses: [home] }),
      () => json(200, { addresses: [] }),
    ];
    routes['POST /api/create-payment-intent'] = [
      () => json(400, { error: checkoutMessages.addressRequired, code: 'VALIDATION_ERROR' }),
    ];
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toBe(checkoutMessages.addressRequired);
    expect(await screen.findByRole('form', { name: 'Where should the seller ship your item?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Checkout Error' })).toBeNull();
  });

  it("shows the server's address refusal in the step, not as a checkout error", async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [home, work] })];
    routes['POST /api/create-payment-intent'] = [
      () => json(404, { error: checkoutMessages.addressNotFound, code: 'NOT_FOUND' }),
      (body) => sessionFor(body),
    ];
    renderAt();
    expect((await screen.findByRole('alert')).textContent).toBe(checkoutMessages.addressNotFound);
    expect(screen.queryByRole('heading', { name: 'Checkout Error' })).toBeNull();
    // The address book is read again, and picking an address asks again.
    await waitFor(() =>
      expect(requests.filter((r) => r.key === 'GET /api/addresses').length).toBeGreaterThan(1),
    );
    fireEvent.click(screen.getByRole('radio', { name: /500 Pine Road/ }));
    expect(await screen.findByRole('button', { name: 'Pay $47.99' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the accepted offer as the price before there is an address', async () => {
    routes['GET /api/addresses'] = [() => json(200, { addresses: [] })];
    routes['GET /api/offers/o1'] = [() => json(200, { offer: { id: 'o1', offerCents: 3200 } })];
    renderPage(
      '/checkout/l1/buyer?offerId=o1',
      <Route path="/checkout/:listingId/:buyerId">
        <CheckoutPage />
      </Route>,
    );
    expect(await screen.findByText('Accepted offer')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Your accepted offer').nextElementSibling?.textContent).toBe('$32.00'),
    );
    expect(intents()).toEqual([]);
  });
});
