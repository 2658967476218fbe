import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkListingsInputSchema, bulkMessages, priceAfterPercentOff, priceProblem } from './listing-bulk.js';
import { listingMessages } from './listings.js';

describe('priceAfterPercentOff', () => {
  it('rounds to the cent, half up', () => {
    expect(priceAfterPercentOff(4999, 20)).toBe(3999);
    expect(priceAfterPercentOff(2500, 20)).toBe(2000);
    expect(priceAfterPercentOff(1999, 20)).toBe(1599);
    expect(priceAfterPercentOff(1000, 33)).toBe(670);
    // 150 × 0.5 = 75 exactly; 5 × 0.9 = 4.5 → 5 (half up); 1 at 90% off → 0, which the price rule refuses.
    expect(priceAfterPercentOff(150, 50)).toBe(75);
    expect(priceAfterPercentOff(5, 10)).toBe(5);
    expect(priceAfterPercentOff(1, 90)).toBe(0);
  });

  it('is the exact product rounded half up, never above the old price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 90 }), (price, p) => {
        const exact = (price * (100 - p)) / 100;
        const got = priceAfterPercentOff(price, p);
        expect(Math.abs(got - exact)).toBeLessThanOrEqual(0.5);
        expect(got - exact === -0.5).toBe(false);
        expect(got).toBeLessThanOrEqual(price);
      }),
    );
  });

  it('checks a computed price with the listing form’s rule', () => {
    expect(priceProblem(0)).toBe(listingMessages.pricePositive);
    expect(priceProblem(3999)).toBeNull();
  });
});

describe('bulkListingsInputSchema', () => {
  const parse = (v: unknown) => bulkListingsInputSchema.safeParse(v);
  const firstError = (v: unknown) => parse(v).error?.issues[0]?.message;

  it('takes 1–200 ids and counts repeats once', () => {
    expect(firstError({ ids: [], action: 'activate' })).toBe(bulkMessages.idsRequired);
    const many = Array.from({ length: 201 }, (_, i) => `id-${i}`);
    expect(firstError({ ids: many, action: 'activate' })).toBe(bulkMessages.idsTooMany);
    expect(parse({ ids: ['a', 'b', 'a'], action: 'activate' }).data?.ids).toEqual(['a', 'b']);
  });

  it('needs exactly one of percentOff and priceCents for a price change, and neither otherwise', () => {
    expect(firstError({ ids: ['a'], action: 'price' })).toBe(bulkMessages.priceChoice);
    expect(firstError({ ids: ['a'], action: 'price', percentOff: 10, priceCents: 100 })).toBe(
      bulkMessages.priceChoice,
    );
    expect(firstError({ ids: ['a'], action: 'price', percentOff: 91 })).toBe(bulkMessages.percentOff);
    expect(firstError({ ids: ['a'], action: 'price', percentOff: 2.5 })).toBe(bulkMessages.percentOff);
    expect(firstError({ ids: ['a'], action: 'price', priceCents: 0 })).toBe(listingMessages.pricePositive);
    expect(firstError({ ids: ['a'], action: 'relist', percentOff: 10 })).toBe(bulkMessages.priceOnly);
    expect(firstError({ ids: ['a'], action: 'archive' })).toBe(bulkMessages.actionUnknown);
    expect(parse({ ids: ['a'], action: 'price', percentOff: 20 }).success).toBe(true);
  });
});
