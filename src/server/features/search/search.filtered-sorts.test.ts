import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import type { TestApp } from '../../test/test-app.js';
import { signUp } from '../../test/test-app.js';
import { useTestApp } from '../../test/use-test-app.js';

// A category and a price range, in every sort, walk an index that fits the sort (migration 0030).
// Their pages must be exactly what sorting every match would give: the same listings, the same
// order, ties broken by id, and the next page starting where the first ended.
const ORDERS: Record<string, string> = {
  trending: 'hot_score desc, id desc',
  newest: 'created_at desc, id desc',
  'price-low': 'price_cents asc, id asc',
  'price-high': 'price_cents desc, id desc',
  popular: 'popularity desc, id desc',
};

describe('a category and price range in each sort', () => {
  let app: TestApp;
  useTestApp(async (started) => {
    app = started;
    const seller = await signUp(app);
    const second = await signUp(app);
    // Prices repeat (ties), a few are sold or inactive, ages and engagement vary.
    await app.ctx.db.insert(listings).values(
      Array.from({ length: 240 }, (_, i) => ({
        sellerId: i % 3 ? seller.user.id : second.user.id,
        title: `Item ${i}`,
        description: 'Bench listing',
        priceCents: 1000 + (i % 17) * 500,
        category: ['Jackets', 'Shoes', 'Bags'][i % 3]!,
        isActive: i % 11 !== 0,
        isSold: i % 13 === 0,
        viewCount: (i * 7) % 23,
        likeCount: (i * 5) % 9,
        createdAt: new Date(Date.UTC(2026, 10, 1) - ((i * 37) % 60) * 3_600_000),
      })),
    );
    // Engagement scores, as the triggers would keep them, spread so the sorts differ.
    await app.ctx.db.execute(
      sql`update listings set popularity = view_count + 3 * like_count, hot_score = like_count - view_count / 10.0`,
    );
  });

  async function plain(category: string, min: number, max: number, order: string): Promise<string[]> {
    const result = await app.ctx.db.execute(
      sql`select id from listings where is_active and not is_sold and category = ${category}
          and price_cents between ${min * 100} and ${max * 100} order by ${sql.raw(order)} limit 20`,
    );
    return rowsOf<{ id: string }>(result).map((r) => r.id);
  }

  for (const [sort, order] of Object.entries(ORDERS)) {
    it(`lists by ${sort} exactly as sorting every match would, across two pages`, async () => {
      for (const [category, min, max] of [
        ['Jackets', 15, 70],
        ['Shoes', 10, 55],
      ] as const) {
        const url = `/api/listings?category=${category}&minPrice=${min}&maxPrice=${max}&sort=${sort}&limit=10`;
        const first = (await app.inject({ method: 'GET', url })).json() as {
          listings: { id: string }[];
          nextCursor: string | null;
          total: number;
        };
        const next = (
          await app.inject({ method: 'GET', url: `${url}&cursor=${first.nextCursor}` })
        ).json() as { listings: { id: string }[] };
        const expected = await plain(category, min, max, order);
        expect(expected.length).toBeGreaterThan(10);
        expect([...first.listings, ...next.listings].map((l) => l.id)).toEqual(expected);
        const counted = await app.ctx.db.execute(
          sql`select count(*)::int as n from listings where is_active and not is_sold
              and category = ${category} and price_cents between ${min * 100} and ${max * 100}`,
        );
        expect(first.total).toBe(rowsOf<{ n: number }>(counted)[0]!.n);
      }
    });
  }
});
