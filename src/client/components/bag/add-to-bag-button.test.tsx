// @vitest-environment jsdom
import { configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleMessages } from '#shared/bundle-rules';
import { json, type FakeRequest, type FakeRoutes } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { cleanupPage, freshFakeApi } from '../../test/dom-stubs';
import { anna } from '../../test/fixtures';
import { AddToBagButton } from './add-to-bag-button';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];
beforeEach(() => {
  ({ routes, requests } = freshFakeApi({ 'GET /api/auth/user': [() => json(200, anna)] }));
});
afterEach(cleanupPage);

const listing = { id: 'l9', sellerId: 'someone', isSold: false, isActive: true };
const bagWith = (ids: string[]) => ({
  itemCount: ids.length,
  groups: ids.length
    ? [
        {
          seller: { id: 'someone', handle: 'someone', display: 'Someone' },
          tiers: [],
          items: ids.map((listingId) => ({
            listingId,
            title: 'Coat',
            imageUrl: null,
            size: null,
            priceCents: 1000,
            priceWhenAddedCents: 1000,
            priceChanged: false,
            parcelSize: 'small',
            shippingPayer: 'buyer',
            available: true,
            unavailableReason: null,
            addedAt: '2026-11-20T10:00:00.000Z',
          })),
          availableCount: ids.length,
          subtotalCents: 1000,
          discountPercent: 0,
          discountCents: 0,
          parcelSize: 'small',
          shippingCents: 499,
          totalCents: 1499,
        },
      ]
    : [],
});

describe('Add to bag', () => {
  it('puts the listing in the bag and then says it is there', async () => {
    routes['GET /api/bag'] = [() => json(200, bagWith([]))];
    routes['POST /api/bag/items'] = [() => json(201, bagWith(['l9']))];
    renderPage(
      '/listing/l9',
      <AddToBagButton listing={listing} userId={anna.id} onLoginRequired={() => {}} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: bundleMessages.addToBag }));
    const inBag = await screen.findByRole('link', { name: bundleMessages.inBag });
    expect(inBag.getAttribute('href')).toBe('/bag');
    expect(requests.find((r) => r.key === 'POST /api/bag/items')?.body).toEqual({ listingId: 'l9' });
  });

  it('is not offered on one’s own listing or a sold one', () => {
    routes['GET /api/bag'] = [() => json(200, bagWith([]))];
    renderPage(
      '/listing/l9',
      <>
        <AddToBagButton
          listing={{ ...listing, sellerId: anna.id }}
          userId={anna.id}
          onLoginRequired={() => {}}
        />
        <AddToBagButton listing={{ ...listing, isSold: true }} userId={anna.id} onLoginRequired={() => {}} />
      </>,
    );
    expect(screen.queryByRole('button', { name: bundleMessages.addToBag })).toBeNull();
  });
});
