import { describe, expect, it } from 'vitest';
import type { ScrapedListing } from '#shared/imports';
import { toCreateListingInput } from './import-listing';

const scraped: ScrapedListing = {
  title: 'Nike Air Max 90',
  description: 'Worn twice',
  price: 85,
  priceCents: 8500,
  originalPriceCents: null,
  imageUrl: '/uploads/abcdefghijklmnop/1280.webp',
  images: ['/uploads/abcdefghijklmnop/1280.webp'],
  category: 'Shoes',
  gender: 'Men',
  color: 'White',
  size: '10',
  brand: 'Nike',
  condition: null,
  styleTags: [],
  isSold: true,
  originalUrl: 'https://www.mercari.com/us/item/m12345678902/',
  sourcePlatform: 'mercari',
};

describe('toCreateListingInput', () => {
  it('keeps a sold item sold', () => {
    expect(toCreateListingInput(scraped, 'u1')).toMatchObject({ isSold: true, sellerId: 'u1' });
    expect(toCreateListingInput({ ...scraped, isSold: false }, 'u1').isSold).toBe(false);
  });

  it('leaves out a condition the page did not state', () => {
    expect(toCreateListingInput(scraped, 'u1').condition).toBeUndefined();
  });
});
