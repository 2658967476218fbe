import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browsePageSchema, listingCardSchema, PRICE_RANGE_MESSAGE } from '#shared/search.js';
import { favorites, listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
const ids: Record<string, string> = {};

type Row = typeof listings.$inferInsert;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  app = await createTestApp();
  seller = await signUp(app);
  other = await signUp(app);
  const base = { sellerId: seller.user.id, description: 'Good condition', images: ['/uploads/x/1280.webp'] };
  const rows: ({ key: string } & Partial<Row>)[] = [
    {
      key: 'jacket',
      title: 'Vintage leather jacket',
      brand: 'Schott',
      category: 'Jackets',
      color: 'Black',
      size: 'M',
      priceCents: 12000,
      gender: 'Men',
      condition: 'Used',
      createdAt: hoursAgo(2),
    },
    {
      key: 'adidas',
      title: 'Samba sneakers',
      brand: 'Adidas',
      category: 'Shoes',
      color: 'White',
      size: 'L',
      priceCents: 6500,
      gender: 'Women',
      condition: 'New with Tags',
      createdAt: hoursAgo(30),
    },
    {
      key: 'levis',
      title: "Levi's 501 straight jeans",
      brand: "Levi's",
      category: 'Bottoms',
      color: 'Blue',
      size: 'S',
      priceCents: 4000,
      gender: 'Women',
      condition: 'Used',
      createdAt: hoursAgo(24 * 10),
    },
    {
      key: 'dress',
      title: 'Silk slip dress',
      brand: 'Reformation',
      category: 'Dresses',
      color: 'Red',
      size: 'XS',
      priceCents: 2000,
      gender: 'Women',
      condition: 'Used',
      createdAt: hoursAgo(24 * 40),
    },
    {
      key: 'bag',
      title: 'Canvas tote bag',
      brand: null,
      category: 'Bags',
      color: 'Green',
      size: null,
      priceCents: 60000,
      gender: null,
      condition: 'Used',
      createdAt: hoursAgo(5),
    },
    {
      key: 'hidden',
      title: 'Hidden wool jacket',
      brand: 'Uniqlo',
      category: 'Jackets',
      color: 'Gray',
      size: 'M',
      priceCents: 3000,
      isActive: false,
      createdAt: hoursAgo(1),
    },
    {
      key: 'sold',
      title: 'Sold denim jacket',
      brand: "Levi's",
      category: 'Jackets',
      color: 'Blue',
      size: 'M',
      priceCents: 5000,
      isSold: true,
      createdAt: hoursAgo(1),
    },
  ];
  for (const { key, ...row } of rows) {
    const [r] = await app.ctx.db
      .insert(listings)
      .values({ ...base, ...row } as Row)
      .returning({ id: listings.id });
    ids[key] = r!.id;
  }
  // Engagement makes the old Levi's trend above newer, unloved listings.
  const fans = await Promise.all([signUp(app), signUp(app), signUp(app)]);
  for (const fan of fans)
    await app.ctx.db.insert(favorites).values({ userId: fan.user.id, listingId: ids.levis! });
});
afterAll(async () => {
  await app.dispose();
});

// The answer is joined from kept card JSON (search.cards.ts), not serialised through the reply schema:
// every answer here must still be exactly that schema's shape, no field missing or extra.
const exactPage = browsePageSchema.extend({ listings: z.array(listingCardSchema.strict()) }).strict();

async function browse(query: string, cookie?: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listings${query}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode === 200) exactPage.parse(res.json());
  return res;
}
async function keys(query: string, cookie?: string): Promise<string[]> {
  const res = await browse(query, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json().listings as { id: string }[]).map((l) => byId[l.id]!);
}

