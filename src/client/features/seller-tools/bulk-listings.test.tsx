// @vitest-environment jsdom
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkMessages } from '#shared/listing-bulk';
import type { SellerListing, SellerStats } from '#shared/seller-stats';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';
import SellerDashboard from './seller-dashboard';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const listing = (id: string, title: string, over: Partial<SellerListing> = {}): SellerListing => ({
  id,
  title,
  priceCents: 4999,
  soldPriceCents: null,
  status: 'active',
  hiddenBy: null,
  hiddenNote: null,
  isActive: true,
  views: 0,
  likes: 0,
  imageUrl: null,
  ...over,
});

const stats = (listings: SellerListing[]): SellerStats => ({
  totals: {
    activeListings: listings.length,
    totalListings: listings.length,
    views: 0,
    likes: 0,
    offersReceived: 0,
    pendingOffers: 0,
    sales: 0,
    earningsCents: 0,
  },
  salesByDay: [],
  topCategories: [],
  recentActivity: [],
  listings,
});

const mine = [
  listing('l1', 'Denim jacket'),
  listing('l2', 'Wool coat'),
  listing('l3', 'Silk scarf', { status: 'sold', soldPriceCents: 1000 }),
];

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  routes['GET /api/earnings'] = [
    () => json(200, { pendingCents: 0, availableCents: 0, paidOutCents: 0, entries: [], nextCursor: null }),
  ];
  routes['GET /api/seller/stats'] = [() => json(200, stats(mine))];
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(cleanupPage);

async function openMyListings() {
  renderPage('/seller-tools', <SellerDashboard />);
  const tab = await screen.findByRole('tab', { name: 'My Listings' });
  fireEvent.mouseDown(tab, { button: 0 });
  return screen.findByRole('region', { name: /My Listings/ });
}

describe('Seller Tools › My Listings: bulk actions', () => {
  it('selects listings by their labelled checkboxes; Select all takes every one that can change', async () => {
    const region = await openMyListings();
    expect(within(region).queryByRole('checkbox', { name: 'Select Silk scarf' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select Denim jacket' }));
    expect(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByText('1 listing selected'),
    ).toBeTruthy();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 listings selected')).toBeTruthy();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('confirms the count, then sends the % off for the selected ids', async () => {
    routes['POST /api/listings/bulk'] = [
      () =>
        json(200, {
          count: 2,
          listings: [
            { id: 'l1', title: 'Denim jacket', priceCents: 3999, isActive: true, relistedFrom: null },
            { id: 'l2', title: 'Wool coat', priceCents: 3999, isActive: true, relistedFrom: null },
          ],
        }),
    ];
    const region = await openMyListings();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    fireEvent.change(within(bar).getByLabelText('Percent off'), { target: { value: '20' } });
    fireEvent.click(within(bar).getByRole('button', { name: '% off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reprice 2 listings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reprice 2 listings' }));
    await screen.findByText(bulkMessages.done(2, 'price'));
    expect(requests.find((r) => r.key === 'POST /api/listings/bulk')?.body).toEqual({
      action: 'price',
      percentOff: 20,
      ids: ['l1', 'l2'],
    });
  });

  it('refuses a bad percent before asking, and shows the server’s refusal naming the listing', async () => {
    routes['POST /api/listings/bulk'] = [
      () => json(404, { error: 'Listing not found', code: 'NOT_FOUND', listingId: 'l2' }),
    ];
    const region = await openMyListings();
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select Denim jacket' }));
    fireEvent.click(within(region).getByRole('checkbox', { name: 'Select Wool coat' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    fireEvent.change(within(bar).getByLabelText('Percent off'), { target: { value: '95' } });
    fireEvent.click(within(bar).getByRole('button', { name: '% off' }));
    expect(within(bar).getByRole('alert').textContent).toBe(bulkMessages.percentOff);

    fireEvent.click(within(bar).getByRole('button', { name: 'Relist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Relist 2 listings?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Relist 2 listings' }));
    const alert = await within(bar).findByText(/Listing not found/);
    expect(alert.textContent).toBe('Listing not found (Wool coat)');
    // Nothing changed, so the selection stays for another try.
    expect(within(bar).getByText('2 listings selected')).toBeTruthy();
  });
});
