import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentReply, LocalConfirmReply } from '#shared/checkout.js';
import { orderItems, orders } from '../../db/schema.js';
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

// Truly concurrent only on PostgreSQL (PGlite runs one statement at a time): `npm run test:pg` is
// where this proves that overlapping bundles sell each listing at most once and never deadlock.
let app: TestApp;
let seller: Person;
let buyers: [Person, Person];

beforeAll(async () => {
  app = await createTestApp();
  seller = await signUp(app);
  buyers = [await signUp(app), await signUp(app)];
  const call = caller(app);
  await call('PUT', '/api/me/bundle-discount', seller, { tiers: [{ minItems: 2, percent: 10 }] });
}, 120_000);
afterAll(() => app.dispose());

describe(`overlapping bundles (${testDatabaseKind})`, () => {
  it('two buyers paying for bundles that share an item: every listing sells at most once, 20 rounds', async () => {
    const call = caller(app);
    const addresses = await Promise.all(buyers.map((b) => defaultAddressOf(app, b)));
    for (let round = 0; round < 20; round++) {
      const [a, shared, c] = [
        await makeListing(app, seller.user.id, { priceCents: 2000 }),
        await makeListing(app, seller.user.id, { priceCents: 3000 }),
        await makeListing(app, seller.user.id, { priceCents: 4000 }),
      ];
      const bundles = [
        [a.id, shared.id],
        [c.id, shared.id],
      ];
      // Both checkouts start together, then both cards are confirmed together.
      const starts = await Promise.all(
        buyers.map((b, i) =>
          call('POST', '/api/create-payment-intent', b, {
            listingIds: bundles[i],
            shippingAddressId: addresses[i],
          }),
        ),
      );
      expect(starts.map((r) => r.statusCode)).toEqual([200, 200]);
      const secrets = starts.map((r) => (r.json() as CreatePaymentIntentReply).clientSecret);
      const paid = await Promise.all(buyers.map((b, i) => pay(app, b, secrets[i]!)));
      expect(
        paid.every((r) => r.statusCode < 500),
        `round ${round}`,
      ).toBe(true);
      const won = paid.filter(
        (r) => r.statusCode === 200 && (r.json() as LocalConfirmReply).status === 'succeeded',
      );
      expect(won, `round ${round}`).toHaveLength(1);

      // Each listing is in at most one paid order, and sold exactly when it is.
      const ids = [a.id, shared.id, c.id];
      const sold = await app.ctx.db
        .select({ listingId: orderItems.listingId, status: orders.status })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(inArray(orderItems.listingId, ids));
      for (const id of ids) {
        const paidFor = sold.filter((s) => s.listingId === id && s.status === 'paid').length;
        expect(paidFor, `round ${round}`).toBeLessThanOrEqual(1);
        expect((await listingRow(app, id)).isSold).toBe(paidFor === 1);
      }
      expect((await listingRow(app, shared.id)).isSold).toBe(true);
    }
  }, 240_000);
});
