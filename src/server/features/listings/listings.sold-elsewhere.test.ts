import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentReply } from '#shared/checkout.js';
import { soldElsewhereMessages } from '#shared/sold-elsewhere.js';
import { notifications, orders } from '../../db/schema.js';
import {
  acceptedOffer,
  caller,
  listingRow,
  makeListing,
  makeOffer,
  offerRow,
  pay,
  startCheckout,
  startMarket,
  type Market,
} from '../../test/market.fixtures.js';
import { testDatabaseKind } from '../../test/test-app.js';

let m: Market;
beforeAll(async () => {
  m = await startMarket();
});
afterAll(() => m.app.dispose());

const soldElsewhere = (id: string, who = m.seller) =>
  m.call('POST', `/api/listings/${id}/sold-elsewhere`, who);
const toldOf = (userId: string) =>
  m.app.ctx.db
    .select({ type: notifications.type, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(eq(notifications.userId, userId));
const searchIds = async (query = '') =>
  (
    (await caller(m.app)('GET', `/api/listings?limit=100${query}`)).json() as { listings: { id: string }[] }
  ).listings.map((l) => l.id);

describe(`POST /api/listings/{id}/sold-elsewhere (${testDatabaseKind})`, () => {
  it('takes the listing off Rethread: its offer ends (buyer told once), its checkout ends, search drops it', async () => {
    const listing = await makeListing(m.app, m.seller.user.id, { title: 'Suede loafers', priceCents: 6000 });
    const offerId = await makeOffer(m.app, m.buyer, listing.id, 5000);
    const checkout = await startCheckout(m.app, m.rival, listing.id);
    expect(checkout.statusCode).toBe(200);
    const session = checkout.json() as CreatePaymentIntentReply;
    expect(await searchIds()).toContain(listing.id);
    const before = await toldOf(m.buyer.user.id);

    const res = await soldElsewhere(listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({ id: listing.id, isSold: true });

    const row = await listingRow(m.app, listing.id);
    expect(row.isSold).toBe(true);
    expect(row.soldElsewhereAt).toBeInstanceOf(Date);
    expect(row.soldAt).toEqual(row.soldElsewhereAt);
    expect((await offerRow(m.app, offerId)).status).toBe('expired');
    const [order] = await m.app.ctx.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'listing_changed' });
    const told = (await toldOf(m.buyer.user.id)).slice(before.length);
    expect(told).toEqual([
      {
        type: 'offer_declined',
        title: 'Your $50.00 offer for Suede loafers was declined',
        body: 'The item sold to another buyer.',
      },
    ]);
    expect(await searchIds()).not.toContain(listing.id);
    // Paying the ended checkout is refused rather than selling the item.
    expect((await pay(m.app, m.rival, session.clientSecret)).statusCode).toBe(409);

    // A replay answers 409 and tells nobody again.
    const again = await soldElsewhere(listing.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(soldElsewhereMessages.alreadySold);
    expect((await toldOf(m.buyer.user.id)).length).toBe(before.length + 1);
  });

  it('ends an accepted offer too, and its buyer hears', async () => {
    const listing = await makeListing(m.app, m.seller.user.id, { title: 'Denim vest', priceCents: 3000 });
    const offerId = await acceptedOffer(m.app, m.seller, m.buyer, listing.id, 2500);
    const before = (await toldOf(m.buyer.user.id)).length;
    expect((await soldElsewhere(listing.id)).statusCode).toBe(200);
    expect((await offerRow(m.app, offerId)).status).toBe('expired');
    expect((await toldOf(m.buyer.user.id)).slice(before).map((n) => n.title)).toEqual([
      'Your $25.00 offer for Denim vest was declined',
    ]);
  });

  it('refuses anyone but the seller and changes nothing', async () => {
    const listing = await makeListing(m.app, m.seller.user.id, { title: 'Linen shirt' });
    const offerId = await makeOffer(m.app, m.buyer, listing.id, 3000);
    expect((await soldElsewhere(listing.id, m.buyer)).statusCode).toBe(403);
    expect((await m.call('POST', `/api/listings/${listing.id}/sold-elsewhere`)).statusCode).toBe(401);
    const hidden = await makeListing(m.app, m.seller.user.id, { isActive: false });
    expect((await soldElsewhere(hidden.id, m.buyer)).statusCode).toBe(404);
    expect((await soldElsewhere('not-a-uuid')).statusCode).toBe(404);
    expect((await soldElsewhere('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect((await listingRow(m.app, listing.id)).isSold).toBe(false);
    expect((await listingRow(m.app, hidden.id)).isSold).toBe(false);
    expect((await offerRow(m.app, offerId)).status).toBe('pending');
  });

  it('answers 409 for a listing paid for on Rethread', async () => {
    const listing = await makeListing(m.app, m.seller.user.id, { title: 'Wool scarf', priceCents: 2500 });
    const session = (await startCheckout(m.app, m.buyer, listing.id)).json() as CreatePaymentIntentReply;
    expect((await pay(m.app, m.buyer, session.clientSecret)).statusCode).toBe(200);

    const res = await soldElsewhere(listing.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(soldElsewhereMessages.soldHere);
    expect((await listingRow(m.app, listing.id)).soldElsewhereAt).toBeNull();
  });

  it('lets the seller mark their own inactive listing', async () => {
    const listing = await makeListing(m.app, m.seller.user.id, { isActive: false });
    expect((await soldElsewhere(listing.id)).statusCode).toBe(200);
    expect((await listingRow(m.app, listing.id)).isSold).toBe(true);
  });
});
