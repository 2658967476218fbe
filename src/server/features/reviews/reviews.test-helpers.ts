import { listings, orders, reviews } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Reviews of `sellerId` by `buyerId`, one per rating, each on its own sold listing and completed
 * order, written straight to the tables: for tests about where ratings show, not how they are left.
 */
export async function addReviews(app: TestApp, sellerId: string, buyerId: string, ratings: number[]) {
  for (const rating of ratings) {
    const [listing] = await app.ctx.db
      .insert(listings)
      .values({
        sellerId,
        title: 'Sold piece',
        description: 'Sold',
        priceCents: 2000,
        images: [],
        isSold: true,
      })
      .returning({ id: listings.id });
    const [order] = await app.ctx.db
      .insert(orders)
      .values({
        buyerId,
        sellerId,
        listingId: listing!.id,
        priceCents: 2000,
        feeCents: 150,
        processingFeeCents: 30,
        status: 'completed',
        completedAt: new Date(),
      })
      .returning({ id: orders.id });
    await app.ctx.db.insert(reviews).values({ orderId: order!.id, sellerId, buyerId, rating });
  }
}
