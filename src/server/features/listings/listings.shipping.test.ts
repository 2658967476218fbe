import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingMessages } from '#shared/shipping.js';
import { listingsFixture } from './listings.test-helpers.js';

const fx = listingsFixture();
beforeAll(fx.setUp);
afterAll(fx.tearDown);
const { call, create, rowOf } = fx;

describe('listings: parcel size and who pays shipping', () => {
  it('defaults the parcel from the category and the buyer pays its rate', async () => {
    const jacket = await create({ category: 'Jackets' });
    expect(jacket).toMatchObject({ parcelSize: 'large', shippingPayer: 'buyer', shippingCents: 1299 });
    const ring = await create({ category: 'Jewelry' });
    expect(ring).toMatchObject({ parcelSize: 'small', shippingCents: 499 });
    const plain = await create();
    expect(plain).toMatchObject({ parcelSize: 'medium', shippingCents: 799 });
    expect((await rowOf(jacket.id)).parcelSize).toBe('large');
  });

  it("shows each card's shipping in the browse results", async () => {
    const coat = await create({ category: 'Jackets', title: 'Shipping card coat' });
    const scarf = await create({
      category: 'Accessories',
      title: 'Shipping card scarf',
      shippingPayer: 'seller',
    });
    const res = await call('GET', `/api/listings?sellerId=${fx.seller.user.id}&limit=100`);
    expect(res.statusCode).toBe(200);
    const cards = res.json().listings as { id: string; shippingCents: number; parcelSize: string }[];
    expect(cards.find((c) => c.id === coat.id)).toMatchObject({ parcelSize: 'large', shippingCents: 1299 });
    expect(cards.find((c) => c.id === scarf.id)).toMatchObject({ parcelSize: 'small', shippingCents: 0 });
  });

  it('takes a chosen size and free shipping: the buyer pays 0', async () => {
    const listing = await create({ category: 'Shoes', parcelSize: 'medium', shippingPayer: 'seller' });
    expect(listing).toMatchObject({ parcelSize: 'medium', shippingPayer: 'seller', shippingCents: 0 });
    const seen = await call('GET', `/api/listings/${listing.id}`);
    expect(seen.json().listing).toMatchObject({
      parcelSize: 'medium',
      shippingPayer: 'seller',
      shippingCents: 0,
    });
  });

  it('PATCH changes them; a category change alone keeps the chosen size', async () => {
    const listing = await create({ category: 'Tops' });
    const res = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      parcelSize: 'small',
      shippingPayer: 'seller',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toMatchObject({
      parcelSize: 'small',
      shippingPayer: 'seller',
      shippingCents: 0,
    });
    const back = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      shippingPayer: 'buyer',
      category: 'Jackets',
    });
    expect(back.json().listing).toMatchObject({
      parcelSize: 'small',
      shippingPayer: 'buyer',
      shippingCents: 499,
    });
  });

  it.each([
    [{ parcelSize: 'huge' }, shippingMessages.parcelSizeUnknown],
    [{ parcelSize: 3 }, shippingMessages.parcelSizeUnknown],
    [{ parcelSize: 'small\u0000' }, shippingMessages.parcelSizeUnknown],
    [{ shippingPayer: 'x'.repeat(100_000) }, shippingMessages.shippingPayerUnknown],
    [{ shippingPayer: null }, shippingMessages.shippingPayerUnknown],
  ])('refuses %j with the shared message and creates nothing', async (extra, message) => {
    const before = await fx.rowCount();
    const res = await call('POST', '/api/listings', fx.seller.cookie, fx.valid(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await fx.rowCount()).toBe(before);
  });

  it('a bad PATCH changes nothing; another person cannot change them', async () => {
    const listing = await create({ category: 'Bags' });
    const bad = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, { parcelSize: 'LARGE' });
    expect(bad.statusCode).toBe(400);
    const theirs = await call('PATCH', `/api/listings/${listing.id}`, fx.other.cookie, {
      shippingPayer: 'seller',
    });
    expect(theirs.statusCode).toBe(403);
    const signedOut = await call('PATCH', `/api/listings/${listing.id}`, undefined, {
      shippingPayer: 'seller',
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await rowOf(listing.id)).toMatchObject({ parcelSize: 'medium', shippingPayer: 'buyer' });
  });
});
