import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, testDatabaseKind, type TestApp } from '../../test/test-app.js';
import { addReviews } from '../reviews/reviews.test-helpers.js';
import { forgetKeptCards } from './search.cards.js';

/** The seller's rating on every card, on the listing's seller card and in the trending figures. */

let app: TestApp;
const sellers: Record<'rated' | 'half' | 'unrated' | 'gone', string> = {
  rated: '',
  half: '',
  unrated: '',
  gone: '',
};
let jacketId = '';

beforeAll(async () => {
  app = await createTestApp();
  const buyer = await signUp(app);
  for (const key of Object.keys(sellers) as (keyof typeof sellers)[]) {
    sellers[key] = (await signUp(app)).user.id;
  }
  const base = { description: 'Good condition', priceCents: 3000, images: [] as string[] };
  const rows = await app.ctx.db
    .insert(listings)
    .values([
      { ...base, sellerId: sellers.rated, title: 'Wool jacket' },
      { ...base, sellerId: sellers.rated, title: 'Wool scarf' },
      { ...base, sellerId: sellers.half, title: 'Silk dress' },
      { ...base, sellerId: sellers.unrated, title: 'Linen shirt' },
      // This seller has nothing for sale: their reviews are not in the trending figure.
      { ...base, sellerId: sellers.gone, title: 'Old boots', isActive: false },
    ])
    .returning({ id: listings.id, title: listings.title });
  jacketId = rows.find((r) => r.title === 'Wool jacket')!.id;
  // 13 / 3 = 4.333… → 4.3; 9 / 2 = 4.5; the absent seller's 1s would pull the average down.
  await addReviews(app, sellers.rated, buyer.user.id, [5, 4, 4]);
  await addReviews(app, sellers.half, buyer.user.id, [5, 4]);
  await addReviews(app, sellers.gone, buyer.user.id, [1, 1]);
});

afterAll(async () => {
  await app.dispose();
});

type Card = { title: string; sellerRating: unknown };

describe(`seller ratings (${testDatabaseKind})`, () => {
  it('puts each seller’s average (one decimal) and count on their cards; none for a seller without reviews', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/listings?sort=newest' });
    expect(res.statusCode).toBe(200);
    const byTitle = Object.fromEntries(
      (res.json().listings as Card[]).map((card) => [card.title, card.sellerRating]),
    );
    expect(byTitle).toEqual({
      'Wool jacket': { averageRating: 4.3, reviewCount: 3 },
      'Wool scarf': { averageRating: 4.3, reviewCount: 3 },
      'Silk dress': { averageRating: 4.5, reviewCount: 2 },
      'Linen shirt': { averageRating: null, reviewCount: 0 },
    });
  });

  it('reads the ratings of a page in one query, however many cards and sellers, and none for kept cards', async () => {
    // Only PGlite exposes one client object every statement goes through.
    if (testDatabaseKind !== 'pglite') return;
    const client = (app.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    forgetKeptCards(app.ctx.db);
    const spy = vi.spyOn(client, 'query');
    const reads = (pattern: RegExp) => spy.mock.calls.filter(([text]) => pattern.test(String(text))).length;
    try {
      const res = await app.inject({ method: 'GET', url: '/api/listings?sort=price-low&limit=10' });
      expect(res.json().listings).toHaveLength(4);
      expect(reads(/\breviews\b/)).toBe(1);
      expect(reads(/\bjoin users\b/)).toBe(1);
      // Another page of the same listings: its cards are kept, so neither the sellers nor their
      // ratings are read again; the likes are.
      spy.mockClear();
      const other = await app.inject({ method: 'GET', url: '/api/listings?sort=price-high&limit=10' });
      expect(other.json().listings).toHaveLength(4);
      expect(reads(/\breviews\b/)).toBe(0);
      expect(reads(/\bjoin users\b/)).toBe(0);
      expect(reads(/like_count/)).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives the listing page the seller’s rating for the seller card', async () => {
    const rated = await app.inject({ method: 'GET', url: `/api/listings/${jacketId}` });
    expect(rated.json().listing.sellerRating).toEqual({ averageRating: 4.3, reviewCount: 3 });
    const shirt = (await app.inject({ method: 'GET', url: '/api/listings?search=linen' })).json().listings[0];
    const unrated = await app.inject({ method: 'GET', url: `/api/listings/${shirt.id}` });
    expect(unrated.json().listing.sellerRating).toEqual({ averageRating: null, reviewCount: 0 });
  });

  it('embeds the same ratings in the trending page’s first paint', async () => {
    const html = (await app.inject({ method: 'GET', url: '/trending?sort=newest' })).body;
    const initial = JSON.parse(/id="rethread-initial-data">(.*?)<\/script>/.exec(html)![1]!);
    const page = initial['/api/listings?sort=newest'];
    expect(page.listings.map((c: Card) => c.sellerRating)).toContainEqual({
      averageRating: 4.5,
      reviewCount: 2,
    });
  });

  it('averages every review of the sellers with something for sale for the trending figures', async () => {
    const stats = (await app.inject({ method: 'GET', url: '/api/listings/stats' })).json();
    // (5 + 4 + 4 + 5 + 4) / 5 = 4.4; the 1s of the seller with nothing for sale do not count.
    expect(stats.averageSellerRating).toBe(4.4);
  });
});
