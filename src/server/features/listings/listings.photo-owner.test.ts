import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_URLS } from '../imports/fixtures/fixture-server.js';
import { useFixtureApp } from '../imports/imports.test-helpers.js';
import { solidJpeg, upload } from '../images/images.test-helpers.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { listingsFixture } from './listings.test-helpers.js';

// A listing shows only its seller's photos. Photo URLs are public once on a listing, so
// knowing one must not let anyone else put it on their own listing.
const fx = listingsFixture();
const { call } = fx;
const notYours = { error: 'You can only use photos you uploaded', code: 'FORBIDDEN' };

beforeAll(() => fx.setUp());
afterAll(() => fx.tearDown());

/** Photos uploaded through POST /api/upload-images by the holder of `cookie`. */
async function uploadedBy(cookie: string, count = 1): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `p${i}.jpg`,
      data: await solidJpeg(300, 200 + i),
    })),
  );
  const res = await upload(fx.app, cookie, files);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { images: { url: string }[] }).images.map((i) => i.url);
}

describe("another seller's photos on a listing", () => {
  it("refuses a new listing with someone else's photo, and creates nothing", async () => {
    const [aPhoto] = await uploadedBy(fx.seller.cookie);
    const [bPhoto] = await uploadedBy(fx.other.cookie);
    const before = await fx.rowCount();
    for (const images of [[aPhoto], [bPhoto, aPhoto]]) {
      const res = await call('POST', '/api/listings', fx.other.cookie, fx.valid({ images }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(notYours);
    }
    expect(await fx.rowCount()).toBe(before);
  });

  it("refuses an edit that adds someone else's photo, or makes it the main photo, and changes nothing", async () => {
    const [aPhoto] = await uploadedBy(fx.seller.cookie);
    const [bPhoto] = await uploadedBy(fx.other.cookie);
    const listing = await fx.create({ images: [bPhoto] }, fx.other.cookie);
    for (const body of [{ images: [bPhoto, aPhoto] }, { imageUrl: aPhoto }]) {
      const res = await call('PATCH', `/api/listings/${listing.id}`, fx.other.cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(notYours);
    }
    const row = await fx.rowOf(listing.id);
    expect(row.images).toEqual([bPhoto]);
    expect(row.imageUrl).toBe(bPhoto);
  });

  it('takes the seller’s own photos, and keeps photos already on the listing', async () => {
    const [first, second, third] = await uploadedBy(fx.seller.cookie, 3);
    const listing = await fx.create({ images: [first, second] });
    // Reordered, one added: the listing's own photos are not checked again.
    const res = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      images: [second, first, third],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await fx.rowOf(listing.id)).images).toEqual([second, first, third]);
    // The same own photo may go on another of the seller's listings.
    await fx.create({ images: [third] });
  });
});

describe('imported photos', () => {
  let app: TestApp;
  useFixtureApp((started) => ({ app } = started));

  it('belong to the importer: they list them, nobody else can', async () => {
    const importer = await signUp(app);
    const stranger = await signUp(app);
    const scraped = await app.inject({
      method: 'POST',
      url: '/api/scrape-listing',
      payload: { url: FIXTURE_URLS.poshmarkWithPictures },
      headers: { cookie: importer.cookie },
    });
    expect(scraped.statusCode, scraped.body).toBe(200);
    const { images } = (scraped.json() as { listing: { images: string[] } }).listing;
    expect(images.length).toBeGreaterThan(0);
    const body = { title: 'Imported jacket', description: 'From Poshmark', priceCents: 2500, images };

    const theirs = await app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: body,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(403);
    const mine = await app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: body,
      headers: { cookie: importer.cookie },
    });
    expect(mine.statusCode, mine.body).toBe(201);
  });
});
