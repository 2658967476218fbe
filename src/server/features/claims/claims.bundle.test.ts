import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages, itemShareCents, type Claim } from '#shared/claims.js';
import type { CreatePaymentIntentReply } from '#shared/checkout.js';
import { orders } from '../../db/schema.js';
import {
  caller,
  defaultAddressOf,
  makeListing,
  pay,
  signUp,
  type Person,
} from '../../test/market.fixtures.js';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { DAY, ago, setOrder } from '../orders/orders.test-helpers.js';
import { PROBLEM } from './claims.test-helpers.js';

let app: TestApp;
let call: ReturnType<typeof caller>;
let seller: Person;
let buyer: Person;

beforeAll(async () => {
  app = await createTestApp();
  call = caller(app);
  [seller, buyer] = [await signUp(app), await signUp(app)];
  await call('PUT', '/api/me/bundle-discount', seller, { tiers: [{ minItems: 2, percent: 10 }] });
});
afterAll(() => app.dispose());

/** A delivered bundle of a $40 coat and a $30 tee, paid 6300 after the 10% discount. */
async function deliveredBundle() {
  const coat = await makeListing(app, seller.user.id, { priceCents: 4000, title: 'Wool coat' });
  const tee = await makeListing(app, seller.user.id, { priceCents: 3000, title: 'Striped tee' });
  const session = (
    await call('POST', '/api/create-payment-intent', buyer, {
      listingIds: [coat.id, tee.id],
      shippingAddressId: await defaultAddressOf(app, buyer),
    })
  ).json() as CreatePaymentIntentReply;
  expect((await pay(app, buyer, session.clientSecret)).json().status).toBe('succeeded');
  await setOrder(app, session.orderId, {
    status: 'delivered',
    shippedAt: ago(3 * DAY),
    deliveredAt: ago(DAY),
  });
  return { orderId: session.orderId, coat, tee, shipping: session.shippingAmount };
}

const claim = (orderId: string, body: object) => call('POST', `/api/orders/${orderId}/claims`, buyer, body);

describe(`claims on a bundle (${testDatabaseKind})`, () => {
  it("names one item: the seller's refund returns that item's share and the rest goes to the seller", async () => {
    const bundle = await deliveredBundle();
    const opened = await claim(bundle.orderId, { ...PROBLEM, listingId: bundle.tee.id });
    expect(opened.statusCode).toBe(201);
    const share = itemShareCents(6300, 3000, 7000);
    expect(share).toBe(2700);
    expect((opened.json().claim as Claim).item).toEqual({
      id: bundle.tee.id,
      title: 'Striped tee',
      shareCents: share,
    });

    const answered = await call('POST', `/api/claims/${opened.json().claim.id}/respond`, seller, {
      action: 'refund',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().claim).toMatchObject({ resolution: 'partially_refunded', refundCents: share });
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, bundle.orderId));
    expect([order!.status, order!.refundedCents]).toEqual(['completed', share]);
  });

  it('names the whole order: a refund returns everything, shipping included', async () => {
    const bundle = await deliveredBundle();
    const opened = await claim(bundle.orderId, PROBLEM);
    expect((opened.json().claim as Claim).item).toBeNull();
    const answered = await call('POST', `/api/claims/${opened.json().claim.id}/respond`, seller, {
      action: 'refund',
    });
    expect(answered.json().claim).toMatchObject({
      resolution: 'refunded',
      refundCents: 6300 + bundle.shipping,
    });
  });

  it('refuses an item that is not in the order, and changes nothing', async () => {
    const bundle = await deliveredBundle();
    const elsewhere = await makeListing(app, seller.user.id);
    for (const listingId of [elsewhere.id, 'not-an-id', 'x\u0000']) {
      const res = await claim(bundle.orderId, { ...PROBLEM, listingId });
      expect(res.statusCode, listingId).toBe(400);
    }
    expect((await claim(bundle.orderId, { ...PROBLEM, listingId: elsewhere.id })).json().error).toBe(
      claimMessages.itemNotInOrder,
    );
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, bundle.orderId));
    expect(order!.status).toBe('delivered');
  });
});
