import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESERVATION_HOURS } from '#shared/constants.js';
import { offerMessages, type Offer } from '#shared/offers.js';
import { notifications } from '../../db/schema.js';
import { jobScheduler } from '../../jobs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  acceptedOffer,
  caller,
  makeListing,
  makeOffer,
  offerRow,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';

// An accepted offer holds its listing for its buyer for RESERVATION_HOURS
// (docs/decisions/024-accepted-offers-reserve.md); offers' `actions` say who may do what.
let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;
let rival: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer, rival] = [await signUp(app), await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from rate_limits`);
});

const HOUR = 3_600_000;
const listingAs = async (who: Person | undefined, id: string) =>
  (await call('GET', `/api/listings/${id}`, who)).json().listing;
const expectError = (
  res: { statusCode: number; json: () => { error: string } },
  status: number,
  error: string,
) => expect([res.statusCode, res.json().error]).toEqual([status, error]);
const toldOf = (who: Person, title: string) =>
  app.ctx.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), sql`${notifications.title} like ${`%${title}%`}`));

describe('an accepted offer reserves its listing', () => {
  it('for its buyer only: a second accept and anyone else’s checkout are refused with 409', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Held coat', priceCents: 5000 });
    const theirs = await makeOffer(app, rival, listing.id, 4200);
    const mine = await acceptedOffer(app, seller, buyer, listing.id, 4000);
    const row = await offerRow(app, mine);
    expect(row.expiresAt.getTime() - row.acceptedAt!.getTime()).toBe(RESERVATION_HOURS * HOUR);

    expectError(
      await call('PATCH', `/api/offers/${theirs}/accept`, seller),
      409,
      offerMessages.alreadyReserved,
    );
    expect((await offerRow(app, theirs)).status).toBe('pending');
    expectError(await startCheckout(app, rival, listing.id), 409, offerMessages.reservedForOther);
    // Its buyer checks out at the offer price.
    expect((await startCheckout(app, buyer, listing.id, mine)).json()).toMatchObject({
      purchaseType: 'offer',
    });

    // The listing says until when to everyone, the same answer to all (listing answers are shared
    // between people), and never for whom: its buyer learns that from their own offer.
    const seen = await listingAs(undefined, listing.id);
    expect(new Date(seen.reservedUntil).getTime()).toBe(row.expiresAt.getTime());
    for (const who of [buyer, rival, buyer, undefined])
      expect(await listingAs(who, listing.id)).toEqual(seen);
    expect(JSON.stringify(seen)).not.toContain(buyer.user.id);

    // Search and browse cards say it too, the same to everyone, as a fact of the listing.
    const other = await makeListing(app, seller.user.id, { title: 'Free coat', priceCents: 5000 });
    for (const who of [rival, undefined, buyer]) {
      const cards = (await call('GET', '/api/listings?search=coat&limit=50', who)).json().listings as {
        id: string;
        reserved: boolean;
      }[];
      expect(cards.find((c) => c.id === listing.id)).toMatchObject({ reserved: true });
      expect(cards.find((c) => c.id === other.id)).toMatchObject({ reserved: false });
    }
  });

  it('a buyer cannot accept a seller’s step on a listing held for someone else', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Held boots', priceCents: 5000 });
    const step = await makeOffer(app, rival, listing.id, 3000);
    const counter = await call('POST', `/api/offers/${step}/counter`, seller, { offerCents: 4500 });
    expect(counter.statusCode).toBe(201);
    await acceptedOffer(app, seller, buyer, listing.id, 4000);
    const res = await call('PATCH', `/api/offers/${counter.json().offer.id}/accept`, rival);
    expectError(res, 409, offerMessages.reservedForOther);
  });

  it('lapses after its hold, by the scheduled sweep on the test clock: told once, no longer paid, for sale again', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Lapsing scarf', priceCents: 5000 });
    const id = await acceptedOffer(app, seller, buyer, listing.id, 4000);
    const start = new Date();
    let now = start;
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });

    // An hour before the end the hold stands.
    now = new Date(start.getTime() + (RESERVATION_HOURS - 1) * HOUR);
    expect(await scheduler.tick()).toContain('offers.expire');
    expect((await offerRow(app, id)).status).toBe('accepted');

    now = new Date(start.getTime() + RESERVATION_HOURS * HOUR + 60_000);
    expect(await scheduler.tick()).toContain('offers.expire');
    const lapsed = await offerRow(app, id);
    expect([lapsed.status, lapsed.acceptedAt]).toEqual(['expired', expect.any(Date)]);
    expect(await toldOf(buyer, 'Lapsing scarf')).toContainEqual({
      title: 'Your accepted $40.00 offer for Lapsing scarf lapsed',
      body: `It was not paid within ${RESERVATION_HOURS} hours of being accepted, so the item is for sale again. You can make another offer while it is.`,
    });
    expect((await toldOf(seller, 'Lapsing scarf')).map((n) => n.title)).toContain(
      `${buyer.user.display} did not pay for Lapsing scarf in time`,
    );

    expectError(await startCheckout(app, buyer, listing.id, id), 409, offerMessages.acceptanceLapsed);
    now = new Date(now.getTime() + 2 * 60_000);
    await scheduler.tick();
    const lapseNotices = await toldOf(buyer, 'Lapsing scarf');
    expect(lapseNotices.filter((n) => n.title.endsWith('lapsed'))).toHaveLength(1);
    // The database clock has not moved: the sweep's clock decided. The listing is free from here on.
    const other = await startCheckout(app, rival, listing.id);
    expect(other.json()).toMatchObject({ purchaseType: 'direct' });
  });

  it('lapses on read too: a hold past its end is neither shown nor paid, before any sweep', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Read-lapsed hat', priceCents: 5000 });
    const id = await acceptedOffer(app, seller, buyer, listing.id, 4000);
    await app.ctx.db.execute(
      sql`update offers set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect((await listingAs(undefined, listing.id)).reservedUntil).toBeNull();
    expectError(await startCheckout(app, buyer, listing.id, id), 409, offerMessages.acceptanceLapsed);
    // (The refused checkout's transaction rolls back; the buyer's next read of the offer ends it.)
    const read = (await call('GET', `/api/offers/${id}`, buyer)).json().offer;
    expect([read.status, read.actions]).toEqual(['expired', []]);
    expect((await offerRow(app, id)).status).toBe('expired');
    // Another offer on it may be accepted now.
    const next = await makeOffer(app, rival, listing.id, 4500);
    expect((await call('PATCH', `/api/offers/${next}/accept`, seller)).statusCode).toBe(200);
  });
});

