import { describe, expect, it } from 'vitest';
import { importMessages, type ScrapeListingReply, type ScrapeProfileReply } from '#shared/imports.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS, type FixtureServer } from './fixtures/fixture-server.js';
import { useFixtureApp } from './imports.test-helpers.js';

let app: TestApp;
let fixtures: FixtureServer;
let cookie: string;

useFixtureApp(async (started) => {
  ({ app, fixtures } = started);
  ({ cookie } = await signUp(app));
});

const scrape = (url: unknown, c: string | undefined = cookie) =>
  app.inject({
    method: 'POST',
    url: '/api/scrape-listing',
    payload: { url },
    headers: c ? { cookie: c } : {},
  });
const scrapeProfile = (url: unknown) =>
  app.inject({ method: 'POST', url: '/api/scrape-profile', payload: { url }, headers: { cookie } });

describe('POST /api/scrape-listing', () => {
  it('needs sign-in', async () => {
    const res = await scrape(FIXTURE_URLS.mercariOnSale, '');
    expect(res.statusCode).toBe(401);
  });

  it('refuses an empty URL and a URL on another host with the spec messages', async () => {
    expect((await scrape('')).json()).toMatchObject({ error: importMessages.urlRequired });
    const other = await scrape('https://www.ebay.com/itm/123');
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(importMessages.pasteListingUrl);
  });

  it.each([
    'http://poshmark.com/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://127.0.0.1/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://localhost/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://[::1]/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://2130706433/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://poshmark.com.evil.test/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://evil.test/poshmark.com/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://poshmark.com@evil.test/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://evil.test@poshmark.com/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
    'https://poshmark.com:444/listing/x-a1b2c3d4e5f6a7b8c9d0e1f2',
  ])('refuses %s without fetching anything', async (url) => {
    const before = fixtures.requests.length;
    const res = await scrape(url);
    expect(res.statusCode).toBe(400);
    expect(fixtures.requests.length).toBe(before);
  });

  it('refuses a redirect from an allowed host to a private address or another host', async () => {
    for (const url of [
      FIXTURE_URLS.redirectToPrivate,
      FIXTURE_URLS.redirectToMetadata,
      FIXTURE_URLS.redirectToEvilHost,
    ]) {
      const res = await scrape(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('IMPORT_URL_REFUSED');
    }
  });

  it('imports a Mercari item: dollars, canonical URL, photos re-hosted here', async () => {
    const res = await scrape('https://mercari.com/us/item/m12345678901?ref=share#top');
    expect(res.statusCode).toBe(200);
    const body = res.json<ScrapeListingReply>();
    expect(body.platform).toBe('mercari');
    expect(body.listing).toMatchObject({
      title: "Levi's 501 Vintage Jeans",
      price: 45,
      priceCents: 4500,
      category: 'Bottoms',
      originalUrl: 'https://www.mercari.com/us/item/m12345678901/',
      sourcePlatform: 'mercari',
      isSold: false,
    });
    expect(body.listing.images).toHaveLength(2);
    for (const url of body.listing.images) expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\/1280\.webp$/);
    expect(body.listing.imageUrl).toBe(body.listing.images[0]);
    const photo = await app.inject({ method: 'GET', url: body.listing.images[0]! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/webp');
  });

  it('imports a Poshmark listing with a price of $1,100 and its own three photos', async () => {
    const body = (await scrape(FIXTURE_URLS.poshmarkWithPictures)).json<ScrapeListingReply>();
    expect(body.listing).toMatchObject({ price: 1100, title: 'Madewell Wool Coat', brand: 'Madewell' });
    expect(body.listing.images).toHaveLength(3);
  });

  it('follows a redirect chain and reads OpenGraph-only pages', async () => {
    expect((await scrape(FIXTURE_URLS.redirectChain)).json<ScrapeListingReply>().listing.title).toBe(
      'Madewell Wool Coat',
    );
    const og = (await scrape(FIXTURE_URLS.openGraphOnly)).json<ScrapeListingReply>();
    expect(og.listing).toMatchObject({ price: 1100, category: 'Belts' });
  });

  it('marks a sold Mercari item sold', async () => {
    expect((await scrape(FIXTURE_URLS.mercariSold)).json<ScrapeListingReply>().listing.isSold).toBe(true);
  });

  it('answers clear errors for 403, 429, 404, an oversized page and a page without a listing', async () => {
    const refused = await scrape(FIXTURE_URLS.forbidden);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('The site refused the request — try again later');
    expect((await scrape(FIXTURE_URLS.rateLimited)).json().error).toBe(importMessages.siteRefused);
    const gone = await scrape(FIXTURE_URLS.gone);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('That listing could not be found');
    const huge = await scrape(FIXTURE_URLS.oversized);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().error).toBe(importMessages.tooLarge);
    const empty = await scrape(FIXTURE_URLS.notAListing);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toBe(importMessages.notAListing);
  });
});

describe('POST /api/scrape-profile', () => {
  it('validates the profile URL with the spec messages', async () => {
    expect((await scrapeProfile('')).json().error).toBe(importMessages.profileUrlRequired);
    expect((await scrapeProfile(FIXTURE_URLS.poshmarkWithPictures)).json().error).toBe(
      importMessages.pasteProfileUrl,
    );
  });

  it('pages through a three-page closet with mixed statuses', async () => {
    const before = fixtures.requests.filter((r) => r.path.startsWith('/vm-rest/users/fixture_closet')).length;
    const res = await scrapeProfile(FIXTURE_URLS.closet);
    expect(res.statusCode).toBe(200);
    const body = res.json<ScrapeProfileReply>();
    expect(body).toMatchObject({ totalFound: 100, activeCount: 67, soldCount: 33, platform: 'poshmark' });
    expect(new Set(body.items.map((i) => i.url)).size).toBe(100);
    const pages = fixtures.requests.filter((r) => r.path.startsWith('/vm-rest/users/fixture_closet')).length;
    // 48 + 48 + 4, then the empty page that ends the closet.
    expect(pages - before).toBe(4);
    const thumb = body.items[0]!.thumbUrl!;
    expect(thumb).toMatch(/^\/api\/import-thumbnail\?u=/);
    const img = await app.inject({ method: 'GET', url: thumb, headers: { cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const forged = thumb.replace(/s=[^&]+/, 's=forged');
    expect((await app.inject({ method: 'GET', url: forged, headers: { cookie } })).statusCode).toBe(404);
    const other = `/api/import-thumbnail?u=${encodeURIComponent('https://169.254.169.254/')}&s=${new URL(thumb, 'http://x').searchParams.get('s')}`;
    expect((await app.inject({ method: 'GET', url: other, headers: { cookie } })).statusCode).toBe(404);
  });

  it('reads a Mercari profile across pages', async () => {
    const body = (await scrapeProfile(FIXTURE_URLS.mercariProfile)).json<ScrapeProfileReply>();
    expect(body).toMatchObject({ totalFound: 30, soldCount: 7, platform: 'mercari' });
  });

  it('answers an empty closet, and 404 for a closet that does not exist', async () => {
    expect((await scrapeProfile(FIXTURE_URLS.emptyCloset)).json()).toMatchObject({
      totalFound: 0,
      items: [],
    });
    const missing = await scrapeProfile(FIXTURE_URLS.missingCloset);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(importMessages.profileNotFound);
  });
});
