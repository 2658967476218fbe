import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages, MAX_CSV_ROWS } from '#shared/imports.js';
import type { CsvImportReply } from '#shared/imports-csv.js';
import { listingMessages } from '#shared/listings.js';
import { listings } from '../../db/schema.js';
import { signUp, type TestApp } from '../../test/test-app.js';
import { FIXTURE_URLS } from './fixtures/fixture-server.js';
import { useFixtureApp } from './imports.test-helpers.js';

let app: TestApp;

useFixtureApp((started) => ({ app } = started));

const importCsv = (cookie: string | undefined, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/listings/import-csv',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

const sellerListings = (sellerId: string) =>
  app.ctx.db.select().from(listings).where(eq(listings.sellerId, sellerId)).orderBy(listings.title);

describe('POST /api/listings/import-csv', () => {
  it('needs sign-in, the caller as seller, and 1–1,000 rows', async () => {
    const { cookie, user } = await signUp(app);
    const other = await signUp(app);
    const row = { title: 'T', description: 'D', price: 5 };
    expect((await importCsv(undefined, { listings: [row] })).statusCode).toBe(401);
    const foreign = await importCsv(cookie, { listings: [row], sellerId: other.user.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(importMessages.sellerMismatch);
    expect((await importCsv(cookie, { listings: [], sellerId: user.id })).json().error).toBe(
      importMessages.csvNoRows,
    );
    const many = await importCsv(cookie, { listings: Array.from({ length: MAX_CSV_ROWS + 1 }, () => row) });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toBe(importMessages.csvTooManyRows);
    expect(await sellerListings(user.id)).toHaveLength(0);
  });

  it('imports good rows, re-hosts photos, drafts rows without a usable photo, and reports bad rows', async () => {
    const { cookie, user } = await signUp(app);
    const res = await importCsv(cookie, {
      sellerId: user.id,
      listings: [
        {
          row: 2,
          title: 'A — Wool Coat',
          description: 'Warm',
          price: '120.50',
          imageUrl: FIXTURE_URLS.csvPhoto,
          category: 'jackets',
        },
        { row: 3, title: 'B — Scarf', description: 'Silk', price: 15 },
        { row: 4, title: '', description: 'No title', price: 10 },
        { row: 5, title: 'Bad price', description: 'x', price: 'free' },
        { row: 6, title: 'Bad category', description: 'x', price: 3, category: 'Spaceships' },
        {
          row: 7,
          title: 'C — Not a photo',
          description: 'x',
          price: '$1,100',
          imageUrl: FIXTURE_URLS.csvNotAnImage,
        },
        {
          row: 8,
          title: 'D — Private photo',
          description: 'x',
          price: 0.01,
          imageUrl: 'https://10.0.0.1/a.jpg',
        },
        { row: 9, title: 'Zero', description: 'x', price: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<CsvImportReply>();
    expect(body.count).toBe(5);
    expect(body.needsPhotos).toBe(3);
    // A category that is not one of ours is not an error: the row waits, as a draft, for one.
    expect(body.needsCategory).toBe(1);
    expect(body.errors).toEqual([
      { row: 4, message: listingMessages.titleRequired },
      { row: 5, message: importMessages.csvPriceNotNumber },
      { row: 9, message: 'Price must be at least $0.01' },
    ]);

    const rows = await sellerListings(user.id);
    expect(rows.map((r) => r.title)).toEqual([
      'A — Wool Coat',
      'B — Scarf',
      'Bad category',
      'C — Not a photo',
      'D — Private photo',
    ]);
    const [coat, scarf, unplaced, notPhoto, privatePhoto] = rows;
    expect(unplaced).toMatchObject({ category: null, needsCategory: true, isActive: false });
    expect(scarf).toMatchObject({ category: null, needsCategory: false });
    expect(coat).toMatchObject({
      priceCents: 12_050,
      category: 'Jackets',
      isActive: true,
      needsPhotos: false,
    });
    expect(coat!.images).toHaveLength(1);
    expect(coat!.images[0]).toMatch(/^\/uploads\/.+\/1280\.webp$/);
    for (const draft of [scarf, notPhoto, privatePhoto]) {
      expect(draft).toMatchObject({ isActive: false, needsPhotos: true, images: [] });
    }
    expect(notPhoto!.priceCents).toBe(110_000);
    expect(privatePhoto!.priceCents).toBe(1);

    // A draft cannot go live until it has a photo (the listings feature's rule).
    const activate = await app.inject({
      method: 'PATCH',
      url: `/api/listings/${scarf!.id}`,
      payload: { isActive: true },
      headers: { cookie },
    });
    expect(activate.statusCode).toBe(400);
    expect(activate.json().error).toBe(listingMessages.needsPhotos);
  });

  it('uses the position in the list when a row carries no line number', async () => {
    const { cookie } = await signUp(app);
    const res = await importCsv(cookie, {
      listings: [
        { title: 'Fine', description: 'ok', price: 4 },
        { title: 'Bad', description: '', price: 4 },
      ],
    });
    expect(res.json()).toMatchObject({
      count: 1,
      errors: [{ row: 2, message: listingMessages.descriptionRequired }],
    });
  });
});
