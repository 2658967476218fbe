import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.js';
import { createTestApp, signUp, type TestApp } from '../../test/test-app.js';
import {
  caller,
  listingRow,
  makeListing,
  pay,
  startCheckout,
  type Person,
} from '../../test/market.fixtures.js';

/**
 * A search's count follows a listing's deactivation, reactivation and sale at once
 * (it was cached for 30 s, so '1 item' sat above an empty result list).
 */
let app: TestApp;
let seller: Person;
let buyer: Person;
let call: ReturnType<typeof caller>;

type Page = { total: number; listings: { id: string }[] };

beforeAll(async () => {
  app = await createTestApp({ logLevel: 'error' });
  call = caller(app);
  seller = await signUp(app);
  buyer = await signUp(app);
});
afterAll(() => app?.dispose());

/** The search a buyer runs (anonymous browse, as the trending page does), and the filtered browse. */
async function search(query: string): Promise<Page> {
  const res = await call('GET', `/api/listings?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
}

async function stats(): Promise<number> {
  const res = await call('GET', '/api/listings/stats');
  expect(res.statusCode).toBe(200);
  return (res.json() as { activeListings: number }).activeListings;
}

const QUERIES = ['search=zebracorn', 'category=Bags&search=zebracorn', 'category=Bags', 'sort=price-low'];

async function expectCounts(expected: number) {
  for (const query of QUERIES) {
    const page = await search(query);
    expect({ query, total: page.total, shown: page.listings.length }).toEqual({
      query,
      total: expected,
      shown: expected,
    });
  }
}

describe('search counts follow listing changes at once', () => {
  it('deactivate → the count drops; reactivate → back; sold → drops', async () => {
    const listing = await makeListing(app, seller.user.id, {
      title: 'Zebracorn canvas tote',
      category: 'Bags',
      priceCents: 2500,
    });
    await expectCounts(1);
    const statsBefore = await stats();

    const off = await call('PATCH', `/api/listings/${listing.id}`, seller, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await listingRow(app, listing.id)).isActive).toBe(false);
    await expectCounts(0);
    expect(await stats()).toBe(statsBefore - 1);

    const on = await call('PATCH', `/api/listings/${listing.id}`, seller, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect((await listingRow(app, listing.id)).isActive).toBe(true);
    await expectCounts(1);
    expect(await stats()).toBe(statsBefore);

    const checkout = await startCheckout(app, buyer, listing.id);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paid = await pay(app, buyer, (checkout.json() as { clientSecret: string }).clientSecret);
    expect(paid.statusCode).toBe(200);
    expect((await listingRow(app, listing.id)).isSold).toBe(true);
    await expectCounts(0);
    expect(await stats()).toBe(statsBefore - 1);
  });

  it('a price change moves the listing between price-filtered counts at once', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Quokkafleece vest', priceCents: 1500 });
    expect((await search('search=quokkafleece&maxPrice=20')).total).toBe(1);
    const res = await call('PATCH', `/api/listings/${listing.id}`, seller, { priceCents: 4500 });
    expect(res.statusCode).toBe(200);
    expect((await listingRow(app, listing.id)).priceCents).toBe(4500);
    expect(await search('search=quokkafleece&maxPrice=20')).toMatchObject({ total: 0, listings: [] });
  });

  it('a listing written straight to the database (an import, the seed) is counted at once', async () => {
    expect((await search('search=okapiweave')).total).toBe(0);
    await app.ctx.db.insert(listings).values({
      sellerId: seller.user.id,
      title: 'Okapiweave scarf',
      description: 'Imported',
      priceCents: 900,
      images: ['/uploads/demo/scarf-640.webp'],
    });
    expect((await search('search=okapiweave')).total).toBe(1);
  });

  it('views and likes do not invalidate the counts (they change no filter)', async () => {
    const listing = await makeListing(app, seller.user.id, { title: 'Pangolin print shirt' });
    const before = await generation();
    const view = await call('GET', `/api/listings/${listing.id}`, buyer);
    expect(view.statusCode).toBe(200);
    const like = await call('POST', `/api/listings/${listing.id}/like`, buyer);
    expect(like.statusCode).toBeLessThan(300);
    expect((await listingRow(app, listing.id)).likeCount).toBe(1);
    expect(await generation()).toBe(before);
  });
});

async function generation(): Promise<number> {
  const { listingsGeneration } = await import('./search.queries.js');
  return listingsGeneration(app.ctx.db);
}
