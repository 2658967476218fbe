// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import type { ListingDetail } from '../api/types';
import { PurchaseActions } from './purchase-actions';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };

const listing = (over: Partial<ListingDetail> = {}) =>
  ({
    id: 'l1',
    sellerId: 'anna',
    title: 'Denim jacket',
    priceCents: 5000,
    isSold: false,
    isActive: true,
    likeCount: 0,
    awayUntil: null,
    awayMessage: null,
    ...over,
  }) as ListingDetail;

function show(item: ListingDetail) {
  routes['GET /api/auth/user'] = [() => json(200, sam)];
  routes['GET /api/me/likes'] = [() => json(200, { listingIds: [] })];
  routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
  routes['GET /api/bag'] = [() => json(200, { groups: [], itemCount: 0 })];
  renderPage(
    '/listing/l1',
    <PurchaseActions
      listing={item}
      user={sam}
      onMakeOffer={() => {}}
      onLoginRequired={() => {}}
      onEdit={() => {}}
    />,
  );
}

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
});
afterEach(cleanupPage);

describe('the buy box while the seller is away', () => {
  it('says until when, with their message, and disables Buy Now, Make Offer and Add to bag with that reason', async () => {
    show(listing({ awayUntil: '2026-12-24T00:00:00.000Z', awayMessage: 'Back after the holidays' }));
    const notice = await screen.findByText('Away until Dec 24, 2026');
    expect(screen.getByText('“Back after the holidays”')).toBeTruthy();
    for (const name of ['Buy Now', 'Make Offer', 'Add to bag']) {
      const button = screen.getByRole('button', { name: new RegExp(name) });
      expect(button.hasAttribute('disabled'), name).toBe(true);
      expect(button.getAttribute('aria-describedby'), name).toBe(notice.closest('[id]')!.id);
    }
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    // Likes still work.
    expect(screen.getByRole('button', { name: 'Add to favorites' }).hasAttribute('disabled')).toBe(false);
    expect(requests.map((r) => r.key)).not.toContain('POST /api/bag/items');
  });

  it('shows the usual buttons when the seller is not away', async () => {
    show(listing());
    expect(await screen.findByRole('link', { name: 'Buy Now' })).toBeTruthy();
    expect(screen.queryByText(/Away until/)).toBeNull();
  });
});
