import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isOfferExpiringSoon } from '#shared/offers.js';
import { makeListing } from '../../test/market.fixtures.js';
import { type TestApp } from '../../test/test-app.js';
import { listings, offers, orders } from '../schema.js';
import { seedOffers } from './offers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEMO_SELLERS, signUpDemoPeople } from '../../test/demo-people.js';

let app: TestApp;
useTestApp((started) => {
  app = started;
});

describe('demo offers and orders', () => {
  it('show every state a newcomer should see', async () => {
    const { ids } = await signUpDemoPeople(app);
    for (const seller of DEMO_SELLERS) {
      for (const price of [4000, 6500, 1200]) await makeListing(app, ids[seller], { priceCents: price });
    }
    await seedOffers(app.ctx, ids);

    const all = await app.ctx.db.select().from(offers);
    const pending = all.filter((o) => o.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.filter((o) => isOfferExpiringSoon(o)).length).toBeGreaterThanOrEqual(1);
    expect(all.filter((o) => o.status === 'accepted' && o.buyerId === ids.sam_shops)).toHaveLength(1);
    for (const o of all) {
      const [l] = await app.ctx.db.select().from(listings).where(eq(listings.id, o.listingId));
      expect(o.offerCents).toBeGreaterThanOrEqual(100);
      expect(o.offerCents).toBeLessThanOrEqual(l!.priceCents);
      expect(o.sellerId).toBe(l!.sellerId);
    }

    const sold = await app.ctx.db.select().from(orders);
    expect(sold.map((o) => o.status).sort()).toEqual(['paid', 'shipped']);
    for (const o of sold) {
      const [l] = await app.ctx.db.select().from(listings).where(eq(listings.id, o.listingId));
      expect(l!.isSold).toBe(true);
      expect(o.priceCents - o.feeCents - o.processingFeeCents).toBeGreaterThan(0);
    }
    const open = await app.ctx.db
      .select()
      .from(offers)
      .where(and(eq(offers.status, 'pending'), eq(offers.buyerId, ids.sam_shops)));
    expect(open.length).toBeGreaterThanOrEqual(1);
  });
});
