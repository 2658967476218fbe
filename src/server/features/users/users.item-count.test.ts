import { describe, expect, it } from 'vitest';
import { signUp, type TestApp } from '../../test/test-app.js';
import { makeListing } from '../../test/market.fixtures.js';
import { useTestApp } from '../../test/use-test-app.js';

/** A profile's "N Items" is the number of listings the profile shows. */
let app: TestApp;
let seller: Awaited<ReturnType<typeof signUp>>;
let visitor: Awaited<ReturnType<typeof signUp>>;

useTestApp(async (started) => {
  app = started;
  seller = await signUp(app);
  visitor = await signUp(app);
  await makeListing(app, seller.user.id, { title: 'For sale' });
  await makeListing(app, seller.user.id, { title: 'Sold already', isSold: true });
  await makeListing(app, seller.user.id, { title: 'Taken down', isActive: false });
});

async function itemsAndShown(cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const profile = await app.inject({
    method: 'GET',
    url: `/api/users/handle/${seller.user.handle}`,
    headers,
  });
  expect(profile.statusCode).toBe(200);
  const listings = await app.inject({
    method: 'GET',
    url: `/api/listings?sellerId=${seller.user.id}&sort=newest`,
    headers,
  });
  expect(listings.statusCode).toBe(200);
  const page = listings.json() as { total: number; listings: unknown[] };
  return {
    items: (profile.json() as { user: { listingCount: number } }).user.listingCount,
    total: page.total,
    shown: page.listings.length,
  };
}

describe('GET /api/users/handle/:handle listingCount', () => {
  it('counts what a visitor sees: listings for sale, not sold or inactive ones', async () => {
    expect(await itemsAndShown()).toEqual({ items: 1, total: 1, shown: 1 });
    expect(await itemsAndShown(visitor.cookie)).toEqual({ items: 1, total: 1, shown: 1 });
  });

  it('counts every listing for their owner, who sees them all', async () => {
    expect(await itemsAndShown(seller.cookie)).toEqual({ items: 3, total: 3, shown: 3 });
  });
});
