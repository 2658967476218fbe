import { describe, expect, it } from 'vitest';
import type { ScrapeListingReply } from '#shared/imports.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { useFixtureApp } from './imports.test-helpers.js';

// The importer stores sizes as the size filter reads them (src/shared/sizes.ts), so the filter finds imported listings.
let app: TestApp;
let cookie: string;

useFixtureApp(async (started) => {
  ({ app } = started);
  ({ cookie } = await signUp(app));
});

const previewSize = async (url: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/scrape-listing',
    payload: { url },
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { listing } = res.json<ScrapeListingReply>();
  return [listing.category, listing.size];
};

describe('imported sizes', () => {
  it('are spelt as their size system spells them, for the mapped category', async () => {
    expect(await previewSize(FIXTURE_URLS.mercariOnSale)).toEqual(['Bottoms', 'W30']);
    expect(await previewSize(FIXTURE_URLS.mercariHierarchy)).toEqual(['Shoes', 'US 10']);
    expect((await previewSize(FIXTURE_URLS.poshmarkNoPictures))[1]).toBe('One Size');
    expect((await previewSize(FIXTURE_URLS.poshmarkWithPictures))[1]).toBe('M');
  });
});
