// @vitest-environment jsdom
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listingMessages } from '#shared/listings';
import { moderationMessages } from '#shared/moderation';
import type { Offer } from '#shared/offers';
import { json, type FakeRequest, type FakeRoutes } from '#client/test/fake-api';
import { renderPage } from '#client/test/render-page';
import { cleanupPage, freshFakeApi } from '#client/test/dom-stubs';
import { hoursFromNow, offerFixture } from '#client/test/fixtures';
import type { ListingDetail } from '../api/types';
import { PurchaseActions } from './purchase-actions';

configure({ asyncUtilTimeout: 5000 });

let routes: FakeRoutes;
let requests: FakeRequest[];

const sam = { id: 'sam', display: 'Sam Lee', handle: 'sam', bio: '', profileImageUrl: null };
const anna = { id: 'anna', display: 'Anna Kim', handle: 'anna_vintage', bio: '', profileImageUrl: null };

// Only what the buy box reads of a listing.
const listing = (over: Partial<ListingDetail> = {}) =>
  ({
    id: 'l1',
    sellerId: 'anna',
    title: 'Denim jacket',
    priceCents: 5000,
    isSold: false,
    isActive: true,
    likeCount: 0,
    ...over,
  }) as ListingDetail;

const offer = (over: Partial<Offer>) =>
  offerFixture({ listing: { ...offerFixture({}).listing, priceCents: 5000 }, ...over });

function show(user: typeof sam, item: ListingDetail) {
  routes['GET /api/auth/user'] = [() => json(200, user)];
  routes['GET /api/me/likes'] = [() => json(200, { listingIds: [] })];
  renderPage(
    '/listing/l1',
    <PurchaseActions
      listing={item}
      user={user}
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

describe("the buy box: the buyer's offer on this listing", () => {
  it('shows their pending offer and its hours left instead of Make Offer, linked to the thread', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({ id: 'other', listingId: 'l2', threadId: 'other' }),
            offer({ id: 'old', status: 'declined', offerCents: 2000 }),
            offer({ id: 'o1', threadId: 'o1', expiresAt: hoursFromNow(41.5) }),
          ],
        }),
    ];
    show(sam, listing());
    expect(await screen.findByText('Your offer: $30.00 · 41 h left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your offer' }).getAttribute('href')).toBe(
      '/offers#thread-o1',
    );
    expect(screen.queryByRole('button', { name: 'Make Offer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Buy Now' })).toBeTruthy();
  });

  it("shows the seller's counter waiting for them", async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () =>
        json(200, {
          offers: [
            offer({ id: 'o1', threadId: 'o1', status: 'countered', createdAt: hoursFromNow(-2) }),
            offer({
              id: 'o2',
              threadId: 'o1',
              madeBy: 'seller',
              offerCents: 4500,
              expiresAt: hoursFromNow(47.5),
            }),
          ],
        }),
    ];
    show(sam, listing());
    expect(await screen.findByText('Anna countered: $45.00 · answer within 47 h')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Answer the offer' }).getAttribute('href')).toBe(
      '/offers#thread-o1',
    );
  });

  it('sends an accepted step to checkout at its amount', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () => json(200, { offers: [offer({ id: 'o3', status: 'accepted', offerCents: 4000 })] }),
    ];
    show(sam, listing());
    const link = await screen.findByRole('link', { name: 'Offer accepted: check out at $40.00' });
    expect(link.getAttribute('href')).toBe('/checkout/l1/buyer?offerId=o3');
  });

  it('keeps Make Offer when nothing is open on this listing', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () => json(200, { offers: [offer({ status: 'expired' }), offer({ id: 'x', listingId: 'l2' })] }),
    ];
    show(sam, listing());
    await waitFor(() => expect(requests.map((r) => r.key)).toContain('GET /api/offers?buyerId=sam'));
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    expect(screen.queryByText(/Your offer/)).toBeNull();
  });
});

describe('the buy box: a listing an accepted offer holds', () => {
  it('says Reserved, with the published hold, in place of Buy Now for everyone else', async () => {
    routes['GET /api/offers?buyerId=sam'] = [() => json(200, { offers: [] })];
    show(sam, listing({ reservedUntil: hoursFromNow(20) }));
    expect(await screen.findByText('Reserved')).toBeTruthy();
    expect(
      screen.getByText('An accepted offer holds it for 24 hours; if unpaid, it is for sale again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
  });

  it('tells the buyer it is held for them, next to their checkout at the offer price', async () => {
    routes['GET /api/offers?buyerId=sam'] = [
      () => json(200, { offers: [offer({ id: 'o3', status: 'accepted', offerCents: 4000 })] }),
    ];
    show(sam, listing({ reservedUntil: hoursFromNow(20) }));
    expect(
      await screen.findByText('Your accepted offer holds it for you for 24 hours after acceptance.'),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Offer accepted: check out at $40.00' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Buy Now' })).toBeNull();
  });
});

describe('the buy box: an imported draft without a category', () => {
  it('tells its seller to choose a category before activating it', async () => {
    show(anna, listing({ isActive: false, needsCategory: true, category: null }));
    expect(await screen.findByText(listingMessages.needsCategoryDraft)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('says nothing of a category on a listing that has one', async () => {
    show(anna, listing({ isActive: false, needsCategory: false }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeTruthy();
    expect(screen.queryByText(listingMessages.needsCategoryDraft)).toBeNull();
  });
});

describe('the buy box: a listing Rethread hid', () => {
  it("tells its seller why, in the operator's words, and offers no Activate", async () => {
    show(anna, listing({ isActive: false, hiddenBy: 'operator', hiddenNote: 'Replica of a designer bag' }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      `Hidden by Rethread: Replica of a designer bag ${moderationMessages.hiddenNoticeAfter}`,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
  });

  it('says nothing of it to anyone else', async () => {
    show(sam, listing({ isActive: false, hiddenBy: 'operator', hiddenNote: 'Replica of a designer bag' }));
    expect(await screen.findByRole('button', { name: 'Make Offer' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/Hidden by Rethread/)).toBeNull();
  });
});

describe("the buy box: the seller's offer to likers", () => {
  it('is not offered without likes, and the seller never asks for their own offers', async () => {
    show(anna, listing());
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer to likers' })).toBeNull();
    expect(requests.some((r) => r.key.startsWith('GET /api/offers'))).toBe(false);
  });

  it('prefills 10% below the price, refuses more, shows the 409, and toasts how many got it', async () => {
    routes['POST /api/listings/l1/offer-to-likers'] = [
      () =>
        json(409, {
          error: 'You sent an offer to the likers of this listing less than 24 hours ago',
          code: 'CONFLICT',
        }),
      () => json(201, { sent: 2 }),
    ];
    show(anna, listing({ likeCount: 2 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Offer to likers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to likers' });
    const price = within(dialog).getByLabelText('Price for likers ($)') as HTMLInputElement;
    expect(price.value).toBe('45.00');

    fireEvent.change(price, { target: { value: '45.01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('An offer to likers must be at least 10% below the list price'),
    ).toBeTruthy();
    expect(requests.some((r) => r.key.startsWith('POST'))).toBe(false);

    fireEvent.change(price, { target: { value: '42.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('less than 24 hours ago');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Offer sent to 2 people who liked this')).toBeTruthy();
    expect(
      requests.filter((r) => r.key === 'POST /api/listings/l1/offer-to-likers').map((r) => r.body),
    ).toEqual([{ offerCents: 4250 }, { offerCents: 4250 }]);
  });
});
