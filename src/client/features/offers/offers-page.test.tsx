// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OffersPage from './offers-page';
import { json, stubFetch, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { hoursFromNow, offerFixture as offer } from '../../test/fixtures';

// The machine is shared and the first render loads the page's modules: allow more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

beforeEach(() => {
  requests = [];
  routes = { 'GET /api/auth/user': [() => json(200, sam)] };
  stubFetch(routes, requests);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderAt = (path: string) => renderPage(path, <OffersPage />);

describe('/offers', () => {
  it("shows a visitor 'Please Log In'", async () => {
    routes['GET /api/auth/user'] = [() => json(401, { error: 'You need to be signed in' })];
    renderAt('/offers');
    expect(await screen.findByRole('heading', { name: 'Please Log In' })).toBeTruthy();
  });

  it('counts both tabs, flags a pending offer with ≤ 6 h left, and links an accepted one to checkout', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({ id: 'soon', expiresAt: hoursFromNow(5) }),
            offer({ id: 'acc', status: 'accepted', listing: { ...offer({}).listing, title: 'Silk scarf' } }),
          ],
        }),
    ];
    routes['GET /api/offers?sellerId=sam'] = [() => json(200, { offers: [] })];
    renderAt('/offers');
    expect(await screen.findByRole('tab', { name: 'Offers Sent (2)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Offers Received (0)' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Soon')).toBeTruthy();
    expect(within(items[0]!).getByText(/^[45]h \d+m left$/)).toBeTruthy();
    expect(within(items[1]!).queryByText('Soon')).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: 'Complete Purchase' }).getAttribute('href')).toBe(
      '/checkout/l1/buyer?offerId=acc',
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Offers Received (0)' }));
    expect(await screen.findByText('No Offers Received')).toBeTruthy();
  });

  it("shows the seller's earnings, accepts, refreshes, and toasts the server's reason on failure", async () => {
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    routes['GET /api/offers?sellerId=sam'] = [
      () => json(200, { offers: [offer({ id: 'r1', buyerId: 'leo', sellerId: 'sam' })] }),
      () => json(200, { offers: [offer({ id: 'r1', buyerId: 'leo', sellerId: 'sam' })] }),
      () => json(200, { offers: [offer({ id: 'r1', status: 'accepted' })] }),
    ];
    routes['PATCH /api/offers/r1/accept'] = [
      () => json(400, { error: 'This listing is not available right now', code: 'BAD_REQUEST' }),
      () => json(200, { offer: offer({ id: 'r1', status: 'accepted' }) }),
    ];
    renderAt('/offers?tab=received');
    // $30.00 offer: 8% fee $2.40 + 30¢ processing → $27.30.
    expect(await screen.findByText('$27.30')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Offers Sent (0)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept offer on Denim jacket' }));
    expect(await screen.findByText('Failed to accept offer')).toBeTruthy();
    expect(screen.getByText('This listing is not available right now')).toBeTruthy();

    await waitFor(() =>
      expect(requests.filter((r) => r.key === 'GET /api/offers?sellerId=sam')).toHaveLength(2),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accept offer on Denim jacket' }));
    await waitFor(() =>
      expect(screen.getByText('Waiting for the buyer to complete the purchase.')).toBeTruthy(),
    );
    expect(requests.filter((r) => r.key === 'PATCH /api/offers/r1/accept')).toHaveLength(2);
    expect(requests.filter((r) => r.key === 'GET /api/offers?sellerId=sam').length).toBeGreaterThanOrEqual(3);
  });
});
