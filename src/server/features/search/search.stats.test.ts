import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';

let app: TestApp;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

beforeAll(async () => {
  app = await createTestApp();
  const anna = await signUp(app);
  const leo = await signUp(app);
  const base = { description: 'Good condition', priceCents: 2000, images: [] as string[] };
  await app.ctx.db.insert(listings).values([
    {
      ...base,
      sellerId: anna.user.id,
      title: 'Black boots',
      category: 'Shoes',
      imageUrl: '/uploads/a/1280.webp',
      createdAt: daysAgo(0.5),
    },
    { ...base, sellerId: anna.user.id, title: 'Red sneakers', category: 'Shoes', createdAt: daysAgo(3) },
    {
      ...base,
      sellerId: leo.user.id,
      title: 'Denim jacket',
      category: 'Jackets',
      images: ['/uploads/b/1280.webp'],
      createdAt: daysAgo(20),
    },
    { ...base, sellerId: leo.user.id, title: 'Wool hat', category: 'Hats', createdAt: daysAgo(60) },
    // Neither of these counts anywhere: one is sold, one is switched off by its seller.
    {
      ...base,
      sellerId: leo.user.id,
      title: 'Sold tee',
      category: 'Tops',
      isSold: true,
      createdAt: daysAgo(0.1),
    },
    {
      ...base,
      sellerId: leo.user.id,
      title: 'Hidden bag',
      category: 'Bags',
      isActive: false,
      createdAt: daysAgo(0.1),
    },
  ]);
});

afterAll(async () => {
  await app.dispose();
});

describe('GET /api/listings/stats', () => {
  it('counts active unsold listings, their categories and sellers, and this week by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/listings/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      activeListings: 4,
      categoriesWithListings: 3,
      averageSellerRating: null,
      newThisPeriod: 2,
      sellers: 2,
      timeFrame: 'week',
    });
  });

  it('follows the time frame', async () => {
    const day = await app.inject({ method: 'GET', url: '/api/listings/stats?timeFrame=day' });
    const month = await app.inject({ method: 'GET', url: '/api/listings/stats?timeFrame=month' });
    expect(day.json()).toMatchObject({ newThisPeriod: 1, timeFrame: 'day' });
    expect(month.json()).toMatchObject({ newThisPeriod: 3, timeFrame: 'month' });
  });

  it('rejects an unknown time frame with a clear 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/listings/stats?timeFrame=year' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Unknown time frame: use day, week or month');
  });
});

describe('GET /api/listings/category-counts', () => {
  it('answers every browse category with its active count and a photo when one exists', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/listings/category-counts' });
    expect(res.statusCode).toBe(200);
    const categories = res.json().categories as { name: string; count: number; imageUrl: string | null }[];
    expect(categories).toHaveLength(15);
    const byName = Object.fromEntries(categories.map((c) => [c.name, c]));
    expect(byName.Shoes).toEqual({ name: 'Shoes', count: 2, imageUrl: '/uploads/a/1280.webp' });
    expect(byName.Jackets).toEqual({ name: 'Jackets', count: 1, imageUrl: '/uploads/b/1280.webp' });
    expect(byName.Hats).toEqual({ name: 'Hats', count: 1, imageUrl: null });
    // 'Bags & Accessories' includes Hats; the inactive bag is left out.
    expect(byName['Bags & Accessories']!.count).toBe(1);
    expect(byName.Tops!.count).toBe(0);
  });
});
