import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { offerMessages } from '#shared/offers.js';
import { listings, offers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { caller, makeListing, makeOffer, offerRow, signUp, type Person } from '../../test/market.fixtures.js';
import { jobScheduler } from '../../jobs.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;
let stranger: Person;
let listingId: string;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer, stranger] = [await signUp(app), await signUp(app), await signUp(app)];
  listingId = (await makeListing(app, seller.user.id, { priceCents: 4000 })).id;
});
afterAll(async () => {
  await app.dispose();
});
// These tests reuse one buyer for many offers; the limit itself is tested in lib/rate-limit.test.ts.
beforeEach(async () => {
  await app.ctx.db.execute(sql`delete from rate_limits`);
});

const offersOn = (id: string) => app.ctx.db.select().from(offers).where(eq(offers.listingId, id));
const post = (who: Person | undefined, body: Record<string, unknown>) =>
  call('POST', '/api/offers', who, body);

describe('POST /api/offers', () => {
  it('needs an account', async () => {
    const res = await post(undefined, { listingId, buyerId: buyer.user.id, offerCents: 3000 });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad amounts, other people and unavailable listings, changing nothing', async () => {
    const sold = (await makeListing(app, seller.user.id, { isSold: true })).id;
    const inactive = (await makeListing(app, seller.user.id, { isActive: false })).id;
    const cases: Array<[Person, Record<string, unknown>, number, string]> = [
      [buyer, { listingId, buyerId: buyer.user.id, offerCents: 99 }, 400, offerMessages.tooLow],
      [
        buyer,
        { listingId, buyerId: buyer.user.id, offerCents: 4001 },
        400,
        'Offer cannot be more than the list price of $40.00',
      ],
      [
        buyer,
        { listingId, buyerId: buyer.user.id, offerCents: 30.5 },
        400,
        'Offer must be a whole number of cents',
      ],
      [buyer, { listingId, buyerId: buyer.user.id, offerCents: '3000' }, 400, offerMessages.amountNotNumber],
      [seller, { listingId, buyerId: seller.user.id, offerCents: 3000 }, 400, offerMessages.ownListing],
      [buyer, { listingId, buyerId: stranger.user.id, offerCents: 3000 }, 403, offerMessages.notYourself],
      [buyer, { listingId: sold, buyerId: buyer.user.id, offerCents: 3000 }, 409, offerMessages.listingSold],
      [
        buyer,
        { listingId: inactive, buyerId: buyer.user.id, offerCents: 3000 },
        409,
        offerMessages.listingInactive,
      ],
      [
        buyer,
        { listingId: 'nope', buyerId: buyer.user.id, offerCents: 3000 },
        404,
        offerMessages.listingNotFound,
      ],
      [
        buyer,
        { listingId: '00000000-0000-4000-8000-000000000000', buyerId: buyer.user.id, offerCents: 3000 },
        404,
        offerMessages.listingNotFound,
      ],
    ];
    for (const [who, body, status, message] of cases) {
      const res = await post(who, body);
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    }
    expect(await offersOn(listingId)).toHaveLength(0);
    expect(await offersOn(sold)).toHaveLength(0);
    expect(await offersOn(inactive)).toHaveLength(0);
  });

  it('sets expiresAt to 48 hours itself and replaces the buyer’s pending offer', async () => {
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    const first = await post(buyer, {
      listingId,
      buyerId: buyer.user.id,
      offerCents: 2500,
      expiresAt: inAYear,
    });
    expect(first.statusCode).toBe(201);
    const offer = first.json().offer;
    const hours = (Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(48, 5);
    expect(offer).toMatchObject({ status: 'pending', offerCents: 2500, message: null, earnings: null });
    expect(offer.listing).toMatchObject({
      title: 'Vintage denim jacket',
      imageUrl: '/uploads/demo/jacket-640.webp',
    });

    const second = await post(buyer, {
      listingId,
      buyerId: buyer.user.id,
      offerCents: 3000,
      message: ' Would you take $30? ',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().offer.message).toBe('Would you take $30?');
    const rows = await offersOn(listingId);
    expect(rows.map((r) => [r.offerCents, r.status]).sort()).toEqual([
      [2500, 'cancelled'],
      [3000, 'pending'],
    ]);
    expect(rows.find((r) => r.offerCents === 2500)?.cancelledAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/offers', () => {
  it('lists only your own, with the listing, and the seller’s earnings at the offered price', async () => {
    const sent = await call('GET', `/api/offers?buyerId=${buyer.user.id}`, buyer);
    expect(sent.statusCode).toBe(200);
    expect(
      sent
        .json()
        .offers.every(
          (o: { buyerId: string; earnings: unknown }) => o.buyerId === buyer.user.id && o.earnings === null,
        ),
    ).toBe(true);

    const received = await call('GET', `/api/offers?sellerId=${seller.user.id}`, seller);
    const pending = received.json().offers.find((o: { status: string }) => o.status === 'pending');
    // $30.00: 8% fee 240, processing 30, earnings 2730.
    expect(pending.earnings).toEqual({
      sellerFeeCents: 240,
      processingFeeCents: 30,
      shippingLabelCents: 0,
      earningsCents: 2730,
    });
    expect(pending.buyer.handle).toBeTruthy();

    expect((await call('GET', `/api/offers?buyerId=${buyer.user.id}`, stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/offers?sellerId=${seller.user.id}`, buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/offers', buyer)).statusCode).toBe(400);
    expect((await call('GET', `/api/offers?buyerId=${buyer.user.id}`)).statusCode).toBe(401);
  });

  it('takes the label out of the earnings when the seller offers free shipping', async () => {
    const free = await makeListing(app, seller.user.id, { shippingPayer: 'seller', parcelSize: 'small' });
    await makeOffer(app, buyer, free.id, 3000);
    const received = await call('GET', `/api/offers?sellerId=${seller.user.id}`, seller);
    const offer = received.json().offers.find((o: { listingId: string }) => o.listingId === free.id);
    // $30.00 − $2.40 − $0.30 − the $4.99 small label.
    expect(offer.earnings).toEqual({
      sellerFeeCents: 240,
      processingFeeCents: 30,
      shippingLabelCents: 499,
      earningsCents: 2730 - 499,
    });
  });

  it('shows one offer to its buyer and seller only', async () => {
    const id = await makeOffer(app, buyer, listingId, 1000);
    expect((await call('GET', `/api/offers/${id}`, buyer)).json().offer.id).toBe(id);
    expect((await call('GET', `/api/offers/${id}`, seller)).json().offer.earnings).not.toBeNull();
    expect((await call('GET', `/api/offers/${id}`, stranger)).statusCode).toBe(403);
    expect((await call('GET', '/api/offers/not-an-id', buyer)).statusCode).toBe(404);
  });

  it('applies expiry on every read', async () => {
    const id = await makeOffer(app, buyer, listingId, 1200);
    await app.ctx.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, id));
    expect((await call('GET', `/api/offers/${id}`, seller)).json().offer.status).toBe('expired');
    const res = await call('PATCH', `/api/offers/${id}/accept`, seller);
    expect([res.statusCode, res.json().error]).toEqual([409, offerMessages.notPending]);
  });
});

describe('PATCH /api/offers/{id}/accept|decline|cancel', () => {
  it('lets only the seller accept or decline and only the buyer cancel', async () => {
    const id = await makeOffer(app, buyer, listingId, 2000);
    const expectRefused = async (who: Person, action: string, status: number, message: string) => {
      const res = await call('PATCH', `/api/offers/${id}/${action}`, who);
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    };
    await expectRefused(buyer, 'accept', 403, offerMessages.onlySellerAccepts);
    await expectRefused(buyer, 'decline', 403, offerMessages.onlySellerDeclines);
    await expectRefused(seller, 'cancel', 403, offerMessages.onlyBuyerCancels);
    await expectRefused(stranger, 'accept', 403, offerMessages.notYours);
    expect((await offerRow(app, id)).status).toBe('pending');

    // An empty body labelled as JSON, as the spec's client sends it, is fine.
    const accepted = await app.inject({
      method: 'PATCH',
      url: `/api/offers/${id}/accept`,
      headers: { cookie: seller.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().offer.status).toBe('accepted');
    expect((await offerRow(app, id)).acceptedAt).toBeInstanceOf(Date);
    // Cancelling (or declining) an accepted offer is refused and changes nothing.
    await expectRefused(buyer, 'cancel', 409, offerMessages.notPending);
    await expectRefused(seller, 'decline', 409, offerMessages.notPending);
    expect((await offerRow(app, id)).status).toBe('accepted');
  });

  it('declines and cancels pending offers, stamping the time', async () => {
    const a = await makeOffer(app, buyer, listingId, 1500);
    expect((await call('PATCH', `/api/offers/${a}/decline`, seller)).json().offer.status).toBe('declined');
    expect((await offerRow(app, a)).declinedAt).toBeInstanceOf(Date);
    const b = await makeOffer(app, buyer, listingId, 1600);
    expect((await call('PATCH', `/api/offers/${b}/cancel`, buyer)).json().offer.status).toBe('cancelled');
    expect((await offerRow(app, b)).cancelledAt).toBeInstanceOf(Date);
  });

  it('refuses to accept once the item is sold', async () => {
    const other = (await makeListing(app, seller.user.id)).id;
    const id = await makeOffer(app, buyer, other, 2000);
    await app.ctx.db.update(listings).set({ isSold: true }).where(eq(listings.id, other));
    const res = await call('PATCH', `/api/offers/${id}/accept`, seller);
    expect([res.statusCode, res.json().error]).toEqual([409, offerMessages.listingSold]);
    expect((await offerRow(app, id)).status).toBe('pending');
  });
});

describe('the scheduled expiry sweep', () => {
  it('lapses overdue pending offers nobody reads, every minute', async () => {
    const other = (await makeListing(app, seller.user.id)).id;
    const due = await makeOffer(app, buyer, other, 2000);
    const fresh = await makeOffer(app, stranger, other, 2100);
    await app.ctx.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, due));
    let now = new Date();
    const scheduler = jobScheduler(app.ctx, { info: () => {}, error: () => {} }, { clock: () => now });
    expect(await scheduler.tick()).toContain('offers.expire');
    expect((await offerRow(app, due)).status).toBe('expired');
    expect((await offerRow(app, fresh)).status).toBe('pending');
    // Not again within the minute; again once it has passed.
    expect(await scheduler.tick()).not.toContain('offers.expire');
    now = new Date(now.getTime() + 60_000);
    expect(await scheduler.tick()).toContain('offers.expire');
    const pending = await app.ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.listingId, other), eq(offers.status, 'pending')));
    expect(pending).toHaveLength(1);
  });
});
