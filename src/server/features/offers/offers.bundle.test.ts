import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bundleOfferMessages, offerAboveSubtotalMessage } from '#shared/bundle-offers.js';
import { bundleCheckoutMessages, checkoutMessages, type CreatePaymentIntentReply } from '#shared/checkout.js';
import { computeFees } from '#shared/fees.js';
import { offerMessages, type Offer } from '#shared/offers.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { listings, offerItems, orders } from '../../db/schema.js';
import {
  caller,
  defaultAddressOf,
  listingRow,
  makeListing,
  makeOffer,
  offerRow,
  pay,
  signUp,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let other: Person;
let buyer: Person;
let rival: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, other] = [await signUp(app), await signUp(app)];
  // A tier the offer's price must not be discounted by again.
  const tiers = [{ minItems: 2, percent: 10 }];
  expect((await call('PUT', '/api/me/bundle-discount', seller, { tiers })).statusCode).toBe(200);
});
// Fresh buyers for each case: each person's offers are rate-limited per minute.
beforeEach(async () => {
  [buyer, rival] = [await signUp(app), await signUp(app)];
});
afterAll(() => app.dispose());

const offerOn = (who: Person, listingIds: unknown, offerCents: number) =>
  call('POST', '/api/offers', who, { listingIds, offerCents, message: 'Both please' });

const bundleOffer = async (who: Person, listingIds: string[], offerCents: number) => {
  const res = await offerOn(who, listingIds, offerCents);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { offer: Offer }).offer;
};

const accept = (id: string) => call('PATCH', `/api/offers/${id}/accept`, seller);

const checkoutBundle = async (who: Person, listingIds: string[], offerId?: string) =>
  call('POST', '/api/create-payment-intent', who, {
    listingIds,
    ...(offerId ? { offerId } : {}),
    shippingAddressId: await defaultAddressOf(app, who),
  });

const pair = async () => {
  const coat = await makeListing(app, seller.user.id, {
    priceCents: 4000,
    parcelSize: 'medium',
    title: 'Wool coat',
  });
  const tee = await makeListing(app, seller.user.id, {
    priceCents: 3000,
    parcelSize: 'small',
    title: 'Striped tee',
  });
  return { coat, tee };
};

