// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Offer } from '#shared/offers';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import { offerFixture } from '#client/test/fixtures';
import { MakeOfferDialog } from './make-offer-dialog';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const LISTING = { id: 'l1', priceCents: 5000, title: 'Denim jacket' };

function offer(over: Partial<Offer>): Offer {
  const party = { id: 'x', handle: 'x', display: 'X' };
  const base = offerFixture({});
  return offerFixture({
    buyerId: 'b1',
    sellerId: 's1',
    expiresAt: '2099-01-01T00:00:00Z',
    createdAt: '2026-05-01T00:00:00Z',
    listing: { ...base.listing, priceCents: 5000 },
    buyer: party,
    seller: party,
    ...over,
  });
}

beforeEach(() => {
  ({ routes, requests } = freshFakeApi());
});
afterEach(cleanupPage);

const open = () =>
  renderPage('/listing/l1', <MakeOfferDialog open onOpenChange={() => {}} listing={LISTING} buyerId="b1" />);

describe('a second offer on a listing', () => {
  it('tells the buyer, before sending, that a new offer replaces their pending one', async () => {
    routes['GET /api/offers?buyerId=b1'] = [
      () =>
        json(200, {
          offers: [
            offer({}),
            offer({ id: 'o2', listingId: 'other', offerCents: 999 }),
            offer({ id: 'o3', status: 'declined', offerCents: 2000 }),
          ],
        }),
    ];
    routes['POST /api/offers'] = [() => json(201, { offer: offer({ id: 'o4', offerCents: 3500 }) })];
    open();
    expect(await screen.findByText('You already offered $30.00. A new offer replaces it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your offer ($)'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(requests.find((r) => r.key === 'POST /api/offers')?.body).toMatchObject({ offerCents: 3500 }),
    );
  });

  it('says nothing of the kind on a first offer', async () => {
    routes['GET /api/offers?buyerId=b1'] = [() => json(200, { offers: [offer({ status: 'declined' })] })];
    open();
    await waitFor(() => expect(requests.some((r) => r.key === 'GET /api/offers?buyerId=b1')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Send Offer' })).toBeTruthy();
    expect(screen.queryByText(/You already offered/)).toBeNull();
  });
});
