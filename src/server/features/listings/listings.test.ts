import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevenUrls, listingsFixture, type Body } from './listings.test-helpers.js';

const fx = listingsFixture();
beforeAll(fx.setUp);
afterAll(fx.tearDown);
const { call, create, rowCount, rowOf, valid } = fx;

describe('POST /api/listings', () => {
  it('needs an account', async () => {
    const res = await call('POST', '/api/listings', undefined, valid());
    expect(res.statusCode).toBe(401);
  });

  it('creates a listing with trimmed fields, tidy tags and the first photo as main image', async () => {
    const listing = await create({
      sellerId: fx.seller.user.id,
      imageUrl: fx.photos[2],
      images: [fx.photos[0], fx.photos[2], fx.photos[0]],
      category: 'Bottoms',
      gender: 'Women',
      size: '  W30 ',
      color: '',
      brand: " Levi's ",
      condition: 'Used',
      styleTags: [' vintage ', 'Vintage', '', '90s', 'denim  wear'],
      isSold: false,
    });
    expect(listing).toMatchObject({
      title: "Levi's 501 vintage straight jeans",
      priceCents: 4500,
      imageUrl: fx.photos[2],
      images: [fx.photos[2], fx.photos[0]],
      category: 'Bottoms',
      gender: 'Women',
      size: 'W30',
      color: null,
      brand: "Levi's",
      styleTags: ['vintage', '90s', 'denim wear'],
      isActive: true,
      isSold: false,
      likeCount: 0,
      commentCount: 0,
      seller: {
        id: fx.seller.user.id,
        handle: fx.seller.user.handle,
        display: fx.seller.user.display,
        bio: '',
      },
    });
    expect(listing.seller).not.toHaveProperty('email');
    const row = await rowOf(listing.id);
    expect(row.sellerId).toBe(fx.seller.user.id);
    expect(row.images).toEqual([fx.photos[2], fx.photos[0]]);
    expect(row.color).toBeNull();
  });

  it('refuses a sellerId other than the caller', async () => {
    const before = await rowCount();
    const res = await call('POST', '/api/listings', fx.other.cookie, valid({ sellerId: fx.seller.user.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('You can only create listings for yourself');
    expect(await rowCount()).toBe(before);
  });

  const bad: [string, Body, string][] = [
    ['missing title', { title: undefined }, 'Title is required'],
    ['blank title', { title: '   ' }, 'Title is required'],
    ['long title', { title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
    ['blank description', { description: ' ' }, 'Description is required'],
    ['long description', { description: 'x'.repeat(5001) }, 'Description must be at most 5,000 characters'],
    ['price as text', { priceCents: '4500' }, 'Price must be a number of cents'],
    ['zero price', { priceCents: 0 }, 'Price must be greater than 0'],
    ['negative price', { priceCents: -100 }, 'Price must be greater than 0'],
    ['fractional cents', { priceCents: 12.5 }, 'Price must be a whole number of cents'],
    ['huge price', { priceCents: 100_000_000 }, 'Price must be at most $999,999.99'],
    ['no images', { images: [] }, 'At least one image is required'],
    ['images missing', { images: undefined }, 'At least one image is required'],
    ['11 images', { images: elevenUrls }, 'Maximum 10 images allowed'],
    [
      'foreign image',
      { images: ['https://evil.example/x.jpg'] },
      'Images must be photos uploaded to Rethread',
    ],
    ['image list of numbers', { images: [1, 2] }, 'Images must be photos uploaded to Rethread'],
    [
      'unknown category',
      { category: 'Spaceships' },
      'Category must be one of: Clothing, Shoes, Jewelry, Jackets, Dresses, Tops, Bottoms, Accessories, Bags, Watches, Sunglasses, Hats, Belts, Scarves',
    ],
    ['unknown gender', { gender: 'Robot' }, 'Gender must be one of: Men, Women, Teen, Child'],
    ['long tag', { styleTags: ['x'.repeat(31)] }, 'Each style tag must be at most 30 characters'],
    [
      'too many tags',
      { styleTags: Array.from({ length: 21 }, (_, i) => `tag${i}`) },
      'A listing can have at most 20 style tags',
    ],
    ['unknown field', { isFeatured: true }, 'Unrecognized key: "isFeatured"'],
    ['wrong isSold type', { isSold: 'yes' }, 'isSold must be true or false'],
    [
      'bad original url',
      { originalUrl: 'javascript:alert(1)' },
      'Original URL must be a web address starting with http:// or https://',
    ],
  ];
  it.each(bad)('refuses %s with a clear message and writes nothing', async (_, change, message) => {
    const before = await rowCount();
    const res = await call('POST', '/api/listings', fx.seller.cookie, valid(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a well-formed upload URL this server never issued', async () => {
    const before = await rowCount();
    const res = await call(
      'POST',
      '/api/listings',
      fx.seller.cookie,
      valid({ images: ['/uploads/AAAAAAAAAAAAAAAAAAAAAA/1280.webp'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Images must be photos uploaded to Rethread');
    expect(await rowCount()).toBe(before);
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: '{"title":',
      headers: { cookie: fx.seller.cookie, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/listings/{id}', () => {
  it('shows a listing to anyone, with seller summary and counts', async () => {
    const listing = await create();
    const res = await call('GET', `/api/listings/${listing.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().listing).toMatchObject({
      id: listing.id,
      likeCount: 0,
      commentCount: 0,
      isActive: true,
    });
    expect(res.json().listing.seller.handle).toBe(fx.seller.user.handle);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' or '1'='1"]) {
      const res = await call('GET', `/api/listings/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Listing not found');
    }
  });

  it('shows an inactive listing only to its seller', async () => {
    const listing = await create();
    await call('PATCH', `/api/listings/${listing.id}`, fx.seller.cookie, { isActive: false });
    expect((await call('GET', `/api/listings/${listing.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/listings/${listing.id}`, fx.other.cookie)).statusCode).toBe(404);
    const own = await call('GET', `/api/listings/${listing.id}`, fx.seller.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().listing.isActive).toBe(false);
  });
});
