import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCheckoutMessages, checkoutMessages, type CreatePaymentIntentReply } from '#shared/checkout.js';
import { computeFees } from '#shared/fees.js';
import type { Order } from '#shared/orders.js';
import { DEFAULT_SHIPPING_RATES } from '#shared/shipping.js';
import { ledgerEntries, orderItems, orders, shipments } from '../../db/schema.js';
import {
  caller,
  defaultAddressOf,
  listingRow,
  makeListing,
  pay,
  signUp,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let other: Person;
let buyer: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, other, buyer] = [await signUp(app), await signUp(app), await signUp(app)];
  const tiers = [{ minItems: 2, percent: 10 }];
  expect((await call('PUT', '/api/me/bundle-discount', seller, { tiers })).statusCode).toBe(200);
});
afterAll(() => app.dispose());

const startBundle = async (who: Person, listingIds: unknown) =>
  call('POST', '/api/create-payment-intent', who, {
    listingIds,
    shippingAddressId: await defaultAddressOf(app, who),
  });

const itemsOf = (orderId: string) =>
  app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.position);

describe(`a bundle's checkout (${testDatabaseKind})`, () => {
  it('charges the items less the bundle discount plus one shipping charge, and sells every item once', async () => {
    const coat = await makeListing(app, seller.user.id, { priceCents: 4000, parcelSize: 'medium' });
    const tee = await makeListing(app, seller.user.id, { priceCents: 3000, parcelSize: 'small' });
    await call('POST', '/api/bag/items', buyer, { listingId: coat.id });
    await call('POST', '/api/bag/items', buyer, { listingId: tee.id });

    const started = await startBundle(buyer, [coat.id, tee.id]);
    expect(started.statusCode).toBe(200);
    const session = started.json() as CreatePaymentIntentReply;
    const shipping = DEFAULT_SHIPPING_RATES.medium;
    const fees = computeFees(7000 - 700);
    expect(session).toMatchObject({
      totalAmount: 7000 - 700 + shipping,
      shippingAmount: shipping,
      discountAmount: 700,
      fees: { sellerFee: fees.sellerFeeCents, processingFee: fees.processingFeeCents },
      listing: { id: coat.id },
    });
    expect(session.items.map((i) => [i.id, i.priceCents])).toEqual([
      [coat.id, 4000],
      [tee.id, 3000],
    ]);
    // Reloading the page reuses the same checkout.
    expect((await startBundle(buyer, [coat.id, tee.id])).json().orderId).toBe(session.orderId);

    const paid = await pay(app, buyer, session.clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded', orderId: session.orderId });
    expect((await listingRow(app, coat.id)).isSold).toBe(true);
    expect((await listingRow(app, tee.id)).isSold).toBe(true);

    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order).toMatchObject({ status: 'paid', priceCents: 6300, discountCents: 700, itemCount: 2 });
    expect((await itemsOf(session.orderId)).map((i) => i.listingId)).toEqual([coat.id, tee.id]);
    // One parcel, one label; the ledger books the order once, on the discounted amount.
    const labels = await app.ctx.db.select().from(shipments).where(eq(shipments.orderId, session.orderId));
    expect(labels).toHaveLength(1);
    const booked = await app.ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, session.orderId));
    expect(booked.map((e) => e.kind).sort()).toEqual(['processing_fee', 'sale', 'seller_fee']);
    const net = booked.reduce((sum, e) => sum + e.amountCents, 0);
    expect(net).toBe(6300 - fees.sellerFeeCents - fees.processingFeeCents);
    // The bought items left the bag.
    expect((await call('GET', '/api/bag', buyer)).json().itemCount).toBe(0);

    // Both sides see one order with both items.
    for (const who of [buyer, seller]) {
      const seen = (await call('GET', `/api/orders/${session.orderId}`, who)).json().order as Order;
      expect(seen.items.map((i) => i.id)).toEqual([coat.id, tee.id]);
      expect([seen.itemCount, seen.discountCents, seen.priceCents]).toEqual([2, 700, 6300]);
    }
    expect((await call('GET', `/api/orders/${session.orderId}`, other)).statusCode).toBe(404);
  });

  it("refuses bundles across sellers, of one item, with repeats, and one's own items; changes nothing", async () => {
    const a = await makeListing(app, seller.user.id);
    const b = await makeListing(app, seller.user.id);
    const theirs = await makeListing(app, other.user.id);
    const refused = async (who: Person, ids: unknown, status: number, message: string) => {
      const res = await startBundle(who, ids);
      expect([res.statusCode, res.json().error], JSON.stringify(ids)).toEqual([status, message]);
    };
    await refused(buyer, [a.id, theirs.id], 400, bundleCheckoutMessages.oneSeller);
    await refused(buyer, [a.id], 400, bundleCheckoutMessages.itemCount);
    await refused(buyer, [a.id, a.id], 400, bundleCheckoutMessages.itemCount);
    await refused(
      buyer,
      Array.from({ length: 21 }, () => a.id),
      400,
      bundleCheckoutMessages.itemCount,
    );
    await refused(seller, [a.id, b.id], 400, checkoutMessages.ownListing);
    await refused(
      buyer,
      [a.id, '00000000-0000-4000-8000-000000000000'],
      404,
      bundleCheckoutMessages.itemNotFound,
    );
    await refused(buyer, [a.id, 'x\u0000y'], 400, 'Text must not contain NUL characters');
    expect(
      (await call('POST', '/api/create-payment-intent', undefined, { listingIds: [a.id, b.id] })).statusCode,
    ).toBe(401);
    const none = await app.ctx.db.select().from(orders).where(eq(orders.listingId, a.id));
    expect(none).toHaveLength(0);
  });

  it('charges nothing when an item sold meanwhile, and names it', async () => {
    const a = await makeListing(app, seller.user.id, { priceCents: 2000 });
    const b = await makeListing(app, seller.user.id, { priceCents: 2500, title: 'Striped tee' });
    const session = (await startBundle(buyer, [a.id, b.id])).json() as CreatePaymentIntentReply;
    // Someone else buys the tee alone before the buyer pays.
    const rival = await signUp(app);
    const alone = (
      await call('POST', '/api/create-payment-intent', rival, {
        listingId: b.id,
        buyerId: rival.user.id,
        shippingAddressId: await defaultAddressOf(app, rival),
      })
    ).json() as CreatePaymentIntentReply;
    expect((await pay(app, rival, alone.clientSecret)).json().status).toBe('succeeded');

    const late = await pay(app, buyer, session.clientSecret);
    expect(late.statusCode).toBe(409);
    expect((await listingRow(app, a.id)).isSold).toBe(false);
    // Starting again names the sold item and opens nothing.
    const again = await startBundle(buyer, [a.id, b.id]);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      bundleCheckoutMessages.itemSold('Striped tee'),
    ]);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, session.orderId));
    expect(order!.status).toBe('cancelled');
  });

  it('a price change of one item ends the open bundle checkout', async () => {
    const a = await makeListing(app, seller.user.id, { priceCents: 2000 });
    const b = await makeListing(app, seller.user.id, { priceCents: 2500 });
    const session = (await startBundle(buyer, [a.id, b.id])).json() as CreatePaymentIntentReply;
    const edit = await call('PATCH', `/api/listings/${b.id}`, seller, { priceCents: 2000 });
    expect(edit.statusCode).toBe(200);
    const late = await pay(app, buyer, session.clientSecret);
    expect(late.statusCode).toBe(409);
    expect((await listingRow(app, a.id)).isSold).toBe(false);
  });
});
