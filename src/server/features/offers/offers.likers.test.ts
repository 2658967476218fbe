import { and, eq, sql } from 'drizzle-orm';
import { offerStepUrl } from '#shared/notifications.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxLikersOfferCents, offerMessages } from '#shared/offers.js';
import { listingMessages } from '#shared/listings.js';
import { listings, notificationFanouts, notifications, offers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  caller,
  makeListing,
  makeOffer,
  ordersOf,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';

/** The seller's one price to everyone who liked a listing, and the once-a-day price-drop notice. */
let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let fans: Person[];
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  seller = await signUp(app);
  stranger = await signUp(app);
  fans = [];
  for (let i = 0; i < 4; i++) fans.push(await signUp(app));
});
afterAll(async () => {
  await app.dispose();
});
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from rate_limits`);
});

const like = async (who: Person, listingId: string) =>
  expect((await call('POST', `/api/listings/${listingId}/like`, who)).statusCode).toBe(200);
const toLikers = (who: Person | undefined, listingId: string, body: Record<string, unknown>) =>
  call('POST', `/api/listings/${listingId}/offer-to-likers`, who, body);
const expectError = (res: { statusCode: number; json(): { error: string } }, status: number, error: string) =>
  expect([res.statusCode, res.json().error]).toEqual([status, error]);
const stepsOn = (listingId: string) =>
  app.ctx.db.select().from(offers).where(eq(offers.listingId, listingId));
/** Moves the listing's once-a-day marks a day (and a minute) into the past: the next day, without sleeping. */
const nextDay = (listingId: string) =>
  app.ctx.db
    .update(listings)
    .set({
      likersOfferAt: sql`${listings.likersOfferAt} - interval '24 hours 1 minute'`,
      priceDropAlertAt: sql`${listings.priceDropAlertAt} - interval '24 hours 1 minute'`,
    })
    .where(eq(listings.id, listingId));

describe('POST /api/listings/{id}/offer-to-likers', () => {
  it('gives every liker but the seller a 48-hour offer of their own, once a day, and one can buy at it', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Denim jacket', priceCents: 4000 });
    for (const fan of fans) await like(fan, listing.id);
    await like(seller, listing.id);
    // A liker already negotiating keeps their thread.
    const own = await makeOffer(app, fans[3]!, listing.id, 2000);

    expectError(
      await toLikers(seller, listing.id, { offerCents: 3601 }),
      400,
      offerMessages.likersOfferTooHigh,
    );
    expect(maxLikersOfferCents(4000)).toBe(3600);
    const sent = await toLikers(seller, listing.id, { offerCents: 3600 });
    expect([sent.statusCode, sent.json()]).toEqual([201, { sent: 3 }]);

    const steps = await stepsOn(listing.id);
    const toFans = steps.filter((s) => s.toLikers);
    expect(toFans.map((s) => s.buyerId).sort()).toEqual(
      fans
        .slice(0, 3)
        .map((f) => f.user.id)
        .sort(),
    );
    for (const s of toFans) {
      expect(s).toMatchObject({ madeBy: 'seller', status: 'pending', offerCents: 3600, threadId: null });
      expect((s.expiresAt.getTime() - s.createdAt.getTime()) / 3_600_000).toBeCloseTo(48, 5);
    }
    expect(steps.find((s) => s.id === own)?.status).toBe('pending');
    const told = await app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'likers_offer'), sql`${notifications.title} like '%Denim jacket%'`));
    expect(told.map((n) => n.userId).sort()).toEqual(toFans.map((s) => s.buyerId).sort());
    expect(told[0]).toMatchObject({
      title: `${seller.user.display} offers you Denim jacket for $36.00 — 48 hours`,
      url: offerStepUrl(
        { id: toFans.find((s) => s.buyerId === told[0]!.userId)!.id, status: 'pending' },
        'buyer',
      ),
    });

    // Once per listing per 24 hours, then again.
    expectError(
      await toLikers(seller, listing.id, { offerCents: 3000 }),
      409,
      offerMessages.likersOfferTooSoon,
    );
    await nextDay(listing.id);
    await like(stranger, listing.id);
    expect((await toLikers(seller, listing.id, { offerCents: 3000 })).json()).toEqual({ sent: 1 });

    // A liker accepts straight into checkout at that price; nobody else can use their offer.
    const mine = toFans.find((s) => s.buyerId === fans[0]!.user.id)!;
    expect((await call('PATCH', `/api/offers/${mine.id}/accept`, fans[0])).json().offer.status).toBe(
      'accepted',
    );
    expect((await startCheckout(app, fans[1]!, listing.id, mine.id)).statusCode).toBe(400);
    const checkout = await startCheckout(app, fans[0]!, listing.id, mine.id);
    expect(checkout.json()).toMatchObject({ purchaseType: 'offer' });
    expect((await pay(app, fans[0]!, checkout.json().clientSecret)).json()).toMatchObject({
      status: 'succeeded',
    });
    expect(
      (await ordersOf(app, listing.id)).filter((o) => o.status !== 'cancelled').map((o) => o.priceCents),
    ).toEqual([3600]);
    // Sold: the other likers' offers closed with the sale.
    const open = (await stepsOn(listing.id)).filter((s) => s.status === 'pending' || s.status === 'accepted');
    expect(open).toEqual([]);
    expectError(await toLikers(seller, listing.id, { offerCents: 1000 }), 409, offerMessages.listingSold);
  });

  it('is the seller’s alone, needs likers (without using up the day) and a listing for sale', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
    expectError(await toLikers(seller, listing.id, { offerCents: 4000 }), 409, offerMessages.noLikers);
    await like(seller, listing.id); // the seller's own like does not count
    expectError(await toLikers(seller, listing.id, { offerCents: 4000 }), 409, offerMessages.noLikers);
    await like(fans[0]!, listing.id);
    expectError(
      await toLikers(fans[0], listing.id, { offerCents: 4000 }),
      403,
      offerMessages.onlySellerToLikers,
    );
    expect((await toLikers(undefined, listing.id, { offerCents: 4000 })).statusCode).toBe(401);
    for (const body of [
      { offerCents: 4000.5 },
      { offerCents: 99 },
      { offerCents: 1e12 },
      { offerCents: '4000' },
      {},
    ]) {
      expect((await toLikers(seller, listing.id, body)).statusCode).toBe(400);
    }
    expect(await stepsOn(listing.id)).toEqual([]);
    expect((await toLikers(seller, listing.id, { offerCents: 4500 })).json()).toEqual({ sent: 1 });

    // Everyone who likes it is already negotiating: nothing is sent and the day is not used up.
    const busy = await makeListing(app, seller.user.id, { priceCents: 5000 });
    await like(fans[1]!, busy.id);
    await makeOffer(app, fans[1]!, busy.id, 3000);
    expect((await toLikers(seller, busy.id, { offerCents: 4000 })).json()).toEqual({ sent: 0 });
    const [row] = await app.ctx.db.select().from(listings).where(eq(listings.id, busy.id));
    expect(row?.likersOfferAt).toBeNull();

    // A draft nobody else can see is 404 to them; its seller is told it is not for sale.
    const draft = await makeListing(app, seller.user.id, { priceCents: 5000, isActive: false });
    expectError(await toLikers(stranger, draft.id, { offerCents: 4000 }), 404, listingMessages.notFound);
    expectError(await toLikers(seller, draft.id, { offerCents: 4000 }), 409, offerMessages.listingInactive);
    expectError(await toLikers(seller, 'nope', { offerCents: 4000 }), 404, listingMessages.notFound);
  });
});

describe('price-drop notices', () => {
  const setPrice = async (listingId: string, priceCents: number) =>
    expect((await call('PATCH', `/api/listings/${listingId}`, seller, { priceCents })).statusCode).toBe(200);
  const queued = (listingId: string) =>
    app.ctx.db
      .select()
      .from(notificationFanouts)
      .where(
        and(eq(notificationFanouts.subjectId, listingId), eq(notificationFanouts.type, 'liked_price_drop')),
      );

  it('tells likers of a 10% drop once a day at most', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Wool coat', priceCents: 10000 });
    await like(fans[0]!, listing.id);
    await setPrice(listing.id, 9000);
    await setPrice(listing.id, 8100); // another 10% the same day: no second notice
    expect((await queued(listing.id)).map((f) => f.title)).toEqual(['Wool coat is now $90.00']);
    await nextDay(listing.id);
    await setPrice(listing.id, 7290);
    expect((await queued(listing.id)).map((f) => f.title).sort()).toEqual([
      'Wool coat is now $72.90',
      'Wool coat is now $90.00',
    ]);
  });
});
