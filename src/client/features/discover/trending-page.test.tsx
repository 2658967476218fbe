// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import TrendingPage from './trending-page';
import { cleanupPage, freshFakeApi, NoopResizeObserver } from '../../test/dom-stubs';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;

beforeEach(() => {
  ({ routes } = freshFakeApi({
    'GET /api/listings/stats': [
      () =>
        json(200, {
          activeListings: 0,
          categoriesWithListings: 0,
          averageSellerRating: null,
          newThisPeriod: 0,
          sellers: 0,
          timeFrame: 'week',
        }),
    ],
  }));
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(cleanupPage);

describe('/trending result count', () => {
  it('never says "1 item" above an empty list, even when a count lags behind the results', async () => {
    routes['GET /api/listings?search=zebra'] = [
      () => json(200, { listings: [], nextCursor: null, total: 1 }),
    ];
    renderPage('/trending?search=zebra', <TrendingPage />);
    await screen.findByText('No trending items found');
    expect(screen.getByText('0 items')).toBeTruthy();
    expect(screen.queryByText('1 item')).toBeNull();
  });
});

describe('/trending statistics', () => {
  const stats = (averageSellerRating: number | null) =>
    json(200, {
      activeListings: 1234,
      categoriesWithListings: 12,
      averageSellerRating,
      newThisPeriod: 3,
      sellers: 5,
      timeFrame: 'week',
    });
  const tile = (label: string) => screen.getByText(label).closest('li')!;

  it("shows the sellers' average rating in the 'Average Rating' tile", async () => {
    routes['GET /api/listings/stats'] = [() => stats(4), () => stats(4)];
    routes['GET /api/listings'] = [() => json(200, { listings: [], nextCursor: null, total: 0 })];
    renderPage('/trending', <TrendingPage />);
    await screen.findByText('1,234');
    expect(tile('Average Rating').textContent).toBe('4.0Average Rating');
    expect(tile('Items Trending').textContent).toBe('1,234Items Trending');
    expect(tile('Hot Categories').textContent).toBe('12Hot Categories');
  });

  it('shows a dash, not a made-up figure, before any seller has a review', async () => {
    routes['GET /api/listings/stats'] = [() => stats(null), () => stats(null)];
    routes['GET /api/listings'] = [() => json(200, { listings: [], nextCursor: null, total: 0 })];
    renderPage('/trending', <TrendingPage />);
    await screen.findByText('1,234');
    expect(tile('Average Rating').textContent).toBe('–None yetAverage Rating');
  });
});
