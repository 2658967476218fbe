import { describe, expect, it } from 'vitest';
import { normalizeSize, sizeSystemsFor } from '#shared/sizes.js';
import { DEMO_LISTINGS } from './listing-catalog.js';

describe('demo listing sizes', () => {
  it('are stored as the size filter expects, in a size system of their category', () => {
    const odd: string[] = [];
    for (const item of DEMO_LISTINGS) {
      expect(normalizeSize(item.category, item.size), item.title).toBe(item.size);
      // A waist with a length ("W30 L32") is a waist size the seller typed out in full.
      const size = item.size.replace(/^(W\d{2}) L\d{2}$/, '$1');
      const offered = sizeSystemsFor(item.category).some((s) => s.sizes.includes(size));
      if (!offered) odd.push(`${item.category}: ${item.size}`);
    }
    // One odd size on purpose: a fitted cap's hat size, which a seller types as "Other".
    expect(odd).toEqual(['Hats: 7 3/8']);
  });

  it('give shoes US and EU sizes and jeans waist sizes', () => {
    const sizesOf = (category: string) =>
      DEMO_LISTINGS.filter((l) => l.category === category).map((l) => l.size);
    expect(sizesOf('Shoes').every((s) => /^(US|EU) \d+(\.5)?$/.test(s))).toBe(true);
    expect(sizesOf('Shoes')).toContain('US 8.5');
    expect(sizesOf('Shoes')).toContain('EU 43');
    expect(sizesOf('Bottoms').filter((s) => s.startsWith('W')).length).toBeGreaterThanOrEqual(4);
  });
});
