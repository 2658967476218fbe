import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutMessages } from '#shared/checkout.js';
import { offerMessages } from '#shared/offers.js';
import { offers } from '../../db/schema.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import {
  caller,
  listingRow,
  makeListing,
  makeOffer,
  ordersOf,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';

// Races are only truly concurrent on PostgreSQL (PGlite runs one statement at a time); the same test
// runs on both, and `node scripts/test-pg.mjs` is where it proves the locking.
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

const stepsOn = (listingId: string) =>
  app.ctx.db.select().from(offers).where(eq(offers.listingId, listingId));

describe(`negotiation races (${testDatabaseKind})`, () => {
  it('a counter and an accept of the same step at once leave exactly one outcome', async () => {
    for (let round = 0; round < 8; round++) {
      const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
      const step = await makeOffer(app, buyer, listing.id, 3000);
      // Two tabs of the seller's; alternate which request starts first.
      const moves = [
        () => call('POST', `/api/offers/${step}/counter`, seller, { offerCents: 4500 }),
        () => call('PATCH', `/api/offers/${step}/accept`, seller),
      ];
      if (round % 2) moves.reverse();
      const replies = await Promise.all(moves.map((m) => m()));
      expect(replies.filter((r) => r.statusCode < 300)).toHaveLength(1);
      expect(replies.filter((r) => r.statusCode >= 300).map((r) => r.statusCode)).toEqual([409]);
      const steps = await stepsOn(listing.id);
      const first = steps.find((s) => s.id === step)!;
      if (first.status === 'accepted') expect(steps).toHaveLength(1);
      else {
        expect(first.status).toBe('countered');
        expect(steps.filter((s) => s.status === 'pending').map((s) => [s.madeBy, s.offerCents])).toEqual([
          ['seller', 4500],
        ]);
      }
    }
  });

  it('an accept of a likers’ offer while someone else pays: one of them wins, never both', async () => {
    for (let round = 0; round < 6; round++) {
      const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
      expect((await call('POST', `/api/listings/${listing.id}/like`, buyer)).statusCode).toBe(200);
      expect(
        (
          await call('POST', `/api/listings/${listing.id}/offer-to-likers`, seller, { offerCents: 4000 })
        ).json(),
      ).toEqual({ sent: 1 });
      const [likersOffer] = await stepsOn(listing.id);
      const { clientSecret } = (await startCheckout(app, rival, listing.id)).json();

      const [accept, paid] = await Promise.all([
        call('PATCH', `/api/offers/${likersOffer!.id}/accept`, buyer),
        pay(app, rival, clientSecret),
      ]);
      const checkout = await startCheckout(app, buyer, listing.id, likersOffer!.id);
      if (accept.statusCode === 200) {
        // The acceptance came first: the listing is held for the liker, the rival's money goes back.
        expect(paid.json()).toMatchObject({
          status: 'failed',
          refunded: true,
          message: offerMessages.reservedRefunded,
        });
        expect((await listingRow(app, listing.id)).isSold).toBe(false);
        expect(checkout.json()).toMatchObject({ purchaseType: 'offer', totalAmount: expect.any(Number) });
        expect((await ordersOf(app, listing.id)).filter((o) => o.status === 'paid')).toEqual([]);
      } else {
        expect([accept.statusCode, accept.json().error]).toEqual([409, offerMessages.listingSold]);
        expect(paid.json()).toMatchObject({ status: 'succeeded' });
        expect([checkout.statusCode, checkout.json().error]).toEqual([409, checkoutMessages.listingSold]);
        const sold = (await ordersOf(app, listing.id)).filter((o) => o.status !== 'cancelled');
        expect(sold.map((o) => [o.buyerId, o.priceCents])).toEqual([[rival.user.id, 5000]]);
        const [after] = await stepsOn(listing.id);
        expect(after!.status).toBe('expired');
      }
    }
  });

  it('two accepts of different offers on one listing at once: exactly one holds it', async () => {
    for (let round = 0; round < 8; round++) {
      const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
      const mine = await makeOffer(app, buyer, listing.id, 4000);
      const theirs = await makeOffer(app, rival, listing.id, 4100);
      // Two tabs of the seller's; alternate which request starts first.
      const ids = round % 2 ? [theirs, mine] : [mine, theirs];
      const replies = await Promise.all(ids.map((id) => call('PATCH', `/api/offers/${id}/accept`, seller)));
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.statusCode === 409)!.json().error).toBe(offerMessages.alreadyReserved);
      const steps = await stepsOn(listing.id);
      expect(steps.filter((s) => s.status === 'accepted')).toHaveLength(1);
      expect(steps.filter((s) => s.status === 'pending')).toHaveLength(1);
      // The loser's buyer cannot buy it meanwhile; the winner's can.
      const winner = steps.find((s) => s.status === 'accepted')!;
      const [holder, other] = winner.buyerId === buyer.user.id ? [buyer, rival] : [rival, buyer];
      const refused = await startCheckout(app, other, listing.id);
      expect([refused.statusCode, refused.json().error]).toEqual([409, offerMessages.reservedForOther]);
      expect((await startCheckout(app, holder, listing.id, winner.id)).statusCode).toBe(200);
    }
  });

  it('two offers to likers sent at once: one goes out, the other is too soon', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
    expect((await call('POST', `/api/listings/${listing.id}/like`, rival)).statusCode).toBe(200);
    const send = () =>
      call('POST', `/api/listings/${listing.id}/offer-to-likers`, seller, { offerCents: 4000 });
    const replies = await Promise.all([send(), send()]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json().error).toBe(offerMessages.likersOfferTooSoon);
    expect(await stepsOn(listing.id)).toHaveLength(1);
  });
});
