import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsFixture } from './listings.test-helpers.js';

const fx = listingsFixture();
beforeAll(fx.setUp);
afterAll(fx.tearDown);
const { call, create, rowOf } = fx;

describe('a listing’s condition', () => {
  it('is stored on create and changed or cleared on edit', async () => {
    const listing = await create({ condition: 'New with Tags' });
    expect(listing.condition).toBe('New with Tags');
    expect((await rowOf(listing.id)).condition).toBe('New with Tags');

    const edited = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      condition: 'Used',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().listing.condition).toBe('Used');
    expect((await rowOf(listing.id)).condition).toBe('Used');

    const cleared = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, { condition: null });
    expect(cleared.statusCode).toBe(200);
    expect((await rowOf(listing.id)).condition).toBeNull();
  });
});

describe('a listing’s size is stored in its system’s spelling', () => {
  it('normalises on create, by the listing’s category', async () => {
    const shoe = await create({ category: 'Shoes', size: ' 8.5 US ' });
    expect(shoe.size).toBe('US 8.5');
    expect((await rowOf(shoe.id)).size).toBe('US 8.5');
    const eu = await create({ category: 'Shoes', size: '43' });
    expect((await rowOf(eu.id)).size).toBe('EU 43');
    const jeans = await create({ category: 'Bottoms', size: '30x32' });
    expect((await rowOf(jeans.id)).size).toBe('W30 L32');
    const tee = await create({ category: 'Tops', size: 'medium' });
    expect((await rowOf(tee.id)).size).toBe('M');
    // An odd size stays as the seller wrote it.
    const cap = await create({ category: 'Hats', size: '7 3/8' });
    expect((await rowOf(cap.id)).size).toBe('7 3/8');
  });

  it('normalises on edit, with the stored category when the edit does not change it', async () => {
    const shoe = await create({ category: 'Shoes', size: 'US 8' });
    const res = await call('PATCH', `/api/listings/${shoe.id}`, fx.seller.cookie, { size: '9.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing.size).toBe('US 9.5');
    expect((await rowOf(shoe.id)).size).toBe('US 9.5');

    // A size typed before the category was known is read again when the category is set.
    const later = await create({ size: '10' });
    expect((await rowOf(later.id)).size).toBe('10');
    await call('PATCH', `/api/listings/${later.id}`, fx.seller.cookie, { category: 'Shoes' });
    expect((await rowOf(later.id)).size).toBe('US 10');
  });
});
