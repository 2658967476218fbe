import { describe, expect, it } from 'vitest';
import type { ScrapeListingReply } from '#shared/imports.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { useFixtureApp } from './imports.test-helpers.js';

// The preview shows a size as the page wrote it; the stored listing also spells it as the size filter
// reads it (src/shared/sizes.ts), so the filter finds imported listings and the page shows the original.
let app: TestApp;
let cookie: string;

useFixtureApp(async (started) => {
  ({ app } = started);
  ({ cookie } = await signUp(app));
});

const preview = async (url: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/scrape-listing',
    payload: { url },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScrapeListingReply>().listing;
};

describe('imported sizes', () => {
  it('are previewed as the page wrote them', async () => {
    expect((await preview(FIXTURE_URLS.mercariOnSale)).size).toBe('30');
    expect((await preview(FIXTURE_URLS.poshmarkNoPictures)).size).toBe('OS');
    expect((await preview(FIXTURE_URLS.poshmarkWithPictures)).size).toBe('M');
  });

  it('are stored as the filter spells them for the mapped category, and shown as written', async () => {
    const shoes = await preview(FIXTURE_URLS.mercariHierarchy);
    expect([shoes.category, shoes.size]).toEqual(['Shoes', '10']);
    // As the single import's "Add" sends it (client import-listing.ts).
    const res = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie },
      payload: {
        title: shoes.title,
        description: shoes.description,
        priceCents: shoes.priceCents,
        images: shoes.images,
        category: shoes.category,
        size: shoes.size,
        originalUrl: shoes.originalUrl,
        sourcePlatform: shoes.sourcePlatform,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing).toMatchObject({ size: 'US 10', sizeAsWritten: '10', isActive: true });
  });
});
