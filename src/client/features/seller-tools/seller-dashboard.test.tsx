// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerListing, SellerStats } from '#shared/seller-stats';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import SellerDashboard from './seller-dashboard';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';
import { moderationMessages } from '#shared/moderation';
import { soldElsewhereMessages } from '#shared/sold-elsewhere';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

function listing(over: Partial<SellerListing>): SellerListing {
  return {
    id: 'l1',
    title: 'Denim jacket',
    priceCents: 4000,
    soldPriceCents: null,
    status: 'active',
    hiddenBy: null,
    hiddenNote: null,
    isActive: true,
    views: 3,
    likes: 1,
    imageUrl: null,
    ...over,
  };
}

function stats(listings: SellerListing[]): SellerStats {
  return {
    totals: {
      activeListings: listings.filter((l) => l.status === 'active').length,
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
  };
}

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
  // The Total Earnings tile reads the ledger's balances.
  routes['GET /api/earnings'] = [
    () => json(200, { pendingCents: 0, availableCents: 0, paidOutCents: 0, entries: [], nextCursor: null }),
  ];
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(cleanupPage);

async function openMyListings() {
  renderPage('/seller-tools', <SellerDashboard />);
  const tab = await screen.findByRole('tab', { name: 'My Listings' });
  // Radix tabs switch on mouse down (or focus with the keyboard).
  fireEvent.mouseDown(tab, { button: 0 });
  return screen.findByRole('region', { name: /My Listings/ });
}

describe('Seller Tools › My Listings', () => {
  it('activates an inactive listing with the spec words, then refreshes the figures and search counts', async () => {
    const inactive = listing({ status: 'inactive', isActive: false });
    routes['GET /api/seller/stats'] = [
      () => json(200, stats([inactive])),
      () => json(200, stats([{ ...inactive, status: 'active', isActive: true }])),
    ];
    routes['PATCH /api/listings/l1'] = [() => json(200, { listing: {} })];
    const region = await openMyListings();
    expect(within(region).getByText('Inactive')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Activate Denim jacket' }));

    await screen.findByText('Listing activated successfully!');
    expect(requests.find((r) => r.key === 'PATCH /api/listings/l1')?.body).toEqual({ isActive: true });
    await within(region).findByRole('button', { name: 'Deactivate Denim jacket' });
    expect(within(region).getByText('Active')).toBeTruthy();
    expect(requests.filter((r) => r.key === 'GET /api/seller/stats')).toHaveLength(2);
  });

  it('an imported listing waiting for photos reads as a draft that says what it needs', async () => {
    routes['GET /api/seller/stats'] = [
      () => json(200, stats([listing({ status: 'draft', isActive: false })])),
    ];
    const region = await openMyListings();
    const card = within(region).getByRole('article');
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(within(card).getByText(/Imported without photos or a category/)).toBeTruthy();
  });

  it('deactivates an active listing', async () => {
    routes['GET /api/seller/stats'] = [() => json(200, stats([listing({})]))];
    routes['PATCH /api/listings/l1'] = [() => json(200, { listing: {} })];
    const region = await openMyListings();
    fireEvent.click(within(region).getByRole('button', { name: 'Deactivate Denim jacket' }));
    await screen.findByText('Listing deactivated successfully!');
    expect(requests.find((r) => r.key === 'PATCH /api/listings/l1')?.body).toEqual({ isActive: false });
    expect(screen.queryByText(/Archive/)).toBeNull();
  });

  it('a sold listing shows one badge, Sold, and no Activate or Deactivate', async () => {
    routes['GET /api/seller/stats'] = [
      () => json(200, stats([listing({ status: 'sold', isActive: true, soldPriceCents: 3200 })])),
    ];
    const region = await openMyListings();
    const card = within(region).getByRole('article');
    expect(within(card).getByText('Sold')).toBeTruthy();
    // What it sold for (an accepted offer), beside what it was listed at.
    expect(within(card).getByText('Sold for $32.00')).toBeTruthy();
    expect(within(card).getByText('$40.00')).toBeTruthy();
  });

  it('marks a listing sold elsewhere only after the seller confirms', async () => {
    routes['GET /api/seller/stats'] = [
      () => json(200, stats([listing({})])),
      () => json(200, stats([listing({ status: 'sold' })])),
    ];
    routes['POST /api/listings/l1/sold-elsewhere'] = [() => json(200, { listing: {} })];
    const region = await openMyListings();
    const button = within(region).getByRole('button', {
      name: `${soldElsewhereMessages.action}: Denim jacket`,
    });

    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: soldElsewhereMessages.confirmTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: soldElsewhereMessages.cancel }));
    expect(requests.some((r) => r.key === 'POST /api/listings/l1/sold-elsewhere')).toBe(false);

    fireEvent.click(button);
    const again = await screen.findByRole('alertdialog', { name: soldElsewhereMessages.confirmTitle });
    fireEvent.click(within(again).getByRole('button', { name: soldElsewhereMessages.confirm }));
    await screen.findByText(soldElsewhereMessages.done);
    expect(requests.filter((r) => r.key === 'POST /api/listings/l1/sold-elsewhere')).toHaveLength(1);
    // The card follows: sold, with nothing left to press but Edit.
    await within(region).findByText('Sold');
    expect(within(region).queryByRole('button', { name: /Sold elsewhere/ })).toBeNull();
  });

  it("shows the server's refusal when the listing cannot be marked sold elsewhere", async () => {
    routes['GET /api/seller/stats'] = [() => json(200, stats([listing({})]))];
    routes['POST /api/listings/l1/sold-elsewhere'] = [
      () => json(409, { error: soldElsewhereMessages.soldHere, code: 'CONFLICT' }),
    ];
    const region = await openMyListings();
    fireEvent.click(
      within(region).getByRole('button', { name: `${soldElsewhereMessages.action}: Denim jacket` }),
    );
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: soldElsewhereMessages.confirm }));
    expect(await screen.findByText(new RegExp(soldElsewhereMessages.soldHere))).toBeTruthy();
  });

  it('tells the seller why Rethread hid a listing, and offers no Activate', async () => {
    routes['GET /api/seller/stats'] = [
      () => json(200, stats([listing({ status: 'inactive', isActive: false, hiddenBy: 'operator' })])),
    ];
    const region = await openMyListings();
    const card = within(region).getByRole('article');
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(within(card).getByText(moderationMessages.hiddenNoticeOperator)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull();
    expect(within(card).queryByText('Active')).toBeNull();
    expect(within(card).queryByRole('button', { name: /activate/i })).toBeNull();
  });

  it("puts the operator's reason first: Hidden by Rethread: <reason>", async () => {
    routes['GET /api/seller/stats'] = [
      () =>
        json(
          200,
          stats([
            listing({
              status: 'inactive',
              isActive: false,
              hiddenBy: 'operator',
              hiddenNote: 'Counterfeit logo on the label',
            }),
          ]),
        ),
    ];
    const region = await openMyListings();
    const note = within(within(region).getByRole('article')).getByRole('note');
    expect(note.textContent).toBe(
      `Hidden by Rethread: Counterfeit logo on the label ${moderationMessages.hiddenNoticeAfter}`,
    );
  });
});

/** Stands for any page showing search counts: the trending page's figures. */
function StatsProbe() {
  const statsQuery = useQuery<{ activeListings: number }>({ queryKey: ['/api/listings/stats'] });
  return <p>{statsQuery.data ? `${statsQuery.data.activeListings} for sale` : ''}</p>;
}

describe('the counts follow the toggle', () => {
  it('refetches the search figures (every /api/listings query) after a toggle', async () => {
    routes['GET /api/seller/stats'] = [() => json(200, stats([listing({})]))];
    routes['GET /api/listings/stats'] = [
      () => json(200, { activeListings: 1 }),
      () => json(200, { activeListings: 0 }),
    ];
    routes['PATCH /api/listings/l1'] = [() => json(200, { listing: {} })];
    renderPage(
      '/seller-tools',
      <>
        <SellerDashboard />
        <StatsProbe />
      </>,
    );
    await screen.findByText('1 for sale');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'My Listings' }), { button: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Denim jacket' }));
    await screen.findByText('0 for sale');
  });
});