describe('offer replies carry the actions of whoever asks', () => {
  const actionsOf = async (who: Person, role: 'buyerId' | 'sellerId', id: string) => {
    const list = (await call('GET', `/api/offers?${role}=${who.user.id}`, who)).json().offers as Offer[];
    return list.find((o) => o.id === id)?.actions;
  };

  it('per role and turn, from the state machine and the listing’s hold', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Turn taking', priceCents: 5000 });
    const first = await makeOffer(app, buyer, listing.id, 3000);
    expect(await actionsOf(buyer, 'buyerId', first)).toEqual(['cancel']);
    expect(await actionsOf(seller, 'sellerId', first)).toEqual(['accept', 'decline', 'counter']);
    expect((await call('GET', `/api/offers/${first}`, seller)).json().offer.actions).toEqual([
      'accept',
      'decline',
      'counter',
    ]);

    const counter = (await call('POST', `/api/offers/${first}/counter`, seller, { offerCents: 4500 })).json()
      .offer.id;
    expect(await actionsOf(buyer, 'buyerId', first)).toEqual([]);
    expect(await actionsOf(buyer, 'buyerId', counter)).toEqual(['accept', 'decline', 'counter']);
    expect(await actionsOf(seller, 'sellerId', counter)).toEqual(['cancel']);

    // Another buyer's offer, then the counter is accepted: the listing is held for the first buyer.
    const rivals = await makeOffer(app, rival, listing.id, 4000);
    expect((await call('PATCH', `/api/offers/${counter}/accept`, buyer)).statusCode).toBe(200);
    expect(await actionsOf(buyer, 'buyerId', counter)).toEqual(['checkout']);
    expect(await actionsOf(seller, 'sellerId', counter)).toEqual([]);
    expect(await actionsOf(seller, 'sellerId', rivals)).toEqual(['decline', 'counter']);
    expect(await actionsOf(rival, 'buyerId', rivals)).toEqual(['cancel']);
    const seen = (await call('GET', `/api/offers?sellerId=${seller.user.id}`, seller)).json()
      .offers as Offer[];
    expect(seen.find((o) => o.id === rivals)?.listing.reserved).toBe(true);
  });
});
