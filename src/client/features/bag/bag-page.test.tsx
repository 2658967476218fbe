// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleMessages, type BagGroup, type BagItem, type BagReply } from '#shared/bundles';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage, renderToVisitor } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { anna, offerFixture } from '../../test/fixtures';
import { BagNavLink } from './bag-nav-link';
import BagPage from './bag-page';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({}));
});
afterEach(cleanupPage);

const item = (listingId: string, over: Partial<BagItem> = {}): BagItem => ({
  listingId,
  title: `Item ${listingId}`,
  imageUrl: null,
  size: 'M',
  priceCents: 4000,
  priceWhenAddedCents: 4000,
  priceChanged: false,
  parcelSize: 'small',
  shippingPayer: 'buyer',
  available: true,
  unavailableReason: null,
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const group = (items: BagItem[], over: Partial<BagGroup> = {}): BagGroup => ({
  seller: { id: 's1', handle: 'kim_closet', display: 'Kim' },
  tiers: [{ minItems: 2, percent: 10 }],
  items,
  availableCount: 2,
  subtotalCents: 7000,
  discountPercent: 10,
  discountCents: 700,
  parcelSize: 'medium',
  shippingCents: 799,
  totalCents: 7099,
  ...over,
});

const fullBag: BagReply = {
  itemCount: 3,
  groups: [
    group([
      item('a'),
      item('b', { priceCents: 3000, priceWhenAddedCents: 3500, priceChanged: true }),
      item('c', { available: false, unavailableReason: 'sold' }),
    ]),
  ],
};

describe('/bag', () => {
  it('shows each seller group with the discount, one shipping line, the total and what changed', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['GET /api/bag'] = [() => json(200, fullBag)];
    routes['DELETE /api/bag/items/a'] = [
      () =>
        json(200, {
          itemCount: 2,
          groups: [
            group(fullBag.groups[0]!.items.slice(1), {
              availableCount: 1,
              discountCents: 0,
              discountPercent: 0,
            }),
          ],
        }),
    ];
    renderPage(
      '/bag',
      <>
        <BagNavLink />
        <BagPage />
      </>,
    );
    const section = await screen.findByRole('region', { name: /Kim/ });
    const totals = within(section);
    expect(totals.getByText('Bundle discount (10%)')).toBeTruthy();
    expect(totals.getByText('−$7.00')).toBeTruthy();
    expect(totals.getByText('$7.99')).toBeTruthy();
    expect(totals.getByText('$70.99')).toBeTruthy();
    expect(totals.getByText('Price changed from $35.00 to $30.00.')).toBeTruthy();
    expect(totals.getByText('Sold: no longer counted in the total.')).toBeTruthy();
    // The group's available items check out together on the bundle checkout page.
    const checkout = totals.getByRole('link', { name: 'Check out 2 items' });
    expect(checkout.getAttribute('href')).toBe('/bag/checkout/s1');

    expect(await screen.findByRole('link', { name: 'Bag, 3 items' })).toBeTruthy();
    fireEvent.click(totals.getByRole('button', { name: 'Remove Item a from your bag' }));
    // The count follows the removal at once, and says so to screen readers.
    expect(await screen.findByRole('link', { name: 'Bag, 2 items' })).toBeTruthy();
    expect(screen.getByText('2 items in your bag')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Item a' })).toBeNull());
    expect(requests.map((r) => r.key)).toContain('DELETE /api/bag/items/a');
  });

  it('says when the bag is empty', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['GET /api/bag'] = [() => json(200, { itemCount: 0, groups: [] })];
    renderPage('/bag', <BagPage />);
    expect(await screen.findByText(bundleMessages.emptyBag)).toBeTruthy();
  });

  it('asks a visitor to sign in and reads nothing', async () => {
    await renderToVisitor({ routes, requests }, '/bag', <BagPage />);
    expect(await screen.findByText('Sign in to continue')).toBeTruthy();
    expect(requests.map((r) => r.key)).not.toContain('GET /api/bag');
  });

  it('makes one offer on the group’s items still for sale, bounded by their total', async () => {
    routes['GET /api/auth/user'] = [() => json(200, anna)];
    routes['GET /api/bag'] = [() => json(200, fullBag)];
    routes[`GET /api/offers?buyerId=${anna.id}`] = [() => json(200, { offers: [] })];
    routes['POST /api/offers'] = [() => json(201, { offer: offerFixture({ id: 'o9', offerCents: 6000 }) })];
    renderPage('/bag', <BagPage />);
    const section = await screen.findByRole('region', { name: /Kim/ });
    // The sold item is left out: two items, $40.00 + $30.00.
    fireEvent.click(within(section).getByRole('button', { name: 'Make an offer on these 2 items' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Together listed at \$70\.00/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your offer ($)'), { target: { value: '71' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    expect(
      await within(dialog).findByText('Offer cannot be more than the items’ total of $70.00'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your offer ($)'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(requests.find((r) => r.key === 'POST /api/offers')?.body).toEqual({
        listingIds: ['a', 'b'],
        offerCents: 6000,
        message: null,
      }),
    );
  });
});
