import { eq, sql } from 'drizzle-orm';
import { offerStepUrl } from '#shared/notifications.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  OFFER_STATUS_VALUES,
  counterRefusal,
  offerAbovePriceMessage,
  offerMessages,
  offerTransition,
  type OfferMove,
} from '#shared/offers.js';
import { checkoutMessages } from '#shared/checkout.js';
import { notifications, offers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  caller,
  makeListing,
  makeOffer,
  offerRow,
  ordersOf,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { warnExpiringOffers } from './offers.expiring.js';

/** Counter-offer threads: every transition of the state machine, on the server. */
let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
});
afterAll(async () => {
  await app.dispose();
});
// Many counters by one person; the limit itself is tested in lib/rate-limit.test.ts.
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from rate_limits`);
});

const counter = (who: Person | undefined, id: string, body: Record<string, unknown>) =>
  call('POST', `/api/offers/${id}/counter`, who, body);
const act = (who: Person, id: string, action: 'accept' | 'decline' | 'cancel') =>
  call('PATCH', `/api/offers/${id}/${action}`, who);
const expectError = (res: { statusCode: number; json(): { error: string } }, status: number, error: string) =>
  expect([res.statusCode, res.json().error]).toEqual([status, error]);
const stepsOn = (listingId: string) =>
  app.ctx.db.select().from(offers).where(eq(offers.listingId, listingId)).orderBy(offers.createdAt);
const noticesOf = (who: Person) =>
  app.ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

/** A seller's counter to a fresh $30 offer on a $50 listing: [listingId, buyer's step, seller's step]. */
async function sellerStep(amount = 4500) {
  const listing = await makeListing(app, seller.user.id, { title: 'Denim jacket', priceCents: 5000 });
  const first = await makeOffer(app, buyer, listing.id, 3000);
  const res = await counter(seller, first, { offerCents: amount });
  expect(res.statusCode).toBe(201);
  return [listing.id, first, res.json().offer.id as string] as const;
}

describe('the state machine', () => {
  it('lets the side that did not make a step answer it and the maker withdraw it', () => {
    const moves: OfferMove[] = ['accept', 'decline', 'counter', 'cancel'];
    for (const madeBy of ['buyer', 'seller'] as const) {
      const other = madeBy === 'buyer' ? 'seller' : 'buyer';
      for (const move of moves) {
        const allowed = move === 'cancel' ? madeBy : other;
        const refused = move === 'cancel' ? other : madeBy;
        expect(offerTransition('pending', move, allowed, madeBy).ok).toBe(true);
        expect(offerTransition('pending', move, refused, madeBy)).toMatchObject({
          ok: false,
          reason: 'forbidden',
        });
        for (const status of OFFER_STATUS_VALUES.filter((s) => s !== 'pending')) {
          expect(offerTransition(status, move, allowed, madeBy)).toMatchObject({ reason: 'not_pending' });
        }
      }
    }
    // The spec's words stay for the buyer's offers; a seller's step is simply the other side's turn.
    expect(offerTransition('pending', 'accept', 'buyer')).toMatchObject({
      message: offerMessages.onlySellerAccepts,
    });
    expect(offerTransition('pending', 'accept', 'seller', 'seller')).toMatchObject({
      message: offerMessages.notYourTurn,
    });
    expect(offerTransition('pending', 'counter', 'seller', 'seller').ok).toBe(false);
    expect(offerTransition('pending', 'counter', 'buyer', 'seller')).toEqual({ ok: true, to: 'countered' });
  });

  it('bounds counters: the seller above the offer and at most the price, the buyer below the seller', () => {
    const buyerStep = { offerCents: 3000, madeBy: 'buyer' as const };
    expect(counterRefusal(buyerStep, 3000, 5000)).toBe(offerMessages.sellerCounterTooLow);
    expect(counterRefusal(buyerStep, 3001, 5000)).toBeNull();
    expect(counterRefusal(buyerStep, 5000, 5000)).toBeNull();
    expect(counterRefusal(buyerStep, 5001, 5000)).toBe(offerAbovePriceMessage(5000));
    const sellerStep = { offerCents: 4500, madeBy: 'seller' as const };
    expect(counterRefusal(sellerStep, 4500, 5000)).toBe(offerMessages.buyerCounterTooHigh);
    expect(counterRefusal(sellerStep, 4499, 5000)).toBeNull();
  });
});

describe('POST /api/offers/{id}/counter', () => {
  it('buyer 30 → seller 45 → buyer 40 → seller accepts: the buyer checks out at $40, nobody else can', async () => {
    const [listingId, first, second] = await sellerStep(4500);
    const third = await counter(buyer, second, { offerCents: 4000, message: ' Meet me at $40? ' });
    expect(third.statusCode).toBe(201);
    const step3 = third.json().offer;
    expect(step3).toMatchObject({
      threadId: first,
      madeBy: 'buyer',
      toLikers: false,
      status: 'pending',
      offerCents: 4000,
      message: 'Meet me at $40?',
      earnings: null,
    });
    expect((Date.parse(step3.expiresAt) - Date.parse(step3.createdAt)) / 3_600_000).toBeCloseTo(48, 5);

    const steps = await stepsOn(listingId);
    expect(steps.map((s) => [s.offerCents, s.madeBy, s.status, s.threadId ?? s.id])).toEqual([
      [3000, 'buyer', 'countered', first],
      [4500, 'seller', 'countered', first],
      [4000, 'buyer', 'pending', first],
    ]);
    expect(steps.slice(0, 2).every((s) => s.declinedAt instanceof Date)).toBe(true);

    // Each counter told the other side, with the amount and a link to the offers page.
    const toBuyer = (await noticesOf(buyer)).filter((n) => n.type === 'offer_countered');
    expect(toBuyer.map((n) => [n.title, n.url])).toContainEqual([
      `${seller.user.display} countered with $45.00 for Denim jacket`,
      offerStepUrl({ id: second, status: 'pending' }, 'buyer'),
    ]);
    const toSeller = (await noticesOf(seller)).filter((n) => n.type === 'offer_countered');
    expect(toSeller.map((n) => [n.title, n.body])).toContainEqual([
      `${buyer.user.display} countered with $40.00 for Denim jacket`,
      'Meet me at $40?',
    ]);

    // Both sides list every step of the thread; the seller sees their earnings at each amount.
    const sent = (await call('GET', `/api/offers?buyerId=${buyer.user.id}`, buyer)).json().offers;
    const received = (await call('GET', `/api/offers?sellerId=${seller.user.id}`, seller)).json().offers;
    for (const list of [sent, received]) {
      const thread = list.filter((o: { threadId: string }) => o.threadId === first);
      expect(thread.map((o: { offerCents: number }) => o.offerCents).sort()).toEqual([3000, 4000, 4500]);
    }
    expect(received.find((o: { id: string }) => o.id === second).earnings.earningsCents).toBeGreaterThan(0);

    const accepted = await act(seller, step3.id, 'accept');
    expect(accepted.json().offer.status).toBe('accepted');
    expectError(await startCheckout(app, stranger, listingId, step3.id), 400, checkoutMessages.invalidOffer);
    const checkout = await startCheckout(app, buyer, listingId, step3.id);
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toMatchObject({ purchaseType: 'offer' });
    expect((await ordersOf(app, listingId)).find((o) => o.buyerId === buyer.user.id)?.priceCents).toBe(4000);
    expect((await pay(app, buyer, checkout.json().clientSecret)).json()).toMatchObject({
      status: 'succeeded',
    });
    expect((await offerRow(app, step3.id)).status).toBe('completed');
  });

  it('checks out an accepted seller step at its amount, for its buyer only', async () => {
    const [listingId, , step] = await sellerStep(4200);
    expectError(await act(seller, step, 'accept'), 403, offerMessages.notYourTurn);
    expectError(await act(stranger, step, 'accept'), 403, offerMessages.notYours);
    expect((await act(buyer, step, 'accept')).json().offer.status).toBe('accepted');
    const told = (await noticesOf(seller)).filter((n) => n.type === 'offer_accepted');
    // The seller is told whose acceptance it was, of which of their steps, and the hold it starts.
    const accepted = told.find((n) => n.title.startsWith(buyer.user.display));
    expect(accepted?.title).toBe(`${buyer.user.display} accepted your $42.00 counter-offer for Denim jacket`);
    expect(accepted?.body).toBe(
      `It is held for ${buyer.user.display} for 24 hours while they complete the purchase at $42.00.`,
    );
    expectError(await startCheckout(app, stranger, listingId, step), 400, checkoutMessages.invalidOffer);
    const checkout = await startCheckout(app, buyer, listingId, step);
    expect(checkout.statusCode).toBe(200);
    expect((await ordersOf(app, listingId)).map((o) => [o.priceCents, o.offerId])).toEqual([[4200, step]]);
  });

  it('refuses counters out of turn, out of bounds, and bad amounts, changing nothing', async () => {
    const listing = await makeListing(app, seller.user.id, { priceCents: 5000 });
    const first = await makeOffer(app, buyer, listing.id, 3000);
    const cases: Array<[Person | undefined, Record<string, unknown>, number, string | undefined]> = [
      [buyer, { offerCents: 3500 }, 403, offerMessages.notYourTurn],
      [stranger, { offerCents: 3500 }, 403, offerMessages.notYours],
      [seller, { offerCents: 3000 }, 400, offerMessages.sellerCounterTooLow],
      [seller, { offerCents: 2000 }, 400, offerMessages.sellerCounterTooLow],
      [seller, { offerCents: 5001 }, 400, offerAbovePriceMessage(5000)],
      [seller, { offerCents: 4000.5 }, 400, 'Offer must be a whole number of cents'],
      [seller, { offerCents: 1e12 }, 400, offerMessages.tooHigh],
      [seller, { offerCents: 99 }, 400, offerMessages.tooLow],
      [seller, { offerCents: '4000' }, 400, offerMessages.amountNotNumber],
      [seller, { offerCents: 4000, message: 'a\u0000b' }, 400, undefined],
      [seller, { offerCents: 4000, message: 'x'.repeat(501) }, 400, offerMessages.messageTooLong],
      [seller, { offerCents: 4000, extra: 1 }, 400, undefined],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await counter(who, first, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().error).toBe(message);
    }
    expect((await counter(undefined, first, { offerCents: 4000 })).statusCode).toBe(401);
    expectError(await counter(seller, 'nope', { offerCents: 4000 }), 404, offerMessages.notFound);
    expect((await stepsOn(listing.id)).map((s) => s.status)).toEqual(['pending']);

    // The buyer's counter must be below the seller's step.
    const step = (await counter(seller, first, { offerCents: 4500 })).json().offer.id;
    expectError(await counter(buyer, step, { offerCents: 4500 }), 400, offerMessages.buyerCounterTooHigh);
    expectError(await counter(seller, step, { offerCents: 4600 }), 403, offerMessages.notYourTurn);
    // An answered step cannot be answered again.
    expectError(await counter(seller, first, { offerCents: 4600 }), 409, offerMessages.notPending);
    expectError(await act(seller, first, 'accept'), 409, offerMessages.notPending);
  });

  it('declines and withdraws a seller step, each telling the other side', async () => {
    const [, , declined] = await sellerStep(4400);
    expectError(await act(seller, declined, 'decline'), 403, offerMessages.notYourTurn);
    expect((await act(buyer, declined, 'decline')).json().offer.status).toBe('declined');
    expect((await noticesOf(seller)).map((n) => n.title)).toContain(
      `${buyer.user.display} declined your $44.00 offer for Denim jacket`,
    );

    const [, , withdrawn] = await sellerStep(4300);
    expectError(await act(buyer, withdrawn, 'cancel'), 403, offerMessages.notYourTurn);
    expect((await act(seller, withdrawn, 'cancel')).json().offer.status).toBe('cancelled');
    expect((await noticesOf(buyer)).map((n) => n.title)).toContain(
      `${seller.user.display} withdrew their $43.00 offer for Denim jacket`,
    );
  });

  it('expires a seller step after 48 hours, warning the buyer who must answer it first', async () => {
    const [, , step] = await sellerStep(4100);
    await app.ctx.db
      .update(offers)
      .set({ expiresAt: sql`now() + interval '3 hours'` })
      .where(eq(offers.id, step));
    await warnExpiringOffers(app.ctx.db);
    expect((await noticesOf(buyer)).filter((n) => n.type === 'offer_expiring').map((n) => n.title)).toContain(
      `${seller.user.display}’s $41.00 offer on Denim jacket expires in 3 hours`,
    );
    await app.ctx.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(offers.id, step));
    expectError(await act(buyer, step, 'accept'), 409, offerMessages.notPending);
    expectError(await counter(buyer, step, { offerCents: 3500 }), 409, offerMessages.notPending);
    expect((await offerRow(app, step)).status).toBe('expired');
    expect((await noticesOf(seller)).map((n) => n.title)).toContain(
      `Your $41.00 offer to ${buyer.user.display} for Denim jacket expired`,
    );
  });

  it('a new offer answers a pending seller step as a counter when lower, and is refused when not', async () => {
    const [listingId, first, step] = await sellerStep(4500);
    const post = (offerCents: number) =>
      call('POST', '/api/offers', buyer, { listingId, buyerId: buyer.user.id, offerCents });
    expectError(await post(4500), 400, offerMessages.buyerCounterTooHigh);
    expect((await offerRow(app, step)).status).toBe('pending');
    const lower = await post(3800);
    expect(lower.statusCode).toBe(201);
    expect(lower.json().offer).toMatchObject({ threadId: first, madeBy: 'buyer', status: 'pending' });
    expect((await offerRow(app, step)).status).toBe('countered');
    // A further offer replaces the buyer's own pending one and stays in the thread.
    const again = await post(3900);
    expect(again.json().offer.threadId).toBe(first);
    expect((await stepsOn(listingId)).map((s) => [s.offerCents, s.status])).toEqual([
      [3000, 'countered'],
      [4500, 'countered'],
      [3800, 'cancelled'],
      [3900, 'pending'],
    ]);
  });
});
