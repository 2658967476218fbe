import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let sellerId: string;
const ids: Record<string, string> = {};
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  app = await createTestApp();
  const { user } = await signUp(app);
  sellerId = user.id;
  const rows = {
    // Older, so by trend alone it would come after the scarf.
    coat: { title: 'Wool coat', description: 'Warm and long', createdAt: hoursAgo(48) },
    scarf: { title: 'Plain scarf', description: 'Goes with any wool coat', createdAt: hoursAgo(1) },
    jumper: { title: 'Cashmere jumper', description: 'Soft', createdAt: hoursAgo(3) },
    knit: { title: 'Knit top', description: 'A soft cashmere blend', createdAt: hoursAgo(3) },
    sandals: { title: 'Leather sandals', description: 'Handmade in Portugal', createdAt: hoursAgo(3) },
    // Seventeen title words that begin with 'qz' — more completions than a search expands.
    many: {
      title: Array.from({ length: 17 }, (_, i) => `qz${String.fromCharCode(97 + i)}x`).join(' '),
      description: 'Listing with many words',
      createdAt: hoursAgo(3),
    },
    qzdescription: { title: 'Linen shirt', description: 'Dyed with qzzz', createdAt: hoursAgo(3) },
    cheap: { title: 'Pricetest scarf', description: 'Plain', priceCents: 1000, createdAt: hoursAgo(5) },
    dear: { title: 'Pricetest scarf', description: 'Plain', priceCents: 3000, createdAt: hoursAgo(4) },
    middling: { title: 'Pricetest scarf', description: 'Plain', priceCents: 2000, createdAt: hoursAgo(6) },
  };
  for (const [key, row] of Object.entries(rows)) {
    const [r] = await app.ctx.db
      .insert(listings)
      .values({ sellerId: user.id, priceCents: 3000, images: ['/uploads/x/1280.webp'], ...row })
      .returning({ id: listings.id });
    ids[key] = r!.id;
  }
});
afterAll(async () => {
  await app.dispose();
});

type Page = {
  listings: { id: string; title: string; createdAt: string }[];
  nextCursor: string | null;
  total: number;
};
async function searchPage(term: string, extra = ''): Promise<Page> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listings?search=${encodeURIComponent(term)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function search(term: string): Promise<string[]> {
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (await searchPage(term)).listings.map((l) => byId[l.id]!);
}

describe('search relevance and completion', () => {
  it('ranks a title match above a newer description-only match', async () => {
    expect(await search('wool coat')).toEqual(['coat', 'scarf']);
  });

  it('completes the last word from titles and brands, and finds the completion in descriptions too', async () => {
    expect((await search('cashm')).sort()).toEqual(['jumper', 'knit']);
    expect((await search('soft cashm')).sort()).toEqual(['jumper', 'knit']);
  });

  it('searches a prefix no title word begins as a prefix, so descriptions still match as you type', async () => {
    expect(await search('portu')).toEqual(['sandals']);
  });

  it('sorts a search by price or date, page by page', async () => {
    const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    const first = await searchPage('pricetest', '&sort=price-low&limit=2');
    expect(first.listings.map((l) => byId[l.id])).toEqual(['cheap', 'middling']);
    const second = await searchPage('pricetest', `&sort=price-low&limit=2&cursor=${first.nextCursor}`);
    expect(second.listings.map((l) => byId[l.id])).toEqual(['dear']);
    expect(second.nextCursor).toBeNull();
    const newest = await searchPage('pricetest', '&sort=newest');
    expect(newest.listings.map((l) => byId[l.id])).toEqual(['dear', 'cheap', 'middling']);
  });

  it('searches a prefix that begins too many title words as a prefix', async () => {
    expect((await search('qz')).sort()).toEqual(['many', 'qzdescription']);
  });
});

describe('a broad search', () => {
  it('ranks its hottest matches first, then pages through every other match by trend', async () => {
    // 2,100 plain matches, newest first in trend; one of them the best match; one old best match.
    await app.ctx.db.execute(sql`
      insert into listings (seller_id, title, description, price_cents, images, created_at)
      select ${sellerId}, case when g = 50 then 'Broadword broadword top' else 'Broadword tee' end,
        'Plain', 1000, array['/uploads/x/1280.webp'], now() - make_interval(mins => g)
      from generate_series(1, 2100) g`);
    await app.ctx.db.execute(sql`
      insert into listings (seller_id, title, brand, description, price_cents, images, created_at)
      values (${sellerId}, 'Broadword broadword vest', 'Broadword', 'Broadword', 1000,
        array['/uploads/x/1280.webp'], now() - interval '400 days')`);

    const first = await searchPage('broadword', '&limit=100');
    expect(first.total).toBe(2101);
    // Within the window of the 200 hottest matches, relevance wins.
    expect(first.listings[0]!.title).toBe('Broadword broadword top');
    const seen = new Set(first.listings.map((l) => l.id));
    const titles = first.listings.map((l) => l.title);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await searchPage('broadword', `&limit=100&cursor=${cursor}`);
      for (const l of page.listings) {
        expect(seen.has(l.id), 'no listing twice').toBe(false);
        seen.add(l.id);
        titles.push(l.title);
      }
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(2101);
    // The old listing lies beyond the window, so it comes last, by trend.
    expect(titles.at(-1)).toBe('Broadword broadword vest');

    // Sorted by date, a broad search walks the date index: the old listing comes last there too.
    const newest = await searchPage('broadword', '&sort=newest&limit=100');
    expect(newest.total).toBe(2101);
    const dates = newest.listings.map((l) => l.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const cheapest = await searchPage('broadword', '&sort=price-low&limit=100');
    expect(cheapest.listings).toHaveLength(100);
  });
});
