import { listings } from '../../db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingsFixture, type Body } from './listings.test-helpers.js';

const fx = listingsFixture();
beforeAll(fx.setUp);
afterAll(fx.tearDown);
const { call, create, rowOf } = fx;

describe('PATCH /api/listings/{id}', () => {
  it('edits the seller’s own listing and keeps imageUrl = first unique image', async () => {
    const listing = await create();
    const res = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      title: ' Levi’s 501, W30 ',
      priceCents: 3999,
      images: [fx.photos[3], fx.photos[0], fx.photos[3]],
      color: 'Blue',
      styleTags: ['denim', 'DENIM'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      title: 'Levi’s 501, W30',
      priceCents: 3999,
      imageUrl: fx.photos[3],
      images: [fx.photos[3], fx.photos[0]],
      color: 'Blue',
      styleTags: ['denim'],
    });
    const row = await rowOf(listing.id);
    expect(row.priceCents).toBe(3999);
    expect(row.imageUrl).toBe(fx.photos[3]);

    // An empty string or null clears an optional field.
    const cleared = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      color: '',
      size: null,
    });
    expect(cleared.json().listing).toMatchObject({ color: null, size: null });
  });

  it('moves a photo to the front when only imageUrl is sent (Set Main)', async () => {
    const listing = await create({ images: [fx.photos[5], fx.photos[6], fx.photos[7]] });
    const res = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, {
      imageUrl: fx.photos[7],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      imageUrl: fx.photos[7],
      images: [fx.photos[7], fx.photos[5], fx.photos[6]],
    });
    expect((await rowOf(listing.id)).images).toEqual([fx.photos[7], fx.photos[5], fx.photos[6]]);
  });

  it('deactivates and reactivates with { isActive }', async () => {
    const listing = await create();
    const off = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, { isActive: false });
    expect(off.json().listing.isActive).toBe(false);
    expect((await rowOf(listing.id)).isActive).toBe(false);
    const on = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, { isActive: true });
    expect(on.json().listing.isActive).toBe(true);
    expect((await rowOf(listing.id)).isActive).toBe(true);
  });

  it('refuses another user (IDOR) with 403 and changes nothing', async () => {
    const listing = await create();
    const before = await rowOf(listing.id);
    for (const body of [{ title: 'Mine now' }, { isActive: false }, { priceCents: 1 }]) {
      const res = await call('PATCH', `/api/listings/${listing.id}`, fx.other.cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You can only change your own listings');
    }
    expect(await rowOf(listing.id)).toEqual(before);
    expect((await call('PATCH', `/api/listings/${listing.id}`, undefined, { title: 'x' })).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for unknown ids and other sellers’ inactive listings', async () => {
    const hidden = await create({ title: 'Hidden' });
    await call('PATCH', `/api/listings/${hidden.id}`, fx.seller.cookie, { isActive: false });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', hidden.id]) {
      const res = await call('PATCH', `/api/listings/${id}`, fx.other.cookie, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Listing not found');
    }
  });

  it('applies the create rules to edits', async () => {
    const listing = await create();
    const before = await rowOf(listing.id);
    const cases: [Body, string][] = [
      [{}, 'Nothing to update'],
      [{ title: '' }, 'Title is required'],
      [{ priceCents: 0 }, 'Price must be greater than 0'],
      [{ priceCents: 1.5 }, 'Price must be a whole number of cents'],
      [{ images: [] }, 'At least one image is required'],
      [{ images: fx.photos.slice(0, 11) }, 'Maximum 10 images allowed'],
      [
        { images: ['/uploads/BBBBBBBBBBBBBBBBBBBBBB/1280.webp'] },
        'Images must be photos uploaded to Rethread',
      ],
      [{ isActive: 'no' }, 'isActive must be true or false'],
      [{ sellerId: fx.other.user.id }, 'Unrecognized key: "sellerId"'],
      [{ isSold: true }, 'Unrecognized key: "isSold"'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(message);
    }
    expect(await rowOf(listing.id)).toEqual(before);
  });

  it('keeps a photo-less draft inactive until it gets a photo', async () => {
    const [draft] = await fx.app.ctx.db
      .insert(listings)
      .values({
        sellerId: fx.seller.user.id,
        title: 'CSV draft',
        description: 'Imported without a photo',
        priceCents: 1200,
        isActive: false,
        needsPhotos: true,
      })
      .returning({ id: listings.id });
    const refused = await call('PATCH', `/api/listings/${draft!.id}`, fx.seller.cookie, { isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Add at least one photo before activating this listing');
    expect((await rowOf(draft!.id)).isActive).toBe(false);

    const ok = await call('PATCH', `/api/listings/${draft!.id}`, fx.seller.cookie, {
      images: [fx.photos[4]],
      isActive: true,
    });
    expect(ok.statusCode).toBe(200);
    const row = await rowOf(draft!.id);
    expect(row).toMatchObject({ isActive: true, needsPhotos: false, imageUrl: fx.photos[4] });
  });
});
