import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capDisplayTitle,
  DISPLAY_TITLE_MAX,
  displayTitle,
  guessBrand,
  guessColor,
  guessItemType,
} from './display-title.js';

describe('guessItemType', () => {
  it.each([
    ["Levi's 501 Original Fit Jeans W32 L30", 'Jeans'],
    ['Vintage denim jacket', 'Jacket'],
    ['Sweater dress, knee length', 'Dress'],
    ['Oxford dress shirt slim fit', 'Shirt'],
    ['Nike Dunk Low - White/Black - Size 10', 'Sneakers'],
    ['Leather jacket with belt', 'Jacket'],
    ['Cable knit cardigan', 'Cardigan'],
    ['Graphic tees bundle', 'T-Shirt'],
    ['Black t-shirt', 'T-Shirt'],
    ['Mini skirt', 'Skirt'],
    ['Gold hoop earrings', 'Earrings'],
    ['Crossbody bag in tan', 'Bag'],
    ['Aviator sunglasses', 'Sunglasses'],
    ['Cap sleeve midi dress', 'Dress'],
    ['Spring floral blouse', 'Blouse'],
    ['Chunky studded boots', 'Boots'],
    ['Short sleeve shirt', 'Shirt'],
    ['Silk scarves set', 'Scarf'],
    ['Nike Air Jordan 1 Retro High OG "Chicago", US 10', 'Sneakers'],
    ['COS wool overshirt, charcoal', 'Shirt'],
  ])('%s → %s', (title, type) => {
    expect(guessItemType(title)).toBe(type);
  });

  it('answers null when nothing names an item type', () => {
    expect(guessItemType('Mystery bundle')).toBeNull();
    expect(guessItemType('')).toBeNull();
    expect(guessItemType(null)).toBeNull();
    // A word that merely contains a keyword is not that keyword.
    expect(guessItemType('Springtime capris special')).toBeNull();
  });
});

describe('guessBrand', () => {
  it.each([
    ['LEVIS 501 jeans', "Levi's"],
    ['levi’s trucker jacket', "Levi's"],
    ['The North Face Nuptse puffer', 'The North Face'],
    ['Doc Martens 1460 boots', 'Dr. Martens'],
    ['h&m linen shirt', 'H&M'],
    ['J Crew cardigan', 'J.Crew'],
    ['Nike and Adidas bundle', 'Nike'],
    ['Hermes scarf', 'Hermès'],
  ])('%s → %s', (title, brand) => {
    expect(guessBrand(title)).toBe(brand);
  });

  it('answers null for unknown brands and for words that only contain a brand', () => {
    expect(guessBrand('Handmade wool hat')).toBeNull();
    expect(guessBrand('Mangoes print dress')).toBeNull();
  });
});

describe('guessColor', () => {
  it('finds the first colour word and spells it one way', () => {
    expect(guessColor('NAVY and white stripes')).toBe('Navy');
    expect(guessColor('grey hoodie')).toBe('Gray');
    expect(guessColor('Whitewashed jeans')).toBeNull();
  });
});

describe('displayTitle', () => {
  it('builds brand, colour, type and size', () => {
    expect(
      displayTitle({ title: 'NWT!!! 🔥 LEVIS 501 W32 jeans L@@K', color: 'Blue', size: 'W32 L30' }),
    ).toBe("Levi's Blue Jeans - Size W32 L30");
  });

  it("prefers the listing's own brand and colour over guesses", () => {
    expect(displayTitle({ title: 'Nike black sneakers', brand: 'Nike ACG', color: 'Olive' })).toBe(
      'Nike ACG Olive Sneakers',
    );
  });

  it('guesses the colour from the title when the field is empty', () => {
    expect(displayTitle({ title: 'Black leather boots', color: '  ', size: '8' })).toBe(
      'Black Boots - Size 8',
    );
  });

  it('falls back to the category for the type, then to Item', () => {
    expect(displayTitle({ title: 'Something lovely', category: 'Dresses' })).toBe('Dress');
    expect(displayTitle({ title: 'Something lovely' })).toBe('Item');
    expect(displayTitle({ title: '' })).toBe('Item');
    expect(displayTitle({ title: 'Zara mystery piece' })).toBe('Zara Item');
  });

  it('does not repeat "Size" and drops duplicate words', () => {
    expect(displayTitle({ title: 'Jacket', size: 'Size M' })).toBe('Jacket - Size M');
    expect(displayTitle({ title: 'Gold necklace', color: 'gold' })).toBe('Gold Necklace');
    expect(displayTitle({ title: 'Mango top', brand: 'Mango', color: 'mango' })).toBe('Mango Top');
    expect(displayTitle({ title: 'Skirt', color: 'light blue' })).toBe('Light Blue Skirt');
  });

  it('caps long titles at 47 characters plus three dots', () => {
    const t = displayTitle({
      title: 'coat',
      brand: 'A Very Long Independent Designer Label Name',
      color: 'Multi-Color',
      size: 'One Size Fits Most',
    });
    expect(t).toHaveLength(DISPLAY_TITLE_MAX);
    expect(t.endsWith('...')).toBe(true);
    expect(capDisplayTitle('short')).toBe('short');
  });

  it('is never empty and never longer than 50 characters, whatever the seller typed', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string({ maxLength: 300 }),
          brand: fc.option(fc.string({ maxLength: 120 })),
          color: fc.option(fc.string({ maxLength: 60 })),
          size: fc.option(fc.string({ maxLength: 60 })),
          category: fc.option(fc.string({ maxLength: 40 })),
        }),
        (input) => {
          const t = displayTitle(input);
          expect(t.trim().length).toBeGreaterThan(0);
          expect(Array.from(t).length).toBeLessThanOrEqual(DISPLAY_TITLE_MAX);
        },
      ),
    );
  });

  it('keeps short titles whole and cuts long ones to exactly 50', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 200 }), (s) => {
        const capped = capDisplayTitle(s);
        if (s.length <= DISPLAY_TITLE_MAX) expect(capped).toBe(s);
        else {
          expect(capped.endsWith('...')).toBe(true);
          expect(s.startsWith(capped.slice(0, -3))).toBe(true);
        }
      }),
    );
  });
});
