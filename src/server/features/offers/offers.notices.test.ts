import { eq, sql } from 'drizzle-orm';
import { offerStepUrl, type NotificationType } from '#shared/notifications.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { notifications, offers } from '../../db/schema.js';
import {
  acceptedOffer,
  makeListing,
  makeOffer,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { warnExpiringOffers } from './offers.expiring.js';

/** What offers tell their buyers besides their own moves: expiring soon, and closed by another's purchase. */
let app: TestApp;
let seller: Person;
let buyer: Person;
let rival: Person;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, rival] = [await signUp(app), await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});

const ofType = (type: NotificationType) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.type, type));
const setExpiry = (offerId: string, fromNow: string) =>
  app.ctx.db
    .update(offers)
    .set({ expiresAt: sql`now() + ${fromNow}::interval` })
    .where(eq(offers.id, offerId));

describe('offer_expiring', () => {
  it('tells the buyer once, by any number of sweeps, when a pending offer has under 6 hours left', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Trench coat', priceCents: 9000 });
    const soon = await makeOffer(app, buyer, listing.id, 8000);
    const later = await makeOffer(app, rival, listing.id, 7000);
    await setExpiry(soon, '5 hours 10 minutes');
    await setExpiry(later, '7 hours');

    expect(await warnExpiringOffers(app.ctx.db)).toBe(1);
    expect(await warnExpiringOffers(app.ctx.db)).toBe(0);
    const told = await ofType('offer_expiring');
    expect(told.map((n) => [n.userId, n.title, n.url])).toEqual([
      [
        buyer.user.id,
        'Your offer on Trench coat expires in 6 hours',
        offerStepUrl({ id: soon, status: 'pending' }, 'buyer'),
      ],
    ]);

    await setExpiry(later, '20 minutes');
    await warnExpiringOffers(app.ctx.db);
    expect((await ofType('offer_expiring')).map((n) => [n.userId, n.title])).toEqual([
      [buyer.user.id, 'Your offer on Trench coat expires in 6 hours'],
      [rival.user.id, 'Your offer on Trench coat expires in 1 hour'],
    ]);
  });

  it('does not warn about an offer that is no longer pending', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Answered', priceCents: 9000 });
    const id = await acceptedOffer(app, seller, buyer, listing.id, 8000);
    await setExpiry(id, '1 hour');
    expect(await warnExpiringOffers(app.ctx.db)).toBe(0);
  });

  it('a sweep that rolls back tells nobody and marks nothing; the next one tells', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Rollback boots', priceCents: 9000 });
    const id = await makeOffer(app, buyer, listing.id, 8000);
    await setExpiry(id, '2 hours');
    await app.ctx.db
      .transaction(async (tx) => {
        expect(await warnExpiringOffers(tx as Db)).toBe(1);
        throw new Error('the sweep failed');
      })
      .catch(() => undefined);
    const about = async () =>
      (await ofType('offer_expiring')).filter((n) => n.title.includes('Rollback boots'));
    expect(await about()).toEqual([]);
    expect(await warnExpiringOffers(app.ctx.db)).toBe(1);
    expect(await about()).toHaveLength(1);
  });

  it.runIf(testDatabaseKind === 'postgres')('two sweeps at once warn each buyer once', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Raced', priceCents: 9000 });
    const people = [await signUp(app), await signUp(app), await signUp(app), await signUp(app)];
    for (const p of people) await setExpiry(await makeOffer(app, p, listing.id, 5000), '3 hours');
    const counts = await Promise.all(Array.from({ length: 4 }, () => warnExpiringOffers(app.ctx.db)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    const told = (await ofType('offer_expiring')).filter((n) => n.title.includes('Raced'));
    expect(told.map((n) => n.userId).sort()).toEqual(people.map((p) => p.user.id).sort());
  });
});

describe('open offers closed by a sale', () => {
  it('tell each other buyer their offer was declined because it sold, but not the one who bought', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Chelsea boots', priceCents: 6000 });
    const winner = await signUp(app);
    await makeOffer(app, buyer, listing.id, 4000); // pending
    const lapsed = await acceptedOffer(app, seller, rival, listing.id, 5000); // accepted, never paid
    await makeOffer(app, winner, listing.id, 3000); // the winner's own offer: they buy at list price
    // Nobody else buys while the acceptance holds the listing; once its hold ran out, anyone may.
    expect((await startCheckout(app, winner, listing.id)).statusCode).toBe(409);
    await setExpiry(lapsed, '-1 minute');
    const declinedBefore = (await ofType('offer_declined')).length;

    const checkout = await startCheckout(app, winner, listing.id);
    expect((await pay(app, winner, checkout.json().clientSecret)).statusCode).toBe(200);
    const told = (await ofType('offer_declined')).slice(declinedBefore);
    expect(told.map((n) => n.userId)).toEqual([buyer.user.id]);
    expect(told[0]).toMatchObject({
      title: 'Your $40.00 offer for Chelsea boots was declined',
      body: 'The item sold to another buyer.',
      // The accepted offer nobody paid for closes as expired when the item sells.
      url: expect.stringMatching(/^\/offers\?tab=sent&offer=[0-9a-f-]{36}&status=expired$/),
    });
    // The rival heard of their lapsed acceptance instead, once.
    const toRival = (await ofType('offer_expired')).filter((n) => n.userId === rival.user.id);
    expect(toRival.map((n) => n.title)).toEqual(['Your accepted $50.00 offer for Chelsea boots lapsed']);
  });
});