describe(`an offer on a bundle (${testDatabaseKind})`, () => {
  it('an accepted bundle offer of $60 on two items ($40 + $30) checks out at 6000 + shipping', async () => {
    const { coat, tee } = await pair();
    const made = await bundleOffer(buyer, [coat.id, tee.id], 6000);
    expect(made).toMatchObject({
      listingId: coat.id,
      offerCents: 6000,
      status: 'pending',
      actions: ['cancel'],
    });
    expect(made.items.map((i) => [i.id, i.title, i.imageUrl, i.priceCents])).toEqual([
      [coat.id, 'Wool coat', coat.imageUrl, 4000],
      [tee.id, 'Striped tee', tee.imageUrl, 3000],
    ]);

    // The seller sees it with its items, what they would earn, and may answer it.
    const received = (await call('GET', `/api/offers?sellerId=${seller.user.id}`, seller)).json()
      .offers as Offer[];
    const seen = received.find((o) => o.id === made.id)!;
    expect(seen.items.map((i) => i.id)).toEqual([coat.id, tee.id]);
    expect(seen.actions).toEqual(['accept', 'decline', 'counter']);
    expect(seen.earnings!.earningsCents).toBe(
      6000 - computeFees(6000).sellerFeeCents - computeFees(6000).processingFeeCents,
    );

    const accepted = await accept(made.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().offer).toMatchObject({ status: 'accepted' });
    const mine = (await call('GET', `/api/offers/${made.id}`, buyer)).json().offer as Offer;
    expect(mine.actions).toEqual(['checkout']);

    const started = await checkoutBundle(buyer, [tee.id, coat.id], made.id);
    expect(started.statusCode, started.body).toBe(200);
    const session = started.json() as CreatePaymentIntentReply;
    const shipping = DEFAULT_SHIPPING_RATES.medium;
    const fees = computeFees(6000);
    expect(session).toMatchObject({
      totalAmount: 6000 + shipping,
      shippingAmount: shipping,
      discountAmount: 0,
      purchaseType: 'offer',
      fees: { sellerFee: fees.sellerFeeCents, processingFee: fees.processingFeeCents },
    });

    expect((await pay(app, buyer, session.clientSecret)).json()).toMatchObject({ status: 'succeeded' });
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order).toMatchObject({
      status: 'paid',
      offerId: made.id,
      priceCents: 6000,
      discountCents: 0,
      itemCount: 2,
    });
    expect((await listingRow(app, coat.id)).isSold).toBe(true);
    expect((await listingRow(app, tee.id)).isSold).toBe(true);
    expect((await offerRow(app, made.id)).status).toBe('completed');
  });

  it('refuses one item, repeats, two sellers, one’s own items, amounts out of bounds and items not for sale', async () => {
    const { coat, tee } = await pair();
    const theirs = await makeListing(app, other.user.id);
    const refused = async (who: Person, ids: unknown, cents: number, status: number, message: string) => {
      const res = await offerOn(who, ids, cents);
      expect([res.statusCode, res.json().error], JSON.stringify(ids)).toEqual([status, message]);
    };
    await refused(buyer, [coat.id], 5000, 400, bundleOfferMessages.itemCount);
    await refused(buyer, [coat.id, coat.id], 5000, 400, bundleOfferMessages.itemCount);
    await refused(
      buyer,
      Array.from({ length: 21 }, () => coat.id),
      5000,
      400,
      bundleOfferMessages.itemCount,
    );
    await refused(buyer, [coat.id, theirs.id], 5000, 400, bundleOfferMessages.oneSeller);
    await refused(seller, [coat.id, tee.id], 5000, 400, bundleOfferMessages.ownListing);
    await refused(buyer, [coat.id, tee.id], 7001, 400, offerAboveSubtotalMessage(7000));
    await refused(buyer, [coat.id, tee.id], 99, 400, offerMessages.tooLow);
    await refused(
      buyer,
      [coat.id, '00000000-0000-4000-8000-000000000000'],
      5000,
      404,
      bundleOfferMessages.itemNotFound,
    );
    await app.ctx.db.update(listings).set({ isActive: false }).where(eq(listings.id, tee.id));
    await refused(buyer, [coat.id, tee.id], 5000, 409, bundleOfferMessages.itemInactive('Striped tee'));
    await app.ctx.db.update(listings).set({ isActive: true, isSold: true }).where(eq(listings.id, tee.id));
    await refused(buyer, [coat.id, tee.id], 5000, 409, bundleOfferMessages.itemSold('Striped tee'));
    expect((await offerOn(buyer, [coat.id, tee.id], 7000)).statusCode).toBe(409);
    const held = await app.ctx.db.select().from(offerItems).where(eq(offerItems.listingId, coat.id));
    expect(held).toHaveLength(0);
    // The items' total is the bound: exactly it is an offer.
    const { coat: c2, tee: t2 } = await pair();
    expect((await offerOn(buyer, [c2.id, t2.id], 7000)).statusCode).toBe(201);
  });

  it('checks out only an accepted offer of that buyer for exactly those items', async () => {
    const { coat, tee } = await pair();
    const hat = await makeListing(app, seller.user.id, { priceCents: 1500, title: 'Felt hat' });
    const made = await bundleOffer(buyer, [coat.id, tee.id], 5500);
    const refused = async (res: Awaited<ReturnType<typeof call>>, status: number, message: string) =>
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    await refused(
      await checkoutBundle(buyer, [coat.id, tee.id], made.id),
      400,
      checkoutMessages.offerNotAccepted,
    );
    expect((await accept(made.id)).statusCode).toBe(200);
    await refused(
      await checkoutBundle(buyer, [coat.id, hat.id], made.id),
      400,
      checkoutMessages.invalidOffer,
    );
    await refused(
      await checkoutBundle(buyer, [coat.id, tee.id, hat.id], made.id),
      400,
      checkoutMessages.invalidOffer,
    );
    // One item of it alone never pays the bundle's price.
    await refused(await startCheckout(app, buyer, coat.id, made.id), 400, checkoutMessages.invalidOffer);
    // Another buyer cannot use it: the items are held for its buyer (named in lock order).
    const theirs = await checkoutBundle(rival, [coat.id, tee.id], made.id);
    expect(theirs.statusCode).toBe(409);
    expect(['Wool coat', 'Striped tee'].map(bundleCheckoutMessages.itemReserved)).toContain(
      theirs.json().error,
    );
    expect(await app.ctx.db.select().from(orders).where(eq(orders.offerId, made.id))).toHaveLength(0);
  });

  it('an accepted bundle offer reserves every item, not only the first', async () => {
    const { coat, tee } = await pair();
    const hat = await makeListing(app, seller.user.id, { priceCents: 1500, title: 'Felt hat' });
    const rivalsTee = await makeOffer(app, rival, tee.id, 2500);
    // The rival's bundles share only the tee with the accepted one.
    const otherBundle = await bundleOffer(rival, [tee.id, hat.id], 4000);
    const made = await bundleOffer(buyer, [coat.id, tee.id], 6000);
    expect((await accept(made.id)).statusCode).toBe(200);

    // The tee (not the offer's listing_id) is held: nobody else buys it, alone or in a bundle.
    const alone = await startCheckout(app, rival, tee.id);
    expect([alone.statusCode, alone.json().error]).toEqual([409, offerMessages.reservedForOther]);
    const inBundle = await checkoutBundle(rival, [hat.id, tee.id]);
    expect([inBundle.statusCode, inBundle.json().error]).toEqual([
      409,
      bundleCheckoutMessages.itemReserved('Striped tee'),
    ]);
    // The seller cannot accept another offer holding it either.
    const single = await accept(rivalsTee);
    expect([single.statusCode, single.json().error]).toEqual([409, offerMessages.alreadyReserved]);
    const bundle = await accept(otherBundle.id);
    expect([bundle.statusCode, bundle.json().error]).toEqual([
      409,
      bundleOfferMessages.itemReserved('Striped tee'),
    ]);
    const rivalView = (await call('GET', `/api/offers/${rivalsTee}`, seller)).json().offer as Offer;
    expect(rivalView.listing.reserved).toBe(true);
    expect(rivalView.actions).not.toContain('accept');
    expect((await offerRow(app, rivalsTee)).status).toBe('pending');
  });

  it('a counter keeps the items and is bounded by their total; accepting needs every item for sale', async () => {
    const { coat, tee } = await pair();
    const made = await bundleOffer(buyer, [coat.id, tee.id], 5000);
    const tooHigh = await call('POST', `/api/offers/${made.id}/counter`, seller, { offerCents: 7100 });
    expect([tooHigh.statusCode, tooHigh.json().error]).toEqual([400, offerAboveSubtotalMessage(7000)]);
    const countered = await call('POST', `/api/offers/${made.id}/counter`, seller, { offerCents: 6500 });
    expect(countered.statusCode, countered.body).toBe(201);
    const counter = countered.json().offer as Offer;
    expect(counter).toMatchObject({
      madeBy: 'seller',
      threadId: made.id,
      offerCents: 6500,
      listingId: coat.id,
    });
    expect(counter.items.map((i) => i.id)).toEqual([coat.id, tee.id]);
    expect((await offerRow(app, made.id)).status).toBe('countered');

    // The buyer answers lower, still for both items.
    const back = await call('POST', `/api/offers/${counter.id}/counter`, buyer, { offerCents: 6200 });
    expect(back.statusCode, back.body).toBe(201);
    const step = back.json().offer as Offer;
    expect(step.items.map((i) => i.id)).toEqual([coat.id, tee.id]);

    // The tee is taken down: accepting names it and changes nothing.
    await app.ctx.db.update(listings).set({ isActive: false }).where(eq(listings.id, tee.id));
    const refused = await accept(step.id);
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      bundleOfferMessages.itemInactive('Striped tee'),
    ]);
    expect((await offerRow(app, step.id)).status).toBe('pending');
    await app.ctx.db.update(listings).set({ isActive: true }).where(eq(listings.id, tee.id));
    expect((await accept(step.id)).statusCode).toBe(200);
    const session = (
      await checkoutBundle(buyer, [coat.id, tee.id], step.id)
    ).json() as CreatePaymentIntentReply;
    expect(session.totalAmount).toBe(6200 + DEFAULT_SHIPPING_RATES.medium);
  });

  it('a new offer on the same items replaces the pending one, or answers the seller’s counter, in one thread', async () => {
    const { coat, tee } = await pair();
    const first = await bundleOffer(buyer, [coat.id, tee.id], 5000);
    const second = await bundleOffer(buyer, [tee.id, coat.id], 5200);
    expect((await offerRow(app, first.id)).status).toBe('cancelled');
    expect(second.threadId).toBe(first.id);
    // An offer on other items (here: one of them alone) is a thread of its own and replaces nothing.
    await makeOffer(app, buyer, coat.id, 3500);
    expect((await offerRow(app, second.id)).status).toBe('pending');

    const counter = (
      await call('POST', `/api/offers/${second.id}/counter`, seller, { offerCents: 6600 })
    ).json().offer as Offer;
    const tooHigh = await offerOn(buyer, [coat.id, tee.id], 6600);
    expect([tooHigh.statusCode, tooHigh.json().error]).toEqual([400, offerMessages.buyerCounterTooHigh]);
    const answer = await bundleOffer(buyer, [coat.id, tee.id], 6300);
    expect(answer).toMatchObject({ threadId: first.id, madeBy: 'buyer' });
    expect((await offerRow(app, counter.id)).status).toBe('countered');
  });

  it('a sale of one item closes the bundle offer holding it', async () => {
    const { coat, tee } = await pair();
    const made = await bundleOffer(buyer, [coat.id, tee.id], 6000);
    // The rival buys the tee (the second item) alone.
    const alone = (await startCheckout(app, rival, tee.id)).json() as CreatePaymentIntentReply;
    expect((await pay(app, rival, alone.clientSecret)).json().status).toBe('succeeded');
    expect((await offerRow(app, made.id)).status).toBe('expired');
    const seen = (await call('GET', `/api/offers/${made.id}`, seller)).json().offer as Offer;
    expect(seen.items.find((i) => i.id === tee.id)!.isSold).toBe(true);
    expect(seen.actions).toEqual([]);
    const again = await offerOn(buyer, [coat.id, tee.id], 6000);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      bundleOfferMessages.itemSold('Striped tee'),
    ]);
  });
});
