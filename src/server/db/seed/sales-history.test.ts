import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeListing } from '../../test/market.fixtures.js';
import { type TestApp } from '../../test/test-app.js';
import { listings, offers, orders } from '../schema.js';
import { seedOffers } from './offers.js';
import { seedSalesHistory } from './sales-history.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEMO_SELLERS, signUpDemoPeople, type DemoHandle } from '../../test/demo-people.js';
import { addDays, CONFIRM_WITHIN_DAYS } from '../../../shared/order-timers.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('demo sales history', () => {
  it('gives every seller finished sales in the last month without touching listings with offers', async () => {
    const { ids } = await signUpDemoPeople(app);
    for (const seller of DEMO_SELLERS) {
      for (let i = 0; i < 12; i++) await makeListing(app, ids[seller], { priceCents: 1000 + i * 700 });
    }
    await seedOffers(app.ctx, ids);
    const ordersBefore = (await app.ctx.db.select().from(orders)).length;
    await seedSalesHistory(app.ctx, ids);

    const history = (await app.ctx.db.select().from(orders)).slice(ordersBefore);
    const perSeller = (h: DemoHandle) => history.filter((o) => o.sellerId === ids[h]).length;
    expect([
      perSeller('anna_vintage'),
      perSeller('marcus_kicks'),
      perSeller('priya_closet'),
      perSeller('leo_threads'),
    ]).toEqual([5, 4, 3, 3]);
    const monthAgo = Date.now() - 31 * 24 * 3_600_000;
    expect(history.some((o) => o.status === 'completed')).toBe(true);
    for (const o of history) {
      expect(['shipped', 'delivered', 'completed']).toContain(o.status);
      // Nothing the order timers would act on at the first sweep: a delivered order is still inside
      // its confirmation window, an older one is already completed.
      if (o.status === 'delivered')
        expect(addDays(o.deliveredAt!, CONFIRM_WITHIN_DAYS).getTime()).toBeGreaterThan(Date.now());
      if (o.status === 'completed') expect(o.completedAt).not.toBeNull();
      expect(o.buyerId).not.toBe(o.sellerId);
      expect(o.paidAt!.getTime()).toBeGreaterThan(monthAgo);
      const [l] = await app.ctx.db.select().from(listings).where(eq(listings.id, o.listingId));
      expect(l!.isSold).toBe(true);
      expect(o.priceCents).toBe(l!.priceCents);
      expect(await app.ctx.db.select().from(offers).where(eq(offers.listingId, o.listingId))).toHaveLength(0);
    }
  });
});
