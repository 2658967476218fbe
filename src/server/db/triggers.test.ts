import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './rows.js';
import { freshDatabase } from '../test/test-app.js';
import { favorites, listingComments, listings, users } from './schema.js';

type Handle = Awaited<ReturnType<typeof freshDatabase>>;
let database: Handle;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('listing triggers', () => {
  it('keep like and comment counts, popularity, hot score and the search vector up to date', async () => {
    const { db } = database;
    const [seller, fan] = await db
      .insert(users)
      .values([
        { email: 's@t.example', handle: 'seller_t', display: 'S' },
        { email: 'f@t.example', handle: 'fan_t', display: 'F' },
      ])
      .returning();
    const [listing] = await db
      .insert(listings)
      .values({
        sellerId: seller!.id,
        title: 'Vintage Levi jacket',
        description: 'Faded denim',
        priceCents: 4500,
        brand: "Levi's",
      })
      .returning();
    const before = listing!.hotScore;
    expect(before).toBeGreaterThan(0);

    await db.insert(favorites).values({ userId: fan!.id, listingId: listing!.id });
    await db.insert(listingComments).values({ listingId: listing!.id, authorId: fan!.id, message: 'Size?' });
    let [row] = await db.select().from(listings).where(eq(listings.id, listing!.id));
    expect(row).toMatchObject({ likeCount: 1, commentCount: 1, popularity: 5 });
    expect(row!.hotScore).toBeCloseTo(before + Math.log10(6), 6);

    await db.delete(favorites).where(eq(favorites.listingId, listing!.id));
    [row] = await db.select().from(listings).where(eq(listings.id, listing!.id));
    expect(row!.likeCount).toBe(0);

    const found = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from listings where search_vector @@ websearch_to_tsquery('english', 'jackets')`,
      ),
    );
    expect(found.map((r) => r.id)).toEqual([listing!.id]);
  });
});