describe('GET /api/listings', () => {
  it('shows only active, unsold listings by default, with card fields and a total', async () => {
    const res = await browse('?sort=newest');
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.nextCursor).toBeNull();
    expect(body.listings[0]).toMatchObject({
      title: 'Vintage leather jacket',
      seller: { handle: seller.user.handle },
    });
    expect(await keys('?sort=newest')).toEqual(['jacket', 'bag', 'adidas', 'levis', 'dress']);
  });

  it('shows a seller their own inactive and sold listings, and nobody else', async () => {
    expect(await keys(`?sellerId=${seller.user.id}&sort=newest`, seller.cookie)).toEqual(
      expect.arrayContaining(['hidden', 'sold']),
    );
    expect(await keys(`?sellerId=${seller.user.id}`, other.cookie)).not.toContain('hidden');
    expect(await keys(`?sellerId=${other.user.id}`)).toEqual([]);
    expect(await keys('?sellerId=not-a-uuid')).toEqual([]);
  });

  it('filters by category from either option list, ignoring "all"', async () => {
    expect(await keys('?category=Jackets')).toEqual(['jacket']);
    expect(await keys('?category=Shoes')).toEqual(['adidas']);
    expect(await keys('?category=Jeans')).toEqual(['levis']);
    expect(await keys("?category=Women's%20Fashion&sort=price-low")).toEqual(['dress', 'levis', 'adidas']);
    expect(await keys('?category=Bags%20%26%20Accessories')).toEqual(['bag']);
    expect((await keys('?category=all')).length).toBe(5);
  });

  it('filters by type, colour, condition and sizes', async () => {
    expect(await keys('?type=Men')).toEqual(['jacket']);
    expect(await keys('?color=blue')).toEqual(['levis']);
    expect(await keys('?condition=New%20with%20Tags')).toEqual(['adidas']);
    expect(await keys('?sizes=xs,M&sort=price-low')).toEqual(['dress', 'jacket']);
  });

  it('filters by price presets, and a custom range overrides them', async () => {
    expect(await keys('?priceRange=under-25')).toEqual(['dress']);
    expect(await keys('?priceRange=over-500')).toEqual(['bag']);
    expect(await keys('?priceRange=50-100')).toEqual(['adidas']);
    expect(await keys('?priceRange=under-25&minPrice=40&maxPrice=65&sort=price-low')).toEqual([
      'levis',
      'adidas',
    ]);
    expect(await keys('?minPrice=abc&maxPrice=Infinity&sort=price-high')).toHaveLength(5); // non-finite ignored
  });

  it('refuses min > max with the spec message, and an unknown sort', async () => {
    const res = await browse('?minPrice=50&maxPrice=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PRICE_RANGE_MESSAGE);
    const bad = await browse('?sort=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Unknown sort/);
  });

  it('sorts by price, popularity and trend', async () => {
    expect(await keys('?sort=price-low')).toEqual(['dress', 'levis', 'adidas', 'jacket', 'bag']);
    expect(await keys('?sort=price-high')).toEqual(['bag', 'jacket', 'adidas', 'levis', 'dress']);
    expect((await keys('?sort=popular'))[0]).toBe('levis');
    const trending = await keys('?sort=trending');
    expect(trending.indexOf('levis')).toBeLessThan(trending.indexOf('dress'));
  });

  it('filters by time frame', async () => {
    expect(await keys('?timeFrame=day&sort=newest')).toEqual(['jacket', 'bag']);
    expect(await keys('?timeFrame=week&sort=newest')).toEqual(['jacket', 'bag', 'adidas']);
    expect((await keys('?timeFrame=month')).length).toBe(4);
  });

  it('searches titles and brands, as you type and through typos', async () => {
    expect(await keys('?search=leather%20jacket')).toEqual(['jacket']);
    expect(await keys('?search=jack')).toEqual(['jacket']); // prefix of the last word
    expect(await keys('?search=jaket')).toEqual(['jacket']);
    expect(await keys('?search=adiddas')).toEqual(['adidas']);
    expect(await keys('?search=levi')).toEqual(['levis']);
    expect(await keys('?search=%22slip%20dress%22')).toEqual(['dress']);
    expect(await keys('?search=%3B%20drop%20table%20listings')).toEqual([]);
    expect((await browse('?search=jacket')).json().total).toBe(1);
  });

  it('pages with an opaque cursor, without duplicates or gaps while new listings arrive', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let first = true;
    do {
      const res: { listings: { id: string }[]; nextCursor: string | null } = (
        await browse(`?sort=newest&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...res.listings.map((l) => l.id));
      cursor = res.nextCursor;
      if (first) {
        first = false;
        await app.ctx.db.insert(listings).values({
          sellerId: other.user.id,
          title: 'Brand new arrival',
          description: 'Fresh',
          priceCents: 999,
        });
      }
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    await app.ctx.db.delete(listings).where(eq(listings.title, 'Brand new arrival'));
  });

  it('refuses a tampered cursor with 400, and caps the limit', async () => {
    const res = await browse('?cursor=not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect((await browse('?limit=1000')).statusCode).toBe(200);
    expect((await browse('?limit=-5')).json().listings.length).toBeGreaterThan(0);
  });
});
