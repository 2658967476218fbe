import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/market.fixtures.js';
import { type TestApp } from '../../test/test-app.js';
import { orders, reviews } from '../schema.js';
import { seedOffers } from './offers.js';
import { seedReviews } from './reviews.js';
import { seedSalesHistory } from './sales-history.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEMO_SELLERS, signUpDemoPeople } from '../../test/demo-people.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('demo reviews', () => {
  it('reviews each completed demo sale once, by its buyer, after it completed', async () => {
    const { ids } = await signUpDemoPeople(app);
    for (const seller of DEMO_SELLERS) {
      for (let i = 0; i < 12; i++) await makeListing(app, ids[seller], { priceCents: 1000 + i * 700 });
    }
    await seedOffers(app.ctx, ids);
    await seedSalesHistory(app.ctx, ids);
    await seedReviews(app.ctx, ids);

    const completed = await app.ctx.db.select().from(orders).where(eq(orders.status, 'completed'));
    const written = await app.ctx.db.select().from(reviews);
    expect(completed.length).toBeGreaterThan(0);
    expect(written).toHaveLength(completed.length);
    for (const review of written) {
      const order = completed.find((o) => o.id === review.orderId)!;
      expect([review.sellerId, review.buyerId]).toEqual([order.sellerId, order.buyerId]);
      expect(review.createdAt.getTime()).toBeGreaterThan(order.completedAt!.getTime());
      expect(review.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const rated = (await app.inject({ method: 'GET', url: `/api/users/${written[0]!.sellerId}` })).json();
    expect(rated.user.reviewCount).toBeGreaterThan(0);
    expect(rated.user.averageRating).toBeGreaterThanOrEqual(1);
  });
});
