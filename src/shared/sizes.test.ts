import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_CATEGORIES } from './constants';
import { ALL_CATEGORY_OPTIONS } from './search-options';
import {
  SIZE_SYSTEMS,
  normalizeSize,
  sizeChoices,
  sizeFilterValues,
  sizeShortLabel,
  sizeSystemsFor,
  sortSizes,
} from './sizes';

describe('normalizeSize', () => {
  it('stores one spelling per shoe size', () => {
    for (const raw of [
      '8.5',
      'US 8.5',
      '8.5 US',
      'us8.5',
      "US Men's 8.5",
      'Size 8.5',
      '8 1/2',
      '8½',
      ' 8.5 ',
    ])
      expect(normalizeSize('Shoes', raw), raw).toBe('US 8.5');
    expect(normalizeSize('Shoes', '10')).toBe('US 10');
    expect(normalizeSize('Shoes', '43')).toBe('EU 43');
    expect(normalizeSize('Shoes', 'eu 43')).toBe('EU 43');
    expect(normalizeSize('Shoes', '42.5 EU')).toBe('EU 42.5');
    // Outside both scales, or another unit: kept as written.
    expect(normalizeSize('Shoes', '25')).toBe('25');
    expect(normalizeSize('Shoes', 'UK  5')).toBe('UK 5');
    expect(normalizeSize('Shoes', 'US 8 EU 41')).toBe('US 8 EU 41');
  });

  it('reads a unit without a category, but a bare number only where the category says', () => {
    expect(normalizeSize(null, 'us 9')).toBe('US 9');
    expect(normalizeSize(null, '9')).toBe('9');
    expect(normalizeSize('Dresses', '8')).toBe('8');
    // "US 8" on a dress is a dress size: left alone.
    expect(normalizeSize('Dresses', 'US 8')).toBe('US 8');
  });

  it('spells letter sizes and one size one way', () => {
    expect(normalizeSize('Tops', 'medium')).toBe('M');
    expect(normalizeSize('Tops', 'm')).toBe('M');
    expect(normalizeSize(null, 'X-Large')).toBe('XL');
    expect(normalizeSize('Tops', '2XL')).toBe('XXL');
    expect(normalizeSize('Tops', '3x')).toBe('XXXL');
    expect(normalizeSize('Bags', 'OS')).toBe('One Size');
    expect(normalizeSize('Bags', 'one size')).toBe('One Size');
  });

  it('writes jeans as waist and length', () => {
    expect(normalizeSize('Bottoms', '30')).toBe('W30');
    expect(normalizeSize('Bottoms', 'w30')).toBe('W30');
    expect(normalizeSize('Bottoms', '30x32')).toBe('W30 L32');
    expect(normalizeSize(null, 'W30 L32')).toBe('W30 L32');
    expect(normalizeSize('Bottoms', '30 / 32')).toBe('W30 L32');
    // A women's numeric size is not a waist.
    expect(normalizeSize('Bottoms', '8')).toBe('8');
    expect(normalizeSize('Tops', '30')).toBe('30');
  });

  it('keeps odd sizes as written and empties as null', () => {
    expect(normalizeSize('Hats', '7  3/8')).toBe('7 3/8');
    expect(normalizeSize('Jackets', '44R')).toBe('44R');
    expect(normalizeSize('Tops', '   ')).toBeNull();
    expect(normalizeSize('Tops', null)).toBeNull();
  });

  it('is idempotent, and every offered size is stored as offered', () => {
    const categories = [null, ...ALL_CATEGORY_OPTIONS];
    fc.assert(
      fc.property(
        fc.constantFrom(...categories),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('8.5', 'US 9', '43', '30x32', 'medium', 'W28', 'os', '7 3/8'),
        ),
        (category, raw) => {
          const once = normalizeSize(category, raw);
          if (once !== null) expect(normalizeSize(category, once)).toBe(once);
        },
      ),
    );
    for (const category of ALL_CATEGORY_OPTIONS)
      for (const system of sizeChoices(category))
        for (const size of system.sizes) expect(normalizeSize(category, size)).toBe(size);
  });
});

describe('size systems per category', () => {
  it('offers shoe sizes for shoes, waists for jeans, one size for bags, letters for the rest', () => {
    expect(sizeChoices('Shoes').map((s) => s.id)).toEqual(['us-shoe', 'eu-shoe']);
    expect(SIZE_SYSTEMS['us-shoe'].sizes).toHaveLength(21);
    expect(SIZE_SYSTEMS['us-shoe'].sizes).toContain('US 8.5');
    expect(SIZE_SYSTEMS['eu-shoe'].sizes.at(0)).toBe('EU 35');
    expect(SIZE_SYSTEMS['eu-shoe'].sizes.at(-1)).toBe('EU 48');
    expect(SIZE_SYSTEMS.womens.sizes).toEqual([
      '00',
      '0',
      '2',
      '4',
      '6',
      '8',
      '10',
      '12',
      '14',
      '16',
      '18',
      '20',
    ]);
    expect(sizeChoices('Jeans')[0]!.sizes).toContain('W24');
    expect(sizeChoices('Bags').map((s) => s.id)).toEqual(['one-size']);
    expect(sizeChoices('Tops')[0]!.sizes).toEqual(['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL']);
    // No category: the common sizes of the specification.
    expect(sizeChoices(undefined)).toEqual([
      { id: 'letter', label: 'Letter', sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'] },
    ]);
    for (const category of LISTING_CATEGORIES) expect(sizeSystemsFor(category).length).toBeGreaterThan(0);
  });

  it("turns a filter's sizes into the stored spellings", () => {
    expect(sizeFilterValues('Shoes', ['8.5', 'US 9', '43'])).toEqual(['US 8.5', 'US 9', 'EU 43']);
    expect(sizeFilterValues(undefined, ['8.5'])).toEqual(['8.5', 'US 8.5']);
    expect(sizeFilterValues(undefined, ['30'])).toEqual(['30', 'W30']);
    expect(sizeFilterValues('Tops', ['m', 'XL'])).toEqual(['M', 'XL']);
  });

  it('orders sizes by system and labels them inside their group', () => {
    expect(sortSizes(['XL', 'US 9', 'M', 'EU 40', 'zz', 'US 8.5', 'M'])).toEqual([
      'M',
      'XL',
      'US 8.5',
      'US 9',
      'EU 40',
      'zz',
    ]);
    expect(sizeShortLabel('US 8.5')).toBe('8.5');
    expect(sizeShortLabel('EU 43')).toBe('43');
    expect(sizeShortLabel('W30')).toBe('30');
    expect(sizeShortLabel('XL')).toBe('XL');
  });
});
