import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalListingUrl, type BulkImportJob } from '#shared/imports.js';
import { listingMessages } from '#shared/listings.js';
import { listings } from '../../db/schema.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { testWorkers, useFixtureApp, waitForJob } from './imports.test-helpers.js';

/**
 * The real-page import check (docs/product/06-imports.md §6.5): every fact of each of the 11 real-page
 * fixtures, as the stored listing holds it after a bulk import. A page Rethread cannot place in a
 * fashion category lands as a draft that asks its seller for one, never as "Clothing".
 */

let app: TestApp;
useFixtureApp((started) => ({ app } = started));

// One import of the 11 pages (photos re-encoded and all) serves every check below.
let cookie: string;
let progress: BulkImportJob['progressData'];
let rows: (typeof listings.$inferSelect)[];
beforeAll(async () => {
  const seller = await signUp(app);
  cookie = seller.cookie;
  progress = await importAll(cookie);
  rows = await app.ctx.db.select().from(listings).where(eq(listings.sellerId, seller.user.id));
}, 120_000);
// Stored and reported as the canonical URL ("www.poshmark.com" → "poshmark.com").
const rowOf = (url: string) => rows.find((r) => r.originalUrl === canonicalListingUrl(url))!;

type Facts = {
  title: string;
  priceCents: number;
  photos: number;
  brand: string | null;
  color: string | null;
  description: string;
  isSold: boolean;
  condition: string | null;
  category: string | null;
  /** As the size filter reads it, then as the page wrote it (null: the same). */
  size: string | null;
  sizeAsWritten: string | null;
};

const none = { brand: null, color: null, condition: null, size: null, sizeAsWritten: null, isSold: false };

const REAL_PAGES: Record<string, Facts> = {
  [FIXTURE_URLS.jsonLd]: {
    ...none,
    title: 'Everlane Cashmere Sweater',
    priceCents: 6800,
    photos: 2,
    brand: 'Everlane',
    color: 'Brown',
    description: 'Crew neck, oatmeal colour.',
    category: 'Tops',
  },
  [FIXTURE_URLS.mercariDomOnly]: {
    ...none,
    title: 'Coach Leather Tote',
    priceCents: 38900,
    photos: 1,
    description: 'Pebbled leather.\nSome wear on the corners.',
    category: 'Bags',
  },
  [FIXTURE_URLS.mercariHierarchy]: {
    title: 'Nike Air Max 90',
    priceCents: 8500,
    photos: 1,
    brand: 'Nike',
    color: 'White',
    description: 'Worn twice, box included.',
    isSold: false,
    condition: 'Used',
    category: 'Shoes',
    size: 'US 10',
    sizeAsWritten: '10',
  },
  [FIXTURE_URLS.mercariNoCategoryPath]: {
    ...none,
    title: 'Sony PlayStation 5 Console Disc Edition',
    priceCents: 38000,
    photos: 1,
    brand: 'Sony',
    description: 'Works perfectly, one controller included.',
    condition: 'Used',
    category: null,
  },
  [FIXTURE_URLS.mercariOnSale]: {
    title: "Levi's 501 Vintage Jeans",
    priceCents: 4500,
    photos: 2,
    brand: "Levi's",
    color: 'Blue',
    description: 'Classic straight leg.\nLight wash, no rips.\n\nWaist 30, inseam 32.',
    isSold: false,
    condition: 'Used',
    category: 'Bottoms',
    size: 'W30',
    sizeAsWritten: '30',
  },
  [FIXTURE_URLS.mercariSold]: {
    title: 'Nike Air Max 90',
    priceCents: 8000,
    photos: 1,
    brand: 'Nike',
    color: 'Gray',
    description: 'Worn twice. Box included.',
    isSold: true,
    condition: 'New with Tags',
    category: 'Shoes',
    size: 'US 10',
    sizeAsWritten: '10',
  },
  [FIXTURE_URLS.openGraphOnly]: {
    ...none,
    title: 'Gucci Marmont Belt',
    priceCents: 110000,
    photos: 1,
    description: 'Black leather, gold hardware. Size 85.',
    category: 'Belts',
  },
  [FIXTURE_URLS.poshmarkNoCondition]: {
    ...none,
    title: 'Striped Cotton Tee',
    priceCents: 1800,
    photos: 1,
    brand: 'J.Crew',
    color: 'Black, White, Gray',
    description: 'Breton stripes, boxy fit.',
    category: 'Tops',
    size: 'S',
  },
  [FIXTURE_URLS.poshmarkNoPictures]: {
    title: 'Kate Spade Silk Scarf',
    priceCents: 2450,
    photos: 1,
    brand: 'Kate Spade',
    color: 'Pink',
    description: 'Never worn. Tags attached. A "}"-shaped stain? No — spotless.',
    isSold: true,
    condition: 'New with Tags',
    category: 'Scarves',
    size: 'One Size',
    sizeAsWritten: 'OS',
  },
  [FIXTURE_URLS.poshmarkWithPictures]: {
    title: 'Madewell Wool Coat',
    priceCents: 110000,
    photos: 3,
    brand: 'Madewell',
    color: 'Gray',
    description: 'Warm and structured {fits true to size}; worn one season.\nDry cleaned.',
    isSold: false,
    condition: 'Used',
    category: 'Jackets',
    size: 'M',
    sizeAsWritten: null,
  },
  [FIXTURE_URLS.visibleText]: {
    ...none,
    title: 'Frye Harness Boots',
    priceCents: 110000,
    photos: 1,
    description: 'Hand-stitched leather, barely used.',
    category: 'Shoes',
  },
};

