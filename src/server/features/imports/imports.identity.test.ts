import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importListingKey, type ScrapeListingReply } from '#shared/imports.js';
import { listings } from '../../db/schema.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { closetPostId, FIXTURE_URLS } from './fixtures/fixture-server.js';
import { useFixtureApp, testWorkers, waitForJob } from './imports.test-helpers.js';

let app: TestApp;

useFixtureApp((started) => ({ app } = started));

const scrape = async (cookie: string, url: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/scrape-listing',
    payload: { url },
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<ScrapeListingReply>().listing;
};

/** "Add to My Closet" as a client that sends only the spec's fields (docs/product/06-imports.md §6.2) — no isSold. */
const addToCloset = (cookie: string, listing: ScrapeListingReply['listing']) =>
  app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload: {
      title: listing.title,
      description: listing.description,
      priceCents: listing.priceCents,
      images: listing.images,
      category: listing.category ?? '',
      color: listing.color ?? '',
      styleTags: listing.styleTags,
      originalUrl: listing.originalUrl,
      sourcePlatform: listing.sourcePlatform,
    },
  });

const sellerListings = (sellerId: string) =>
  app.ctx.db.select().from(listings).where(eq(listings.sellerId, sellerId));

// The closet step writes a lower-case slug; a pasted link keeps the seller's title case.
const PASTED = FIXTURE_URLS.poshmarkWithPictures;
const CLOSET_STYLE = 'https://poshmark.com/listing/madewell-wool-coat-a1b2c3d4e5f6a7b8c9d0e1f2';

describe('importListingKey', () => {
  it("is the site's own id, whatever the slug, host spelling, query or trailing slash", () => {
    expect(importListingKey(PASTED)).toBe('poshmark:a1b2c3d4e5f6a7b8c9d0e1f2');
    expect(importListingKey(CLOSET_STYLE)).toBe('poshmark:a1b2c3d4e5f6a7b8c9d0e1f2');
    expect(importListingKey('https://www.poshmark.com/listing/A1B2C3D4E5F6A7B8C9D0E1F2/?x=1')).toBe(
      'poshmark:a1b2c3d4e5f6a7b8c9d0e1f2',
    );
    expect(importListingKey('https://mercari.com/item/M12345678901')).toBe('mercari:m12345678901');
    expect(importListingKey('https://www.mercari.com/us/item/m12345678901/?ref=share')).toBe(
      'mercari:m12345678901',
    );
    expect(importListingKey('https://example.com/listing/a1b2c3d4e5f6a7b8c9d0e1f2')).toBeNull();
    expect(importListingKey(null)).toBeNull();
  });
});

describe('one listing per item, whatever the URL spelling', () => {
  it('a pasted link and the closet-step slug of one Poshmark listing import once', async () => {
    const { cookie, user } = await signUp(app);
    const first = await addToCloset(cookie, await scrape(cookie, PASTED));
    expect(first.statusCode).toBe(201);
    const second = await addToCloset(cookie, await scrape(cookie, CLOSET_STYLE));
    expect(second.statusCode).toBe(409);

    // The bulk job with both spellings (and the one already imported) adds nothing.
    const job = await app.inject({
      method: 'POST',
      url: '/api/bulk-import-jobs',
      payload: { listingUrls: [CLOSET_STYLE, PASTED] },
      headers: { cookie },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json().totalUrls).toBe(1);
    const workers = await testWorkers(app);
    try {
      const done = await waitForJob(app, job.json().jobId);
      expect(done.progressData.map((e) => e.status)).toEqual(['skipped']);
    } finally {
      await workers.stop();
    }
    const rows = await sellerListings(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sourceListingKey).toBe('poshmark:a1b2c3d4e5f6a7b8c9d0e1f2');
  });

  it('a bulk job given two spellings of one closet item makes one listing', async () => {
    const { cookie, user } = await signUp(app);
    const id = closetPostId('fixture_closet', 7);
    const job = await app.inject({
      method: 'POST',
      url: '/api/bulk-import-jobs',
      payload: {
        listingUrls: [
          `https://poshmark.com/listing/Some-Title-${id}`,
          `https://poshmark.com/listing/x-${id}`,
        ],
      },
      headers: { cookie },
    });
    const workers = await testWorkers(app);
    try {
      await waitForJob(app, job.json().jobId);
    } finally {
      await workers.stop();
    }
    expect(await sellerListings(user.id)).toHaveLength(1);
  });

  it('a listing imported before the key existed (keyed by its old URL) still matches', async () => {
    const { cookie, user } = await signUp(app);
    const first = await addToCloset(cookie, await scrape(cookie, PASTED));
    expect(first.statusCode).toBe(201);
    // As before migration 0011: only original_url was stored. Its backfill gives the key back.
    await app.ctx.db.update(listings).set({ sourceListingKey: null }).where(eq(listings.sellerId, user.id));
    const migration = await readFile(
      new URL('../../db/migrations/0011_import_keys_csv_jobs_scrapes.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((s) => s.includes('UPDATE "listings"'))!;
    await app.ctx.db.execute(sql.raw(backfill));

    const again = await addToCloset(cookie, await scrape(cookie, CLOSET_STYLE));
    expect(again.statusCode).toBe(409);
    const rows = await app.ctx.db
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.sellerId, user.id),
          eq(listings.sourceListingKey, 'poshmark:a1b2c3d4e5f6a7b8c9d0e1f2'),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('a sold item imported by URL stays sold', () => {
  it('the server holds to its own scrape even when the client leaves isSold out', async () => {
    const { cookie, user } = await signUp(app);
    const scraped = await scrape(cookie, FIXTURE_URLS.mercariSold);
    expect(scraped.isSold).toBe(true);
    const res = await addToCloset(cookie, scraped);
    expect(res.statusCode).toBe(201);
    expect(res.json().listing.isSold).toBe(true);
    const [row] = await sellerListings(user.id);
    expect(row).toMatchObject({ isSold: true, originalUrl: FIXTURE_URLS.mercariSold });
    // Not for sale: the storefront's search leaves it out.
    const search = await app.inject({
      method: 'GET',
      url: `/api/listings?q=${encodeURIComponent(scraped.title)}`,
    });
    expect(search.json().listings.map((l: { id: string }) => l.id)).not.toContain(row!.id);
  });

  it('an item on sale stays buyable, and a seller may still mark one sold', async () => {
    const { cookie, user } = await signUp(app);
    const scraped = await scrape(cookie, FIXTURE_URLS.mercariOnSale);
    expect((await addToCloset(cookie, scraped)).json().listing.isSold).toBe(false);
    const other = await signUp(app);
    const mine = await scrape(other.cookie, FIXTURE_URLS.mercariOnSale);
    const res = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: other.cookie },
      payload: {
        title: mine.title,
        description: mine.description,
        priceCents: mine.priceCents,
        images: mine.images,
        originalUrl: mine.originalUrl,
        isSold: true,
      },
    });
    expect(res.json().listing.isSold).toBe(true);
    expect((await sellerListings(user.id))[0]!.isSold).toBe(false);
  });
});
