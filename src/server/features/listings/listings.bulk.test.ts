import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkMessages } from '#shared/listing-bulk.js';
import { listingMessages } from '#shared/listings.js';
import { listings, notificationFanouts, notifications, offers } from '../../db/schema.js';
import { testDatabaseKind } from '../../test/test-app.js';
import {
  listingRow,
  makeListing,
  makeOffer,
  ordersOf,
  signUp,
  startCheckout,
  startMarket,
  type Market,
  type Person,
} from '../../test/market.fixtures.js';

/** POST /api/listings/bulk through the real app: the status, the reply and the rows. */
let { app, call, seller, buyer, rival } = {} as Market;
let fan: Person;

beforeAll(async () => {
  ({ app, call, seller, buyer, rival } = await startMarket());
  fan = await signUp(app);
});
afterAll(() => app.dispose());

const bulk = (body: Record<string, unknown>, who: Person | undefined = seller) =>
  call('POST', '/api/listings/bulk', who, body);
const prices = async (ids: string[]) => {
  const rows = await app.ctx.db
    .select({ id: listings.id, priceCents: listings.priceCents })
    .from(listings)
    .where(inArray(listings.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.priceCents);
};
const three = () =>
  Promise.all([4999, 2500, 1999].map((priceCents) => makeListing(app, seller.user.id, { priceCents })));

describe(`POST /api/listings/bulk (${testDatabaseKind})`, () => {
  it('takes 20% off three listings exactly and ends their open checkouts', async () => {
    const [a, b, c] = await three();
    const opened = await startCheckout(app, buyer, a!.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const res = await bulk({ ids: [a!.id, b!.id, c!.id], action: 'price', percentOff: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      count: 3,
      listings: [
        { id: a!.id, priceCents: 3999 },
        { id: b!.id, priceCents: 2000 },
        { id: c!.id, priceCents: 1599 },
      ],
    });
    expect(await prices([a!.id, b!.id, c!.id])).toEqual([3999, 2000, 1599]);
    const [order] = await ordersOf(app, a!.id);
    expect(order).toMatchObject({ status: 'cancelled', cancelReason: 'listing_changed' });
  });

  it('sets one price on all, within the listing form’s bounds', async () => {
    const [a, b] = await three();
    expect((await bulk({ ids: [a!.id, b!.id], action: 'price', priceCents: 1500 })).statusCode).toBe(200);
    expect(await prices([a!.id, b!.id])).toEqual([1500, 1500]);
    const tooHigh = await bulk({ ids: [a!.id], action: 'price', priceCents: 10 ** 9 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error).toBe(listingMessages.priceTooHigh);
  });

  it('changes nothing when one listing is someone else’s or unknown, and names it', async () => {
    const [a, b] = await three();
    const theirs = await makeListing(app, rival.user.id, { priceCents: 3000 });
    const hidden = await makeListing(app, rival.user.id, { isActive: false });
    const unknown = '00000000-0000-4000-8000-000000000000';

    const res = await bulk({ ids: [a!.id, theirs.id, b!.id], action: 'price', percentOff: 20 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: listingMessages.notOwner, code: 'FORBIDDEN', listingId: theirs.id });
    for (const [id, listingId] of [
      [unknown, unknown],
      ['not-an-id', 'not-an-id'],
      [hidden.id, hidden.id],
    ]) {
      const missing = await bulk({ ids: [a!.id, id], action: 'deactivate' });
      expect([missing.statusCode, missing.json()]).toEqual([
        404,
        { error: listingMessages.notFound, code: 'NOT_FOUND', listingId },
      ]);
    }
    expect(await prices([a!.id, b!.id, theirs.id])).toEqual([4999, 2500, 3000]);
    expect((await listingRow(app, a!.id)).isActive).toBe(true);
  });

  it('refuses more than 200 ids, counts a repeated id once and needs a signed-in seller', async () => {
    const [a] = await three();
    const many = Array.from({ length: 201 }, () => a!.id);
    expect((await bulk({ ids: many, action: 'deactivate' })).json()).toMatchObject({
      error: bulkMessages.idsTooMany,
      code: 'VALIDATION_ERROR',
    });
    const twice = await bulk({ ids: [a!.id, a!.id], action: 'price', percentOff: 20 });
    expect(twice.json()).toMatchObject({ count: 1, listings: [{ id: a!.id, priceCents: 3999 }] });
    expect(await prices([a!.id])).toEqual([3999]);
    expect(
      (await call('POST', '/api/listings/bulk', undefined, { ids: [a!.id], action: 'deactivate' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a price the % off would take below the minimum, naming the listing', async () => {
    const [a] = await three();
    const penny = await makeListing(app, seller.user.id, { title: 'Button', priceCents: 1 });
    const res = await bulk({ ids: [a!.id, penny.id], action: 'price', percentOff: 90 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: bulkMessages.badPrice('Button', listingMessages.pricePositive),
      code: 'VALIDATION_ERROR',
      listingId: penny.id,
    });
    expect(await prices([a!.id, penny.id])).toEqual([4999, 1]);
  });

  it('activates and deactivates, all or nothing: a draft without photos, a sold or hidden listing stops it', async () => {
    const [a, b] = await three();
    const down = await bulk({ ids: [a!.id, b!.id], action: 'deactivate' });
    expect(down.json()).toMatchObject({ count: 2, listings: [{ isActive: false }, { isActive: false }] });
    expect((await listingRow(app, b!.id)).isActive).toBe(false);

    const draft = await makeListing(app, seller.user.id, {
      title: 'Draft',
      isActive: false,
      needsPhotos: true,
    });
    const res = await bulk({ ids: [a!.id, draft.id, b!.id], action: 'activate' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: bulkMessages.needsPhotos('Draft'), code: 'VALIDATION_ERROR', listingId: draft.id },
    ]);
    expect((await listingRow(app, a!.id)).isActive).toBe(false);

    const sold = await makeListing(app, seller.user.id, { title: 'Gone', isSold: true });
    const hidden = await makeListing(app, seller.user.id, {
      title: 'Reported',
      isActive: false,
      hiddenReason: 'operator',
    });
    expect((await bulk({ ids: [a!.id, sold.id], action: 'activate' })).json()).toMatchObject({
      error: bulkMessages.sold('Gone'),
      listingId: sold.id,
    });
    const refused = await bulk({ ids: [hidden.id], action: 'activate' });
    expect([refused.statusCode, refused.json().listingId]).toEqual([409, hidden.id]);

    expect((await bulk({ ids: [a!.id, b!.id], action: 'activate' })).statusCode).toBe(200);
    expect((await listingRow(app, a!.id)).isActive).toBe(true);
  });

  it('relists: a fresh copy with the same photos, the old one retired, out of search and off My Listings', async () => {
    const title = 'Relistable corduroy blazer';
    const old = await makeListing(app, seller.user.id, {
      title,
      priceCents: 6400,
      images: ['/uploads/demo/a-640.webp', '/uploads/demo/b-640.webp'],
      imageUrl: '/uploads/demo/a-640.webp',
      brand: 'Acne',
      originalUrl: 'https://poshmark.com/listing/blazer-0123456789abcdef01234567',
    });
    await call('POST', `/api/listings/${old.id}/like`, fan);
    const offerId = await makeOffer(app, buyer, old.id, 5000);
    await startCheckout(app, rival, old.id);

    const res = await bulk({ ids: [old.id], action: 'relist' });
    expect(res.statusCode, res.body).toBe(200);
    const [copy] = res.json().listings as { id: string; relistedFrom: string }[];
    expect(copy!.id).not.toBe(old.id);
    expect(copy!.relistedFrom).toBe(old.id);

    const fresh = await listingRow(app, copy!.id);
    expect(fresh).toMatchObject({
      title,
      priceCents: 6400,
      images: old.images,
      imageUrl: old.imageUrl,
      brand: 'Acne',
      originalUrl: old.originalUrl,
      isActive: true,
      likeCount: 0,
    });
    expect(fresh.createdAt.getTime()).toBeGreaterThanOrEqual(old.createdAt.getTime());
    expect(await listingRow(app, old.id)).toMatchObject({
      isActive: false,
      relistedAs: copy!.id,
      originalUrl: null,
    });

    // The open offer ends and its buyer hears; the open checkout ends.
    const [offer] = await app.ctx.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.status).toBe('expired');
    const told = await app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'offer_expired')));
    expect(told.map((n) => n.title)).toContain(`Your $50.00 offer for ${title} was closed`);
    expect((await ordersOf(app, old.id)).map((o) => o.status)).toEqual(['cancelled']);

    const found = await call('GET', `/api/listings?search=${encodeURIComponent('corduroy blazer')}`);
    expect((found.json().listings as { id: string }[]).map((l) => l.id)).toEqual([copy!.id]);
    const mine = await call('GET', '/api/seller/stats', seller);
    const ids = (mine.json().listings as { id: string }[]).map((l) => l.id);
    expect(ids).toContain(copy!.id);
    expect(ids).not.toContain(old.id);

    // The retired listing is for good: neither relisted again nor put back on sale.
    const again = await bulk({ ids: [old.id], action: 'relist' });
    expect([again.statusCode, again.json().error]).toEqual([409, bulkMessages.relisted(title)]);
    const patch = await call('PATCH', `/api/listings/${old.id}`, seller, { isActive: true });
    expect([patch.statusCode, patch.json().error]).toEqual([409, bulkMessages.retired]);
  });

  it('does not relist a draft', async () => {
    const draft = await makeListing(app, seller.user.id, {
      title: 'Half done',
      isActive: false,
      needsCategory: true,
    });
    const res = await bulk({ ids: [draft.id], action: 'relist' });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { error: bulkMessages.draft('Half done'), code: 'CONFLICT', listingId: draft.id },
    ]);
  });

  it('tells likers of a 20% drop once a day, however many bulk drops', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Silk scarf', priceCents: 10000 });
    await call('POST', `/api/listings/${listing.id}/like`, fan);
    for (let i = 0; i < 2; i++) {
      expect((await bulk({ ids: [listing.id], action: 'price', percentOff: 20 })).statusCode).toBe(200);
    }
    const queued = await app.ctx.db
      .select()
      .from(notificationFanouts)
      .where(
        and(eq(notificationFanouts.subjectId, listing.id), eq(notificationFanouts.type, 'liked_price_drop')),
      );
    expect(queued.map((f) => f.title)).toEqual(['Silk scarf is now $80.00']);
    expect(await prices([listing.id])).toEqual([6400]);
  });

  it('two bulk edits on overlapping listings at once both apply, one after the other', async () => {
    const rows = await Promise.all(
      [10000, 20000, 30000, 40000].map((priceCents) => makeListing(app, seller.user.id, { priceCents })),
    );
    const [a, b, c, d] = rows.map((r) => r.id);
    const [first, second] = await Promise.all([
      bulk({ ids: [a, b, c], action: 'price', percentOff: 10 }),
      bulk({ ids: [d, c, b], action: 'price', percentOff: 50 }),
    ]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    expect(await prices([a!, b!, c!, d!])).toEqual([9000, 9000, 13500, 20000]);

    // A relist racing a price change: one waits for the other; the loser is refused, never a 500.
    const [relist, reprice] = await Promise.all([
      bulk({ ids: [a, b], action: 'relist' }),
      bulk({ ids: [b, a], action: 'price', percentOff: 10 }),
    ]);
    expect(relist.statusCode).toBe(200);
    expect([200, 409]).toContain(reprice.statusCode);
  });
});