async function importAll(sellerCookie: string): Promise<BulkImportJob['progressData']> {
  const listingUrls = Object.keys(REAL_PAGES);
  const res = await app.inject({
    method: 'POST',
    url: '/api/bulk-import-jobs',
    payload: { listingUrls },
    headers: { cookie: sellerCookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  const workers = await testWorkers(app);
  try {
    return (await waitForJob(app, res.json().jobId)).progressData;
  } finally {
    await workers.stop();
  }
}

describe('the real-page import check', () => {
  it('stores every fact of all 11 real pages right, and files nothing as Clothing', async () => {
    expect(progress.map((e) => [e.url, e.status]).sort()).toEqual(
      Object.keys(REAL_PAGES)
        .map((url) => [canonicalListingUrl(url), 'success'])
        .sort(),
    );
    expect(rows).toHaveLength(11);
    for (const [url, facts] of Object.entries(REAL_PAGES)) {
      const row = rowOf(url);
      const { photos, ...fields } = facts;
      expect({ url, ...row }, url).toMatchObject({ url, ...fields });
      expect(row?.images, url).toHaveLength(photos);
      // Only what Rethread could not place waits for a category; everything else is on sale.
      expect(row, url).toMatchObject({
        needsCategory: facts.category === null,
        isActive: facts.category !== null,
      });
    }
    expect(rows.filter((r) => r.category === 'Clothing')).toEqual([]);

    // The job's result says which import needs a category.
    const consoleEntry = progress.find(
      (e) => e.url === canonicalListingUrl(FIXTURE_URLS.mercariNoCategoryPath),
    )!;
    expect(consoleEntry).toMatchObject({ needsCategory: true });
    expect(consoleEntry.error).toMatch(/needs a category/);
    expect(progress.filter((e) => e.needsCategory)).toHaveLength(1);
  });

  it('a draft without a category cannot go live until its seller chooses one', async () => {
    const ps5 = rowOf(FIXTURE_URLS.mercariNoCategoryPath);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/listings/${ps5.id}`, payload, headers: { cookie } });
    const detail = (c?: string) =>
      app.inject({ method: 'GET', url: `/api/listings/${ps5.id}`, headers: c ? { cookie: c } : {} });

    // A draft: only its seller sees it, and the reply says what it waits for.
    expect((await detail()).statusCode).toBe(404);
    expect((await detail(cookie)).json().listing).toMatchObject({
      needsCategory: true,
      isActive: false,
      category: null,
    });

    const refused = await patch({ isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(listingMessages.needsCategory);
    // Other edits are fine and leave it a draft.
    expect((await patch({ title: 'PS5 console, disc edition' })).statusCode).toBe(200);
    expect((await patch({ isActive: true, category: null })).statusCode).toBe(400);

    const chosen = await patch({ category: 'Accessories' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().listing).toMatchObject({ needsCategory: false, isActive: false });
    const live = await patch({ isActive: true });
    expect(live.statusCode, live.body).toBe(200);
    expect((await detail()).json().listing).toMatchObject({ isActive: true, category: 'Accessories' });
  });

  it('a single import (preview, then Add) of a page without a category is such a draft too', async () => {
    const other = await signUp(app);
    const scraped = await app.inject({
      method: 'POST',
      url: '/api/scrape-listing',
      payload: { url: FIXTURE_URLS.mercariNoCategoryPath },
      headers: { cookie: other.cookie },
    });
    const { listing } = scraped.json();
    expect(listing.category).toBeNull();
    const created = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: other.cookie },
      payload: {
        title: listing.title,
        description: listing.description,
        priceCents: listing.priceCents,
        images: listing.images,
        originalUrl: listing.originalUrl,
        sourcePlatform: listing.sourcePlatform,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().listing).toMatchObject({ needsCategory: true, isActive: false, category: null });
  });

  it('shows a size as the page wrote it, and filters by its spelling', async () => {
    const jeans = rowOf(FIXTURE_URLS.mercariOnSale);
    const shown = (await app.inject({ method: 'GET', url: `/api/listings/${jeans.id}` })).json().listing;
    expect(shown).toMatchObject({ size: 'W30', sizeAsWritten: '30' });
    const found = await app.inject({ method: 'GET', url: '/api/listings?category=Jeans&sizes=W30&limit=50' });
    expect(found.json().listings.map((l: { id: string }) => l.id)).toContain(jeans.id);

    // The edit screen sends the stored spelling back: the written size stays; a new size replaces it.
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/listings/${jeans.id}`, payload, headers: { cookie } });
    expect((await patch({ size: 'W30', title: "Levi's 501 jeans" })).json().listing).toMatchObject({
      size: 'W30',
      sizeAsWritten: '30',
    });
    expect((await patch({ size: 'W31' })).json().listing).toMatchObject({ size: 'W31', sizeAsWritten: null });
  });
});
